"""A class-body assignment against the type a base class declares for the name (mypy's
``base class "A" defined the type as ...``)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from typing import TYPE_CHECKING

from hintloader.checker.astutil import callee_name
from hintloader.checker.class_mismatches import excused
from hintloader.checker.shown_values import shown_value
from hintloader.checker.guards import is_final_annotation
from hintloader.checker.members import NEVER_MISSING, defines_get, read_through
from hintloader.checker.program import instance_mapping
from hintloader.checker.symbols import ClassInfo, Symbol
from hintloader.typesystem.model import (
    NONE,
    POSITIONAL_KINDS,
    AnyType,
    CallableType,
    Overloaded,
    Instance,
    ParamKind,
    TupleType,
    Type,
    TypeVarType,
    collect_type_vars,
    has_any,
    has_type_vars,
    substitute,
    widen_literal,
)
from hintloader.typesystem.formatting import format_type
from hintloader.typesystem.relations import is_assignable

if TYPE_CHECKING:  # the statement checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker

__all__ = ["check_base_attribute", "check_base_declaration"]


def check_base_attribute(ck: ExpressionChecker, target: ast.Name, value_node: ast.expr, value: Type) -> None:
    """``name = value`` in a class body: the value must fit the type each base declares for
    ``name`` (its annotation, a type comment, or an unannotated plain value's type)."""
    for base, declared, method in _base_types(ck, target.id):
        if method and (bound := _own_method_bound(ck, value_node, value)) is not None:
            # ``n = m``, m a method of this class: bound as it reads through an instance
            if not is_assignable(bound, declared, ck.prog):
                _report(ck, value_node, format_type(bound), base, declared)
            return
        if method and (isinstance(value, (CallableType, Overloaded, AnyType)) or type(value_node) is not ast.Constant):
            return  # over a method: mypy compares the value bound as one (a constant is none)
        got = _through_instance(ck, value)
        if got is not value:
            # A descriptor is compared by what an instance reads through it (mypy): its
            # ``__get__``'s result, whose Any fits anything.
            if not (is_assignable(got, declared, ck.prog) or excused(got, declared, ck.prog)):
                _report(ck, value_node, format_type(got), base, declared)
            return
        if is_assignable(value, declared, ck.prog) or excused(value, declared, ck.prog):
            continue
        value = ck.infer_again(value_node, declared)  # a display takes the declared type as context
        # (an Any in the value excuses it only where it may be why: a dict of lambdas is no None)
        if is_assignable(value, declared, ck.prog) or excused(value, declared, ck.prog):
            continue
        shown = format_type(shown_value(ck, value_node, widen_literal(value), declared))
        _report(ck, value_node, shown, base, declared)
        return


def _through_instance(ck: ExpressionChecker, value: Type) -> Type:
    """What an instance of the class being defined reads where its body binds ``value``: the
    result of a descriptor's ``__get__``, else the value itself."""
    info = ck.ctx.scope.cls
    if info is None or type(value) is not Instance or value.name == info.fullname or not defines_get(ck.prog, value):
        return value
    return read_through(ck, value, info.self_instance())


def check_base_declaration(ck: ExpressionChecker, target: ast.Name | ast.Attribute, at: ast.AST, own: Type,
                           info: ClassInfo | None = None) -> None:
    """``name: T`` (with or without a value) in a class body, or ``self.name: T`` in a method of
    ``info``: the declared type must fit the type each base declares for the name (mypy
    compares the declarations, not the value)."""
    if has_any(own) or _foreign_type_vars(own, info or ck.ctx.scope.cls):
        return
    name = target.id if isinstance(target, ast.Name) else target.attr
    for base, declared, _ in _base_types(ck, name, info):
        if not is_assignable(own, declared, ck.prog):
            # (through self: an ignore anywhere in the value covers it, as mypy's context spans it)
            _report(ck, at, format_type(own), base, declared, at if info is not None else None)
            return


def _own_method_bound(ck: ExpressionChecker, value_node: ast.expr, value: Type) -> Type | None:
    """``value_node`` names a def of the class body being checked (plain, class or static
    method, no other decorator, no type variables): its type read through an instance, with
    no name (mypy shows it as a ``Callable``); None for any other value."""
    info = ck.ctx.scope.cls
    if info is None or type(value_node) is not ast.Name or type(value) is not CallableType or value.type_vars:
        return None
    nodes = info.body.get(value_node.id) or []
    if len(nodes) != 1 or not isinstance(nodes[0], (ast.FunctionDef, ast.AsyncFunctionDef)):
        return None
    kinds = [callee_name(d) for d in nodes[0].decorator_list]
    if len(kinds) > 1 or (kinds and kinds[0] not in ("classmethod", "staticmethod")) or not value.params and not kinds:
        return None
    if kinds == ["staticmethod"]:
        bound = value
    elif not value.params or value.params[0].kind not in POSITIONAL_KINDS:
        return None
    else:
        bound = value.with_params(value.params[1:])
    if has_type_vars(bound):
        return None
    return CallableType(bound.params, bound.ret)


def _report(ck: ExpressionChecker, at: ast.AST, shown: str, base: ClassInfo, declared: Type, span: ast.AST | None = None) -> None:
    owner = base.fullname.rpartition(".")[2]
    ck.error(at, "assignment", f'Incompatible types in assignment (expression has type "{shown}", '
                               f'base class "{owner}" defined the type as "{format_type(declared)}")', span=span)


def _base_types(ck: ExpressionChecker, name: str, info: ClassInfo | None = None) -> Iterator[tuple[ClassInfo, Type, bool]]:
    """The bases to compare a class-body binding of ``name`` with, each with the type it gives
    the name, as mypy walks them: along the MRO, stopping after the last direct base when that
    one defines the name (its ancestors agree with it already), one report at most. A base whose type we cannot tell as mypy does (a
    method, a property, an inferred value other than a plain one, a final or private name)
    ends the walk: comparing past it could blame a class mypy never reaches. A plain method
    is compared as it reads through an instance (the flag: a value is compared with it only
    when it is a constant, which mypy does not bind)."""
    info = info or ck.ctx.scope.cls
    if (info is None or (name.startswith("__") and not name.endswith("__")) or info.is_enum or info.is_typeddict
            or info.namedtuple_call is not None or not info.mro[1:] or name in _UNCHECKED):
        return
    last_direct = _last_direct_base(ck, info)
    for base in info.mro[1:]:
        method = False
        sym = ck.prog.class_body_symbol(base, name)
        if sym is None:
            own = ck.prog.instance_attr_symbol(base, name)
            if own is None:
                continue
            if any(type(n) is ast.AnnAssign and is_final_annotation(n.annotation) for n in own.nodes):
                return  # ``self.x: Final = ...``: a write is the error (finals.py), not its type
            # Bound through ``self`` in the base's methods: the attribute's type, declared or
            # inferred from its first binding, as every read of it sees it (mypy compares too).
            declared = ck.prog.declared_type(own) or _read_type(ck, base, name)
        elif sym.kind == "func":
            # A plain method: the type it has through an instance (mypy binds it, and compares
            # ``index: int | str`` in a subclass of str with ``str.index``).
            declared = _plain_method(ck, base, name, sym)
            if declared is None:
                return
            method = True
        elif sym.kind != "var" or any(type(n) is ast.AnnAssign and is_final_annotation(n.annotation) for n in sym.nodes):
            return
        elif any(type(n) is ast.AnnAssign or (type(n) is ast.Assign and n.type_comment) for n in sym.nodes):
            declared = ck.prog.declared_type(sym)
        else:
            declared = _inferred_binding(ck, base, name, sym)
        if declared is not None and has_type_vars(declared):
            # The base's variables as the class fills them in (``class B(A[int])``: A's T is int).
            declared = substitute(declared, instance_mapping(ck.prog, info.self_instance(), base))
        if declared is None or _foreign_type_vars(declared, info):
            return
        # (a method taking Any, ``tuple.count``, still is no value: a non-callable never fits it)
        if not has_any(declared) or method:
            yield base, declared, method
        if base is last_direct:
            return


def _foreign_type_vars(t: Type, info: ClassInfo | None) -> bool:
    """Whether ``t`` has type variables other than the class's own (those it compares as they are)."""
    if not has_type_vars(t):
        return False
    found: list[TypeVarType] = []
    collect_type_vars(t, found)
    return info is None or any(tv not in info.type_params for tv in found)


def _plain_method(ck: ExpressionChecker, base: ClassInfo, name: str, sym: Symbol) -> CallableType | None:
    """A base's method defined once by a def with no decorator but abstractmethod, classmethod
    or staticmethod, as read through an instance of the base (None for anything else: a
    property, an overload, ...)."""
    if len(sym.nodes) != 1:
        return None
    node = sym.nodes[0]
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return None
    if any(type(d) is ast.Call or callee_name(d) not in ("abstractmethod", "classmethod", "staticmethod") for d in node.decorator_list):
        return None
    found = _read_type(ck, base, name)
    return found if type(found) is CallableType else None


def _read_type(ck: ExpressionChecker, base: ClassInfo, name: str) -> Type | None:
    """What ``base().name`` reads (None: not known)."""
    found = ck.member(base.self_instance(), name, None, report=False)
    return None if found is NEVER_MISSING else found


# Names whose type a subclass may change freely (mypy leaves them alone).
_UNCHECKED = frozenset({"__slots__", "__deletable__", "__match_args__"})


def _last_direct_base(ck: ExpressionChecker, info: ClassInfo) -> ClassInfo | None:
    direct = [ck.prog.class_by_name(b.name) for b in info.bases if type(b) is Instance]
    return direct[-1] if direct else None


def _plain_item(node: ast.expr) -> bool:
    """A tuple item whose type mypy and we infer alike: a constant other than None, or a name."""
    if type(node) is ast.Constant:
        return node.value is not None
    return isinstance(node, (ast.Name, ast.Attribute))


# The classes of the constants whose binding types an unannotated class attribute.
_CONSTANT_CLASSES = {bool: "builtins.bool", int: "builtins.int", float: "builtins.float", str: "builtins.str",
                     bytes: "builtins.bytes", complex: "builtins.complex"}


def _inferred_binding(ck: ExpressionChecker, base: ClassInfo, name: str, sym: Symbol) -> Type | None:
    """An unannotated ``name = <value>`` that is the base's only binding of the name (none in
    its methods either) and whose value is plain: mypy types the attribute by it, ``None`` by
    None, ``1`` as int, ``(KeyError, OSError)`` as a tuple of the two classes."""
    nodes = sym.nodes
    if len(nodes) != 1 or base.is_stub or ck.prog.instance_attr_symbol(base, name) is not None:
        return None
    node = nodes[0]
    if not (type(node) is ast.Assign and len(node.targets) == 1 and type(node.targets[0]) is ast.Name):
        return None
    if type(node.value) is ast.Tuple and not node.value.elts:
        return TupleType(())  # ``options = ()``: mypy's ``tuple[()]``, which no other tuple fits
    if type(node.value) is ast.Tuple and all(_plain_item(e) for e in node.value.elts):
        t = ck.prog.value_type(sym)
        return t if type(t) is TupleType else None
    if type(node.value) is not ast.Constant:
        return None
    value = node.value.value
    if value is None:
        return NONE
    cls = _CONSTANT_CLASSES.get(type(value))
    return Instance(cls) if cls is not None else None
