"""User-defined type guards: what a ``TypeGuard`` / ``TypeIs`` function's definition must say,
and the type a call of one narrows its first argument to (typing spec, "Type narrowing")."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.typesystem.model import (
    POSITIONAL_KINDS,
    AnyType,
    CallableType,
    Instance,
    Overloaded,
    ParamKind,
    Type,
    TypeVarType,
    has_any,
    has_type_vars,
    make_union,
    union_items,
)
from hintloader.typesystem.formatting import format_type
from hintloader.typesystem.relations import is_assignable

if TYPE_CHECKING:  # typing-only: the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker



def check_definition(ck: ExpressionChecker, node: ast.FunctionDef | ast.AsyncFunctionDef, sig: CallableType,
                     binds_first: bool) -> None:
    """A type guard function needs a positional parameter to narrow (after ``self`` / ``cls``
    when ``binds_first``: an instance or class method), and what ``TypeIs[X]`` narrows to must
    be consistent with that parameter's type (mypy's codes and wording)."""
    if sig.guard is None or node.returns is None:
        return
    positional = [p for p in sig.params if p.kind in POSITIONAL_KINDS]
    if binds_first and positional:
        positional = positional[1:]
    form = '"TypeIs"' if sig.is_type_is else "TypeGuard"
    if not positional:
        ck.error(node, "valid-type", f"{form} functions must have a positional argument")
        return
    given = positional[0].type
    if sig.is_type_is and not has_any(given) and not is_assignable(sig.guard, given, ck.prog):
        ck.error(node.returns, "narrowed-type-not-subtype",
                 f'Narrowed type "{format_type(sig.guard)}" is not a subtype of input type "{format_type(given)}"')


def solved_guard(ck: ExpressionChecker, callee: CallableType, arg_types: list[Type] | None) -> Type:
    """The guard of a generic type guard function, its type variables solved from the call's
    positional arguments (``TypeGuard[tuple[T, T]]`` called with a ``tuple[str, ...]``);
    ``Any`` for a variable the call leaves open."""
    guard = callee.guard
    assert guard is not None
    if not callee.type_vars or not has_type_vars(guard):
        return guard
    if arg_types is not None:
        as_result = CallableType(callee.params, guard, callee.name, callee.ellipsis, callee.type_vars)
        solved = ck.prog.call_quietly(as_result, arg_types)
        if solved is not None and not _own_vars_left(solved, callee.type_vars):
            return solved
    return AnyType()


def _own_vars_left(t: Type, own: tuple[TypeVarType, ...]) -> bool:
    found: list[TypeVarType] = []
    from hintloader.typesystem.model import collect_type_vars

    collect_type_vars(t, found)
    return any(tv in own for tv in found)


def narrowed_by_type_is(ck: ExpressionChecker, current: Type, guard: Type) -> tuple[Type, Type]:
    """Where ``TypeIs[X]`` holds the value is what it shares with ``X``: the members of its type
    that are ``X``s, or ``X`` where a member is wider; where it fails, the members that are not
    certainly ``X``s. An unknown value is ``X`` in the positive branch and stays unknown in the
    negative one."""
    yes: list[Type] = []
    no: list[Type] = []
    for item in union_items(current):
        if type(item) is AnyType:
            yes.append(guard)
            no.append(item)
        elif is_assignable(item, guard, ck.prog) and not _callable_as_function(item, guard):
            yes.append(item)
        else:
            if is_assignable(guard, item, ck.prog):
                yes.append(guard)
            no.append(item)
    # Members unrelated to X may still meet it in a subclass of both, which cannot be written
    # here: X alone stands for that when nothing else is left.
    return make_union(yes) if yes else guard, make_union(no)


def _callable_as_function(item: Type, guard: Type) -> bool:
    """A callable type is no ``types.FunctionType`` for a TypeIs (mypy: its class is
    ``builtins.function``): ``inspect.isfunction(f)`` failing leaves it, as it may be any
    other callable object."""
    return isinstance(item, (CallableType, Overloaded)) and type(guard) is Instance and guard.name == "types.FunctionType"
