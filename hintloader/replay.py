"""Replaying a warm run: the previous process's cache answers and findings, from one file.

docs/how-it-works.md ("Replayed runs") has the whole story. Every warm process loads this
module: only os, sys and marshal here; the record is written by hintloader.warmstart.
"""

import marshal
import os
import sys

from _frozen_importlib_external import SourceFileLoader

from hintloader.startup import read_all, stamp  # (loaded already: a replay starts from there)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence
    from importlib.machinery import ModuleSpec
    from types import CodeType
    from typing import Any, TypeAlias


    Signature: TypeAlias = "tuple[int, int, int, int] | None"
    # (kind, path, recorded state)
    Proof: TypeAlias = tuple[str, str, object]
    # module -> (path, its signature, ((dependency path, signature), ...), findings as tuples)
    Modules: TypeAlias = "dict[str, tuple[Any, ...]]"

FORMAT = 1
SUFFIX = ".run"
# A record is replayed for a day at most: then a full run refreshes the cache's times.
MAX_AGE_SECONDS = 24 * 3600
_READ = os.O_RDONLY | getattr(os, "O_BINARY", 0)
LABEL = "hintloader:"
# HintWarning's bases: a warnings filter for any of them applies to hintloader's findings.
_WARNING_BASES = (UserWarning, Warning, Exception, BaseException, object)
_PRINTED = ("default", "always", "module")  # with no registry, these print every finding


def record_file(memo: str) -> str:
    return memo + SUFFIX


def signature(path: str) -> "Signature":
    """(size, mtime, ctime, inode) of a file, as hintloader.cache.sources records it."""
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return None
    return (st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino)


def _state(kind: str, path: str) -> object:
    if kind == "sig":
        return signature(path)
    if kind == "stamp":
        return stamp(path)
    if kind == "lexists":
        return os.path.lexists(path)
    return _state  # unknown: never equal


def read(filename: str) -> "tuple[Any, ...] | None":
    try:
        fd = os.open(filename, _READ)
    except OSError:
        return None
    try:
        st = os.fstat(fd)
        getuid = getattr(os, "getuid", None)
        if getuid is not None and st.st_uid != getuid():
            return None  # another user's record could hide findings
        data = read_all(fd, st.st_size)
    except OSError:
        return None
    finally:
        os.close(fd)
    try:
        record = marshal.loads(data)
        if (isinstance(record, tuple) and len(record) == 6 and record[0] == FORMAT
                and isinstance(record[5], dict)):
            return record
    except Exception:  # damaged, or another layout: no record
        pass
    return None


# -- replaying ------------------------------------------------------------------------------------

def load(memo: str, memo_signature: object, roots: "Sequence[str]") -> "Replay | None":
    """The record of the previous run for this start, if everything it depends on holds:
    the remembered start it was made with (the very file: same answer, same identity), the
    first-party folders, and every recorded state."""
    import time

    record = read(record_file(memo))
    if record is None:
        return None
    _format, recorded_memo, recorded_roots, proofs, created, modules = record
    if (recorded_memo != memo_signature or recorded_roots != tuple(roots)
            or not 0 <= time.time() - created < MAX_AGE_SECONDS):
        return None
    for kind, path, expected in proofs:
        if kind == "files":  # (name, signature) of each file of a folder: hintloader's code
            prefix = path + os.sep
            for name, sig in expected:
                if signature(prefix + name) != sig:
                    return None
        elif _state(kind, path) != expected:
            return None
    return Replay(modules)


