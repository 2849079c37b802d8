"""An attribute read through the class object that only ``self.name = ...`` in a method defines
(mypy's ``Cannot access instance-only attribute`` / ``Cannot access final instance attribute``):
the class has no such attribute until an instance sets it, and then only the instance has it."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.guards import is_final_annotation
from hintloader.typesystem.model import Instance, TypeType, TypeVarType

if TYPE_CHECKING:  # the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker

__all__ = ["check_class_read"]


def check_class_read(ck: ExpressionChecker, base: TypeType, name: str, node: ast.AST) -> None:
    """``C.name`` (or ``cls.name``) read, where methods alone bind ``name`` through self:
    reported, unless a base's class body binds the name (mypy's rule), or the class's line of
    bases or its metaclass are not all known (or the metaclass has the name). A final one
    declared through self is reported whatever its bases."""
    if ck.quiet or ck.ctx.lenient or type(node) is not ast.Attribute or type(node.ctx) is not ast.Load:
        return
    item = base.item.bound if type(base.item) is TypeVarType else base.item
    if type(item) is not Instance or name.startswith("__") and name.endswith("__"):
        return
    prog = ck.prog
    info = prog.class_by_name(item.name)
    if info is None or any(c.unknown_base or c.dynamic for c in info.mro):
        return
    found = prog.find_member(info, name)
    if found is None:
        return
    sym, owner = found
    if sym.kind != "var" or not sym.nodes or owner.node is None or prog.class_body_symbol(owner, name) is not None:
        return
    if not all(isinstance(n, (ast.Assign, ast.AnnAssign, ast.AugAssign)) for n in sym.nodes):
        return  # (a for or with target, a walrus...: left alone)
    meta = prog.metaclass(info.fullname)
    meta_info = prog.class_by_name(meta.name) if meta is not None else None
    if meta_info is not None and (meta_info.unknown_base or prog.find_member(meta_info, name) is not None
                                  or prog.find_member(meta_info, "__getattr__") is not None):
        return
    if any(type(n) is ast.AnnAssign and is_final_annotation(n.annotation) for n in sym.nodes):
        ck.error(node, "misc", f'Cannot access final instance attribute "{name}" on class object')
        return
    if any(prog.class_body_symbol(c, name) is not None for c in info.mro[1:]):
        return  # a base's class body binds it: the class has that one (mypy)
    ck.error(node, "misc", f'Cannot access instance-only attribute "{name}" on class object')
