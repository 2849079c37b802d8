"""Protocol classes: what kind each member is, and misuses (instantiation, isinstance checks)."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hintloader.checker.astutil import callee_name
from hintloader.checker.classes import decorator_name
from hintloader.checker.direct_classes import names_a_class
from hintloader.checker.guards import guards_of
from hintloader.checker.symbols import ClassInfo, Symbol
from hintloader.typesystem.relations import is_assignable
from hintloader.typesystem.model import AnyType, Instance, Type, TypeType, has_any, shown, union_items
from hintloader.typesystem.formatting import format_type, short_name

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
    # A field of a NamedTuple or a frozen dataclass is read-only (guards.py).
    settable = not sym.is_final and name not in guards_of(owner).fields
    return MemberFlags(method=False, settable=settable, declared=declared, class_var=_class_var(prog, sym, owner, name))


def _assigned_in_body(sym: Symbol) -> bool:
    first = sym.nodes[0] if sym.nodes else None
    return type(first) is ast.Assign and any(type(t) is ast.Name for t in first.targets)


def _base_declares_class_var(prog: Program, owner: ClassInfo, name: str) -> bool:
    for base in owner.mro[1:]:
        if name in base.body:
            found = prog.class_body_symbol(base, name)
            if found is None or found.kind != "var":
                return False
            if prog.declared_type(found) is not None:
                return found.is_classvar
            if not _assigned_in_body(found):
                return False  # (a plain assignment there takes what its own bases declare)
    return False


def _class_var(prog: Program, sym: Symbol, owner: ClassInfo, name: str) -> bool | None:
    if sym.is_classvar:
        return True
    first = sym.nodes[0] if sym.nodes else None
    if type(first) is ast.AnnAssign and type(first.target) is ast.Name:
        if sym.is_final and first.value is not None:
            return None  # ``x: Final = 0`` is read through the class and its instances alike
        return False  # ``x: int`` in the class body declares an instance variable
    if isinstance(first, (ast.Assign, ast.AnnAssign)):
        targets = first.targets if isinstance(first, ast.Assign) else [first.target]
        if all(type(t) is ast.Attribute for t in targets):
            return False  # bound through ``self`` only
        if _assigned_in_body(sym) and not sym.is_final:
            # ``x = 0`` in the class body is no ClassVar either, unless it rebinds a base's
            # (``x = 443`` over ``x: ClassVar[int]``; mypy)
            return _base_declares_class_var(prog, owner, name)
    return None


def has_protocol_members(prog: Program, cls: Instance, protocol: Type) -> bool:
    """Whether ``cls`` has every member of ``protocol`` (their types aside): isinstance narrows a
    protocol to such a class, keeping the protocol's member types (narrowing._keeps_protocol)."""
    if type(protocol) is not Instance or not prog.is_protocol(protocol.name):
        return False
    return all(prog.has_member(cls.name, m) for m in prog.protocol_members(protocol.name))


def _has_setter(owner: ClassInfo, name: str) -> bool:
    for node in owner.body.get(name) or []:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
            type(d) is ast.Attribute and d.attr == "setter" for d in node.decorator_list
        ):
            return True
    return False


# ----- explicit subclasses of protocols ---------------------------------------------------------


def trivial_body(body: list[ast.stmt]) -> bool:
    """A body that implements nothing: a docstring, ``...``, ``pass`` or ``raise
    NotImplementedError`` (mypy's rule for what counts as no implementation)."""
    rest = body[1:] if body and type(body[0]) is ast.Expr and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str) else body
    if not rest:
        return True
    if len(rest) != 1:
        return False
    stmt = rest[0]
    if type(stmt) is ast.Pass or (type(stmt) is ast.Expr and type(stmt.value) is ast.Constant and stmt.value.value is Ellipsis):
        return True
    if type(stmt) is ast.Raise and stmt.exc is not None:
        exc = stmt.exc.func if type(stmt.exc) is ast.Call else stmt.exc
        return isinstance(exc, (ast.Name, ast.Attribute)) and decorator_name(exc) == "NotImplementedError"
    return False


