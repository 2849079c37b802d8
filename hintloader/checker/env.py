"""The flow environment: narrowed types by reference key, indexed by the root name of each key."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable, Iterator, Mapping
from itertools import compress
from operator import is_not

from hintloader.typesystem.model import Type

# The name a reference key starts with: ``x`` of ``x``, ``x.a.b``, ``x[0]`` and ``x.a&``.
_ROOT = re.compile(r"[^.\[&]*")


def root_of(key: str) -> str:
    """The name a reference key is reached through (the key itself for a plain name)."""
    if key.isidentifier():
        return key
    match = _ROOT.match(key)
    return key if match is None else match.group()


def parent_of(key: str) -> str | None:
    """The key one step up: ``x.a`` of ``x.a.b``, ``x.a&`` and ``x.a['k']``; None for a name.

    Keys are what narrowing.ref_key writes (an attribute name, the repr of an int or str
    index, or a constant's name as index) and declared_key's ``&``; a str index may itself hold
    dots and brackets."""
    if key.endswith("&"):
        return key[:-1]
    if key.endswith("]"):
        start = key.rfind("[")
        while start > 0:
            index = key[start + 1:-1]
            if _is_index_repr(index) or (index.isidentifier() and index.isupper()):
                return key[:start]
            start = key.rfind("[", 0, start)
        return None
    dot = key.rfind(".")  # an attribute name holds no dot: the last one is its own
    return key[:dot] if dot > 0 else None


def _is_index_repr(text: str) -> bool:
    if not text or text[0] not in "'\"-0123456789":
        return False
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return False
    return type(value) in (int, str) and repr(value) == text


class Env(dict[str, Type]):
    """Narrowed types by reference key (``x``, ``x.a``, ``x[0]``, ``x&``).

    Beside the mapping it keeps, for each key, the keys one step below it (``x.a`` and ``x[0]``
    below ``x``; ``x.a.b`` below ``x.a``), so that reassigning ``x`` forgets what is reached
    through it by visiting exactly those keys: a scan of every key at each assignment made a
    function with thousands of locals (or a method narrowing hundreds of ``self`` attributes)
    quadratic. The index may name keys that are gone (deletions do not touch it); readers check
    membership, and ``forget_below`` prunes what it visits."""

    __slots__ = ("_below",)

    def __init__(self, items: Mapping[str, Type] | Iterable[tuple[str, Type]] = ()) -> None:
        super().__init__(items)
        if type(items) is Env:  # (a copy: most envs)
            # The sets are never changed in place, so a copy may share them.
            self._below: dict[str, frozenset[str]] = dict(items._below)
        else:
            self._below = {}
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
        """Link ``key`` below its parent, and each ancestor below its own (``x.a.b`` may be
        narrowed while ``x.a`` is not: forgetting ``x`` must still reach it)."""
        parent = parent_of(key)
        while parent is not None:
            known = self._below.get(parent, frozenset())
            if key in known:
                return  # linked before, and so were its ancestors
            self._below[parent] = known | {key}
            key, parent = parent, parent_of(parent)

    def _descendants(self, key: str) -> Iterator[str]:
        """Every indexed key below ``key``, present or not, deepest last."""
        pending = [key]
        while pending:
            for below in self._below.get(pending.pop(), ()):
                yield below
                pending.append(below)

    def forget_below(self, key: str) -> None:
        """Drop the narrowings of everything reached through ``key``: ``key.attr``, ``key[i]``
        and deeper, and ``key``'s declared-protocol entry ``key&`` (``key`` itself stays)."""
        self.pop(key + "&", None)
        if key not in self._below:
            return
        gone = list(self._descendants(key))
        for below in gone:
            self.pop(below, None)
            self._below.pop(below, None)
        del self._below[key]

    def keys_through(self, roots: Iterable[str]) -> Iterator[str]:
        """The keys present that are one of ``roots`` or reached through one."""
        for root in roots:
            if root in self:
                yield root
            for key in self._descendants(root):
                if key in self:
                    yield key


def differing_keys(first: Env, other: Env) -> list[str]:
    """Keys of ``first`` that ``other`` lacks or holds another type object for.

    The scan runs in C (no Python code per key): a merge after an ``if`` costs a pass of
    machine speed over the unchanged keys, and Python work only for those that changed."""
    return list(compress(first, map(is_not, first.values(), map(other.get, first))))
