"""A function defined again in a conditional block (``if``, ``try``, ``with``, a loop) of the
scope that defined it first: mypy's conditional function variants, which must have identical
signatures (``All conditional function variants must have identical signatures``)."""

from __future__ import annotations

import ast
from dataclasses import replace
from typing import TYPE_CHECKING

from hintloader.checker.symbols import Scope
from hintloader.typesystem.formatting import format_signature, format_type
from hintloader.typesystem.model import CallableType, ParamKind, Type
from hintloader.typesystem.structural import positional_only
from hintloader.typesystem.relations import is_assignable, is_same_type

if TYPE_CHECKING:  # the statement checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker

Def = ast.FunctionDef | ast.AsyncFunctionDef


def check_variant(ck: ExpressionChecker, node: Def, sig: Type, sig_scope: Scope) -> None:
    """``node``, a plain def nested in a block of its scope, against the first binding of its
    name there when that is a plain def too (decorated ones and other bindings are left out)."""
    body = _scope_body(ck)
    if ck.quiet or node.decorator_list or body is None or any(stmt is node for stmt in body):
        return
    first = _first_binding(ck, node)
    if first is None and type(sig) is CallableType:
        _check_over_variable(ck, node, sig)
        return
    if first is None or first is node or first.decorator_list or type(sig) is not CallableType:
        return
    original = ck.prog.function_type(first, sig_scope, None)
    if type(original) is not CallableType or identical_signatures(original, sig, ck):
        return
    if ck.reporter is None:
        return
    # Reported in unannotated code too (a rule of the signatures, as mypy applies it there).
    ck.reporter.error(node, "misc", "All conditional function variants must have identical signatures")
    for label, t in (("Original", original), ("Redefinition", sig)):  # (mypy's two notes per def, one line each here)
        ck.reporter.note(node, "misc", f"{label}: {format_signature(t, node.name)}")


def _check_over_variable(ck: ExpressionChecker, node: Def, sig: CallableType) -> None:
    """A conditional def over a local its first binding declared (``key_handler = str``, then
    ``def key_handler(k): ...`` in a branch): the function must fit the local's type (mypy's
    ``Incompatible redefinition``). Module and class variables are left out."""
    ctx = ck.ctx
    declared = ctx.declared.get(node.name) if ctx.kind == "function" else None
    stmt = ctx.declared_at.get(node.name)
    # (names of positional parameters aside, as mypy compares them: ``f = lambda text: text``
    # takes ``def f(value: str, /) -> str``)
    if declared is None or stmt is None or stmt.lineno > node.lineno or is_assignable(sig, positional_only(declared), ck.prog):
        return
    shown = replace(sig, name=None)  # shown as a callable type, not as the def
    ck.error(node, "misc", f'Incompatible redefinition (redefinition with type "{format_type(shown)}", original type "{format_type(declared)}")')


def identical_signatures(a: CallableType, b: CallableType, ck: ExpressionChecker) -> bool:
    """The same parameters (kinds, defaults, names unless positional-only, types) and return."""
    if len(a.params) != len(b.params) or a.ellipsis != b.ellipsis or not is_same_type(a.ret, b.ret, ck.prog):
        return False
    for p, q in zip(a.params, b.params):
        if p.kind != q.kind or p.has_default != q.has_default or not is_same_type(p.type, q.type, ck.prog):
            return False
        if p.kind != ParamKind.POSITIONAL_ONLY and p.name != q.name:
            return False
    return True


def _scope_body(ck: ExpressionChecker) -> list[ast.stmt] | None:
    """The statements directly in the scope being checked (a def among them is unconditional)."""
    ctx = ck.ctx
    if ctx.kind == "function":
        return ctx.body
    if ctx.kind == "class":
        cls = ctx.scope.cls
        return cls.node.body if cls is not None and cls.node is not None else None
    tree = ctx.scope.module.tree
    return tree.body if tree is not None else None


def _first_binding(ck: ExpressionChecker, node: Def) -> Def | None:
    """The first statement of the scope binding ``node``'s name, when it is a def (None for a
    variable, an import, or no binding at all)."""
    ctx = ck.ctx
    if ctx.kind == "class" and ctx.scope.cls is not None and isinstance(ctx.scope.cls.body, dict):
        nodes = ctx.scope.cls.body.get(node.name) or []
    elif ctx.kind == "module":
        nodes = ctx.scope.module.definitions(node.name)
    else:
        nodes = next((d[node.name] for d in ctx.scope.local_defs if node.name in d), [])
    first = min(nodes, key=lambda n: (n.lineno, n.col_offset), default=None)
    return first if isinstance(first, (ast.FunctionDef, ast.AsyncFunctionDef)) else None
