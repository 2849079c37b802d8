"""TypedDict methods typed by the key (``get``, ``pop``, ``setdefault``, ``update``) or by all values."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.shown_values import shown_value
from hintloader.checker.typeddicts import (
    Entries,
    all_values,
    check_entries,
    check_removable,
    display_entries,
    extra_keys,
    literal_keys,
    td_name,
    typeddict_of,
)
from hintloader.checker.typeddict_keys import check_removal_key
from hintloader.typesystem.relations import is_assignable, typeddict_fits
from hintloader.typesystem.model import (
    ANY,
    TupleType,
    ERROR_ANY,
    NONE,
    AnyType,
    Instance,
    NeverType,
    Type,
    TypedDictItem,
    has_any,
    make_union,
    union_items,
    widen_literal,
)
from hintloader.typesystem.formatting import format_type

if TYPE_CHECKING:  # typing-only: called with the expression checker
    from hintloader.checker.expressions import ExpressionChecker

# Methods of a TypedDict whose types depend on the key (typeshed types them loosely).
METHODS = frozenset({"get", "setdefault", "pop", "update", "items", "values"})


def method_call(ck: ExpressionChecker, receiver: Type, name: str, node: ast.Call, expected: Type | None) -> Type | None:
    """``get`` / ``setdefault`` / ``pop`` / ``update`` on a TypedDict or a union of them; None
    for other receivers and call shapes (the ordinary call path then handles them)."""
    if any(type(a) is ast.Starred for a in node.args) or any(kw.arg is None for kw in node.keywords):
        return None
    results: list[Type] = []
    for member in union_items(receiver):
        items = typeddict_of(ck, member)
        if items is None or type(member) is not Instance:
            return None
        result = _method_one(ck, member, items, name, node)
        if result is None:
            return None
        results.append(result)
    return make_union(results) if results else None


def _method_one(ck: ExpressionChecker, receiver: Instance, items: dict[str, TypedDictItem], name: str, node: ast.Call) -> Type | None:
    if name in ("items", "values"):
        # PEP 728: with extra items (or closed) the values are known; open: typeshed's object.
        values = all_values(ck, receiver, items) if not node.args and not node.keywords else None
        if values is None:
            return None
        str_t = Instance("builtins.str")
        return Instance(f"_collections_abc.dict_{name}", (str_t, values))
    if name == "update":
        return _update(ck, receiver, items, node)
    if node.keywords or not 1 <= len(node.args) <= 2:
        return None
    key_t = ck.infer(node.args[0])
    keys = literal_keys(key_t)
    value_node = node.args[1] if len(node.args) == 2 else None
    if name == "get" and keys is None:
        # A computed key (Any too): Mapping[str, object]'s get (mypy), ``object`` with or
        # without a default (``object | T`` is object); a key that is no str is its call's.
        if not is_assignable(key_t, Instance("builtins.str"), ck.prog):
            return None
        if value_node is not None:
            ck.infer(value_node)
        return Instance("builtins.object")
    if keys is None or len(keys) != 1:
        if name in ("pop", "setdefault"):
            check_removal_key(ck, receiver, key_t, node.args[0])
        if value_node is not None:
            ck.infer(value_node)
        return ANY  # a computed key: which item it touches is unknown
    key = keys[0]
    if name == "get":
        return _get(ck, items.get(key) or extra_keys(ck, receiver), value_node)
    if name == "pop":
        item = check_removable(ck, receiver, items, key, node)
        default = ck.infer(value_node) if value_node is not None else None
        if item is None:
            return ERROR_ANY
        return item.type if default is None else make_union([item.type, default])
    return _setdefault(ck, receiver, items, key, value_node, node)


def _get(ck: ExpressionChecker, item: TypedDictItem | None, default_node: ast.expr | None) -> Type:
    if item is None:
        if default_node is not None:
            ck.infer(default_node)
        return ANY  # other keys may be present (TypedDicts are open): their type is unknown
    if default_node is None:
        return make_union([item.type, NONE])
    if type(default_node) is ast.Dict and not default_node.keys and typeddict_of(ck, item.type) is not None:
        return item.type  # ``td.get("sub", {})``: the nested TypedDict, keys all optional (mypy)
    # Another display is no partial TypedDict: it is inferred on its own.
    context = None if type(default_node) is ast.Dict else item.type
    default = ck.infer(default_node, context)
    if type(default) is AnyType:
        return ANY
    if context is not None and is_assignable(default, item.type, ck.prog):
        return item.type
    return make_union([item.type, widen_literal(default)])


def _setdefault(
    ck: ExpressionChecker, td: Instance, items: dict[str, TypedDictItem], key: str, value_node: ast.expr | None, node: ast.Call
) -> Type:
    item = items.get(key) or extra_keys(ck, td)
    if item is None:
        ck.error(node, "typeddict-item", f'TypedDict "{td_name(td)}" has no key "{key}"')
        if value_node is not None:
            ck.infer(value_node)
        return ERROR_ANY
    if item.readonly:
        ck.error(node, "typeddict-readonly-mutated", f'Key "{key}" of TypedDict "{td_name(td)}" is read-only')
    if value_node is not None:
        value = ck.infer(value_node, item.type)
        verdict = is_assignable(value, item.type, ck.prog)
        if not verdict and not has_any(value):
            ck.error(
                value_node,
                "typeddict-item",
                f'Argument 2 to "setdefault" of "{td_name(td)}" has incompatible type '
                f'"{format_type(shown_value(ck, value_node, value, item.type))}"; expected "{format_type(item.type)}"',
            )
    return item.type


def _update(ck: ExpressionChecker, td: Instance, items: dict[str, TypedDictItem], node: ast.Call) -> Type:
    """``td.update({...})`` / ``td.update(a=1)``: a partial TypedDict (no key is required)."""
    entries = Entries()
    for a in node.args:
        if type(a) is ast.Dict and len(node.args) == 1:
            display = display_entries(a)
            entries.keyed += display.keyed
            entries.spreads += display.spreads
            entries.opaque += display.opaque
            entries.computed += display.computed
        else:
            entries.opaque.append(a)
    entries.keyed += [(kw.arg, kw.value) for kw in node.keywords if kw.arg is not None]
    check_entries(ck, td, items, entries, node, partial=True, writes=True)
    if len(node.args) == 1 and type(node.args[0]) is not ast.Dict:
        _check_update_source(ck, td, items, node.args[0])
    return NONE


def _check_update_source(ck: ExpressionChecker, td: Instance, items: dict[str, TypedDictItem], arg: ast.expr) -> None:
    """``td.update(other)`` with ``other`` a TypedDict: it fits a partial ``td`` (PEP 705),
    every key optional, read-only keys absent (only ``NotRequired[Never]`` there)."""
    for member in union_items(ck.infer(arg)):
        source = typeddict_of(ck, member)
        if source is None and isinstance(member, (Instance, TupleType)):
            # A plain mapping or iterable of pairs: its keys are not known to be the TypedDict's.
            ck.error(arg, "typeddict-item", f'Argument 1 to "update" of "{td_name(td)}" has incompatible type '
                                            f'"{format_type(member)}"; expected a partial "{td_name(td)}"')
            return
        if source is None or type(member) is not Instance:
            continue
        written = next((k for k, i in source.items() if k in items and items[k].readonly and type(i.type) is not NeverType), None)
        if written is not None:
            ck.error(arg, "typeddict-readonly-mutated", f'Key "{written}" of TypedDict "{td_name(td)}" is read-only')
            return
        partial = {k: TypedDictItem(i.type, required=False, readonly=True) for k, i in items.items() if not i.readonly}
        verdict = typeddict_fits(source, partial, ck.prog, ck.prog.typeddict_extra(member), ck.prog.typeddict_extra(td))
        if not verdict:
            ck.error(arg, "typeddict-item", f'Argument 1 to "update" of "{td_name(td)}" has incompatible type '
                                            f'"{format_type(member)}"; expected a partial "{td_name(td)}"')
            if verdict.reason:
                ck.explain(arg, "typeddict-item", verdict.reason)
            return
