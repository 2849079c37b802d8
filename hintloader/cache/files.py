"""The cache's files: their framing, raw reads, atomic writes, and the versions in every key."""

from __future__ import annotations

import errno
import marshal
import os
import stat
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

try:
    # hashlib would load OpenSSL (~4 ms); _blake2 alone costs ~0.3 ms on the warm path.
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - CPython always ships _blake2
    from hashlib import blake2b

__all__ = [
    "CACHEDIR_TAG", "ENTRIES_FILE", "ENTRIES_MAGIC", "ENTRY_MAGIC", "ENTRY_SUFFIX", "HEADER_SIZE",
    "KEY_SIZE", "READ_FLAGS",
    "RECORD_MAGIC", "RECORD_SUFFIX", "SECRET_FILE", "SECRET_MAGIC", "SECRET_SIZE", "SOURCES_FILE",
    "SOURCES_MAGIC", "STATS_FILE", "STUB_MAGIC", "STUB_SUFFIX",
    "STATS_MAGIC", "TEMP_SUFFIX", "UNWRITABLE", "blake2b", "checksum", "directory_problem",
    "environment_fingerprint", "framed", "owned_by_us", "python_magic", "read_all", "read_file",
    "stubs_fingerprint", "unframe", "unlink", "unmarshalled", "write_atomic",
]
ENTRY_MAGIC = b"HLC\x1a"
RECORD_MAGIC = b"HLI\x1a"
STATS_MAGIC = b"HLS\x1a"
SOURCES_MAGIC = b"HLX\x1a"
ENTRIES_MAGIC = b"HLE\x1a"
STUB_MAGIC = b"HLT\x1a"
SECRET_MAGIC = b"HLK\x1a"
# 2: the checksum is keyed with the folder's secret (and twice as long).
FORMAT_VERSION = 2
ENTRY_SUFFIX = ".hlc"
RECORD_SUFFIX = ".hli"
STUB_SUFFIX = ".hlt"  # a typeshed stub as the checker prepared it (stub_snapshots)
TEMP_SUFFIX = ".tmp"
STATS_FILE = "last-run"
SOURCES_FILE = "sources"
ENTRIES_FILE = "entries"  # the entries a warm import reads at once (entries.py)
SECRET_FILE = "secret"
SECRET_SIZE = 32
KEY_SIZE = 16
CHECKSUM_SIZE = 16
# magic(4) format(2) key(16) payload length(4) checksum(8)
HEADER_SIZE = 4 + 2 + KEY_SIZE + 4 + CHECKSUM_SIZE
CACHEDIR_TAG = (
    b"Signature: 8a477f597d28d172789f06886806bc55\n"
    b"# This file is a cache directory tag created by hintloader.\n"
    b"# For information about cache directory tags, see https://bford.info/cachedir/\n"
)
# errnos that mean "this directory cannot take writes": stop trying for this process.
UNWRITABLE = frozenset({errno.EACCES, errno.EPERM, errno.EROFS, errno.ENOSPC, errno.EDQUOT})
O_BINARY: int = getattr(os, "O_BINARY", 0)
READ_FLAGS = os.O_RDONLY | O_BINARY


def python_magic() -> bytes:
    """importlib.util.MAGIC_NUMBER, without importing importlib.util (~1 ms) on the warm path."""
    frozen = sys.modules.get("_frozen_importlib_external")
    magic = getattr(frozen, "MAGIC_NUMBER", None)
    if isinstance(magic, bytes):
        return magic
    from importlib.util import MAGIC_NUMBER

    return MAGIC_NUMBER


def stubs_fingerprint() -> str:
    """typeshed_client's version and stub table, read without importing it (~80 ms)."""
    init = typeshed_client_init()
    if init is None:
        return "no-stubs"
    h = blake2b(digest_size=8)
    for name in (init, os.path.join(os.path.dirname(init), "typeshed", "VERSIONS")):
        try:
            with open(name, "rb") as f:
                h.update(f.read())
        except OSError:
            h.update(b"\0missing")
    return h.hexdigest()


RESULT_FOLDERS = ("", "checker", "checker/semantic", "typesystem", "runtime")


def checker_source_fingerprint() -> str:
    """For a hintloader run from a source checkout (an editable install), the size and mtime
    of its own modules: a changed checker must not serve findings of the old one. A release
    is identified by its version alone, so installed copies skip the stat calls.

    Every start of a warm import pays this in a checkout (about 140 files), and an edit in
    place changes no folder's mtime, so each file is stat'ed: one call per file, nothing else.
    """
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if os.sep + "site-packages" + os.sep in package + os.sep:
        return ""
    seen: list[tuple[str, str, int, int]] = []
    stat_file = os.stat
    # The modules whose code decides a stored result: what checks, and what instruments.
    for folder in RESULT_FOLDERS:
        base = os.path.join(package, *folder.split("/")) if folder else package
        try:
            names = os.listdir(base)
        except OSError:
            continue
        names.sort()
        prefix = base + os.sep
        for name in names:
            if name.endswith(".py"):
                try:
                    st = stat_file(prefix + name)
                except OSError:
                    continue
                seen.append((folder, name, st.st_size, st.st_mtime_ns))
    return blake2b(marshal.dumps(seen), digest_size=8).hexdigest()


