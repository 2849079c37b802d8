"""A list display or comprehension that does not fit its expected type, reported as mypy does."""

from __future__ import annotations

from typing import TYPE_CHECKING

import ast

from hintloader.relations import is_assignable, map_to_supertype
from hintloader.checker.shown_values import shown_value
from hintloader.typemodel import Instance, Type, format_type, has_any, union_items

if TYPE_CHECKING:  # the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker


def report_list_items(ck: ExpressionChecker, node: ast.AST, actual: Type, expected: Type) -> bool:
    """mypy infers a list display or comprehension against the expected type and reports the
    items that do not fit (``list-item``; a comprehension's element: ``misc``), not the whole
    value; authors' ignore comments name those codes. False when nothing was reported here, so
    the caller reports the value as a whole."""
    if not isinstance(node, (ast.List, ast.ListComp)):
        return False
    want = _expected_item(ck, actual, expected)
    if want is None:
        return False
    if isinstance(node, ast.ListComp):
        got = actual.args[0] if isinstance(actual, Instance) and actual.name == "builtins.list" and actual.args else None
        if got is None or has_any(got) or is_assignable(got, want, ck.prog):
            return False
        ck.error(node.elt, "misc", f"List comprehension has incompatible type List[{format_type(got)}]; expected List[{format_type(want)}]")
        return True
    reported = False
    for index, elt in enumerate(node.elts):
        if isinstance(elt, ast.Starred):
            continue  # mypy words a starred item otherwise; the whole value speaks for it
        got = ck.infer_again(elt, want)
        if not has_any(got) and not is_assignable(got, want, ck.prog):
            ck.error(elt, "list-item", f'List item {index} has incompatible type "{format_type(shown_value(ck, elt, got, want))}"; expected "{format_type(want)}"')
            reported = True
    return reported


def _expected_item(ck: ExpressionChecker, actual: Type, expected: Type) -> Type | None:
    """The item type a list must have to be the expected type (one member of a union may ask)."""
    if not isinstance(actual, Instance) or actual.name != "builtins.list":
        return None
    wanted = [m for m in union_items(expected) if isinstance(m, Instance) and len(m.args) == 1
              and map_to_supertype(actual, m.name, ck.prog) is not None]
    return wanted[0].args[0] if len(wanted) == 1 else None
