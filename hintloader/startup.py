"""Activation from the environment: HINTLOADER=1 turns the hook on in any Python process.

The .pth line imports this module in every such process, so it is kept small (unmarshalling
code is most of an import's cost) and imports nothing that is not loaded yet: no __future__,
no typing at run time (annotations are strings). A start remembered by hintloader.warmstart is
proven current here with a few stat calls and one read, and a StandIn holds the hook's place
until an import may be claimed. docs/how-it-works.md ("Warm start") has the whole story.
"""

import marshal
import os
import stat
import sys

# importlib.machinery's class, without importing importlib (and warnings with it).
from _frozen_importlib_external import SourceFileLoader

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence
    from importlib.machinery import ModuleSpec
    from types import ModuleType
    from typing import TypeAlias

    from hintloader.importing.finder import HintFinder
    from hintloader.importing.hook import InstallHandle
    from hintloader.replay import Replay

    # (kind, path, the state that decided the answer)
    Check: TypeAlias = tuple[str, str, object]
    # (Options as plain data, packages, folders never first-party, project root)
    Answer: TypeAlias = tuple[object, "tuple[str, ...] | None", tuple[str, ...], "str | None"]

FORMAT = 1
LOCATION_VAR = "HINTLOADER_STARTUP_CACHE"
_FALSE = ("", "0", "false", "no", "off")
_TRUE = ("1", "true", "yes", "on")
_READ = os.O_RDONLY | getattr(os, "O_BINARY", 0)
_HERE = os.path.dirname(os.path.abspath(__file__))
# hintloader's modules whose code decides a remembered answer: a new version, or an edit in a
# development checkout, must not replay the old one's.
_OWN_CODE = tuple(os.path.join(_HERE, *name.split("/")) for name in (
    "_version.py", "codes.py", "startup.py", "warmstart.py", "config/load.py",
    "config/options.py", "importing/finder.py"))


def requested(environ: "Mapping[str, str]") -> bool:
    return environ.get("HINTLOADER", "").strip().lower() not in _FALSE


# -- remembered starts: what proves one current ----------------------------------------------

def location(environ: "Mapping[str, str]") -> "str | None":
    """The folder of remembered starts: HINTLOADER_STARTUP_CACHE (``off`` disables them), else
    the user's cache folder; None when there is none."""
    chosen = environ.get(LOCATION_VAR, "").strip()
    if chosen:
        return None if chosen.lower() in _FALSE else os.path.abspath(os.path.expanduser(chosen))
    if sys.platform == "win32":
        base = environ.get("LOCALAPPDATA", "")
    elif sys.platform == "darwin":
        base = os.path.expanduser("~/Library/Caches")
    else:
        base = environ.get("XDG_CACHE_HOME", "").strip() or os.path.expanduser("~/.cache")
    return os.path.join(base, "hintloader", "startup") if os.path.isabs(base) else None


def identity(start: str, environ: "Mapping[str, str]") -> str:
    """What decides a start's configuration besides the files its checks name."""
    parts = [f"hintloader start {FORMAT}", sys.executable, sys.prefix, sys.base_prefix,
             sys.version, start, os.path.expanduser("~"), *map(str, sys.path), "\n"]
    parts += sorted(f"{k}={environ[k]}" for k in environ if k.startswith("HINTLOADER"))
    for path in _OWN_CODE:
        try:
            st = os.stat(path)
            parts.append(f"{st.st_size}:{st.st_mtime_ns}:{st.st_ino}")
        except OSError:
            parts.append("-")
    return "\0".join(parts)


def memo_file(folder: str, ident: str) -> str:
    # hash() of an int is the same in every process (that of str is salted); no hashlib here.
    number = hash(int.from_bytes(ident.encode("utf-8", "surrogateescape"), "little"))
    return os.path.join(folder, "%016x" % (number & 0xFFFFFFFFFFFFFFFF))


def content(path: str) -> "bytes | None":
    """The bytes of a regular file (what os.path.isfile and a read see), else None."""
    try:
        fd = os.open(path, _READ)
    except OSError:
        return None
    try:
        st = os.fstat(fd)
        return read_all(fd, st.st_size) if stat.S_ISREG(st.st_mode) else None
    except OSError:
        return None
    finally:
        os.close(fd)


def read_all(fd: int, size: int) -> bytes:
    """All ``size`` bytes of an open file (a read may return fewer)."""
    data = os.read(fd, size)
    while len(data) < size:
        chunk = os.read(fd, size - len(data))
        if not chunk:
            break
        data += chunk
    return data


def stamp(path: str) -> "tuple[int, int] | None":
    """A folder's (mtime, inode): they change when an entry is added, removed or renamed."""
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return None
    return (st.st_mtime_ns, st.st_ino)


