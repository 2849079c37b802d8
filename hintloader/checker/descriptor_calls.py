"""The descriptor protocol checked as the calls it makes: ``obj.attr`` of a class-body
descriptor calls ``__get__(obj, type(obj))`` (``__get__(None, C)`` through the class), and
``obj.attr = value`` calls ``__set__(obj, value)``.

mypy (checkmember's descriptor access and checker's member assignment) checks these calls like
any other: the argument count and types are reported with the method's name, an overloaded
``__set__`` must have an item for the value, and a ``__get__`` / ``__set__`` that is a variable
rather than a method is "not callable". Reading keeps its type from members.read_through; what
a write must give is the solved ``__set__``'s value parameter, checked as an assignment.
"""

from __future__ import annotations

import ast
from dataclasses import replace
from typing import TYPE_CHECKING

from hintloader.checker import calls
from hintloader.checker.astutil import is_annotated_def
from hintloader.checker.naming import CalleeName
from hintloader.checker.program import instance_mapping
from hintloader.checker.symbols import bound_in_class_body
from hintloader.typesystem.model import (
    ANY,
    NONE,
    POSITIONAL_KINDS,
    AnyType,
    CallableType,
    Instance,
    Overloaded,
    ParamKind,
    Type,
    TypeType,
    substitute,
)

if TYPE_CHECKING:  # the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.symbols import ClassInfo, Symbol


def check_read(ck: ExpressionChecker, base: Type, name: str, node: ast.AST) -> None:
    """``obj.name`` / ``C.name`` where the class body binds ``name`` to a descriptor: its
    ``__get__`` called with (obj, type(obj)), or (None, C) through the class."""
    if ck.quiet or ck.ctx.lenient:
        return
    through_class = type(base) is TypeType
    inst = base.item if type(base) is TypeType else base
    if type(inst) is not Instance:
        return
    descriptor = class_body_descriptor(ck, inst, name, through_class=through_class)
    if descriptor is not None:
        _check_get(ck, inst, descriptor, through_class, node)


def check_get_before_write(ck: ExpressionChecker, receiver: Instance, name: str, target: ast.AST) -> None:
    """``obj.name = value`` where ``name`` is a descriptor without ``__set__``: the value is
    checked against what ``__get__`` gives, so that call is checked too (mypy)."""
    if ck.quiet or ck.ctx.lenient:
        return
    descriptor = class_body_descriptor(ck, receiver, name, through_class=False)
    info = ck.prog.class_by_name(descriptor.name) if descriptor is not None else None
    if descriptor is not None and info is not None and ck.prog.find_member(info, "__set__") is None:
        _check_get(ck, receiver, descriptor, False, target)


def _check_get(ck: ExpressionChecker, inst: Instance, descriptor: Instance, through_class: bool, node: ast.AST) -> None:
    getter = _protocol_method(ck, descriptor, "__get__", node)
    if getter is None:
        return
    instance_arg: Type = NONE if through_class else inst
    args = [calls.Arg("pos", None, None, instance_arg, 1), calls.Arg("pos", None, None, TypeType(inst), 2)]
    _call(ck, getter, args, node, _method_name(ck, descriptor, "__get__"))


def checked_write(ck: ExpressionChecker, receiver: Instance, owner: ClassInfo, name: str, value_t: Type,
                  target: ast.AST) -> Type | None:
    """``obj.name = value`` where ``owner``'s body binds ``name`` to a data descriptor: its
    ``__set__`` called with (obj, value). Returns what the value must then fit as an assignment
    (the solved value parameter of a plain ``__set__``); None when the call said it all (an
    overloaded ``__set__`` picks an item for the value itself) or nothing is known."""
    descriptor = _body_descriptor(ck, receiver, owner, name, through_class=False)
    if descriptor is None or ck.quiet:
        return None
    setter = _protocol_method(ck, descriptor, "__set__", target)
    if setter is None:
        return None
    named = _method_name(ck, descriptor, "__set__")
    given = calls.Arg("pos", None, None, receiver, 1)
    if type(setter) is Overloaded:
        calls.call_type(ck, setter, [given, calls.Arg("pos", None, None, value_t, 2)], target, named, None)
        return None
    if type(setter) is not CallableType:
        return None
    # The count and the instance argument first, the value standing as Any (mypy: the value is
    # checked as an assignment to what the call solves its parameter to).
    if not ck.ctx.lenient:
        _call(ck, setter, [given, calls.Arg("pos", None, None, ANY, 2)], target, named)
    value_params = [p for p in setter.params if p.kind in POSITIONAL_KINDS]
    if len(value_params) < 2:
        return None
    formal = value_params[1].type
    if not setter.type_vars:
        return formal
    # Solved as the call solves it: the value parameter stands as the result.
    ck.quiet += 1
    try:
        solved = calls.check_args(ck, replace(setter, ret=formal), [given, calls.Arg("pos", None, None, value_t, 2)],
                                  None, None, report=False)
    finally:
        ck.quiet -= 1
    return solved


