"""Enum members as literal types: which names are members, and a value split by one member."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.astutil import callee_name
from hintloader.typesystem.relations import is_assignable
from hintloader.typesystem.model import AnyType, Instance, LiteralType, Type, make_union, union_items

if TYPE_CHECKING:  # typing-only: the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.program import Program
    from hintloader.checker.symbols import ClassInfo

# Calls in an enum body whose result is not a member (descriptors, enum.nonmember).
_NOT_MEMBERS = frozenset({"nonmember", "property", "classmethod", "staticmethod"})


def members_of(ck: ExpressionChecker, name: str) -> tuple[str, ...] | None:
    """The member names of the enum class ``name`` in definition order; None when they are not
    all known (not an enum, unknown bases, ``_ignore_``, or members made at runtime)."""
    info = ck.prog.class_by_name(name)
    return members_of_class(info) if info is not None else None


def members_of_class(info: ClassInfo) -> tuple[str, ...] | None:
    """``members_of`` for a class already looked up (annotations, member access)."""
    if not info.is_enum or info.node is None or info.unknown_base:
        return None
    if info.enum_members is not None:
        return info.enum_members or None
    out: list[str] = []
    value: ast.expr | None
    for stmt in info.node.body:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
            member, value = stmt.targets[0].id, stmt.value
        elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and (stmt.value is not None or info.is_stub):
            member, value = stmt.target.id, stmt.value
        else:
            continue
        if member == "_ignore_":
            info.enum_members = ()
            return None
        if not is_member_name(member) or isinstance(value, ast.Lambda):
            continue
        if isinstance(value, ast.Call) and callee_name(value) in _NOT_MEMBERS:
            continue
        out.append(member)
    info.enum_members = tuple(out)
    return tuple(out) if out else None


def is_member_name(name: str) -> bool:
    """Whether an enum class body's name may be a member: not a ``__dunder__``, ``_sunder_``
    or private ``__name`` (mangled); ``_HIDDEN = 1`` is a member, as at run time and in mypy."""
    if name.startswith("__"):
        return False
    return not (len(name) > 2 and name[0] == name[-1] == "_" and name[1] != "_" and name[-2] != "_")


def as_literals(prog: Program, name: str) -> tuple[LiteralType, ...] | None:
    """The enum class ``name`` spelled out as its members' literals (overload argument
    expansion, typing spec); None for other classes and for flags, whose values also combine
    members."""
    info = prog.class_by_name(name)
    members = members_of_class(info) if info is not None else None
    if info is None or members is None or any(c.fullname == "enum.Flag" for c in info.mro):
        return None
    return tuple(LiteralType(m, name) for m in members)


def member_named(ck: ExpressionChecker, node: ast.expr) -> tuple[str, str] | None:
    """``Color.RED`` as (enum class, member) when it names a member of an enum class."""
    if not isinstance(node, ast.Attribute):
        return None
    sym = ck.symbol_of(node.value)
    if sym is None or sym.kind != "class":
        return None
    members = members_of(ck, sym.fullname)
    return (sym.fullname, node.attr) if members is not None and node.attr in members else None


def compares_by_identity(ck: ExpressionChecker, name: str) -> bool:
    """Whether ``==`` on the enum's members tells them apart like ``is`` (no ``__eq__`` and no
    int or str mix-in before the enum base; IntEnum and StrEnum count, as in mypy)."""
    info = ck.prog.class_by_name(name)
    if info is None:
        return False
    for c in info.mro:
        if c.fullname in ("builtins.int", "builtins.str", "builtins.float", "builtins.bytes"):
            return False
        if c.fullname.startswith("enum."):
            break
        if "__eq__" in c.body:
            return False
    return True


def split(ck: ExpressionChecker, current: Type, enum: str, member: str) -> tuple[Type, Type] | None:
    """``current`` where it is the member (first) and where it is not (second); an enum value is
    spelled out as its members' literals, so that excluding them all leaves Never."""
    members = members_of(ck, enum)
    if members is None:
        return None
    chosen = LiteralType(member, enum)
    yes: list[Type] = []
    no: list[Type] = []
    for item in union_items(current):
        if isinstance(item, Instance) and item.name == enum:
            yes.append(chosen)
            no.extend(LiteralType(m, enum) for m in members if m != member)
        elif isinstance(item, LiteralType) and item.fallback == enum:
            (yes if item.value == member else no).append(item)
        elif isinstance(item, AnyType):
            yes.append(item)
            no.append(item)
        else:
            no.append(item)
            if is_assignable(Instance(enum), item, ck.prog):
                yes.append(chosen)  # object, Enum, a protocol: it may be the member
    return make_union(yes), make_union(no)
