"""The command line: run a program checked, or check / inspect without running."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, TextIO

from hintloader._version import __version__
from hintloader.errors import ConfigError

if TYPE_CHECKING:
    from hintloader.check.run import CheckRun
    from hintloader.config.options import Options, PackageOptions

SUBCOMMANDS = ("check", "baseline", "explain", "cache", "config")

USAGE = """\
python -m hintloader [OPTIONS] script.py [ARGS...]
       python -m hintloader [OPTIONS] -m module [ARGS...]
       python -m hintloader [OPTIONS] -c command [ARGS...]
       hintloader check [OPTIONS] PATH...
       hintloader baseline [OPTIONS] [PATH...]
       hintloader explain CODE
       hintloader cache info|clear
       hintloader config [MODULE]
"""


# What the shared options mean, per command: `check` and `baseline` never run code, so
# `--mode`, `--instrument` and `--packages` say something else there than for a program.
_HELP = {
    "run": {
        "packages": "packages the import hook checks (default: the project's own code)",
        "mode": "what a static finding does: nothing (off), a warning, or a refused import",
        "instrument": "add runtime checks of arguments and return values (with --mode off: "
                      "runtime checks only)",
    },
    "check": {
        "packages": "what to check when no PATH is given (after the `files` key); with PATHs "
                    "it changes nothing",
        "mode": "off: skip the modules (as an override with mode = \"off\" would); warn and "
                "error report alike, and the exit status is 1 on any error either way",
        "instrument": "no effect on the findings (nothing runs); accepted so that one set of "
                      "options serves every command, and part of the cache key",
    },
    "config": {
        "packages": "show the settings as if `packages` were this",
        "mode": "show the settings as if `mode` were this",
        "instrument": "show the settings as if `instrument` were this",
    },
}


def _add_common(parser: argparse.ArgumentParser, command: str = "run") -> None:
    words = _HELP["check" if command == "baseline" else command]
    parser.add_argument("--packages", metavar="PKG,...", help=words["packages"])
    parser.add_argument("--mode", choices=("off", "warn", "error"), help=words["mode"])
    parser.add_argument("--strictness", choices=("basic", "standard", "strict"),
                        help="what counts as a finding")
    parser.add_argument("--instrument", action=argparse.BooleanOptionalAction, default=None,
                        help=words["instrument"])
    parser.add_argument("--disable-error-code", metavar="CODE", action="append", default=None,
                        help="never report this code (repeatable; adds to disable-error-codes)")
    parser.add_argument("--enable-error-code", metavar="CODE", action="append", default=None,
                        help="report this code whatever the strictness (repeatable)")
    parser.add_argument("--cache-dir", metavar="DIR", help="cache folder, or 'off'")
    parser.add_argument("--config", metavar="PYPROJECT", help="use this pyproject.toml")


def _cli_settings(ns: argparse.Namespace) -> dict[str, object]:
    settings: dict[str, object] = {}
    if ns.packages is not None:
        # Kept as written: an empty list is the configuration's error to report.
        settings["packages"] = ns.packages
    for key in ("mode", "strictness", "instrument"):
        value = getattr(ns, key)
        if value is not None:
            settings[key] = value
    if ns.cache_dir is not None:
        settings["cache-dir"] = ns.cache_dir
    for option, key in (("disable_error_code", "disable-error-codes"),
                        ("enable_error_code", "enable-error-codes")):
        codes = getattr(ns, option, None)
        if codes:
            settings[key] = list(codes)
    executable = getattr(ns, "python_executable", None)
    if executable is not None:
        settings["python-executable"] = executable
    for key in ("python-version", "platform"):  # only `check` has these options
        value = getattr(ns, key.replace("-", "_"), None)
        if value is not None:
            settings[key] = value
    return settings


def _environ(ns: argparse.Namespace) -> dict[str, str]:
    env = dict(os.environ)
    if ns.config:
        env["HINTLOADER_CONFIG"] = ns.config
    return env


def _load(ns: argparse.Namespace):  # type: ignore[no-untyped-def]
    from hintloader.config.load import load_options

    return load_options(start=os.getcwd(), environ=_environ(ns), cli=_cli_settings(ns))


def _config_error(exc: ConfigError) -> int:
    for error in exc.all:
        sys.stderr.write(f"hintloader: configuration error: {error}\n")
    return 2


# -- run mode -------------------------------------------------------------------------------

def _split_run_argv(argv: Sequence[str]) -> tuple[list[str], list[str]]:
    """Options before the target belong to hintloader; everything after to the program."""
    ours: list[str] = []
    index = 0
    takes_value = {"--packages", "--mode", "--strictness", "--cache-dir", "--config",
                   "--disable-error-code", "--enable-error-code"}
    while index < len(argv):
        arg = argv[index]
        if arg == "--":
            return ours, list(argv[index + 1:])
        if arg in ("-m", "-c"):
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


def _run_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m hintloader",
        usage=USAGE,
        description="Run a program exactly as python would, with its imports type-checked.",
        epilog="Subcommands have their own --help, e.g. `hintloader check --help`.",
    )
    _add_common(parser)
    parser.add_argument("--version", action="version", version=f"hintloader {__version__}")
    return parser


def run_main(argv: Sequence[str]) -> int:
    from hintloader.runner import Target, export_activation, run

    ours, rest = _split_run_argv(argv)
    parser = _run_parser()
    ns = parser.parse_args(ours)
    if not rest:
        parser.print_usage(sys.stderr)
        sys.stderr.write("python -m hintloader: error: a script, -m module or -c command is "
                         "required\n")
        return 2
    if rest[0] == "-c":
        if len(rest) < 2:
            sys.stderr.write("python -m hintloader: error: -c needs a command\n")
            return 2
        target = Target(None, None, tuple(rest[2:]), command=rest[1])
    elif rest[0] == "-m":
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

def _jobs(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError("must be 0 (one per core) or more")
    return value


def _add_run_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("-j", "--jobs", type=_jobs, default=0, metavar="N",
                        help="worker processes (default 0: one per CPU core; 1: no workers)")
    parser.add_argument("--baseline", metavar="FILE",
                        help="baseline file (default: hintloader-baseline.json in the project root)")
    parser.add_argument("--python-executable", metavar="PYTHON",
                        help="resolve imports in this Python's environment too (its "
                             "site-packages): for pre-commit, e.g. .venv/bin/python")


def _paths_and_environment(ns: argparse.Namespace, options: Options, prog: str) -> list[str] | None:
    """The PATHs given or the configured ones, checked for existence and for sources (mypy's
    rule: a folder without any is an error); the other environment joined. None: exit 2."""
    from hintloader.check.targets import default_paths, folders_without_sources

    paths = list(ns.paths) or default_paths(options)
    if not paths:
        sys.stderr.write(f"{prog}: error: nothing to check: give PATHs, or set `files` or "
                         "`packages` in [tool.hintloader]\n")
        return None
    if _missing(paths, prog):
        return None
    for folder in folders_without_sources(paths, options):
        sys.stderr.write(f"There are no .py[i] files in directory '{folder}'\n")
        return None
    if options.python_executable:
        from hintloader.check.environment import EnvironmentProblem, use_environment_of

        try:
            use_environment_of(options.python_executable)
        except EnvironmentProblem as exc:
            sys.stderr.write(f"{prog}: error: python-executable: {exc}\n")
            return None
    return paths


def _add_target_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--python-version", metavar="X.Y",
                        help="the Python version to check for (default: this interpreter's)")
    parser.add_argument("--platform", metavar="PLATFORM",
                        help="the sys.platform to check for, e.g. linux, win32, darwin "
                             "(default: this interpreter's)")


def _baseline_path(ns: argparse.Namespace, options: Options) -> str:
    from hintloader.report.baseline import default_baseline_path

    return str(ns.baseline) if ns.baseline else default_baseline_path(options.project_root)


def _check(ns: argparse.Namespace, options: Options, paths: Sequence[str]) -> CheckRun:
    from hintloader.cache.store import open_cache
    from hintloader.check.run import check_paths, default_jobs
    from hintloader.report.progress import Progress

    progress = Progress.for_stream(sys.stderr)
    try:
        return check_paths(paths, options, open_cache(options),
                           jobs=ns.jobs or default_jobs(), progress=progress)
    except KeyboardInterrupt:
        progress.close()
        sys.stderr.write("hintloader: interrupted\n")
        raise SystemExit(130) from None
    finally:
        progress.close()


def _missing(paths: Sequence[str], prog: str) -> bool:
    missing = [p for p in paths if not os.path.exists(p)]
    if missing:
        sys.stderr.write(f"{prog}: error: no such file or folder: {missing[0]}\n")
    return bool(missing)


def check_main(argv: Sequence[str]) -> int:
    from hintloader.report import render
    from hintloader.report.baseline import Baseline, BaselineError, load_baseline, write_baseline

    parser = argparse.ArgumentParser(
        prog="hintloader check",
        description="Check files, folders and packages without running them. Without PATH: "
                    "the `files` key, else `packages`, else the project's packages.")
    _add_common(parser, "check")
    _add_run_options(parser)
    _add_target_options(parser)
    parser.add_argument("--format", choices=("text", "json", "github"), default="text")
    parser.add_argument("--output", metavar="FILE", help="write the report here, not stdout")
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--no-baseline", action="store_true",
                       help="report every diagnostic, ignoring the baseline")
    group.add_argument("--update-baseline", action="store_true",
                       help="remove fixed diagnostics from the baseline (never adds any)")
    parser.add_argument("paths", nargs="*", metavar="PATH",
                        help="files and folders (default: see above)")
    ns = parser.parse_args(argv)
    try:
        options = _load(ns)
    except ConfigError as exc:
        return _config_error(exc)
    paths = _paths_and_environment(ns, options, "hintloader check")
    if paths is None:
        return 2
    baseline: Baseline | None = None
    if not ns.no_baseline:
        path = _baseline_path(ns, options)
        try:
            baseline = load_baseline(path)
        except FileNotFoundError:
            if ns.baseline or ns.update_baseline:
                sys.stderr.write(f"hintloader check: error: no baseline file {path} "
                                 "(create one with `hintloader baseline`)\n")
                return 2
        except (BaselineError, OSError, UnicodeDecodeError) as exc:
            sys.stderr.write(f"hintloader check: error: bad baseline: {exc}\n")
            return 2
    result = _check(ns, options, paths)
    shown = list(result.diagnostics)
    footer: list[str] = []
    if baseline is not None:
        shown, fixed = baseline.filter(result.diagnostics, checked=result.paths)
        if ns.update_baseline and fixed:
            assert baseline.path is not None
            try:
                write_baseline(baseline.shrunk(result.diagnostics, checked=result.paths),
                               baseline.path)
            except OSError as exc:
                sys.stderr.write(f"hintloader check: error: cannot write {baseline.path}: "
                                 f"{exc.strerror}\n")
                return 2
        note = render.baseline_line(len(result.diagnostics) - len(shown), fixed,
                                    updated=ns.update_baseline)
        if note is not None:
            footer.append(note)
    try:
        stream = open(ns.output, "w", encoding="utf-8") if ns.output else sys.stdout
    except OSError as exc:
        sys.stderr.write(f"hintloader check: error: cannot write {ns.output}: {exc.strerror}\n")
        return 2
    try:
        colour = ns.format == "text" and render.use_colour(stream)
        excerpt = ns.format == "text" and (colour or _isatty(stream))
        render.write(shown, ns.format, stream, files_checked=result.files_checked,
                     colour=colour, excerpt=excerpt,
                     footer=footer if ns.format == "text" else ())
        stream.flush()
    except BrokenPipeError:
        # The reader went away (`| head`): not worth a traceback; stop the flush at exit too.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    finally:
        if stream is not sys.stdout:
            stream.close()
    if ns.format != "text":
        for line in footer:  # keep machine-readable output pure
            sys.stderr.write(f"hintloader: {line}\n")
    return 1 if any(d.severity == "error" for d in shown) else 0


def _isatty(stream: TextIO) -> bool:
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


def baseline_main(argv: Sequence[str]) -> int:
    from hintloader.report.baseline import Baseline, BaselineError, load_baseline, write_baseline

    parser = argparse.ArgumentParser(
        prog="hintloader baseline",
        description="Record today's diagnostics so that `hintloader check` reports only new ones.")
    _add_common(parser, "baseline")
    _add_run_options(parser)
    parser.add_argument("paths", nargs="*", metavar="PATH",
                        help="what to check (default: as `hintloader check` without PATH)")
    ns = parser.parse_args(argv)
    try:
        options = _load(ns)
    except ConfigError as exc:
        return _config_error(exc)
    paths = _paths_and_environment(ns, options, "hintloader baseline")
    if paths is None:
        return 2
    path = _baseline_path(ns, options)
    root = os.path.dirname(os.path.abspath(path))
    try:
        previous: Baseline | None = load_baseline(path)
    except FileNotFoundError:
        previous = None
    except (BaselineError, OSError, UnicodeDecodeError) as exc:
        sys.stderr.write(f"hintloader baseline: error: bad baseline: {exc}\n")
        return 2
    result = _check(ns, options, paths)
    recorded = Baseline.from_diagnostics(result.diagnostics, root=root)
    if previous is not None:
        # Files this run did not look at keep their entries, unless they no longer exist.
        recorded = previous.merged(recorded, replacing=result.paths)
        gone = [k for k in recorded.counts if not os.path.exists(os.path.join(root, k[0]))]
        for key in gone:
            del recorded.counts[key]
    try:
        write_baseline(recorded, path)
    except OSError as exc:
        sys.stderr.write(f"hintloader baseline: error: cannot write {path}: {exc.strerror}\n")
        return 2
    files = len({k[0] for k in recorded.counts})
    count = len(recorded)
    print(f"hintloader: recorded {count} diagnostic{'s' if count != 1 else ''} in {files} "
          f"file{'s' if files != 1 else ''} to {os.path.relpath(path)}")
    return 0


def explain_main(argv: Sequence[str]) -> int:
    import difflib

    from hintloader.report import render

    import textwrap

    codes = render.known_codes()
    listing = textwrap.fill(", ".join(codes), width=88, initial_indent="  ",
                            subsequent_indent="  ", break_on_hyphens=False,
                            break_long_words=False)
    parser = argparse.ArgumentParser(prog="hintloader explain",
                                     description="Show the documentation of an error code.",
                                     epilog=f"error codes:\n{listing}",
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("code", metavar="CODE", help="an error code, e.g. arg-type")
    ns = parser.parse_args(argv)
    code = str(ns.code).strip().strip("[]")
    text = render.explain(code)
    if text is None:
        close = difflib.get_close_matches(code, codes, n=3, cutoff=0.5)
        hint = f"; did you mean {' or '.join(close)}?" if close else ""
        sys.stderr.write(f"hintloader explain: error: unknown error code {code!r}{hint}\n"
                         f"error codes:\n{listing}\n")
        return 2
    sys.stdout.write(text)
    return 0


def cache_main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="hintloader cache")
    parser.add_argument("action", choices=("info", "clear"))
    parser.add_argument("--cache-dir", metavar="DIR")
    parser.add_argument("--config", metavar="PYPROJECT")
    ns = parser.parse_args(argv)
    ns.packages = ns.mode = ns.strictness = ns.instrument = None
    ns.disable_error_code = ns.enable_error_code = None
    try:
        options = _load(ns)
    except ConfigError as exc:
        return _config_error(exc)
    if options.cache_dir is None:
        print("hintloader: the cache is off")
        return 0
    from hintloader.cache.store import Cache, format_info

    cache = Cache.open(options.cache_dir, max_bytes=options.cache_max_bytes,
                       project_root=options.project_root)
    if cache is None:
        sys.stderr.write(f"hintloader: cannot use the cache folder {options.cache_dir}\n")
        return 2
    if ns.action == "clear":
        removed = cache.clear()
        print(f"removed {removed} cache entr{'y' if removed == 1 else 'ies'} from {options.cache_dir}")
    else:
        print(format_info(cache.info()))
    return 0


def _toml_value(value: object) -> str:
    if value is None:
        return "(unset)"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml_value(item) for item in value) + "]"
    return str(value)


def config_main(argv: Sequence[str]) -> int:
    from hintloader.config.load import load_config

    parser = argparse.ArgumentParser(prog="hintloader config",
                                     description="Show the effective configuration and where each value comes from.")
    _add_common(parser, "config")
    parser.add_argument("module", nargs="?", default=None,
                        help="the module whose settings to show (default: outside any override)")
    ns = parser.parse_args(argv)
    try:
        resolved = load_config(start=os.getcwd(), environ=_environ(ns), cli=_cli_settings(ns))
    except ConfigError as exc:
        return _config_error(exc)
    where = resolved.path or "none found (defaults apply)"
    print(f"# configuration file: {where}")
    print(f"# effective settings for module {ns.module}" if ns.module else
          "# effective settings outside any [[tool.hintloader.overrides]]")
    settings = resolved.explain(ns.module)
    rows = [(f"{s.key} = {_toml_value(s.value)}", s.origin) for s in settings]
    width = max((len(left) for left, _ in rows), default=0)
    for left, origin in rows:
        print(f"{left.ljust(width)}  # {origin}")
    options = resolved.options
    effective = options.for_module(ns.module) if ns.module else options.defaults
    print("# what happens on import:")
    for line in effect_lines(effective):
        print(f"#   {line}")
    return 0


def effect_lines(options: PackageOptions) -> list[str]:
    """What the import hook does with a module under these settings, in words."""
    if not options.claimed:
        return ["not checked at all (mode = \"off\", instrument = false)"]
    static = {
        "off": "no static check (mode = \"off\")",
        "warn": "static check; each finding is a warning (mode = \"warn\")",
        "error": "static check; a module with errors is refused with HintError (mode = \"error\")",
    }[options.mode]
    if not options.instrument:
        runtime = "no runtime checks (instrument = false)"
    elif options.on_violation == "raise":
        runtime = "runtime checks of arguments and return values; a violation raises " \
                  "HintTypeError (on-violation = \"raise\")"
    else:
        runtime = "runtime checks of arguments and return values; a violation is a warning " \
                  "(on-violation = \"warn\")"
    return [static, runtime]


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in SUBCOMMANDS:
        handler = {"check": check_main, "baseline": baseline_main, "explain": explain_main,
                   "cache": cache_main, "config": config_main}[args[0]]
        status = handler(args[1:])
        if argv is None:  # this process's entry point: nothing runs after us
            from hintloader.gcpause import skip_final_collection

            skip_final_collection()
        return status
    if args and args[0] in ("-h", "--help"):
        _run_parser().print_help()
        return 0
    return run_main(args)
