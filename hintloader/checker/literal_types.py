"""``Literal[...]``: which parameters it takes (typing spec, "Legal parameters for Literal")."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.astutil import callee_name
from hintloader.checker.enums import _NOT_MEMBERS as NOT_MEMBERS
from hintloader.checker.symbols import Symbol
from hintloader.checker.value_names import enclosing_parameter
from hintloader.typesystem.model import (
    ANY,
    AnyOrigin,
    ERROR_ANY,
    NONE,
    AnyType,
    LiteralType,
    NoneType,
    Type,
    UnionType,
    literal_fallback,
    make_union,
)

if TYPE_CHECKING:
    from hintloader.checker.annotations import TypeConverter

ARBITRARY = "Invalid type: Literal[...] cannot contain arbitrary expressions"


def literal_type(conv: TypeConverter, args: list[ast.expr], head: ast.expr, parenthesized: bool) -> Type:
    """The union of the parameters' literal types. Parameters may be int, str, bytes and bool
    constants (an int with a sign), None, enum members and other literal types (aliases of
    them, nested ``Literal[...]``); anything else is reported as mypy words it."""
    if not args:
        conv._err(head, "valid-type", "Literal[...] must have at least one parameter")
        return ERROR_ANY
    if parenthesized:  # ``Literal[(1, "a")]``: a tuple is no literal value
        conv._err(args[0], "valid-type", ARBITRARY)
        return ERROR_ANY
    items: list[Type] = []
    for number, arg in enumerate(args, start=1):
        item = _parameter(conv, arg, number)
        items.append(item)
    return make_union(items)


def _parameter(conv: TypeConverter, arg: ast.expr, number: int) -> Type:
    invalid = f"Parameter {number} of Literal[...] is invalid"
    if type(arg) is ast.Constant:
        value = arg.value
        if value is None:
            return NONE
        if isinstance(value, (int, str, bytes, bool)):
            return LiteralType(value, literal_fallback(value))
        conv._err(arg, "valid-type", ARBITRARY if isinstance(value, (float, complex)) else invalid)
        return ERROR_ANY
    if type(arg) is ast.UnaryOp and isinstance(arg.op, (ast.USub, ast.UAdd)):
        operand = arg.operand
        if type(operand) is ast.Constant and type(operand.value) is int:
            value = -operand.value if type(arg.op) is ast.USub else operand.value
            return LiteralType(value, literal_fallback(value))
    if isinstance(arg, (ast.Name, ast.Attribute)):
        member = conv._enum_member(arg)
        if member is not None:
            return member
        return _named(conv, arg, invalid)
    if type(arg) is ast.Subscript:
        converted = conv.convert(arg, top=False)
        if _is_literal(converted):
            return converted
        conv._err(arg, "valid-type", invalid)
        return ERROR_ANY
    if isinstance(arg, (ast.Dict, ast.List, ast.Set, ast.Tuple)):
        conv._err(arg, "valid-type", invalid)
        return ERROR_ANY
    conv._err(arg, "valid-type", ARBITRARY)  # 3 + 4, ~5, not False, "a".replace(...)
    return ERROR_ANY


def _named(conv: TypeConverter, arg: ast.Name | ast.Attribute, invalid: str) -> Type:
    """A name in ``Literal[...]``: a literal alias or another literal type; a class, a type
    variable, a plain variable, a function or a special form is invalid, and Any says so."""
    sym = conv._symbol(arg)
    if sym is False:
        return conv.convert(arg, top=False)  # reports the undefined name
    if type(arg) is ast.Name and isinstance(sym, Symbol) and sym.kind in ("unknown", "var") and (
            param := enclosing_parameter(conv.scope, arg.id)) is not None and param[0].annotation is not None:
        conv._err(arg, "valid-type", invalid)  # ``Literal[b]`` with ``b`` a parameter: a variable
        return ERROR_ANY
    if (isinstance(sym, Symbol) and sym.kind == "unknown" and type(sym.value_type) is AnyType
            and sym.value_type.origin == AnyOrigin.UNRESOLVED_IMPORT and conv.special_of(sym) is None):
        # A name imported from a module that cannot be found is Any (mypy: the parameter
        # ``cannot be of type "Any"``, as for ``Literal[Any]``).
        conv._err(arg, "valid-type", f'{invalid.removesuffix(" is invalid")} cannot be of type "Any"')
        return ERROR_ANY
    if not isinstance(sym, Symbol) or sym.kind == "unknown" or sym.scope.module.dynamic:
        return ANY
    special = conv.special_of(sym)
    if special == "Any":
        conv._err(arg, "valid-type", f'{invalid.removesuffix(" is invalid")} cannot be of type "Any"')
        return ERROR_ANY
    if type(arg) is ast.Attribute and _of_enum(conv, arg) and sym.kind in ("var", "func"):
        if _never_a_member(sym):  # a method, a lambda, staticmethod(...) of an enum
            conv._err(arg, "valid-type", invalid)
            return ERROR_ANY
        return ANY  # a member our reading of the class missed (under a test, member(...))
    if special is None and sym.kind == "var":
        if conv.r.alias_of(sym) is None:
            if sym.scope.module.is_stub or type(arg) is ast.Attribute:
                return ANY  # ``Kind.A`` of a class with enum machinery we do not see
            conv._err(arg, "valid-type", invalid)
            return ERROR_ANY
        converted = conv.convert(arg, top=False)
        if _is_literal(converted):
            return converted
    conv._err(arg, "valid-type", invalid)
    return ERROR_ANY


def _of_enum(conv: TypeConverter, arg: ast.Attribute) -> bool:
    """``Color.x`` where Color is an enum class we know (so ``x`` is no member of it)."""
    owner = conv._symbol(arg.value)
    info = conv.r.class_of(owner) if isinstance(owner, Symbol) and owner.kind == "class" else None
    return info is not None and info.is_enum


def _never_a_member(sym: Symbol) -> bool:
    """Definitions that make no enum member: defs, lambdas, and the callables enum leaves
    alone (``staticmethod(f)``, ``nonmember(2)``)."""
    def plain(node: ast.stmt) -> bool:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return not any(callee_name(d) == "member" for d in node.decorator_list)
        value = node.value if isinstance(node, (ast.Assign, ast.AnnAssign)) else None
        return type(value) is ast.Lambda or (type(value) is ast.Call and callee_name(value) in NOT_MEMBERS)
    return bool(sym.nodes) and all(plain(n) for n in sym.nodes)


def _is_literal(t: Type) -> bool:
    if type(t) is UnionType:
        return all(_is_literal(i) for i in t.items)
    return isinstance(t, (LiteralType, NoneType, AnyType))
