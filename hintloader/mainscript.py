"""The main program of a ``HINTLOADER=1`` process, checked as the runner checks it.

No import hook sees a script run as ``python app.py``: the interpreter reads and runs it
itself. hintloader.startup watches for the audit event the interpreter raises just before
(``cpython.run_file``, once ``sys.path[0]`` is set) and calls on_run(); docs/how-it-works.md
("The main script") has the whole story.

Loaded by every such process that runs a script: no __future__ import, annotations as strings.
"""

import os
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from types import CodeType, ModuleType, TracebackType
    from typing import NoReturn

    from hintloader.importing.hook import InstallHandle
    from hintloader.startup import StandIn


def on_run(event: str, args: "tuple[object, ...]",
           active: "InstallHandle | StandIn | None") -> None:
    """The interpreter is about to run the main program: check a script file, guard ``-m``.
    Raises SystemExit only to refuse the script (error mode) or to end an instrumented run;
    any failure of hintloader's own leaves the program to run as Python would run it."""
    if active is None or not args or not isinstance(args[0], str):
        return
    try:
        if event == "cpython.run_file" and not args[0].endswith((".pyc", ".pyo")):
            check_script(args[0], active)  # (compiled code has no source to check)
        elif event == "cpython.run_module":
            guard_module()
    except SystemExit:
        raise
    except Exception as exc:  # never break the program
        sys.stderr.write(f"hintloader: the main script was not checked: "
                         f"{type(exc).__name__}: {exc}\n")


def claims(path: str, first_party: "Callable[[str], bool]") -> bool:
    """Whether the configuration claims a main script: a first-party file (the project's or
    the script's own folder, outside the standard library, the environment and site-packages),
    and not a tool installed beside the interpreter (a console script of pip, say)."""
    folder = os.path.normcase(os.path.dirname(os.path.realpath(path)))
    tools = {os.path.normcase(os.path.dirname(p))
             for p in (os.path.abspath(sys.executable), os.path.realpath(sys.executable))}
    return folder not in tools and first_party(path)


def record_key(path: str) -> str:
    """The script's name in the record of a run (hintloader.replay): scripts of one folder
    share a remembered start, and each keeps its own entry. No module is named so."""
    return "__main__ " + path


def check_script(path: str, active: "InstallHandle | StandIn") -> None:
    """What the runner does with its script, before the interpreter compiles it: findings
    reported per the mode of ``__main__``, a refusal ends the process with the runner's status
    and message, and an instrumented script runs here, in the real ``__main__`` module."""
    if getattr(active, "hintloader_stand_in", False):
        stand_in: "StandIn" = active  # type: ignore[assignment]
        if not claims(path, stand_in._first_party):
            return  # known from the remembered start: the hook is not built for it
        replay = stand_in.replay()
        found = None if replay is None else replay.recorded(record_key(path), path)
        if replay is not None and found is not None:
            replay.report("__main__", found[0])  # the previous run's findings, unchanged file
            return
        if stand_in.upgrade() is None or stand_in.handle is None:
            return
        handle = stand_in.handle
    else:
        handle = active  # type: ignore[assignment]
    if not handle.installed or not handle.options.for_module("__main__").claimed:
        return
    from hintloader.importing.finder import FirstParty, default_roots

    first_party = handle.finder._first_party or FirstParty(default_roots(handle.options))
    if not claims(path, first_party.contains):
        return
    from hintloader import runner

    try:
        stamp = os.stat(path)
        # Known by its stat: the cache's answer without a read, as a warm import has it.
        known = handle.pipeline.analyse_known(path=path, module="__main__", stamp=stamp)
        source = b""
        if known is None:
            with open(path, "rb") as f:
                source = f.read()
    except OSError:
        return  # Python says why it cannot run it
    outcome = runner.check_main(handle, source, path, stamp=stamp, known=known)
    if outcome is None:
        raise SystemExit(1)
    if known is not None and known.code is None:
        # The next start may replay it (hintloader.replay), as a module known by its stat.
        handle.pipeline.note_replayable(module="__main__", path=path, outcome=outcome,
                                        key=record_key(path))
    if outcome.code is not None:
        # Instrumented: Python would run the plain code, so the runtime checks run here.
        from importlib.machinery import SourceFileLoader

        main = sys.modules["__main__"]
        main.__dict__.update(__file__=path, __cached__=None,
                             __loader__=SourceFileLoader("__main__", path))
        if sys.flags.inspect:
            run_then_inspect(outcome.code, main)
        raise SystemExit(runner.execute(outcome.code, main))


def run_then_inspect(code: "CodeType", main: "ModuleType") -> "NoReturn":
    """``python -i``: the interpreter enters its prompt after the script, also after an
    uncaught exception or a SystemExit, which it prints as a traceback. The script has run
    here, so the exit that keeps Python from running it again must print nothing."""
    from hintloader import runner

    try:
        exec(code, main.__dict__)
    except BaseException as exc:  # noqa: B036 - shown as the interpreter shows it under -i
        runner.show_uncaught(exc)
    done = SystemExit(0)
    original = sys.excepthook

    def excepthook(kind: "type[BaseException]", value: BaseException,
                   tb: "TracebackType | None") -> None:
        sys.excepthook = original  # one exception only: the next is the user's
        if value is not done:
            original(kind, value, tb)

    sys.excepthook = excepthook
    raise done


def guard_module() -> None:
    """``python -m pkg.mod``: the module is imported through the hook, which claims it as
    configured; as under the runner, a refusal before it runs prints its findings and ends
    with status 1, and a traceback shows no hintloader frame."""
    import runpy

    original = runpy._run_module_as_main  # type: ignore[attr-defined]

    def _run_module_as_main(mod_name: str, alter_argv: bool = True) -> object:
        runpy._run_module_as_main = original  # type: ignore[attr-defined]
        try:
            return original(mod_name, alter_argv)
        except SystemExit:
            raise
        except BaseException as exc:  # noqa: B036 - mirrors the interpreter's top level
            from hintloader.runner import module_failed

            raise SystemExit(module_failed(exc)) from None

    runpy._run_module_as_main = _run_module_as_main  # type: ignore[attr-defined]
