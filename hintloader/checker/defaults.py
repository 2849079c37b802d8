"""Parameter defaults against the declared parameter types (``def f(x: float = None)``)."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker import class_mismatches
from hintloader.checker.shown_values import shown_value
from hintloader.typesystem.model import CallableType, NoneType, Type
from hintloader.typesystem.formatting import format_type
from hintloader.typesystem.relations import is_assignable

if TYPE_CHECKING:  # the statement checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker


def defaults_by_name(args: ast.arguments) -> dict[str, ast.expr]:
    """Each parameter's default expression, by parameter name."""
    positional = args.posonlyargs + args.args
    out = {a.arg: d for a, d in zip(positional[len(positional) - len(args.defaults):], args.defaults)}
    out.update({a.arg: d for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is not None})
    return out


def check_defaults(ck: ExpressionChecker, node: ast.FunctionDef | ast.AsyncFunctionDef, sig: CallableType, trivial_body: bool) -> None:
    """mypy's rule: a default must fit its annotated parameter; ``None`` makes no implicit
    Optional (PEP 484). A trivial body (a stub, an overload item, a protocol member) may write
    ``...`` for any default."""
    defaults = defaults_by_name(node.args)
    if not defaults:
        return
    annotated = {a.arg for a in node.args.posonlyargs + node.args.args + node.args.kwonlyargs if a.annotation is not None or a.type_comment}
    if node.type_comment:
        annotated |= set(defaults)
    for param in sig.params:
        default = defaults.get(param.name) if param.name is not None else None
        if default is None or param.name not in annotated:
            continue
        if trivial_body and type(default) is ast.Constant and default.value is Ellipsis:
            continue
        declared: Type = param.type
        # Inferred again with the parameter's type as context, reporting what the context finds
        # inside (a TypedDict display's items), as mypy checks a default like an assignment.
        value = ck.infer(default, declared)
        if is_assignable(value, declared, ck.prog) or class_mismatches.excused(value, declared, ck.prog):
            continue  # (Any excuses a default as it excuses an assignment: where it may be why)
        ck.error(default, "assignment", f'Incompatible default for parameter "{param.name}" (default has type '
                 f'"{format_type(shown_value(ck, default, value, declared))}", parameter has type "{format_type(declared)}")')
        if type(value) is NoneType:
            ck.explain(default, "assignment", f'PEP 484 prohibits implicit Optional: write "{format_type(declared)} | None"')