def abstract_in_protocol(prog: Program, info: ClassInfo, owner: ClassInfo, nodes: list[ast.stmt]) -> bool:
    """Whether a member of the protocol ``owner`` (in ``info``'s MRO) has no implementation an
    explicit subclass could inherit (typing spec, "Explicitly declaring implementation"): a
    method with a trivial body, or a variable declared without a value that no class of
    ``info`` assigns through ``self``."""
    if not owner.is_protocol or owner.is_stub or not nodes:
        return False
    first = nodes[0]
    if isinstance(first, (ast.FunctionDef, ast.AsyncFunctionDef)):
        defs = [n for n in nodes if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
        impl = [n for n in defs if "overload" not in {decorator_name(d) for d in n.decorator_list}]
        return all(trivial_body(n.body) for n in (impl or defs))
    if not all(type(n) is ast.AnnAssign and n.value is None for n in nodes):
        return False
    name = first.target.id if type(first) is ast.AnnAssign and type(first.target) is ast.Name else ""
    return not any(prog.instance_attr_symbol(c, name) is not None for c in info.mro)


def unsafe_super_call(ck: ExpressionChecker, func: ast.Attribute) -> None:
    """``super().m()`` or ``super().prop`` where the next class's ``m`` is abstract with a
    trivial body: there is nothing to call (mypy's safe-super, on any read through super(); a
    property with a setter is not checked, as mypy)."""
    cls = ck.ctx.method_of or ck.ctx.classmethod_of
    if cls is None or len(cls.mro) < 2:
        return
    owner = next((c for c in cls.mro[1:] if func.attr in c.body), None)
    if owner is None or owner.is_stub:
        return
    nodes = owner.body.get(func.attr) or []
    defs = [n for n in nodes if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
    if not defs or len(defs) != len(nodes):
        return
    if len(defs) > 1 and any(decorator_name(d) == "property" for n in defs for d in n.decorator_list):
        return
    explicit = all("abstractmethod" in {decorator_name(d) for d in n.decorator_list} for n in defs) and all(trivial_body(n.body) for n in defs)
    if explicit or abstract_in_protocol(ck.prog, cls, owner, nodes):
        ck.error(func, "safe-super", f'Call to abstract method "{func.attr}" of "{short_name(owner.fullname)}" with trivial body via super() is unsafe')


def check_protocol_attribute(ck: ExpressionChecker, target: ast.Attribute, receiver: Type | None, value_t: Type, value_node: ast.AST) -> None:
    """``self.x = value`` in a class that explicitly subclasses a protocol declaring ``x``: the
    protocol's declaration is the attribute's type (typing spec; mypy words it as a base class)."""
    if ck.ctx.method_of is None or type(receiver) is not Instance or receiver.name != ck.ctx.method_of.fullname:
        return
    info = ck.ctx.method_of
    for c in info.mro[1:]:
        if not c.is_protocol or c.is_stub or target.attr not in c.body:
            continue
        sym = ck.prog.class_body_symbol(c, target.attr)
        declared = ck.prog.declared_type(sym) if sym is not None and sym.kind == "var" else None
        if declared is None or has_any(value_t) or is_assignable(value_t, declared, ck.prog):
            return
        ck.error(value_node, "assignment", f'Incompatible types in assignment (expression has type "{format_type(shown(value_t, declared))}", base class "{short_name(c.fullname)}" defined the type as "{format_type(declared)}")')
        return


def check_protocol_self_member(ck: ExpressionChecker, target: ast.Attribute) -> None:
    """``self.x = ...`` in a protocol's method, ``x`` declared in no protocol body: members of
    a protocol are declared in its class body (typing spec, "Protocol members")."""
    info = ck.ctx.method_of
    if info is None or not info.is_protocol or info.is_stub or type(target.value) is not ast.Name or target.value.id != "self":
        return
    if any(target.attr in c.body for c in info.mro if c.is_protocol or c is info) or info.unknown_base:
        return
    ck.error(target, "misc", "Protocol members cannot be defined via assignment to self")


# ----- misuses of protocol classes ------------------------------------------------------------


def check_protocol_call(ck: ExpressionChecker, node: ast.Call, callee: Type) -> None:
    """``P()`` of a protocol class; ``isinstance(x, P)`` / ``issubclass(c, P)`` with a protocol
    that is not runtime-checkable, or (issubclass) that has non-method members."""
    if type(callee) is TypeType and type(callee.item) is Instance:
        info = ck.prog.class_by_name(callee.item.name)
        if info is None or not info.is_protocol:
            return
        if names_a_class(ck, node.func):  # the class named directly, not a type[P] value
            ck.error(node, "misc", f'Cannot instantiate protocol class "{short_name(info.fullname)}"')
        return
    if len(node.args) != 2 or type(node.func) is not ast.Name or node.func.id not in ("isinstance", "issubclass"):
        return
    sym = ck.symbol_of(node.func)
    if sym is None or sym.fullname not in ("builtins.isinstance", "builtins.issubclass"):
        return
    for expr in _tested_classes(node.args[1]):
        info = _class_named(ck, expr)
        if info is None or not info.is_protocol:
            continue
        if not _runtime_checkable(info):
            ck.error(node, "misc", "Only @runtime_checkable protocols can be used with instance and class checks")
        else:
            _unsafe_overlap(ck, node, info, sym.fullname == "builtins.issubclass")
        if sym.fullname == "builtins.issubclass":
            data = _non_method_members(ck, info)
            if data:
                ck.error(node, "misc", "Only protocols that don't have non-method members can be used with issubclass()")
                shown = ", ".join(data)
                ck.explain(node, "misc", f'Protocol "{short_name(info.fullname)}" has non-method member(s): {shown}')


def _tested_classes(expr: ast.expr) -> list[ast.expr]:
    """The classes an isinstance/issubclass argument names: a tuple's items (nested tuples too)
    and the members of an ``A | B`` union, which the check tests alike."""
    if type(expr) is ast.Tuple:
        return [c for item in expr.elts for c in _tested_classes(item)]
    if type(expr) is ast.BinOp and type(expr.op) is ast.BitOr:
        return [*_tested_classes(expr.left), *_tested_classes(expr.right)]
    return [expr]


def _unsafe_overlap(ck: ExpressionChecker, node: ast.Call, info: ClassInfo, subclass: bool) -> None:
    """``isinstance(x, P)`` where x's class has every member of the runtime-checkable P (all
    that the check looks at) yet does not fit P: the check would pass for a value that is no
    P (typing spec, "unsafe overlap")."""
    tested = ck.infer(node.args[0])
    protocol = Instance(info.fullname, tuple(AnyType() for _ in info.type_params))
    members = ck.prog.protocol_members(info.fullname)
    for item in union_items(tested):
        if subclass:
            item = item.item if type(item) is TypeType else AnyType()
        if type(item) is not Instance or ck.prog.is_protocol(item.name) or ck.prog.has_unknown_base(item.name):
            continue
        if all(ck.prog.has_member(item.name, m) for m in members) and not is_assignable(item, protocol, ck.prog) and not ck.quiet:
            # (also in an unannotated def: the protocol and the class say it all)
            ck.reporter.error(node, "misc", f'"{format_type(item)}" has every member of protocol "{short_name(info.fullname)}" but is not '
                                   f'compatible with it: the check would match it at run time (unsafe overlap)')
            return


def check_concrete_class(ck: ExpressionChecker, arg: ast.expr, target: Type, *, assigned: bool = False) -> None:
    """A protocol or abstract class named directly where ``type[C]`` of such a class is declared
    (a parameter or, ``assigned``, a variable): such a type promises a class that can be
    instantiated (typing spec, Protocols; mypy's type-abstract for abstract classes too)."""
    if type(target) is not TypeType or type(target.item) is not Instance or not uninstantiable_class(ck.prog, target.item.name):
        return
    if not named_uninstantiable(ck, arg):
        return
    if assigned:
        ck.error(arg, "type-abstract", f'Can only assign concrete classes to a variable of type "{format_type(target)}"')
    else:
        report_not_concrete(ck, arg, target)


def report_not_concrete(ck: ExpressionChecker, node: ast.AST, wanted: Type) -> None:
    ck.error(node, "type-abstract", f'Only concrete class can be given where "{format_type(wanted)}" is expected')


def uninstantiable_class(prog: Program, name: str) -> bool:
    """A protocol, or a class that leaves abstract methods unimplemented."""
    return prog.is_protocol(name) or bool(abstract_members(prog, name))


def named_uninstantiable(ck: ExpressionChecker, arg: ast.expr) -> bool:
    """Whether the expression names such a class directly (not a variable holding one)."""
    named = _class_named(ck, arg)
    return named is not None and uninstantiable_class(ck.prog, named.fullname)


# abstract_members of a class whose whole MRO is typeshed's stubs (shared per process): the
# same answer in every module, as only its stub bodies' decorators decide (abstract_in_protocol
# skips a stub owner). Keyed by the class's identity (the entry keeps the class alive).
_stub_abstract_memo: dict[int, tuple[ClassInfo, tuple[str, ...]]] = {}


def _typeshed_class(c: ClassInfo) -> bool:
    """A stub class the checks of the process share (typeshed's): an entry of a process-wide
    memo may keep it alive (another class's would keep its module's tree)."""
    module = c.scope.module
    return c.is_stub and module.shared and not module.first_party


def abstract_members(prog: Program, info_name: str) -> list[str]:
    """Abstract methods a class leaves unimplemented (empty when unsure). Remembered per Program
    (Program.abstract_members) and class: every constructor call asks it, and a class under
    ABCMeta or a protocol (``str``, ``dict``: typeshed's Sequence and Mapping) walks its whole
    MRO and each member's decorators."""
    info = prog.class_by_name(info_name)
    if info is None or info.unknown_base or info.dynamic or info.is_protocol:
        return []
    memo = _stub_abstract_memo if info.mro and all(_typeshed_class(c) for c in info.mro) else prog.abstract_members
    missing: tuple[str, ...] = prog.remembered_for_class(memo, info, id(info), lambda: tuple(_abstract_members(prog, info)))
    return list(missing)


def _abstract_members(prog: Program, info: ClassInfo) -> list[str]:
    if info.is_typeddict or info.newtype_base is not None:
        return []  # a TypedDict makes dicts, a NewType returns its argument: nothing abstract runs
    # A protocol's metaclass derives from ABCMeta.
    if not any(c.metaclass is not None and c.metaclass.name == "abc.ABCMeta" or c.fullname == "abc.ABC" or c.is_protocol for c in info.mro):
        return []  # without ABCMeta, @abstractmethod is not enforced at runtime either
    missing: list[str] = []
    seen: set[str] = set()
    for c in info.mro:
        if c.node is None:
            continue
        if _typeshed_class(c):
            # (a stub's own answer: abstract_in_protocol passes over a stub owner)
            names, abstract = _stub_abstracts(c)
            for name in names:
                if name not in seen:
                    seen.add(name)
                    if name in abstract:
                        missing.append(name)
            continue
        for name in list(c.body):
            if name in seen or name.startswith("."):
                continue
            seen.add(name)
            nodes = c.body.get(name) or []
            if _decorated_abstract(nodes) or abstract_in_protocol(prog, info, c, nodes):
                missing.append(name)
    return sorted(missing)


def _decorated_abstract(nodes: list[ast.stmt]) -> bool:
    return any(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
        isinstance(d, (ast.Name, ast.Attribute)) and callee_name(d) == "abstractmethod"
        for d in n.decorator_list) for n in nodes)


# A typeshed class's member names and which of them are @abstractmethod, by the class's
# identity (the entry keeps it): they are shared per process, and every subclass's
# abstract_members walks them (``Mapping``, ``Sequence``: each member parsed and scanned).
_stub_abstracts_memo: dict[int, tuple[ClassInfo, tuple[str, ...], frozenset[str]]] = {}


def _stub_abstracts(c: ClassInfo) -> tuple[tuple[str, ...], frozenset[str]]:
    known = _stub_abstracts_memo.get(id(c))
    if known is not None and known[0] is c:
        return known[1], known[2]
    names = tuple(name for name in list(c.body) if not name.startswith("."))
    abstract = frozenset(name for name in names if _decorated_abstract(c.body.get(name) or []))
    _stub_abstracts_memo[id(c)] = (c, names, abstract)
    return names, abstract


def _class_named(ck: ExpressionChecker, expr: ast.expr) -> ClassInfo | None:
    """The class an expression names directly (not a variable holding a class)."""
    if type(expr) is ast.Subscript:
        return None  # isinstance(x, P[int]) fails for another reason
    if not names_a_class(ck, expr):
        return None
    sym = ck.symbol_of(expr)
    info = ck.prog.class_of(sym) if sym is not None else None
    if info is None:  # a class statement of the function's own, or ``shape = Shape`` bound once
        named = ck.infer(expr)
        info = ck.prog.class_by_name(named.item.name) if type(named) is TypeType and type(named.item) is Instance else None
    if info is None or info.unknown_base:
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
