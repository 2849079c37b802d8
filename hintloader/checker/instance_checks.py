"""``isinstance(x, list[int])``, ``isinstance(x, Literal[1])``: a type form that is no class,
as the class an instance check tests."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.annotations import ALIASES
from hintloader.checker.specialforms import form_of, symbol_named

if TYPE_CHECKING:  # typing-only: the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.symbols import Scope

_CHECKS = frozenset({"builtins.isinstance", "builtins.issubclass"})


def check_parameterized(ck: ExpressionChecker, node: ast.Call) -> None:
    """mypy's words where a class tested (an item of a tuple too) is a generic class with type
    arguments (``Box[int]``, ``tuple[int, ...]``, ``List[int]``) or an alias of one: the check
    raises TypeError at run time. ``type[int]`` and the special forms are other errors."""
    if len(node.args) != 2 or node.keywords or not isinstance(node.func, (ast.Name, ast.Attribute)):
        return
    sym = ck.symbol_of(node.func)
    if sym is None or sym.fullname not in _CHECKS:
        return
    if not ck.quiet and any(_applied(ck, item, ck.ctx.scope, 0) for item in _items(node.args[1])):
        # (also in an unannotated def, as mypy: the check fails whenever it runs)
        ck.reporter.error(node, "misc", "Parameterized generics cannot be used with class or instance checks")


def check_literal(ck: ExpressionChecker, node: ast.Call) -> bool:
    """mypy's words where a class tested is ``Literal[...]`` or an alias of one: a Literal
    form raises TypeError in an instance check. Whether it was reported."""
    if len(node.args) != 2 or node.keywords or not isinstance(node.func, (ast.Name, ast.Attribute)):
        return False
    sym = ck.symbol_of(node.func)
    if sym is None or sym.fullname not in _CHECKS:
        return False
    if ck.quiet or not any(_literal(ck, item, ck.ctx.scope, 0) for item in _items(node.args[1])):
        return False
    ck.reporter.error(node, "misc", f"Cannot use {sym.fullname.rpartition('.')[2]}() with Literal type")
    return True


def _literal(ck: ExpressionChecker, expr: ast.expr, scope: Scope, depth: int) -> bool:
    if type(expr) is ast.Subscript:
        head = symbol_named(ck.prog, scope, expr.value)
        return head is not None and form_of(head.fullname) == "Literal"
    if isinstance(expr, (ast.Name, ast.Attribute)) and depth < 5:
        sym = symbol_named(ck.prog, scope, expr)
        alias = ck.prog.alias_node(sym) if sym is not None and sym.kind == "var" else None
        return alias is not None and _literal(ck, alias[0], alias[1], depth + 1)
    return False


def _items(expr: ast.expr) -> list[ast.expr]:
    if type(expr) is ast.Tuple:
        return [c for item in expr.elts for c in _items(item)]
    return [expr]


def _applied(ck: ExpressionChecker, expr: ast.expr, scope: Scope, depth: int) -> bool:
    """Whether ``expr`` is a generic class given type arguments, directly or through an alias."""
    if type(expr) is ast.Subscript:
        head = symbol_named(ck.prog, scope, expr.value)
        if head is None:
            return False
        if head.kind == "class":
            return head.fullname != "builtins.type"
        alias = ck.prog.alias_node(head) if head.kind == "var" and depth < 5 else None
        if alias is not None:
            # ``It[int]`` of ``It = Iterable`` (or of a generic alias ``It2 = Iterable[T]``)
            target, where = alias
            if type(target) is ast.Subscript:
                return _applied(ck, target, where, depth + 1)
            return isinstance(target, (ast.Name, ast.Attribute)) and _applied(ck, ast.Subscript(target, expr.slice), where, depth + 1)
        return form_of(head.fullname) in ALIASES
    if isinstance(expr, (ast.Name, ast.Attribute)) and depth < 5:
        sym = symbol_named(ck.prog, scope, expr)
        alias = ck.prog.alias_node(sym) if sym is not None and sym.kind == "var" else None
        return alias is not None and _applied(ck, alias[0], alias[1], depth + 1)
    return False
