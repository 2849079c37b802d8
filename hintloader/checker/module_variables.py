"""The type of a module-level variable bound more than once, as other scopes read it: its first
binding declares it (mypy), and each later binding is checked against that declaration."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.first_bindings import declares
from hintloader.checker.symbols import Symbol
from hintloader.typesystem.model import Type, UnionType, drop_literal_string, widen_literal

if TYPE_CHECKING:
    from hintloader.checker.program import Program


def first_binding_type(prog: Program, sym: Symbol, inferring: set[int]) -> Type | None:
    """The widened type of the first of plain assignments to one name (``X = "a"`` then ``X +=
    ",b"`` is a str); None when the bindings are of other kinds (a def, an import, a loop,
    a tuple target, an annotation) or the first value declares nothing (None, Any, ``[]``)."""
    if not sym.nodes or not all(isinstance(n, (ast.Assign, ast.AugAssign)) and not getattr(n, "type_comment", None) for n in sym.nodes):
        return None
    first = sym.nodes[0]
    if type(first) is not ast.Assign or len(first.targets) != 1 or type(first.targets[0]) is not ast.Name:
        return None
    if id(first) in inferring:
        return None
    inferring.add(id(first))
    try:
        value = prog.infer_quietly(first.value, sym.scope, None)
    finally:
        inferring.discard(id(first))
    value = drop_literal_string(widen_literal(value))
    if type(value) is UnionType and isinstance(first.value, (ast.Name, ast.Attribute, ast.Subscript)):
        # ``if provided: PREFIX = provided``: a reference may be narrowed where it is read
        # (mypy declares the narrowed type); out of that flow its declared union says too much.
        return None
    return value if declares(value) else None
