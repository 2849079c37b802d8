"""The shape of tuple types: items, lengths, indexing and slicing, also of unbounded ones."""

from __future__ import annotations

from collections.abc import Callable

from hintloader.typesystem.model import (
    ANY,
    NEVER,
    AnyType,
    Instance,
    TupleType,
    Type,
    TypeVarKind,
    TypeVarType,
    UnboundedItems,
    UnionType,
    is_variadic_item,
    make_tuple,
    make_union,
)

# A tuple is seen here as its item list: ``tuple[int, str]`` is (int, str), ``tuple[int, ...]``
# is (UnboundedItems(int),), ``tuple[int, *tuple[str, ...], bytes]`` is (int, UnboundedItems(str),
# bytes). At most one item is variadic (UnboundedItems or a TypeVarTuple).


def tuple_items(t: Type) -> tuple[Type, ...] | None:
    """The item list of a tuple type; None for other types (named tuples are the caller's)."""
    if type(t) is TupleType:
        return t.items
    if type(t) is Instance and t.name == "builtins.tuple" and len(t.args) == 1:
        return (UnboundedItems(t.args[0]),)
    return None


def split(items: tuple[Type, ...]) -> tuple[tuple[Type, ...], Type | None, tuple[Type, ...]]:
    """The items before the variadic one, the variadic one (None when there is none), after it."""
    for i, item in enumerate(items):
        if is_variadic_item(item):
            return items[:i], item, items[i + 1:]
    return items, None, ()


def is_bounded(items: tuple[Type, ...]) -> bool:
    """Of one known length: no variadic item."""
    return not any(is_variadic_item(i) for i in items)


def length_bounds(items: tuple[Type, ...]) -> tuple[int, int | None]:
    """The least and the greatest length (None: no limit) a tuple of these items may have."""
    prefix, middle, suffix = split(items)
    if middle is None:
        return len(prefix), len(prefix)
    return len(prefix) + len(suffix), None


def with_length(items: tuple[Type, ...], n: int) -> tuple[Type, ...] | None:
    """The items of the tuples of length ``n`` among these: the unbounded part repeated to fill
    it; None when none has that length or the length is not known (a TypeVarTuple)."""
    prefix, middle, suffix = split(items)
    if middle is None:
        return items if len(items) == n else None
    room = n - len(prefix) - len(suffix)
    if room < 0 or type(middle) is not UnboundedItems:
        return None
    return prefix + (middle.item,) * room + suffix


def at_least(items: tuple[Type, ...], n: int) -> tuple[Type, ...] | None:
    """The items of the tuples of length ``n`` or more: ``tuple[int, *tuple[str, ...]]`` with
    n=3 is ``tuple[int, str, str, *tuple[str, ...]]``; None when none is that long."""
    prefix, middle, suffix = split(items)
    if middle is None:
        return items if len(items) >= n else None
    room = n - len(prefix) - len(suffix)
    if room <= 0:
        return items
    if type(middle) is not UnboundedItems:
        return None
    return prefix + (middle.item,) * room + (middle,) + suffix


def element_type(items: tuple[Type, ...]) -> Type:
    """What iterating such a tuple yields: the union of its item types (Never for ``tuple[()]``,
    a supertype of every item, as the typing spec asks of ``Sequence[T]``)."""
    parts: list[Type] = []
    for item in items:
        if type(item) is UnboundedItems:
            parts.append(item.item)
        elif type(item) is TypeVarType and item.kind == TypeVarKind.TYPEVARTUPLE:
            return ANY  # the items of *Ts are unknown here
        else:
            parts.append(item)
    return make_union(parts) if parts else NEVER


