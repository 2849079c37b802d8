"""Which folder the cache may take, which files in it are provably its own, and its secret."""

from __future__ import annotations

import os
import stat

from hintloader.cache.files import (
    CACHEDIR_TAG,
    ENTRIES_FILE,
    ENTRIES_MAGIC,
    ENTRY_MAGIC,
    ENTRY_SUFFIX,
    KEY_SIZE,
    READ_FLAGS,
    RECORD_MAGIC,
    RECORD_SUFFIX,
    SECRET_FILE,
    SECRET_MAGIC,
    SECRET_SIZE,
    SOURCES_FILE,
    SOURCES_MAGIC,
    STATS_FILE,
    STATS_MAGIC,
    STUB_MAGIC,
    STUB_SUFFIX,
    TEMP_SUFFIX,
    directory_problem,
    owned_by_us,
    read_all,
)

__all__ = ["GITIGNORE", "GITIGNORE_TEXT", "TAG_FILE", "adoption_problem", "own_files", "provably_ours", "read_secret"]

TAG_FILE = "CACHEDIR.TAG"
GITIGNORE = ".gitignore"
GITIGNORE_TEXT = b"*\n"
_HEX = frozenset("0123456789abcdef")
_TOP_TARGETS = (STATS_FILE, SOURCES_FILE, ENTRIES_FILE, SECRET_FILE, TAG_FILE, GITIGNORE)
_MAGIC_BY_SUFFIX = {ENTRY_SUFFIX: ENTRY_MAGIC, RECORD_SUFFIX: RECORD_MAGIC, STUB_SUFFIX: STUB_MAGIC}
# Fixed content of the top-level files that are not framed.
_PLAIN_CONTENT = {TAG_FILE: CACHEDIR_TAG, GITIGNORE: GITIGNORE_TEXT}
_FRAMED_TOP = {STATS_FILE: STATS_MAGIC, SOURCES_FILE: SOURCES_MAGIC, ENTRIES_FILE: ENTRIES_MAGIC,
               SECRET_FILE: SECRET_MAGIC}
# magic(4) format(2) key(16): the start of every framed file, whatever its format version.
_PROOF_SIZE = 4 + 2 + KEY_SIZE


def _is_hex(text: str, length: int) -> bool:
    return len(text) == length and _HEX.issuperset(text)


def _is_temp_suffix(text: str) -> bool:
    """What write_atomic appends to a target's name: ``.<pid>-<serial>-<6 hex>.tmp``."""
    if not (text.startswith(".") and text.endswith(TEMP_SUFFIX)):
        return False
    parts = text[1 : -len(TEMP_SUFFIX)].split("-")
    return (len(parts) == 3 and parts[0].isdigit() and parts[1].isdigit() and parts[0].isascii()
            and parts[1].isascii() and _is_hex(parts[2], 6))


def _shard_file(name: str) -> tuple[str, str, bool] | None:
    """(key, suffix, is a temp file) of an entry or record name (or its temp file)."""
    key, suffix = name[: 2 * KEY_SIZE], name[2 * KEY_SIZE : 2 * KEY_SIZE + 4]
    rest = name[2 * KEY_SIZE + 4 :]
    if not _is_hex(key, 2 * KEY_SIZE) or suffix not in _MAGIC_BY_SUFFIX:
        return None
    if rest and not _is_temp_suffix(rest):
        return None
    return key, suffix, bool(rest)


def _top_temp(name: str) -> str | None:
    """The file a temp file at the top is (was) to become."""
    for target in _TOP_TARGETS:
        if name.startswith(target) and _is_temp_suffix(name[len(target):]):
            return target
    return None


def adoption_problem(directory: str, project_root: str | None) -> str | None:
    """Why ``directory`` (absolute) may not be the cache, or None when it may: it is new or
    empty, or it carries hintloader's CACHEDIR.TAG. Creates it when it does not exist."""
    try:
        link = os.lstat(directory)
    except FileNotFoundError:
        # Explicit mode: with umask 0 the default would make it world-writable.
        os.makedirs(directory, mode=0o755, exist_ok=True)
        link = os.lstat(directory)
    if stat.S_ISLNK(link.st_mode) and not owned_by_us(link):
        return "a symbolic link owned by another user"
    st = os.stat(directory)
    problem = directory_problem(st)
    if problem is not None:
        return problem
    if project_root is not None:
        try:
            if os.path.samestat(st, os.stat(project_root)):
                return "it is the project root"
        except OSError:
            pass
    if not _tagged(directory) and not _empty_but_for_our_tags(directory):
        return (f"it is not empty and has no {TAG_FILE} of hintloader's (hintloader takes "
                "only a new or empty folder, or one it made)")
    return None


def _tagged(directory: str) -> bool:
    return _content(os.path.join(directory, TAG_FILE), len(CACHEDIR_TAG) + 1) == CACHEDIR_TAG


