"""Writing an attribute a function object does not have (mypy's ``attr-defined``).

``handler.tag = 1`` where ``handler`` is a def or a ``Callable[...]`` value: a function's type
has the attributes of ``builtins.function`` only (``__name__``, ``__doc__``, ...), so mypy
reports ``"Callable[[], None]" has no attribute "tag"``. Unannotated bodies are not checked
(mypy checks none), and a ``try`` that catches AttributeError quiets it as it quiets reads."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.typesystem.model import CallableType, Instance, Overloaded, Type
from hintloader.typesystem.formatting import format_type

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker

__all__ = ["check_function_write"]


def check_function_write(ck: ExpressionChecker, target: ast.Attribute, receiver: Type, shown: Type | None = None) -> None:
    """Report ``target`` (an attribute of a callable ``receiver``) when functions lack it;
    ``shown``: the receiver as the message names it (a type variable bound to a callable)."""
    if not isinstance(receiver, (CallableType, Overloaded)) or ck.ctx.lenient or ck.quiet or ck.quiet_names:
        return
    from hintloader.checker.members import NEVER_MISSING  # members imports the write rules

    if ck._member_of(Instance("builtins.function"), target.attr) is not NEVER_MISSING:
        return
    ck.error(target, "attr-defined", f'"{format_type(shown or receiver)}" has no attribute "{target.attr}"')
