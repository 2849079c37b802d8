"""``python -m hintloader app.py``: run a program exactly as ``python app.py`` would, checked."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import signal
import sys
import types
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from hintloader.report import render
from hintloader.errors import HintError
from hintloader.importing.hook import install
from hintloader.config.options import Options

_PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))


@dataclass(frozen=True, slots=True)
class Target:
    """What to run: a script path or a module name, and its arguments."""

    script: str | None
    module: str | None
    args: tuple[str, ...]
    command: str | None = None  # python -c: the program text


def export_activation(options_cli: Mapping[str, object], environ: dict[str, str]) -> None:
    """Child processes inherit the activation: they read the same variables at start-up."""
    environ["HINTLOADER"] = "1"
    names = {
        "packages": "HINTLOADER_PACKAGES",
        "mode": "HINTLOADER_MODE",
        "strictness": "HINTLOADER_STRICTNESS",
        "instrument": "HINTLOADER_INSTRUMENT",
        "cache-dir": "HINTLOADER_CACHE_DIR",
        "disable-error-codes": "HINTLOADER_DISABLE_ERROR_CODES",
        "enable-error-codes": "HINTLOADER_ENABLE_ERROR_CODES",
    }
    for key, variable in names.items():
        if key not in options_cli:
            continue
        value = options_cli[key]
        if isinstance(value, bool):
            environ[variable] = "1" if value else "0"
        elif isinstance(value, (list, tuple)):
            environ[variable] = ",".join(str(v) for v in value)
        elif value is not None:
            environ[variable] = str(value)


def run(target: Target, options: Options) -> int:
    """Run the target with the hook installed; returns the exit status for sys.exit."""
    if target.command is not None:
        return _run_command(target.command, target.args, options)
    if target.script is not None:
        return _run_script(target.script, target.args, options)
    assert target.module is not None
    return _run_module(target.module, target.args, options)


def _new_main(**attributes: object) -> types.ModuleType:
    main = types.ModuleType("__main__")
    main.__dict__.update(attributes)
    main.__dict__["__builtins__"] = __builtins__
    return main


def _run_script(script: str, args: Sequence[str], options: Options) -> int:
    path = os.path.abspath(script)
    try:
        with open(path, "rb") as f:
            source = f.read()
    except OSError as exc:
        # The same words the interpreter uses for a missing script.
        sys.stderr.write(
            f"{sys.executable}: can't open file {path!r}: [Errno {exc.errno}] {exc.strerror}\n"
        )
        return 2
    sys.argv[:] = [script, *args]
    sys.path[0] = os.path.dirname(os.path.realpath(path))
    handle = install(options, extra_modules=())
    try:
        outcome = handle.pipeline.process(source, path=path, module="__main__")
    except HintError as exc:
        render.write_stderr(exc.diagnostics)
        return 1
    loader = importlib.machinery.SourceFileLoader("__main__", path)
    main = _new_main(
        __name__="__main__", __file__=path, __loader__=loader, __spec__=None,
        __package__=None, __cached__=None, __doc__=None,
    )
    code = outcome.code
    if code is None:
        try:
            # Reuse the tree the check parsed: the script is parsed once, as modules are.
            parsed = source if outcome.tree is None else outcome.tree
            code = compile(parsed, path, "exec", dont_inherit=True)
        except SyntaxError as exc:
            return _uncaught(exc)
    sys.modules["__main__"] = main
    return _execute(code, main)


def _run_command(command: str, args: Sequence[str], options: Options) -> int:
    """``python -c``: argv[0] is "-c", the current folder leads sys.path, the text is checked
    (as ``<string>``) and run in a fresh ``__main__``."""
    sys.argv[:] = ["-c", *args]
    sys.path[0] = ""
    handle = install(options, extra_modules=())
    source = command.encode("utf-8")
    try:
        outcome = handle.pipeline.process(source, path="<string>", module="__main__")
    except HintError as exc:
        render.write_stderr(exc.diagnostics)
        return 1
    main = _new_main(__name__="__main__", __loader__=None, __spec__=None,  # no __file__
                     __package__=None, __cached__=None, __doc__=None)
    try:
        code = outcome.code or compile(outcome.tree or source, "<string>", "exec",
                                       dont_inherit=True)
    except SyntaxError as exc:
        return _uncaught(exc)
    sys.modules["__main__"] = main
    return _execute(code, main)


def _run_module(name: str, args: Sequence[str], options: Options) -> int:
    sys.argv[:] = ["-m", *args]  # as Python does while it locates the module
    handle = install(options, extra_modules=(name,))
    try:
        spec = importlib.util.find_spec(name)
        if spec is not None and spec.submodule_search_locations is not None:
            main_name = f"{name}.__main__"
            handle.finder.add_extra_module(main_name)
            spec = importlib.util.find_spec(main_name)
    except HintError as exc:  # a parent package refused in error mode
        render.write_stderr(exc.diagnostics)
        return 1
    except ImportError as exc:
        sys.stderr.write(f"{sys.executable}: Error while finding module specification for "
                         f"{name!r} ({type(exc).__name__}: {exc})\n")
        return 1
    if spec is None or spec.loader is None:
        sys.stderr.write(f"{sys.executable}: No module named {name}\n")
        return 1
    try:
        code = spec.loader.get_code(spec.name)  # type: ignore[attr-defined]
    except HintError as exc:
        render.write_stderr(exc.diagnostics)
        return 1
    except SyntaxError as exc:
        return _uncaught(exc)
    if code is None:
        sys.stderr.write(f"{sys.executable}: No code object available for {name}\n")
        return 1
    sys.argv[0] = spec.origin or name
    main = _new_main(
        __name__="__main__", __file__=spec.origin, __loader__=spec.loader, __spec__=spec,
        __package__=spec.parent, __cached__=spec.cached, __doc__=None,
    )
    sys.modules["__main__"] = main
    return _execute(code, main)


def _execute(code: types.CodeType, main: types.ModuleType) -> int:
    try:
        exec(code, main.__dict__)
    except SystemExit:
        raise
    except BaseException as exc:  # noqa: B036 - mirrors the interpreter's top level
        return _uncaught(exc)
    return 0


def _without_our_frames(tb: types.TracebackType | None) -> types.TracebackType | None:
    """The same traceback chain minus every frame that runs hintloader's own code."""
    kept: list[types.TracebackType] = []
    while tb is not None:
        if not tb.tb_frame.f_code.co_filename.startswith(_PACKAGE_DIR + os.sep):
            kept.append(tb)
        tb = tb.tb_next
    chain: types.TracebackType | None = None
    for entry in reversed(kept):
        chain = types.TracebackType(chain, entry.tb_frame, entry.tb_lasti, entry.tb_lineno)
    return chain


def _uncaught(exc: BaseException) -> int:
    """Do what the interpreter does with an uncaught exception, minus hintloader's frames."""
    tb = _without_our_frames(exc.__traceback__)
    exc.__traceback__ = tb
    sys.excepthook(type(exc), exc, tb)
    if isinstance(exc, KeyboardInterrupt):
        # Python ends with the SIGINT status so that shells see the interruption.
        sys.stdout.flush()
        sys.stderr.flush()
        try:
            signal.signal(signal.SIGINT, signal.SIG_DFL)
            os.kill(os.getpid(), signal.SIGINT)
        except (OSError, ValueError, AttributeError):
            pass
        return 130
    return 1
