"""Calling a value of a union type: each member is called with the arguments, as mypy does."""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from hintloader.checker.naming import CalleeName
from hintloader.typesystem.model import ANY, ERROR_ANY, CallableType, Instance, NoneType, Overloaded, Type, TypeType, UnionType, make_union, union_items

if TYPE_CHECKING:  # the call checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker


def call_union(ck: ExpressionChecker, callee: UnionType, node: ast.AST, call_member: Callable[[Type], Type],
               fit_member: Callable[[Type], Type | None]) -> Type:
    """The result of calling ``callee``: the union of what each member returns. A function
    or overloaded member, or a class object, is called as if alone (``call_member``: its
    arity and argument findings are reported, so ``fail(error, n)`` for a ``Callable[[E],
    Any] | Callable[[E, int], Any]`` is "Too many arguments", ``inner(t, t)`` for a
    ``type[Text | TextElement]`` Text's own); other members (instances) give their result
    only when the arguments fit (``fit_member``), else Any. A None member is
    an error of its own."""
    if any(type(item) is NoneType for item in callee.items):
        if not ck.quiet:
            ck.error(node, "misc", '"None" not callable')
        return ERROR_ANY
    results: list[Type] = []
    for item in callee.items:
        if (isinstance(item, (CallableType, Overloaded)) or (type(item) is TypeType and type(item.item) is Instance)) \
                and not ck.ctx.lenient:
            results.append(call_member(item))
        else:
            fitted = fit_member(item)
            results.append(fitted if fitted is not None else ANY)
    return make_union(results)


def member_name(ck: ExpressionChecker, func: ast.expr | None, item: Type, plain: CalleeName | None,
                method_name: Callable[[Type, str, CalleeName | None], CalleeName | None]) -> CalleeName | None:
    """How messages name the member ``item`` of a union callee: a method after the receiver
    member it comes from (``"read" of "IO"`` for ``file.read`` on a ``BinaryIO | TextIO``)."""
    if type(func) is not ast.Attribute or plain is None:
        return plain
    ck.quiet += 1  # the receiver was inferred (and reported) before
    try:
        for receiver in union_items(ck.infer(func.value)):
            if ck.member(receiver, func.attr, None, report=False) == item:
                return method_name(receiver, func.attr, plain)
    finally:
        ck.quiet -= 1
    return plain


def shared_method_name(receiver: UnionType, name_on: Callable[[Type], CalleeName | None]) -> CalleeName | None:
    """How messages name a method looked up on each member of a union receiver: after the
    class that defines it when every member finds it in the same class (``"on_connect" of
    "PubSub"`` on a ``PubSub | ClusterPubSub``); None otherwise (the plain name stays)."""
    names = {replace(found, receiver="") if found is not None else None for found in map(name_on, receiver.items)}
    shared = names.pop() if len(names) == 1 else None
    return shared if shared is not None and shared.owner else None
