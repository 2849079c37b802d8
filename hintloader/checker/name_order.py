"""A module-level name read before the module binds it (a NameError when the module runs),
in module code or the body of a class defined there."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.astutil import walk
from hintloader.checker.module_attrs import BOUND_BEFORE_MODULE_CODE
from hintloader.checker.symbols import Symbol

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker

_LOOPS = (ast.For, ast.AsyncFor, ast.While)


def check_module_read(ck: ExpressionChecker, node: ast.Name, sym: Symbol) -> None:
    """``print(T)`` in module code above every statement that binds ``T`` (mypy's
    ``used-before-def``). Silent where another binding may come first at run time: a builtin of
    that name, a function's ``global`` statement, a star import, a loop around the read, or code
    that never runs (``if TYPE_CHECKING:``), or a name the import system binds first
    (``__spec__``)."""
    ctx = ck.ctx
    module = ctx.scope.module
    # Module code and the bodies of classes defined there run at once; functions run later.
    if ctx.kind == "function" or ctx.scope.local_defs or ck.quiet or ck.quiet_names or module.is_stub or module.dynamic or module.stars:
        return
    if node.id in BOUND_BEFORE_MODULE_CODE:
        return
    if not sym.nodes or sym.scope.module is not module or sym.scope.cls is not None or sym.scope.local_defs:
        return
    if not all(_ends_after(n, node) for n in sym.nodes):
        return
    builtins = ck.prog.builtins()
    if node.id in module.global_names or builtins is not None and ck.prog.module_symbol(builtins, node.id) is not None:
        return
    tree = module.tree
    if tree is None or not all(_at_top_level(tree, n) for n in sym.nodes):
        return
    for stmt in tree.body:
        if stmt.lineno <= node.lineno <= (stmt.end_lineno or stmt.lineno):
            if _in_loop_or_guard(stmt, node) or _type_param_there(stmt, node):
                return
            break
    if ck.reports("used-before-def"):
        ck.error(node, "used-before-def", f'Name "{node.id}" is used before definition')


def _ends_after(binding: ast.AST, use: ast.Name) -> bool:
    end_line, end_col = getattr(binding, "end_lineno", None), getattr(binding, "end_col_offset", None)
    return end_line is not None and end_col is not None and (end_line, end_col) > (use.lineno, use.col_offset)


def _at_top_level(tree: ast.Module, binding: ast.stmt) -> bool:
    """A binding in the module's own statements (or a branch of them), not in a function."""
    for stmt in tree.body:
        if stmt is binding:
            return True
        if stmt.lineno <= binding.lineno <= (stmt.end_lineno or stmt.lineno):
            return not isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) or stmt is binding
    return False


def _in_loop_or_guard(stmt: ast.stmt, use: ast.Name) -> bool:
    """Whether the read sits in a loop (a later iteration may see the binding) or under an
    ``if`` whose test names ``TYPE_CHECKING`` (never run) in this top-level statement."""
    for n in walk(stmt):
        if not isinstance(n, (*_LOOPS, ast.If)):
            continue
        if not n.lineno <= use.lineno <= (n.end_lineno or n.lineno):
            continue
        if isinstance(n, _LOOPS) or "TYPE_CHECKING" in ast.unparse(n.test):
            return True
    return False


def check_module_reads_in(ck: ExpressionChecker, expr: ast.expr) -> None:
    """The names an expression evaluated as a type form at run time reads (``Box[T]`` in
    module code), each checked as a read."""
    if ck.ctx.kind == "function" or ck.ctx.scope.local_defs or ck.quiet:
        return
    for n in walk(expr):
        if type(n) is ast.Name and type(n.ctx) is ast.Load:
            sym = ck.prog.lookup(ck.ctx.scope, n.id)
            if sym is not None:
                check_module_read(ck, n, sym)


def _type_param_there(stmt: ast.stmt, use: ast.Name) -> bool:
    """Whether the read is in what a PEP 695 definition evaluates in its annotation scope,
    where its type parameter of that name comes first: a class's bases and keywords, a
    function's annotations (not its defaults or decorators)."""
    for n in walk(stmt):
        params = getattr(n, "type_params", None)
        if not params or not any(getattr(p, "name", None) == use.id for p in params):
            continue
        if type(n) is ast.ClassDef:
            parts: list[ast.expr] = [*n.bases, *(k.value for k in n.keywords)]
        elif isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)):
            a = n.args
            parts = [p.annotation for p in (*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg) if p is not None and p.annotation is not None]
            parts += [n.returns] if n.returns is not None else []
        else:
            parts = [getattr(n, "value")]  # ``type X[T] = ...``
        if any(_within(part, use) for part in parts):
            return True
    return False


def _within(outer: ast.expr, use: ast.Name) -> bool:
    start = (outer.lineno, outer.col_offset)
    end = (outer.end_lineno or outer.lineno, outer.end_col_offset or 0)
    return start <= (use.lineno, use.col_offset) < end
