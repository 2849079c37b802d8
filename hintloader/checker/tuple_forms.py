"""The tuple type form: ``tuple[X, Y]``, ``tuple[X, ...]``, ``tuple[()]`` and unpacked items
(``tuple[int, *tuple[str, ...]]``, ``tuple[int, *Ts]``), with the errors of misplaced ``...``
and of more than one unbounded part."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.typesystem.model import (
    ANY,
    ERROR_ANY,
    AnyOrigin,
    AnyType,
    Instance,
    TupleType,
    Type,
    is_variadic_item,
    make_tuple,
    unpacked_items,
)
from hintloader.typesystem.formatting import format_type

if TYPE_CHECKING:  # the converter calls in with itself; nothing here builds one
    from hintloader.checker.annotations import TypeConverter


def _is_ellipsis(node: ast.expr) -> bool:
    return type(node) is ast.Constant and node.value is Ellipsis


def convert_tuple(conv: TypeConverter, sl: ast.expr | None, head: ast.expr) -> Type:
    """``tuple[...]`` / ``Tuple[...]`` with the subscript ``sl`` (None: bare ``tuple``)."""
    if sl is None:
        return Instance("builtins.tuple", (AnyType(AnyOrigin.IMPLICIT_GENERIC),))
    args = conv._args(sl)
    if len(args) == 1 and type(args[0]) is ast.Tuple and not args[0].elts:
        return TupleType(())
    if len(args) == 2 and _is_ellipsis(args[1]) and not _is_ellipsis(args[0]):
        if conv._is_unpack(args[0]):
            # tuple[*tuple[str], ...]: the item of a homogeneous tuple is one type
            conv._err(args[0], "valid-type", "Unpack is only valid in a variadic position")
            return Instance("builtins.tuple", (ERROR_ANY,))
        return Instance("builtins.tuple", (conv.convert(args[0], top=False),))
    stray = next((a for a in args if _is_ellipsis(a)), None)
    if stray is not None:
        conv._err(stray, "misc", 'Unexpected "..."')
        return Instance("builtins.tuple", (ERROR_ANY,))
    items = unpacked_args(conv, args)
    if items is None:
        return Instance("builtins.tuple", (ANY,))
    return make_tuple(one_variadic(conv, items, head))


def one_variadic(conv: TypeConverter, items: list[Type], head: ast.expr) -> list[Type]:
    """Items with at most one unpacked TypeVarTuple or unbounded tuple: a second is reported
    and dropped, as mypy recovers (``tuple[*Ts, *Us]`` is ``tuple[*Ts]``)."""
    variadic = [i for i, t in enumerate(items) if is_variadic_item(t)]
    if len(variadic) < 2:
        return items
    conv._err(head, "misc", "More than one variadic Unpack in a type is not allowed")
    return [t for i, t in enumerate(items) if i not in variadic[1:]]


def unpacked_args(conv: TypeConverter, args: list[ast.expr]) -> list[Type] | None:
    """Type arguments with each unpacked one (``*X`` or ``Unpack[X]``) spliced in as the items
    it stands for: a tuple's items, ``*tuple[X, ...]`` as one UnboundedItems, a TypeVarTuple as
    itself. None when an unpacked argument is no tuple (reported as ``valid-type``)."""
    items: list[Type] = []
    for node in args:
        if not conv._is_unpack(node):
            items.append(conv.convert(node, top=False))
            continue
        inner_node = _unpacked_node(conv, node)
        if inner_node is None:
            conv._err(node, "misc", "Unpack[...] requires exactly one type argument")
            return None
        inner = conv.convert_unpacked(inner_node)
        spliced = unpacked_items(inner)
        if spliced is None:
            conv._err(node, "valid-type", f'"{format_type(inner)}" cannot be unpacked (must be tuple or TypeVarTuple)')
            return None
        items.extend(spliced)
    return items


def _unpacked_node(conv: TypeConverter, node: ast.expr) -> ast.expr | None:
    """``X`` of ``*X`` or of ``Unpack[X]``."""
    if type(node) is ast.Starred:
        return node.value
    if type(node) is ast.Subscript:
        args = conv._args(node.slice)
        return args[0] if len(args) == 1 else None
    return None
