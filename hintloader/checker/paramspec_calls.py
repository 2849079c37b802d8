"""Calls that forward a ParamSpec's components (typing spec, "The components of a ParamSpec"):
a callable ending in ``*args: P.args, **kwargs: P.kwargs`` of a P bound outside the call takes
its other parameters positionally first, then ``*args`` and ``**kwargs`` typed ``P.args`` and
``P.kwargs`` of that same P, and nothing else."""

from __future__ import annotations

import ast
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, TypeVar

from hintloader.checker.naming import CalleeName, naming
from hintloader.checker.star_arguments import Argument
from hintloader.typesystem.model import (
    ANY,
    NONE,
    POSITIONAL_KINDS,
    CallableType,
    Param,
    ParamKind,
    Type,
    TypeVarKind,
    TypeVarType,
    collect_type_vars,
    has_any,
    is_param_list,
    param_list,
    widen_literal,
)
from hintloader.typesystem.formatting import format_type
from hintloader.typesystem.paramlists import paramspec_tail
from hintloader.typesystem.relations import ClassHierarchy, is_assignable

if TYPE_CHECKING:  # the call checker passes itself and its arguments in
    from hintloader.checker.expressions import ExpressionChecker



A = TypeVar("A", bound=Argument)


def check_forwarding(ck: ExpressionChecker, t: CallableType, args: Sequence[A], node: ast.AST | None,
                     name: CalleeName | None, report: bool,
                     check_prefix: Callable[[CallableType, list[A]], Type]) -> Type | None:
    """The result of calling ``t`` when its ParamSpec is one the caller's scope binds (the call
    forwards ``*args, **kwargs``); None when ``t`` is no such callable, or when an argument is
    of a kind this cannot judge (then the ordinary rules apply)."""
    spec = paramspec_tail(t)
    if spec is None or spec in t.type_vars and _solvable(t, spec):
        return None
    parts = [_part(ck, a) for a in args]
    if any(a.kind in ("star", "dstar") and part is None for a, part in zip(args, parts)):
        return None  # *xs of another kind: not forwarding a ParamSpec here
    if not _bound_here(ck, spec) and (not any(parts) or any(part is not None and part[0] != spec for part in parts)):
        return None  # P is not the caller's: nothing says what it stands for
    prefix = t.params[:-2]
    positional = [p for p in prefix if p.kind in POSITIONAL_KINDS]
    first_star = next((i for i, a in enumerate(args) if a.kind == "star"), len(args))
    before = [a for a in args[:first_star] if a.kind == "pos"]
    problems: list[tuple[A, str, str]] = []  # (argument, code, message)
    where = naming("to", name)
    star_seen = dstar_seen = False
    for at, (a, part) in enumerate(zip(args, parts)):
        if a.kind == "star":
            if not star_seen and len(before) < len(positional):
                wanted = positional[len(before)].type
                problems.append((a, "arg-type", f'Argument {a.index}{where} has incompatible type "*{_shown(part)}"; expected "{format_type(wanted)}"'))
            elif star_seen or part != (spec, "args"):
                problems.append((a, "arg-type", f'Argument {a.index}{where} has incompatible type "*{_shown(part)}"; expected "{spec.name}.args"'))
            star_seen = True
        elif a.kind == "dstar":
            if dstar_seen or part != (spec, "kwargs"):
                problems.append((a, "arg-type", f'Argument {a.index}{where} has incompatible type "**{_shown(part)}"; expected "{spec.name}.kwargs"'))
            dstar_seen = True
        elif a.kind == "pos" and (at > first_star or before.index(a) >= len(positional)):
            problems.append((a, "arg-type", f'Argument {a.index}{where} has incompatible type "{format_type(widen_literal(_type(ck, a)))}"; expected "{spec.name}.args"'))
        elif a.kind == "kw":
            if any(p.name == a.name and p.kind != ParamKind.POSITIONAL_ONLY for p in prefix):
                problems.append((a, "misc", f'{name if name is not None else "Function"} gets multiple values for keyword argument "{a.name}"'))
            else:
                problems.append((a, "arg-type", f'Argument "{a.name}"{where} has incompatible type "{format_type(widen_literal(_type(ck, a)))}"; expected "{spec.name}.kwargs"'))
    given = [a for a in before if before.index(a) < len(positional)]
    result = check_prefix(replace(t, params=tuple(positional[:len(given)])), list(given))
    for a in args:
        if a.type is None and a.node is not None:
            a.type = ck.infer(a.node)
    if report and node is not None:
        if not star_seen or not dstar_seen:
            ck.error(node, "call-arg", f"Too few arguments{naming('for', name)}")
        for a, code, message in problems:
            ck.error(a.node or node, code, message)
    return result


