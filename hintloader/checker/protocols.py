"""Protocol members as the relation engine compares them (see hintloader/typesystem/structural.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hintloader.checker.members import NEVER_MISSING
from hintloader.checker.protocol_classes import member_flags
from hintloader.typesystem.structural import MISSING, MemberView
from hintloader.typesystem.model import AnyType, Instance, ModuleType, Type, TypeType

if TYPE_CHECKING:  # the functions run on the full expression checker
    from hintloader.checker.expressions import ExpressionChecker


def member_view(ck: ExpressionChecker, receiver: Type, name: str, via: Instance | None) -> MemberView | None:
    """``name`` of ``receiver`` (or of the protocol ``via``, bound to ``receiver``) for
    structural.member_conflicts; None wherever the member is not known well enough."""
    if isinstance(receiver, ModuleType) and via is None:
        return _module_member(ck, receiver, name)
    if isinstance(receiver, TypeType) and via is None:
        return _constructor(ck, receiver) if name == "__call__" else None
    owner_type = via if via is not None else receiver
    if not isinstance(owner_type, Instance):
        return None
    info = ck.prog.class_by_name(owner_type.name)
    # Unknown bases may define the member first; dynamic classes (unknown decorators,
    # metaclasses, __getattr__) may replace it: their members are not compared.
    if info is None or info.unknown_base or (info.dynamic and via is None):
        return None
    found = ck.prog.find_member(info, name)
    if found is None:
        return None
    flags = member_flags(ck.prog, found[0], found[1], name)
    if flags is None:
        return None
    t = ck.instance_member(owner_type, name, receiver=receiver)
    if t is NEVER_MISSING or isinstance(t, AnyType):
        return None
    return MemberView(t, flags.method, flags.settable, flags.declared, class_var=flags.class_var)


def _module_member(ck: ExpressionChecker, module: ModuleType, name: str) -> MemberView | None:
    t = ck._member_of(module, name)
    if t is NEVER_MISSING:
        return MISSING
    if isinstance(t, AnyType):
        return None
    source = ck.prog.get_module(module.name)
    sym = ck.prog.module_symbol(source, name) if source is not None else None
    if sym is None or sym.kind not in ("func", "var"):
        return None
    declared = sym.kind == "func" or ck.prog.declared_type(sym) is not None
    # Settability is not held against a module (mypy does not either: math.pi is Final).
    return MemberView(t, sym.kind == "func", True, declared)


def _constructor(ck: ExpressionChecker, cls: TypeType) -> MemberView | None:
    """Calling a class object: known only for plain classes (no metaclass but ABCMeta, no
    unknown base or decorator, not an enum)."""
    if not isinstance(cls.item, Instance):
        return None
    info = ck.prog.class_by_name(cls.item.name)
    if info is None or info.unknown_base or info.dynamic or info.is_enum:
        return None
    if any(c.metaclass is not None and c.metaclass.name not in ("abc.ABCMeta", "builtins.type") for c in info.mro):
        return None
    sig = ck.prog.call_signature(cls)
    return None if sig is None or isinstance(sig, AnyType) else MemberView(sig, method=True)
