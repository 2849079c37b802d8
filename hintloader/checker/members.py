"""Attribute access: instances, classes, modules, unions, descriptors and Self."""

from __future__ import annotations

from typing import TYPE_CHECKING

import ast
from dataclasses import replace

from hintloader.checker.astutil import callee_name, walk
from hintloader.checker import instance_only, attribute_locals, attribute_nones, class_nones, attribute_types, calls, class_object_unions, dataclass_members, enum_values, enums, method_type_vars, namedtuples, specialforms, type_erasure, typeddicts
from hintloader.checker.annotations import TypeConverter
from hintloader.checker.classes import is_generated_member
from hintloader.checker.program import bind_self, has_self_param, instance_mapping
from hintloader.checker.self_arguments import check_metaclass_self_argument, check_self_argument
from hintloader.checker import descriptor_calls, stored_functions
from hintloader.checker.sentinels import sentinel_type
from hintloader.checker.stubs import LazyClassBody
from hintloader.checker.suggestions import close_names, either
from hintloader.checker.symbols import ClassInfo, Scope, Symbol, bound_in_class_body
from hintloader.typesystem.tuples import element_type
from hintloader.typesystem.relations import map_to_supertype
from hintloader.typesystem.model import (
    ANY,
    ERROR_ANY,
    any_from,
    AnyType,
    CallableType,
    Instance,
    LiteralType,
    ModuleType,
    Param,
    NeverType,
    NONE,
    NoneType,
    Overloaded,
    TupleType,
    Type,
    TypeType,
    SELF_SCOPE,
    TypeVarKind,
    TypeVarType,
    UnionType,
    as_receiver,
    bind_self_type,
    collect_type_vars,
    has_literal,
    has_type_vars,
    make_union,
    substitute,
    widen_literal,
    widen_literal_strings,
)
from hintloader.typesystem.formatting import format_type

if TYPE_CHECKING:  # the mixin's methods run on the full expression checker
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.program import Program

MODULE_ATTRS = {"__name__", "__file__", "__doc__", "__package__", "__spec__", "__loader__", "__path__", "__dict__", "__all__"}

# Sentinel: the attribute does not exist (distinct from Any, compared by identity).
NEVER_MISSING: Type = AnyType(ERROR_ANY.origin)


# A function stored in the class body that does not bind to the instance reading it (an error,
# reported where the node is known: stored_functions.py).
STORED_MISFIT: Type = AnyType(ERROR_ANY.origin)


def _report_stored_misfit(self: ExpressionChecker, base: Instance, name: str, node: ast.AST) -> None:
    info = self.prog.class_by_name(base.name)
    found = self.prog.find_member(info, name) if info is not None else None
    if found is None:
        return
    t = self.inferred_attr_type(found[0])
    if isinstance(t, (CallableType, Overloaded)):
        stored_functions.check(self, t, base, name, node)


def member(self: ExpressionChecker, base: Type, name: str, node: ast.AST | None, *, report: bool = True) -> Type:
    report = report and not (self.quiet_names and type(base) is ModuleType)
    # (classes tested by identity: the model's types have no subclasses)
    if type(base) is TypeType:
        if report and node is not None:
            type_erasure.check_class_access(self, base, name, node)
            instance_only.check_class_read(self, base, name, node)
        base = class_object_unions.spread(base)
    if type(base) is UnionType:
        results: list[Type] = []
        missing = False
        for item in base.items:
            if self.ctx.lenient and type(item) is NoneType:
                continue
            t = self.member(item, name, None)
            if t is NEVER_MISSING:
                missing = True
                if report and node is not None:
                    # (an ignore on any line of a multi-line ``a.b`` covers it: mypy's context span)
                    self.error(node, "union-attr", f'Item "{class_object_unions.shown_item(self.prog, item)}" of "{format_type(base)}" has no attribute "{name}"',
                               span=node)
                continue
            results.append(t)
        # The items that have it still give their types, and the error stands for the others
        # (mypy's ``M | Any``): reported once, here, and what the others hold is still checked
        # downstream, by item (``x.stream._transport`` is union-attr again, as in mypy).
        return ERROR_ANY if missing and not results else make_union([*results, ERROR_ANY] if missing else results)
    if type(base) is TypeVarType and type(base.bound) is UnionType and not base.values:
        return _bound_union_member(self, base, base.bound, name, node if report else None)
    t = _member_of(self, base, name)
    if report and node is not None and type(base) is Instance and type(t) is not AnyType:
        check_self_argument(self, base, name, node)
    elif report and node is not None and type(base) is TypeType and type(t) is not AnyType and t is not NEVER_MISSING:
        check_metaclass_self_argument(self, base, name, node)
    if report and node is not None and t is not NEVER_MISSING:
        descriptor_calls.check_read(self, base, name, node)
    if t is STORED_MISFIT and report and node is not None and type(base) is Instance:
        _report_stored_misfit(self, base, name, node)
        return ERROR_ANY
    if t is NEVER_MISSING:
        if node is None:
            return t
        if report and self.ctx.lenient and _first_party(self, base):
            report = False
        if report and self.reports("attr-defined"):
            # (mypy offers no module member for a private name read as an attribute)
            private_of_module = type(base) is ModuleType and name.startswith("_")
            close = [] if private_of_module else close_member_names(self, base, name)
            maybe = f"; maybe {either(close)}?" if close else ""
            if type(base) is ModuleType:
                self.error(node, "attr-defined", f'Module has no attribute "{name}"{maybe}', span=node)  # mypy's words
            else:
                self.error(node, "attr-defined", f'"{format_type(widen_literal(base))}" has no attribute "{name}"{maybe}', span=node)
        return ERROR_ANY
    return t


