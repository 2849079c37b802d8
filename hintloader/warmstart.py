"""Remembering a start's configuration: the checks that prove it current, and Options as data.

Reading ``[tool.hintloader]`` (tomllib, and re, typing ... with it) and mapping distribution names
(``importlib.metadata``) costs many times Python's own start, and every process of an environment
with ``HINTLOADER=1`` starts through it. So ``startup.activate`` remembers its answer in a small
file of the user's cache folder, with the state of every input that decided it: the bytes of each
``pyproject.toml`` the search looked at and which repository markers exist (``startup.discovery``,
recorded before the load and compared after it), and for ``packages`` what proves that each name
still resolves the same way. The file's name and its recorded identity cover the rest (the
interpreter, ``sys.path``, the working folder, every ``HINTLOADER_*`` variable, hintloader's own
code). ``startup.recall`` replays the checks at the next start and uses the answer only when
every one still holds. Only the miss path imports this module.
"""

from __future__ import annotations

import marshal
import os
import sys
import time

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence
    from typing import Any

    from hintloader.config.load import ResolvedConfig
    from hintloader.config.options import Options
    from hintloader.replay import Proof
    from hintloader.startup import Answer, Check

__all__ = ["encode", "environment_proofs", "folders_to_stamp", "proof", "record_run", "remember"]

# A folder stamp this recent may hide a second change made in the same clock tick.
RACY_SECONDS = 2.5
# Remembered starts kept (one small file per folder, interpreter and setting).
MAX_FILES = 256
KEEP_FILES = 192
_PACKAGES_VAR = "HINTLOADER_PACKAGES"


def _searched(start: str, root: str) -> list[str]:
    """Where config.load looks for a package name: sys.path, the root, its src and ``start``."""
    folders = [entry if entry else start for entry in map(str, sys.path)]
    return list(dict.fromkeys([*folders, root, os.path.join(root, "src"), start]))


def folders_to_stamp(start: str, checks: Sequence[Check]) -> list[str]:
    """Every folder that resolving ``packages`` may search, whichever file the search uses."""
    roots = [os.path.dirname(path) for kind, path, _state in checks if kind == "file"]
    return list(dict.fromkeys(folder for root in [start, *roots]
                              for folder in _searched(start, root)))


def proof(start: str, environ: Mapping[str, str], before: Sequence[Check],
          stamps: dict[str, object], resolved: ResolvedConfig) -> tuple[list[Check], Answer] | None:
    """The checks that prove ``resolved`` at a later start, and the answer to remember; None
    when it cannot be proven (it is then simply loaded again)."""
    options = resolved.options
    explicit = bool(environ.get("HINTLOADER_CONFIG", "").strip())
    checks = list(before)
    if not explicit and resolved.path is not None:
        # The search stops at the file it uses: what lies above decided nothing.
        for index, (kind, path, _state) in enumerate(checks):
            if kind == "file" and path == resolved.path:
                del checks[index + 1:]
                break
    if options.packages is not None:
        found = _packages_proof(options, start, environ, resolved, before, stamps)
        if found is None:
            return None
        checks += found
    plain = encode(options)
    from hintloader.config.options import decode_options

    if decode_options(plain) != options:
        return None
    from hintloader.importing.finder import excluded_folders

    return checks, (plain, options.packages, excluded_folders(), options.project_root)


