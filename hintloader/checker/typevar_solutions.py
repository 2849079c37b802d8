"""Solving a type variable where the lower bounds of a call alone do not settle it: the upper
bounds callables give, the constraints it must pick from."""

from __future__ import annotations

from collections.abc import Sequence

from typing import TYPE_CHECKING

from hintloader.checker.joins import join_items
from hintloader.typesystem.model import ANY, CallableType, collect_type_vars, Instance, NoneType, Type, TypeVarType, UnionType, Variance, has_any, has_literal, has_type_vars, make_union, union_items, widen_literal
from hintloader.typesystem.relations import ClassHierarchy, is_assignable, is_same_type, is_subtype, map_to_supertype

if TYPE_CHECKING:
    from hintloader.checker.program import Program


def lowest_upper_bound(tv: TypeVarType, uppers: Sequence[Type], prog: ClassHierarchy,
                       call_vars: Sequence[TypeVarType] | None = None) -> Type:
    """``def f(cb: Callable[[T], None]) -> T`` given ``(int) -> None``: T is int, the bound that
    every other bound contains (mypy solves from upper bounds when no lower one exists). Any
    when there is none, the bounds disagree, or the variable is constrained or bounded apart.

    With ``call_vars`` (a call's own variables), a bound may name other type variables (an
    enclosing class's or function's: ``(x: U | K) -> bool`` makes T ``U | K``, as mypy and
    pyright solve it), and one that the variable's bound is not within is still the solution,
    for the caller to report (mypy's type-var)."""
    if not uppers or tv.values:
        return ANY
    for candidate in uppers:
        if has_any(candidate) or has_type_vars(candidate) and call_vars is None:
            continue
        if not all(is_subtype(candidate, other, prog) for other in uppers):
            continue
        if tv.bound is not None and (has_type_vars(tv.bound) or not is_assignable(candidate, tv.bound, prog)):
            if call_vars is None or has_type_vars(tv.bound):
                return ANY
            # Their meet: the bound where it is within the candidate (``(x: object) -> bool``
            # for a T bound to int is an int, as mypy solves it)
            return tv.bound if is_subtype(tv.bound, candidate, prog) else candidate
        return candidate
    return ANY


def constraint_conflict(tv: TypeVarType, found: Sequence[Type], prog: Program) -> Type | None:
    """``concat(s, b)`` for ``AnyStr = TypeVar("AnyStr", str, bytes)``: each argument fits one
    constraint, but no constraint takes them all; so for one ``str | bytes`` argument (a union
    is not split against a constraint: typing spec, "constrained type variables"). The join of
    the arguments, which mypy names in its error; None when one constraint fits or an argument
    is unknown or generic (an argument that fits no constraint is reported on its own)."""
    items = _known_values(tv, found)
    if items is None:
        return None
    members = [m for i in items for m in union_items(i)]
    if not all(any(is_assignable(m, v, prog) for v in tv.values) for m in members):
        return None
    if any(all(is_assignable(i, v, prog) for i in items) for v in tv.values):
        return None
    return _joined(items, prog)


def unfit_value(tv: TypeVarType, found: Sequence[Type], prog: Program) -> Type | None:
    """``g(floats)`` for ``def g(x: Iterable[T])`` with ``T = TypeVar("T", int, str)``: no
    value fits any constraint; the join of the values, which mypy names. None where a value is
    unknown or generic, or one fits a constraint (constraint_conflict's case)."""
    items = _known_values(tv, found)
    if items is None or any(is_assignable(m, v, prog) for i in items for m in union_items(i) for v in tv.values):
        return None
    return _joined(items, prog)


def _known_values(tv: TypeVarType, found: Sequence[Type]) -> list[Type] | None:
    """The values found for a constrained ``tv``, literals widened; None when it is not
    constrained, nothing was found, or a value is unknown or generic."""
    items = [widen_literal(f) for f in found]
    if not tv.values or not items or any(has_any(i) or has_type_vars(i) for i in items):
        return None
    return items