def _bound_union_member(self: ExpressionChecker, tv: TypeVarType, bound: UnionType, name: str, node: ast.AST | None) -> Type:
    """``x.a`` of ``x: T`` where T's bound is a union: each member of the bound must have it,
    read with T as the receiver (mypy: ``Item "B" of the upper bound "A | B" of type variable
    "T" has no attribute "a"``)."""
    results: list[Type] = []
    missing = False
    for item in bound.items:
        if self.ctx.lenient and type(item) is NoneType:
            continue
        t = self.instance_member(item, name, receiver=tv) if type(item) is Instance else self.member(item, name, None)
        if t is NEVER_MISSING:
            missing = True
            if node is not None:
                self.error(node, "union-attr", f'Item "{class_object_unions.shown_item(self.prog, item)}" of the upper bound "{format_type(bound)}" of type variable '
                           f'"{tv.name}" has no attribute "{name}"', span=node)
            continue
        results.append(t)
    return ERROR_ANY if missing and not results else make_union([*results, ERROR_ANY] if missing else results)


def close_member_names(self: ExpressionChecker, base: Type, wrong: str) -> list[str]:
    """The members of ``base`` a misspelt ``wrong`` may have meant. A stub module's name index
    over-approximates (see Program.close_names_in_scope): each close name is looked up."""
    close = close_names(wrong, own_names(self, base))
    module = self.prog.get_module(base.name) if type(base) is ModuleType else None
    if module is None:
        return close
    return [n for n in close if self.prog.module_symbol(module, n) is not None]


def own_names(self: ExpressionChecker, base: Type) -> set[str]:
    """What a misspelt attribute may have meant, as mypy looks: the names the class itself
    defines (its bases aside), or a module's public names."""
    if type(base) is ModuleType:
        module = self.prog.get_module(base.name)
        return {n for n in module.all_names() if not n.startswith("_")} if module is not None else set()
    if type(base) is LiteralType:
        base = Instance(base.fallback)
    info = self.prog.class_by_name(base.name) if type(base) is Instance else None
    if info is None:
        return set()
    return {n for n in info.body if not n.startswith(".")} | set(info.instance_attrs or ())


def _first_party(self: ExpressionChecker, t: Type) -> bool:
    if type(t) is TypeType:
        t = t.item
    if type(t) is Instance:
        info = self.prog.class_by_name(t.name)
        return info is None or not info.is_stub
    return False


def _member_of(self: ExpressionChecker, base: Type, name: str) -> Type:
    if type(base) is Instance:
        # (most reads: an instance's member, tested first; only an enum member's value or
        # name is answered before the class's lookup)
        if name in enum_values.ATTRIBUTES and (enum_attribute := enum_values.attribute(self, base, name)) is not None:
            return enum_attribute
        return instance_member(self, base, name)
    prog = self.prog
    if isinstance(base, (AnyType, NeverType, TypeVarType)) and not (type(base) is TypeVarType and base.bound is not None):
        if type(base) is TypeVarType and not base.values:
            # ``obj.__class__`` of ``obj: T`` is ``type[T]``: object's members bound to the variable.
            if base.kind != TypeVarKind.TYPEVAR and not name.startswith("__"):
                return ANY  # (``P.args`` and ``*Ts`` are other machinery's)
            # An unbounded T is an object: only object's members (mypy's ``"T" has no attribute``).
            return self.instance_member(Instance("builtins.object"), name, receiver=base)
        return any_from(base) if type(base) is AnyType else ANY
    if type(base) is TypeVarType:
        assert base.bound is not None
        if type(base.bound) is Instance:
            return self.instance_member(base.bound, name, receiver=base)
        return self._member_of(base.bound, name)
    if (enum_attribute := enum_values.attribute(self, base, name)) is not None:
        return enum_attribute  # ``Color.RED.value``: what the enum's body wrote
    if type(base) is LiteralType:
        base = as_receiver(base)
    if type(base) is TupleType:
        base = Instance("builtins.tuple", (widen_literal(element_type(base.items)) if base.items else ANY,))
    if type(base) is NoneType:
        base = Instance("types.NoneType")
    if type(base) is ModuleType:
        module = prog.get_module(base.name)
        if module is None:
            return ANY
        sym = prog.module_symbol(module, name)
        if sym is None:
            sub = f"{base.name}.{name}"
            if prog.get_module(sub) is not None:
                return ModuleType(sub)
            if name in MODULE_ATTRS or module.conditional(name):
                return ANY
            if module.is_stub and name.startswith("_") and prog.trusts_private_name(module):
                return ANY
            if not module.is_stub and module.first_party is False:
                return ANY
            return NEVER_MISSING
        return prog.value_type(sym)
    if isinstance(base, (CallableType, Overloaded)):
        found = self._member_of(Instance("builtins.function"), name)
        if found is NEVER_MISSING and type(base) is CallableType and base.name is None:
            # A value declared ``Callable[...]`` has only what every function has (mypy);
            # a def may have been given attributes, or be a wrapper we see through.
            return NEVER_MISSING
        return ANY if found is NEVER_MISSING else found
    if type(base) is TypeType:
        return _class_member(self, base, name)
    if type(base) is Instance:
        return self.instance_member(base, name)
    return ANY


# Methods Python makes class methods without a decorator.
_IMPLICIT_CLASSMETHODS = ("__init_subclass__", "__class_getitem__")


def _attribute_hook(prog: Program, info: ClassInfo, name: str) -> str | None:
    """The method that serves reads of attributes the class lacks: a ``__getattribute__`` of
    its own (not object's), else ``__getattr__``; None when there is none."""
    if name in ("__getattr__", "__getattribute__", "__setattr__"):
        return None
    for hook in ("__getattribute__", "__getattr__"):
        found = prog.find_member(info, hook)
        if found is not None and found[1].fullname != "builtins.object":
            return hook
    return None


