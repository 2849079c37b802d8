"""Fast AST walks that visit statements only (not every expression node)."""

from __future__ import annotations

import ast
from collections.abc import Iterator

_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def statements(body: list[ast.stmt]) -> Iterator[ast.stmt]:
    """Every statement in a block, nested blocks included, nested scopes' bodies excluded."""
    stack = list(reversed(body))
    while stack:
        stmt = stack.pop()
        yield stmt
        if isinstance(stmt, _SCOPES):
            continue
        for name in ("body", "orelse", "finalbody"):
            sub = getattr(stmt, name, None)
            if sub:
                stack.extend(reversed(sub))
        handlers = getattr(stmt, "handlers", None)
        if handlers:
            for h in reversed(handlers):
                stack.extend(reversed(h.body))
        if isinstance(stmt, ast.Match):
            for case in reversed(stmt.cases):
                stack.extend(reversed(case.body))


def statement_exprs(stmt: ast.stmt) -> Iterator[ast.expr]:
    """The expressions directly owned by a statement (not those of nested statements)."""
    for _name, value in ast.iter_fields(stmt):
        if isinstance(value, ast.expr):
            yield value
        elif isinstance(value, list):
            for item in value:
                if isinstance(item, ast.expr):
                    yield item
                elif isinstance(item, ast.withitem):
                    yield item.context_expr
                    if item.optional_vars is not None:
                        yield item.optional_vars


def contains(node: ast.AST, kinds: tuple[type[ast.AST], ...]) -> bool:
    """Whether an expression contains a node of these kinds, not looking into lambdas."""
    stack: list[ast.AST] = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, kinds):
            return True
        if isinstance(n, ast.Lambda):
            continue
        stack.extend(ast.iter_child_nodes(n))
    return False


def is_generator(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    for stmt in statements(node.body):
        if isinstance(stmt, _SCOPES):
            continue
        for expr in statement_exprs(stmt):
            if contains(expr, (ast.Yield, ast.YieldFrom)):
                return True
    return False


def callee_name(node: ast.expr) -> str:
    """The last name of a decorator or callee: ``dataclass`` for ``@dataclasses.dataclass(...)``."""
    if isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""

