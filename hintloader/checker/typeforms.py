"""PEP 747 ``TypeForm``: a value expression that is a valid type expression, read as one."""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import TYPE_CHECKING

from hintloader.checker.annotations import TypeConverter
from hintloader.checker.specialforms import head_form, symbol_named
from hintloader.typesystem.model import ANY, ERROR_ANY, TYPE_FORM, AnyType, Instance, Type, UnionType, type_form
from hintloader.typesystem.relations import is_assignable

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker

# Forms valid in some annotations (a declaration's qualifiers, a parameter list, a base class)
# but never a type expression of their own.
_NOT_TYPES = frozenset({
    "ClassVar", "Final", "Required", "NotRequired", "ReadOnly", "InitVar", "Unpack", "TypeAlias",
    "Concatenate", "Generic", "Protocol",
})


class _Collector:
    """A reporter that only remembers that something was wrong."""

    def __init__(self) -> None:
        self.failed = False

    def error(self, node: ast.AST, code: str, message: str, origin: ast.AST | None = None, span: ast.AST | None = None) -> None:
        self.failed = True

    def note(self, node: ast.AST, code: str, message: str) -> None:
        pass


def evaluated(ck: ExpressionChecker, node: ast.expr) -> Type | None:
    """The type ``node`` stands for when it is a valid type expression (``str | None``,
    ``"list[int]"``, ``Literal[1]``, ``Annotated[int, ...]``), None when it is not (a call, a
    number, a variable, ``ClassVar[int]``, ``Self`` outside a class, a bare ``Optional``)."""
    if _shape(ck, node) != _MAYBE:
        return None
    collector = _Collector()
    converter = TypeConverter(ck.prog, ck.ctx.scope, collector)
    t = converter.convert(node, top=False)
    if collector.failed or converter.final or converter.classvar:
        return None
    return t


_MAYBE, _VALUE, _INVALID = "maybe", "value", "invalid"


def _shape(ck: ExpressionChecker, node: ast.expr) -> str:
    """``_MAYBE`` a type expression (the converter decides), ``_VALUE`` an expression of some
    other kind (its value may still be a type form: a call returning one, a variable holding
    one), ``_INVALID`` a form that is a type expression nowhere on its own (a qualifier,
    ``Unpack``, ``Self`` outside a class)."""
    if type(node) is ast.BinOp and type(node.op) is ast.BitOr:
        sides = (_shape(ck, node.left), _shape(ck, node.right))
        return _INVALID if _INVALID in sides else _VALUE if _VALUE in sides else _MAYBE
    head = node.value if type(node) is ast.Subscript else node
    if not isinstance(head, (ast.Name, ast.Attribute)):
        return _MAYBE if type(node) is ast.Constant and (node.value is None or isinstance(node.value, str)) else _VALUE
    form = head_form(ck.prog, ck.ctx.scope, node)
    if form in _NOT_TYPES:
        return _INVALID
    if form == "Self":
        in_class = ck.ctx.scope.cls is not None or ck.ctx.method_of is not None or ck.ctx.classmethod_of is not None
        return _MAYBE if in_class else _INVALID
    if form is not None:
        return _MAYBE  # a special form (``Annotated``, ``Literal``, ...) is declared as a variable in typeshed
    if type(head) is ast.Name and head.id in ck.ctx.locals and ck.ctx.kind == "function":
        return _VALUE  # a local variable holds a value (a type form is passed to it, not named)
    sym = symbol_named(ck.prog, ck.ctx.scope, head)
    return _MAYBE if sym is None or sym.kind != "var" or ck.prog.alias_of(sym) is not None else _VALUE


def implicit(ck: ExpressionChecker, node: ast.expr, as_value: Callable[[], Type]) -> Type:
    """Where a ``TypeForm`` is expected, a valid type expression is a ``TypeForm`` of its type
    (the spec's implicit evaluation); other expressions are values (``as_value`` infers one),
    which fit only when they hold a type form. A value of a class with unknown type arguments
    (``tuple()``) is still no type form: its Any arguments do not make it fit."""
    t = evaluated(ck, node)
    if t is not None:
        return type_form(t)
    if _shape(ck, node) == _INVALID:
        as_value()
        ck.error(node, "valid-type", f'Invalid type form: "{ast.unparse(node)}" is not a valid type expression')
        return ERROR_ANY
    value = as_value()
    if type(value) is Instance and value.name != TYPE_FORM and value.args and not ck.prog.has_unknown_base(value.name):
        return Instance(value.name, tuple(a if type(a) is not AnyType else Instance("builtins.object") for a in value.args))
    return value


def expects_type_form(expected: UnionType) -> bool:
    return any(type(m) is Instance and m.name == TYPE_FORM for m in expected.items)


def value_or_type_form(ck: ExpressionChecker, node: ast.expr, expected: UnionType, as_value: Callable[[], Type]) -> Type:
    """Where a union with a ``TypeForm`` member is expected (``Literal["int", "str"] |
    TypeForm[int | str] | None``), an expression is its value when that fits (``"int"`` is the
    literal), else a valid type expression is read as a type form (``int | str``, mypy)."""
    value = as_value()
    if is_assignable(value, expected, ck.prog):
        return value
    t = evaluated(ck, node)
    if t is not None and is_assignable(type_form(t), expected, ck.prog):
        return type_form(t)
    return value


def generic_context(formal: Type) -> Type | None:
    """The context a generic parameter gives its argument before solving: none, except a
    ``TypeForm[T]``, where a type expression is read as one (``Adapter(Annotated[int, ...])``
    solves T to ``int``, not to the ``_SpecialForm`` the expression is as a value)."""
    return formal if type(formal) is Instance and formal.name == TYPE_FORM else None


def call(ck: ExpressionChecker, node: ast.Call) -> Type:
    """``TypeForm(X)``: X must be a valid type expression; the value is a ``TypeForm[X]``."""
    if len(node.args) != 1 or node.keywords:
        for arg in node.args:
            ck.infer(arg)
        return type_form(ANY)
    arg = node.args[0]
    t = evaluated(ck, arg)
    if t is None:
        ck.infer(arg)
        ck.error(arg, "valid-type", f'Invalid type form: "{ast.unparse(arg)}" is not a valid type expression')
        return type_form(ANY)
    return type_form(t)
