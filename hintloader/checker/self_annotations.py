"""A method's annotated ``self`` (or ``cls``, or a first parameter of another name) must admit
its own class (mypy's ``The erased type of self "X" is not a supertype of its class "C"``): with
type variables erased to their bounds, the class's instances must fit it. A protocol is exempt
(the call sites are checked instead)."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker import signatures
from hintloader.checker.classes import decorator_name
from hintloader.checker.symbols import ClassInfo, class_scope
from hintloader.typesystem.model import (
    ANY,
    AnyType,
    CallableType,
    Instance,
    NoneType,
    Type,
    TypeType,
    TypeVarType,
    UnionType,
    SELF_SCOPE,
)
from hintloader.typesystem.formatting import format_type
from hintloader.typesystem.relations import is_assignable

if TYPE_CHECKING:  # the statement checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker

__all__ = ["check_class"]


def check_class(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    if info.unknown_base or info.is_protocol:
        return
    for stmt in node.body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            _check_def(ck, info, stmt)


def _check_def(ck: ExpressionChecker, info: ClassInfo, stmt: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
    decorators = {decorator_name(d) for d in stmt.decorator_list}
    first = (stmt.args.posonlyargs + stmt.args.args)[:1]
    # (``__new__`` takes the class whether or not it is written a static method)
    static = "staticmethod" in decorators and stmt.name != "__new__"
    if not first or first[0].annotation is None or static:
        return
    if static or any(_unknown(ck, d) for d in stmt.decorator_list):
        return  # (mypy checks the def under any decorator; one not known may bind it otherwise)
    sig = signatures.written_type(ck.prog, stmt, class_scope(info))  # (mypy checks the def, not what a decorator makes)
    if type(sig) is not CallableType or not sig.params:
        return
    declared = _erased(sig.params[0].type)
    if declared is None:
        return
    own: Type = Instance(info.fullname, (ANY,) * len(info.type_params))
    on_class = "classmethod" in decorators or stmt.name in ("__new__", "__init_subclass__", "__class_getitem__")
    if on_class:
        own = TypeType(own)
    if is_assignable(own, declared, ck.prog) or _protocol(ck, declared):
        return
    if first[0].arg not in ("self", "cls"):
        # (whatever its name, the first parameter receives the instance or class; mypy words it so)
        ck.error(stmt, "misc", '"self" parameter missing for a non-static method (or an invalid type for self)')
        return
    ck.error(stmt, "misc", f'The erased type of self "{_full(declared)}" is not a supertype of its class "{_full(own)}"')


def _unknown(ck: ExpressionChecker, deco: ast.expr) -> bool:
    """A decorator that is not a known name or call (``@x.y[z]``) or that is typed Any."""
    return not isinstance(deco, (ast.Name, ast.Attribute, ast.Call)) or isinstance(ck.infer_again(deco), AnyType)


def _erased(t: Type) -> Type | None:
    """Type variables erased to their bounds; None where ``Self`` (always fits) or a
    constrained variable stands."""
    if type(t) is TypeVarType:
        if t.scope == SELF_SCOPE or t.values:
            return None
        return _erased(t.bound) if t.bound is not None else Instance("builtins.object")
    if type(t) is TypeType:
        item = _erased(t.item)
        return TypeType(item) if item is not None else None
    if type(t) is Instance:
        return Instance(t.name, (ANY,) * len(t.args)) if t.args else t
    if type(t) is NoneType:
        return t  # (``self: None``: no instance is one)
    if type(t) is UnionType:
        items = [_erased(i) for i in t.items]
        return None if any(i is None for i in items) else UnionType(tuple(i for i in items if i is not None))
    return None  # Any, callables, tuples: not judged


def _protocol(ck: ExpressionChecker, t: Type) -> bool:
    if type(t) is TypeType:
        t = t.item
    return type(t) is Instance and ck.prog.is_protocol(t.name)


def _full(t: Type) -> str:
    """mypy names the classes in this message by their full names."""
    if type(t) is Instance and not t.args:
        return t.name
    if type(t) is UnionType and all(type(i) is Instance and not i.args for i in t.items):
        return " | ".join(i.name for i in t.items if type(i) is Instance)
    if type(t) is TypeType:
        return f"type[{_full(t.item)}]"
    return format_type(t)