def _empty_but_for_our_tags(directory: str) -> bool:
    """Nothing but the tags another process is writing right now (or was when it died)."""
    with os.scandir(directory) as entries:
        for entry in entries:
            name = entry.name
            target = _top_temp(name) or name
            expected = _PLAIN_CONTENT.get(target)
            if expected is None:
                return False
            data = _content(entry.path, len(expected) + 1)
            if data is None or not expected.startswith(data):
                return False
    return True


def _content(path: str, limit: int) -> bytes | None:
    """Up to ``limit`` bytes of a regular file of ours (never through a symlink)."""
    try:
        fd = os.open(path, READ_FLAGS | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or not owned_by_us(st):
            return None
        return read_all(fd, min(st.st_size, limit))
    except OSError:
        return None
    finally:
        os.close(fd)


def own_files(directory: str) -> list[tuple[str, os.stat_result]]:
    """Files whose names follow the cache's naming: entries, records, stubs and temp files in the
    shards; the run statistics, the tables of sources and entries, and temp files at the top
    (not yet proven: see provably_ours). The tags and the secret are never listed: they stay
    until the folder goes."""
    found: list[tuple[str, os.stat_result]] = []
    shards: list[str] = []
    with os.scandir(directory) as top:
        for entry in top:
            name = entry.name
            try:
                if _is_hex(name, 2) and entry.is_dir(follow_symlinks=False):
                    shards.append(entry.path)
                elif name in (STATS_FILE, SOURCES_FILE, ENTRIES_FILE) or _top_temp(name) is not None:
                    found.append((entry.path, entry.stat(follow_symlinks=False)))
            except OSError:
                pass  # removed by another process meanwhile
    for shard in shards:
        shard_name = os.path.basename(shard)
        try:
            with os.scandir(shard) as entries:
                for entry in entries:
                    if entry.name.startswith(shard_name) and _shard_file(entry.name) is not None:
                        try:
                            found.append((entry.path, entry.stat(follow_symlinks=False)))
                        except OSError:
                            pass
        except OSError:
            pass
    return found


def provably_ours(path: str) -> bool:
    """Does the file at ``path`` have the cache's naming and framing (its magic, and its
    key where its name carries one), and belong to this user? Only such files are deleted."""
    name = os.path.basename(path)
    shard_file = _shard_file(name)
    if shard_file is not None:
        key, suffix, temp = shard_file
        return _framing_fits(path, _MAGIC_BY_SUFFIX[suffix], bytes.fromhex(key), partial=temp)
    if name in _FRAMED_TOP:
        return _framing_fits(path, _FRAMED_TOP[name], bytes(KEY_SIZE), partial=False)
    target = _top_temp(name)
    if target is None:
        return False
    if target in _FRAMED_TOP:
        return _framing_fits(path, _FRAMED_TOP[target], bytes(KEY_SIZE), partial=True)
    expected = _PLAIN_CONTENT[target]
    data = _content(path, len(expected) + 1)
    return bool(data) and expected.startswith(data or b"x")


def _framing_fits(path: str, magic: bytes, key: bytes, *, partial: bool) -> bool:
    """The header of a framed file, complete (or, for a temp file, as far as it was written)."""
    data = _content(path, _PROOF_SIZE)
    if not data:
        return False
    expected_start = magic + b"\0\0" + key  # the format version is not compared
    if len(data) < _PROOF_SIZE and not partial:
        return False
    for index, byte in enumerate(data):
        if index in (4, 5):
            continue
        if byte != expected_start[index]:
            return False
    return True


def _complete_secret(data: bytes | None) -> bytes | None:
    if data is not None and len(data) == len(SECRET_MAGIC) + SECRET_SIZE and data.startswith(SECRET_MAGIC):
        return data[len(SECRET_MAGIC):]
    return None


def read_secret(directory: str) -> bytes | None:
    """The folder's secret, which keys every checksum; created (mode 0600) on first use.
    None when it can be neither read nor created (then nothing is read or written)."""
    path = os.path.join(directory, SECRET_FILE)
    data = _content(path, len(SECRET_MAGIC) + SECRET_SIZE + 1)
    found = _complete_secret(data)
    if found is not None:
        return found
    secret = os.urandom(SECRET_SIZE)
    temp = f"{path}.{os.getpid()}-0-{os.urandom(3).hex()}{TEMP_SUFFIX}"
    try:
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600)
    except OSError:
        return None
    try:
        try:
            os.write(fd, SECRET_MAGIC + secret)
        finally:
            os.close(fd)
        if data is None:
            try:
                os.link(temp, path)  # never over a secret another process has just made
            except FileExistsError:  # another process made one first: use theirs
                return _complete_secret(_content(path, len(SECRET_MAGIC) + SECRET_SIZE + 1))
            except OSError:  # no hard links here: a rename, which may replace a fresh secret
                os.replace(temp, path)
        else:  # damaged (cut short by a crash): a new secret makes every old entry a miss
            os.replace(temp, path)
        return secret
    except OSError:
        return None
    finally:
        try:
            os.unlink(temp)
        except OSError:
            pass
