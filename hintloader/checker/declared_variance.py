"""A class's ParamSpec declared covariant or contravariant against its members (typing spec,
"Variance of ParamSpec"): each method and attribute must keep the subtyping it promises."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.symbols import ClassInfo
from hintloader.checker.variance_inference import fits_bases, fits_member, named_members
from hintloader.typesystem.model import TypeVarKind, Variance

if TYPE_CHECKING:  # the statement checker calls in with itself
    from hintloader.checker.expressions import ExpressionChecker

_NAMES = {Variance.COVARIANT: "covariant", Variance.CONTRAVARIANT: "contravariant"}


def check_class(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    declared = [tv for tv in info.type_params if tv.kind == TypeVarKind.PARAMSPEC and tv.variance in _NAMES]
    if not declared or info.dynamic:
        return
    members = named_members(ck, info)
    for tv in declared:
        if not fits_bases(ck, info, tv, tv.variance):
            ck.error(node, "type-var", f'Variance of ParamSpec "{tv.name}" incompatible with variance in parent type')
        other = Variance.CONTRAVARIANT if tv.variance == Variance.COVARIANT else Variance.COVARIANT
        for name, t, mutable in members:
            if fits_member(ck, info, tv, t, mutable, tv.variance):
                continue
            needed = _NAMES[other] if fits_member(ck, info, tv, t, mutable, other) else "invariant"
            where = _member_node(node, name) or node
            article = "an" if needed == "invariant" else "a"
            ck.error(where, "misc", f'{_NAMES[tv.variance].capitalize()} ParamSpec "{tv.name}" used in "{name}" where {article} {needed} one is expected')


def _member_node(node: ast.ClassDef, name: str) -> ast.stmt | None:
    for stmt in node.body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and stmt.name == name:
            return stmt
        if type(stmt) is ast.AnnAssign and type(stmt.target) is ast.Name and stmt.target.id == name:
            return stmt
    return None
