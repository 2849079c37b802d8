"""A list or dict display (or list comprehension) that does not fit its expected type, reported as mypy does."""

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
    if isinstance(node, ast.Dict):
        return _report_dict_entries(ck, node, actual, expected)
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


def _report_dict_entries(ck: ExpressionChecker, node: ast.Dict, actual: Type, expected: Type) -> bool:
    """A dict display against the expected key and value types: each entry that does not fit
    (``dict-item``, on the entry), or the items of a list display given as its value."""
    wanted = _expected_pair(ck, actual, expected)
    if wanted is None:
        return False
    want_key, want_value = wanted
    reported = False
    for index, (key, value) in enumerate(zip(node.keys, node.values)):
        if key is None:
            continue  # ``**other``: the whole value speaks for it
        got_key, got_value = ck.infer_again(key, want_key), ck.infer_again(value, want_value)
        if has_any(got_key) or has_any(got_value):
            continue
        key_fits = is_assignable(got_key, want_key, ck.prog)
        if key_fits and is_assignable(got_value, want_value, ck.prog):
            continue
        if key_fits and report_list_items(ck, value, got_value, want_value):
            reported = True
            continue
        shown_key = format_type(shown_value(ck, key, got_key, want_key))
        shown_val = format_type(shown_value(ck, value, got_value, want_value))
        ck.error(key, "dict-item", f'Dict entry {index} has incompatible type "{shown_key}": "{shown_val}"; '
                 f'expected "{format_type(want_key)}": "{format_type(want_value)}"')
        reported = True
    return reported


def _expected_pair(ck: ExpressionChecker, actual: Type, expected: Type) -> tuple[Type, Type] | None:
    """The key and value types a dict must have to be the expected type (one member may ask)."""
    if not isinstance(actual, Instance) or actual.name != "builtins.dict":
        return None
    wanted = [m for m in union_items(expected) if isinstance(m, Instance) and len(m.args) == 2
              and (m.name == "_typeshed.SupportsKeysAndGetItem" or map_to_supertype(actual, m.name, ck.prog) is not None)]
    return (wanted[0].args[0], wanted[0].args[1]) if len(wanted) == 1 else None
