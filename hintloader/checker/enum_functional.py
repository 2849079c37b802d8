"""The functional Enum API (``Color = Enum("Color", "RED GREEN")``): the members a call makes."""

from __future__ import annotations

import ast

# The enum classes whose call with names makes a new enum class (EnumMeta.__call__).
ENUM_MAKERS = frozenset({"enum.Enum", "enum.IntEnum", "enum.StrEnum", "enum.Flag", "enum.IntFlag"})


def member_names(call: ast.Call) -> tuple[str, ...] | None:
    """The member names of ``Enum("E", names)`` in order, as the enum module reads ``names``:
    a string of names separated by spaces or commas, a list or tuple of names or of
    ``(name, value)`` pairs, or a dict from names to values. None when the call's names cannot
    be read statically (a variable, a starred argument, anything else), or when there are none
    (mypy reports those calls; the class stays unknown here)."""
    if any(type(a) is ast.Starred for a in call.args) or any(k.arg is None for k in call.keywords):
        return None
    names = call.args[1] if len(call.args) == 2 else None
    if len(call.args) == 1:
        names = next((k.value for k in call.keywords if k.arg == "names"), None)
    found = _names(names) if names is not None else None
    return found if found and len(set(found)) == len(found) else None


def _names(node: ast.expr) -> tuple[str, ...] | None:
    if type(node) is ast.Constant and isinstance(node.value, str):
        return tuple(node.value.replace(",", " ").split())
    if isinstance(node, (ast.List, ast.Tuple)):
        out: list[str] = []
        for elt in node.elts:
            if isinstance(elt, (ast.List, ast.Tuple)) and len(elt.elts) == 2:
                elt = elt.elts[0]
            if not (type(elt) is ast.Constant and isinstance(elt.value, str)):
                return None
            out.append(elt.value)
        return tuple(out)
    if type(node) is ast.Dict:
        keys = [k.value for k in node.keys if type(k) is ast.Constant and isinstance(k.value, str)]
        return tuple(keys) if len(keys) == len(node.keys) else None
    return None
