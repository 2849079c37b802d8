"""``python -m hintloader app.py``: run a program exactly as ``python app.py`` would, checked."""

from __future__ import annotations

import builtins
import importlib.machinery
import os
import re
import runpy
import signal
import sys
import types
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from hintloader.report import render
from hintloader.errors import HintError
from hintloader.importing.hook import install
from hintloader.config.options import Options

TYPE_CHECKING = False
if TYPE_CHECKING:
    import ast

    from hintloader.importing.hook import InstallHandle
    from hintloader.importing.pipeline import Outcome

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
    main.__dict__["__builtins__"] = builtins  # the module, as in Python's own __main__
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
    outcome = check_main(handle, source, path)
    if outcome is None:
        return 1
    loader = importlib.machinery.SourceFileLoader("__main__", path)
    main = _new_main(
        __name__="__main__", __file__=path, __loader__=loader, __spec__=None,
        __package__=None, __cached__=None, __doc__=None,
    )
    code = outcome.code
    if code is None:
        try:
            code = _compiled(source, outcome.tree, path)
        except (SyntaxError, ValueError) as exc:
            return _uncaught(_as_the_interpreter_reads_it(source, path) or exc)
    sys.modules["__main__"] = main
    return execute(code, main)


def check_main(handle: InstallHandle, source: bytes, path: str, *,
               stamp: os.stat_result | None = None, known: Outcome | None = None) -> Outcome | None:
    """The main program checked (and maybe instrumented) as the module ``__main__``; None when
    error mode refuses to run it: its findings are written, and the exit status is 1.
    hintloader.mainscript does the same for a HINTLOADER=1 process, with the file's ``stamp``
    (taken before ``source`` was read) or the outcome the cache ``known`` by it (only acted on)."""
    try:
        if known is not None:
            return handle.pipeline.act(known, path=path, module="__main__")
        return handle.pipeline.process(source, path=path, module="__main__", stamp=stamp)
    except HintError as exc:
        render.write_stderr(exc.diagnostics)
        return None


def _run_command(command: str, args: Sequence[str], options: Options) -> int:
    """``python -c``: argv[0] is "-c", the current folder leads sys.path, the text is checked
    (as ``<string>``) and run in a fresh ``__main__``."""
    sys.argv[:] = ["-c", *args]
    sys.path[0] = ""
    handle = install(options, extra_modules=())
    source = command.encode("utf-8")
    outcome = check_main(handle, source, "<string>")
    if outcome is None:
        return 1
    main = _new_main(__name__="__main__", __loader__=None, __spec__=None,  # no __file__
                     __package__=None, __cached__=None, __doc__=None)
    try:
        code = outcome.code or _compiled(source, outcome.tree, "<string>")
    except SyntaxError as exc:
        return _uncaught(exc)
    sys.modules["__main__"] = main
    return execute(code, main)


def _compiled(source: bytes, tree: ast.Module | None, path: str) -> types.CodeType:
    """The script's code: from the tree the check parsed (the script is parsed once, as
    modules are), or from its bytes where the tree is deeper than the AST converter allows."""
    if tree is not None:
        try:
            return compile(tree, path, "exec", dont_inherit=True)
        except (RecursionError, SyntaxError, ValueError):
            pass  # the bytes say it as Python says it
    return compile(source, path, "exec", dont_inherit=True)


def _as_the_interpreter_reads_it(source: bytes, path: str) -> SyntaxError | None:
    """The error Python itself reports for a script file that is not UTF-8 and declares no
    encoding: it reads the file line by line, and words it otherwise than compile() does."""
    if source.startswith(b"\xef\xbb\xbf") or any(
        _CODING.match(line) for line in source.splitlines()[:2]
    ):
        return None
    for number, line in enumerate(source.splitlines(keepends=True), 1):
        bad = _first_bad_utf8(line)
        if bad is not None:
            # Python 3.10 reported the line after, and an older address of PEP 263.
            where, pep = ((number + 1, "https://python.org/dev/peps/pep-0263/")
                          if sys.version_info < (3, 11) else
                          (number, "https://peps.python.org/pep-0263/"))
            return SyntaxError(
                f"Non-UTF-8 code starting with '\\x{bad:02x}' in file {path} on line {where}, "
                f"but no encoding declared; see {pep} for details")
    return None


_CODING = re.compile(rb"^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)")


def _first_bad_utf8(line: bytes) -> int | None:
    """The first byte of ``line`` that starts no UTF-8 sequence, by the tokenizer's lenient
    test (lead byte and continuation bytes only)."""
    index = 0
    while index < len(line):
        byte = line[index]
        if byte < 0x80:
            index += 1
            continue
        if byte < 0xC0 or byte >= 0xF8:
            return byte
        expected = 1 if byte < 0xE0 else 2 if byte < 0xF0 else 3
        following = line[index + 1 : index + 1 + expected]
        if len(following) < expected or any(b < 0x80 or b >= 0xC0 for b in following):
            return byte
        index += 1 + expected
    return None


def _run_module(name: str, args: Sequence[str], options: Options) -> int:
    """What ``python -m name`` does, through runpy itself (so its messages, its handling of
    packages and of a failing parent package, and its frames in a traceback are Python's)."""
    sys.argv[:] = ["-m", *args]  # as Python does while it locates the module
    install(options, extra_modules=(name,))
    sys.modules["__main__"] = _new_main()
    try:
        runpy._run_module_as_main(name)  # type: ignore[attr-defined]
    except SystemExit:
        raise
    except BaseException as exc:  # noqa: B036 - mirrors the interpreter's top level
        return module_failed(exc)
    return 0


def module_failed(exc: BaseException) -> int:
    """The exit status of ``-m`` whose run raised ``exc`` (not SystemExit): a refusal of the
    module or of a package it is in prints the findings, anything else is the program's."""
    if isinstance(exc, HintError) and not _while_running(exc):
        # The module itself, or a package it is in, was refused before anything ran.
        render.write_stderr(exc.diagnostics)
        return 1
    return _uncaught(exc)


def _while_running(exc: BaseException) -> bool:
    """Did ``exc`` come from the program's code (runpy was running it) rather than from
    locating it?"""
    tb = exc.__traceback__
    while tb is not None:
        code = tb.tb_frame.f_code
        if code.co_name == "_run_code" and code.co_filename in (runpy.__file__, "<frozen runpy>"):
            return True
        tb = tb.tb_next
    return False


def execute(code: types.CodeType, main: types.ModuleType) -> int:
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


def show_uncaught(exc: BaseException) -> None:
    """Print an uncaught exception as the interpreter does, minus hintloader's frames."""
    tb = _without_our_frames(exc.__traceback__)
    exc.__traceback__ = tb
    sys.excepthook(type(exc), exc, tb)


def _uncaught(exc: BaseException) -> int:
    """Do what the interpreter does with an uncaught exception, minus hintloader's frames."""
    show_uncaught(exc)
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
