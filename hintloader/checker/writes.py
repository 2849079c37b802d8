"""Writes to names and attributes that a declaration forbids or routes: Final, properties,
frozen fields, __slots__ and data descriptors (``__set__``)."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker import type_erasure
from hintloader.checker.annotations import TypeConverter
from hintloader.checker.astutil import callee_name, flat_targets, walk
from hintloader.checker import dataclass_members, deprecations, descriptor_calls, enums, slot_writes
from hintloader.checker.function_attributes import check_function_write
from hintloader.checker.guards import guards_of, is_final_annotation, stub_read_only
from hintloader.checker.union_writes import check_union_write, defines_own
from hintloader.checker.program import bind_self, instance_mapping
from hintloader.checker.symbols import ClassInfo, class_scope
from hintloader.typesystem.relations import is_assignable
from hintloader.typesystem.model import (
    ANY,
    POSITIONAL_KINDS,
    TypeVarKind,
    TypeVarType,
    CallableType,
    Instance,
    LiteralType,
    ParamKind,
    Type,
    TypeType,
    UnionType,
    bind_self_type,
    has_any,
    shown,
    substitute,
)
from hintloader.typesystem.formatting import format_type

if TYPE_CHECKING:  # the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.program import Program


def check_write(ck: ExpressionChecker, target: ast.expr, receiver: Type | None, value_t: Type | None, value_node: ast.AST) -> None:
    """``target = value`` (``value_t`` given) or ``target op= value`` (None): may it be written,
    and does the value fit what a setter or descriptor accepts? ``receiver`` is the type of an
    attribute target's object, which the caller has inferred (targets.receiver_of)."""
    if type(target) is ast.Name:
        if _final_name(ck, target.id):
            ck.error(target, "misc", f'Cannot assign to final name "{target.id}"')
        return
    if type(target) is ast.Attribute and _through_super(ck, target):
        # The proxy super() makes takes no attributes (mypy's semantic error; AttributeError)
        ck.error(target, "misc", "Invalid assignment target")
        return
    if type(target) is ast.Attribute and target.attr == "__match_args__" and value_t is not None:
        # What class patterns match positionally is fixed by the class body (mypy's misc).
        ck.error(target, "misc", 'Cannot assign to "__match_args__"')
        return
    if type(target) is not ast.Attribute or receiver is None:
        return
    if type(receiver) is UnionType:
        check_union_write(ck, target, receiver)
        return
    if (type(receiver) is TypeVarType and type(receiver.bound) is UnionType and receiver.kind == TypeVarKind.TYPEVAR
            and not receiver.values):
        check_union_write(ck, target, receiver.bound, receiver)
        return
    on_class = type(receiver) is TypeType
    written = receiver
    if type(receiver) is TypeType:
        type_erasure.check_class_access(ck, receiver, target.attr, target)
        receiver = receiver.item
        if type(receiver) is TypeVarType and receiver.kind == TypeVarKind.TYPEVAR and not receiver.values:
            receiver = receiver.bound if receiver.bound is not None else Instance("builtins.object")  # ``cls: type[T]``
    elif type(receiver) is TypeVarType and receiver.kind == TypeVarKind.TYPEVAR and not receiver.values and (
            receiver.bound is None or isinstance(receiver.bound, (Instance, CallableType))):
        # ``self.id = ...`` where self is ``Self`` (or ``obj: M`` bound to a model, ``fn: F``):
        # the bound's descriptors, setters and final names decide, as for the class (mypy).
        receiver = receiver.bound if receiver.bound is not None else Instance("builtins.object")
    if type(receiver) is LiteralType:
        receiver = Instance(receiver.fallback)  # ``Color.RED.value = ...``: the member's class decides
    if type(receiver) is not Instance:
        check_function_write(ck, target, receiver, written)
        return
    prog = ck.prog
    info = prog.class_by_name(receiver.name)
    if info is None:
        return
    name = target.attr
    outside_slots = not on_class and not ck.quiet and slot_writes.outside_slots(ck, receiver, target)
    if outside_slots:
        # Reported in unannotated methods too: the write raises AttributeError whenever it runs.
        slot_writes.report(ck, receiver, target)
    for c in info.mro:
        guards = guards_of(c)
        if c.is_enum and enums.member_literal(c, name) is not None:
            # An enum's members are final (typing spec, "Enums"), through the class or a member.
            ck.error(target, "misc", f'Cannot assign to final attribute "{name}"')
            return
        if name in guards.final_methods and name in c.body:
            ck.error(target, "misc", f'Cannot assign to final attribute "{name}"')  # a @final method
            return
        if name in guards.final:
            if not (name in guards.final_unset and _in_init_of(ck, c, target) and not _set_before_in_init(c, target)):
                ck.error(target, "misc", f'Cannot assign to final attribute "{name}"')
            return
        if name in c.body and not is_private(name) and any(name in guards_of(b).final for b in info.mro[info.mro.index(c) + 1:]):
            # A subclass's own binding of a base's Final is itself an error (finals.py): the
            # attribute stays final (mypy).
            ck.error(target, "misc", f'Cannot assign to final attribute "{name}"')
            return
        if on_class:
            if name in c.body:
                return  # a class attribute replaced: properties and fields are instance matters
            continue
        if name in guards.read_only or name in guards.fields:
            if not _custom_setattr(info):
                owner = c if name in guards.read_only else info
                ck.error(target, "misc", f'Property "{name}" defined in "{owner.fullname.rpartition(".")[2]}" is read-only')
            return
        if c.is_stub and not on_class and stub_read_only(c, name):
            if not _custom_setattr(info):
                ck.error(target, "misc", f'Property "{name}" defined in "{c.fullname.rpartition(".")[2]}" is read-only')
            return
        if name in guards.setters:
            deprecations.report_setter(ck, target, c, guards.setters[name])
            if value_t is not None:
                expected = setter_type(prog, c, guards.setters[name])
                _check_value(ck, bind_self_type(expected, receiver) if expected is not None else None, value_t, value_node)
            return
        if name in c.body and c.is_dataclass and dataclass_members.is_init_var(prog, c, name) and not ck.ctx.lenient:
            # an InitVar is an __init__ parameter: a write does not make it an attribute (mypy, pyright)
            ck.error(target, "attr-defined", f'"{format_type(written)}" has no attribute "{name}"')
            return
        if name in c.body:
            if _class_var(prog, c, name):
                ck.error(target, "misc", f'Cannot assign to class variable "{name}" via instance')
            elif value_t is not None:
                expected = descriptor_value_type(ck, c, name)
                if expected is not None:
                    # A data descriptor: its __set__ is called, and the value must fit what it solves to.
                    expected = descriptor_calls.checked_write(ck, receiver, c, name, value_t, target)
                else:
                    # One without __set__: the value must fit what __get__ gives (targets.py), so
                    # that call is made too (mypy).
                    descriptor_calls.check_get_before_write(ck, receiver, name, target)
                if expected is None and _cached_property(prog, c, name):
                    expected = ck.instance_member(receiver, name)  # what the first read stores
                _check_value(ck, expected, value_t, value_node)
            return
    if not on_class and value_t is not None and (expected := _setattr_value(ck, info, receiver, name)) is not None:
        # An attribute no class declares, written through a ``__setattr__`` of the class's own:
        # the value must fit that method's value parameter (mypy).
        _check_value(ck, expected, value_t, value_node)
        return
    if (not outside_slots and not ck.ctx.lenient and not prog.has_member(info.fullname, name) and ck.reports("attr-defined")
            and not (_custom_class_setattr(prog, info) or _metaclass_has(prog, info, name) if on_class else _custom_setattr(info))):
        # An attribute that nothing declares or assigns through ``self`` (mypy's attr-defined;
        # not in an unannotated def, whose body mypy leaves unchecked), on an instance or on the
        # class object (``cls.cache = ...`` declares nothing, mypy).
        ck.error(target, "attr-defined", f'"{format_type(written)}" has no attribute "{name}"')
    elif (not on_class and not outside_slots and not ck.ctx.lenient and ck.reports("attr-defined") and _reads_only_dynamic(info)
            and prog.find_member(info, name) is None and not defines_own(info, "__setattr__")):
        # ``__getattr__`` answers reads only: a write of an attribute nothing declares is
        # reported (mypy, pyright: ``fake_sys.__excepthook__ = ...`` on a ModuleType).
        shown_as = "Module" if type(written) is Instance and written.name == "types.ModuleType" else f'"{format_type(written)}"'
        ck.error(target, "attr-defined", f'{shown_as} has no attribute "{name}"')


