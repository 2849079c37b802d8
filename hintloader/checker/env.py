"""The flow environment: narrowed types by reference key, indexed by the root name of each key."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from itertools import compress
from operator import is_not

from hintloader.typemodel import Type

# The name a reference key starts with: ``x`` of ``x``, ``x.a.b``, ``x[0]`` and ``x.a&``.
_ROOT = re.compile(r"[^.\[&]*")


def root_of(key: str) -> str:
    """The name a reference key is reached through (the key itself for a plain name)."""
    if key.isidentifier():
        return key
    match = _ROOT.match(key)
    return key if match is None else match.group()


class Env(dict[str, Type]):
    """Narrowed types by reference key (``x``, ``x.a``, ``x[0]``, ``x&``).

    Beside the mapping it keeps, for each root name, the keys reached through it, so that
    reassigning ``x`` forgets ``x.a`` and ``x[0]`` without a scan of every key: a function with
    thousands of locals would otherwise be quadratic. The index may name keys that are gone
    (deletions do not touch it); readers check membership, and ``forget_below`` prunes it."""

    __slots__ = ("_derived",)

    def __init__(self, items: Mapping[str, Type] | Iterable[tuple[str, Type]] = ()) -> None:
        super().__init__(items)
        if isinstance(items, Env):
            # The per-root sets are never mutated in place, so a copy may share them.
            self._derived: dict[str, frozenset[str]] = dict(items._derived)
        else:
            self._derived = {}
            for key in self:
                self._index(key)

    def __setitem__(self, key: str, value: Type) -> None:
        if key not in self:
            self._index(key)
        super().__setitem__(key, value)

    def update(self, *args: object, **kwargs: Type) -> None:
        # dict.update would bypass __setitem__ and with it the index.
        for key, value in dict(*args, **kwargs).items():
            self[key] = value

    def setdefault(self, key: str, default: Type) -> Type:
        if key not in self:
            self[key] = default
        return self[key]

    def copy(self) -> Env:
        return Env(self)

    def _index(self, key: str) -> None:
        root = root_of(key)
        if root != key:
            known = self._derived.get(root, frozenset())
            if key not in known:
                self._derived[root] = known | {key}

    def forget_below(self, key: str) -> None:
        """Drop the narrowings of everything reached through ``key``: ``key.attr``, ``key[i]``
        and deeper (``key`` itself stays), and ``key``'s declared-protocol entry."""
        self.pop(key + "&", None)
        root = root_of(key)
        derived = self._derived.get(root)
        if not derived:
            return
        below = (key + ".", key + "[")
        gone = {k for k in derived if k.startswith(below) or k not in self}
        for k in gone:
            self.pop(k, None)
        self._derived[root] = derived - gone
        if not self._derived[root]:
            del self._derived[root]

    def keys_through(self, roots: Iterable[str]) -> Iterator[str]:
        """The keys present whose root is one of ``roots`` (each name itself among them)."""
        for root in roots:
            if root in self:
                yield root
            for key in self._derived.get(root, ()):
                if key in self:
                    yield key


def differing_keys(first: Env, other: Env) -> list[str]:
    """Keys of ``first`` that ``other`` lacks or holds another type object for.

    The scan runs in C (no Python code per key): a merge after an ``if`` costs a pass of
    machine speed over the unchanged keys, and Python work only for those that changed."""
    return list(compress(first, map(is_not, first.values(), map(other.get, first))))
