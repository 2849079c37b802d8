"""Protocol classes: what kind each member is, and misuses (instantiation, isinstance checks)."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hintloader.checker.classes import decorator_name
from hintloader.checker.symbols import ClassInfo, Symbol
from hintloader.typesystem.model import Instance, Type, TypeType, format_type, short_name

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.program import Program


@dataclass(frozen=True, slots=True)
class MemberFlags:
    """What kind of class member a symbol is, as a protocol comparison needs to know."""

    method: bool  # a def (not a property or a variable)
    settable: bool  # may be assigned through an instance
    declared: bool  # annotated
    # A ``ClassVar``: True; an instance variable (annotated without ``ClassVar``, or assigned
    # through ``self`` only): False; None when it may be either (``x = 0`` in the class body).
    class_var: bool | None = None


def member_flags(prog: Program, sym: Symbol, owner: ClassInfo, name: str) -> MemberFlags | None:
    """The flags of a class member; None for other kinds of symbols."""
    if sym.kind == "func":
        decos = [decorator_name(d) for d in getattr(sym.nodes[0], "decorator_list", [])]
        if "cached_property" in decos:
            return MemberFlags(method=False, settable=True, declared=True)
        if "property" in decos:
            return MemberFlags(method=False, settable=_has_setter(owner, name), declared=True)
        # A method may be assigned through an instance too: only properties count as read-only.
        return MemberFlags(method=True, settable=True, declared=True)
    if sym.kind != "var":
        return None
    declared = prog.declared_type(sym) is not None  # also sets sym.is_classvar
    return MemberFlags(method=False, settable=not sym.is_final, declared=declared, class_var=_class_var(sym))


def _class_var(sym: Symbol) -> bool | None:
    if sym.is_classvar:
        return True
    first = sym.nodes[0] if sym.nodes else None
    if isinstance(first, ast.AnnAssign) and isinstance(first.target, ast.Name):
        if sym.is_final and first.value is not None:
            return None  # ``x: Final = 0`` is read through the class and its instances alike
        return False  # ``x: int`` in the class body declares an instance variable
    if isinstance(first, (ast.Assign, ast.AnnAssign)):
        targets = first.targets if isinstance(first, ast.Assign) else [first.target]
        if all(isinstance(t, ast.Attribute) for t in targets):
            return False  # bound through ``self`` only
    return None


def has_protocol_members(prog: Program, cls: Instance, protocol: Type) -> bool:
    """Whether ``cls`` has every member of ``protocol`` (their types aside): isinstance narrows a
    protocol to such a class, keeping the protocol's member types (narrowing._keeps_protocol)."""
    if not isinstance(protocol, Instance) or not prog.is_protocol(protocol.name):
        return False
    return all(prog.has_member(cls.name, m) for m in prog.protocol_members(protocol.name))


def _has_setter(owner: ClassInfo, name: str) -> bool:
    for node in owner.body.get(name) or []:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
            isinstance(d, ast.Attribute) and d.attr == "setter" for d in node.decorator_list
        ):
            return True
    return False


# ----- misuses of protocol classes ------------------------------------------------------------


def check_protocol_call(ck: ExpressionChecker, node: ast.Call, callee: Type) -> None:
    """``P()`` of a protocol class; ``isinstance(x, P)`` / ``issubclass(c, P)`` with a protocol
    that is not runtime-checkable, or (issubclass) that has non-method members."""
    if isinstance(callee, TypeType) and isinstance(callee.item, Instance):
        info = ck.prog.class_by_name(callee.item.name)
        if info is None or not info.is_protocol:
            return
        sym = ck.symbol_of(node.func)  # the class named directly, not a type[P] value
        if sym is not None and sym.kind == "class":
            ck.error(node, "misc", f'Cannot instantiate protocol class "{short_name(info.fullname)}"')
        return
    if len(node.args) != 2 or not isinstance(node.func, ast.Name) or node.func.id not in ("isinstance", "issubclass"):
        return
    sym = ck.symbol_of(node.func)
    if sym is None or sym.fullname not in ("builtins.isinstance", "builtins.issubclass"):
        return
    classes = node.args[1].elts if isinstance(node.args[1], ast.Tuple) else [node.args[1]]
    for expr in classes:
        info = _protocol_named(ck, expr)
        if info is None:
            continue
        if not _runtime_checkable(info):
            ck.error(node, "misc", "Only @runtime_checkable protocols can be used with instance and class checks")
        if sym.fullname == "builtins.issubclass":
            data = _non_method_members(ck, info)
            if data:
                ck.error(node, "misc", "Only protocols that don't have non-method members can be used with issubclass()")
                shown = ", ".join(data)
                ck.explain(node, "misc", f'Protocol "{short_name(info.fullname)}" has non-method member(s): {shown}')


def check_concrete_class(ck: ExpressionChecker, arg: ast.expr, target: Type, *, assigned: bool = False) -> None:
    """A protocol class named directly where ``type[P]`` of a protocol is declared (a parameter
    or, ``assigned``, a variable): such a type promises a class that can be instantiated
    (typing spec, Protocols)."""
    if not isinstance(target, TypeType) or not isinstance(target.item, Instance) or not ck.prog.is_protocol(target.item.name):
        return
    if _protocol_named(ck, arg) is None:
        return
    if assigned:
        ck.error(arg, "type-abstract", f'Can only assign concrete classes to a variable of type "{format_type(target)}"')
    else:
        ck.error(arg, "type-abstract", f'Only concrete class can be given where "{format_type(target)}" is expected')


def _protocol_named(ck: ExpressionChecker, expr: ast.expr) -> ClassInfo | None:
    """The protocol class an expression names directly (not a variable holding a class)."""
    if isinstance(expr, ast.Subscript):
        return None  # isinstance(x, P[int]) fails for another reason
    sym = ck.symbol_of(expr)
    if sym is None or sym.kind != "class":
        return None
    info = ck.prog.class_of(sym)
    if info is None or not info.is_protocol or info.unknown_base:
        return None
    return info


def _runtime_checkable(info: ClassInfo) -> bool:
    # Python 3.11 lets a protocol inherit the flag from a runtime-checkable protocol base.
    for c in info.mro:
        if c.node is not None and any(decorator_name(d) in ("runtime_checkable", "runtime") for d in c.node.decorator_list):
            return True
    return False


def _non_method_members(ck: ExpressionChecker, info: ClassInfo) -> list[str]:
    """Members that issubclass() cannot check: variables and properties (not callable)."""
    out: list[str] = []
    for name in ck.prog.protocol_members(info.fullname):
        found = ck.prog.find_member(info, name)
        if found is None:
            continue
        flags = member_flags(ck.prog, found[0], found[1], name)
        if flags is not None and not flags.method:
            out.append(name)
    return out
