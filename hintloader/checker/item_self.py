"""``Self`` in a NamedTuple's or TypedDict's item types: mypy rejects it (no subclass solves it)."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.annotations import TypeConverter
from hintloader.checker.astutil import string_annotation, walk
from hintloader.checker.specialforms import form_of
from hintloader.checker.symbols import Scope, Symbol

if TYPE_CHECKING:  # the expression checker calls in with itself
    from hintloader.checker.expressions import ExpressionChecker


def check_items(ck: ExpressionChecker, kind: str, scope: Scope, annotations: list[ast.expr]) -> None:
    """Report each ``Self`` among the item annotations (``kind``: "NamedTuple" or "TypedDict"),
    string annotations included, as mypy words it."""
    conv = TypeConverter(ck.prog, scope, None)
    for annotation in annotations:
        for node in names_in(annotation):
            sym = conv._symbol(node)
            if isinstance(sym, Symbol) and form_of(sym.fullname) == "Self":
                ck.error(node, "misc", f"Self type cannot be used in {kind} item type")


def class_items(body: list[ast.stmt]) -> list[ast.expr]:
    """The annotations of a class body's items (``name: T`` statements)."""
    return [stmt.annotation for stmt in body if type(stmt) is ast.AnnAssign and type(stmt.target) is ast.Name]


def names_in(annotation: ast.expr) -> list[ast.expr]:
    """The names and dotted names an annotation refers to, inside string parts too."""
    found: list[ast.expr] = []
    for node in walk(annotation):
        if type(node) is ast.Constant and isinstance(node.value, str):
            parsed = string_annotation(node)
            # (positions of the string itself: where mypy reports what is inside it)
            found += [ast.copy_location(n, node) for n in names_in(parsed)] if parsed is not None else []
        elif type(node) is ast.Name or type(node) is ast.Attribute and type(node.value) is ast.Name:
            found.append(node)
    return found

