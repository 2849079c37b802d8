"""TypedDict class statements: the PEP 728 rules for ``closed=``, ``extra_items=`` and their bases."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.annotations import TypeConverter, special_name
from hintloader.checker.symbols import ClassInfo, Symbol
from hintloader.typesystem.relations import is_assignable
from hintloader.typesystem.model import NeverType, TypedDictItem
from hintloader.typesystem.formatting import format_type, short_name

if TYPE_CHECKING:  # typing-only: called with the statement checker of the class body
    from hintloader.checker.expressions import ExpressionChecker


def check_class(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    """Report misused ``closed`` / ``extra_items`` arguments and keys or extra items that a base
    with extra items (or a closed base) does not admit."""
    prog = ck.prog
    if info.unknown_base:
        return
    keywords = {kw.arg: kw.value for kw in node.keywords if kw.arg is not None}
    closed = keywords.get("closed")
    closed_value = check_arguments(ck, node.keywords, node)
    extra_node = keywords.get("extra_items")
    items = prog.typeddict_items(info.self_instance()) or {}
    own_extra = info.typeddict_extra
    for base in info.bases:
        base_items = prog.typeddict_items(base)
        base_extra = prog.typeddict_extra(base)
        if base_items is None or base_extra is None:
            continue  # an open base admits anything (its extra items are ReadOnly[object])
        name = short_name(base.name)
        base_closed = type(base_extra.type) is NeverType
        if closed_value is False:
            what = "closed TypedDict class" if base_closed else "TypedDict class"
            tail = "" if base_closed else " with extra items"
            ck.error(closed or node, "misc", f'Open TypedDict class cannot subclass {what} "{name}"{tail}')
            continue
        if closed_value is True and not base_closed and not base_extra.readonly:
            ck.error(closed or node, "misc",
                     f'Closed TypedDict class cannot subclass TypedDict class "{name}" with non-read-only extra items')
        if extra_node is not None and own_extra is not None:
            _check_redeclared(ck, extra_node, own_extra, base_extra, name)
        for key, item in items.items():
            if key not in base_items and (why := _added_key_problem(ck, key, item, base_extra, name)):
                ck.error(node, "misc", why)


def check_arguments(ck: ExpressionChecker, keywords: list[ast.keyword], node: ast.AST) -> bool | None:
    """``closed=`` (a literal bool) and ``extra_items=`` (not both, not ``Required[...]``), in a
    class statement or a ``TypedDict("TD", {...}, ...)`` call; the literal ``closed`` value."""
    given = {kw.arg: kw.value for kw in keywords if kw.arg is not None}
    closed = given.get("closed")
    closed_value = closed.value if type(closed) is ast.Constant and isinstance(closed.value, bool) else None
    if closed is not None and closed_value is None:
        ck.error(closed, "misc", '"closed" argument must be a True or False literal')
    extra_node = given.get("extra_items")
    if extra_node is not None:
        if closed_value is True:
            ck.error(closed or node, "misc", '"closed=True" cannot be combined with "extra_items"')
        _check_qualifier(ck, extra_node)
    return closed_value


def _check_qualifier(ck: ExpressionChecker, extra_node: ast.expr) -> None:
    """``extra_items=Required[int]``: extra items are never required, nor may they be said to be."""
    if type(extra_node) is not ast.Subscript:
        return
    qualifier = TypeConverter(ck.prog, ck.ctx.scope, None).form(extra_node)
    if qualifier in ("Required", "NotRequired"):
        ck.error(extra_node, "misc", f'"{qualifier}[]" is not allowed for "extra_items"')


def _check_redeclared(ck: ExpressionChecker, where: ast.expr, own: TypedDictItem, base: TypedDictItem, name: str) -> None:
    """A subclass may narrow read-only extra items; writable ones keep their type."""
    if base.readonly:
        if not is_assignable(own.type, base.type, ck.prog):
            ck.error(where, "misc", f'Extra items type "{format_type(own.type)}" is not assignable to the read-only '
                                    f'extra items type "{format_type(base.type)}" of base class "{name}"')
    elif own.readonly or not _same(ck, own, base):
        ck.error(where, "misc", f'Cannot change extra items type "{format_type(base.type)}" of base class "{name}" '
                                f'(it is not read-only)')


def _added_key_problem(ck: ExpressionChecker, key: str, item: TypedDictItem, base: TypedDictItem, name: str) -> str:
    """Why a key the base does not declare cannot be added: its extra items already stand for
    it, so the key must fit them (and be as writable and optional as they are)."""
    if type(base.type) is NeverType:
        return f'Cannot extend closed base class "{name}" with new field "{key}"'
    if base.readonly:
        fits = bool(is_assignable(item.type, base.type, ck.prog))
    else:
        if item.required:
            return f'Cannot extend base class "{name}" with required field "{key}" (its extra items are not required)'
        fits = _same(ck, item, base)
    if fits:
        return ""
    return (f'Cannot extend base class "{name}" with field "{key}" of type "{format_type(item.type)}" '
            f'(its extra items have type "{format_type(base.type)}")')


def _same(ck: ExpressionChecker, a: TypedDictItem, b: TypedDictItem) -> bool:
    return bool(is_assignable(a.type, b.type, ck.prog)) and bool(is_assignable(b.type, a.type, ck.prog))


__all__ = ["check_arguments", "check_class"]
