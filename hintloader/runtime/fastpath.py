"""The globals that the inline tests of check sites read, filled once a site's hint is known."""

from __future__ import annotations

import collections.abc as cabc
import itertools
import types
import weakref
from collections.abc import Callable, MutableMapping

from hintloader.runtime.shapes import Shape, children
from hintloader.runtime.static import class_attribute
from hintloader.runtime.values import ANY_TYPES, Compiled, Memo


class Never:
    """The class an inline test compares with until (or unless) it knows better: no value
    is ever of it, so the test misses and the slot decides."""


# Exact containers an inline test reads: the builtin whose reads run no code of the program's.
_LIST_ORIGINS = (list, cabc.Sequence, cabc.MutableSequence)
_DICT_ORIGINS = (dict, cabc.Mapping, cabc.MutableMapping)
# Keys whose hash and equality are the interpreter's own: a dict is read again at such a key
# (found by identity, so no comparison runs either).
_PLAIN_KEYS = frozenset({str, int, bytes, float, bool})
_TYPE_GETATTRIBUTE = vars(type)["__getattribute__"]
_TYPE_DICT = vars(type)["__dict__"]

Namespace = MutableMapping[str, object]
_NEVER_REF = weakref.ref(Never)


def initial(ns: Namespace, prefix: str, index: int, shape: Shape | None) -> None:
    """Before the first call: every inline test misses."""
    ns[f"{prefix}w{index}__"] = None  # not a protocol (until the first call says it is)
    ns[f"{prefix}n{index}__"] = -1
    if shape is None:
        return
    if shape[0] == "call":
        ns[f"{prefix}k{index}__"] = frozenset()
    for k, node in enumerate(_preorder(shape)):
        ns[f"{prefix}a{index}_{k}__"] = Never
        if node[0] == "seq":
            ns[f"{prefix}q{index}_{k}__"] = itertools.count()


def fill(ns: Namespace, prefix: str, index: int, shape: Shape, compiled: Compiled) -> bool:
    """Point the inline test of a container site at the classes of ``compiled``; False (and
    nothing changed) when the hint does not have the shape its syntax promised."""
    classes: dict[str, type] = {}
    nodes = list(_preorder(shape))
    values = _pair(shape, compiled)
    if values is None or len(values) != len(nodes):
        return False
    for k, cls in enumerate(values):
        if cls is not None:
            classes[f"{prefix}a{index}_{k}__"] = cls
    if shape[0] == "call":
        # Before the class: a test that sees the class already finds the functions too.
        ns[f"{prefix}k{index}__"] = compiled.accepted
    ns.update(classes)
    return True


def _preorder(shape: Shape) -> list[Shape]:
    nodes = [shape]
    for part in children(shape):
        nodes += _preorder(part)
    return nodes


def _pair(shape: Shape, compiled: Compiled) -> list[type | None] | None:
    """The class of each node, in preorder (None for an 'any' node), or None on a mismatch."""
    kind = shape[0]
    if kind == "any":
        return [None] if compiled.fast == ANY_TYPES else None
    if kind == "leaf":
        fast = compiled.fast
        if compiled.kind != "fast" or not fast or fast == ANY_TYPES:
            return None
        return [fast[0]]
    if kind == "call":
        return [types.FunctionType] if compiled.kind == "callable" and compiled.accepted is not None else None
    if kind == "td":
        return _pair_typeddict(shape, compiled)
    if kind == "seq":
        if compiled.kind != "seq" or compiled.origin not in _LIST_ORIGINS:
            return None
        item = shape[1]
        assert isinstance(item, tuple)
        rest = _pair(item, compiled.parts[0])
        return None if rest is None else [list, *rest]
    key, value = shape[1], shape[2]
    assert isinstance(key, tuple) and isinstance(value, tuple)
    if compiled.kind != "map" or compiled.origin not in _DICT_ORIGINS:
        return None
    keys = _pair(key, compiled.parts[0])
    values = _pair(value, compiled.parts[1])
    if keys is None or values is None or keys[0] not in _PLAIN_KEYS:
        return None
    return [dict, *keys, *values]


def _pair_typeddict(shape: Shape, compiled: Compiled) -> list[type | None] | None:
    """A TypedDict's keys, and which are required, must be those its syntax promised."""
    spec = shape[1]
    assert isinstance(spec, tuple)
    if compiled.kind != "td" or compiled.keys != tuple(key for key, _ in spec) or (
            compiled.required != frozenset(key for key, required in spec if required)):
        return None
    found: list[type | None] = [dict]
    for value, part in zip(children(shape), compiled.parts):
        rest = _pair(value, part)
        if rest is None:
            return None
        found += rest
    return found


def counters(ns: Namespace, prefix: str, index: int, shape: Shape | None,
             compiled: Compiled) -> dict[int, object]:
    """The rotation of each sequence node of the inline test, by the id of the compiled hint
    it tests: the slot turns the same counter (see codegen.site_function)."""
    found: dict[int, object] = {}
    if shape is None or _pair(shape, compiled) is None:
        return found

    def walk(node: Shape, c: Compiled, k: int, in_map: bool) -> int:
        if node[0] == "seq" and not in_map:  # a dict's value is read at its first item
            found[id(c)] = ns[f"{prefix}q{index}_{k}__"]
        k += 1
        for part, sub in zip(children(node), c.parts):
            k = walk(part, sub, k, node[0] == "map")
        return k

    walk(shape, compiled, 0, False)
    return found


def class_type(compiled: Compiled) -> type | tuple[type, ...]:
    """What the instrumenter's ``type(v) is not T and not issubclass(type(v), T)`` compares
    with: the class itself when there is one (so the identity test can hit), else a tuple."""
    fast = compiled.fast
    if fast is None:
        return ()
    return fast[0] if len(fast) == 1 else fast


def remembering(slot: Callable[..., object], compiled: Compiled, ns: Namespace, prefix: str,
                index: int) -> Callable[..., object]:
    """A protocol site's slot that also tells the inline test the class that fitted last, by
    a weak reference (dead once the class goes, so the test misses) and the size of its
    namespace then (a class that changes is looked at again). Only classes whose metaclass
    reads ``__dict__`` as ``type`` does: the inline test reads it."""
    fits = compiled.fits
    assert fits is not None
    size, ref = f"{prefix}n{index}__", f"{prefix}w{index}__"
    ns[ref] = _NEVER_REF

    def site(value: object, memo: Memo = None) -> object:
        result = slot(value, memo)
        if result is None:
            cls = type(value)
            known = fits.get(id(cls))
            if known is not None and _plain_metaclass(type(cls)):
                ns[ref] = weakref.ref(cls)
                ns[size] = known[1]
        return result

    site.hl_check = getattr(slot, "hl_check", None)  # type: ignore[attr-defined]
    return site


def _plain_metaclass(meta: type) -> bool:
    return (class_attribute(meta, "__getattribute__") is _TYPE_GETATTRIBUTE
            and class_attribute(meta, "__dict__") is _TYPE_DICT)