def _joined(items: list[Type], prog: Program) -> Type:
    """The join of the values, which mypy names in its error."""
    return join_items(prog, list(dict.fromkeys(items))) or make_union(items)


def invariant_conflict(t: CallableType, checks: Sequence[tuple[Type | None, Type]], prog: Program,
                       lowers: dict[TypeVarType, list[Type]] | None = None) -> TypeVarType | None:
    """``takes_two(xs, ys)`` for ``def takes_two(x: list[T], y: list[T])`` with a ``list[int]``
    and a ``list[str]``: where T is an invariant type argument, the argument's own type
    argument is T's only value, and two different ones leave no value for T (mypy: "Cannot infer
    value of type parameter"); so does a lower bound of T from another argument (``lowers``)
    that the only value does not take (``f(1, names)`` for ``def f(a: T, b: list[T])``).
    Only arguments whose types are known, without Any, literals or type variables, count."""
    exact: dict[TypeVarType, list[Type]] = {}
    spoilt: set[TypeVarType] = set()
    for actual, formal in checks:
        _collect_exact(formal, actual, t.type_vars, prog, exact, spoilt)
    for tv, values in exact.items():
        if tv in spoilt:
            continue
        if any(not is_same_type(values[0], v, prog) for v in values[1:]):
            return tv
        # (a display's items kept apart for solving are a union that mypy would have joined)
        others = [widen_literal(b) for b in (lowers or {}).get(tv, ())] if type(values[0]) is not UnionType else []
        if any(not (has_any(b) or has_type_vars(b)) and not is_subtype(b, values[0], prog) for b in others):
            return tv
    return None


def _collect_exact(formal: Type, actual: Type | None, type_vars: Sequence[TypeVarType], prog: Program,
                   exact: dict[TypeVarType, list[Type]], spoilt: set[TypeVarType], depth: int = 0) -> None:
    """The only values ``actual`` leaves the type variables that stand in invariant positions of
    ``formal`` (``list[T]``, and ``list[Node[T]]`` through an invariant ``Node``); an Optional
    formal is its other member (``children: list[Node[T]] | None``)."""
    if type(formal) is UnionType:
        rest = [i for i in formal.items if type(i) is not NoneType]
        if len(rest) != 1:
            return
        formal = rest[0]
    if depth > 5 or type(formal) is not Instance or not formal.args or type(actual) is not Instance:
        return
    info = prog.class_by_name(formal.name)
    mapped = map_to_supertype(actual, formal.name, prog)
    if info is None or mapped is None or len(mapped.args) != len(formal.args) or len(info.type_params) != len(formal.args):
        return
    for declared, f_arg, a_arg in zip(info.type_params, formal.args, mapped.args):
        if declared.variance != Variance.INVARIANT:
            continue
        if type(f_arg) is Instance and f_arg.args and type(a_arg) is Instance and a_arg.name == f_arg.name:
            _collect_exact(f_arg, a_arg, type_vars, prog, exact, spoilt, depth + 1)
            continue
        if type(f_arg) is not TypeVarType or f_arg not in type_vars:
            continue
        if has_any(a_arg) or has_type_vars(a_arg) or has_literal(a_arg):
            spoilt.add(f_arg)
        exact.setdefault(f_arg, []).append(a_arg)


def bounds_conflict(uppers: dict[TypeVarType, list[Type]], solution: dict[TypeVarType, Type], lowered: set[TypeVarType],
                    prog: Program) -> list[TypeVarType]:
    """The variables whose value, solved from lower bounds (``lowered``), does not fit an upper
    bound a generic class's contravariant position gave (``Sink[T]`` given a sink of ints, and
    ``"a"`` for ``T``). Only fully known values and bounds count."""
    out: list[TypeVarType] = []
    for tv, bounds in uppers.items():
        value = solution.get(tv)
        if tv not in lowered or value is None or has_any(value) or has_type_vars(value):
            continue
        if any(not (has_any(b) or has_type_vars(b)) and not is_subtype(value, b, prog) for b in bounds):
            out.append(tv)
    return out
