"""Subscripts of a TypedDict whose key is no string literal: which item they name is unknown."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.typesystem.model import Instance, LiteralType, NeverType, Type, union_items

if TYPE_CHECKING:  # the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker

_SHOWN_KEYS = 5  # mypy lists this many of the keys, then "..."


def names_no_key(key: Type) -> bool:
    """A key type none of whose values is known to name an item: a member that is not a
    literal string (a str, an int) while no member is unknown (Any, a type variable). An
    enum member's literal is left alone (mypy reads its name as a key)."""
    members = union_items(key)
    if not all(type(m) is Instance or type(m) is LiteralType and m.fallback.startswith("builtins.") for m in members):
        return False
    return any(not (type(m) is LiteralType and m.fallback == "builtins.str") for m in members)


def report_key_not_literal(ck: ExpressionChecker, keys: list[str], key_node: ast.AST) -> None:
    """``td[name]`` with ``name: str``: mypy's literal-required, listing the keys it takes
    (not in an unannotated function, where mypy knows no key's type)."""
    if ck.ctx.lenient:
        return
    shown = ", ".join(f'"{k}"' for k in keys[:_SHOWN_KEYS]) + (", ..." if len(keys) > _SHOWN_KEYS else "")
    ck.error(key_node, "literal-required", f"TypedDict key must be a string literal; expected one of ({shown})")


def takes_any_str_key(ck: ExpressionChecker, td: Instance) -> bool:
    """A TypedDict with ``extra_items=T`` (PEP 728): any str key names an item of it."""
    extra = ck.prog.typeddict_extra(td)
    return extra is not None and type(extra.type) is not NeverType


def check_removal_key(ck: ExpressionChecker, td: Instance, key: Type, key_node: ast.AST) -> None:
    """``del td[name]``, ``td.pop(name)``, ``td.setdefault(name, v)`` with a key that names no
    item for certain: mypy's wording for these."""
    if not ck.ctx.lenient and not takes_any_str_key(ck, td) and names_no_key(key):
        ck.error(key_node, "misc", "Expected TypedDict key to be string literal")
