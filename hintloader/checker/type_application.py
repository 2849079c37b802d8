"""A generic class or alias subscripted in an expression (``Box[int]()``, ``Alias[str]``): the
number of type arguments, in mypy's words for expressions ("Type application has too many
types"); a class that takes none is "not generic and not indexable"."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.annotations import TypeConverter
from hintloader.checker.symbols import ClassInfo
from hintloader.typesystem.formatting import format_type
from hintloader.typesystem.model import Instance, TypeVarKind, TypeVarType, has_any, has_type_vars
from hintloader.typesystem.relations import is_assignable, is_subtype

if TYPE_CHECKING:  # the expression checker calls in with itself
    from hintloader.checker.expressions import ExpressionChecker

# Classes whose subscription is a form of its own (tuple[int, ...], type[C]) or not the class's.
_OWN_FORMS = frozenset({"builtins.tuple", "builtins.type"})


def check(ck: ExpressionChecker, node: ast.Subscript) -> None:
    if ck.quiet or not isinstance(node.value, (ast.Name, ast.Attribute)):
        return
    sym = ck.symbol_of(node.value)
    if sym is None:
        return
    if node is ck.alias_value and sym.kind in ("class", "var"):
        _check_as_annotation(ck, node)  # ``X = C[int]`` defines an alias: mypy's type-arg wording
        info = ck.prog.class_of(sym) if sym.kind == "class" else None
        if info is not None and info.type_params and _arity_fits(info, node):
            _check_values(ck, info, node)
        return
    if sym.kind == "class":
        info = ck.prog.class_of(sym)
        if info is not None:
            _check_class(ck, info, node)
            if info.type_params or info.fullname in _OWN_FORMS:
                _check_nested(ck, node)
    elif sym.kind == "var" and ck.prog.alias_of(sym) is not None:
        _check_as_annotation(ck, node)


def _check_class(ck: ExpressionChecker, info: ClassInfo, node: ast.Subscript) -> None:
    if info.fullname in _OWN_FORMS or info.unknown_base or info.dynamic or info.is_enum or info.fullname.startswith(("typing.", "typing_extensions.")):
        return
    params = info.type_params
    args = list(node.slice.elts) if type(node.slice) is ast.Tuple else [node.slice]
    if not params:
        meta = ck.prog.metaclass(info.fullname)
        if not any("__class_getitem__" in c.body for c in info.mro) and not (meta is not None and ck.prog.has_member(meta.name, "__getitem__")):
            ck.error(node, "misc", f'The type "type[{info.fullname.rpartition(".")[2]}]" is not generic and not indexable')
        return
    kinds = [p.kind for p in params]
    if TypeVarKind.TYPEVARTUPLE in kinds:
        # Any number of arguments may be its (TypeVarTuple rules), but the others take one
        # each: too few is mypy's type-arg (an unpacked argument may fill any of them).
        if any(type(a) is ast.Starred or type(a) is ast.Subscript and ck.converter().form(a.value) == "Unpack" for a in args):
            return
        given = 0 if type(node.slice) is ast.Tuple and not node.slice.elts else len(args)
        low = sum(1 for p in params if p.kind != TypeVarKind.TYPEVARTUPLE and p.default is None)
        if given == 0 and low:
            ck.error(node, "type-arg", f"At least {low} type argument(s) expected, none given")
        elif given < low:
            ck.error(node, "type-arg", f"Bad number of arguments, expected: at least {low}, given: {given}")
        return
    if kinds == [TypeVarKind.PARAMSPEC] and not all(type(a) is ast.List for a in args):
        return  # Hook[int, str] is Hook[[int, str]]
    given = 0 if type(node.slice) is ast.Tuple and not node.slice.elts else len(args)
    low = sum(1 for p in params if p.default is None)
    high = len(params)
    if low <= given <= high:
        _check_values(ck, info, node)
        return
    expected = f"{high} expected" if low == high else f"expected between {low} and {high}"
    ck.error(node, "misc", f"Type application has too {'many' if given > high else 'few'} types ({expected})")


def _arity_fits(info: ClassInfo, node: ast.Subscript) -> bool:
    params = info.type_params
    if any(p.kind != TypeVarKind.TYPEVAR for p in params) or info.fullname in _OWN_FORMS:
        return False
    given = len(node.slice.elts) if type(node.slice) is ast.Tuple else 1
    return sum(1 for p in params if p.default is None) <= given <= len(params)


def _check_values(ck: ExpressionChecker, info: ClassInfo, node: ast.Subscript) -> None:
    """``C[X]`` as a value: X must meet the bound or one of the constraints of C's variable
    (mypy's words in expressions: 'Value of type variable "T" of "C" cannot be "X"')."""
    if any(p.kind != TypeVarKind.TYPEVAR for p in info.type_params):
        return
    made = TypeConverter(ck.prog, ck.ctx.scope, None).convert(node)
    if type(made) is not Instance or len(made.args) != len(info.type_params):
        return
    name = info.fullname.rpartition(".")[2]
    for tv, arg in zip(info.type_params, made.args):
        if type(arg) is TypeVarType and arg.values and tv.values:
            # ``class D(C[S])`` with S constrained too: each of S's constraints is one of T's.
            if not all(any(is_subtype(a, v, ck.prog) and is_subtype(v, a, ck.prog) for v in tv.values) for a in arg.values):
                ck.error(node, "type-var", f'Invalid type argument value for "{name}"')
            continue
        if has_any(arg) or has_type_vars(arg):
            continue
        if tv.values:
            fits = any(is_subtype(arg, v, ck.prog) for v in tv.values)
        elif tv.bound is not None and not has_any(tv.bound) and not has_type_vars(tv.bound):
            fits = bool(is_assignable(arg, tv.bound, ck.prog))
        else:
            continue
        if not fits:
            ck.error(node, "type-var", f'Value of type variable "{tv.name}" of "{name}" cannot be "{format_type(arg)}"')


def _check_as_annotation(ck: ExpressionChecker, node: ast.Subscript) -> None:
    """The arity rule of an annotation (a generic alias's wording is mypy's in expressions too)."""
    head = node.value
    conv = TypeConverter(ck.prog, ck.ctx.scope, _HeadCount(ck, head))
    conv.convert(node)


def _check_nested(ck: ExpressionChecker, node: ast.Subscript) -> None:
    """``list[C[None]]()``: the type arguments are type expressions, whose own generic
    classes and aliases take only what their type variables allow (an annotation's words)."""
    args = node.slice.elts if type(node.slice) is ast.Tuple else [node.slice]
    for arg in args:
        if isinstance(arg, (ast.Subscript, ast.BinOp)):
            TypeConverter(ck.prog, ck.ctx.scope, _HeadCount(ck, None)).convert(arg, top=False)


class _HeadCount:
    """Passes on only the count of type arguments given to ``head``, and what the arguments
    inside it give their own type variables."""

    def __init__(self, ck: ExpressionChecker, head: ast.expr | None) -> None:
        self.ck = ck
        self.head = head

    def error(self, node: ast.AST, code: str, message: str, origin: ast.AST | None = None, span: ast.AST | None = None) -> None:
        if node is self.head and code == "type-arg" or node is not self.head and code == "type-var":
            self.ck.error(node, code, message)

    def note(self, node: ast.AST, code: str, message: str) -> None:
        pass
