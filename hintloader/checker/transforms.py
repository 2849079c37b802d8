"""dataclass_transform (PEP 681): which classes are dataclass-like, and with which defaults."""

from __future__ import annotations

import ast
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from hintloader.checker.astutil import callee_name

if TYPE_CHECKING:  # symbols.py keeps a Transform on each class: only its annotations need these
    from hintloader.checker.stubs import ModuleSource
    from hintloader.checker.symbols import ClassInfo, Symbol


@dataclass(frozen=True, slots=True)
class Transform:
    """What a dataclass-like class generates; None where the source does not say it literally."""

    kw_only: bool | None = False
    frozen: bool | None = False
    init: bool | None = True
    order: bool | None = False
    # Short names of the field specifier functions or classes (``model_field``, ``attrs.field``).
    field_specifiers: frozenset[str] = frozenset()
    # The decorator form applies to the decorated class only; the others to every subclass.
    inherited: bool = True
    # The marker's own defaults, before a class's keywords changed them: what a subclass
    # without keywords gets (a base's ``frozen=True`` is not inherited).
    defaults: Transform | None = None
    # Made by attrs' own decorators (``attrs.define``, ``attr.s``): the class has ``__attrs_attrs__``.
    attrs: bool = False


def literal_bool(node: ast.expr) -> bool | None:
    """A keyword's ``True`` / ``False`` written in place; None when it is computed."""
    return node.value if type(node) is ast.Constant and isinstance(node.value, bool) else None


def marker(decorators: list[ast.expr]) -> Transform | None:
    """The defaults of a ``@dataclass_transform(...)`` among ``decorators``, if there is one."""
    for deco in decorators:
        if callee_name(deco) != "dataclass_transform":
            continue
        spec = Transform()
        for kw in deco.keywords if type(deco) is ast.Call else []:
            if kw.arg == "kw_only_default":
                spec = replace(spec, kw_only=literal_bool(kw.value))
            elif kw.arg == "frozen_default":
                spec = replace(spec, frozen=literal_bool(kw.value))
            elif kw.arg == "order_default":
                spec = replace(spec, order=literal_bool(kw.value))
            elif kw.arg == "field_specifiers":
                items = kw.value.elts if isinstance(kw.value, (ast.Tuple, ast.List)) else []
                spec = replace(spec, field_specifiers=frozenset(callee_name(i) for i in items))
        return spec
    return None


def with_overrides(spec: Transform, keywords: list[ast.keyword]) -> Transform:
    """``@model(frozen=True)`` or ``class M(Base, frozen=True)``: per-class overrides."""
    if spec.defaults is None:
        spec = replace(spec, defaults=spec)
    for kw in keywords:
        if kw.arg == "kw_only":
            spec = replace(spec, kw_only=literal_bool(kw.value))
        elif kw.arg == "frozen":
            spec = replace(spec, frozen=literal_bool(kw.value))
        elif kw.arg == "init":
            spec = replace(spec, init=literal_bool(kw.value))
        elif kw.arg == "order":
            spec = replace(spec, order=literal_bool(kw.value))
    return spec


def decorator_marker(sym: Symbol | None) -> Transform | None:
    """The marker on a decorator function (any of its overloads), seen from its symbol."""
    if sym is None or sym.kind != "func":
        return None
    for node in sym.nodes:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.decorator_list:
            spec = marker(node.decorator_list)
            if spec is not None:
                return replace(_unaliased(spec, sym.scope.module), inherited=False)
    return None


def class_marker(info: ClassInfo | None) -> Transform | None:
    """The marker of a transform base class or metaclass, or one of its own bases."""
    for c in info.mro if info is not None else []:
        if c.node is not None and c.node.decorator_list:
            spec = marker(c.node.decorator_list)
            if spec is not None:
                return _unaliased(spec, c.scope.module)
    return None


def _unaliased(spec: Transform, module: ModuleSource) -> Transform:
    """``from .fields import Field as ModelField`` then ``field_specifiers=(ModelField,)``: models
    call it ``Field(...)``, so the imported name counts too."""
    names = set(spec.field_specifiers)
    for name in spec.field_specifiers:
        for node in module.definitions(name):
            if type(node) is ast.ImportFrom:
                names.update(a.name for a in node.names if a.asname == name)
    return replace(spec, field_specifiers=frozenset(names)) if len(names) > len(spec.field_specifiers) else spec


def inherited(bases: list[ClassInfo], metaclass: ClassInfo | None, node: ast.ClassDef) -> Transform | None:
    """A class below a transform base or with a transform metaclass is dataclass-like itself
    (the base and the metaclass are not): the nearest such base's defaults, with its keywords."""
    spec = class_marker(metaclass)
    for base in bases:
        if spec is not None:
            break
        if base.transform is not None and base.transform.inherited:
            spec = base.transform.defaults or base.transform
        elif base.node is not None and base.node.decorator_list:
            found = marker(base.node.decorator_list)
            spec = _unaliased(found, base.scope.module) if found is not None else None
    if spec is None:
        return None
    return with_overrides(spec, [kw for kw in node.keywords if kw.arg != "metaclass"])