def _through_hook(self: ExpressionChecker, inst: Instance, hook: str, receiver: Type | None) -> Type:
    """An attribute the class does not define, read through ``hook``: what that method
    returns (mypy), Any when it is overloaded, generic or not a plain method."""
    method = instance_member(self, inst, hook, receiver)
    if type(method) is CallableType and not method.type_vars:
        return method.ret
    return ANY


def instance_member(self: ExpressionChecker, inst: Instance, name: str, receiver: Type | None = None) -> Type:
    prog = self.prog
    recv: Type = inst if receiver is None else receiver
    info = prog.class_by_name(inst.name)
    if info is None:
        return ANY
    if name in dataclass_members.NAMES and any(c.is_dataclass or c.transform is not None for c in info.mro):
        written = dataclass_members.instance_member(prog, info, inst, name)
        if written is not None:
            return written
    if name == "_replace" and any(c.is_namedtuple for c in info.mro) and (replace_method := namedtuples.replace_method(prog, inst, recv)) is not None:
        return replace_method
    found = prog.find_member(info, name)
    if found is None:
        if not info.unknown_base and (hook := _attribute_hook(prog, info, name)) is not None:
            return _through_hook(self, inst, hook, receiver)
        if info.unknown_base or info.dynamic:
            return ANY
        if (generated := _generated_member(prog, info, name)) is not None:
            return generated
        if (ordering := dataclass_members.total_ordering_member(info, name, True, _ordering_root(self, info, inst, name))) is not None:
            return ordering
        if any(c.is_namedtuple for c in info.mro):
            if (field := namedtuples.functional_field(prog, info, inst, name)) is not None:
                return field
        if dataclass_members.missing_member(prog, info, name):
            return NEVER_MISSING
        if name in ("__slots__", "__weakref__"):
            return ANY
        if not info.is_stub and (info.fullname.rpartition(".")[2], name) in info.scope.module.external_attrs:
            return ANY  # assigned from outside the class body (``C.attr = ...``)
        if _trusted_private(prog, info, name):
            return ANY
        if any(c.is_stub and isinstance(c.body, LazyClassBody) and c.body.conditional(name) for c in info.mro):
            return ANY
        if info.is_typeddict and (as_dict := typeddicts.as_dict(self, inst)) is not None:
            return instance_member(self, as_dict, name)  # PEP 728: td.clear() where it is a dict[str, VT]
        if inst.name == "builtins.type" and receiver is None:
            return ANY  # plain ``type`` is ``type[Any]``: any class, with any attribute
        return NEVER_MISSING
    sym, owner = found
    if owner.is_typeddict and sym.kind == "var":
        return NEVER_MISSING  # the keys of a TypedDict are items (td["key"]), not attributes
    if sym.kind == "var" and dataclass_members.is_init_var(prog, owner, name):
        # an InitVar is an __init__ parameter, not an attribute, even where ``self.x = ...``
        # writes one (mypy, pyright: that write is itself reported)
        return NEVER_MISSING
    if sym.kind == "func":
        return _method_member(prog, info, inst, name, recv, sym, owner)
    mapping = instance_mapping(prog, inst, owner)
    if owner.is_enum and enums.member_type(owner, name, sym.nodes) is not None:
        return Instance(owner.fullname)  # ``self.RED`` inside an enum is a member too
    if sym.kind in ("class", "module", "unknown", "typevar"):
        return prog.value_type(sym)
    t: Type
    declared = prog.declared_type(sym)
    first = attribute_types.declared_attribute(self, info, name) if declared is None else None
    if declared is None and not self.ctx.lenient and attribute_nones.defined_as_none(prog, info, name):
        t = NONE  # ``self.x = None`` alone in the method that defines it (mypy)
    elif first is not None:
        # what the attribute's first binding declares (mypy), as this receiver sees it
        t = first.for_receiver(prog, inst) if type(inst) is Instance else first.type
    elif declared is None and not self.ctx.lenient and (partial := class_nones.partial_none_type(self, owner, name, sym)) is not None:
        t = partial  # ``x = None`` in the class body, completed there or by a method, or left None
    elif declared is None:
        t = self.inferred_attr_type(sym)
        if isinstance(t, (CallableType, Overloaded)) and bound_in_class_body(owner, sym):
            # A function stored in a class body (``find = helpers.find``) binds like a method,
            # a builtin or staticmethod object does not: the call signature is not certain,
            # unless its first parameter takes this very class (``stat = wrap_method(...)``
            # returning ``Callable[Concatenate[Path, P], R]``): that is a method.
            # mypy and pyright bind it like a method (stored_functions.py).
            if _takes_the_class(t, owner):
                return substitute(bind_self(t, recv, prog), mapping)
            if type(recv) is not Instance or stored_functions.constrained(recv) or not _unbound_value(prog, owner, sym):
                return ANY
            fits = stored_functions.fitting(t, recv, prog)
            return STORED_MISFIT if fits is None else substitute(stored_functions.unnamed(bind_self(fits, recv, prog)), mapping)
    elif sym.is_classvar and type(declared) is CallableType:
        # A callable class variable is a method to the instances (as in mypy and pyright).
        return substitute(bind_self(declared, recv, prog), mapping)
    else:
        t = declared
    t = bind_self_type(substitute(t, mapping), recv)
    if owner.is_enum:
        t = enums.unwrap_nonmember(t)
    if type(t) is Instance and t.name != inst.name and bound_in_class_body(owner, sym) and defines_get(prog, t):
        return read_through(self, t, inst)
    return t


def _method_member(prog: Program, info: ClassInfo, inst: Instance, name: str, recv: Type, sym: Symbol, owner: ClassInfo) -> Type:
    """A def of the class (or a base) read through an instance: bound to ``recv``.

    Remembered per Program (Program.method_members): the same ``obj.method`` is read again and
    again, and binding it (its decorators read, self solved, the class's type arguments
    substituted) depends only on the receiver and the method's symbol. Kept once the class is
    resolved, not while an import cycle is followed (Program.remembered_for_class)."""
    return prog.remembered_for_class(prog.method_members, info, (inst, name, recv),
                                     lambda: _bound_method_member(prog, inst, name, recv, sym, owner))


