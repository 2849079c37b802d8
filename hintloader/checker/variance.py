"""Type variables against their use in signatures: declared and inferred (PEP 695) variance,
and a returned type variable that no argument binds."""

from __future__ import annotations

import ast
import re
from typing import TYPE_CHECKING

from hintloader.checker.astutil import callee_name
from hintloader.typesystem.model import NEVER, SELF_SCOPE, CallableType, Instance, TypeVarType, Variance, format_type, substitute

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
    if isinstance(ret, TypeVarType) and ret.variance == Variance.CONTRAVARIANT and node.returns is not None:
        ck.error(node.returns, "misc", "Cannot use a contravariant type variable as return type")
    if (bound_outside is not None and isinstance(ret, TypeVarType) and ret in sig.type_vars
            and ret.scope != SELF_SCOPE and all(tv.name != ret.name for tv in bound_outside)
            and node.returns is not None and not any(substitute(p.type, {ret: NEVER}) != p.type for p in sig.params)
            and not _annotations_name(node.args, ret.name)):
        # def make() -> T: no call can tell what T is (mypy's type-var rule).
        ck.error(node.returns, "type-var", "A function returning TypeVar should receive at least one argument containing the same TypeVar")
        bound = ret.bound
        if bound is not None and not (isinstance(bound, Instance) and bound.name == "builtins.object"):
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
        t = p.type
        where = annotated.get(p.name or "")
        if where is not None and isinstance(t, TypeVarType) and t.variance == Variance.COVARIANT:
            ck.error(where, "misc", "Cannot use a covariant type variable as a parameter")


def _annotations_name(args: ast.arguments, name: str) -> bool:
    """Whether a parameter's annotation names the type variable, also in a form whose type
    drops it (a variadic generic's arguments: ``self: Result[_T, Unpack[TupleAny]]``)."""
    for arg in [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]:
        if arg is None or arg.annotation is None:
            continue
        for sub in ast.walk(arg.annotation):
            if isinstance(sub, ast.Name) and sub.id == name or isinstance(sub, ast.Attribute) and sub.attr == name:
                return True
            if isinstance(sub, ast.Constant) and isinstance(sub.value, str) and re.search(rf"\b{re.escape(name)}\b", sub.value):
                return True  # a string annotation: mentioned is enough to stay silent
    return False


# Generic classes whose every type argument is read-only (covariant): a use inside keeps its
# polarity. Any other subscript (list[T], dict[K, V], a user class) makes the use invariant.
_COVARIANT_HEADS = frozenset({
    "Sequence", "Iterable", "Iterator", "Collection", "Container", "Reversible", "AbstractSet", "FrozenSet",
    "frozenset", "tuple", "Tuple", "Optional", "Union", "Type", "type", "Awaitable", "AsyncIterator",
    "AsyncIterable", "Final", "ReadOnly", "Required", "NotRequired",
})
# Methods that do not count (PEP 695: the constructor's parameters are not reads or writes).
_NOT_COUNTED = frozenset({"__init__", "__new__"})


def infer_class_variance(node: ast.ClassDef, name: str) -> Variance:
    """The variance of the PEP 695 type parameter ``name`` of ``node``, from where the class
    body uses it: only in results (or unused) is covariant, only in parameters contravariant,
    otherwise (both, a mutable attribute, an invariant container, a base class) invariant."""
    uses: set[int] = set()
    for base in node.bases:
        _uses(base, name, 0, uses)
    for stmt in node.body:
        if isinstance(stmt, ast.AnnAssign):
            final = _head(stmt.annotation) == "Final"
            _uses(stmt.annotation, name, 1 if final else 0, uses)
        elif isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            _method_uses(stmt, name, uses)
        if 0 in uses:
            return Variance.INVARIANT
    if 1 in uses and -1 in uses:
        return Variance.INVARIANT
    return Variance.CONTRAVARIANT if uses == {-1} else Variance.COVARIANT


def _method_uses(fn: ast.FunctionDef | ast.AsyncFunctionDef, name: str, uses: set[int]) -> None:
    a = fn.args
    params = [*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg]
    static = any(callee_name(d) == "staticmethod" for d in fn.decorator_list)
    if fn.name in _NOT_COUNTED:
        # An attribute the constructor stores from a T parameter is mutable state of type T.
        mentions: set[int] = set()
        for p in params:
            if p is not None and p.annotation is not None:
                _uses(p.annotation, name, -1, mentions)
        if mentions and any(isinstance(s, (ast.Assign, ast.AnnAssign, ast.AugAssign)) for s in ast.walk(fn)):
            uses.add(0)
        return
    for i, p in enumerate(params):
        if p is None or p.annotation is None or (i == 0 and not static and p in a.posonlyargs + a.args):
            continue
        _uses(p.annotation, name, -1, uses)
    if fn.returns is not None:
        _uses(fn.returns, name, 1, uses)
    for sub in ast.walk(fn):
        if isinstance(sub, ast.AnnAssign) and isinstance(sub.target, ast.Attribute):
            _uses(sub.annotation, name, 0, uses)  # self.x: T is a mutable attribute


def _head(node: ast.expr) -> str:
    return callee_name(node.value if isinstance(node, ast.Subscript) else node)


def _uses(node: ast.expr, name: str, polarity: int, out: set[int]) -> None:
    """Record the polarity (+1 read, -1 written, 0 both) of each use of ``name`` in a type."""
    if isinstance(node, ast.Name):
        if node.id == name:
            out.add(polarity)
    elif isinstance(node, ast.Constant):
        if isinstance(node.value, str) and name in node.value:
            out.add(0)  # a forward reference: not parsed here, assume the worst
    elif isinstance(node, ast.BinOp):
        _uses(node.left, name, polarity, out)
        _uses(node.right, name, polarity, out)
    elif isinstance(node, ast.Subscript):
        head = _head(node)
        items = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        if head == "Callable" and len(items) == 2:
            args = items[0].elts if isinstance(items[0], ast.List) else [items[0]]
            for arg in args:
                _uses(arg, name, -polarity, out)
            _uses(items[1], name, polarity, out)
        elif head == "Annotated":
            _uses(items[0], name, polarity, out)
        else:
            for item in items:
                _uses(item, name, polarity if head in _COVARIANT_HEADS else 0, out)
    elif isinstance(node, (ast.List, ast.Tuple)):
        for elt in node.elts:
            _uses(elt, name, 0, out)
    elif isinstance(node, ast.Starred):
        _uses(node.value, name, polarity, out)  # tuple[*Ts]: an unpacked TypeVarTuple
