"""What a nested function sees of its enclosing function's variables (mypy's rule).

A variable the enclosing function never binds again after the nested ``def`` keeps, inside the
nested function, the type it has where the ``def`` stands: narrowing included (``if x is not
None: def g(): return x + 1`` reads an ``int``). A variable bound again after the ``def`` may
hold any of its values when the nested function runs: it has its declared type there (a
``T | None`` stays one). This is mypy's behaviour since 1.4, and pyright's. The methods of a
class defined in a function see the declared types (mypy keeps no narrowing there).
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.astutil import child_nodes
from hintloader.typesystem.model import AnyType, Type

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker

_NAMED_SCOPES = frozenset({ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef})
_IMPORTS = frozenset({ast.Import, ast.ImportFrom})
_CAPTURES = frozenset({ast.MatchAs, ast.MatchStar})


def last_binding_lines(body: list[ast.stmt]) -> dict[str, int]:
    """The line of the last binding of each name a function body (its nested scopes aside)
    binds: one walk per body, whatever the number of functions nested in it."""
    out: dict[str, int] = {}

    def bound(name: str, line: int) -> None:
        if line > out.get(name, 0):
            out[name] = line

    stack: list[ast.AST] = list(body)
    while stack:
        node = stack.pop()
        kind = node.__class__  # (tested by identity: every node of the body comes by)
        if kind in _NAMED_SCOPES:
            bound(node.name, node.lineno)  # type: ignore[attr-defined]
            stack.extend(node.decorator_list)  # type: ignore[attr-defined]  # evaluated in this scope
            continue
        if kind is ast.Lambda:
            continue
        if kind is ast.Name:
            if node.ctx.__class__ is not ast.Load:  # type: ignore[attr-defined]  # (a Store or a Del)
                bound(node.id, node.lineno)  # type: ignore[attr-defined]
            continue  # (no child worth a visit)
        if kind in _IMPORTS:
            for alias in node.names:  # type: ignore[attr-defined]
                bound((alias.asname or alias.name).partition(".")[0], node.lineno)  # type: ignore[attr-defined]
        elif kind is ast.ExceptHandler or kind in _CAPTURES:
            if node.name:  # type: ignore[attr-defined]
                bound(node.name, node.lineno)  # type: ignore[attr-defined]  # a capture pattern binds its name
        elif kind is ast.MatchMapping and node.rest:  # type: ignore[attr-defined]
            bound(node.rest, node.lineno)  # type: ignore[attr-defined]
        stack.extend(child_nodes(node))
    return out


def closure_types(ck: ExpressionChecker, node: ast.stmt, free: set[str]) -> tuple[dict[str, Type], frozenset[str]]:
    """For the function ``node`` defined here: the types its ``free`` names keep from this point
    (the enclosing function's narrowed types, and what the functions around it passed on), and
    the names bound again after it (those have their declared types in it)."""
    ctx = ck.ctx
    kept = {k: v for k, v in ctx.outer_narrowed.items() if k in free}
    rebound = frozenset(k for k in ctx.outer_rebound if k in free)
    if ctx.kind != "function" or ctx.body is None or ctx.lenient:
        return kept, rebound
    if ctx.last_bound is None:
        ctx.last_bound = last_binding_lines(ctx.body)
    end = node.end_lineno or node.lineno
    own = free & ctx.locals - ctx.globals_decl
    later = {name for name in own if ctx.last_bound.get(name, 0) > end}
    rebound = rebound - own | frozenset(later)
    for name in own:
        kept.pop(name, None)
        t = unnarrowed_declaration(ck, name)
        if name not in later and t is not None and not isinstance(t, AnyType):
            kept[name] = t
    return kept, rebound


def unnarrowed_declaration(ck: ExpressionChecker, name: str) -> Type | None:
    """A local's type where a nested scope stands: what the flow narrowed it to, or, not
    narrowed here, its declaration (a ``str | None`` parameter is one in the nested scope)."""
    t = ck.env.get(name)
    return ck.ctx.declared.get(name) if t is None else t