def state(kind: str, path: str) -> object:
    """What a check of this kind sees now at ``path``."""
    if kind == "file":
        return content(path)
    if kind == "exists":
        return os.path.exists(path)
    if kind == "isdir":
        return os.path.isdir(path)
    if kind == "stamp":
        return stamp(path)
    if kind == "loaded":
        return path in sys.modules
    return state  # an unknown kind equals no recorded state


def current(checks: "Sequence[Check]") -> bool:
    return all(state(kind, path) == expected for kind, path, expected in checks)


def discovery(start: str, environ: "Mapping[str, str]") -> "list[Check]":
    """What config.load's search for the configuration file looks at: every pyproject.toml
    from ``start`` up to the first repository marker, and the markers; or the explicit file."""
    explicit = environ.get("HINTLOADER_CONFIG", "").strip()
    if explicit:
        path = os.path.normpath(os.path.join(start, os.path.expanduser(explicit)))
        is_dir = os.path.isdir(path)
        chosen = os.path.join(path, "pyproject.toml") if is_dir else path
        return [("isdir", path, is_dir), ("file", chosen, content(chosen))]
    checks: list[Check] = []
    folder = start
    while True:
        candidate = os.path.join(folder, "pyproject.toml")
        checks.append(("file", candidate, content(candidate)))
        marked = False
        for marker in (".git", ".hg"):
            exists = os.path.exists(os.path.join(folder, marker))
            checks.append(("exists", os.path.join(folder, marker), exists))
            marked = marked or exists
        parent = os.path.dirname(folder)
        if marked or parent == folder:
            return checks
        folder = parent


def recall(start: str, environ: "Mapping[str, str]") -> "Answer | None":
    """The remembered answer for a start in ``start``, if every input it came from is unchanged."""
    found = _recall(start, environ)
    return None if found is None else found[0]


def _recall(start: str, environ: "Mapping[str, str]") -> "tuple[Answer, str, object] | None":
    """recall's answer, with its file and the file's stat (a replayed run is recorded beside
    it, for that very file)."""
    folder = location(environ)
    if folder is None:
        return None
    ident = identity(start, environ)
    memo = memo_file(folder, ident)
    try:
        fd = os.open(memo, _READ)
    except OSError:
        return None
    try:
        st = os.fstat(fd)
        getuid = getattr(os, "getuid", None)
        if getuid is not None and st.st_uid != getuid():
            return None  # another user's answer could change what is checked
        data = read_all(fd, st.st_size)
    except OSError:
        return None
    finally:
        os.close(fd)
    try:
        fmt, recorded, checks, answer = marshal.loads(data)
        if fmt == FORMAT and recorded == ident and current(checks):
            return answer, memo, (st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino)
    except Exception:  # damaged, or another layout: a miss
        pass
    return None


# -- activation ----------------------------------------------------------------------------------

def activate(environ: "Mapping[str, str] | None" = None) -> "InstallHandle | None":
    """Install the hook as the environment asks; a bad configuration warns and leaves the
    process running exactly as it would without hintloader. The answer is remembered for
    the next start when its inputs can be proven then (hintloader.warmstart)."""
    env = os.environ if environ is None else environ
    if not requested(env):
        return None
    word = env.get("HINTLOADER", "")
    if word.strip().lower() not in _TRUE:
        from hintloader.config.load import BOOLEAN_WORDS

        _not_active(f"HINTLOADER: expected {BOOLEAN_WORDS}, got {word!r}")
        return None
    start = os.getcwd()
    folder = location(env)
    ident = identity(start, env)  # before the load imports anything
    # Recorded before the load and compared after it: a file edited meanwhile is never paired
    # with an answer read from its earlier content.
    before = discovery(start, env) if folder is not None else []
    from hintloader import warmstart
    from hintloader.config.load import load_config
    from hintloader.errors import ConfigError
    from hintloader.importing.hook import install

    stamps: dict[str, object] = {}
    if folder is not None:
        stamps = {path: stamp(path) for path in warmstart.folders_to_stamp(start, before)}
    try:
        resolved = load_config(start=start, environ=env)
    except ConfigError as exc:
        _not_active("\n  ".join(str(error) for error in exc.all))
        return None
    if folder is not None:
        proven = warmstart.proof(start, env, before, stamps, resolved)
        if proven is not None and current(proven[0]):
            warmstart.remember(memo_file(folder, ident), (FORMAT, ident, *proven))
    return install(resolved.options)


def _not_active(reason: str) -> None:
    """A configuration problem: one labelled warning, and the program runs without the hook."""
    from hintloader.report.notices import notice
    from hintloader.report.render import install_showwarning

    install_showwarning()
    notice(f"hintloader is not active: {reason}")