def _bound_method_member(prog: Program, inst: Instance, name: str, recv: Type, sym: Symbol, owner: ClassInfo) -> Type:
    mapping = instance_mapping(prog, inst, owner)
    t = prog.value_type(sym)
    node = sym.nodes[0]
    decos = [_deco(d) for d in getattr(node, "decorator_list", [])]
    if "property" in decos or "cached_property" in decos:
        if type(t) is CallableType:
            if t.params and t.type_vars:
                # A getter generic in its ``self`` (typeshed's ``EnumMeta.__members__``,
                # ``self: type[_EnumMemberT]``): the receiver solves it, as for a method.
                bound = bind_self(t, recv, prog)
                t = replace(t, ret=bound.ret) if type(bound) is CallableType else t
            return bind_self_type(substitute(t.ret, mapping), recv)
        return ANY
    if "staticmethod" in decos or name == "__new__":
        return substitute(t, mapping)
    if "classmethod" in decos or name in _IMPLICIT_CLASSMETHODS:
        # Through ``self: Self`` the class is ``type[Self]``: a Self result stays Self.
        return substitute(bind_self(t, TypeType(recv if type(recv) is TypeVarType else inst), prog), mapping)
    return substitute(bind_self(t, recv, prog), mapping)


def read_through(ck: ExpressionChecker, descriptor: Instance, instance: Instance) -> Type:
    """What ``instance`` reads from a descriptor its class body binds: the ``__get__``'s
    result, Any when that call does not fit."""
    found = calls.try_call(ck, ck.instance_member(descriptor, "__get__"), [instance, TypeType(instance)])
    return found if found is not None else ANY


def defines_get(prog: Program, t: Instance) -> bool:
    """Whether instances of ``t``'s class are descriptors: its MRO defines ``__get__``. Only a
    definition counts, as in mypy: the protocol looks ``__get__`` up on the class, past any
    ``__getattr__``, and a class with an unknown base or decorator is not taken for one."""
    info = prog.class_by_name(t.name)
    return info is not None and prog.find_member(info, "__get__") is not None


def _unbound_value(prog: Program, owner: ClassInfo, sym: Symbol) -> bool:
    """Whether the class body binds ``sym`` once to a function that is not already a bound
    method (mypy binds only those again): a lambda, a call's result, a def named directly or
    through a module or class (``hashlib.sha256``, ``Other.method``), not ``obj.method``."""
    if len(sym.nodes) != 1 or not isinstance(sym.nodes[0], (ast.Assign, ast.AnnAssign)) or sym.nodes[0].value is None:
        return False
    value = sym.nodes[0].value
    if isinstance(value, (ast.Lambda, ast.Call)):
        return True
    head = value
    while type(head) is ast.Attribute:
        head = head.value
    if type(head) is not ast.Name:
        return False
    found = prog.lookup(owner.scope, head.id)
    if found is None:
        return False
    return found.kind == "func" if head is value else found.kind in ("module", "class")


def _takes_the_class(t: CallableType | Overloaded, owner: ClassInfo) -> bool:
    """Whether a callable's first positional parameter is of the class itself (or a type
    variable bound to it), which only a method's ``self`` is."""
    items = t.items if type(t) is Overloaded else (t,)
    for item in items:
        if not has_self_param(item):
            return False
        first = item.params[0].type
        if type(first) is TypeVarType:
            first = first.bound if first.bound is not None else ANY
        if not (type(first) is Instance and first.name == owner.fullname):
            return False
    return True


def super_member(self: ExpressionChecker, info: ClassInfo, name: str, on_class: bool = False) -> Type | None:
    """``super().name`` in a method of ``info``: the member as the next class defines it, bound
    to ``self`` (to the class object in a classmethod, ``on_class``); None (Any) where that is
    not certain.

    The next class is the one after ``info`` in its own MRO, as mypy takes it (a subclass may
    insert another, single inheritance or not). Constructors, though, only along one line of
    inheritance: cooperative ``__init__`` chains through mixins pass on what the next class in
    the instance's MRO takes, which nothing here tells. Constructors are looked up only through
    plain classes: a decorated base (dataclass, attrs, ...) or a special one (enum, named tuple,
    TypedDict) may have generated them."""
    mro = info.mro
    if info.unknown_base or info.dynamic or len(mro) < 2:
        return None
    several_bases = any(len(c.bases) > 1 for c in mro)
    if several_bases and name in ("__init__", "__new__", "__init_subclass__"):
        return None
    prog = self.prog
    found = _next_definition(prog, mro[1:], name) if several_bases else prog.find_member(mro[1], name)
    if found is None or (found[1].fullname == "builtins.object" and not (on_class and name == "__new__")):
        return None
    owner = found[1]
    if name in ("__init__", "__new__", "__init_subclass__"):
        between = mro[1 : mro.index(owner) + 1] if owner in mro else []
        if not between or any(
            c.unknown_base or c.dynamic or c.is_dataclass or c.transform is not None or c.is_enum or c.is_namedtuple or c.is_typeddict
            or c.is_protocol or (c.node is not None and c.node.decorator_list and not (c.is_stub and name == "__new__"))
            for c in between
        ):
            return None
    self_t = self.ctx.self_type or info.self_instance()
    base = map_to_supertype(self_t, (owner if several_bases else mro[1]).fullname, prog)
    if base is None:
        return None
    if on_class and name == "__new__":
        return _super_new(self, prog.value_type(found[0]), self_t)
    if on_class:
        # Bound to the next class object, which is right only where no type variable (Self)
        # stands for the class the call really runs on.
        if has_type_vars(prog.value_type(found[0])):
            return None
        t = _class_member(self, TypeType(base), name)
    else:
        # In a method that says Self, self is that type variable: so is what super() binds.
        said = next((d for d in self.ctx.declared.values() if type(d) is TypeVarType and d.scope == SELF_SCOPE), None)
        # So is it in one whose self is annotated with a type variable (``def copy(self: T) -> T``).
        first = self.ctx.annotated_first if self.ctx.method_of is info else None
        if said is None and type(first) is TypeVarType and first.kind == TypeVarKind.TYPEVAR and not first.values:
            said = first
        t = self.instance_member(base, name, said or self_t)
    return None if t is NEVER_MISSING else t


