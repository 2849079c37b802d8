"""Dataclasses and named tuples: the constructor their fields generate."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.annotations import TypeConverter
from hintloader.checker.classes import decorator_name
from hintloader.checker.symbols import ClassInfo, Scope
from hintloader.typemodel import CallableType, Instance, Param, ParamKind, Type

if TYPE_CHECKING:  # bound to the program that resolves the annotations
    from hintloader.checker.program import Program


def _options(node: ast.ClassDef) -> dict[str, bool] | None:
    """The keyword options of the plain ``@dataclass`` decorator; None if it is another one."""
    for deco in node.decorator_list:
        if decorator_name(deco) != "dataclass":
            continue
        options: dict[str, bool] = {}
        if isinstance(deco, ast.Call):
            if deco.args:
                return None
            for kw in deco.keywords:
                if not isinstance(kw.value, ast.Constant) or not isinstance(kw.value.value, bool) or kw.arg is None:
                    return None
                options[kw.arg] = kw.value.value
        return options
    return None


def _field_call(value: ast.expr | None) -> ast.Call | None:
    if isinstance(value, ast.Call) and decorator_name(value.func) == "field":
        return value
    return None


def dataclass_init(prog: Program, info: ClassInfo, inst: Instance) -> Type | None:
    """The generated ``__init__`` of a dataclass, or None when we cannot be sure of it."""
    chain = [c for c in reversed(info.mro) if c.fullname != "builtins.object"]
    params: dict[str, Param] = {}
    for c in chain:
        node = c.node
        if node is None or c.is_stub or c.unknown_base:
            return None
        options = _options(node)
        if options is None:
            return None  # a base that is not a plain dataclass: its __init__ is not ours to guess
        if options.get("init") is False or "__init__" in c.body:
            return None
        kw_only_all = options.get("kw_only", False)
        kw_only_rest = False
        conv = TypeConverter(prog, Scope(c.scope.module, c, c.scope.local_defs, c.scope.type_vars, c.fullname), None)
        for stmt in node.body:
            if not isinstance(stmt, ast.AnnAssign) or not isinstance(stmt.target, ast.Name):
                continue
            annotation = ast.unparse(stmt.annotation)
            if annotation.endswith("KW_ONLY"):
                kw_only_rest = True
                continue
            if "ClassVar" in annotation:
                continue
            if "InitVar" in annotation:
                return None  # init-only values: keep it simple and stay silent
            call = _field_call(stmt.value)
            has_default = stmt.value is not None
            kw_only = kw_only_all or kw_only_rest
            if call is not None:
                has_default = any(k.arg in ("default", "default_factory") for k in call.keywords)
                for k in call.keywords:
                    if not isinstance(k.value, ast.Constant) and k.arg in ("init", "kw_only"):
                        return None
                    if k.arg == "init" and isinstance(k.value, ast.Constant) and k.value.value is False:
                        break
                    if k.arg == "kw_only" and isinstance(k.value, ast.Constant):
                        kw_only = bool(k.value.value)
                else:
                    call = None
                if call is not None and any(k.arg == "init" for k in call.keywords):
                    params.pop(stmt.target.id, None)
                    continue
            kind = ParamKind.KEYWORD_ONLY if kw_only else ParamKind.POSITIONAL_OR_KEYWORD
            params.pop(stmt.target.id, None)
            params[stmt.target.id] = Param(stmt.target.id, conv.convert(stmt.annotation), kind, has_default)
    ordered = [p for p in params.values() if p.kind != ParamKind.KEYWORD_ONLY]
    # Python itself rejects a required field after a defaulted one; do not second-guess that.
    seen_default = False
    for p in ordered:
        if p.has_default:
            seen_default = True
        elif seen_default:
            return None
    ordered += [p for p in params.values() if p.kind == ParamKind.KEYWORD_ONLY]
    return CallableType(tuple(ordered), inst, info.fullname.rpartition(".")[2], type_vars=info.type_params)


def namedtuple_new(prog: Program, info: ClassInfo, inst: Instance) -> Type | None:
    """``class P(NamedTuple)``: one parameter per annotated field, in order, with defaults."""
    if info.node is None or "__new__" in info.body or "__init__" in info.body:
        return None
    conv = TypeConverter(prog, Scope(info.scope.module, info, info.scope.local_defs, info.scope.type_vars, info.fullname), None)
    params: list[Param] = []
    for stmt in info.node.body:
        if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and not stmt.target.id.startswith("_"):
            params.append(Param(stmt.target.id, conv.convert(stmt.annotation), ParamKind.POSITIONAL_OR_KEYWORD, stmt.value is not None))
    return CallableType(tuple(params), inst, info.fullname.rpartition(".")[2], type_vars=info.type_params)