class StandIn:
    """hintloader's place on sys.meta_path after a remembered start, until an import may be
    claimed: then upgrade() builds the real finder in the same place and hands it the import.

    It answers only where the real finder would not claim: a module outside ``packages``, or in
    first-party mode one without a .py source (the later finders' spec, unchanged). A finder
    put in front of it (another import hook) upgrades it too, so the real finder notices it."""

    hintloader_stand_in = True

    def __init__(self, answer: "Answer", memo: "str | None" = None,
                 memo_signature: object = None) -> None:
        import _thread

        self._plain, self.packages, self._excluded, project_root = answer
        # The remembered start's file and its stat: the previous run's record lies beside it
        # (hintloader.replay); None: no replay, none recorded.
        self._memo = memo
        self._memo_signature = memo_signature
        self._replay: Replay | None | bool = None if memo is not None else False
        # For the test every import of the process makes: ``p.`` for each selected package.
        self._dotted = tuple(p + "." for p in self.packages or ())
        # As install() decides them, now: the program may change folder before its first import.
        self._roots = launch_roots(project_root)
        self._real_roots: tuple[str, ...] | None = None
        self._before = frozenset(sys.modules)
        self._lock = _thread.allocate_lock()
        self._upgrading = 0
        self.handle: InstallHandle | None = None

    def find_spec(self, fullname: str, path: "Sequence[str] | None" = None,
                  target: "ModuleType | None" = None) -> "ModuleSpec | None":
        if fullname == "hintloader" or fullname.startswith("hintloader."):
            return None
        if self.handle is None:
            if sys.meta_path and sys.meta_path[0] is self:
                packages = self.packages
                if packages is not None:
                    if not (fullname in packages or fullname.startswith(self._dotted)):
                        return None
                    spec = None if self._replay is False else self._from_later_finders(
                        fullname, path, target)
                else:
                    spec = self._from_later_finders(fullname, path, target)
                    origin = None if spec is None else spec.origin
                    if not (isinstance(origin, str) and origin.endswith(".py")
                            and self._first_party(origin)):
                        return spec
                if self._replay is not False and self._replayed(fullname, spec):
                    return spec
            finder = self.upgrade()
            return None if finder is None else finder.find_spec(fullname, path, target)
        return self.handle.finder.find_spec(fullname, path, target)

    def replay(self) -> "Replay | None":
        """The previous run's record, read at the first question (None: there is none to use)."""
        replay = self._replay
        if replay is None:
            from hintloader import replay as replaying

            assert self._memo is not None
            try:
                replay = replaying.load(self._memo, self._memo_signature, self._roots)
            except Exception:  # a damaged record: the real hook
                replay = None
            if replay is None:
                self._replay = False
                return None
            replay.abandon = self._abandon_replay
            self._replay = replay
        return None if isinstance(replay, bool) else replay

    def _replayed(self, fullname: str, spec: "ModuleSpec | None") -> bool:
        """Whether the previous run's record answers this import (then ``spec`` is the
        answer, its loader replaced when the module is replayed); False: the real hook must."""
        replay = self.replay()
        if replay is None:
            return False
        if spec is None:
            return True  # not found: the real finder would not claim it either
        loader, origin = spec.loader, spec.origin
        if not (isinstance(origin, str) and origin.endswith(".py")):
            return True  # extension, namespace package, frozen: never claimed
        if type(loader) is not SourceFileLoader:
            return False  # another hook's loader: the real finder knows what to do
        replayed = replay.loader_for(fullname, spec)
        if replayed is None:
            return False
        spec.loader = replayed
        return True

    def _abandon_replay(self) -> "InstallHandle | None":
        """The real hook, for a module the record cannot serve after all."""
        self.upgrade()
        return self.handle

    def _first_party(self, filename: str) -> bool:
        """hintloader.importing.finder.FirstParty.contains, with the folders known at start."""
        path = os.path.normcase(os.path.realpath(filename))
        if self._real_roots is None:
            self._real_roots = tuple(os.path.normcase(os.path.realpath(r)) for r in self._roots)

        def within(folder: str) -> bool:
            return path == folder or path.startswith(folder.rstrip(os.sep) + os.sep)

        parts = path.split(os.sep)
        return (any(within(root) for root in self._real_roots)
                and not any(within(folder) for folder in self._excluded)
                and "site-packages" not in parts and "dist-packages" not in parts)

    def _from_later_finders(self, fullname: str, path: "Sequence[str] | None",
                            target: "ModuleType | None") -> "ModuleSpec | None":
        try:
            later = sys.meta_path[sys.meta_path.index(self) + 1:]
        except ValueError:
            return None
        for finder in later:
            find_spec = getattr(finder, "find_spec", None)
            if find_spec is not None:
                spec: ModuleSpec | None = find_spec(fullname, path, target)
                if spec is not None:
                    return spec
        return None

    def upgrade(self, *, front: bool = False) -> "HintFinder | None":
        """The real finder, put in this one's place (or at the front), built once whichever
        thread asks first; None if that failed (the program runs on without the hook)."""
        import _thread

        if self._upgrading == _thread.get_ident():
            return None  # the hook's own imports while it is being built
        with self._lock:
            handle = self.handle
            if handle is None:
                self._upgrading = _thread.get_ident()
                replay, self._replay = self._replay, False
                try:
                    if not isinstance(replay, bool) and replay is not None:
                        replay.hand_over_counts()  # one summary line at exit, not two
                    from hintloader.config.options import decode_options
                    from hintloader.importing.hook import install

                    handle = install(decode_options(self._plain), replacing=None if front else self,
                                     imported_before=None if front else self._before,
                                     first_party_roots=self._roots, excluded=self._excluded)
                except Exception as exc:  # never break the user's import
                    while self in sys.meta_path:
                        sys.meta_path.remove(self)
                    sys.stderr.write(f"hintloader: not activated: {type(exc).__name__}: {exc}\n")
                    return None
                finally:
                    self._upgrading = 0
                self.handle = handle
                if self._memo is not None:
                    from hintloader.gcpause import at_exit_without_collection

                    # Registered before the cache's exit handler, so it runs after it.
                    at_exit_without_collection(self._record)
            return handle.finder

    def _record(self) -> None:
        """At exit: what the next start may replay of this run (hintloader.replay)."""
        handle = self.handle
        pipeline = None if handle is None else handle.loaded_pipeline
        if pipeline is None or self._memo is None:
            return
        recorded = pipeline.replayable()
        if recorded is None:
            return
        modules, cache_dir, proofs = recorded
        if modules:
            from hintloader.warmstart import record_run

            record_run(self._memo, self._memo_signature, self._roots, cache_dir, modules, proofs)


