"""``self.x = messages`` after ``messages: dict[str, str] = {}`` in the same method: the
attribute has the local's declared type (mypy types it by the local)."""

from __future__ import annotations

import ast


def declared_local(func: ast.FunctionDef | ast.AsyncFunctionDef, store: ast.stmt, name: str) -> ast.expr | None:
    """The annotation of the local ``name`` when a statement of the method's own body declares
    it and nothing else before ``store`` binds it again; None otherwise."""
    declaration: ast.AnnAssign | None = None
    bindings = 0
    for stmt in func.body:
        if stmt.lineno >= store.lineno:
            break
        if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and stmt.target.id == name:
            declaration = stmt
        for n in ast.walk(stmt):
            if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store) and n.id == name:
                bindings += 1
    return declaration.annotation if declaration is not None and bindings == 1 else None