def environment_fingerprint() -> str:
    """The distributions installed in site-packages, by name and version (one listdir each).

    The checker reads typed libraries and stub packages from there without listing them as
    dependencies; upgrading one must not leave stale findings behind.
    """
    h = blake2b(digest_size=8)
    for entry in sys.path:
        if isinstance(entry, str) and ("site-packages" in entry or "dist-packages" in entry):
            try:
                names = sorted(n for n in os.listdir(entry) if n.endswith(_DISTRIBUTIONS))
            except OSError:
                continue
            h.update("\0".join([entry, *names, ""]).encode("utf-8", "surrogateescape"))
    return h.hexdigest()


_DISTRIBUTIONS = (".dist-info", ".egg-info")


def typeshed_client_init() -> str | None:
    loaded = sys.modules.get("typeshed_client")
    origin = getattr(loaded, "__file__", None)
    if isinstance(origin, str):
        return origin
    # A few stat calls; importlib's find_spec costs ten times as much on a cold start.
    for entry in sys.path:
        if isinstance(entry, str):
            candidate = os.path.join(entry or os.curdir, "typeshed_client", "__init__.py")
            if os.path.isfile(candidate):
                return candidate
    return None


def owned_by_us(st: os.stat_result) -> bool:
    getuid = getattr(os, "getuid", None)
    return getuid is None or st.st_uid == getuid()


def directory_problem(st: os.stat_result) -> str | None:
    if not stat.S_ISDIR(st.st_mode):
        return "not a directory"
    if not owned_by_us(st):
        return "owned by another user"
    if st.st_mode & stat.S_IWOTH and not st.st_mode & stat.S_ISVTX:
        return "world-writable"
    return None


def framed(magic: bytes, key: bytes, payload: bytes, secret: bytes) -> bytes:
    return b"".join(
        (
            magic,
            FORMAT_VERSION.to_bytes(2, "little"),
            key,
            len(payload).to_bytes(4, "little"),
            checksum(key, payload, secret),
            payload,
        )
    )


def checksum(key: bytes, payload: bytes, secret: bytes) -> bytes:
    """A MAC of the file's key and payload under the cache folder's secret: a file that
    another cache (another checkout, a restored CI cache of another folder) wrote is a miss."""
    h = blake2b(key, digest_size=CHECKSUM_SIZE, key=secret)
    h.update(payload)
    return h.digest()


def read_file(path: str) -> bytes:
    """A whole file in three system calls (``open().read()`` costs half as much again)."""
    fd = os.open(path, READ_FLAGS)
    try:
        return read_all(fd, os.fstat(fd).st_size)
    finally:
        os.close(fd)


def read_all(fd: int, size: int) -> bytes:
    data = os.read(fd, size)
    while len(data) < size:  # a short read is rare but allowed
        chunk = os.read(fd, size - len(data))
        if not chunk:
            break
        data += chunk
    return data


def unframe(data: bytes, magic: bytes, key: bytes, secret: bytes) -> bytes | None:
    """The payload of a complete, intact file of this format for ``key``, written by a
    holder of ``secret``; else None."""
    if len(data) < HEADER_SIZE or data[:4] != magic:
        return None
    payload = data[HEADER_SIZE:]
    if (
        int.from_bytes(data[4:6], "little") != FORMAT_VERSION
        or data[6 : 6 + KEY_SIZE] != key
        or int.from_bytes(data[6 + KEY_SIZE : 10 + KEY_SIZE], "little") != len(payload)
        or data[10 + KEY_SIZE : HEADER_SIZE] != checksum(key, payload, secret)
    ):
        return None
    return payload


def unmarshalled(read: Callable[[], bytes | None]) -> object:
    """What the payload ``read`` returns holds (a table of the folder); None when there is none
    or it cannot be loaded: a damaged table is an empty one."""
    try:
        payload = read()
        return marshal.loads(payload) if payload is not None else None
    except Exception:  # damaged: nothing known
        return None


def write_atomic(target: str, data: bytes, unique: str) -> None:
    """Write a temp file next to ``target`` and rename it over: readers never see a half."""
    temp = f"{target}.{unique}{TEMP_SUFFIX}"
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | O_BINARY
    try:
        fd = os.open(temp, flags, 0o644)
    except FileNotFoundError:
        # Only the two-character shard is created here, never the cache root itself.
        os.mkdir(os.path.dirname(target), 0o755)
        fd = os.open(temp, flags, 0o644)
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
        finally:
            os.close(fd)
        os.replace(temp, target)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise


def unlink(path: str) -> bool:
    try:
        os.unlink(path)
        return True
    except OSError:
        return False