def explicit_super_member(self: ExpressionChecker, node: ast.Call, info: ClassInfo, obj: Instance, on_class: bool, name: str) -> Type | None:
    """``super(C, obj).name``: the member as the first class after C in the MRO of obj's class
    defines it, bound to obj (a class object: ``on_class``), as mypy looks it up; None (Any)
    where that is not certain (an unknown base on the way, a constructor, object's members)."""
    prog = self.prog
    other = prog.class_by_name(obj.name)
    if other is None or info not in other.mro or name in ("__init__", "__new__", "__init_subclass__"):
        return None
    found = _next_definition(prog, other.mro[other.mro.index(info) + 1 :], name)
    if found is None or found[1].fullname == "builtins.object":
        return None
    base = map_to_supertype(obj, found[1].fullname, prog)
    if base is None:
        return None
    t = _class_member(self, TypeType(base), name) if on_class else self.instance_member(base, name, obj)
    self.explicit_super_owner = (node, found[1])  # (a call names the method after it)
    return None if t is NEVER_MISSING else t


def _super_new(self: ExpressionChecker, new: Type, self_t: Instance) -> Type | None:
    """``super().__new__`` in ``__new__``: the next class's ``__new__``, a static method the
    call passes ``cls`` to, its Self standing for the class ``cls`` is (``Self`` where the
    method says so): ``super().__new__(cls, ...)`` makes one (mypy)."""
    if type(new) is not CallableType or not new.params or any(v.scope != SELF_SCOPE for v in new.type_vars):
        return None
    said = next((d.item for d in self.ctx.declared.values()
                 if type(d) is TypeType and type(d.item) is TypeVarType and d.item.scope == SELF_SCOPE), None)
    made = said or self_t
    t = substitute(replace(new, type_vars=()), dict.fromkeys(new.type_vars, made))
    if type(t) is not CallableType:
        return None
    return replace(t, params=(replace(t.params[0], type=TypeType(made)), *t.params[1:]))


def _next_definition(prog: Program, rest: list[ClassInfo], name: str) -> tuple[Symbol, ClassInfo] | None:
    """The first class of ``rest`` (an MRO's tail) that defines ``name``, with its symbol."""
    for c in rest:
        if c.unknown_base or c.dynamic:
            return None
        sym = prog.class_body_symbol(c, name) or prog.instance_attr_symbol(c, name)
        if sym is not None:
            return sym, c
    return None


def inferred_attr_type(self: ExpressionChecker, sym: Symbol) -> Type:
    """An unannotated attribute: the union of what is assigned to it (widened)."""
    if sym.value_type is not None:
        return sym.value_type
    if sym.scope.module.is_stub:
        return ANY
    sentinel = sentinel_type(self.prog, sym)
    if sentinel is not None:
        sym.value_type = sentinel
        return sentinel
    sym.value_type = ANY  # recursion guard
    types: list[Type] = []
    for node in sym.nodes:
        final = False
        if type(node) is ast.AnnAssign:
            declared = self.prog.declared_type(sym)
            # ``X: TypeAlias = Foo`` is typed by its value, as ``X = Foo`` (mypy: type[Foo]).
            type_alias = declared is None and node.value is not None and specialforms.head_form(self.prog, sym.scope, node.annotation) == "TypeAlias"
            if declared is not None or not (sym.is_final or sym.is_classvar or type_alias) or node.value is None:
                sym.value_type = declared or ANY
                return sym.value_type
            # A bare ``x: Final = value`` is typed by its value like an unannotated assignment,
            # its literal kept (as at module level: signatures.value_type); so is a bare
            # ``x: ClassVar = value``, widened.
            final = sym.is_final
        elif type(node) is not ast.Assign or node.value is None:
            sym.value_type = ANY
            return ANY
        targets = [node.target] if isinstance(node, ast.AnnAssign) else node.targets
        if len(targets) != 1 or not isinstance(targets[0], (ast.Attribute, ast.Name)) or node.value is None:
            sym.value_type = ANY
            return ANY
        if type(targets[0]) is ast.Attribute and type(node.value) is ast.Name:
            t = _param_type(self, sym, node, node.value.id)
            types.append(t)
            continue
        if type(targets[0]) is ast.Attribute and not _simple_value(node.value) and not _module_attribute(self.prog, sym, node):
            sym.value_type = ANY
            return ANY
        if type(node.value) is ast.Call and _deco(node.value.func) == "auto":
            sym.value_type = ANY  # enum.auto(): the member's value is computed at runtime
            return ANY
        alias = _class_body_alias(self.prog, sym, targets[0], node.value)
        if alias is not None:
            types.append(alias)  # ``__setitem__ = set`` after ``def set(self, ...)``: the method
            continue
        context = _base_declaration(self.prog, sym)
        t = self.prog.infer_quietly(node.value, Scope(sym.scope.module, sym.scope.cls), context)
        types.append(t if final or (context is not None and has_literal(context)) else widen_literal_strings(t))
    distinct = list(dict.fromkeys(types))
    # Several different assigned types, or a None placeholder: the class invariant that
    # makes the use safe is invisible to us, so stay gradual.
    if len(distinct) != 1 or isinstance(distinct[0], (NoneType, NeverType)):
        result: Type = ANY
    else:
        result = distinct[0]
    sym.value_type = result
    return result


