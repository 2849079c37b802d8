"""``yield from``: the items it produces and the values sent through it, against the generator."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker import star_arguments
from hintloader.checker.calls import iterated_type
from hintloader.checker.shown_values import shown_value
from hintloader.typesystem.relations import is_assignable, map_to_supertype
from hintloader.typesystem.model import ANY, AnyType, Instance, NoneType, Type, has_any
from hintloader.typesystem.formatting import format_type

if TYPE_CHECKING:  # typing-only: the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker


def yield_from(ck: ExpressionChecker, node: ast.YieldFrom, want: Type | None) -> Type:
    """The value of ``yield from g`` (what g returns: a Generator's third argument). Each item
    of g must fit what this generator yields (``want``), and what this generator is declared to
    be sent (``Generator[Y, S, R]``'s S) must fit what g accepts, since it is passed on."""
    source = ck.infer(node.value)
    coroutine = map_to_supertype(source, "typing.Coroutine", ck.prog) if ck.ctx.awaitable_generator and type(source) is Instance else None
    if coroutine is not None and len(coroutine.args) == 3:
        return coroutine.args[2]  # a ``@types.coroutine`` generator awaits a coroutine it yields from (mypy)
    if not ck.ctx.lenient and not star_arguments.spliceable(ck, source):
        ck.error(node, "misc", f'"yield from" can\'t be applied to "{format_type(source)}"')
        return ANY
    if want is not None and type(source) is not AnyType:
        item = iterated_type(ck, source, node.value)
        if not has_any(item) and not has_any(want) and not is_assignable(item, want, ck.prog):
            shown = format_type(shown_value(ck, None, item, want))
            ck.error(node, "misc", f'Incompatible types in "yield from" (actual type "{shown}", expected type "{format_type(want)}")')
    inner = map_to_supertype(source, "typing.Generator", ck.prog) if type(source) is Instance else None
    if inner is None or len(inner.args) != 3:
        return ANY
    outer = ck.ctx.ret
    declared = map_to_supertype(outer, "typing.Generator", ck.prog) if type(outer) is Instance else None
    if declared is not None and len(declared.args) == 3:
        sent, accepted = declared.args[1], inner.args[1]
        # Generator[Y, None, R] is how most generators say "nothing is sent": not questioned.
        if type(sent) is not NoneType and not has_any(sent) and not has_any(accepted) \
                and not is_assignable(sent, accepted, ck.prog):
            ck.error(node, "misc", f'Incompatible send type in "yield from" (the generator is sent '
                                   f'"{format_type(sent)}", the one it delegates to accepts "{format_type(accepted)}")')
    return inner.args[2]
