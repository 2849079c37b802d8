"""Binding an attribute that a class defines as a method (mypy's ``method-assign``).

``self.handler = value`` or ``obj.run = fake`` where the class (or a base) defines ``def
handler(self, ...)``: mypy reports "Cannot assign to a method" and checks the value against the
method as read there (bound, or the class's unbound def), a stub's methods and dunders too
(``cls.__repr__ = ...``). Properties, class and static methods and decorated defs are other
rules (a decorator may make anything of the def); unannotated functions are not checked, as mypy checks no unannotated body.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.astutil import SIGNATURE_KEEPING_DECORATORS
from hintloader.checker.classes import decorator_name
from hintloader.checker.shown_values import shown_value
from hintloader.typesystem.model import AnyType, CallableType, Instance, Overloaded, ParamKind, Type, TypeType, TypeVarKind, TypeVarType
from hintloader.typesystem.formatting import format_signature, format_type
from hintloader.typesystem.relations import is_assignable
from hintloader.typesystem.structural import positional_only

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker

def check_method_assign(ck: ExpressionChecker, target: ast.Attribute, receiver: Type | None, value: Type,
                        value_node: ast.AST) -> None:
    if ck.ctx.lenient or ck.quiet or receiver is None:
        return
    item = receiver.item if type(receiver) is TypeType else receiver
    if type(item) is TypeVarType and item.kind == TypeVarKind.TYPEVAR and not item.values:
        item = item.bound if item.bound is not None else Instance("builtins.object")  # ``cls: type[T]``
    if type(item) is not Instance:
        return
    if item.name == "builtins.type" and target.attr == "__init__":
        # Some class's ``__init__`` set through a bare ``type`` (or a variable bound to
        # ``Type``): mypy has no method there (``Type`` is ``type[Any]``; on ``type`` it words
        # the write as unsound access, misc), only ``type``'s other methods are.
        return
    info = ck.prog.class_by_name(item.name)
    found = ck.prog.find_member(info, target.attr) if info is not None else None
    if found is None or found[0].kind != "func":
        return
    sym, owner = found
    nodes = [n for n in sym.nodes if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
    if not nodes or len(nodes) != len(sym.nodes) or owner.dynamic or (info is not None and info.dynamic):
        return
    overloaded = any(decorator_name(d) == "overload" for n in nodes for d in n.decorator_list)
    items = [n for n in nodes if any(decorator_name(d) == "overload" for d in n.decorator_list)] if overloaded else nodes
    if any(decorator_name(d) not in SIGNATURE_KEEPING_DECORATORS for n in items for d in n.decorator_list):
        return
    ck.error(target, "method-assign", "Cannot assign to a method")
    # What the value must be is the method as read through the receiver: bound to an instance,
    # the unbound def on the class object (``self`` typed by the class), a stub's too.
    # (through ``type[T]``, the def of T's bound)
    bound = ck.member(TypeType(item) if type(receiver) is TypeType else receiver, target.attr, None, report=False)
    if not isinstance(bound, (CallableType, Overloaded)) or type(value) is AnyType:
        return
    if is_assignable(value, bound, ck.prog):
        return
    shown_value_type = shown_value(ck, value_node, value, bound)
    shown, expected = format_type(shown_value_type), format_type(bound)
    if type(shown_value_type) is CallableType and type(bound) is CallableType and _fits_but_for_names(ck, shown_value_type, bound):
        # mypy's format_type_distinctly: the names may be why it does not fit, so both are defs
        shown, expected = format_signature(shown_value_type, shown_value_type.name or ""), format_signature(bound, bound.name or "")
    ck.error(value_node, "assignment", f'Incompatible types in assignment (expression has type "{shown}", variable has type "{expected}")')


def _fits_but_for_names(ck: ExpressionChecker, value: CallableType, expected: CallableType) -> bool:
    """Whether ``value`` fits ``expected`` once its positional parameters may not be passed by
    name (mypy's ignore_pos_arg_names), while it has named ones."""
    if not any(p.name and p.kind == ParamKind.POSITIONAL_OR_KEYWORD for p in expected.params):
        return False
    return bool(is_assignable(value, positional_only(expected), ck.prog))