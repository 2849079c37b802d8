"""The command line: run a program checked, or check / inspect without running."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from hintloader._version import __version__
from hintloader.errors import ConfigError

SUBCOMMANDS = ("check", "cache", "config")

USAGE = """\
usage: python -m hintloader [OPTIONS] script.py [ARGS...]
       python -m hintloader [OPTIONS] -m module [ARGS...]
       hintloader check [OPTIONS] PATH...
       hintloader cache info|clear
       hintloader config [MODULE]
"""


def _add_common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--packages", metavar="PKG,...",
                        help="packages to check (default: the project's own code)")
    parser.add_argument("--mode", choices=("off", "warn", "error"),
                        help="what a finding does: nothing, a warning, or a refused import")
    parser.add_argument("--strictness", choices=("basic", "standard", "strict"),
                        help="what counts as a finding")
    parser.add_argument("--instrument", action=argparse.BooleanOptionalAction, default=None,
                        help="add runtime argument and return checks")
    parser.add_argument("--cache-dir", metavar="DIR", help="cache folder, or 'off'")
    parser.add_argument("--config", metavar="PYPROJECT", help="use this pyproject.toml")


def _cli_settings(ns: argparse.Namespace) -> dict[str, object]:
    settings: dict[str, object] = {}
    if ns.packages is not None:
        settings["packages"] = [p.strip() for p in ns.packages.split(",") if p.strip()]
    for key in ("mode", "strictness", "instrument"):
        value = getattr(ns, key)
        if value is not None:
            settings[key] = value
    if ns.cache_dir is not None:
        settings["cache-dir"] = ns.cache_dir
    return settings


def _environ(ns: argparse.Namespace) -> dict[str, str]:
    env = dict(os.environ)
    if ns.config:
        env["HINTLOADER_CONFIG"] = ns.config
    return env


def _load(ns: argparse.Namespace):  # type: ignore[no-untyped-def]
    from hintloader.config import load_options

    return load_options(start=os.getcwd(), environ=_environ(ns), cli=_cli_settings(ns))


def _config_error(exc: ConfigError) -> int:
    sys.stderr.write(f"hintloader: configuration error: {exc}\n")
    return 2


# -- run mode -------------------------------------------------------------------------------

def _split_run_argv(argv: Sequence[str]) -> tuple[list[str], list[str]]:
    """Options before the target belong to hintloader; everything after to the program."""
    ours: list[str] = []
    index = 0
    takes_value = {"--packages", "--mode", "--strictness", "--cache-dir", "--config"}
    while index < len(argv):
        arg = argv[index]
        if arg == "--":
            return ours, list(argv[index + 1:])
        if arg == "-m":
            return ours, list(argv[index:])
        if not arg.startswith("-") or arg == "-":
            return ours, list(argv[index:])
        ours.append(arg)
        if arg in takes_value:
            index += 1
            if index < len(argv):
                ours.append(argv[index])
        index += 1
    return ours, []


def run_main(argv: Sequence[str]) -> int:
    from hintloader.runner import Target, export_activation, run

    ours, rest = _split_run_argv(argv)
    parser = argparse.ArgumentParser(prog="python -m hintloader", usage=USAGE)
    _add_common(parser)
    parser.add_argument("--version", action="version", version=f"hintloader {__version__}")
    ns = parser.parse_args(ours)
    if not rest:
        parser.print_usage(sys.stderr)
        sys.stderr.write("python -m hintloader: error: a script or -m module is required\n")
        return 2
    if rest[0] == "-m":
        if len(rest) < 2:
            sys.stderr.write("python -m hintloader: error: -m needs a module name\n")
            return 2
        target = Target(None, rest[1], tuple(rest[2:]))
    else:
        target = Target(rest[0], None, tuple(rest[1:]))
    try:
        options = _load(ns)
    except ConfigError as exc:
        return _config_error(exc)
    settings = _cli_settings(ns)
    if ns.config:
        os.environ["HINTLOADER_CONFIG"] = os.path.abspath(ns.config)
    export_activation(settings, os.environ)  # type: ignore[arg-type]
    return run(target, options)


# -- subcommands ----------------------------------------------------------------------------

def check_main(argv: Sequence[str]) -> int:
    from hintloader import report
    from hintloader.checkrun import check_paths
    from hintloader.hook import open_cache

    parser = argparse.ArgumentParser(prog="hintloader check",
                                     description="Check files, folders and packages without running them.")
    _add_common(parser)
    parser.add_argument("--format", choices=("text", "json", "github"), default="text")
    parser.add_argument("--output", metavar="FILE", help="write the report here, not stdout")
    parser.add_argument("paths", nargs="+", metavar="PATH")
    ns = parser.parse_args(argv)
    try:
        options = _load(ns)
    except ConfigError as exc:
        return _config_error(exc)
    missing = [p for p in ns.paths if not os.path.exists(p)]
    if missing:
        sys.stderr.write(f"hintloader check: error: no such file or folder: {missing[0]}\n")
        return 2
    result = check_paths(ns.paths, options, open_cache(options))
    if ns.output:
        with open(ns.output, "w", encoding="utf-8") as stream:
            report.write(result.diagnostics, ns.format, stream, files_checked=result.files_checked)
    else:
        report.write(result.diagnostics, ns.format, sys.stdout, files_checked=result.files_checked)
    return 1 if any(d.severity == "error" for d in result.diagnostics) else 0


def cache_main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="hintloader cache")
    parser.add_argument("action", choices=("info", "clear"))
    parser.add_argument("--cache-dir", metavar="DIR")
    parser.add_argument("--config", metavar="PYPROJECT")
    ns = parser.parse_args(argv)
    ns.packages = ns.mode = ns.strictness = ns.instrument = None
    try:
        options = _load(ns)
    except ConfigError as exc:
        return _config_error(exc)
    if options.cache_dir is None:
        print("hintloader: the cache is off")
        return 0
    from hintloader.cache import Cache, format_info

    cache = Cache.open(options.cache_dir, max_bytes=options.cache_max_bytes)
    if cache is None:
        sys.stderr.write(f"hintloader: cannot use the cache folder {options.cache_dir}\n")
        return 2
    if ns.action == "clear":
        removed = cache.clear()
        print(f"removed {removed} cache entr{'y' if removed == 1 else 'ies'} from {options.cache_dir}")
    else:
        print(format_info(cache.info()))
    return 0


def config_main(argv: Sequence[str]) -> int:
    from hintloader.config import load_config

    parser = argparse.ArgumentParser(prog="hintloader config",
                                     description="Show the effective configuration and where each value comes from.")
    _add_common(parser)
    parser.add_argument("module", nargs="?", default="__main__")
    ns = parser.parse_args(argv)
    try:
        resolved = load_config(start=os.getcwd(), environ=_environ(ns), cli=_cli_settings(ns))
    except ConfigError as exc:
        return _config_error(exc)
    for setting in resolved.explain(ns.module):
        print(f"{setting.key} = {setting.value!r}    # {setting.origin}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in SUBCOMMANDS:
        handler = {"check": check_main, "cache": cache_main, "config": config_main}[args[0]]
        return handler(args[1:])
    if args and args[0] in ("-h", "--help"):
        sys.stdout.write(USAGE)
        return 0
    return run_main(args)
