"""Writes to an attribute that a class's ``__slots__`` leave out (mypy's ``Trying to assign name
"x" that is not in "__slots__" of type "m.C"``): Python raises AttributeError, unless the
attribute is a data descriptor (a property, or an object with ``__set__``)."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.guards import guards_of, literal_slots
from hintloader.checker.symbols import ClassInfo
from hintloader.typesystem.model import SELF_SCOPE, AnyType, CallableType, Instance, Overloaded, Type, TypeVarType, UnionType

if TYPE_CHECKING:  # the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker

__all__ = ["outside_slots", "check_declaration"]


def check_declaration(ck: ExpressionChecker, target: ast.Attribute) -> None:
    """``self.x: int = ...`` (or without a value) declares an attribute the slots must hold."""
    if ck.quiet:
        return
    receiver = ck.infer(target.value)
    if outside_slots(ck, receiver, target):
        report(ck, receiver, target)


def report(ck: ExpressionChecker, receiver: Type, target: ast.Attribute) -> None:
    info = _slotted_class(ck, receiver)
    if info is not None:
        ck.reporter.error(target, "misc", f'Trying to assign name "{target.attr}" that is not in "__slots__" of type "{info.fullname}"')


def outside_slots(ck: ExpressionChecker, receiver: Type, target: ast.Attribute) -> bool:
    """Whether writing ``target`` (an attribute of a ``receiver``) misses the slots: every class
    of the receiver's MRO declares literal ``__slots__`` (none ``__dict__``, none the name), no
    class intercepts writes, and the attribute is one the class has (a missing one is
    ``attr-defined``) and no data descriptor: assigned through ``self`` in methods only, or
    declared in a class body with a type that has no ``__set__``. (mypy also lets a write
    pass when the type of an attribute only methods assign is Any; that write fails too.)"""
    info = _slotted_class(ck, receiver)
    name = target.attr
    if info is None or any(name in (guards_of(c).slots or ()) for c in info.mro):
        return False
    found = ck.prog.find_member(info, name)
    if found is None:
        return False
    sym, owner = found
    if sym.kind == "func":
        return False  # a property or a method: mypy lets a callable be (it may be a descriptor)
    if sym.kind != "var":
        return False
    if ck.prog.class_body_symbol(owner, name) is None:
        # Methods assign it here; a class body further up (a base's property) may still
        # define it as a descriptor.
        body = next((b for c in info.mro if (b := ck.prog.class_body_symbol(c, name)) is not None), None)
        if body is None:
            return True  # only methods assign it: no class attribute can be a descriptor
        if body.kind != "var":
            return False
        sym = body
    declared = ck.prog.declared_type(sym)
    t = declared if declared is not None else ck.inferred_attr_type(sym)
    return not _may_be_descriptor(ck, t)


def _slotted_class(ck: ExpressionChecker, receiver: Type) -> ClassInfo | None:
    """The receiver's class when its instances hold only slots."""
    if type(receiver) is TypeVarType and receiver.scope == SELF_SCOPE:
        receiver = receiver.bound if receiver.bound is not None else receiver
    if type(receiver) is not Instance:
        return None
    info = ck.prog.class_by_name(receiver.name)
    if info is None or info.unknown_base or info.dynamic or info.is_stub:
        return None
    if info.is_namedtuple or info.is_typeddict or info.is_enum or info.is_protocol:
        return None
    for c in info.mro:
        if c.fullname == "builtins.object":
            continue
        slots = _stub_slots(c) if c.is_stub else guards_of(c).slots
        if slots is None or "__dict__" in slots or "__setattr__" in c.body:
            return None
    return info


def _stub_slots(info: ClassInfo) -> frozenset[str] | None:
    """A stub class's literal ``__slots__`` (typeshed's ``ABC`` declares ``()``), as mypy reads
    them from stubs too."""
    for stmt in info.body.get("__slots__") or ():
        if type(stmt) is ast.Assign and len(stmt.targets) == 1:
            target, value = stmt.targets[0], stmt.value
        elif type(stmt) is ast.AnnAssign and stmt.value is not None:
            target, value = stmt.target, stmt.value
        else:
            continue
        if type(target) is ast.Name and target.id == "__slots__":
            return literal_slots(value)
    return None


def _may_be_descriptor(ck: ExpressionChecker, t: Type) -> bool:
    """Any, a callable, or an instance of a class with ``__set__`` (mypy's
    ``is_assignable_slot``); a union when every member is."""
    if isinstance(t, (AnyType, CallableType, Overloaded)):
        return True
    if type(t) is UnionType:
        return all(_may_be_descriptor(ck, item) for item in t.items)
    if type(t) is Instance:
        info = ck.prog.class_by_name(t.name)
        return info is None or info.unknown_base or ck.prog.find_member(info, "__set__") is not None
    return False
