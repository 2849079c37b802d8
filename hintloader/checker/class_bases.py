"""What a class statement's bases may be: no ``Self``, no ``type`` alias or NewType, and type
variables only where their declared variance fits the base's parameters."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker import generic_classes
from hintloader.checker.annotations import TypeConverter
from hintloader.checker.symbols import ClassInfo, Symbol
from hintloader.checker.specialforms import mentions_form
from hintloader.typesystem.model import CallableType, Instance, TupleType, Type, TypeType, TypeVarKind, TypeVarType, UnionType, Variance

if TYPE_CHECKING:  # called by the statement checker with itself
    from hintloader.checker.expressions import ExpressionChecker

def check_bases(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    conv = TypeConverter(ck.prog, info.scope, None)
    self_names = ck.prog.names_of_form(info.scope.module, "Self")
    for expr in node.bases:
        head = expr.value if type(expr) is ast.Subscript else expr
        if self_names and mentions_form(expr, self_names, "Self"):
            ck.error(expr, "misc", "Self type is only allowed in annotations within class definition")
            continue
        sym = conv._symbol(head) if isinstance(head, (ast.Name, ast.Attribute)) else None
        if not isinstance(sym, Symbol):
            continue
        if type(expr) is ast.Subscript and any(isinstance(arg, (ast.Dict, ast.Set)) for arg in _elements(expr.slice)):
            # ``class Sub(Base[{}])``: a display is no type (mypy: no base class either)
            base_info = ck.prog.class_of(sym) if sym.kind == "class" else None
            if base_info is not None and base_info.is_typeddict:
                ck.error(expr, "misc", "Invalid TypedDict type argument")
            ck.error(expr, "misc", "Type expected within [...]")
            ck.error(expr, "misc", f'Invalid base class "{ast.unparse(head)}"')
            continue
        alias = ck.prog.alias_of(sym) if sym.kind == "var" else None
        if alias is not None and alias.kind in ("statement", "call"):
            ck.error(expr, "misc", 'Type alias defined using "type" statement not valid as base class')
        elif sym.kind == "class" and _made_by(ck, sym) == "NewType":
            ck.error(expr, "misc", 'Cannot subclass "NewType"')
    generic_classes.check_class(ck, info, node)
    if not getattr(node, "type_params", None):  # PEP 695 parameters take the variance they need
        for base in info.bases:
            _check_variance(ck, base, node)


def _elements(node: ast.expr) -> list[ast.expr]:
    return node.elts if type(node) is ast.Tuple else [node]


def _made_by(ck: ExpressionChecker, sym: Symbol) -> str | None:
    node = sym.nodes[0] if sym.nodes else None
    if type(node) is ast.Assign and type(node.value) is ast.Call:
        return ck.prog.maker(node.value, sym.scope, sym.fullname.rpartition(".")[2])
    return None


def _check_variance(ck: ExpressionChecker, base: Instance, where: ast.AST) -> None:
    """``class Sub(Base[T_co])`` where Base's parameter is invariant (or contravariant): Sub
    would claim a subtyping Base does not allow. Nested arguments compose: in
    ``Contra[Co[T]]`` T stands in a contravariant place."""
    for name, declared, polarity in _positions(ck, base, 1):
        if declared != polarity:
            ck.error(where, "type-var", f'Variance of TypeVar "{name}" incompatible with variance in parent type')
            return


def _positions(ck: ExpressionChecker, t: Type, polarity: int) -> list[tuple[str, int, int]]:
    """Each type variable of declared variance in ``t`` (+1 covariant, -1 contravariant), with
    the polarity of its place (0: invariant)."""
    out: list[tuple[str, int, int]] = []
    if type(t) is TypeVarType:
        if t.kind == TypeVarKind.TYPEVAR and t.variance in (Variance.COVARIANT, Variance.CONTRAVARIANT):
            out.append((t.name, 1 if t.variance == Variance.COVARIANT else -1, polarity))
    elif type(t) is Instance:
        owner = ck.prog.class_by_name(t.name)
        params = owner.type_params if owner is not None else ()
        if len(params) != len(t.args):
            return out
        for i, (param, arg) in enumerate(zip(params, t.args)):
            if param.kind != TypeVarKind.TYPEVAR:
                continue
            variance = ck.prog.inferred_variance(t.name, i) if param.variance == Variance.INFERRED else param.variance
            sign = 1 if variance == Variance.COVARIANT else -1 if variance == Variance.CONTRAVARIANT else 0
            out.extend(_positions(ck, arg, polarity * sign))
    elif isinstance(t, (UnionType, TupleType)):
        for item in t.items:
            out.extend(_positions(ck, item, polarity))
    elif type(t) is CallableType:
        for p in t.params:
            out.extend(_positions(ck, p.type, -polarity))
        out.extend(_positions(ck, t.ret, polarity))
    elif type(t) is TypeType:
        out.extend(_positions(ck, t.item, polarity))
    return out
