"""Whether a call's callee names a class directly (``C()``, ``mod.C()``, a name a local
``from m import C`` or class statement binds), rather than a value typed ``type[C]``
(``cls()``), which may hold a concrete subclass."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker

__all__ = ["names_a_class"]


def names_a_class(ck: ExpressionChecker, func: ast.expr, depth: int = 0) -> bool:
    sym = ck.symbol_of(func)
    if sym is not None:
        if sym.kind == "var" and depth < 3 and (value := _only_value(sym.nodes)) is not None:
            return names_a_class(ck, value, depth + 1)  # ``shape = Shape`` bound once: that class
        return sym.kind == "class"
    if type(func) is not ast.Name or func.id not in ck.ctx.locals:
        return False
    for defs in ck.ctx.scope.local_defs[:1]:
        nodes = defs.get(func.id)
        if nodes and all(type(n) is ast.ClassDef for n in nodes):
            return True  # a class statement of the function's own (``class Local(Base): ...``)
        value = _only_value(nodes) if nodes and depth < 3 else None
        if value is not None and not (type(value) is ast.Name and value.id == func.id):
            return names_a_class(ck, value, depth + 1)  # a local ``shape = Shape`` bound once
        if not nodes or not all(isinstance(n, (ast.Import, ast.ImportFrom)) for n in nodes):
            return False
        found = ck.prog.lookup(ck.ctx.scope, func.id)
        return found is not None and found.kind == "class"
    return False


def _only_value(nodes: list[ast.stmt]) -> ast.expr | None:
    """The value of a name's one binding, when that is a plain unannotated ``name = value``
    naming something (a class object held as it is, as mypy keeps it)."""
    if len(nodes) != 1:
        return None
    node = nodes[0]
    if type(node) is ast.Assign and len(node.targets) == 1 and type(node.targets[0]) is ast.Name and not node.type_comment:
        return node.value if isinstance(node.value, (ast.Name, ast.Attribute)) else None
    return None
