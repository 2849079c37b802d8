"""Whether a call's callee names a class directly (``C()``, ``mod.C()``, a name a local
``from m import C`` or class statement binds), rather than a value typed ``type[C]``
(``cls()``), which may hold a concrete subclass."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker

__all__ = ["names_a_class"]


def names_a_class(ck: ExpressionChecker, func: ast.expr) -> bool:
    sym = ck.symbol_of(func)
    if sym is not None:
        return sym.kind == "class"
    if not isinstance(func, ast.Name) or func.id not in ck.ctx.locals:
        return False
    for defs in ck.ctx.scope.local_defs[:1]:
        nodes = defs.get(func.id)
        if nodes and all(isinstance(n, ast.ClassDef) for n in nodes):
            return True  # a class statement of the function's own (``class Local(Base): ...``)
        if not nodes or not all(isinstance(n, (ast.Import, ast.ImportFrom)) for n in nodes):
            return False
        found = ck.prog.lookup(ck.ctx.scope, func.id)
        return found is not None and found.kind == "class"
    return False
