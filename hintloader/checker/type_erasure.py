"""Generic instance variables read or written through the class object (``Node.label``,
``Node[int].label = 1``): at run time the class is one object for every type argument, so
the type of such an attribute there is ambiguous (typing spec, "Instantiating generic classes
and type erasure"; mypy's rule and wording)."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.typesystem.model import Instance, Type, TypeType, TypeVarType, collect_type_vars

if TYPE_CHECKING:  # the expression checker calls in with itself
    from hintloader.checker.expressions import ExpressionChecker


def check_class_access(ck: ExpressionChecker, receiver: Type, name: str, node: ast.AST) -> None:
    if ck.quiet or type(receiver) is not TypeType or type(receiver.item) is not Instance:
        return
    if not _names_the_class(ck, node):
        return  # a ``type[C[int]]`` value (``cls``, ``self.kind``) says its arguments (mypy)
    info = ck.prog.class_by_name(receiver.item.name)
    if info is None or not any(c.type_params for c in info.mro):
        return
    found = ck.prog.find_member(info, name)
    if found is None:
        return
    sym, owner = found
    if sym.kind != "var" or not owner.type_params or owner.is_enum or owner.is_typeddict or owner.is_namedtuple:
        return
    declared = ck.prog.declared_type(sym)  # also sets sym.is_classvar
    if declared is None or sym.is_classvar:
        return
    used: list[TypeVarType] = []
    collect_type_vars(declared, used)
    if any(tv in owner.type_params for tv in used):
        ck.error(node, "misc", "Access to generic instance variables via class is ambiguous")


def _names_the_class(ck: ExpressionChecker, node: ast.AST) -> bool:
    """Whether the attribute is read through the class itself (``Node.label``,
    ``Node[int].label``), not through a value whose type is a ``type[...]``."""
    if type(node) is not ast.Attribute:
        return True
    head = node.value.value if type(node.value) is ast.Subscript else node.value
    if not isinstance(head, (ast.Name, ast.Attribute)):
        return False
    sym = ck.symbol_of(head)
    return sym is not None and sym.kind == "class"