def _class_body_alias(prog: Program, sym: Symbol, target: ast.expr, value: ast.expr) -> Type | None:
    """A class-body name bound to a function or class the body defines before it: that
    definition (its body's names come first, as at run time)."""
    info = sym.scope.cls
    if info is None or type(target) is not ast.Name or type(value) is not ast.Name:
        return None
    found = prog.class_body_symbol(info, value.id)
    if found is None or found.kind not in ("func", "class") or not found.nodes:
        return None
    if getattr(found.nodes[0], "lineno", 0) >= getattr(target, "lineno", 0):
        return None
    return prog.value_type(found)


def _base_declaration(prog: Program, sym: Symbol) -> Type | None:
    """What the nearest base class that declares the attribute annotates it with: the context
    its value is inferred in (mypy), so ``nodes = {A: ...}`` under ``nodes: dict[type[N], ...]``
    is that dict, not one keyed by the join of its classes."""
    info = sym.scope.cls
    if info is None or not info.mro:
        return None
    name = sym.fullname.rpartition(".")[2]
    found = _next_definition(prog, info.mro[1:], name)
    if found is None or found[0].kind != "var":
        return None
    declared = prog.declared_type(found[0])
    if declared is None or has_type_vars(declared):
        return None  # a generic base's declaration would need the subclass's type arguments
    return declared


def _param_type(self: ExpressionChecker, sym: Symbol, node: ast.stmt, name: str) -> Type:
    """``self.x = x``: the declared type of parameter ``x`` of the assigning method."""
    info = sym.scope.cls
    if info is None or info.instance_attrs is None:
        return ANY
    attr = sym.fullname.rpartition(".")[2]
    for assign, func in info.instance_attrs.get(attr, []):
        if assign is not node:
            continue
        a = func.args
        for arg in a.posonlyargs + a.args + a.kwonlyargs:
            if arg.arg == name and arg.annotation is not None:
                conv = TypeConverter(self.prog, sym.scope, None)
                rebound = _last_rebinding(func, node, name)
                if rebound is not None:
                    # ``t = cast(Transport, t)`` before ``self.t = t``: what is stored is the
                    # cast's type; any other rebinding stays gradual.
                    cast_to = _cast_target(self.prog, sym.scope, rebound)
                    return ANY if cast_to is None else method_type_vars.stored_by_method(conv.convert(cast_to), info, func)
                t = conv.convert(arg.annotation)
                # A union parameter is often narrowed before it is stored: stay gradual,
                # unless it is stored first thing, untouched (``self.stdin = stdin``), into an
                # attribute no base defines (mypy types that one as the base does).
                if type(t) is UnionType and (not _stored_untouched(func, node, name) or defined_in_a_base(self.prog, info, attr)):
                    return ANY
                return method_type_vars.stored_by_method(t, info, func)
        local = attribute_locals.declared_local(func, node, name)
        if local is not None:
            t = TypeConverter(self.prog, sym.scope, None).convert(local)
            # (a union may be narrowed before it is stored)
            return ANY if type(t) is UnionType else method_type_vars.stored_by_method(t, info, func)
    return ANY


def _last_rebinding(func: ast.FunctionDef | ast.AsyncFunctionDef, store: ast.stmt, name: str) -> ast.stmt | None:
    """The last statement of the method's body before ``store`` that binds ``name`` again
    (anywhere inside it: a walrus in a test, an assignment in a branch)."""
    last: ast.stmt | None = None
    for stmt in func.body:
        if stmt.lineno >= store.lineno:
            break
        for n in walk(stmt):
            if (type(n) is ast.Name and type(n.ctx) is ast.Store and n.id == name
                    and getattr(n, "lineno", 0) < store.lineno):
                last = stmt
    return last


def _cast_target(prog: Program, scope: Scope, stmt: ast.stmt) -> ast.expr | None:
    """The type expression of ``name = cast(T, ...)`` (a statement of the method's own body)."""
    if not (type(stmt) is ast.Assign and len(stmt.targets) == 1 and type(stmt.targets[0]) is ast.Name
            and type(stmt.value) is ast.Call and len(stmt.value.args) == 2):
        return None
    if specialforms.special_form(prog, scope, stmt.value.func) != "cast":
        return None
    return stmt.value.args[0]


def defined_in_a_base(prog: Program, info: ClassInfo, attr: str) -> bool:
    """Whether a base class (or one we cannot see) may define the attribute too."""
    # object's own attributes are dunders (and it counts as dynamic)
    bases = [c for c in info.mro[1:] if c.fullname != "builtins.object"]
    return (info.unknown_base or any(c.unknown_base or c.dynamic for c in bases)
            or _next_definition(prog, bases, attr) is not None)


def _stored_untouched(func: ast.FunctionDef | ast.AsyncFunctionDef, store: ast.stmt, name: str) -> bool:
    """Whether ``self.x = name`` is a statement of the method's own body (not under a test)
    and nothing before it reads or rebinds ``name``: its declared type is what is stored."""
    if store not in func.body:
        return False
    for stmt in func.body[: func.body.index(store)]:
        if any(type(n) is ast.Name and n.id == name for n in walk(stmt)):
            return False
    return True


def _generated_member(prog: Program, info: ClassInfo, name: str) -> Type | None:
    """The type of a member the dataclass decorator writes: ``__dataclass_fields__`` is mypy's
    ``ClassVar[dict[str, Field[Any]]]`` (``dict[str, Any]`` for a dataclass_transform class)."""
    if not is_generated_member(info, name):
        return None
    if name == "__attrs_attrs__":
        attribute = _attrs_attribute(prog)
        return Instance("builtins.tuple", (attribute,))
    known = any(c.is_dataclass for c in info.mro) and prog.class_by_name("dataclasses.Field") is not None
    field = Instance("dataclasses.Field", (ANY,)) if known else ANY  # (a transform's fields: Any, as mypy)
    return Instance("builtins.dict", (Instance("builtins.str"), field))


