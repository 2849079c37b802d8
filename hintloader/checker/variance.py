"""Type variables against their use in signatures: declared and inferred (PEP 695) variance,
and a returned type variable that no argument binds."""

from __future__ import annotations

import ast
import re
from typing import TYPE_CHECKING

from hintloader.checker.astutil import callee_name, walk
from hintloader.typesystem.model import (
    NEVER,
    SELF_SCOPE,
    CallableType,
    Instance,
    TupleType,
    Type,
    TypeVarKind,
    TypeVarType,
    Variance,
    substitute,
)
from hintloader.typesystem.formatting import format_type

if TYPE_CHECKING:  # typing-only: the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker

# A constructor stores its arguments before anyone can read the object as a wider type.
_CONSTRUCTORS = frozenset({"__init__", "__new__", "__post_init__"})


def check_signature(ck: ExpressionChecker, node: ast.FunctionDef | ast.AsyncFunctionDef, sig: CallableType,
                    is_method: bool, bound_outside: tuple[TypeVarType, ...] | None) -> None:
    """mypy's rules, on the bare type variable only (``list[T_co]`` in a parameter is left to
    the relation engine): a covariant one may not type a parameter, a contravariant one may not
    be the return type, and a returned one must be bound by an argument. ``bound_outside`` are
    the variables the enclosing class binds (None in a nested def: its enclosing function's
    variables are not known here, so that rule is skipped)."""
    ret = sig.ret
    packed = _packed_var(ret)
    if type(packed) is TypeVarType and packed.variance == Variance.CONTRAVARIANT and node.returns is not None:
        ck.error(node.returns, "misc", "Cannot use a contravariant type variable as return type")
    if (bound_outside is not None and type(ret) is TypeVarType and ret in sig.type_vars
            and ret.scope != SELF_SCOPE and all(tv.name != ret.name for tv in bound_outside)
            and node.returns is not None and not any(substitute(p.type, {ret: NEVER}) != p.type for p in sig.params)
            and not _annotations_name(node.args, ret.name)):
        # def make() -> T: no call can tell what T is (mypy's type-var rule).
        ck.error(node.returns, "type-var", "A function returning TypeVar should receive at least one argument containing the same TypeVar")
        bound = ret.bound
        if bound is not None and not (type(bound) is Instance and bound.name == "builtins.object"):
            ck.explain(node.returns, "type-var", f'Consider using the upper bound "{format_type(bound)}" instead')
    if node.name in _CONSTRUCTORS or node.name.startswith("__") and not node.name.endswith("__"):
        return  # private names are not inherited: no subclass can widen them
    a = node.args
    positional = a.posonlyargs + a.args
    if is_method and positional:
        positional = positional[1:]  # self / cls
    annotated = {arg.arg: arg.annotation for arg in [*positional, *a.kwonlyargs, a.vararg, a.kwarg]
                 if arg is not None and arg.annotation is not None}
    for p in sig.params:
        t = _packed_var(p.type)
        where = annotated.get(p.name or "")
        if where is not None and type(t) is TypeVarType and t.variance == Variance.COVARIANT:
            ck.error(where, "misc", "Cannot use a covariant type variable as a parameter")


def _packed_var(t: Type) -> Type:
    """``tuple[*Ts]`` is the TypeVarTuple itself, as bare as a TypeVar gets."""
    if type(t) is TupleType and len(t.items) == 1 and type(t.items[0]) is TypeVarType and t.items[0].kind == TypeVarKind.TYPEVARTUPLE:
        return t.items[0]
    return t


def _annotations_name(args: ast.arguments, name: str) -> bool:
    """Whether a parameter's annotation names the type variable, also in a form whose type
    drops it (a variadic generic's arguments: ``self: Result[_T, Unpack[TupleAny]]``)."""
    for arg in [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]:
        if arg is None or arg.annotation is None:
            continue
        for sub in walk(arg.annotation):
            if type(sub) is ast.Name and sub.id == name or type(sub) is ast.Attribute and sub.attr == name:
                return True
            if type(sub) is ast.Constant and isinstance(sub.value, str) and re.search(rf"\b{re.escape(name)}\b", sub.value):
                return True  # a string annotation: mentioned is enough to stay silent
    return False
