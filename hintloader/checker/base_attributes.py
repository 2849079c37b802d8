"""A class-body assignment against the type a base class declares for the name (mypy's
``base class "A" defined the type as ...``)."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.shown_values import shown_value
from hintloader.checker.symbols import ClassInfo
from hintloader.typesystem.model import NONE, Instance, Type, format_type, has_any, has_type_vars, widen_literal
from hintloader.typesystem.relations import is_assignable

if TYPE_CHECKING:  # the statement checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker

__all__ = ["check_base_attribute"]


def check_base_attribute(ck: ExpressionChecker, target: ast.Name, value_node: ast.expr, value: Type) -> None:
    """``name = value`` in a class body: the nearest base that binds ``name`` in its own body
    decides; when it declares a type (an annotation or a type comment), the value must fit it.
    Private and dunder names, methods and undeclared base attributes are left alone."""
    info = ck.ctx.scope.cls
    name = target.id
    if info is None or name.startswith("__") or info.is_enum or info.is_typeddict or info.is_namedtuple:
        return
    for base in info.mro[1:]:
        sym = ck.prog.class_body_symbol(base, name)
        if sym is None:
            continue
        if sym.kind != "var":
            return
        if any(isinstance(n, ast.AnnAssign) or (isinstance(n, ast.Assign) and n.type_comment) for n in sym.nodes):
            declared = ck.prog.declared_type(sym)
        else:
            declared = _constant_binding(ck, base, name, sym.nodes)
        if declared is None or has_any(declared) or has_type_vars(declared) or has_any(value):
            return
        if is_assignable(value, declared, ck.prog):
            return
        value = ck.infer_again(value_node, declared)  # a display takes the declared type as context
        if has_any(value) or is_assignable(value, declared, ck.prog):
            return
        shown = format_type(shown_value(ck, value_node, widen_literal(value), declared))
        owner = base.fullname.rpartition(".")[2]
        ck.error(value_node, "assignment", f'Incompatible types in assignment (expression has type "{shown}", '
                                           f'base class "{owner}" defined the type as "{format_type(declared)}")')
        return


# The classes of the constants whose binding types an unannotated class attribute.
_CONSTANT_CLASSES = {bool: "builtins.bool", int: "builtins.int", float: "builtins.float", str: "builtins.str",
                     bytes: "builtins.bytes", complex: "builtins.complex"}


def _constant_binding(ck: ExpressionChecker, base: ClassInfo, name: str, nodes: list[ast.stmt]) -> Type | None:
    """An unannotated ``name = <constant>`` that is the base's only binding of the name (none
    in its methods either): mypy types the attribute by it, ``None`` by None, ``1`` as int."""
    if len(nodes) != 1 or base.is_stub or ck.prog.instance_attr_symbol(base, name) is not None:
        return None
    node = nodes[0]
    if not (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
            and isinstance(node.value, ast.Constant)):
        return None
    value = node.value.value
    if value is None:
        return NONE
    cls = _CONSTANT_CLASSES.get(type(value))
    return Instance(cls) if cls is not None else None