def _ordering_root(self: ExpressionChecker, info: ClassInfo, inst: Instance, name: str) -> Type | None:
    """The type of the method ``@functools.total_ordering`` makes ``name`` from, if any, as the
    class body declares it (``self`` first: mypy's plugin reads the declaration)."""
    found = dataclass_members.total_ordering_root(info, name)
    return _class_member(self, TypeType(inst), found[1]) if found is not None else None


def _trusted_private(prog: Program, info: ClassInfo, name: str) -> bool:
    """A private attribute a stub class lacks that may exist all the same (Program.trusts_private_name)."""
    return name.startswith("_") and not name.endswith("__") and info.is_stub and prog.trusts_private_name(info.scope.module)


def _class_member(self: ExpressionChecker, base: TypeType, name: str, receiver: TypeType | None = None) -> Type:
    item = base.item
    if type(item) is TypeVarType and type(item.bound) is Instance and receiver is None:
        # ``cls: type[Self]`` (or ``type[T]`` with T bounded): the bound's class members, with
        # Self bound to the variable itself.
        return _class_member(self, TypeType(item.bound), name, base)
    if type(item) is AnyType:
        # ``type[Any]`` (plain ``type``): what ``type`` has, and Any for anything else.
        of_type = self.instance_member(Instance("builtins.type"), name, base)
        return ANY if of_type is NEVER_MISSING else of_type
    if type(item) is TypeVarType and item.bound is None and not item.values and item.kind == TypeVarKind.TYPEVAR and receiver is None:
        # ``cl: type[T]``: some class, whose class attributes beyond type's are unknown (mypy:
        # ``"type[T]" has no attribute "__args__"``).
        return self.instance_member(Instance("builtins.type"), name, base)
    if type(item) is not Instance:
        return ANY
    prog = self.prog
    info = prog.class_by_name(item.name)
    if info is None:
        return ANY
    if name in dataclass_members.NAMES and any(c.is_dataclass or c.transform is not None for c in info.mro):
        written = dataclass_members.class_member(prog, info, name)
        if written is not None:
            return written
    found = prog.find_member(info, name)
    if found is None and info.node is None and info.is_enum and (listed := enums.member_literal(info, name)) is not None:
        return listed  # a member of a functional enum (``E = Enum("E", "A B")``), which has no body
    if found is None:
        if not info.is_stub and (info.fullname.rpartition(".")[2], name) in info.scope.module.external_attrs:
            return ANY
        generated = _generated_member(prog, info, name) or dataclass_members.total_ordering_member(
            info, name, False, _ordering_root(self, info, item, name))
        if generated is not None:
            return generated
        if dataclass_members.missing_member(prog, info, name):
            return NEVER_MISSING
        meta = next((c.metaclass for c in info.mro if c.metaclass is not None), None)
        if meta is None and any(c.is_protocol for c in info.mro):
            meta = Instance("abc.ABCMeta")
        meta = meta or Instance("builtins.type")
        # The class is the metaclass method's receiver: ``self: type[Self]`` there is the class
        # (``c_uint32.from_buffer_copy(b)`` makes a ``c_uint32``; through ``cls: type[Self]``,
        # a ``Self``).
        t = self.instance_member(meta, name, receiver or base)
        # (object's own __getattribute__ serves its instances, not the class object)
        if t is NEVER_MISSING and (info.unknown_base or info.dynamic) and info.fullname != "builtins.object":
            return ANY
        if t is NEVER_MISSING and _trusted_private(prog, info, name):
            return ANY
        return t
    sym, owner = found
    if owner.is_enum and (member := enums.member_type(owner, name, sym.nodes)) is not None:
        # ``Color.RED`` through the class is the member's literal type (Literal[Color.RED]);
        # an alias (``AMBER = YELLOW``) is the member it names.
        return member
    if sym.kind == "func":
        t = prog.value_type(sym)
        decos = [_deco(d) for d in getattr(sym.nodes[0], "decorator_list", [])]
        if "classmethod" in decos or name in _IMPLICIT_CLASSMETHODS:
            bare = bare_arguments(owner)
            defaulted_bare = receiver is None and not item.args and item.name == owner.fullname and any(
                tv.default is not None for tv in owner.type_params)  # ``Info.make()`` with PEP 696 defaults
            if defaulted_bare and all(tv.kind == TypeVarKind.TYPEVAR for tv in owner.type_params) and type(t) is CallableType:
                # Through the bare class with PEP 696 defaults, generic in the class's parameters
                # (mypy's ``def [M = BaseException] () -> Info[M]``): the call's context or
                # arguments solve them, and only what is left takes the default.
                own = TypeType(Instance(item.name, tuple(owner.type_params)), class_object=base.class_object)
                bound = bind_self(t, own, prog)
                if type(bound) is CallableType:
                    return _generic_in_class_params(bound, owner)
            if defaulted_bare:
                base = TypeType(Instance(item.name, tuple(bare.values())), class_object=base.class_object)  # (Self is the defaults' class)
            bound = bind_self(t, receiver or base, prog)
            if owner.type_params:
                mapping: dict[TypeVarType, Type] = instance_mapping(prog, item, owner) if item.args else bare
                bound = substitute(bound, mapping)
            return bound
        if "property" in decos:
            return ANY
        if "staticmethod" not in decos and name != "__new__" and type(t) is CallableType:
            return _unbound_method(prog, t, item, owner)
        if "staticmethod" not in decos and name != "__new__" and type(t) is Overloaded:
            # (an overloaded method likewise, item by item: ``Cursor.__init__(self, ...)``)
            unbound = [_unbound_method(prog, i, item, owner) for i in t.items]
            if all(type(u) is CallableType for u in unbound):
                return Overloaded(tuple(u for u in unbound if type(u) is CallableType))
        if (owner.type_params and type(t) is CallableType and not item.args
                and all(tv.kind == TypeVarKind.TYPEVAR for tv in owner.type_params)):
            # A static method through the bare class is generic in the class's parameters
            # (mypy's ``def [T = int] ...``): a call solves them, or takes their defaults.
            return _generic_in_class_params(t, owner)
        if owner.type_params:
            return substitute(t, instance_mapping(prog, item, owner) if item.args else bare_arguments(owner))
        return t
    if sym.kind == "var":
        if dataclass_members.is_init_var(prog, owner, name):
            return NEVER_MISSING  # an InitVar is an __init__ parameter, not an attribute
        if sym.nodes and all(isinstance(n, ast.stmt) for n in sym.nodes) and not bound_in_class_body(owner, sym) and not owner.is_stub:
            # Only assigned through self: not a class attribute, but stay silent.
            return ANY
        declared = prog.declared_type(sym)
        if owner.type_params and declared is not None:
            declared = substitute(declared, {tv: ANY for tv in owner.type_params})
        if declared is None and not self.ctx.lenient and (partial := class_nones.partial_none_type(self, owner, name, sym)) is not None:
            value = partial  # ``x = None`` in the body: None, or as a method completes it, read through the class too
        else:
            value = declared if declared is not None else self.inferred_attr_type(sym)
        value = bind_self_type(value, (receiver or base).item)  # ``a: list[Self]`` read through the class
        if owner.is_enum:
            value = enums.unwrap_nonmember(value)
        if type(value) is Instance and defines_get(prog, value):
            getter = self._member_of(value, "__get__")
            # A descriptor: the class sees what its __get__ gives for no instance, when an
            # overload says so (``obj: None``); a single signature may not mean it for classes.
            found_t = calls.try_call(self, getter, [NONE, base]) if type(getter) is Overloaded else None
            return found_t if found_t is not None else ANY
        return value
    return prog.value_type(sym)