class Replay:
    """The recorded modules of one run, and what this process printed from them."""

    def __init__(self, modules: "Modules") -> None:
        self._modules = modules
        self._verified: dict[str, object] = {}  # dependency path -> signature seen now
        self.errors = 0
        self.error_modules: set[str] = set()
        self._summary_registered = False
        self.abandon: Callable[[], object] | None = None  # set by the stand-in

    def loader_for(self, fullname: str, spec: "ModuleSpec") -> "ReplayLoader | None":
        """A loader that replays ``fullname``, if the spec is the plain source file recorded
        with its stat and those of its dependencies unchanged; else None."""
        if type(spec.loader) is not SourceFileLoader or not isinstance(spec.origin, str):
            return None
        found = self.recorded(fullname, spec.origin)
        return None if found is None else ReplayLoader(fullname, spec.origin, self, *found)

    def recorded(self, fullname: str, path: str
                 ) -> "tuple[tuple[tuple[Any, ...], ...], os.stat_result] | None":
        """The recorded findings of ``fullname`` from the file ``path``, and the file's stat
        now, if it and its dependencies have their recorded stats; else None."""
        item = self._modules.get(fullname)
        if item is None:
            return None
        recorded_path, sig, deps, findings = item
        if path != recorded_path:
            return None
        try:
            st = os.stat(path)
        except (OSError, ValueError):
            return None
        if (st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino) != sig:
            return None
        verified = self._verified
        for dep_path, dep_sig in deps:
            seen = verified.get(dep_path, verified)
            if seen is verified:
                seen = verified[dep_path] = signature(dep_path)
            if seen != dep_sig:
                return None
        return findings, st

    # -- findings, as hintloader.report.render prints them ------------------------------------

    def report(self, module: str, findings: "tuple[tuple[Any, ...], ...]") -> None:
        if not findings:
            return
        stream = sys.stderr
        shown: list[tuple[str, tuple[Any, ...]]] = []
        if "hintloader.report.render" not in sys.modules and _plain_stream(stream):
            for item in findings:
                text = _text_line(item)
                action = _action(text, module, item[1])
                if action not in _PRINTED:
                    if action == "ignore":
                        continue
                    shown = []  # "error", "once" ...: the warnings module's own way
                    break
                shown.append((text, item))
            else:
                if not shown:
                    return
                try:  # the bytes render's printer writes, one line per finding
                    stream.write("".join(f"{LABEL} {text}\n" for text, _item in shown))
                except OSError:
                    return
                errors = sum(1 for _text, item in shown if item[3] == "error")
                if errors:
                    self.errors += errors
                    self.error_modules.add(module)
                    self._register_summary()
                return
        self._through_warnings(module, findings)

    def _through_warnings(self, module: str, findings: "tuple[tuple[Any, ...], ...]") -> None:
        """A filter, a colour stream or another printer: the reporting module's own way."""
        from hintloader.diagnostics import Diagnostic
        from hintloader.report import render

        self.hand_over_counts()
        render.warn(tuple(Diagnostic(*item) for item in findings), module=module)

    def hand_over_counts(self) -> None:
        """What this replay printed, added to the reporting module's summary (one line)."""
        if not self.errors:
            return
        from hintloader.report import render

        render._Tally.errors += self.errors
        render._Tally.modules |= self.error_modules
        render.register_summary()
        self.errors = 0
        self.error_modules = set()

    def _register_summary(self) -> None:
        if not self._summary_registered:
            import atexit

            self._summary_registered = True
            atexit.register(self._print_summary)

    def _print_summary(self) -> None:
        """hintloader.report.render.summary_at_exit, printed with the collector paused."""
        import gc

        errors, modules = self.errors, len(self.error_modules)
        stream = sys.stderr
        if not errors or stream is None:
            return
        if "hintloader.report.render" in sys.modules:
            self.hand_over_counts()  # its summary, registered later, has already printed
            from hintloader.report import render

            render._print_summary()
            return
        line = (f"{LABEL} {errors} error{'s' if errors != 1 else ''} in {modules} "
                f"module{'s' if modules != 1 else ''} (warn mode)")
        enabled = gc.isenabled()
        gc.disable()
        try:
            if _use_colour(stream):
                line = f"\x1b[1m{line}\x1b[0m"
            stream.write(line + "\n")
            stream.flush()
        except (OSError, ValueError):
            pass
        finally:
            if enabled:
                gc.enable()


def _text_line(item: "tuple[Any, ...]") -> str:
    """hintloader.report.render.text_line with the path as display_path shows it."""
    path, line, column, severity, code, message = item[:6]
    shown = _display_path(path)
    where = f"{shown}:{line}" if column is None else f"{shown}:{line}:{column}"
    return f"{where}: {severity}: {message}  [{code}]"


