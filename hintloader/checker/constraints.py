"""Bodies of functions generic in a constrained type variable (``AnyStr``): one pass each."""

from __future__ import annotations

import dataclasses
import itertools

from hintloader.checker.expressions import FuncCtx
from hintloader.checker.env import Env
from hintloader.typesystem.model import CallableType, Type, TypeVarType, substitute

# Beyond this many combinations of constraints the body is checked once, with the variables.
_MAX_PASSES = 4


def body_passes(fctx: FuncCtx, env: Env, sig: Type) -> list[tuple[FuncCtx, Env]]:
    """The contexts to check a function body in: once per constraint of each constrained type
    variable of its own (as mypy does), so that ``isinstance(m, str)`` on ``m: AnyStr`` picks
    a branch and ``str`` results fit ``AnyStr``; otherwise the one context it already has.
    A method's class generic in a constrained variable gives its passes too (mypy checks the
    method once per constraint of the class's variable as well)."""
    constrained = [tv for tv in sig.type_vars if tv.values] if type(sig) is CallableType else []
    owner = fctx.method_of or fctx.classmethod_of
    if owner is not None and type(sig) is CallableType:
        constrained += [tv for tv in owner.type_params if tv.values and tv not in constrained]
    combos = list(itertools.islice(itertools.product(*(tv.values for tv in constrained)), _MAX_PASSES + 1))
    if not constrained or len(combos) > _MAX_PASSES:
        return [(fctx, env)]
    return [_bound(fctx, env, dict(zip(constrained, combo))) for combo in combos]


def in_enclosing_pass(fctx: FuncCtx, env: Env, enclosing: FuncCtx) -> tuple[FuncCtx, Env]:
    """A def nested in a pass of a function generic in ``AnyStr`` uses the enclosing function's
    AnyStr (typing spec, scoping of type variables): it is that pass's constraint there too."""
    if enclosing.kind != "function" or not enclosing.bindings:
        return fctx, env
    return _bound(fctx, env, enclosing.bindings)


def _bound(fctx: FuncCtx, env: Env, mapping: dict[TypeVarType, Type]) -> tuple[FuncCtx, Env]:
    mapping = {**fctx.bindings, **mapping}
    declared = {name: substitute(t, mapping) for name, t in fctx.declared.items()}
    ret = None if fctx.ret is None else substitute(fctx.ret, mapping)
    bound_env = Env((key, substitute(t, mapping)) for key, t in env.items())
    # Each pass binds the body's locals afresh: what one pass learnt of its first bindings
    # and partial types must not leak into the next (whose declared types differ).
    fresh = dataclasses.replace(fctx, declared=declared, ret=ret, bindings=mapping, first_bound=dict(fctx.first_bound),
                                declared_at=dict(fctx.declared_at), partials=dict(fctx.partials))
    return fresh, bound_env
