"""Entries read together: one file holds the payloads of the entries processes looked up, so
that a warm import reads one file for all its modules rather than one per module.

The table maps an entry's key to its payload, exactly the bytes of the entry file (the key
covers the source digest, path, module, options and the checker's and Python's versions; the
dependencies' interfaces inside the payload are validated as for an entry read alone). A payload
found here is as trusted as an entry file: the table is framed and checksummed the same way by
the cache. It is read at the first lookup of a process and written at exit only when the
process learnt something (a warm run like the last writes nothing); what it learnt is merged
with what other processes wrote meanwhile, and a lost race only costs a later read.
"""

from __future__ import annotations

import marshal

from hintloader.cache.files import unmarshalled

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import TypeAlias, TypeGuard

    Table: TypeAlias = dict[bytes, bytes]

__all__ = ["EntryTable", "MAX_PAYLOAD", "MAX_TABLE_BYTES"]

# An entry this large (instrumented code of a big module) is read on its own: every start
# that looks anything up reads the whole table.
MAX_PAYLOAD = 64 * 1024
# Every lookup of a process starts by reading the whole table (about 1 ms a MiB with its
# checksum): over this, it keeps only what the saving process used, and nothing when even that
# is over (such a program reads its entries one by one, as without the table).
MAX_TABLE_BYTES = 2**20


def _size(table: Table) -> int:
    return sum(len(payload) for payload in table.values())


def _valid(table: object) -> TypeGuard[Table]:
    # Each item is checked where it is used (get, save): a warm process looks up a few of the
    # table's entries, and checking all of them on every start cost more than the lookups.
    return isinstance(table, dict)


def _well_formed(table: Table) -> Table:
    return {key: payload for key, payload in table.items()
            if type(key) is bytes and type(payload) is bytes}


class EntryTable:
    """The table of one cache folder; ``read`` and ``write`` move its payload to and from disk."""

    def __init__(self, read: Callable[[], bytes | None], write: Callable[[bytes], None]) -> None:
        self._read = read
        self._write = write
        self._table: Table | None = None
        self._learnt: Table = {}
        self._used: set[bytes] = set()

    def _loaded(self) -> Table:
        if self._table is None:
            self._table = self._from_disk()
        return self._table

    def _from_disk(self) -> Table:
        table = unmarshalled(self._read)
        return table if _valid(table) else {}

    def get(self, key: bytes) -> bytes | None:
        """The payload stored for ``key``, if the table has it."""
        self._used.add(key)
        payload = self._loaded().get(key)
        return payload if type(payload) is bytes else None

    def note(self, key: bytes, payload: bytes) -> None:
        """``payload`` is now the entry's for ``key`` (read from its file, or just stored)."""
        if len(payload) > MAX_PAYLOAD:
            self.forget(key)
            return
        table = self._loaded()
        if table.get(key) != payload:
            table[key] = payload
            self._learnt[key] = payload
        self._used.add(key)

    def stored(self, key: bytes, payload: bytes) -> None:
        """This process wrote ``payload`` as the entry's file: later processes find it here.
        This one reads the file again, as it reads every file it did not find in the table."""
        self._loaded().pop(key, None)
        self._learnt[key] = payload if len(payload) <= MAX_PAYLOAD else b""  # b"": removed
        self._used.add(key)

    def forget(self, key: bytes) -> None:
        """The table's payload for ``key`` is outdated and no file replaces it."""
        table = self._loaded()
        if key in table:
            del table[key]
            self._learnt[key] = b""  # removed on save

    def save(self) -> None:
        """Merge what this process learnt into the table on disk; nothing when it learnt
        nothing."""
        if not self._learnt:
            return
        table = _well_formed(self._from_disk())
        for key, payload in self._learnt.items():
            if payload:
                table[key] = payload
            else:
                table.pop(key, None)
        if _size(table) > MAX_TABLE_BYTES:
            table = {key: payload for key, payload in table.items() if key in self._used}
            if _size(table) > MAX_TABLE_BYTES:
                table = {}
        self._write(marshal.dumps(table))
        self._learnt = {}
