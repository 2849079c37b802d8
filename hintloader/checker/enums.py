"""Enum members as literal types: which names are members, and a value split by one member."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.astutil import callee_name
from hintloader.checker.conditions import static_statements
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
    """``members_of`` for a class already looked up (annotations, member access).

    The typing spec's rules ("Defining members"): a name the body assigns is a member, unless
    it is private or a sunder/dunder name, is annotated without a value, holds a method,
    lambda, descriptor or ``nonmember(...)``, or is listed in ``_ignore_``; a name assigned
    another member is an alias of it (``aliases_of``); a def decorated ``@member`` is one.
    Members under ``if sys.version_info ...`` count where the condition holds."""
    if not info.is_enum or info.unknown_base:
        return None
    if info.enum_members is not None:  # (set at once for a functional enum: enum_functional.py)
        return info.enum_members or None
    if info.node is None:
        return None
    out: list[str] = []
    aliases: dict[str, str] = {}
    ignored: set[str] = set()
    for stmt in static_statements(info.body_statements(), info.scope.module.target):
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if any(callee_name(d) == "member" for d in stmt.decorator_list):
                out.append(stmt.name)
            continue
        for member, value in assigned(stmt):
            if member == "_ignore_":
                names = _ignored_names(value)
                if names is None:
                    info.enum_members = ()
                    return None
                ignored.update(names)
                continue
            if not is_member_name(member) or type(value) is ast.Lambda or member in out or member in aliases:
                continue
            if type(value) is ast.Call and callee_name(value) in _NOT_MEMBERS:
                continue
            if type(value) is ast.Name and value.id in out:
                aliases[member] = aliases.get(value.id, value.id)
                continue
            if type(value) is ast.Name and _names_function(info, value.id):
                continue
            out.append(member)
    info.enum_members = tuple(m for m in out if m not in ignored)
    info.enum_aliases = {a: m for a, m in aliases.items() if a not in ignored and m in info.enum_members}
    return info.enum_members or None


def functional_call(info: ClassInfo, node: ast.AST) -> bool:
    """``IntEnum("Color", "RED GREEN")``: an enum class without members called with the names
    of new members (EnumMeta.__call__'s functional form) makes a new enum class, whatever
    arguments its members' constructor takes."""
    if not info.is_enum or info.unknown_base or members_of_class(info) is not None or type(node) is not ast.Call:
        return False
    return len(node.args) >= 2 or any(k.arg == "names" for k in node.keywords)


def assigned(stmt: ast.stmt) -> list[tuple[str, ast.expr]]:
    """The names a body statement assigns, each with its value: ``RED = 1``, ``RED: int = 1``,
    and ``CONT, TEXT = 0, 1`` (a tuple target names a member per item, as at run time).
    ``genus: str`` without a value declares an attribute of the members: nothing."""
    if type(stmt) is ast.Assign and len(stmt.targets) == 1:
        target = stmt.targets[0]
        if type(target) is ast.Name:
            return [(target.id, stmt.value)]
        if (type(target) is ast.Tuple and type(stmt.value) is ast.Tuple and len(target.elts) == len(stmt.value.elts)
                and all(type(e) is ast.Name for e in target.elts)):
            return [(e.id, v) for e, v in zip(target.elts, stmt.value.elts) if type(e) is ast.Name]
    elif type(stmt) is ast.AnnAssign and type(stmt.target) is ast.Name and stmt.value is not None:
        return [(stmt.target.id, stmt.value)]
    return []


def aliases_of(info: ClassInfo) -> dict[str, str]:
    """``AMBER = YELLOW`` in an enum body: the alias names and the member each stands for."""
    members_of_class(info)
    return info.enum_aliases or {}


def member_literal(info: ClassInfo, name: str) -> LiteralType | None:
    """``Color.RED`` (or an alias of it) as the member's literal type; None for other names."""
    if name in (members_of_class(info) or ()):
        return LiteralType(name, info.fullname)
    target = aliases_of(info).get(name)
    return LiteralType(target, info.fullname) if target is not None else None


def member_type(info: ClassInfo, name: str, nodes: list[ast.stmt]) -> Type | None:
    """What a name of an enum's body is through the class: a member's literal; for an enum
    whose members cannot be told (an unknown base), a value assigned in its body is taken as
    some member; None for non-members."""
    found = member_literal(info, name)
    if found is not None or not info.unknown_base or not is_member_name(name) or info.node is None:
        return found
    if any(type(n) is ast.Assign and n in info.body_statements() for n in nodes):
        return Instance(info.fullname)
    return None


def unwrap_nonmember(t: Type) -> Type:
    """``x = nonmember(3)`` in an enum body: the class keeps the value itself (``int``), as enum
    unwraps it at class creation (mypy and pyright)."""
    if type(t) is Instance and t.name == "enum.nonmember" and len(t.args) == 1:
        return t.args[0]
    return t


def _ignored_names(value: ast.expr | None) -> list[str] | None:
    """The names ``_ignore_`` lists: a string of names (space or comma separated), or a list or
    tuple of strings; None when it is computed."""
    if type(value) is ast.Constant and isinstance(value.value, str):
        return value.value.replace(",", " ").split()
    if isinstance(value, (ast.List, ast.Tuple)) and all(
            type(e) is ast.Constant and isinstance(e.value, str) for e in value.elts):
        return [e.value for e in value.elts if type(e) is ast.Constant and isinstance(e.value, str)]
    return None


def _names_function(info: ClassInfo, name: str) -> bool:
    """Whether ``name`` in the class body is a def (the class's own, an enclosing function's or
    the module's): a function stored in an enum is a method, not a member."""
    scopes: list[dict[str, list[ast.stmt]]] = [info.body] if isinstance(info.body, dict) else []
    scopes.extend(info.scope.local_defs)
    for defs in scopes:
        nodes = defs.get(name)
        if nodes:
            return all(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) for n in nodes)
    nodes = info.scope.module.definitions(name)
    return bool(nodes) and all(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) for n in nodes)


def is_flag(info: ClassInfo) -> bool:
    """An ``enum.Flag``: its values combine members, so it is no union of its members."""
    return any(c.fullname == "enum.Flag" for c in info.mro)


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
    if info is None or members is None or is_flag(info):
        return None
    return tuple(LiteralType(m, name) for m in members)


def member_named(ck: ExpressionChecker, node: ast.expr) -> tuple[str, str] | None:
    """``Color.RED`` as (enum class, member) when it names a member of an enum class."""
    if type(node) is not ast.Attribute:
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
    info = ck.prog.class_by_name(enum)
    members = members_of_class(info) if info is not None else None
    if info is None or members is None:
        return None
    chosen = LiteralType(member, enum)
    flag = is_flag(info)
    yes: list[Type] = []
    no: list[Type] = []
    for item in union_items(current):
        if type(item) is Instance and item.name == enum:
            yes.append(chosen)
            if flag:
                no.append(item)  # a flag other than FLAG1 may still combine it with others
            else:
                no.extend(LiteralType(m, enum) for m in members if m != member)
        elif type(item) is LiteralType and item.fallback == enum:
            (yes if item.value == member else no).append(item)
        elif type(item) is AnyType:
            yes.append(item)
            no.append(item)
        else:
            no.append(item)
            if is_assignable(Instance(enum), item, ck.prog):
                yes.append(chosen)  # object, Enum, a protocol: it may be the member
    return make_union(yes), make_union(no)