def check_rebinding(ck: ExpressionChecker, target: ast.expr) -> None:
    """A ``for`` / ``with`` / ``:=`` target binds its names as an assignment does: none of them
    may be a name declared Final."""
    if ck.quiet:
        return
    if type(target) is ast.Name:
        check_write(ck, target, None, None, target)
    elif type(target) is ast.Attribute:
        check_write(ck, target, ck.infer(target.value), None, target)
    elif isinstance(target, (ast.Tuple, ast.List)):
        for elt in target.elts:
            check_rebinding(ck, elt)
    elif type(target) is ast.Starred:
        check_rebinding(ck, target.value)


def check_delete(ck: ExpressionChecker, target: ast.Attribute, receiver: Type) -> None:
    """``del obj.x`` (``receiver``: the type of obj) of a property that has no deleter fails at run time."""
    info = ck.prog.class_by_name(receiver.name) if type(receiver) is Instance else None
    for c in info.mro if info is not None else []:
        guards = guards_of(c)
        # A named tuple's or frozen dataclass's field is a property without a deleter too.
        no_deleter = target.attr in guards.no_deleter or target.attr in guards.fields
        if no_deleter and not _custom_setattr(info, "__delattr__") and not _caught(ck, target):
            ck.error(target, "misc", f'Property "{target.attr}" defined in "{c.fullname.rpartition(".")[2]}" has no deleter')
            return
        if target.attr in c.body:
            return


