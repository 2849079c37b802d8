"""What an unknown (Any) value is where ``isinstance(x, C)`` holds: an instance of a class
tested, as mypy narrows it, so ``return x`` from a ``-> bool`` function is checked there.

Only for a local name whose declared type (its annotation, or mypy's declaration by its first
binding) is unknown itself (Any, or a union with Any), or an attribute chain read from such a
local: where a local declared with a known type holds Any, the checker
lost track of it (a gradual step mypy does not take), and the narrowed classes could hold
members mypy knows the value cannot have."""

from __future__ import annotations

import ast
from collections.abc import Sequence
from typing import TYPE_CHECKING

from hintloader.typesystem.model import ANY, AnyOrigin, AnyType, Instance, NoneType, Type, union_items, variadic_index

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.program import Program


def narrows_unknown(ck: ExpressionChecker, subject: ast.expr, current: Type) -> bool:
    """Whether an Any value of ``subject`` (``current``) becomes the classes an isinstance
    test names: a local, or an attribute chain read from one (``event.connection.provider`` of
    an ``event: Any``: mypy knows nothing more of it than we do), or any value unannotated
    code gives (an unannotated property's result, an attribute set from an unannotated
    parameter), or an attribute its class declares ``Any``: mypy's Any there too."""
    if type(current) is not AnyType or ck.ctx.lenient:
        return False
    if current.origin is AnyOrigin.UNANNOTATED or (type(subject) is ast.Attribute and _declared_any(ck, subject)):
        return True
    while type(subject) is ast.Attribute:
        subject = subject.value
    if type(subject) is ast.Name and subject.id in ck.ctx.comprehension_names:
        return True  # a comprehension's own variable, declared by an unknown item
    if ck.ctx.lenient or type(subject) is not ast.Name or subject.id not in ck.ctx.locals:
        return False
    declared = ck.ctx.declared.get(subject.id) or ck.ctx.first_bound.get(subject.id)
    return declared is None or any(type(item) is AnyType for item in union_items(declared))


def _declared_any(ck: ExpressionChecker, subject: ast.Attribute) -> bool:
    """Whether ``subject`` reads an attribute that its object's class annotates as ``Any``."""
    base = ck.infer_again(subject.value)
    info = ck.prog.class_by_name(base.name) if type(base) is Instance else None
    found = ck.prog.find_member(info, subject.attr) if info is not None and not info.unknown_base else None
    if found is None or found[0].kind != "var":
        return False
    declared = ck.prog.declared_type(found[0])
    return type(declared) is AnyType


def instances_of(prog: Program, classes: Sequence[Type]) -> list[Type]:
    """The classes tested for, a generic one with unknown type arguments (``list[Any]``); the
    value stays unknown when a class is not one we know (``ast_ParamSpec = Any`` on a Python
    without it)."""
    out: list[Type] = []
    for cls in classes:
        if type(cls) is NoneType:
            out.append(cls)
            continue
        if type(cls) is not Instance or cls.name in _NOT_CLASSES:
            return [ANY]
        info = prog.class_by_name(cls.name)
        if info is None or info.unknown_base:
            return [ANY]
        if not cls.args and info.type_params:
            cls = Instance(cls.name, tuple(ANY for _ in info.type_params), False, variadic_index(info.type_params))
        out.append(cls)
    return out


# Special forms a variable may stand for where a class is missing: no instance is one.
_NOT_CLASSES = frozenset({"typing.Any", "typing_extensions.Any", "builtins.object"})
