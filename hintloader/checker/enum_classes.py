"""Enum class statements: the typing spec's rules for defining an enum's members."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker import enums
from hintloader.checker.astutil import callee_name
from hintloader.checker.symbols import ClassInfo
from hintloader.typesystem.model import AnyType, shown
from hintloader.typesystem.formatting import format_type, short_name
from hintloader.typesystem.relations import is_assignable

if TYPE_CHECKING:  # typing-only: called with the statement checker of the class body
    from hintloader.checker.expressions import ExpressionChecker

_SPEC = "https://typing.readthedocs.io/en/latest/spec/enums.html#defining-members"


def check_class(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    """An enum with members may not be subclassed (it is implicitly final), its members are
    left unannotated, and their values must fit a declared ``_value_`` type (mypy's codes and
    wording)."""
    prog = ck.prog
    for base in info.bases:
        base_info = prog.class_by_name(base.name)
        if base_info is not None and base_info.is_enum and enums.members_of_class(base_info):
            ck.error(node, "misc", f'Cannot extend enum with existing members: "{short_name(base.name)}"')
    if info.is_enum:
        _check_bases(ck, info, node)
    members = set(enums.members_of_class(info) or ())
    assigned: set[str] = set()
    for stmt in node.body:
        if (type(stmt) is ast.AnnAssign and type(stmt.target) is ast.Name and stmt.target.id in members
                and stmt.value is not None):
            ck.error(stmt, "misc", "Enum members must be left unannotated")
            ck.explain(stmt, "misc", f"See {_SPEC}")
        if info.is_enum and "__members__" in _bound_names(stmt):
            # (EnumType makes its own mapping: the class's value is never seen)
            ck.error(stmt, "misc", 'Assigned "__members__" will be overridden by "Enum" internally')
        if info.is_enum:
            for name in _bound_names(stmt):
                if name in assigned and not _private(name):
                    # (``A = 1`` then ``A = 2``: enum's class dict refuses the second at run time;
                    # a private ``__z`` is mangled and no member: it may be rebound)
                    ck.error(stmt, "misc", f'Attempted to reuse member name "{name}" in Enum definition "{short_name(info.fullname)}"')
                assigned.add(name)
    _check_values(ck, info, node, members)


def _check_bases(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    """What ``EnumType`` refuses at run time (TypeError), in mypy's words: a plain mixin after
    an enum base, and a second data type (a class that makes its values with ``__new__``:
    ``int``, ``str``, a user's class with its own ``__new__``). An enum base brings the data
    type its own bases have; many enum bases with their own ``__new__`` are fine."""
    if info.type_params:
        ck.error(node, "misc", "Enum class cannot be generic")
    after: str | None = None
    data_type = mixin_reported = False
    for base in info.bases:
        base_info = ck.prog.class_by_name(base.name)
        if base_info is None:
            return  # an unknown base: its __new__ and kind are unknown
        if base_info.is_enum:
            after = after or base.name
            makes = any(not c.is_enum and _has_new(ck, c) for c in base_info.mro[1:])
        else:
            if after is not None and not mixin_reported:
                ck.error(node, "misc", f'No non-enum mixin classes are allowed after "{after}"')
                mixin_reported = True  # once per class, as mypy
            makes = _has_new(ck, base_info)
        if makes and data_type:
            ck.error(node, "misc", f'Only a single data type mixin is allowed for Enum subtypes, found extra "{base.name}"')
        data_type = data_type or makes


def _has_new(ck: ExpressionChecker, cls: ClassInfo) -> bool:
    """Whether a class (or a base of it other than ``object``) defines ``__new__``."""
    found = ck.prog.find_member(cls, "__new__")
    return found is not None and found[1].fullname != "builtins.object"


def _bound_names(stmt: ast.stmt) -> list[str]:
    """The names a body statement assigns, each target of ``B = A = 2`` too."""
    if type(stmt) is ast.Assign and len(stmt.targets) > 1:
        return [e.id for t in stmt.targets for e in (t.elts if type(t) is ast.Tuple else [t]) if type(e) is ast.Name]
    return [name for name, _ in enums.assigned(stmt)]


def _private(name: str) -> bool:
    return name.startswith("__") and not name.endswith("__")


def _check_values(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef, members: set[str]) -> None:
    """``_value_: int`` declares what the members' values are, when the values written in the
    body are the values (no ``__new__`` or ``__init__`` of the enum's own turns them into
    others)."""
    prog = ck.prog
    declared = None
    for c in info.mro:
        if c.fullname.startswith("enum."):
            break
        if "__new__" in c.body or "__init__" in c.body or c.unknown_base:
            return
        if declared is None and "_value_" in c.body:
            sym = prog.class_body_symbol(c, "_value_")
            declared = prog.declared_type(sym) if sym is not None else None
    if declared is None or type(declared) is AnyType:
        return
    for stmt in node.body:
        if type(stmt) is not ast.Assign or len(stmt.targets) != 1:
            continue
        target = stmt.targets[0]
        if type(target) is not ast.Name or target.id not in members or _placeholder(stmt.value):
            continue
        value = ck.infer(stmt.value)
        if not is_assignable(value, declared, prog):
            ck.error(stmt.value, "assignment",
                     f'Incompatible types in assignment (expression has type "{format_type(shown(value, declared))}", '
                     f'variable has type "{format_type(declared)}")')


def _placeholder(value: ast.expr) -> bool:
    """``...`` (a stub's value) and ``auto()``: no value written."""
    return (type(value) is ast.Constant and value.value is Ellipsis) or (
        type(value) is ast.Call and callee_name(value) in ("auto", "member"))
