"""``super().name`` where no class after the method's own in its MRO defines ``name`` (mypy's
``"name" undefined in superclass``): the lookup raises AttributeError when it runs."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.symbols import ClassInfo

if TYPE_CHECKING:  # the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker

__all__ = ["check_undefined"]


def check_undefined(ck: ExpressionChecker, owner: ClassInfo, node: ast.Attribute) -> bool:
    """Report ``super().name`` that nothing after ``owner`` defines; whether it was reported.
    Not where the MRO is not all known (an unknown base; ``__getattr__``, an unknown decorator
    or metaclass), nor in an unannotated def (mypy leaves its body unchecked)."""
    if ck.ctx.lenient or type(node.ctx) is not ast.Load or ck.quiet:
        return False
    name = node.attr
    rest = owner.mro[1:]
    if not rest or owner.unknown_base or owner.dynamic or any(c.unknown_base or c.dynamic for c in rest):
        return False
    prog = ck.prog
    for c in rest:
        if prog.class_body_symbol(c, name) is not None or prog.instance_attr_symbol(c, name) is not None:
            return False
        if c.is_stub and c.body.get("__getattr__"):
            return False
    ck.error(node, "misc", f'"{name}" undefined in superclass')
    return True
