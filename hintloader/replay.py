"""Replaying a warm run: the cache's answers of the previous process, served from one file.

A warm import used to build the whole hook (finder, pipeline, cache, reporting: about twenty
modules) to learn, module by module, what the cache already said last time. After a process
started from a remembered start (hintloader.startup) whose claimed modules were all known to
the cache by their stat, its exit writes beside the remembered start one record: for each
module its file's stat, the stats of the files whose interfaces its entry relied on, and the
findings it printed; and the state of everything else a cache key holds (the installed
distributions, typeshed's stubs, hintloader's own checker code, the cache folder). The next
start with the same answer replays it: a claimed module whose stats are all as recorded gets
the plain bytecode path and its recorded findings, printed as the reporting module prints
them. Anything else (a module not recorded or changed, another import hook, a warnings filter
or stream the plain printer cannot serve) hands over to the real hook, which carries on as
without a record. docs/how-it-works.md ("Replayed runs") has the whole story.

Only os, sys and marshal are imported here (every warm process loads this module); the
writing side runs at the exit of a full run.
"""

import marshal
import os
import sys

from _frozen_importlib_external import SourceFileLoader

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Mapping, Sequence
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
# A stat this recent may hide a second change in the same clock tick (as the cache's sources).
RACY_SECONDS = 2.5
MAX_MODULES = 4096
_READ = os.O_RDONLY | getattr(os, "O_BINARY", 0)
_PACKAGE = os.path.dirname(os.path.abspath(__file__))
# hintloader.cache.files.checker_source_fingerprint's folders: the code that decides a result.
_RESULT_FOLDERS = ("", "checker", "checker/semantic", "typesystem", "runtime")
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


def _stamp(path: str) -> "tuple[int, int] | None":
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return None
    return (st.st_mtime_ns, st.st_ino)


def _state(kind: str, path: str) -> object:
    if kind == "sig":
        return signature(path)
    if kind == "stamp":
        return _stamp(path)
    if kind == "lexists":
        return os.path.lexists(path)
    return _state  # unknown: never equal


# -- what every cache key holds besides the module ----------------------------------------------

def environment_proofs(cache_dir: str) -> "list[Proof]":
    """The state of what a cache key's shared part is made of, as checks: the folders of
    installed distributions (a listing changes their time), typeshed_client's stub table,
    hintloader's own checker code when it runs from a checkout, and the cache folder (cleared,
    or a table rewritten by another process)."""
    proofs: list[Proof] = [("stamp", cache_dir, _stamp(cache_dir))]
    for entry in sys.path:
        if isinstance(entry, str) and ("site-packages" in entry or "dist-packages" in entry):
            proofs.append(("stamp", entry, _stamp(entry)))
    init = _typeshed_client_init()
    if init is not None:
        for name in (init, os.path.join(os.path.dirname(init), "typeshed", "VERSIONS")):
            proofs.append(("sig", name, signature(name)))
    if os.sep + "site-packages" + os.sep not in os.path.dirname(_PACKAGE) + os.sep:
        for folder in _RESULT_FOLDERS:
            base = os.path.join(_PACKAGE, *folder.split("/")) if folder else _PACKAGE
            proofs.append(("stamp", base, _stamp(base)))
            try:
                names = sorted(os.listdir(base))
            except OSError:
                continue
            for name in names:
                if name.endswith(".py"):
                    path = os.path.join(base, name)
                    proofs.append(("sig", path, signature(path)))
    return proofs


def _typeshed_client_init() -> "str | None":
    """hintloader.cache.files._typeshed_client_init: where stubs_fingerprint reads from."""
    loaded = sys.modules.get("typeshed_client")
    origin = getattr(loaded, "__file__", None)
    if isinstance(origin, str):
        return origin
    for entry in sys.path:
        if isinstance(entry, str):
            candidate = os.path.join(entry or os.curdir, "typeshed_client", "__init__.py")
            if os.path.isfile(candidate):
                return candidate
    return None