def item_at(items: tuple[Type, ...], index: int) -> Type | None:
    """The type of ``t[index]``; None when the index is out of range for every length."""
    prefix, middle, suffix = split(items)
    if middle is None:
        return items[index] if -len(items) <= index < len(items) else None
    if type(middle) is not UnboundedItems:
        if 0 <= index < len(prefix):
            return prefix[index]
        if -len(suffix) <= index < 0:
            return suffix[index]
        return ANY
    if index >= 0:
        if index < len(prefix):
            return prefix[index]
        # past the known prefix: an item of the unbounded part, or one of the suffix
        k = index - len(prefix)
        return make_union([middle.item, *suffix[:k + 1]])
    if -len(suffix) <= index:
        return suffix[index]
    k = -index - len(suffix) - 1  # how far into the unbounded part, from its end
    return make_union([*prefix[max(0, len(prefix) - k - 1):], middle.item])


def slice_items(items: tuple[Type, ...], start: int | None, stop: int | None, step: int | None) -> Type:
    """The type of ``t[start:stop:step]`` (constant bounds)."""
    if is_bounded(items):
        return TupleType(items[start:stop:step])
    prefix, middle, suffix = split(items)
    if step in (None, 1):
        # Bounds inside the known parts cut them and keep the variadic middle.
        lo = start or 0
        hi = stop
        if 0 <= lo <= len(prefix) and (hi is None or -len(suffix) <= hi < 0):
            tail = suffix if hi is None else suffix[:hi]
            return make_tuple(prefix[lo:] + (middle,) + tail) if middle is not None else TupleType(prefix[lo:] + tail)
        if -len(suffix) <= lo < 0 and hi is None:
            return TupleType(suffix[lo:])
        if lo >= 0 and hi is not None and 0 <= hi <= len(prefix):
            return TupleType(prefix[lo:hi])
    return Instance("builtins.tuple", (element_type(items),))


def concatenate(left: tuple[Type, ...], right: tuple[Type, ...]) -> Type:
    """``a + b`` of two tuples: their items in order (one unbounded part at most)."""
    if not is_bounded(left) and not is_bounded(right):
        return Instance("builtins.tuple", (make_union([element_type(left), element_type(right)]),))
    return make_tuple(left + right)


def is_any_tuple(items: tuple[Type, ...]) -> bool:
    """``tuple[Any, ...]``: compatible with every tuple, both ways."""
    return len(items) == 1 and type(items[0]) is UnboundedItems and type(items[0].item) is AnyType


def split_by_length(items: tuple[Type, ...], holds: Callable[[int], bool], n: int, limit: int) -> tuple[list[Type], list[Type]] | None:
    """The tuples of these items whose length makes ``holds`` true and those that make it false,
    ``holds`` comparing a length with the constant ``n``: every length past ``n`` answers alike,
    so the lengths from the least one up to ``n`` are spelled out and the rest stays unbounded
    (``tuple[int, *tuple[str, ...]]`` under ``len(t) < 3`` is ``tuple[int] | tuple[int, str]``,
    else ``tuple[int, str, str, *tuple[str, ...]]``). None when it cannot be said (a
    TypeVarTuple) or a side would spell out more than ``limit`` lengths."""
    low, high = length_bounds(items)
    if high is not None:
        return ([TupleType(items)], []) if holds(low) else ([], [TupleType(items)])
    # Every length from ``tail`` on is on the side of the longest: one unbounded shape.
    tail = max(low, n + 1)
    while tail > low and holds(tail - 1) == holds(tail):
        tail -= 1
    if tail - low > limit:
        return None
    yes: list[Type] = []
    no: list[Type] = []
    for length in range(low, tail + 1):
        shape = with_length(items, length) if length < tail else at_least(items, length)
        if shape is None:
            return None
        (yes if holds(length) else no).append(make_tuple(shape))
    return yes, no