def _packages_proof(options: Options, start: str, environ: Mapping[str, str],
                    resolved: ResolvedConfig, before: Sequence[Check],
                    stamps: dict[str, object]) -> list[Check] | None:
    """A name that is importable stays itself, and that its module is still where it was
    found proves it. Anything else (a distribution name mapped to its packages, a name not
    importable yet) depends on what is installed: then the stamps of every folder searched,
    taken before the load, unless one changed so recently that a second change could hide."""
    assert options.packages is not None
    root = options.project_root or start
    search = _searched(start, root)
    if _configured_packages(environ, resolved, before) == options.packages:
        found: list[Check] = []
        for name in options.packages:
            top = name.partition(".")[0]
            if not all(part.isidentifier() for part in name.split(".")):
                break
            if top in sys.builtin_module_names:
                continue  # the identity names the interpreter
            if top in sys.modules:
                found.append(("loaded", top, True))
                continue
            where = _location(top, search)
            if where is None:
                break
            found.append(("exists", where, True))
        else:
            return found
    now_ns = time.time_ns()
    checks: list[Check] = []
    for folder in search:
        recorded = stamps.get(folder, stamps)
        if recorded is stamps:
            return None  # not stamped before the load
        if isinstance(recorded, tuple) and now_ns - recorded[0] < RACY_SECONDS * 1e9:
            return None
        checks.append(("stamp", folder, recorded))
    return checks


def _configured_packages(environ: Mapping[str, str], resolved: ResolvedConfig,
                         checks: Sequence[Check]) -> tuple[str, ...] | None:
    """``packages`` as written, before names were resolved, when it can be read back."""
    origin = resolved.origins.get("packages", "")
    if origin == _PACKAGES_VAR:
        raw = environ.get(_PACKAGES_VAR, "")
        return tuple(part.strip() for part in raw.split(",") if part.strip())
    data = next((recorded for kind, path, recorded in checks
                 if kind == "file" and path == resolved.path), None)
    if resolved.path is None or not isinstance(data, bytes) or not origin.startswith(resolved.path):
        return None
    import importlib

    toml = importlib.import_module("tomllib" if sys.version_info >= (3, 11) else "tomli")
    table = toml.loads(data.decode("utf-8")).get("tool", {}).get("hintloader", {})
    names = table.get("packages") if isinstance(table, dict) else None
    if isinstance(names, list) and all(isinstance(name, str) for name in names):
        return tuple(names)
    return None


def _location(top: str, search: list[str]) -> str | None:
    """The file or folder that makes ``top`` importable from ``search``."""
    from importlib.machinery import PathFinder

    try:
        spec = PathFinder.find_spec(top, search)
    except (ImportError, ValueError):
        return None
    if spec is None:
        return None
    if spec.origin is not None and spec.has_location:
        return spec.origin
    locations = list(spec.submodule_search_locations or ())
    return str(locations[0]) if locations else None


# -- the file -----------------------------------------------------------------------------------

def remember(target: str, record: tuple[Any, ...]) -> None:
    """Write one remembered start (never raises: the next start then loads again)."""
    try:
        _write(target, marshal.dumps(record))
    except Exception:
        logging = sys.modules.get("logging")
        if logging is not None:
            logging.getLogger("hintloader").debug("remembering the start failed", exc_info=True)


def _write(target: str, data: bytes) -> None:
    import stat

    folder = os.path.dirname(target)
    try:
        st = os.lstat(folder)
    except FileNotFoundError:
        os.makedirs(folder, mode=0o700, exist_ok=True)
        st = os.lstat(folder)
    getuid = getattr(os, "getuid", None)
    # Only a folder of this user's that others cannot write to: a planted answer could turn
    # checking off or point the cache elsewhere.
    if (not stat.S_ISDIR(st.st_mode) or (getuid is not None and st.st_uid != getuid())
            or st.st_mode & 0o022):
        return
    temp = f"{target}.{os.getpid()}-{os.urandom(4).hex()}.tmp"
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600)
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
        finally:
            os.close(fd)
        os.replace(temp, target)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise
    _prune(folder)


def _prune(folder: str) -> None:
    """Keep the newest: each distinct folder and setting adds a file."""
    with os.scandir(folder) as entries:
        files = [(entry.stat().st_mtime_ns, entry.path) for entry in entries
                 if entry.is_file(follow_symlinks=False)]
    if len(files) <= MAX_FILES:
        return
    files.sort()
    for _mtime, path in files[: len(files) - KEEP_FILES]:
        try:
            os.unlink(path)
        except OSError:
            pass


# -- Options as plain data (marshal) -----------------------------------------------------------

def encode(options: Options) -> object:
    from hintloader.record import to_plain

    return to_plain(options)


