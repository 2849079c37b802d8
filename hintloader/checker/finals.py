"""@final classes and members: a class statement may not subclass or override them."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.guards import guards_of
from hintloader.checker.symbols import ClassInfo
from hintloader.checker.writes import is_private

if TYPE_CHECKING:  # the statement checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker


def check_finals(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    """Once per class statement: its bases against ``@final``, its body against final members."""
    for base in info.bases:
        base_info = ck.prog.class_by_name(base.name)
        if base_info is not None and base_info.is_final:
            ck.error(node, "misc", f'Cannot inherit from final class "{base.name.rpartition(".")[2]}"')
    bases = info.mro[1:]
    if not any(guards_of(c).final or guards_of(c).final_methods for c in bases):
        return  # the common case: nothing final above, nothing to compare
    for stmt in node.body:
        for name, target in _defined(stmt):
            if is_private(name):
                continue  # mangled with the class's own name: not the base's attribute
            owner, is_method = _final_owner(bases, name)
            if owner is None:
                continue
            if isinstance(stmt, ast.AnnAssign) and not is_method:
                if stmt.value is not None:
                    ck.error(target, "misc", f'Cannot assign to final name "{name}"')
            elif is_method or not isinstance(stmt, ast.Assign):  # ``y = 1`` over a Final: writes.py
                short = owner.fullname.rpartition(".")[2]
                ck.error(target, "misc", f'Cannot override final attribute "{name}" (previously declared in base class "{short}")')


def _defined(stmt: ast.stmt) -> list[tuple[str, ast.AST]]:
    """The names a class-body statement binds, each with the node to report at."""
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [(stmt.name, stmt.decorator_list[0] if stmt.decorator_list else stmt)]
    if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
        return [(stmt.target.id, stmt.target)]
    if isinstance(stmt, ast.Assign):
        return [(t.id, t) for t in stmt.targets if isinstance(t, ast.Name)]
    return []


def _final_owner(bases: list[ClassInfo], name: str) -> tuple[ClassInfo | None, bool]:
    """The nearest base that declares ``name`` final (and whether as a method), if any does."""
    for c in bases:
        guards = guards_of(c)
        if name in guards.final_methods:
            return c, True
        if name in guards.final:
            return c, False
        if name in c.body:
            return None, False
    return None, False
