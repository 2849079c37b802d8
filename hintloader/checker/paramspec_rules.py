"""The components of a ParamSpec in a signature (typing spec, "The components of a
ParamSpec"): ``*args: P.args`` and ``**kwargs: P.kwargs`` together, of the same P, nothing
between them, and P bound by the definition or an enclosing scope."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.annotations import TypeConverter, unquoted
from hintloader.checker.symbols import Scope
from hintloader.typesystem.model import CallableType, Param, ParamKind, Type, TypeVarType, collect_type_vars

if TYPE_CHECKING:  # the statement checker calls in with itself
    from hintloader.checker.expressions import ExpressionChecker


def check_signature(ck: ExpressionChecker, node: ast.FunctionDef | ast.AsyncFunctionDef, sig: Type, scope: Scope,
                    outer: Scope) -> None:
    """``scope`` reads the signature; ``outer`` is where the def stands (what binds P there)."""
    if ck.quiet:
        return
    a = node.args
    star = unquoted(a.vararg.annotation) if a.vararg is not None else None
    stars = unquoted(a.kwarg.annotation) if a.kwarg is not None else None
    conv = TypeConverter(ck.prog, scope, None)
    if _misnamed_components(ck, conv, star, stars):
        return
    if not _is_component(star) and not _is_component(stars):
        return
    args_p, kwargs_p = conv.paramspec_part(star), conv.paramspec_part(stars)
    if args_p is None and kwargs_p is None:
        return
    if type(star) is ast.Attribute and args_p is not None and star.attr == "kwargs":
        ck.error(star, "valid-type", f'Use "{args_p.name}.args" for variadic "*" parameter')
    if type(stars) is ast.Attribute and kwargs_p is not None and stars.attr == "args":
        ck.error(stars, "valid-type", f'Use "{kwargs_p.name}.kwargs" for variadic "**" parameter')
        return
    if args_p is None or kwargs_p is None or args_p != kwargs_p:
        name = args_p or kwargs_p
        assert name is not None
        ck.error(node, "valid-type", f'ParamSpec must have "*args" typed as "{name.name}.args" and "**kwargs" typed as "{name.name}.kwargs"')
        return
    if a.kwonlyargs:
        ck.error(node, "valid-type", "Arguments not allowed after ParamSpec.args")
    if type(sig) is CallableType and not _bound(args_p, sig, scope, outer):
        ck.error(node, "valid-type", f'ParamSpec "{args_p.name}" is unbound')


def _misnamed_components(ck: ExpressionChecker, conv: TypeConverter, star: ast.expr | None, stars: ast.expr | None) -> bool:
    """``*args: P.typo``, ``**kwargs: P.__bound__``: an attribute of a ParamSpec that is not
    the component the parameter takes (mypy's valid-type, beside the undefined name)."""
    reported = False
    for node, part, stars_ in ((star, "args", "*"), (stars, "kwargs", "**")):
        if type(node) is ast.Attribute and node.attr not in ("args", "kwargs"):
            p = conv.paramspec_part(node, any_attribute=True)
            if p is not None:
                ck.error(node, "valid-type", f'Use "{p.name}.{part}" for variadic "{stars_}" parameter')
                reported = True
    return reported


def _is_component(node: ast.expr | None) -> bool:
    return type(node) is ast.Attribute and node.attr in ("args", "kwargs")


def _bound(p: TypeVarType, sig: CallableType, scope: Scope, outer: Scope) -> bool:
    """P is declared by the def (``def f[**P]``), bound around it, or used in the signature
    beyond its components (``f: Callable[P, R], *args: P.args, **kwargs: P.kwargs``)."""
    if p in scope.type_vars.values() or outer.bound is None or p in outer.bound:
        return True
    if outer.cls is not None and p in outer.cls.type_params:
        return True
    others: list[TypeVarType] = []
    rest: list[Param] = [q for q in sig.params if not (q.type == p and q.name is not None and q.kind in (ParamKind.VAR_POSITIONAL, ParamKind.VAR_KEYWORD))]
    for q in rest:
        collect_type_vars(q.type, others)
    collect_type_vars(sig.ret, others)
    return p in others
