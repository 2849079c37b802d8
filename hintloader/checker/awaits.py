"""What ``await``, ``async for`` and ``async with`` produce from the awaitable protocols."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.calls import try_call
from hintloader.checker.members import NEVER_MISSING
from hintloader.typesystem.relations import map_to_supertype
from hintloader.typesystem.model import (
    ANY,
    ERROR_ANY,
    AnyType,
    Instance,
    LiteralType,
    NoneType,
    Type,
    make_union,
    union_items,
    widen_literal,
)
from hintloader.typesystem.formatting import format_type

if TYPE_CHECKING:  # typing-only: the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker


def check_dropped(ck: ExpressionChecker, node: ast.Expr, t: Type) -> None:
    """An expression statement whose value is a coroutine: it is created and never run
    (``reveal_type(coro)`` only shows it)."""
    if ck.ctx.lenient or not (type(t) is Instance and t.name == "typing.Coroutine") or not ck.reports("unused-coroutine"):
        return
    if type(node.value) is ast.Call and type(node.value.func) is ast.Name and node.value.func.id == "reveal_type":
        return
    ck.error(node, "unused-coroutine", f'Value of type "{format_type(t)}" must be used')
    ck.reporter.note(node, "unused-coroutine", "Are you missing an await?")


def awaited(ck: ExpressionChecker, t: Type, node: ast.AST | None, where: str = '"await"') -> Type:
    """The result of ``await`` on a value of type ``t``; a value that certainly cannot be
    awaited is reported at ``node`` (mypy's wording, ``where`` naming the construct) when
    one is given."""
    if type(t) is AnyType:
        return ANY
    results: list[Type] = []
    plain = node is not None and _plain_generator_call(ck, node)
    for item in union_items(t):
        result = None if plain and _is_generator(ck, item) else _awaited_one(ck, item)
        if result is None:
            if node is not None and item is t and ck._certain(t):
                ck.error(node, "misc", f'Incompatible types in {where} (actual type "{format_type(widen_literal(t))}", '
                                       'expected type "Awaitable[Any]")')
                return ERROR_ANY
            return ANY  # a union with an unknown member: stay gradual
        results.append(result)
    return make_union(results)


def _is_generator(ck: ExpressionChecker, t: Type) -> bool:
    return type(t) is Instance and map_to_supertype(t, "typing.Generator", ck.prog) is not None


def _plain_generator_call(ck: ExpressionChecker, node: ast.AST) -> bool:
    """``await g()`` where ``g`` names a function without decorators: its generator was not
    made awaitable by ``@types.coroutine`` (mypy types such a call ``AwaitableGenerator``, a
    plain one ``Generator``, which has no ``__await__``)."""
    if type(node) is not ast.Await or type(node.value) is not ast.Call:
        return False
    sym = ck.symbol_of(node.value.func)
    if sym is None or sym.kind != "func" or not sym.nodes:
        return False
    return all(isinstance(d, (ast.FunctionDef, ast.AsyncFunctionDef)) and not d.decorator_list for d in sym.nodes)


def _awaited_one(ck: ExpressionChecker, t: Type) -> Type | None:
    if type(t) is LiteralType:
        t = Instance(t.fallback)
    if not isinstance(t, (Instance, NoneType)):
        return ANY  # callables, type objects, type variables: not modelled, stay gradual
    if type(t) is Instance:
        mapped = map_to_supertype(t, "typing.Awaitable", ck.prog)
        if mapped is not None and mapped.args:
            return mapped.args[0]
        if map_to_supertype(t, "typing.Generator", ck.prog) is not None:
            return ANY  # a @types.coroutine generator may be awaited
    method = ck._member_of(t, "__await__")
    if method is NEVER_MISSING:
        return None
    # A user __await__ returns a Generator[Any, Any, R]: R is the result.
    gen = try_call(ck, method, [])
    if type(gen) is Instance:
        mapped = map_to_supertype(gen, "typing.Generator", ck.prog)
        if mapped is not None and len(mapped.args) == 3:
            return mapped.args[2]
    return ANY


def async_item(ck: ExpressionChecker, t: Type, node: ast.expr | None = None) -> Type:
    """The item type of ``async for`` over ``t``: its ``AsyncIterable`` argument, else what
    awaiting ``__aiter__().__anext__()`` gives (a class with its own ``__aiter__``), else Any.
    A known value without ``__aiter__`` is reported at ``node`` (mypy's wording)."""
    items: list[Type] = []
    members = union_items(t)
    for i in members:
        if type(i) is LiteralType:
            i = widen_literal(i)
        if type(i) is NoneType or (type(i) is Instance and ck._member_of(i, "__aiter__") is NEVER_MISSING
                                       and ck._certain(i)):
            if node is not None:
                _not_async_iterable(ck, node, i, t if len(members) > 1 else None)
            items.append(ERROR_ANY)
            continue
        if type(i) is not Instance:
            return ANY
        mapped = map_to_supertype(i, "typing.AsyncIterable", ck.prog)
        if mapped is not None and mapped.args:
            items.append(mapped.args[0])
            continue
        item = _by_protocol(ck, i)
        if item is None:
            return ANY
        items.append(item)
    return make_union(items)


def _not_async_iterable(ck: ExpressionChecker, node: ast.expr, item: Type, union: Type | None) -> None:
    from hintloader.checker.members import own_names
    from hintloader.checker.suggestions import close_names, either

    if union is not None:
        ck.error(node, "union-attr", f'Item "{format_type(item)}" of "{format_type(union)}" has no attribute '
                                     '"__aiter__" (not async iterable)')
        return
    close = close_names("__aiter__", own_names(ck, item)) if type(item) is Instance else []
    if close == ["__iter__"]:
        close = []  # an iterable's own __iter__ alone would be a misleading hint (mypy)
    maybe = f"; maybe {either(close)}?" if close else ""
    ck.error(node, "attr-defined", f'"{format_type(item)}" has no attribute "__aiter__"{maybe} (not async iterable)')


def _by_protocol(ck: ExpressionChecker, t: Instance) -> Type | None:
    aiter = ck._member_of(t, "__aiter__")
    if aiter is NEVER_MISSING:
        return None
    iterator = try_call(ck, aiter, [])
    if type(iterator) is not Instance:
        return None
    mapped = map_to_supertype(iterator, "typing.AsyncIterator", ck.prog)
    if mapped is not None and mapped.args:
        return mapped.args[0]
    anext = ck._member_of(iterator, "__anext__")
    if anext is NEVER_MISSING:
        return None
    step = try_call(ck, anext, [])
    return None if step is None else awaited(ck, step, None)


def entered(ck: ExpressionChecker, cm: Instance, node: ast.expr | None = None) -> Type:
    """What ``async with cm as x`` binds: the awaited result of ``cm.__aenter__()``; a
    result that cannot be awaited is reported at ``node`` when one is given."""
    aenter = ck._member_of(cm, "__aenter__")
    if aenter is NEVER_MISSING:
        return ANY
    r = try_call(ck, aenter, [])
    return ANY if r is None else awaited(ck, r, node, '"async with" for "__aenter__"')
