"""Scopes: which names a block binds, and which attribute paths it assigns."""

from __future__ import annotations

import ast

from hintloader.checker.astutil import contains, statement_exprs, statements, walk
from hintloader.checker.conditions import Target, reachable_statements
from hintloader.checker.narrowing import ref_key


def local_names(body: list[ast.stmt], args: ast.arguments | None, walrus: bool = True,
                deletes: bool = True, target: Target | None = None) -> tuple[set[str], set[str]]:
    """Names bound in a function body (not nested scopes), and those declared global/nonlocal;
    without ``deletes``, names only deleted (``del x`` unbinds, it gives ``x`` no new value).
    With a ``target``, branches its version and platform tests rule out bind nothing."""
    bindings = (ast.Store, ast.Del) if deletes else (ast.Store,)
    names: set[str] = set()
    glob: set[str] = set()
    nonlocal_: set[str] = set()
    if args is not None:
        for a in args.posonlyargs + args.args + args.kwonlyargs:
            names.add(a.arg)
        if args.vararg:
            names.add(args.vararg.arg)
        if args.kwarg:
            names.add(args.kwarg.arg)
    for n in statements(body) if target is None else reachable_statements(body, target):
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(n.name)
            continue
        if isinstance(n, ast.Global):
            glob.update(n.names)
            continue
        if isinstance(n, ast.Nonlocal):
            nonlocal_.update(n.names)
            continue
        if isinstance(n, (ast.Import, ast.ImportFrom)):
            for alias in n.names:
                if alias.name != "*":
                    names.add(alias.asname or alias.name.partition(".")[0])
            continue
        for h in getattr(n, "handlers", ()):
            if h.name:
                names.add(h.name)
        if isinstance(n, ast.Match):
            for case in n.cases:
                for sub in walk(case.pattern):
                    if isinstance(sub, (ast.MatchAs, ast.MatchStar)) and sub.name:
                        names.add(sub.name)
                    elif isinstance(sub, ast.MatchMapping) and sub.rest:
                        names.add(sub.rest)
        for expr in statement_exprs(n):
            if isinstance(expr, ast.Name):
                if isinstance(expr.ctx, bindings):
                    names.add(expr.id)
                continue
            if isinstance(expr, (ast.Tuple, ast.List, ast.Starred)) and not isinstance(getattr(expr, "ctx", None), ast.Load):
                for sub in walk(expr):
                    if isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Store):
                        names.add(sub.id)
                continue
            if walrus and contains(expr, (ast.NamedExpr,)):
                for sub in walk(expr):
                    if isinstance(sub, ast.NamedExpr) and isinstance(sub.target, ast.Name):
                        names.add(sub.target.id)
    return names - glob - nonlocal_, glob


def _assigned_refs(body: list[ast.stmt]) -> set[str]:
    """Keys of attributes and items assigned somewhere in a block (nested scopes excluded).

    An item assigned through a computed index (``x[i] = ...``) is recorded as ``"x["``: every
    item of ``x`` may change, ``x`` itself does not."""
    out: set[str] = set()
    for n in statements(body):
        targets: list[ast.expr] = []
        if isinstance(n, ast.Assign):
            targets = list(n.targets)
        elif isinstance(n, (ast.AnnAssign, ast.AugAssign)):
            targets = [n.target]
        elif isinstance(n, (ast.For, ast.AsyncFor)):
            targets = [n.target]
        elif isinstance(n, (ast.With, ast.AsyncWith)):
            targets = [i.optional_vars for i in n.items if i.optional_vars is not None]
        while targets:
            t = targets.pop()
            if isinstance(t, (ast.Tuple, ast.List)):
                targets.extend(t.elts)
            elif isinstance(t, ast.Starred):
                targets.append(t.value)
            elif isinstance(t, (ast.Attribute, ast.Subscript)):
                key = ref_key(t)
                if key is None and isinstance(t, ast.Subscript):
                    # ``x[i] = ...`` may change any item of x, but x itself stays what it was.
                    base = ref_key(t.value)
                    key = None if base is None else base + "["
                if key is not None:
                    out.add(key)
    return out
