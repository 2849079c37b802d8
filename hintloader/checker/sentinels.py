"""PEP 661 sentinels: ``NAME = sentinel("NAME")`` makes a value that is also a type of its own."""

from __future__ import annotations

import ast

from hintloader.checker.astutil import callee_name
from hintloader.checker.specialforms import SymbolResolver, symbol_named
from hintloader.checker.symbols import Symbol
from hintloader.typesystem.model import SENTINEL_CLASSES, LiteralType, Type

# What makes a sentinel: the class (typing_extensions' backport, builtins' from 3.15 on).
_MAKERS = frozenset({*SENTINEL_CLASSES, "typing_extensions.Sentinel"})


def sentinel_type(resolver: SymbolResolver, sym: Symbol) -> LiteralType | None:
    """The type of a sentinel that ``sym`` names: its definition is one plain assignment of a
    ``sentinel(...)`` call to that name, at module level or in a class body (the spec's rule);
    None for anything else. The type is a literal whose value is the sentinel's full name and
    whose class is the sentinel class, so it is a singleton as an enum member is."""
    if sym.kind != "var" or len(sym.nodes) != 1:
        return None
    node = sym.nodes[0]
    if not (type(node) is ast.Assign and len(node.targets) == 1 and type(node.targets[0]) is ast.Name
            and type(node.value) is ast.Call and isinstance(node.value.func, (ast.Name, ast.Attribute))):
        return None
    if sym.scope.local_defs:
        return None  # inside a function: a value, not a type
    if not _worth_resolving(node.value, node.targets[0].id):
        return None
    maker = symbol_named(resolver, sym.scope, node.value.func)
    if maker is None or maker.fullname not in _MAKERS:
        return None
    return LiteralType(sym.fullname, "builtins.sentinel" if maker.fullname.startswith("builtins.") else "typing_extensions.sentinel")


def _worth_resolving(call: ast.Call, target: str) -> bool:
    """Only the usual spellings, or a call naming its target (``NAME = S("NAME")``), are
    followed to what they call: this runs for every module-level assignment of a call."""
    first = call.args[0] if call.args else None
    names_itself = type(first) is ast.Constant and isinstance(first.value, str) and target in first.value
    return callee_name(call.func) in ("sentinel", "Sentinel") or names_itself


def is_sentinel(t: Type) -> bool:
    return type(t) is LiteralType and t.fallback in SENTINEL_CLASSES