def absorb_shapes(t: Type) -> Type:
    """A union without the tuples another member of it spells out: ``tuple[int, int] |
    tuple[int, ...]`` is ``tuple[int, ...]``, and ``tuple[()] | tuple[int, *tuple[int, ...]]``
    is ``tuple[int, ...]`` again. Where length narrowing split a tuple and the branches meet
    again, this gives the tuple back (by item types alone: no hierarchy here)."""
    if type(t) is not UnionType or not any(type(i) is TupleType for i in t.items):
        return t
    members = list(t.items)
    while _regroup(members):
        pass
    wide = [items for m in members if (items := tuple_items(m)) is not None and not is_bounded(items)]
    if not wide:
        return make_union(members)
    kept: list[Type] = []
    for member in members:
        items = tuple_items(member)
        if type(member) is TupleType and items is not None and any(w != items and _spells_out(w, items) for w in wide):
            continue
        kept.append(member)
    return make_union(kept)


def _regroup(members: list[Type]) -> bool:
    """One step back from a split: ``tuple[int, int, *tuple[int, ...]]`` and ``tuple[int]``
    are ``tuple[int, *tuple[int, ...]]``. Whether a step was made (``members`` then changed)."""
    for i, member in enumerate(members):
        items = tuple_items(member)
        if items is None or is_bounded(items):
            continue
        pre, mid, suf = split(items)
        if type(mid) is not UnboundedItems:
            continue
        shorter: list[tuple[tuple[Type, ...], tuple[Type, ...]]] = []
        if pre and pre[-1] == mid.item:
            shorter.append((pre[:-1], suf))
        if suf and suf[0] == mid.item:
            shorter.append((pre, suf[1:]))
        for shorter_pre, shorter_suf in shorter:
            missing = TupleType(shorter_pre + shorter_suf)
            if missing in members:
                members[i] = make_tuple(shorter_pre + (mid,) + shorter_suf)
                members.remove(missing)
                return True
    return False


def _spells_out(wide: tuple[Type, ...], items: tuple[Type, ...]) -> bool:
    """Whether the tuples ``items`` stands for are among those of ``wide``, item by item."""
    low, high = length_bounds(items)
    if high is not None:
        return with_length(wide, low) == items
    return at_least(wide, low) == items


def unpacked_into(items: tuple[Type, ...], targets: int, star: int | None) -> list[Type]:
    """The types ``a, *b, c = t`` gives its targets, for a tuple of unknown length (the starred
    one as the type of one item it collects)."""
    out: list[Type] = []
    after = 0 if star is None else targets - star - 1
    for i in range(targets):
        if star is not None and i == star:
            out.append(_collected(items, star, after))
        elif star is None or i < star:
            out.append(item_at(items, i) or ANY)
        else:
            out.append(item_at(items, i - targets) or ANY)
    return out


def _collected(items: tuple[Type, ...], before: int, after: int) -> Type:
    """What the starred target collects between ``before`` and ``after`` other targets."""
    prefix, middle, suffix = split(items)
    if type(middle) is not UnboundedItems:
        return element_type(items)
    if before <= len(prefix) and after <= len(suffix):
        return make_union([*prefix[before:], middle.item, *suffix[:len(suffix) - after]])
    return element_type(items)


def tuple_var_value(found: list[Type], join: Callable[[Type, Type], Type]) -> Type:
    """The value of a TypeVarTuple that several arguments constrain (typing spec: the types
    must match exactly, as lists of the same length): tuples of one length give the tuple of
    each position's join (``(0,)`` and ``(True,)``: ``tuple[int]``); of different lengths, the
    first, which the others are then checked against (and fail); anything of unknown length,
    Any."""
    first = found[0]
    if all(f == first for f in found):
        return first
    if not all(type(f) is TupleType and is_bounded(f.items) for f in found):
        return ANY
    bounded = [f for f in found if type(f) is TupleType]
    if any(len(f.items) != len(first.items) for f in bounded if type(first) is TupleType):
        return first
    joined: list[Type] = []
    for i in range(len(bounded[0].items)):
        item = bounded[0].items[i]
        for f in bounded[1:]:
            item = join(item, f.items[i])
        joined.append(item)
    return TupleType(tuple(joined))
