"""Protocol members as the relation engine compares them (see hintloader/typesystem/structural.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hintloader.checker import classes
from hintloader.checker.members import NEVER_MISSING
from hintloader.checker.protocol_classes import member_flags
from hintloader.typesystem.structural import MISSING, MemberView
from hintloader.typesystem.model import AnyType, Instance, ModuleType, Type, TypeType

if TYPE_CHECKING:
    from hintloader.checker.symbols import ClassInfo  # the functions run on the full expression checker
    from hintloader.checker.expressions import ExpressionChecker


def member_view(ck: ExpressionChecker, receiver: Type, name: str, via: Instance | None) -> MemberView | None:
    """``name`` of ``receiver`` (or of the protocol ``via``, bound to ``receiver``) for
    structural.member_conflicts; None wherever the member is not known well enough."""
    if type(receiver) is ModuleType and via is None:
        return _module_member(ck, receiver, name)
    if type(receiver) is TypeType and via is None:
        return _constructor(ck, receiver) if name == "__call__" else _class_object_member(ck, receiver, name)
    owner_type = via if via is not None else receiver
    if type(owner_type) is not Instance:
        return None
    info = ck.prog.class_by_name(owner_type.name)
    if via is None and info is not None and _only_on_metaclass(ck, info, name):
        return MISSING  # an instance does not see its class's metaclass members (typing spec)
    # Unknown bases may define the member first; dynamic classes (unknown decorators,
    # metaclasses, __getattr__) may replace it: their members are not compared.
    if info is None or info.unknown_base or (info.dynamic and via is None):
        return None
    found = ck.prog.find_member(info, name)
    if found is None:
        if not classes.generated_order_method(ck.prog, info, name):
            return None
        return MemberView(ck.instance_member(owner_type, name, receiver=receiver), method=True, settable=False)
    flags = member_flags(ck.prog, found[0], found[1], name)
    if flags is None:
        return None
    t = ck.instance_member(owner_type, name, receiver=receiver)
    if t is NEVER_MISSING or type(t) is AnyType:
        return None
    return MemberView(t, flags.method, flags.settable, flags.declared, class_var=flags.class_var)


def _only_on_metaclass(ck: ExpressionChecker, info: ClassInfo, name: str) -> bool:
    """``name`` is declared by the class's metaclass (not ``type`` itself) and by no class of
    its MRO: the class object has it, its instances do not."""
    if info.metaclass is None or info.unknown_base or ck.prog.find_member(info, name) is not None:
        return False
    meta = ck.prog.metaclass(info.fullname)
    meta_info = ck.prog.class_by_name(meta.name) if meta is not None else None
    if meta_info is None or meta_info.unknown_base:
        return False
    found = ck.prog.find_member(meta_info, name)
    return found is not None and found[1].fullname not in ("builtins.type", "builtins.object")


def _module_member(ck: ExpressionChecker, module: ModuleType, name: str) -> MemberView | None:
    t = ck._member_of(module, name)
    if t is NEVER_MISSING:
        return MISSING
    if type(t) is AnyType:
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
    if type(cls.item) is not Instance:
        return None
    info = ck.prog.class_by_name(cls.item.name)
    if info is None or info.unknown_base or info.dynamic or info.is_enum:
        return None
    if any(c.metaclass is not None and c.metaclass.name not in ("abc.ABCMeta", "builtins.type") for c in info.mro):
        return None
    sig = ck.prog.call_signature(cls)
    return None if sig is None or type(sig) is AnyType else MemberView(sig, method=True)


def _class_object_member(ck: ExpressionChecker, cls: TypeType, name: str) -> MemberView | None:
    """``name`` read from a class object (typing spec, "Type and class objects vs protocols"):
    a method unbound (``self`` first), a class or static method as it is, a property the
    ``property`` object itself, a ``ClassVar`` its type. An instance variable is not there, and
    dunder methods are looked up on the metaclass, as Python does."""
    if type(cls.item) is not Instance:
        return None
    prog = ck.prog
    info = prog.class_by_name(cls.item.name)
    if info is None or info.unknown_base or info.dynamic:
        return None
    dunder = name.startswith("__") and name.endswith("__")
    found = None if dunder else prog.find_member(info, name)
    flags = member_flags(prog, found[0], found[1], name) if found is not None else None
    if found is not None and flags is None:
        return None
    if flags is not None and (flags.class_var is not False or flags.method):
        if not flags.method and not flags.settable and found is not None and found[0].kind == "func":
            return MemberView(Instance("builtins.property"), settable=False)
        t = ck._member_of(cls, name)
        if t is NEVER_MISSING or type(t) is AnyType:
            return None
        # A def read from the class is a plain function (``self`` unbound), no bound method.
        return MemberView(t, False, flags.settable, flags.declared, class_var=flags.class_var)
    meta = prog.metaclass(info.fullname) or Instance("builtins.type")
    view = member_view(ck, meta, name, None)
    if view is None and not prog.has_member(meta.name, name):
        return MISSING  # nor an instance variable of the class: an attribute of its instances only
    return view
