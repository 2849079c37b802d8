"""``self.x = messages`` after ``messages: dict[str, str] = {}`` in the same method: the
attribute has the local's declared type (mypy types it by the local)."""

from __future__ import annotations

import ast
from hintloader.checker.astutil import walk


def declared_local(func: ast.FunctionDef | ast.AsyncFunctionDef, store: ast.stmt, name: str) -> ast.expr | None:
    """The annotation of the local ``name`` when a statement of the method's own body declares
    it and nothing else before ``store`` binds it again; None otherwise."""
    declaration: ast.AnnAssign | None = None
    bindings = 0
    for stmt in func.body:
        if stmt.lineno >= store.lineno:
            break
        if type(stmt) is ast.AnnAssign and type(stmt.target) is ast.Name and stmt.target.id == name:
            declaration = stmt
        for n in walk(stmt):
            if type(n) is ast.Name and type(n.ctx) is ast.Store and n.id == name:
                bindings += 1
    return declaration.annotation if declaration is not None and bindings == 1 else None


def single_binding(func: ast.FunctionDef | ast.AsyncFunctionDef, store: ast.stmt, name: str) -> ast.Assign | None:
    """``paths = [...]`` then ``self.paths = paths``: the one statement of the method's own body
    that binds the local ``name`` (no parameter), before ``store``, when nothing else in the
    method binds it; the attribute is typed by its value, as mypy types it by the local."""
    a = func.args
    if any(arg.arg == name for arg in [*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg] if arg is not None):
        return None
    found: ast.Assign | None = None
    for n in walk(func):
        if isinstance(n, (ast.Name, ast.arg)) and (n.id if isinstance(n, ast.Name) else n.arg) == name:
            if type(n) is ast.Name and type(n.ctx) is not ast.Store:
                continue
            if found is not None:
                return None
            found = next((s for s in func.body if type(s) is ast.Assign and len(s.targets) == 1 and s.targets[0] is n), None)
            if found is None:
                return None
        elif isinstance(n, (ast.Global, ast.Nonlocal)) and name in n.names:
            return None
    if found is None or found.type_comment is not None or store not in func.body or found.lineno >= store.lineno:
        return None
    # Read in between (``assert isinstance(reporter, XmlReporter)``): it may be narrowed there.
    between = func.body[func.body.index(found) + 1: func.body.index(store)]
    if any(type(n) is ast.Name and n.id == name for stmt in between for n in walk(stmt)):
        return None
    return found
