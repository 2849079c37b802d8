"""``dataclasses.replace(obj, **changes)`` (and ``copy.replace``): the changes are the
dataclass's ``__init__`` parameters, each by keyword, of their declared types; optional but for
an ``InitVar`` without a default, which ``replace`` cannot take from the object.

typeshed says ``**changes: Any``; mypy's dataclasses plugin checks them against the fields,
and so does this: ``Argument "a" to "replace" of "F" has incompatible type "str"; expected "int"``.
Of a union of dataclasses, a change must fit every member (mypy meets their signatures).
"""

from __future__ import annotations

import ast
from dataclasses import replace
from typing import TYPE_CHECKING

from hintloader.checker.astutil import callee_name
from hintloader.checker.classes import has_dataclass_fields
from hintloader.checker.naming import CalleeName
from hintloader.checker.program import instance_mapping
from hintloader.typesystem.formatting import format_type
from hintloader.typesystem.model import (
    NEVER,
    AnyType,
    CallableType,
    Instance,
    NeverType,
    Param,
    ParamKind,
    Type,
    TypeVarType,
    UnionType,
    make_union,
    substitute,
    union_items,
)
from hintloader.typesystem.relations import ClassHierarchy, is_subtype

if TYPE_CHECKING:  # the call inference passes itself in
    from hintloader.checker.expressions import ExpressionChecker

_REPLACE_FUNCTIONS = frozenset({"dataclasses.replace", "copy.replace"})


def signature(ck: ExpressionChecker, node: ast.Call, obj: Type) -> tuple[CallableType, CalleeName] | None:
    """The call's signature when it replaces fields of a dataclass instance (or of a union of
    them); None otherwise."""
    sym = ck.symbol_of(node.func) if isinstance(node.func, (ast.Name, ast.Attribute)) else None
    if sym is None or sym.fullname not in _REPLACE_FUNCTIONS:
        return None
    members = union_items(obj)
    changes = [_changes(ck, m) for m in members]
    if not changes or any(c is None for c in changes):
        return None
    merged = changes[0] or {}
    for other in changes[1:]:
        merged = _meet_changes(ck.prog, merged, other or {})
    params = (Param("obj", obj, ParamKind.POSITIONAL_ONLY), *merged.values())
    shown = format_type(obj) if len(members) > 1 or (type(obj) is Instance and obj.args) else short_name_of(obj)
    return CallableType(params, obj, name="replace"), CalleeName("replace", shown)


def short_name_of(obj: Type) -> str:
    return obj.name.rpartition(".")[2] if type(obj) is Instance else format_type(obj)


def _changes(ck: ExpressionChecker, obj: Type) -> dict[str, Param] | None:
    """The keyword parameters ``replace`` takes for one dataclass instance; None when ``obj``
    is no dataclass instance whose ``__init__`` is known."""
    if type(obj) is not Instance:
        return None
    info = ck.prog.class_by_name(obj.name)
    if info is None or not has_dataclass_fields(info) or info.unknown_base:
        return None
    init = ck.instance_member(obj, "__init__")
    if type(init) is not CallableType or init.ellipsis:
        return None
    init_vars = {stmt.target.id for c in info.mro if c.is_dataclass and c.node is not None for stmt in c.node.body
                 if type(stmt) is ast.AnnAssign and type(stmt.target) is ast.Name
                 and callee_name(stmt.annotation.value if type(stmt.annotation) is ast.Subscript else stmt.annotation) == "InitVar"}
    # The fields of ``A[int]`` are of A's T as int, those of generic dataclass bases too.
    mapping: dict[TypeVarType, Type] = {}
    for c in info.mro:
        mapping.update(instance_mapping(ck.prog, obj, c))
    init = substitute(init, mapping)
    assert type(init) is CallableType
    return {p.name: replace(p, kind=ParamKind.KEYWORD_ONLY, has_default=p.has_default or p.name not in init_vars)
            for p in init.params if p.kind in (ParamKind.POSITIONAL_OR_KEYWORD, ParamKind.KEYWORD_ONLY) and p.name}


def _meet_changes(prog: ClassHierarchy, mine: dict[str, Param], theirs: dict[str, Param]) -> dict[str, Param]:
    """A change both members take: of a type fitting both (Never where one has no such field),
    required where either requires it (mypy's ``_meet_replace_sigs``)."""
    merged: dict[str, Param] = {}
    for name in dict.fromkeys([*mine, *theirs]):
        a, b = mine.get(name), theirs.get(name)
        t = _meet(prog, a.type, b.type) if a is not None and b is not None else NEVER
        optional = (a is None or a.has_default) and (b is None or b.has_default)
        merged[name] = Param(name, t, ParamKind.KEYWORD_ONLY, has_default=optional)
    return merged


def _meet(prog: ClassHierarchy, a: Type, b: Type) -> Type:
    """The values of both types, as far as a change needs them: the narrower of two related
    types, each union member's with the other, else Never."""
    if type(a) is AnyType:
        return b
    if type(b) is AnyType or is_subtype(b, a, prog):
        return b
    if is_subtype(a, b, prog):
        return a
    if type(a) is UnionType or type(b) is UnionType:
        found = [_meet(prog, x, y) for x in union_items(a) for y in union_items(b)]
        return make_union([t for t in found if type(t) is not NeverType])
    return NEVER
