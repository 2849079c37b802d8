"""mypy's join of the item types of a display: the nearest common base, ``object`` at worst."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hintloader.checker.union_joins import joined_at_merge
from hintloader.typesystem.relations import is_assignable, is_subtype, map_to_supertype
from hintloader.typesystem.model import (
    ANY,
    NONE,
    AnyType,
    CallableType,
    Instance,
    LiteralType,
    NoneType,
    Overloaded,
    TupleType,
    Type,
    TypeType,
    UnionType,
    Variance,
    make_union,
    widen_literal,
)

if TYPE_CHECKING:
    from hintloader.checker.program import Program

_OBJECT = Instance("builtins.object")


def join_items(prog: Program, items: list[Type]) -> Type | None:
    """The join of several (widened) item types as mypy computes it for a display: the items
    joined in order (``[B(), C()]`` is ``list[A]``, ``["a", 1]`` and ``[[1], ["a"]]`` are
    ``list[object]``); where that join is not a plain class (a None or a union among the
    items), joined again with unions first, then None, then the rest (``[1, None, "a"]`` is
    ``list[str | int | None]``, while ``[1, "a", None]`` is ``list[object]``). None where
    the items are better left a union (callables, TypedDicts, protocols and classes with
    unknown bases, whose join mypy computes by other rules)."""
    items = list(dict.fromkeys(items))
    if not items:
        return None
    in_order = _join_in_order(prog, items)
    if in_order is None or _plain(in_order):
        return in_order
    return _join_in_order(prog, sorted(items, key=_solver_rank))


def _join_in_order(prog: Program, items: list[Type]) -> Type | None:
    joined: Type = items[0]
    for item in items[1:]:
        found = _join(prog, joined, item, 0)
        if found is None:
            return None
        joined = found
    return joined


def _plain(t: Type) -> bool:
    """A class instance, or a tuple of them: what mypy takes as a display's type at once."""
    if type(t) is TupleType:
        return all(_plain(i) for i in t.items)
    return type(t) is Instance


def _solver_rank(t: Type) -> int:
    """mypy's solver joins a type variable's lower bounds unions first, then None."""
    if type(t) is UnionType:
        return -2
    if type(t) is NoneType:
        return -1
    return 1 if type(t) is Overloaded else 0


def _join(prog: Program, a: Type, b: Type, depth: int) -> Type | None:
    # The operands in the order mypy's join puts them: a union or a None on the right.
    if type(a) is UnionType and type(b) is not UnionType:
        a, b = b, a
    if type(a) is AnyType or type(b) is AnyType:
        return ANY
    if type(a) is NoneType and type(b) is not NoneType:
        a, b = b, a
    a, b = widen_literal(a), widen_literal(b)
    if type(b) is NoneType:
        return NONE if type(a) is NoneType else union_of(prog, [a, NONE])
    if type(b) is UnionType:
        # mypy simplifies a declared union first: ``type | Callable[..., Any]`` is the callable
        # alone (a class object is callable), which joins with ``True`` to object.
        b = joined_at_merge(b, prog)
    if type(b) is UnionType:
        if is_subtype(a, b, prog):
            return b
        return union_of(prog, [a, b])  # mypy: a join with a union is their union
    if is_subtype(a, b, prog):
        return b
    if is_subtype(b, a, prog):
        return a
    if depth > 8:
        return None
    if isinstance(a, (CallableType, Overloaded)) or isinstance(b, (CallableType, Overloaded)):
        # Two callables join to a callable mypy builds from their parameters; beside other
        # values (a class object, an instance) they make ``object``.
        if isinstance(a, (CallableType, Overloaded)) and isinstance(b, (CallableType, Overloaded)):
            return None
        return _OBJECT if _known(prog, a) and _known(prog, b) else None
    if type(a) is TupleType and type(b) is TupleType:
        if len(a.items) == len(b.items):
            parts = [_join(prog, x, y, depth + 1) for x, y in zip(a.items, b.items)]
            if any(p is None for p in parts):
                return None
            return TupleType(tuple(p for p in parts if p is not None))
        inner = join_items(prog, list(a.items + b.items)) if a.items + b.items else ANY
        return Instance("builtins.tuple", (inner,)) if inner is not None else None
    if type(a) is TypeType and type(b) is TypeType:
        if type(a.item) is Instance and type(b.item) is Instance:
            inner = _join(prog, a.item, b.item, depth + 1)
            if type(inner) is Instance:
                return TypeType(inner) if inner.name != "builtins.object" else Instance("builtins.type")
        return None
    a_inst, b_inst = _as_instance(a), _as_instance(b)
    if a_inst is None or b_inst is None:
        return None
    return _join_instances(prog, a_inst, b_inst, depth)




def union_of(prog: Program, items: list[Type]) -> Type:
    """The union mypy's join builds: members that are subtypes of another dropped, but not by
    a promotion (``float | int`` stays as it is): union_joins, as at a branch merge."""
    return joined_at_merge(make_union(items), prog)


def _as_instance(t: Type) -> Instance | None:
    if type(t) is Instance:
        return t
    if type(t) is TupleType:
        return Instance("builtins.tuple", (make_union([widen_literal(i) for i in t.items]) if t.items else ANY,))
    if type(t) is TypeType:
        return Instance("builtins.type")
    if type(t) is LiteralType:
        return Instance(t.fallback)
    return None


def _known(prog: Program, t: Type) -> bool:
    inst = _as_instance(t) if not isinstance(t, (CallableType, Overloaded)) else Instance("builtins.function")
    if inst is None:
        return False
    info = prog.class_by_name(inst.name)
    return info is not None and not info.unknown_base and not info.dynamic and not info.is_protocol and prog.typeddict_items(inst) is None


def _join_instances(prog: Program, a: Instance, b: Instance, depth: int) -> Type | None:
    if not (_known(prog, a) and _known(prog, b)):
        return None
    info = prog.class_by_name(a.name)
    assert info is not None
    for base in info.mro:
        if base.fullname == "builtins.object":
            return _OBJECT
        mapped_b = map_to_supertype(b, base.fullname, prog)
        if mapped_b is None:
            continue
        mapped_a = map_to_supertype(a, base.fullname, prog)
        if mapped_a is None:
            continue
        if mapped_a.args == mapped_b.args:
            return mapped_a
        params = prog.type_params(base.fullname)
        if len(params) != len(mapped_a.args) or len(params) != len(mapped_b.args):
            return _OBJECT
        args: list[Type] = []
        for param, x, y in zip(params, mapped_a.args, mapped_b.args):
            if x == y:
                args.append(x)
            elif param.variance == Variance.COVARIANT or (is_assignable(x, y, prog) and is_assignable(y, x, prog)):
                # (an invariant argument equal up to Any joins too: ``Pattern[Any]`` beside
                # ``Pattern[str]`` is ``Pattern[Any]``, as mypy's subtype test is lenient to Any)
                joined = _join(prog, x, y, depth + 1)
                if joined is None:
                    return None
                args.append(joined)
            else:
                return _OBJECT  # an invariant argument that differs (``list[int]``, ``list[str]``)
        return Instance(base.fullname, tuple(args))
    return _OBJECT
