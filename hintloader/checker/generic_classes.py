"""The type parameters of a class statement: what ``Generic[...]`` and ``Protocol[...]`` may list,
how many TypeVarTuples, the order of PEP 696 defaults, a generic metaclass, and bases that
reach one ancestor with different type arguments (typing spec, "Generics")."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.annotations import TypeConverter
from hintloader.checker.symbols import ClassInfo
from hintloader.checker.type_params import check_defaults_order
from hintloader.typesystem.model import (
    AnyType,
    Instance,
    TypeVarKind,
    TypeVarType,
    collect_type_vars,
    has_any,
    has_type_vars,
)
from hintloader.typesystem.formatting import format_type
from hintloader.typesystem.relations import is_same_type, map_to_supertype

if TYPE_CHECKING:  # the class checker calls in with itself
    from hintloader.checker.expressions import ExpressionChecker


def check_class(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    conv = TypeConverter(ck.prog, info.scope, None)
    pep695 = bool(getattr(node, "type_params", None))
    listed: list[TypeVarType] | None = None
    others: list[TypeVarType] = []
    for expr in node.bases:
        head = expr.value if type(expr) is ast.Subscript else expr
        form = conv.form(head)
        if form in ("Generic", "Protocol") and type(expr) is ast.Subscript:
            if pep695:
                message = "Generic[...] base class is redundant" if form == "Generic" else 'No arguments expected for "Protocol" base class'
                ck.error(expr, "misc", message)
                continue
            found = _listed(ck, conv, expr, form)
            if found is not None:
                listed = (listed or []) + found
        elif form not in ("Generic", "Protocol"):
            collect_type_vars(conv.convert(expr, top=False), others)
    if listed is not None and any(tv not in listed for tv in others):
        ck.error(node, "misc", "If Generic[...] or Protocol[...] is present it should list all type variables")
    _check_params(ck, info, node)
    for kw in node.keywords:
        if kw.arg == "metaclass" and type(kw.value) is ast.Subscript and has_type_vars(conv.convert(kw.value, top=False)):
            ck.error(kw.value, "misc", "Metaclass cannot be generic")
    _check_consistent_ancestors(ck, info, node)


def _listed(ck: ExpressionChecker, conv: TypeConverter, expr: ast.Subscript, form: str) -> list[TypeVarType] | None:
    """The type variables ``Generic[...]`` lists; each must be one, and only once."""
    out: list[TypeVarType] = []
    for arg in conv._args(expr.slice):
        unpacked = type(arg) is ast.Starred or type(arg) is ast.Subscript and conv.form(arg.value) == "Unpack"
        inner = arg.value if type(arg) is ast.Starred else arg.slice if unpacked and type(arg) is ast.Subscript else arg
        t = conv.convert_unpacked(inner)  # a bare TypeVarTuple is reported below, as mypy does
        if type(t) is AnyType:
            return None  # unknown: nothing to check against
        if type(t) is not TypeVarType or (t.kind == TypeVarKind.TYPEVARTUPLE) != unpacked:
            ck.error(expr, "misc", f"Free type variable expected in {form}[...]")
            return None
        if t in out:
            ck.error(expr, "misc", "Duplicate type variables in Generic[...] or Protocol[...]")
            return None
        out.append(t)
    return out


def _check_params(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    """One TypeVarTuple at most; after a default only defaults (PEP 696), and no defaulted
    TypeVar after a TypeVarTuple; a default names only the parameters before it."""
    params = info.type_params
    if sum(1 for p in params if p.kind == TypeVarKind.TYPEVARTUPLE) > 1:
        ck.error(node, "misc", "Can only use one type var tuple in a class def")
        return
    check_defaults_order(ck, node, params)


def _check_consistent_ancestors(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    """``class C(Parent[T1, T2], Grandparent[T2, T1])`` where Parent derives from
    ``Grandparent[T1, T2]``: C would be two different Grandparents at once."""
    bases = [b for b in info.bases if b.args]
    for i, first in enumerate(bases):
        first_info = ck.prog.class_by_name(first.name)
        if first_info is None:
            continue
        for second in bases[i + 1:]:
            second_info = ck.prog.class_by_name(second.name)
            if second_info is None:
                continue
            for ancestor in second_info.mro:
                if ancestor not in first_info.mro or not ancestor.type_params:
                    continue
                a = map_to_supertype(first, ancestor.fullname, ck.prog)
                b = map_to_supertype(second, ancestor.fullname, ck.prog)
                if a is None or b is None or has_any(a) or has_any(b) or _same(ck, a, b):
                    continue
                ck.error(node, "misc", f'Base classes "{format_type(first)}" and "{format_type(second)}" give "{ancestor.fullname.rpartition(".")[2]}" different type arguments ("{format_type(a)}" and "{format_type(b)}")')
                return


def _same(ck: ExpressionChecker, a: Instance, b: Instance) -> bool:
    return a == b or bool(is_same_type(a, b, ck.prog))
