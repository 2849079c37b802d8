"""Multiple inheritance: a name two bases define, the class itself not, must be defined
compatibly (mypy's ``Definition of "x" in base class "A" is incompatible with definition in
base class "B"``). The first base in the MRO that defines the name wins; its member, seen from
an instance of the class, must fit every later base's member, unless that later base is one
the first inherits from. A writable attribute must be matched exactly, methods and read-only
members as subtypes (parameter names of positional parameters aside)."""

from __future__ import annotations

import ast
from dataclasses import replace
from typing import TYPE_CHECKING

from hintloader.checker.astutil import is_annotated_def
from hintloader.checker.classes import decorator_name, has_consistent_mro, instance_attr_names
from hintloader.checker.members import NEVER_MISSING
from hintloader.checker.guards import guards_of, is_final_annotation
from hintloader.checker.stubs import LazyClassBody
from hintloader.checker.symbols import ClassInfo, Symbol
from hintloader.checker.writes import is_private
from hintloader.typesystem.model import AnyType, CallableType, Instance, Overloaded, ParamKind, Type, TypeType, widen_literal
from hintloader.typesystem.relations import is_assignable, map_to_supertype

if TYPE_CHECKING:  # the statement checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker

__all__ = ["check_class"]

# Constructors may differ between bases; these may vary along any hierarchy (mypy).
_EXEMPT = frozenset({"__init__", "__new__", "__init_subclass__", "__replace__", "__slots__", "__deletable__",
                     "__match_args__"})


