"""A list or dict display (or list comprehension) that does not fit its expected type, reported
item by item as mypy does."""

from __future__ import annotations

from typing import TYPE_CHECKING

import ast

from hintloader.typesystem.relations import is_assignable, map_to_supertype
from hintloader.checker.any_positions import any_explains
from hintloader.checker.shown_values import shown_value
from hintloader.typesystem.model import Instance, Type, has_any, union_items
from hintloader.typesystem.formatting import format_type

if TYPE_CHECKING:  # the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker


def report_display_items(ck: ExpressionChecker, node: ast.AST, actual: Type, expected: Type) -> bool:
    """mypy infers a list or dict display or a list comprehension against the expected type and
    reports the items that do not fit (``list-item``, ``dict-item``; a comprehension's element:
    ``misc``), not the whole value; authors' ignore comments name those codes. False when
    nothing was reported here, so the caller reports the value as a whole."""
    if type(node) is ast.Dict:
        return _report_dict_entries(ck, node, actual, expected)
    if type(node) is ast.GeneratorExp:
        return _report_generator_item(ck, node, actual, expected)
    if not isinstance(node, (ast.List, ast.ListComp)):
        return False
    want = _expected_item(ck, actual, expected)
    if want is None:
        return False
    if isinstance(node, ast.ListComp):
        got = actual.args[0] if type(actual) is Instance and actual.name == "builtins.list" and actual.args else None
        if got is None or _excused(ck, got, want) or is_assignable(got, want, ck.prog):
            return False
        ck.error(node.elt, "misc", f"List comprehension has incompatible type List[{format_type(got)}]; expected List[{format_type(want)}]")
        return True
    reported = False
    for index, elt in enumerate(node.elts):
        if type(elt) is ast.Starred:
            continue  # mypy words a starred item otherwise; the whole value speaks for it
        got = ck.infer_again(elt, want)
        if not _excused(ck, got, want) and not is_assignable(got, want, ck.prog):
            reported = True
            if report_display_items(ck, elt, got, want):
                continue  # a nested display: its own items are what does not fit
            ck.error(elt, "list-item", f'List item {index} has incompatible type "{format_type(shown_value(ck, elt, got, want))}"; expected "{format_type(want)}"')
    return reported


def _report_dict_entries(ck: ExpressionChecker, node: ast.Dict, actual: Type, expected: Type) -> bool:
    """``Dict entry 0 has incompatible type "str": "int"; expected "str": "str"`` on the entry's
    key; an unpacked ``**m`` that does not fit is an ``Unpacked dict entry``."""
    want = _expected_args(ck, actual, expected, "builtins.dict", 2)
    if want is None:
        return False
    want_key, want_value = want
    reported = False
    for index, (key, value) in enumerate(zip(node.keys, node.values)):
        if key is None:
            got = ck.infer_again(value)
            supports = Instance("_typeshed.SupportsKeysAndGetItem", (want_key, want_value))
            if not has_any(got) and not is_assignable(got, supports, ck.prog):
                reported = True
                if report_display_items(ck, value, got, Instance("builtins.dict", want)):
                    continue
                ck.error(value, "dict-item", f'Unpacked dict entry {index} has incompatible type "{format_type(got)}"; expected "{format_type(supports)}"')
            continue
        got_key = ck.infer_again(key, want_key)
        got_value = ck.infer_again(value, want_value)
        if _excused(ck, got_key, want_key) or _excused(ck, got_value, want_value):
            continue
        key_fits = is_assignable(got_key, want_key, ck.prog)
        if not key_fits or not is_assignable(got_value, want_value, ck.prog):
            reported = True
            if key_fits and report_display_items(ck, value, got_value, want_value):
                continue
            shown_key = format_type(shown_value(ck, key, got_key, want_key))
            shown_item = format_type(shown_value(ck, value, got_value, want_value))
            ck.error(key, "dict-item", f'Dict entry {index} has incompatible type "{shown_key}": "{shown_item}"; expected "{format_type(want_key)}": "{format_type(want_value)}"')
    return reported


def _report_generator_item(ck: ExpressionChecker, node: ast.GeneratorExp, actual: Type, expected: Type) -> bool:
    """``"".join(x[1] for x in rows)`` with items that are no str: mypy infers the generator in
    the expected iterable's context and words the misfit by its item (``misc``)."""
    if type(actual) is not Instance or actual.name != "typing.Generator" or not actual.args:
        return False
    wanted = [m for m in union_items(expected) if type(m) is Instance and m.args
              and m.name in ("typing.Iterable", "typing.Iterator", "typing.Generator")]
    if len(wanted) != 1:
        return False
    got, want = actual.args[0], wanted[0].args[0]
    if _excused(ck, got, want) or is_assignable(got, want, ck.prog):
        return False
    ck.error(node.elt, "misc", f'Generator has incompatible item type "{format_type(got)}"; expected "{format_type(want)}"')
    return True


def _excused(ck: ExpressionChecker, got: Type, want: Type) -> bool:
    """Any in the item's type sits where it may be why it does not fit."""
    return has_any(got) and any_explains(got, want, ck.prog)


def _expected_item(ck: ExpressionChecker, actual: Type, expected: Type) -> Type | None:
    """The item type a list must have to be the expected type (one member of a union may ask)."""
    want = _expected_args(ck, actual, expected, "builtins.list", 1)
    return want[0] if want is not None else None


def _expected_args(ck: ExpressionChecker, actual: Type, expected: Type, display: str, count: int) -> tuple[Type, ...] | None:
    """The type arguments the display (a ``display`` instance) must have to be the expected
    type: those of the one member of the expected union that it could be."""
    if type(actual) is not Instance or actual.name != display:
        return None
    # ``dict.update`` and ``dict(...)`` ask for a SupportsKeysAndGetItem, a protocol a dict meets.
    wanted = [m for m in union_items(expected) if type(m) is Instance and len(m.args) == count
              and ((display == "builtins.dict" and m.name == "_typeshed.SupportsKeysAndGetItem")
                   or map_to_supertype(actual, m.name, ck.prog) is not None)]
    return wanted[0].args if len(wanted) == 1 else None


def report_known_items(ck: ExpressionChecker, node: ast.AST | None, actual: Type, expected: Type) -> bool:
    """A display whose unknown (Any) item excuses it as a whole: mypy infers it in the expected
    type's context all the same, so its known items that do not fit are still reported, each
    on its own (``kwargs.update({"ctx": unknown, "flags": [1]})`` on a ``dict[str, str]``)."""
    return isinstance(node, (ast.Dict, ast.List)) and report_display_items(ck, node, actual, expected)