def bare_arguments(owner: ClassInfo) -> dict[TypeVarType, Type]:
    """The type arguments of a generic class used bare (``K.make()``): each parameter's PEP 696
    default (which may name the parameters before it), Any for one without."""
    out: dict[TypeVarType, Type] = {}
    for tv in owner.type_params:
        default = substitute(tv.default, out) if tv.default is not None else None
        out[tv] = default if default is not None and not has_type_vars(default) else ANY
    return out


def _deco(node: ast.expr) -> str:
    if type(node) is ast.Call:
        node = node.func
    if type(node) is ast.Attribute:
        name = node.attr if node.attr not in ("setter", "getter", "deleter") else "property"
    else:
        name = callee_name(node) if type(node) is ast.Name else ""
    return "property" if name == "abstractproperty" else name  # (abc's deprecated spelling of an abstract property)


def _module_attribute(prog: Program, sym: Symbol, node: ast.Assign | ast.AnnAssign) -> bool:
    """``self._out = sys.__stdout__``: a value read from an imported module, the same wherever
    the method runs (unless the method binds the module's name itself)."""
    value = node.value
    while type(value) is ast.Attribute:
        value = value.value
    if type(value) is not ast.Name or value is node.value:
        return False
    found = prog.lookup(Scope(sym.scope.module), value.id)
    if found is None or found.kind != "module":
        return False
    info = sym.scope.cls
    methods = [func for assign, func in (info.instance_attrs or {}).get(sym.fullname.rpartition(".")[2], []) if assign is node] if info else []
    return all(value.id not in {n.id for n in walk(func) if type(n) is ast.Name and type(n.ctx) is ast.Store}
               and value.id not in {a.arg for a in walk(func.args) if type(a) is ast.arg} for func in methods)


def _simple_value(node: ast.expr) -> bool:
    return isinstance(node, (ast.Constant, ast.List, ast.Dict, ast.Set, ast.Tuple, ast.Call, ast.JoinedStr, ast.ListComp, ast.DictComp, ast.SetComp))


def _unbound_method(prog: Program, t: CallableType, item: Instance, owner: ClassInfo) -> Type:
    """A method read through its class (``C.meth``, ``C[int].meth``): a function whose first
    parameter takes the instance. Through the bare generic class, the class's type parameters
    are the function's own (``def [T] (self: C[T]) -> T``, solved by the call); a ``Self`` in it
    is a type variable of the function too, bound by what the first argument is."""
    generic = bool(owner.type_params) and not item.args and item.name == owner.fullname
    mapping = {} if generic else instance_mapping(prog, item, owner) if item.args or owner.type_params else {}
    self_var = _self_var(t)
    if self_var is not None and t.params:
        first = t.params[0]
        params = (Param(first.name, self_var, first.kind, first.has_default), *t.params[1:])
        t = CallableType(params, t.ret, t.name, t.ellipsis, (*t.type_vars, self_var), t.guard, t.is_type_is)
    if generic:
        return _generic_in_class_params(t, owner)
    return substitute(t, mapping) if mapping else substitute(t, {tv: ANY for tv in owner.type_params})


def _generic_in_class_params(t: CallableType, owner: ClassInfo) -> CallableType:
    """``t``, read through the bare generic class, generic in the class's parameters too."""
    own = tuple(tv for tv in owner.type_params if tv not in t.type_vars)
    return replace(t, type_vars=(*t.type_vars, *own))


def _self_var(t: CallableType) -> TypeVarType | None:
    found: list[TypeVarType] = []
    collect_type_vars(t, found)
    return next((tv for tv in found if tv.scope == SELF_SCOPE), None)


def _attrs_attribute(prog: Program) -> Type:
    """``attr.Attribute[Any]`` (``attrs.Attribute`` where only attrs is there), or Any."""
    for name in ("attr.Attribute", "attrs.Attribute"):
        if prog.class_by_name(name) is not None:
            return Instance(name, (ANY,))
    return ANY