def _caught(ck: ExpressionChecker, node: ast.AST) -> bool:
    """Inside ``try: ... except AttributeError:``: the failure is expected and handled (only
    looked for once a finding is about to be reported, so the walk is rare)."""
    tree = ck.ctx.scope.module.tree
    for n in walk(tree) if tree is not None else []:
        if type(n) is ast.Try and any(_catches_attribute_error(h) for h in n.handlers):
            if any(x is node for stmt in n.body for x in walk(stmt)):
                return True
    return False


def _catches_attribute_error(handler: ast.ExceptHandler) -> bool:
    kinds = handler.type.elts if type(handler.type) is ast.Tuple else [handler.type]
    return any(k is None or (isinstance(k, (ast.Name, ast.Attribute)) and callee_name(k) in ("AttributeError", "Exception", "BaseException"))
               for k in kinds)


def is_data_descriptor(prog: Program, t: Type | None) -> bool:
    """An instance of a class with ``__set__``: writes through an instance go to its __set__."""
    if type(t) is not Instance:
        return False
    info = prog.class_by_name(t.name)
    return info is not None and any("__set__" in c.body for c in info.mro if c.fullname != "builtins.object")


def is_non_data_descriptor(prog: Program, t: Type | None) -> bool:
    """An instance of a class with ``__get__`` and no ``__set__``: an instance's own value hides it."""
    if type(t) is not Instance:
        return False
    info = prog.class_by_name(t.name)
    bodies = [c.body for c in info.mro if c.fullname != "builtins.object"] if info is not None else []
    return any("__get__" in b for b in bodies) and not any("__set__" in b for b in bodies)


def set_value_type(prog: Program, t: Instance) -> Type:
    """The value a data descriptor's ``__set__`` takes (Any when it is not one simple signature):
    what a dataclass-like field of that type takes in ``__init__`` (``Mapped[int]`` takes int)."""
    info = prog.class_by_name(t.name)
    found = prog.find_member(info, "__set__") if info is not None else None
    # Bound: (instance, value). An overloaded or odd __set__ is left alone.
    f = bind_self(prog.value_type(found[0]), t, prog) if found is not None else None
    if found is None or type(f) is not CallableType or len(f.params) != 2 or f.type_vars:
        return ANY
    return substitute(f.params[1].type, instance_mapping(prog, t, found[1]))


def descriptor_value_type(ck: ExpressionChecker, owner: ClassInfo, name: str) -> Type | None:
    """What ``obj.name = value`` must give when ``name`` is a data descriptor in ``owner``'s body."""
    prog = ck.prog
    sym = prog.class_body_symbol(owner, name)
    if sym is None or sym.kind != "var" or owner.node is None or not any(n in owner.node.body for n in sym.nodes):
        return None
    declared = prog.declared_type(sym)
    t = declared if declared is not None else ck.inferred_attr_type(sym)
    if type(t) is not Instance or t.name == owner.fullname or not is_data_descriptor(prog, t):
        return None
    return set_value_type(prog, t)


