"""Declarations of type-level names by a call: ``TypeVar``, ``ParamSpec``, ``TypeVarTuple`` and
``NewType`` (their name, arguments, variance, bound, constraints and default), as mypy checks
them and the typing spec requires."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.annotations import TypeConverter
from hintloader.checker.symbols import Scope
from hintloader.typesystem.model import (
    AnyOrigin,
    AnyType,
    CallableType,
    Instance,
    LiteralType,
    Overloaded,
    TupleType,
    Type,
    TypeType,
    TypeVarKind,
    TypeVarType,
    UnionType,
    has_type_vars,
    is_variadic,
)
from hintloader.typesystem.formatting import format_type
from hintloader.typesystem.relations import is_assignable, is_same_type

if TYPE_CHECKING:  # the statement checker calls in with itself
    from hintloader.checker.expressions import ExpressionChecker

_VARIANCE_KEYWORDS = ("covariant", "contravariant", "infer_variance")


def check_declaration(ck: ExpressionChecker, target: str, call: ast.Call, maker: str) -> None:
    """``target = maker(...)`` where maker is TypeVar, ParamSpec, TypeVarTuple or NewType."""
    if ck.quiet:
        return
    if not _name_matches(ck, target, call, maker):
        return
    if maker == "NewType":
        _check_newtype(ck, call)
        return
    keywords = {kw.arg: kw for kw in call.keywords if kw.arg is not None}
    constraints = call.args[1:]
    if maker != "TypeVar":
        if constraints:
            ck.error(call, "misc", f'Too many positional arguments for "{maker}"')
        for name in ("bound",):
            if name in keywords:
                ck.error(call, "misc", f'Unexpected keyword argument "{name}" for "{maker}"')
    _check_variance(ck, call, keywords, maker)
    # A bound or constraint with a type variable is reported here, not also as unbound.
    scope = ck.ctx.scope
    conv = TypeConverter(ck.prog, Scope(scope.module, scope.cls, scope.local_defs, scope.type_vars, scope.owner, scope.self_class), ck.reporter)
    values = [conv.convert(c, top=False) for c in constraints] if maker == "TypeVar" else []
    bound_kw = keywords.get("bound")
    bound = conv.convert(bound_kw.value, top=False) if bound_kw is not None and maker == "TypeVar" else None
    if maker == "TypeVar":
        if len(constraints) == 1:
            ck.error(call, "misc", "Type variable must have at least two constrained types")
        if constraints and bound_kw is not None:
            ck.error(call, "misc", "TypeVar cannot have both values and an upper bound")
        for expr, t in zip(constraints, values):
            _no_type_vars(ck, expr, t, "constraint")
        if bound_kw is not None and bound is not None:
            _no_type_vars(ck, bound_kw.value, bound, "bound")
    default_kw = keywords.get("default")
    if default_kw is not None:
        check_default(ck, conv, maker, default_kw.value, bound, values if len(values) > 1 else [])


def _name_matches(ck: ExpressionChecker, target: str, call: ast.Call, maker: str) -> bool:
    first = call.args[0] if call.args else None
    if first is None:
        ck.error(call, "misc", f"Too few arguments for {maker}()")
        return False
    if type(first) is not ast.Constant or not isinstance(first.value, str):
        ck.error(call, "misc", f"{maker}() expects a string literal as first argument")
        return False
    if first.value != target:
        ck.error(call, "misc", f'String argument 1 "{first.value}" to {maker}(...) does not match variable name "{target}"')
        return False
    return True


def _flag(kw: ast.keyword | None) -> bool:
    return kw is not None and type(kw.value) is ast.Constant and kw.value.value is True


def _check_variance(ck: ExpressionChecker, call: ast.Call, keywords: dict[str, ast.keyword], maker: str) -> None:
    for name in _VARIANCE_KEYWORDS:
        kw = keywords.get(name)
        if kw is not None and not (type(kw.value) is ast.Constant and isinstance(kw.value.value, bool)):
            ck.error(call, "misc", f'{maker} "{name}" may only be a literal bool')
    co, contra, infer = (_flag(keywords.get(n)) for n in _VARIANCE_KEYWORDS)
    if co and contra:
        ck.error(call, "misc", f"{maker} cannot be both covariant and contravariant")
    elif infer and (co or contra):
        # PEP 695: a variance is either declared or inferred, never both.
        ck.error(call, "misc", f'{maker} cannot be both {"covariant" if co else "contravariant"} and "infer_variance"')


def _no_type_vars(ck: ExpressionChecker, expr: ast.expr, t: Type, what: str) -> None:
    """A bound or constraint is a type the variable is checked against everywhere: it cannot
    depend on another type variable (no scope binds one there)."""
    if what == "constraint" and ck.ctx.scope.cls is not None:
        return  # a class's own variable in a constraint: the semantic pass reports it (mypy's [misc])
    for tv in _outside_callables(t):
        ck.error(expr, "valid-type", f'Type variable "{tv.scope}" is unbound')
        return


def _outside_callables(t: Type) -> list[TypeVarType]:
    """The type variables of ``t`` that no callable in it binds: ``bound=Callable[..., T]`` is a
    generic callable (its T is its own, as mypy reads it), ``bound=list[T]`` has T unbound."""
    if isinstance(t, (CallableType, Overloaded)):
        return []
    if type(t) is TypeVarType:
        return [t]
    parts: tuple[Type, ...] = (t.args if type(t) is Instance else t.items if isinstance(t, (UnionType, TupleType))
                               else (t.item,) if type(t) is TypeType else ())
    return [tv for part in parts for tv in _outside_callables(part)]


def _may_be_type(node: ast.expr) -> bool:
    """Whether an expression has the form of a type expression (what it names aside)."""
    if type(node) is ast.Constant:
        return node.value is None or isinstance(node.value, str)
    return isinstance(node, (ast.Name, ast.Attribute, ast.Subscript, ast.BinOp))


def check_default(ck: ExpressionChecker, conv: TypeConverter, maker: str, node: ast.expr, bound: Type | None,
                   constraints: list[Type]) -> None:
    """PEP 696: a default of the right kind, that fits the bound, or is one of the
    constraints; a type variable as default brings its own bound or constraints."""
    if maker == "ParamSpec":
        if not (type(node) is ast.List or type(node) is ast.Constant and node.value is Ellipsis):
            t = conv.convert_parameter_list(node) if isinstance(node, (ast.Name, ast.Attribute)) else None
            if not (type(t) is TypeVarType and t.kind == TypeVarKind.PARAMSPEC or type(t) is AnyType):
                ck.error(node, "misc", "The default argument to ParamSpec must be a list expression, ellipsis, or a ParamSpec")
        for i, elt in enumerate(node.elts if type(node) is ast.List else ()):
            if not _may_be_type(elt):
                ck.error(elt, "misc", f"Argument {i} of ParamSpec default must be a type")
        return
    if maker == "TypeVarTuple":
        unpacked = type(node) is ast.Starred or type(node) is ast.Subscript and conv.form(node.value) == "Unpack"
        if not unpacked:
            ck.error(node, "misc", "The default argument to TypeVarTuple must be an Unpacked tuple")
        return
    default = conv.convert(node, top=False)
    if type(default) is AnyType:
        return
    if type(default) is TypeVarType and default.kind != TypeVarKind.TYPEVAR:
        ck.error(node, "misc", 'TypeVar "default" must be a type')
        return
    if type(default) is TypeVarType:
        _check_default_type_var(ck, node, default, bound, constraints)
        return
    # (gradual, as mypy's is_subtype: ``default=IO[str]`` fits ``bound=IO[Any]``)
    if bound is not None and not has_type_vars(bound) and not is_assignable(default, bound, ck.prog):
        ck.error(node, "misc", "TypeVar default must be a subtype of the bound type")
    if constraints and not any(is_same_type(default, c, ck.prog) for c in constraints):
        ck.error(node, "misc", "TypeVar default must be one of the constraint types")


def _check_default_type_var(ck: ExpressionChecker, node: ast.expr, default: TypeVarType, bound: Type | None,
                            constraints: list[Type]) -> None:
    """``default=T1`` (PEP 696, "Bound rules" and "Constraint rules"): T1's bound must be a
    subtype of the bound; T1's constraints, or T1's bound, must be among the constraints."""
    prog = ck.prog
    if bound is not None:
        upper = default.bound if default.bound is not None else Instance("builtins.object")
        if default.values:
            fits = all(is_assignable(v, bound, prog) for v in default.values)
        else:
            fits = bool(is_assignable(upper, bound, prog))
        if not fits:
            ck.error(node, "misc", "TypeVar default must be a subtype of the bound type")
    if constraints:
        given = default.values or ((default.bound,) if default.bound is not None else (Instance("builtins.object"),))
        if not all(any(is_same_type(g, c, prog) for c in constraints) for g in given):
            ck.error(node, "misc", "TypeVar default must be one of the constraint types")


def _check_newtype(ck: ExpressionChecker, call: ast.Call) -> None:
    """``NewType("N", base)``: exactly two positional arguments; the base a plain class (no
    union, literal, protocol, TypedDict, Any or type variable in it)."""
    if len(call.args) != 2 or call.keywords:
        ck.error(call, "misc", "NewType(...) expects exactly two positional arguments")
        return
    expr = call.args[1]
    conv = TypeConverter(ck.prog, ck.ctx.scope, ck.reporter)
    base = conv.convert(expr, top=False)
    if type(base) is Instance:
        info = ck.prog.class_by_name(base.name)
        if info is not None and info.is_protocol:
            ck.error(expr, "misc", "NewType cannot be used with protocol classes")
            return
        if info is not None and info.is_typeddict:
            _not_subclassable(ck, expr, base)
            return
        if has_type_vars(base):
            ck.error(expr, "valid-newtype", f'Argument 2 to NewType(...) must be subclassable (got "{format_type(base)}")')
        return
    if type(base) is AnyType and base.origin not in (AnyOrigin.EXPLICIT, AnyOrigin.UNRESOLVED_IMPORT):
        return  # an error already reported: nothing to say (an unresolved import's Any is no class, mypy, pyright)
    if isinstance(base, (AnyType, UnionType, LiteralType, TypeVarType, CallableType)) or type(base) is TupleType and any(map(is_variadic, base.items)):
        _not_subclassable(ck, expr, base)


def _not_subclassable(ck: ExpressionChecker, expr: ast.expr, base: Type) -> None:
    ck.error(expr, "valid-newtype", f'Argument 2 to NewType(...) must be subclassable (got "{format_type(base)}")')

