"""Dataclass statements (``@dataclass`` and ``dataclass_transform`` models): what the decorator
rejects when the class is built, with mypy's codes and wording."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from typing import TYPE_CHECKING

from hintloader.checker.classes import decorator_name
from hintloader.checker.dataclasses_ import _model_options, _options, _specifier_defaults, converter_input, field_call
from hintloader.checker.symbols import ClassInfo, class_scope
from hintloader.checker.transforms import literal_bool
from hintloader.typesystem.model import TypeType, has_any, shown
from hintloader.typesystem.formatting import format_type
from hintloader.typesystem.relations import is_assignable

if TYPE_CHECKING:  # typing-only: called with the statement checker of the class body
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.program import Program


def check_class(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    options = _model_options(info)
    if options is None or info.unknown_base:
        return
    _check_frozen_bases(ck, info, node, options)
    if info.is_dataclass:
        _check_literal_options(ck, node)
        plain = _options(node) or {}
        if plain.get("slots") is True and "__slots__" in info.body:
            ck.error(node, "misc", f'"{node.name}" both defines "__slots__" and is used with "slots=True"')
    if _ordered_fields(info):
        _check_field_order(ck, info, node)
        _check_fields_kept_attributes(ck, info, node)
    _check_converter_defaults(ck, info, node)


def _check_fields_kept_attributes(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    """A base dataclass's field is an attribute of every subclass: a def, a property or a class
    of its name in the subclass body is reported (mypy's dataclasses rule), at its first line."""
    inherited = {name for c in info.mro[1:] if _ordered_fields(c) and c.node is not None
                 for name, _, _, _ in _positional_fields(ck.prog, c)}
    for stmt in node.body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and stmt.name in inherited:
            ck.error(stmt.decorator_list[0] if stmt.decorator_list else stmt, "misc",
                     "Dataclass attribute may only be overridden by another attribute")


# The decorator's options mypy's dataclasses plugin reads, each only as a literal.
_BOOL_OPTIONS = frozenset({"init", "eq", "order", "frozen", "slots", "match_args", "kw_only"})


def _check_literal_options(ck: ExpressionChecker, node: ast.ClassDef) -> None:
    """``@dataclass(order=flag)``: the option keeps its default, and mypy says so."""
    for deco in node.decorator_list:
        if type(deco) is ast.Call and decorator_name(deco) == "dataclass":
            for kw in deco.keywords:
                if kw.arg in _BOOL_OPTIONS and literal_bool(kw.value) is None:
                    ck.error(kw.value, "literal-required", f'"{kw.arg}" argument must be a True or False literal')


def _check_frozen_bases(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef, options: dict[str, bool | None]) -> None:
    """A frozen dataclass may not derive from a non-frozen one, nor the other way round. A
    model base of a ``dataclass_transform`` hierarchy counts once it declares fields."""
    frozen = options.get("frozen", False)
    if frozen is None:
        return
    for base in info.bases:
        c = ck.prog.class_by_name(base.name)
        if c is None or c.node is None or not (c.is_dataclass or (c.transform is not None and _declares_fields(c.node))):
            continue
        base_frozen = (_model_options(c) or {}).get("frozen", False)
        if base_frozen is None or bool(base_frozen) == bool(frozen):
            continue
        if frozen:
            ck.error(node, "misc", "Frozen dataclass cannot inherit from a non-frozen dataclass")
        else:
            ck.error(node, "misc", "Non-frozen dataclass cannot inherit from a frozen dataclass")
        return


def _declares_fields(node: ast.ClassDef) -> bool:
    return any(type(s) is ast.AnnAssign and "ClassVar" not in ast.unparse(s.annotation) for s in node.body)


def _ordered_fields(c: ClassInfo) -> bool:
    """A dataclass, or a dataclass_transform model (PEP 681: its ``__init__`` is made the same
    way), whose fields' order the rule below checks; attrs has its own rule and wording."""
    return c.is_dataclass or (c.transform is not None and not c.transform.attrs)


def _check_field_order(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    """A field without a default after one with a default (here or in a base) makes Python
    reject the generated ``__init__``; keyword-only fields and ``init=False`` ones aside. A
    field redefined here keeps the place its base gave it (mypy, and Python's field order)."""
    options = _model_options(info) or {}
    if options.get("init", True) is not True or options.get("kw_only", False) is not False:
        return  # (a transform's computed option: not known)
    order: dict[str, tuple[bool, bool, ast.stmt | None]] = {}  # positional, has a default, own statement
    for c in reversed(info.mro[1:]):
        if _ordered_fields(c) and c.node is not None:
            for name, positional, default, _ in _positional_fields(ck.prog, c):
                order[name] = (positional, default, None)
    for name, positional, default, own in _positional_fields(ck.prog, info):
        order[name] = (positional, default, own)
    defaulted = False
    for positional, default, at in order.values():
        if not positional:
            continue
        if default:
            defaulted = True
        elif defaulted and at is not None:
            ck.error(at, "misc", "Attributes without a default cannot follow attributes with one")


def _positional_fields(prog: Program, c: ClassInfo) -> Iterator[tuple[str, bool, bool, ast.stmt]]:
    """A dataclass's own fields in order: name, whether ``__init__`` takes it by position,
    whether it has a default, and its statement."""
    assert c.node is not None
    kw_only_rest = (_model_options(c) or {}).get("kw_only") is True
    for stmt in c.node.body:
        if type(stmt) is not ast.AnnAssign or type(stmt.target) is not ast.Name:
            continue
        annotation = ast.unparse(stmt.annotation)
        if annotation.endswith("KW_ONLY"):
            kw_only_rest = True
            continue
        if "ClassVar" in annotation:
            continue
        init, default, kw_only = _field_options(prog, c, stmt.value)
        yield stmt.target.id, init and not kw_only and not kw_only_rest, default, stmt


def _field_options(prog: Program, c: ClassInfo, value: ast.expr | None) -> tuple[bool, bool, bool]:
    """(in ``__init__``, has a default, keyword-only) of a field's value: a default, or a
    ``field(...)`` call and its options."""
    if value is None:
        return True, False, False
    call = field_call(prog, c, value)
    if call is None:
        return True, True, False
    # A specifier's own ``init`` default (``init: bool = False``) when the call does not pass it.
    init, default, kw_only = _specifier_defaults(prog, class_scope(c), call).get("init", True), False, False
    for k in call.keywords:
        if k.arg in ("default", "default_factory", "factory"):
            default = True
        elif k.arg == "init" and type(k.value) is ast.Constant:
            init = k.value.value is not False
        elif k.arg == "kw_only" and type(k.value) is ast.Constant:
            kw_only = k.value.value is True
        elif k.arg is None:
            return False, False, False  # **options: not known
    return init, default, kw_only


def _check_converter_defaults(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    """``model_field(converter=f, default=d)``: the default goes through the converter too, so
    it must fit the converter's input (PEP 712); so must what a ``default_factory`` makes."""
    prog = ck.prog
    for stmt in node.body:
        call = stmt.value if type(stmt) is ast.AnnAssign else None
        if type(call) is not ast.Call:
            continue
        converter = next((k.value for k in call.keywords if k.arg == "converter"), None)
        if converter is None:
            continue
        wanted = converter_input(prog, class_scope(info), converter)
        if has_any(wanted):
            continue
        callee = decorator_name(call.func)
        for k in call.keywords:
            if k.arg == "default":
                given = ck.infer(k.value)
                if type(k.value) is ast.Constant and k.value.value is None:
                    continue  # no default
                shown_type, wanted_text = format_type(shown(given, wanted)), format_type(wanted)
            elif k.arg == "default_factory":
                maker = ck.infer(k.value)
                made = maker.item if type(maker) is TypeType else prog.call_quietly(maker, [])
                if made is None:
                    continue
                given = made
                shown_type, wanted_text = f"Callable[[], {format_type(made)}]", f"Callable[[], {format_type(wanted)}]"
            else:
                continue
            if not has_any(given) and not is_assignable(given, wanted, prog):
                ck.error(k.value, "arg-type", f'Argument "{k.arg}" to "{callee}" has incompatible type "{shown_type}"; expected "{wanted_text}"')