def _call(ck: ExpressionChecker, method: Type, args: list[calls.Arg], node: ast.AST, name: CalleeName) -> None:
    """The protocol's call, checked. Its arguments are no written ones, so a missing one is
    "Too few arguments" (mypy has no argument names to list)."""
    if type(method) is CallableType and any(p.startswith("missing-pos") for p in calls._map_args(method, args)[1]):
        ck.error(node, "call-arg", f"Too few arguments for {name}")
        return
    calls.call_type(ck, method, args, node, name, None)


def class_body_descriptor(ck: ExpressionChecker, inst: Instance, name: str, *, through_class: bool) -> Instance | None:
    """The descriptor (an instance of a class with ``__get__``) that ``inst``'s class body binds
    to ``name``, with the class's type arguments; None for any other member."""
    info = ck.prog.class_by_name(inst.name)
    found = ck.prog.find_member(info, name) if info is not None else None
    if found is None:
        return None
    descriptor = _body_descriptor(ck, inst, found[1], name, through_class=through_class)
    info = ck.prog.class_by_name(descriptor.name) if descriptor is not None else None
    return descriptor if info is not None and ck.prog.find_member(info, "__get__") is not None else None


def _body_descriptor(ck: ExpressionChecker, inst: Instance, owner: ClassInfo, name: str, *, through_class: bool) -> Instance | None:
    """What ``owner``'s body binds to ``name`` when it is an instance of another class (known,
    of a fixed shape: no unknown base, no ``__getattr__``); None otherwise."""
    prog = ck.prog
    sym = prog.class_body_symbol(owner, name)
    if sym is None or sym.kind != "var" or owner.is_enum or not bound_in_class_body(owner, sym):
        return None
    declared = prog.declared_type(sym)
    t = declared if declared is not None else ck.inferred_attr_type(sym)
    if through_class and owner.type_params:
        t = substitute(t, {tv: ANY for tv in owner.type_params})
    elif owner.type_params:
        t = substitute(t, instance_mapping(prog, inst, owner))
    if type(t) is not Instance or t.name == owner.fullname or t.name == inst.name:
        return None
    info = prog.class_by_name(t.name)
    if info is None or info.unknown_base or info.dynamic:
        return None
    return t


def _protocol_method(ck: ExpressionChecker, descriptor: Instance, method: str, node: ast.AST) -> Type | None:
    """The descriptor's bound ``__get__`` / ``__set__``; a variable that holds no callable is
    reported as mypy words it (None then, as for a method that is not there)."""
    prog = ck.prog
    info = prog.class_by_name(descriptor.name)
    found = prog.find_member(info, method) if info is not None else None
    if found is None or found[1].fullname == "builtins.object":
        return None
    sym: Symbol = found[0]
    bound = ck.instance_member(descriptor, method)
    if sym.kind == "var" and type(bound) is not AnyType:
        # (mypy takes only a def for the protocol's method: a callable variable is none either)
        if not descriptor.args and not ck.ctx.lenient:
            ck.error(node, "misc", f"{descriptor.name}.{method} is not callable")
        return None
    return bound if isinstance(bound, (CallableType, Overloaded)) else None


def _method_name(ck: ExpressionChecker, descriptor: Instance, method: str) -> CalleeName:
    """``"__get__" of "D"`` after the class that defines it; a def without annotations is
    named alone, as mypy names an untyped method."""
    info = ck.prog.class_by_name(descriptor.name)
    found = ck.prog.find_member(info, method) if info is not None else None
    if found is None:
        return CalleeName(method)
    defs = [n for n in found[0].nodes if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
    if defs and all(not is_annotated_def(d) and not d.decorator_list for d in defs):
        return CalleeName(method)
    return CalleeName(method, found[1].fullname.rpartition(".")[2], "self", "")

