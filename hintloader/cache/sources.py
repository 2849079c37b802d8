"""Source files known by their stat: the digest of their bytes, without reading them again.

A warm import used to read and hash every claimed source (and every dependency whose interface
it validates) even when the cached result and Python's ``.pyc`` were both valid. The cache now
keeps one table, ``sources`` in its folder, of (size, mtime, ctime, inode) -> digest for the
files it has hashed: a file whose stat matches is known without a read. A stat is recorded only
when its mtime and ctime are older than ``RACY_SECONDS`` at the time of the read, so that a
change made in the same clock tick as the recorded stat (which could keep size and times) cannot
be mistaken for the file that was hashed; ctime cannot be set back by ``touch`` or ``utime``, and
the inode changes when a file is replaced. The table is read once per process and written at
exit only when it learnt something.
"""

from __future__ import annotations

import marshal

from hintloader.cache.files import unmarshalled
import time

TYPE_CHECKING = False
if TYPE_CHECKING:
    import os
    from collections.abc import Callable
    from typing import TypeAlias, TypeGuard

    Signature: TypeAlias = tuple[int, int, int, int]
    Table: TypeAlias = dict[str, tuple[int, int, int, int, bytes]]

__all__ = ["RACY_SECONDS", "SourceIndex", "signature"]

RACY_SECONDS = 2.5
MAX_ENTRIES = 50_000


def signature(st: os.stat_result) -> Signature:
    return (st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino)


def _valid(table: object) -> TypeGuard[Table]:
    return isinstance(table, dict)


class SourceIndex:
    """The table of one cache folder; ``read`` and ``write`` move its payload to and from disk
    (the cache frames and checks it like its other files)."""

    def __init__(self, read: Callable[[], bytes | None], write: Callable[[bytes], None]) -> None:
        self._read = read
        self._write = write
        self._table: Table | None = None
        self._learnt: Table = {}
        self._used: set[str] = set()

    def _loaded(self) -> Table:
        if self._table is None:
            self._table = self._from_disk()
        return self._table

    def _from_disk(self) -> Table:
        table = unmarshalled(self._read)
        return table if _valid(table) else {}

    def digest(self, path: str, st: os.stat_result) -> bytes | None:
        """The digest of the file at ``path`` if its stat is the one recorded with it."""
        self._used.add(path)
        entry = self._loaded().get(path)
        if entry is None or entry[:4] != signature(st):
            return None
        digest = entry[4]
        return digest if isinstance(digest, bytes) else None

    def note(self, path: str, st: os.stat_result, digest: bytes) -> None:
        """``digest`` is of the bytes read from ``path`` after ``st`` was taken."""
        newest = max(st.st_mtime_ns, st.st_ctime_ns)
        if time.time_ns() - newest < RACY_SECONDS * 1e9:
            return  # a second change in the same tick could keep this stat
        entry = (*signature(st), digest)
        table = self._loaded()
        if table.get(path) != entry:
            table[path] = entry
            self._learnt[path] = entry

    def save(self) -> None:
        """Add what this process learnt to the table on disk (merged: other processes may have
        written theirs meanwhile). Nothing is written when nothing was learnt."""
        if not self._learnt:
            return
        table = self._from_disk()
        table.update(self._learnt)
        if len(table) > MAX_ENTRIES:  # keep what this process used
            table = {path: entry for path, entry in table.items()
                     if path in self._used or path in self._learnt}
        self._write(marshal.dumps(table))
        self._learnt = {}