def _settled(proofs: "Iterable[Proof]", now_ns: int) -> bool:
    """No recorded time is recent enough to hide a second change in the same tick."""
    limit = now_ns - int(RACY_SECONDS * 1e9)
    for kind, _path, value in proofs:
        if kind == "stamp" and isinstance(value, tuple) and value[0] > limit:
            return False
        if kind == "sig" and isinstance(value, tuple) and max(value[1], value[2]) > limit:
            return False
    return True


# -- writing (at the exit of a full run) ---------------------------------------------------------

def write(memo: str, identity: str, answer: object, roots: "Sequence[str]",
          cache_dir: str, modules: "Modules", extra: "Sequence[Proof]" = ()) -> bool:
    """Record this run for the next start with the same answer; merged with a record of the
    same setting whose modules still hold (other programs of the folder import other modules).
    Nothing is written when a stat is too recent to trust. Never raises."""
    import time

    try:
        now = time.time_ns()
        proofs = [*environment_proofs(cache_dir), *extra]
        if not _settled(proofs, now):
            return False
        head = (FORMAT, identity, answer, tuple(roots), proofs)
        merged: Modules = {}
        previous = _read(record_file(memo))
        if previous is not None and tuple(previous[:5]) == head:
            merged = {name: item for name, item in previous[6].items()
                      if name not in modules and _holds(item)}
        merged.update(modules)
        if len(merged) > MAX_MODULES:
            merged = dict(modules)
        if previous is not None and tuple(previous[:5]) == head and previous[6] == merged \
                and now / 1e9 - previous[5] < MAX_AGE_SECONDS / 2:
            return True  # as recorded: a replayable run writes nothing
        from hintloader.warmstart import remember

        remember(record_file(memo), (*head, now / 1e9, merged))
        return True
    except Exception:
        return False


def _holds(item: "tuple[Any, ...]") -> bool:
    path, sig, deps, _findings = item
    return signature(path) == sig and all(signature(p) == s for p, s in deps)


def _read(filename: str) -> "tuple[Any, ...] | None":
    try:
        fd = os.open(filename, _READ)
    except OSError:
        return None
    try:
        st = os.fstat(fd)
        getuid = getattr(os, "getuid", None)
        if getuid is not None and st.st_uid != getuid():
            return None  # another user's record could hide findings
        data = os.read(fd, st.st_size)
        while len(data) < st.st_size:
            chunk = os.read(fd, st.st_size - len(data))
            if not chunk:
                break
            data += chunk
    except OSError:
        return None
    finally:
        os.close(fd)
    try:
        record = marshal.loads(data)
        if (isinstance(record, tuple) and len(record) == 7 and record[0] == FORMAT
                and isinstance(record[6], dict)):
            return record
    except Exception:  # damaged, or another layout: no record
        pass
    return None


# -- replaying ------------------------------------------------------------------------------------

def load(memo: str, identity: str, answer: object, roots: "Sequence[str]") -> "Replay | None":
    """The record of the previous run for this start, if everything it depends on holds."""
    import time

    record = _read(record_file(memo))
    if record is None:
        return None
    _format, ident, recorded_answer, recorded_roots, proofs, created, modules = record
    if (ident != identity or recorded_answer != answer or recorded_roots != tuple(roots)
            or not 0 <= time.time() - created < MAX_AGE_SECONDS):
        return None
    for kind, path, expected in proofs:
        if _state(kind, path) != expected:
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
        item = self._modules.get(fullname)
        if item is None or type(spec.loader) is not SourceFileLoader:
            return None
        path, sig, deps, findings = item
        if spec.origin != path:
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
        return ReplayLoader(fullname, path, self, findings, st)

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
                for text, item in shown:
                    try:
                        stream.write(f"{LABEL} {text}\n")
                    except OSError:
                        return
                    if item[3] == "error":
                        self.errors += 1
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