def written_type(ck: ExpressionChecker, receiver: Instance, name: str) -> Type | None:
    """What ``obj.name = value`` passes on when ``name`` is a property with a setter or a data
    descriptor (its ``__set__`` value); None for other attributes, or when it is not known."""
    prog = ck.prog
    info = prog.class_by_name(receiver.name)
    for c in info.mro if info is not None else []:
        setter = guards_of(c).setters.get(name)
        if setter is not None:
            expected = setter_type(prog, c, setter)
            return bind_self_type(expected, receiver) if expected is not None else None
        if name in c.body:
            return descriptor_value_type(ck, c, name)
    return None


def _class_var(prog: Program, owner: ClassInfo, name: str) -> bool:
    """``name: ClassVar[...]`` in ``owner``'s body: instances may read it, never set it."""
    sym = prog.class_body_symbol(owner, name)
    if sym is None or sym.kind != "var":
        return False
    prog.declared_type(sym)
    return sym.is_classvar


def _check_value(ck: ExpressionChecker, expected: Type | None, value_t: Type, node: ast.AST) -> None:
    if expected is None or has_any(value_t) or is_assignable(value_t, expected, ck.prog):
        return
    ck.error(node, "assignment", f'Incompatible types in assignment (expression has type "{format_type(shown(value_t, expected))}", variable has type "{format_type(expected)}")')


def setter_type(prog: Program, owner: ClassInfo, setter: ast.FunctionDef | ast.AsyncFunctionDef) -> Type | None:
    """The value type a property's setter declares (None: unannotated, or a generic class)."""
    params = setter.args.posonlyargs + setter.args.args
    if len(params) != 2 or params[1].annotation is None or owner.type_params:
        return None
    return TypeConverter(prog, class_scope(owner), None).convert(params[1].annotation)


def _final_name(ck: ExpressionChecker, name: str) -> bool:
    """Whether assigning ``name`` here rebinds a name declared Final (module, class or local)."""
    ctx = ck.ctx
    prog = ck.prog
    if ctx.kind == "class" and ctx.scope.cls is not None:
        cls = ctx.scope.cls
        # A private ``__name`` is mangled by its class: a subclass's is another attribute. A
        # base between that binds the name again leaves it Final (mypy looks at every base).
        return any(name in guards_of(c).final for c in (cls.mro if not is_private(name) else [cls]))
    if ctx.kind == "module" or name in ctx.globals_decl:
        module = ctx.scope.module
        sym = prog.module_symbol(module, name)
        if sym is not None and sym.kind == "var" and sym.scope.module is module and not any(
                type(n) is ast.AnnAssign for n in sym.nodes) and module.stars:
            sym = prog._from_stars(module, name)  # ``from consts import *`` then ``PI = 3``
        if sym is None or sym.kind != "var":
            return False
        prog.declared_type(sym)
        # Declared in a branch (``if TYPE_CHECKING:`` / ``else:``), it may be another binding.
        # Imported by name or by ``*``, the name is the other module's Final (typing spec).
        tree = sym.scope.module.tree
        return sym.is_final and tree is not None and any(
            type(n) is ast.AnnAssign and n in tree.body for n in sym.nodes)
    if ctx.kind == "function" and name in ctx.outer and name not in ctx.locals:
        # ``nonlocal x; x = ...``: a Final of the enclosing function that binds x.
        outer = ctx.enclosing
        while outer is not None:
            if name in outer.locals and name not in outer.globals_decl:
                if outer.final_locals is None:
                    outer.final_locals = _final_locals(outer.scope.local_defs[0] if outer.scope.local_defs else {})
                return name in outer.final_locals
            outer = outer.enclosing
        return False
    if ctx.final_locals is None:
        # Once per function: asked at every assignment, a scan of the name's definitions
        # made a long function that rebinds one name quadratic.
        ctx.final_locals = _final_locals(ctx.scope.local_defs[0] if ctx.scope.local_defs else {})
    return name in ctx.final_locals


def _through_super(ck: ExpressionChecker, target: ast.Attribute) -> bool:
    """``super().name`` (``super(C, obj).name``) as a target, super being the builtin."""
    call = target.value
    if type(call) is not ast.Call or type(call.func) is not ast.Name or call.func.id != "super":
        return False
    sym = ck.symbol_of(call.func)
    return sym is not None and sym.fullname == "builtins.super"


def is_private(name: str) -> bool:
    """``__name`` (not ``__dunder__``): Python mangles it with the name of its class."""
    return name.startswith("__") and not name.endswith("__")


