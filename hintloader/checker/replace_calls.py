"""``dataclasses.replace(obj, **changes)`` (and ``copy.replace``): the changes are the
dataclass's ``__init__`` parameters, each by keyword and optional, of their declared types.

typeshed says ``**changes: Any``; mypy's dataclasses plugin checks them against the fields,
and so does this: ``Argument "a" to "replace" of "F" has incompatible type "str"; expected "int"``.
"""

from __future__ import annotations

import ast
from dataclasses import replace
from typing import TYPE_CHECKING

from hintloader.checker.classes import has_dataclass_fields
from hintloader.checker.naming import CalleeName
from hintloader.checker.program import instance_mapping
from hintloader.typesystem.formatting import format_type
from hintloader.typesystem.model import CallableType, Instance, Param, ParamKind, Type, TypeVarType, substitute

if TYPE_CHECKING:  # the call inference passes itself in
    from hintloader.checker.expressions import ExpressionChecker

_REPLACE_FUNCTIONS = frozenset({"dataclasses.replace", "copy.replace"})


def signature(ck: ExpressionChecker, node: ast.Call, obj: Type) -> tuple[CallableType, CalleeName] | None:
    """The call's signature when it replaces fields of a dataclass instance; None otherwise."""
    sym = ck.symbol_of(node.func) if isinstance(node.func, (ast.Name, ast.Attribute)) else None
    if sym is None or sym.fullname not in _REPLACE_FUNCTIONS or not isinstance(obj, Instance):
        return None
    info = ck.prog.class_by_name(obj.name)
    if info is None or not has_dataclass_fields(info) or info.unknown_base:
        return None
    init = ck.instance_member(obj, "__init__")
    if not isinstance(init, CallableType) or init.ellipsis:
        return None
    # A generic dataclass's fields take the instance's type arguments (mypy: ``"replace" of
    # "A[int]"``, ``expected "int"``), those of generic dataclass bases included.
    mapping: dict[TypeVarType, Type] = {}
    for c in info.mro:
        mapping.update(instance_mapping(ck.prog, obj, c))
    changes = [replace(p, kind=ParamKind.KEYWORD_ONLY, has_default=True, type=substitute(p.type, mapping) if mapping else p.type)
               for p in init.params if p.kind in (ParamKind.POSITIONAL_OR_KEYWORD, ParamKind.KEYWORD_ONLY) and p.name]
    params = (Param("obj", obj, ParamKind.POSITIONAL_ONLY), *changes)
    owner = format_type(obj) if obj.args else info.fullname.rpartition(".")[2]
    return CallableType(params, obj, name="replace"), CalleeName("replace", owner)