def launch_roots(project_root: "str | None") -> "list[str]":
    """First-party folders, as hintloader.importing.finder.default_roots decides them."""
    roots = [project_root] if project_root else []
    argv0 = sys.argv[0] if sys.argv else ""
    if argv0 and argv0 not in ("-c", "-m") and os.path.isfile(argv0):
        roots.append(os.path.dirname(os.path.abspath(argv0)))
    return roots or [os.getcwd()]


_handle: "InstallHandle | StandIn | None" = None
_done = False
_watching = False


def watch_main() -> None:
    """Have the main program checked before its first line runs (hintloader.mainscript).
    sys.argv is set before .pth lines run (3.10-3.13) but sys.path[0] is not: the check waits
    for the audit event the interpreter raises just before it runs the script or ``-m``
    module. ``python -c``, the REPL and stdin have no file: nothing is added for them."""
    global _watching
    argv0 = sys.argv[0] if sys.argv else ""
    if argv0 == "-m" or (argv0 not in ("", "-c", "-") and os.path.isfile(argv0)):
        if argv0 != "-m" and getattr(_handle, "hintloader_stand_in", False):
            from hintloader.mainscript import claims

            # Known now from the remembered start: a tool's process (pip ...) gets no hook.
            if not claims(argv0, _handle._first_party):  # type: ignore[union-attr]
                return
        _watching = True
        sys.addaudithook(_on_run)


def _on_run(event: str, args: "tuple[object, ...]") -> None:
    # Called for every audit event of the process: one test until the main program starts.
    global _watching
    if _watching and event[:12] == "cpython.run_":
        _watching = False
        from hintloader.mainscript import on_run

        on_run(event, args, _handle)


def activate_once() -> None:
    """Entry of the .pth line: site may process the same .pth twice (lib64 links)."""
    global _handle, _done
    if _done:
        return
    _done = True
    try:
        found = None
        if os.environ.get("HINTLOADER", "").strip().lower() in _TRUE:
            found = _recall(os.getcwd(), os.environ)
        if found is None:
            _handle = activate()
        else:
            stand_in = StandIn(*found)
            packages = stand_in.packages
            if packages is not None and any(name == p or name.startswith(p + ".")
                                            for name in sys.modules for p in packages):
                stand_in.upgrade(front=True)  # selected modules imported already: say so now
                _handle = stand_in.handle
            else:
                sys.meta_path.insert(0, stand_in)
                _handle = stand_in
        if _handle is not None:
            watch_main()
    except Exception as exc:  # never break interpreter start-up
        sys.stderr.write(f"hintloader: not activated: {type(exc).__name__}: {exc}\n")