def _final_locals(local_defs: dict[str, list[ast.stmt]]) -> frozenset[str]:
    return frozenset(name for name, nodes in local_defs.items() if any(
        type(n) is ast.AnnAssign and type(n.target) is ast.Name and n.target.id == name
        and is_final_annotation(n.annotation) for n in nodes))


def _in_init_of(ck: ExpressionChecker, owner: ClassInfo, target: ast.Attribute) -> bool:
    """``self.x = ...`` in ``owner.__init__``: where a Final declared without a value is set."""
    return ck.ctx.method_of is owner and ck.ctx.name == "__init__" and type(target.value) is ast.Name


def _set_before_in_init(owner: ClassInfo, target: ast.Attribute) -> bool:
    """``self.x = ...`` written again after a statement of ``__init__``'s own body (not in a
    branch) set it: a Final declared without a value is set once, by its first assignment (mypy)."""
    init = next((s for s in owner.node.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)) and s.name == "__init__"),
                None) if owner.node is not None else None
    params = (init.args.posonlyargs + init.args.args) if init is not None else []
    if init is None or not params:
        return False
    for stmt in init.body:
        if stmt.lineno >= target.lineno:
            return False
        targets = stmt.targets if type(stmt) is ast.Assign else [stmt.target] if type(stmt) is ast.AnnAssign else []
        if any(type(t) is ast.Attribute and t.attr == target.attr and type(t.value) is ast.Name and t.value.id == params[0].arg
               for whole in targets for t in flat_targets(whole)):
            return True
    return False


def _custom_class_setattr(prog: Program, info: ClassInfo) -> bool:
    """A class object whose metaclass intercepts writes (or is not known) may take any name."""
    if info.unknown_base or info.dynamic or any(c.unknown_base or c.dynamic for c in info.mro):
        return True
    meta = prog.metaclass(info.fullname)
    meta_info = prog.class_by_name(meta.name if meta is not None else "builtins.type")
    return meta_info is None or _custom_setattr(meta_info) or any("__getattr__" in c.body for c in meta_info.mro)


def _metaclass_has(prog: Program, info: ClassInfo, name: str) -> bool:
    """The class object's own attributes: its metaclass's (``cls.__qualname__``, ``type``'s)."""
    meta = prog.metaclass(info.fullname)
    return prog.has_member(meta.name if meta is not None else "builtins.type", name)


def _cached_property(prog: Program, owner: ClassInfo, name: str) -> bool:
    """``name`` is a ``functools.cached_property`` in ``owner``'s body: a write replaces the
    cached value, so it must be of the type the method returns."""
    sym = prog.class_body_symbol(owner, name)
    if sym is None or sym.kind != "func":
        return False
    return any(callee_name(d) == "cached_property" for d in getattr(sym.nodes[0], "decorator_list", ()))


def _setattr_value(ck: ExpressionChecker, info: ClassInfo, receiver: Instance, name: str) -> Type | None:
    """What ``receiver.name = value`` takes through the class's own ``__setattr__`` when no
    class declares ``name``; None when that is not the case or the method is not plain."""
    prog = ck.prog
    if info.unknown_base or prog.find_member(info, name) is not None:
        return None
    hook = prog.find_member(info, "__setattr__")
    if hook is None or hook[1].fullname == "builtins.object":
        return None
    method = ck._member_of(receiver, "__setattr__")
    if type(method) is not CallableType or method.type_vars or len(method.params) != 2:
        return None
    value = method.params[1]
    return value.type if value.kind in POSITIONAL_KINDS else None


def _reads_only_dynamic(info: ClassInfo) -> bool:
    """A class dynamic only through ``__getattr__`` / ``__getattribute__`` of its own or a
    base's (no unknown base, metaclass or decorator: those may add anything)."""
    if not info.dynamic or info.unknown_base:
        return False
    for c in info.mro:
        if c.unknown_base or (c.node is not None and not c.is_stub and (
                c.node.decorator_list or any(kw.arg == "metaclass" for kw in c.node.keywords))):
            return False
    return any("__getattr__" in c.body or "__getattribute__" in c.body for c in info.mro if c.fullname != "builtins.object")


def _custom_setattr(info: ClassInfo | None, dunder: str = "__setattr__") -> bool:
    """A class that intercepts writes may store anything anywhere: nothing is read-only then."""
    return info is None or info.unknown_base or info.dynamic or defines_own(info, dunder)

