"""Scopes: which names a block binds, and which attribute paths it assigns."""

from __future__ import annotations

import ast

from hintloader.checker.astutil import contains, statement_exprs, statements, walk
from hintloader.checker.conditions import Target, reachable_statements
from hintloader.checker.narrowing import ref_key


_STORE_OR_DEL = frozenset({ast.Store, ast.Del})
_STORE = frozenset({ast.Store})
_TRIES = frozenset({ast.Try} | ({getattr(ast, "TryStar")} if hasattr(ast, "TryStar") else set()))
# Statements none of whose own expressions is a binding target (only a walrus inside binds).
_BINDS_NO_TARGET = frozenset({ast.Expr, ast.Return, ast.If, ast.While, ast.Raise, ast.Assert, ast.Pass,
                              ast.Break, ast.Continue})


def local_names(body: list[ast.stmt], args: ast.arguments | None, walrus: bool = True,
                deletes: bool = True, target: Target | None = None) -> tuple[set[str], set[str]]:
    """Names bound in a function body (not nested scopes), and those declared global/nonlocal;
    without ``deletes``, names only deleted (``del x`` unbinds, it gives ``x`` no new value).
    With a ``target``, branches its version and platform tests rule out bind nothing."""
    bindings = _STORE_OR_DEL if deletes else _STORE
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
    # (each statement's class tested once, by identity: this runs for every def and loop)
    for n in statements(body) if target is None else reachable_statements(body, target):
        kind = type(n)
        if type(n) is ast.FunctionDef or type(n) is ast.AsyncFunctionDef or type(n) is ast.ClassDef:
            names.add(n.name)
            continue
        if type(n) is ast.Global:
            glob.update(n.names)
            continue
        if type(n) is ast.Nonlocal:
            nonlocal_.update(n.names)
            continue
        if type(n) is ast.Import or type(n) is ast.ImportFrom:
            for alias in n.names:
                if alias.name != "*":
                    names.add(alias.asname or alias.name.partition(".")[0])
            continue
        if kind in _TRIES:
            for h in getattr(n, "handlers"):  # (ast.Try, or ast.TryStar of 3.11+)
                if h.name:
                    names.add(h.name)
        elif type(n) is ast.Match:
            for case in n.cases:
                for sub in walk(case.pattern):
                    if isinstance(sub, (ast.MatchAs, ast.MatchStar)) and sub.name:
                        names.add(sub.name)
                    elif type(sub) is ast.MatchMapping and sub.rest:
                        names.add(sub.rest)
        if not walrus and kind in _BINDS_NO_TARGET:
            continue  # only a walrus could bind a name in its expressions
        for expr in statement_exprs(n):
            if type(expr) is ast.Name:
                if type(expr.ctx) in bindings:
                    names.add(expr.id)
                continue
            if (type(expr) is ast.Tuple or type(expr) is ast.List or type(expr) is ast.Starred) and type(expr.ctx) is not ast.Load:
                for sub in walk(expr):
                    if sub.__class__ is ast.Name and sub.ctx.__class__ is ast.Store:
                        names.add(sub.id)
                continue
            if walrus and contains(expr, (ast.NamedExpr,)):
                for sub in walk(expr):
                    if type(sub) is ast.NamedExpr and type(sub.target) is ast.Name:
                        names.add(sub.target.id)
    return names - glob - nonlocal_, glob


def _assigned_refs(body: list[ast.stmt]) -> set[str]:
    """Keys of attributes and items assigned somewhere in a block (nested scopes excluded).

    An item assigned through a computed index (``x[i] = ...``) is recorded as ``"x["``: every
    item of ``x`` may change, ``x`` itself does not."""
    out: set[str] = set()
    for n in statements(body):
        targets: list[ast.expr] = []
        if type(n) is ast.Assign:
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
            elif type(t) is ast.Starred:
                targets.append(t.value)
            elif isinstance(t, (ast.Attribute, ast.Subscript)):
                key = ref_key(t)
                if key is None and type(t) is ast.Subscript:
                    # ``x[i] = ...`` may change any item of x, but x itself stays what it was.
                    base = ref_key(t.value)
                    key = None if base is None else base + "["
                if key is not None:
                    out.add(key)
    return out
