"""Overrides of a base's attribute by a def, and of a property's setter (mypy's rules):

* a read-only property (or a method) over a writable attribute: ``Cannot override writeable
  attribute with read-only property``, and its type must be the attribute's (a read-only base
  attribute may be narrowed), else ``Signature of "x" incompatible with supertype "B"``;
* a setter must accept what the base's setter (or attribute) accepts, where either side's
  setter takes another type than its getter gives: ``Incompatible override of a setter type``.

Method-over-method overrides are overrides.py's."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.astutil import is_annotated_def
from hintloader.checker.classes import decorator_name
from hintloader.checker.guards import guards_of
from hintloader.checker.members import NEVER_MISSING
from hintloader.checker.symbols import ClassInfo, Symbol
from hintloader.checker.writes import is_private, setter_type
from hintloader.typesystem.model import (
    AnyType,
    CallableType,
    Instance,
    Overloaded,
    Type,
    TypeType,
    has_type_vars,
    UnionType,
)
from hintloader.typesystem.formatting import format_type
from hintloader.typesystem.relations import is_assignable, is_subtype, map_to_supertype

if TYPE_CHECKING:  # the statement checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker

__all__ = ["check_class"]

_EXEMPT = frozenset({"__init__", "__new__", "__init_subclass__", "__post_init__", "__replace__"})
_PROPERTIES = frozenset({"property", "cached_property", "abstractproperty"})
# Decorators that leave a def the method or property it says.
_PLAIN = _PROPERTIES | {"abstractmethod", "override", "final"}

Def = ast.FunctionDef | ast.AsyncFunctionDef


def check_class(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    """Each def of the class body against the bases that define its name."""
    if info.is_enum or info.namedtuple_call is not None or info.is_typeddict or info.type_params:
        return
    seen: set[str] = set()
    for stmt in node.body:
        if not isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) or stmt.name in seen:
            continue
        name = stmt.name
        seen.add(name)  # a property and its setter, an overload group: one definition
        if is_private(name) or name in _EXEMPT:
            continue
        bases = [(c, s) for c in info.mro[1:] if (s := _definition(ck, c, name)) is not None]
        if not bases:
            continue
        setter = guards_of(info).setters.get(name)
        if setter is None and _is_property(stmt) and not _settable_decorator(stmt):
            for base, sym in bases:
                if sym.kind == "func" and _is_property(sym.nodes[0]) and not base.is_stub and name in guards_of(base).setters:
                    ck.error(stmt.decorator_list[0], "misc", "Read-only property cannot override read-write property")
        if not is_annotated_def(stmt) or not all(decorator_name(d) in _PLAIN for d in stmt.decorator_list):
            continue  # an unannotated def is not checked against its bases (mypy); a decorated
            # one may be something else than its def says
        if setter is not None and _is_property(stmt):
            _check_setter(ck, info, name, stmt, setter, bases)
        for base, sym in bases:
            if sym.kind == "var" or (sym.kind == "func" and _is_property(sym.nodes[0])):
                _check_over_attribute(ck, info, name, stmt, setter is not None, base, sym)


def _definition(ck: ExpressionChecker, c: ClassInfo, name: str) -> Symbol | None:
    """What ``c`` itself binds ``name`` to: its body's definition, or an attribute its methods
    create through ``self``."""
    if c.unknown_base:
        return None
    return ck.prog.class_body_symbol(c, name) or ck.prog.instance_attr_symbol(c, name)


def _settable_decorator(stmt: Def) -> bool:
    """``functools.cached_property``: an instance may be written (mypy counts it settable)."""
    return any(decorator_name(d) == "cached_property" for d in stmt.decorator_list)


# The property decorators mypy knows as such; another class of such a name is a descriptor.
_KNOWN_PROPERTY_CLASSES = frozenset({"builtins.property", "functools.cached_property", "abc.abstractproperty"})


def _own_descriptor_with_setter(ck: ExpressionChecker, stmt: Def) -> bool:
    """``@cached_property`` of a project's own class (werkzeug's, a ``property`` subclass with
    ``__set__``): a writable descriptor, not a read-only property (mypy)."""
    for d in stmt.decorator_list:
        if decorator_name(d) not in _PROPERTIES:
            continue
        made = ck.infer_again(d)
        made = made.ret if type(made) is CallableType else made.item if type(made) is TypeType else made
        if type(made) is not Instance or made.name in _KNOWN_PROPERTY_CLASSES:
            continue
        info = ck.prog.class_by_name(made.name)
        found = ck.prog.find_member(info, "__set__") if info is not None else None
        if found is not None and found[1].fullname != "builtins.property":
            return True
    return False


def _is_property(stmt: ast.stmt) -> bool:
    return isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(decorator_name(d) in _PROPERTIES for d in stmt.decorator_list)


def _check_over_attribute(ck: ExpressionChecker, info: ClassInfo, name: str, stmt: Def, settable: bool,
                          base: ClassInfo, sym: Symbol) -> None:
    original = _member_type(ck, info, base, name)
    if original is None or type(original) is AnyType:
        return
    if sym.kind == "var":
        writable = name not in guards_of(base).final
    else:  # a property: writable through its setter
        writable = not base.is_stub and name in guards_of(base).setters
    if writable and sym.kind == "var" and _is_property(stmt) and not settable and not _own_descriptor_with_setter(ck, stmt):
        ck.error(stmt, "override", "Cannot override writeable attribute with read-only property")
    mine = _member_type(ck, info, info, name)
    if mine is None or type(mine) is AnyType or has_type_vars(mine) or has_type_vars(original):
        return
    if isinstance(mine, (CallableType, Overloaded)) and isinstance(original, (CallableType, Overloaded)):
        return  # a method over a callable attribute: compared as methods would be (not here)
    if type(original) is UnionType and any(is_subtype(mine, item, ck.prog) for item in original.items):
        return
    # A setter of its own type (checked by _check_setter) lets the getter narrow, as a
    # read-only base attribute does.
    covariant = not writable or (settable and (_custom_setter(ck, info, name) or _custom_setter(ck, base, name)))
    if is_assignable(mine, original, ck.prog) and (covariant or is_assignable(original, mine, ck.prog)):
        return  # the same type; or a narrower one where nothing writes through the base
    # (mypy points at a property with a setter by its first decorator, at other defs by the def)
    at = stmt.decorator_list[0] if settable and stmt.decorator_list else stmt
    ck.error(at, "override", f'Signature of "{name}" incompatible with supertype "{base.fullname.rpartition(".")[2]}"')


def _check_setter(ck: ExpressionChecker, info: ClassInfo, name: str, getter: Def, setter: Def,
                  bases: list[tuple[ClassInfo, Symbol]]) -> None:
    """A setter may take more than the base's setter or attribute, never less; checked where a
    setter takes another type than its getter gives, on either side (mypy)."""
    mine = setter_type(ck.prog, info, setter)
    mine_getter = _member_type(ck, info, info, name)
    if mine is None or mine_getter is None:
        return
    for base, sym in bases:
        if base.is_stub:
            continue
        base_setter = guards_of(base).setters.get(name)
        if base_setter is not None:
            original = setter_type(ck.prog, base, base_setter)
        elif sym.kind == "var" and name not in guards_of(base).final:
            original = _member_type(ck, info, base, name)
        else:
            continue
        original_getter = _member_type(ck, info, base, name)
        if original is None or original_getter is None or any(type(t) is AnyType for t in (mine, original)):
            continue
        custom = not _same(ck, mine, mine_getter) or not _same(ck, original, original_getter)
        if custom and not is_subtype(original, mine, ck.prog):
            at = setter.decorator_list[0] if setter.decorator_list else setter
            short = base.fullname.rpartition(".")[2]
            ck.error(at, "override", "Incompatible override of a setter type")
            ck.reporter.note(at, "override", f'(base class "{short}" defined the type as "{format_type(original)}",')
            ck.reporter.note(at, "override", f'override has type "{format_type(mine)}")')
            if is_subtype(mine, original, ck.prog):
                ck.reporter.note(at, "override", "Setter types should behave contravariantly")


def _custom_setter(ck: ExpressionChecker, info: ClassInfo, name: str) -> bool:
    setter = guards_of(info).setters.get(name)
    value = setter_type(ck.prog, info, setter) if setter is not None else None
    getter = _member_type(ck, info, info, name)
    return value is not None and getter is not None and not _same(ck, value, getter)


def _same(ck: ExpressionChecker, a: Type, b: Type) -> bool:
    return bool(is_subtype(a, b, ck.prog)) and bool(is_subtype(b, a, ck.prog))


def _member_type(ck: ExpressionChecker, info: ClassInfo, owner: ClassInfo, name: str) -> Type | None:
    """``name`` as ``owner`` defines it, seen from an instance of ``info``."""
    inst = info.self_instance()
    mapped = map_to_supertype(inst, owner.fullname, ck.prog)
    if type(mapped) is not Instance:
        return None
    t = ck.instance_member(mapped, name, inst)
    return None if t is NEVER_MISSING else t
