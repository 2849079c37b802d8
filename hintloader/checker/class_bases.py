"""What a class statement's bases may be: no ``Self``, no ``type`` alias or NewType, and type
variables only where their declared variance fits the base's parameters."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.annotations import TypeConverter
from hintloader.checker.symbols import ClassInfo, Symbol
from hintloader.checker.specialforms import mentions_form
from hintloader.typesystem.model import Instance, TypeVarKind, TypeVarType, Variance

if TYPE_CHECKING:  # called by the statement checker with itself
    from hintloader.checker.expressions import ExpressionChecker

def check_bases(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    conv = TypeConverter(ck.prog, info.scope, None)
    self_names = ck.prog.names_of_form(info.scope.module, "Self")
    for expr in node.bases:
        head = expr.value if isinstance(expr, ast.Subscript) else expr
        if self_names and mentions_form(expr, self_names, "Self"):
            ck.error(expr, "misc", "Self type is only allowed in annotations within class definition")
            continue
        sym = conv._symbol(head) if isinstance(head, (ast.Name, ast.Attribute)) else None
        if not isinstance(sym, Symbol):
            continue
        alias = ck.prog.alias_of(sym) if sym.kind == "var" else None
        if alias is not None and alias.kind in ("statement", "call"):
            ck.error(expr, "misc", 'Type alias defined using "type" statement not valid as base class')
        elif sym.kind == "class" and _made_by(ck, sym) == "NewType":
            ck.error(expr, "misc", 'Cannot subclass "NewType"')
    if not getattr(node, "type_params", None):  # PEP 695 parameters take the variance they need
        for base in info.bases:
            _check_variance(ck, base, node)


def _made_by(ck: ExpressionChecker, sym: Symbol) -> str | None:
    node = sym.nodes[0] if sym.nodes else None
    if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
        return ck.prog.maker(node.value, sym.scope, sym.fullname.rpartition(".")[2])
    return None


def _check_variance(ck: ExpressionChecker, base: Instance, where: ast.AST) -> None:
    """``class Sub(Base[T_co])`` where Base's parameter is invariant (or contravariant): Sub
    would claim a subtyping Base does not allow."""
    owner = ck.prog.class_by_name(base.name)
    if owner is None or len(owner.type_params) != len(base.args):
        return
    for param, arg in zip(owner.type_params, base.args):
        if not isinstance(arg, TypeVarType) or arg.kind != TypeVarKind.TYPEVAR or param.kind != TypeVarKind.TYPEVAR:
            continue
        if arg.variance != Variance.INVARIANT and param.variance != arg.variance:
            ck.error(where, "type-var", f'Variance of TypeVar "{arg.name}" incompatible with variance in parent type')