def _display_path(path: str) -> str:
    if not os.path.isabs(path):
        return path
    try:
        relative = os.path.relpath(path)
    except ValueError:
        return path
    return path if relative.startswith(os.pardir) else relative


def _use_colour(stream: object) -> bool:
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    return _isatty(stream)


def _isatty(stream: object) -> bool:
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(isatty and isatty())
    except ValueError:
        return False


def _plain_stream(stream: object) -> bool:
    """The reporting module would print the bare line: no colour, no excerpt, and warnings go
    to Python's own printer (nobody records them or replaced showwarning)."""
    if stream is None or _use_colour(stream) or _isatty(stream):
        return False
    if sys.version_info >= (3, 14):
        # Filters may live in a context there, and the printer in _py_warnings, which the
        # reporting module does not take for Python's own: only it knows what it prints.
        return False
    warnings = sys.modules.get("warnings")
    if warnings is None:
        return True
    impl = getattr(warnings, "_showwarnmsg_impl", None)
    return (warnings.showwarning is getattr(warnings, "_showwarning_orig", None)
            and getattr(impl, "__module__", None) == "warnings")


def _action(text: str, module: str, lineno: int) -> str:
    """What the warnings filters do with a HintWarning of this text, module and line
    (warnings.warn_explicit's search, without the warnings module when it is not loaded)."""
    warnings = sys.modules.get("warnings")
    if warnings is not None:
        filters, default = warnings.filters, warnings.defaultaction
    else:
        import _warnings

        filters, default = _warnings.filters, _warnings._defaultaction
    errors = sys.modules.get("hintloader.errors")
    ours = getattr(errors, "HintWarning", None)
    for action, message, category, module_re, line in filters:
        if ((message is None or message.match(text))
                and (category in _WARNING_BASES or (ours is not None and category is ours))
                and (module_re is None or module_re.match(module))
                and (line == 0 or lineno == line)):
            return str(action)
    return str(default)


class ReplayLoader(SourceFileLoader):
    """A SourceFileLoader whose module's findings are those recorded: Python's own bytecode
    path gives the code (the stat taken by the replay stands for the source's), and the
    findings print once it has. When Python needs the source (no valid .pyc), the real hook
    takes the module over: it reads, looks up and checks as without a record."""

    hintloader_replayed = True

    def __init__(self, fullname: str, path: str, replay: Replay,
                 findings: "tuple[tuple[Any, ...], ...]", stamp: os.stat_result) -> None:
        super().__init__(fullname, path)
        self._replay = replay
        self._findings = findings
        self._stamp = stamp
        self._unread: os.stat_result | None = None  # during get_code: no read expected

    def get_code(self, fullname: str) -> "CodeType":
        self._unread = self._stamp
        try:
            code = super().get_code(fullname)
        except _SourceNeeded:
            return self._taken_over(fullname)
        finally:
            self._unread = None
        assert code is not None
        self._replay.report(fullname, self._findings)
        return code

    def _taken_over(self, fullname: str) -> "CodeType":
        abandon = self._replay.abandon
        handle = abandon() if abandon is not None else None
        make_loader = getattr(handle, "make_loader", None)
        if make_loader is None:  # the hook could not be built: Python's own way
            code = SourceFileLoader.get_code(self, fullname)
        else:
            code = make_loader(fullname, self.path).get_code(fullname)
        assert code is not None
        return code

    def path_stats(self, path: str) -> "Mapping[str, Any]":
        stamp = self._unread
        if stamp is not None and path == self.path:  # stat'ed by the replay a moment ago
            return {"mtime": stamp.st_mtime, "size": stamp.st_size}
        return super().path_stats(path)

    def get_data(self, path: str) -> bytes:
        if self._unread is not None and path == self.path:
            raise _SourceNeeded(path)
        return super().get_data(path)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, SourceFileLoader) and self.name == other.name
                and self.path == other.path)

    def __hash__(self) -> int:
        return hash((self.name, self.path))


class _SourceNeeded(Exception):
    """Python's bytecode path wants the source: its .pyc is missing or stale."""