def check_components_into(ck: ExpressionChecker, value: CallableType, passed: list[A], node: ast.AST,
                          name: CalleeName | None, check_prefix: Callable[[CallableType, list[A]], Type]) -> None:
    """``twice(f, *args, **kwargs)`` where twice's own P was solved to ``value`` and ``*args`` /
    ``**kwargs`` are the caller's ParamSpec components: they fill a list that ends in that same
    ParamSpec (its other parameters checked as forwarding is), and nothing more definite."""
    parts = [_part(ck, a) for a in passed]
    if any(a.kind in ("star", "dstar") and part is None for a, part in zip(passed, parts)):
        return  # *xs of another kind: its items are not known
    if paramspec_tail(value) is not None:
        check_forwarding(ck, value, passed, node, name, True, check_prefix)
        return
    if value.any_tail or has_any(value):
        return  # the caller's ParamSpec went in as unknown: any list may be meant
    where = naming("to", name)
    positional = [p for p in value.params if p.kind in POSITIONAL_KINDS]
    keywords = [p for p in value.params if p.kind in (ParamKind.POSITIONAL_OR_KEYWORD, ParamKind.KEYWORD_ONLY)]
    star = next((p for p in value.params if p.kind == ParamKind.VAR_POSITIONAL), None)
    kwstar = next((p for p in value.params if p.kind == ParamKind.VAR_KEYWORD), None)
    filled = 0
    for a, part in zip(passed, parts):
        if a.kind == "pos":
            filled += 1
        elif a.kind == "star" and part is not None:
            wanted = positional[filled].type if filled < len(positional) else star.type if star is not None else None
            if wanted is not None:
                ck.error(a.node or node, "arg-type", f'Argument {a.index}{where} has incompatible type "*{_shown(part)}"; expected "{format_type(wanted)}"')
        elif a.kind == "dstar" and part is not None:
            open_keywords = [p for p in keywords if p not in positional[:filled]]
            wanted = open_keywords[0].type if open_keywords else kwstar.type if kwstar is not None else None
            if wanted is not None:
                ck.error(a.node or node, "arg-type", f'Argument {a.index}{where} has incompatible type "**{_shown(part)}"; expected "{format_type(wanted)}"')


def _solvable(t: CallableType, spec: TypeVarType) -> bool:
    """Whether a call could solve P: the callable names it beyond its ``*args`` / ``**kwargs``
    (a def whose P is only there is nested in the function that binds it)."""
    found: list[TypeVarType] = []
    for p in t.params[:-2]:
        collect_type_vars(p.type, found)
    collect_type_vars(t.ret, found)
    return spec in found


def _bound_here(ck: ExpressionChecker, spec: TypeVarType) -> bool:
    """Whether the code making the call is generic in P (a function or class binding it): P is
    then one fixed, unknown parameter list that only its own components can fill."""
    scope = ck.ctx.scope
    return ck.ctx.kind == "function" and (spec in (scope.bound or ()) or spec in scope.type_vars.values())


def _part(ck: ExpressionChecker, a: Argument) -> tuple[TypeVarType, str] | None:
    """Which ParamSpec component the argument's name is (``*args`` of ``*args: P.args``)."""
    if type(a.node) is not ast.Name or a.node.id in ck.env or not ck.ctx.components:
        return None
    return ck.ctx.components.get(a.node.id)


def _shown(part: tuple[TypeVarType, str] | None) -> str:
    return f"{part[0].name}.{part[1]}" if part is not None else "Any"


def _type(ck: ExpressionChecker, a: Argument) -> Type:
    if a.type is None and a.node is not None:
        a.type = ck.infer(a.node)
    return a.type if a.type is not None else ANY


def common_list(found: list[Type], hierarchy: ClassHierarchy) -> Type:
    """The value of a ParamSpec that several callables were passed for (``f(x: Callable[P, R],
    y: Callable[P, R])``): a parameter list every one of them accepts calls of; the first one
    when there is none (the arguments' check then reports the callable that does not fit)."""
    values: list[CallableType] = []
    for f in found:
        if not is_param_list(f):
            return ANY if any(f != found[0] for f in found) else found[0]
        if f not in values:
            values.append(f)
    if len(values) == 1:
        return values[0]

    def accepts(taker: CallableType, calls_of: CallableType) -> bool:
        return bool(is_assignable(CallableType(taker.params, NONE), CallableType(calls_of.params, NONE), hierarchy))

    for candidate in values:
        if all(accepts(v, candidate) for v in values):
            return candidate
    merged = _positional_meet(values, hierarchy)
    return merged if merged is not None else values[0]


def _positional_meet(values: list[CallableType], hierarchy: ClassHierarchy) -> Type | None:
    """Lists of plain positional parameters, as many in each: positional-only parameters of the
    narrowest type at each place (``(x: int, y: str)`` and ``(y: int, x: str)``: ``(int, str, /)``)."""
    count = len(values[0].params)
    if any(len(v.params) != count or any(p.kind not in POSITIONAL_KINDS or p.has_default for p in v.params) for v in values):
        return None
    params: list[Param] = []
    for i in range(count):
        types = [v.params[i].type for v in values]
        narrowest = next((c for c in types if all(is_assignable(c, other, hierarchy) for other in types)), None)
        if narrowest is None:
            return None
        params.append(Param(None, narrowest, ParamKind.POSITIONAL_ONLY))
    return param_list(tuple(params))
