"""``@overload`` items and their implementation, as consecutive defs of one name in one block."""

from __future__ import annotations

import ast

from hintloader.checker.classes import decorator_name
from hintloader.checker.symbols import Reporter

__all__ = ["check_overload_runs"]

_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)


def check_overload_runs(body: list[ast.stmt], in_protocol: bool, reporter: Reporter) -> None:
    """mypy's rules for a run of overloads outside stubs: at least two items, and an
    implementation after them, unless the items are a protocol's or all abstract. Runs inside
    ``if`` blocks are left alone: mypy joins them with defs of other blocks."""
    index = 0
    while index < len(body):
        stmt = body[index]
        index += 1
        if not isinstance(stmt, _FUNCTIONS) or not _is_overload(stmt):
            continue
        items = [stmt]
        impl: ast.stmt | None = None
        while index < len(body):
            nxt = body[index]
            if not isinstance(nxt, _FUNCTIONS) or nxt.name != stmt.name:
                break
            index += 1
            if _is_overload(nxt):
                items.append(nxt)
            else:
                impl = nxt
                break
        at = stmt.decorator_list[0]
        if len(items) == 1:
            reporter.error(at, "misc", "Single overload definition, multiple required")
        if impl is None and not in_protocol and not all(_is_abstract(i) for i in items):
            reporter.error(at, "no-overload-impl", "An overloaded function outside a stub file must have an implementation")


def _is_overload(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    return any(decorator_name(d) == "overload" for d in node.decorator_list)


def _is_abstract(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    return any(decorator_name(d) in ("abstractmethod", "abstractproperty") for d in node.decorator_list)