# -- a replayable run (hintloader.replay), recorded at the exit of a full one ------------------

MAX_REPLAYED_MODULES = 4096


def environment_proofs(cache_dir: str) -> list[Proof]:
    """The state of what a cache key's shared part is made of, as checks: the folders of
    installed distributions (a listing changes their time), typeshed_client's stub table,
    hintloader's own checker code when it runs from a checkout, and the cache folder (cleared,
    or a table rewritten by another process)."""
    # (The fingerprints' own inputs: hintloader.cache.files is loaded already, a cache was used.)
    from hintloader.cache.files import RESULT_FOLDERS, typeshed_client_init
    from hintloader.replay import signature
    from hintloader.startup import stamp

    proofs: list[Proof] = [("stamp", cache_dir, stamp(cache_dir))]
    for entry in sys.path:
        if isinstance(entry, str) and ("site-packages" in entry or "dist-packages" in entry):
            proofs.append(("stamp", entry, stamp(entry)))
    init = typeshed_client_init()
    if init is not None:
        for name in (init, os.path.join(os.path.dirname(init), "typeshed", "VERSIONS")):
            proofs.append(("sig", name, signature(name)))
    package = os.path.dirname(os.path.abspath(__file__))
    if os.sep + "site-packages" + os.sep not in os.path.dirname(package) + os.sep:
        for folder in RESULT_FOLDERS:
            base = os.path.join(package, *folder.split("/")) if folder else package
            proofs.append(("stamp", base, stamp(base)))
            try:
                names = sorted(name for name in os.listdir(base) if name.endswith(".py"))
            except OSError:
                continue
            prefix = base + os.sep
            proofs.append(("files", base, tuple((name, signature(prefix + name)) for name in names)))
    return proofs


def _settled(proofs: Sequence[Proof], now_ns: int) -> bool:
    """No recorded time is recent enough to hide a second change in the same clock tick."""
    limit = now_ns - int(RACY_SECONDS * 1e9)

    def recent(kind: str, value: object) -> bool:
        if kind == "stamp" and isinstance(value, tuple):
            return bool(value[0] > limit)
        if kind == "sig" and isinstance(value, tuple):
            return bool(max(value[1], value[2]) > limit)
        if kind == "files" and isinstance(value, tuple):
            return any(recent("sig", sig) for _name, sig in value)
        return False

    return not any(recent(kind, value) for kind, _path, value in proofs)


def record_run(memo: str, memo_signature: object, roots: Sequence[str], cache_dir: str,
               modules: dict[str, tuple[Any, ...]], extra: Sequence[Proof] = ()) -> bool:
    """Record this run for the next start from the same remembered start; merged with a
    record of the same setting whose modules still hold (other programs of the folder import
    other modules). Nothing is written when a time is too recent to trust, or when the record
    is already as it would be written. Never raises."""
    from hintloader import replay

    try:
        now = time.time_ns()
        proofs = [*environment_proofs(cache_dir), *extra]
        if not _settled([*proofs, ("sig", memo, memo_signature)], now):
            return False
        head = (replay.FORMAT, memo_signature, tuple(roots), proofs)
        merged: dict[str, tuple[Any, ...]] = {}
        previous = replay.read(replay.record_file(memo))
        same = previous is not None and tuple(previous[:4]) == head
        if same:
            assert previous is not None
            merged = {name: item for name, item in previous[5].items()
                      if name not in modules and _holds(item)}
        merged.update(modules)
        if len(merged) > MAX_REPLAYED_MODULES:
            merged = dict(modules)
        if same and previous is not None and previous[5] == merged and (
                now / 1e9 - previous[4] < replay.MAX_AGE_SECONDS / 2):
            return True
        remember(replay.record_file(memo), (*head, now / 1e9, merged))
        return True
    except Exception:
        return False


def _holds(item: tuple[Any, ...]) -> bool:
    from hintloader.replay import signature

    path, sig, dependencies, _findings = item
    return signature(path) == sig and all(signature(p) == s for p, s in dependencies)