def check_class(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    """Once per class statement with two or more bases."""
    if len(info.bases) < 2 or info.unknown_base or len(info.mro) < 3:
        return
    prog = ck.prog
    mro = [c for c in info.mro[1:] if c.fullname != "builtins.object"]  # every base has object's members
    if any(c.unknown_base for c in mro) or not has_consistent_mro(prog, info):
        return  # no MRO (a TypeError at run time) decides which definition is first
    own = set(_names(info))
    candidates: dict[str, list[ClassInfo]] = {}
    for c in mro:
        for name in _names(c):
            if name not in own and name not in _EXEMPT and not is_private(name):
                candidates.setdefault(name, []).append(c)
    for name in sorted(candidates):
        classes = candidates[name]
        if len(classes) < 2:
            continue
        definers = [(c, s) for c in classes if (s := _definition(ck, c, name)) is not None]
        if len(definers) < 2:
            continue
        (first, first_sym), rest = definers[0], definers[1:]
        for second, second_sym in rest:
            if second in first.mro:
                continue
            _check_pair(ck, info, node, name, first, first_sym, second, second_sym)


def _names(c: ClassInfo) -> list[str]:
    """The names a class may define, its body's and its instances' (a stub's index only)."""
    if isinstance(c.body, LazyClassBody):
        return c.body.candidate_names()
    names = [n for n in c.body if not n.startswith(".")]
    if c.node is not None and not c.is_stub:
        names.extend(instance_attr_names(c))
    return names


def _definition(ck: ExpressionChecker, c: ClassInfo, name: str) -> Symbol | None:
    """``c``'s own definition of ``name``: its body's, or ``self.name = ...`` in a method when
    that is a new attribute (annotated, or no base has it) rather than a write to a base's."""
    prog = ck.prog
    sym = prog.class_body_symbol(c, name)
    if sym is not None:
        return sym
    sym = prog.instance_attr_symbol(c, name)
    if sym is None:
        return None
    if any(type(n) is ast.AnnAssign for n in sym.nodes):
        return sym
    for base in c.mro[1:]:
        if prog.class_body_symbol(base, name) is not None or prog.instance_attr_symbol(base, name) is not None:
            return None
    return sym


def _check_pair(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef, name: str, first: ClassInfo,
                first_sym: Symbol, second: ClassInfo, second_sym: Symbol) -> None:
    if _untyped_attribute(ck, first, name) or _untyped_attribute(ck, second, name):
        return  # what an unchecked method assigns is Any (mypy)
    first_t = _member_type(ck, info, first, name)
    second_t = _member_type(ck, info, second, name)
    if first_t is None or second_t is None:
        return
    if _is_final(first, first_sym, name):
        first_t = widen_literal(first_t)  # ``x: Final = 1`` is an int that is known to be 1
    first_name, second_name = first.fullname.rpartition(".")[2], second.fullname.rpartition(".")[2]
    writable = _writable(second, second_sym, name)
    if type(first_t) is TypeType and type(second_t) is TypeType:
        ok = _subclass(ck, first_t.item, second_t.item)  # class objects: constructors may differ
    elif isinstance(first_t, (CallableType, Overloaded)) and isinstance(second_t, (CallableType, Overloaded)):
        ok = bool(is_assignable(first_t, _positional_names_free(second_t), ck.prog))
    elif not writable:
        ok = bool(is_assignable(first_t, second_t, ck.prog))
    else:
        ok = bool(is_assignable(first_t, second_t, ck.prog)) and bool(is_assignable(second_t, first_t, ck.prog))
        if ok and writable and _read_only_property(first, first_sym) and type(second_t) is not AnyType:
            ck.error(node, "override", f'Cannot override writeable attribute "{name}" in base "{second_name}" '
                                       f'with read-only property in base "{first_name}"')
    if _is_final(second, second_sym, name):
        ck.error(node, "misc", f'Cannot override final attribute "{name}" (previously declared in base class "{second_name}")')
    if _is_final(first, first_sym, name) and writable:
        ck.error(node, "misc", f'Cannot override writable attribute "{name}" with a final one')
    if not ok:
        ck.error(node, "misc", f'Definition of "{name}" in base class "{first_name}" is incompatible with '
                               f'definition in base class "{second_name}"')


def _member_type(ck: ExpressionChecker, info: ClassInfo, owner: ClassInfo, name: str) -> Type | None:
    """``name`` as ``owner`` defines it, seen from an instance of ``info`` (bound, with the
    type arguments ``info`` gives ``owner``)."""
    inst = info.self_instance()
    mapped = map_to_supertype(inst, owner.fullname, ck.prog)
    if mapped is None:
        return None
    t = ck.instance_member(mapped, name, inst)
    return None if t is NEVER_MISSING else t


def _untyped_attribute(ck: ExpressionChecker, c: ClassInfo, name: str) -> bool:
    """An attribute only unannotated methods assign, none declares (``self.x = 1`` in ``def
    __init__(self)``)."""
    if ck.prog.class_body_symbol(c, name) is not None:
        return False
    found = (c.instance_attrs or {}).get(name, ())
    return not any(type(n) is ast.AnnAssign or is_annotated_def(func) for n, func in found)


def _subclass(ck: ExpressionChecker, a: Type, b: Type) -> bool:
    if not (type(a) is Instance and type(b) is Instance):
        return True
    found = ck.prog.class_by_name(a.name)
    return found is None or found.unknown_base or any(c.fullname == b.name for c in found.mro)


def _positional_names_free(t: CallableType | Overloaded) -> CallableType | Overloaded:
    """The target with its positional-or-keyword parameters positional-only: mypy compares
    the definitions of two bases ignoring the names of positional parameters. Its own type
    variables stay as they are, rigid: what the first base's method takes and returns must fit
    whatever they stand for."""
    if type(t) is Overloaded:
        return Overloaded(tuple(_free(i) for i in t.items))
    return _free(t)


def _free(t: CallableType) -> CallableType:
    params = tuple(replace(p, kind=ParamKind.POSITIONAL_ONLY) if p.kind == ParamKind.POSITIONAL_OR_KEYWORD else p
                   for p in t.params)
    return replace(t, params=params, type_vars=())


def _writable(c: ClassInfo, sym: Symbol, name: str) -> bool:
    """A variable, or a property with a setter (mypy)."""
    if sym.kind == "var":
        return True
    if sym.kind != "func" or c.is_stub:
        return False
    return name in guards_of(c).setters


def _read_only_property(c: ClassInfo, sym: Symbol) -> bool:
    """A single ``@property`` def (no setter)."""
    if sym.kind != "func" or len(sym.nodes) != 1:
        return False
    node = sym.nodes[0]
    return isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
        decorator_name(d) in ("property", "abstractproperty") for d in node.decorator_list)


def _is_final(c: ClassInfo, sym: Symbol, name: str) -> bool:
    if c.is_stub:
        return any(type(n) is ast.AnnAssign and is_final_annotation(n.annotation) for n in sym.nodes)
    guards = guards_of(c)
    return name in guards.final or name in guards.final_methods
