"""Classes: resolution of bases and type parameters, MRO, members, the hierarchy protocol."""

from __future__ import annotations

import ast
from dataclasses import replace

from hintloader.checker import enum_functional, namedtuples, transforms
from hintloader.checker.annotations import TypeConverter, special_name, with_bounded_type_params
from hintloader.checker.astutil import callee_name, flat_targets, statements
from hintloader.checker.conditions import Target
from hintloader.checker.stubs import index_statements
from hintloader.checker.symbols import ClassInfo, Scope, Symbol, class_scope
from hintloader.checker.typeddicts import functional_fields_known, is_typeddict_base
from hintloader.typesystem.tuples import is_bounded
from hintloader.typesystem.model import (
    collect_type_vars,
    ANY,
    CallableType,
    Instance,
    Type,
    TupleType,
    TypeType,
    TypeVarType,
    Variance,
    has_type_vars,
)

from typing import TYPE_CHECKING, Iterator

if TYPE_CHECKING:  # Program delegates its methods of the same names to these functions
    from hintloader.checker.program import Program

TRANSPARENT_DECORATORS = {
    "overload", "abstractmethod", "final", "override", "type_check_only", "no_type_check",
    "deprecated", "runtime_checkable", "total_ordering", "dataclass_transform", "unique",
    "abstractproperty", "coroutine", "wraps", "disjoint_base",
}
KNOWN_CLASS_DECORATORS = TRANSPARENT_DECORATORS | {"dataclass", "dataclasses.dataclass", "define", "frozen"}
TYPEVAR_MAKERS = {"TypeVar", "ParamSpec", "TypeVarTuple"}
# Class decorators of mypy_extensions, which is installed untyped (only mypy bundles its stubs,
# where each hands back the class it is given): mypy's own classes are ``@trait``.
_BUNDLED_CLASS_DECORATORS = frozenset({"mypy_extensions.trait", "mypy_extensions.mypyc_attr"})


_MISSING = object()
# Classes of typeshed modules, shared by every check in the process, per target (the stubs'
# version tests make the same class differ between Python versions).
_SHARED_CLASSES_BY_TARGET: dict[Target, dict[str, ClassInfo]] = {}
_SHARED_TYPEVARS: dict[int, TypeVarType | None] = {}


decorator_name = callee_name


def _shared_classes(target: Target) -> dict[str, ClassInfo]:
    found = _SHARED_CLASSES_BY_TARGET.get(target)
    if found is None:
        found = _SHARED_CLASSES_BY_TARGET[target] = {}
    return found


def _transparent_decorator(conv: TypeConverter, deco: ast.expr) -> bool:
    """``@rich.repr.auto`` / ``@auto(angular=True)``: a decorator that is an annotated function;
    ``@trait`` / ``@mypyc_attr(...)``: an unannotated one that hands back the class it is given
    (``return cls``; a factory's ``return lambda x: x``). mypy does not apply a class decorator's
    type: the class stays what its body says. Any other decorator makes the class dynamic
    (classic attrs' ``@attrs`` seen without its stubs adds an ``__init__`` nothing here knows)."""
    called = type(deco) is ast.Call
    head = deco.func if type(deco) is ast.Call else deco
    sym = conv._symbol(head)
    if isinstance(sym, Symbol) and sym.fullname in _BUNDLED_CLASS_DECORATORS:
        return True
    if not isinstance(sym, Symbol) and type(head) is ast.Attribute:
        sym = _method_of_instance(conv, head)  # (through a variable the name reaches no type)
    return isinstance(sym, Symbol) and sym.kind == "func" and any(
        isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and (n.returns is not None or _returns_its_argument(n, called))
        for n in sym.nodes)


def _method_of_instance(conv: TypeConverter, head: ast.Attribute) -> Symbol | None:
    """``@registry.register``: the method of the class whose instance a variable holds, where
    the variable is annotated with that class or bound to a call of it (``registry =
    Registry()``); None for anything else."""
    base = conv._symbol(head.value)
    if not isinstance(base, Symbol) or base.kind != "var":
        return None
    owner = TypeConverter(conv.r, base.scope, None)
    for node in base.nodes:
        named = (node.annotation if type(node) is ast.AnnAssign
                 else node.value.func if type(node) is ast.Assign and type(node.value) is ast.Call else None)
        cls = owner._symbol(named) if isinstance(named, (ast.Name, ast.Attribute)) else None
        if isinstance(cls, Symbol) and cls.kind == "class":
            return conv.r.member_symbol(cls, head.attr)
    return None


def _returns_its_argument(fn: ast.FunctionDef | ast.AsyncFunctionDef, factory: bool) -> bool:
    """``def trait(cls): return cls``, or for a factory ``def attr(*a): return lambda x: x``."""
    body = fn.body[1:] if fn.body and type(fn.body[0]) is ast.Expr and isinstance(fn.body[0].value, ast.Constant) else fn.body
    if len(body) != 1 or type(body[0]) is not ast.Return or body[0].value is None:
        return False
    value = body[0].value
    if factory:
        if type(value) is not ast.Lambda or len(value.args.args) != 1:
            return False
        params, value = value.args.args, value.body
    else:
        params = [*fn.args.posonlyargs, *fn.args.args]
    return bool(params) and type(value) is ast.Name and value.id == params[0].arg


def _decorator_transform(conv: TypeConverter, info: ClassInfo, deco: ast.expr) -> bool:
    """``@model`` / ``@model(frozen=True)`` where ``model`` is marked ``@dataclass_transform``:
    the class is dataclass-like (and no more dynamic than a dataclass)."""
    head = deco.func if type(deco) is ast.Call else deco
    sym = conv._symbol(head)
    spec = transforms.decorator_marker(sym if isinstance(sym, Symbol) else None)
    if spec is None and decorator_name(deco) in ("define", "frozen") and not (isinstance(sym, Symbol) and sym.kind == "func"):
        # attrs we cannot see: no __init__ known. A function we see without the marker (its
        # stub's own ``__dataclass_transform__``) makes no dataclass, as mypy: the class is plain.
        spec = transforms.Transform(init=None, inherited=False)
    if spec is None:
        return False
    keywords = deco.keywords if type(deco) is ast.Call else []
    info.transform = transforms.with_overrides(spec, keywords)
    if decorator_name(deco) in ("attrs", "s", "attributes") and not any(
            k.arg == "auto_attribs" and type(k.value) is ast.Constant and k.value.value is True for k in keywords):
        info.transform = transforms.Transform(init=None, inherited=False)  # classic attrs: only attr.ib() makes fields
    if isinstance(sym, Symbol) and sym.scope.module.name.partition(".")[0] in ("attr", "attrs"):
        info.transform = replace(info.transform, attrs=True)
    return True


def _frozen_keyword(deco: ast.expr) -> bool:
    """``@dataclass(frozen=True)``: the fields of its instances are read-only."""
    keywords = deco.keywords if type(deco) is ast.Call else []
    return any(k.arg == "frozen" and transforms.literal_bool(k.value) is True for k in keywords)


# ----- classes ---------------------------------------------------------------------------


def class_of(self: Program, sym: Symbol) -> ClassInfo | None:
    if sym.kind != "class" or not sym.nodes:
        return None
    if sym.info is not None:
        return sym.info
    shared_classes = _shared_classes(self.target)
    existing = self.classes.get(sym.fullname) or (shared_classes.get(sym.fullname) if sym.scope.module.shared else None)
    node = sym.nodes[0]
    if existing is not None and (existing.node is node or type(node) is not ast.ClassDef):
        sym.info = existing
        return existing
    if type(node) is ast.ClassDef:
        info = ClassInfo(sym.fullname, sym.scope, node, is_stub=sym.scope.module.is_stub)
        lazy = sym.scope.module.lazy_bodies.get(id(node))
        if lazy is not None and lazy[0] is node:
            info.body = lazy[1]
        else:
            body: dict[str, list[ast.stmt]] = {}
            index_statements(node.body, body, [], sym.scope.module.target)
            info.body = body
    else:
        info = ClassInfo(sym.fullname, sym.scope, None, is_stub=sym.scope.module.is_stub)
    if sym.scope.module.shared and not sym.scope.module.first_party:
        shared_classes[sym.fullname] = info
    else:
        self.classes[sym.fullname] = info
    sym.info = info
    self.classes_resolving += 1
    try:
        _resolve_class(self, info, node)
    finally:
        self.classes_resolving -= 1
    return info



def resolve_class_by_name(self: Program, fullname: str) -> ClassInfo | None:
    """A class by its full name, past the caches ``Program.class_by_name`` answers from: its
    symbol's class, or a class nested in another (``Outer.Inner``)."""
    sym = self.symbol_by_fullname(fullname)
    if sym is None:
        module, _, name = fullname.rpartition(".")
        outer = self.class_by_name(module) if "." in module else None
        if outer is not None:
            found = self.find_member(outer, name)
            sym = found[0] if found else None
    return self.class_of(sym) if sym is not None else None



def _functional_type_params(conv: TypeConverter, annotations: list[ast.expr]) -> list[TypeVarType]:
    """``NT = NamedTuple("NT", [("v", T)])`` / ``TD = TypedDict("TD", {"v": T})``: the class is
    generic in the type variables of its item types, in order of appearance (mypy)."""
    found: list[TypeVarType] = []
    for annotation in annotations:
        collect_type_vars(conv.convert(annotation, top=False), found)
    return found


def _functional_namedtuple_base(self: Program, info: ClassInfo, call: ast.Call) -> Instance | None:
    """``class P(NamedTuple("P", [("x", int)]))`` / ``class P(namedtuple("P", "x y"))``: the
    call makes a named tuple class of its own, the base (as ``Base = NamedTuple(...)`` would)."""
    first = call.args[0] if call.args else None
    name = first.value if type(first) is ast.Constant and isinstance(first.value, str) else ""
    if not name.isidentifier() or not (namedtuples.is_functional_call(call) or self.maker(call, info.scope, name) == "NamedTuple"):
        return None
    # Named by place: the class statement may reuse the name (``class P(namedtuple("P", ...))``).
    fullname = f"{info.scope.owner or info.scope.module.name}.{name}@{call.lineno}:{call.col_offset}"
    made = ast.copy_location(ast.Assign([ast.copy_location(ast.Name(name, ast.Store()), call)], call), call)
    base = self.class_of(Symbol("class", fullname, info.scope, [made]))
    return Instance(base.fullname) if base is not None and base.is_namedtuple else None


def _resolve_class(self: Program, info: ClassInfo, node: ast.stmt) -> None:
    info.resolving = True
    scope = Scope(info.scope.module, info.scope.cls, info.scope.local_defs, info.scope.type_vars, info.fullname)
    conv = TypeConverter(self, scope, None)
    bases: list[Instance] = []
    explicit_params: list[TypeVarType] | None = None
    # Type variables in an unknown base's arguments (``memoized_property[_T]`` through an alias
    # we cannot read): the class is still generic in them, as the base says.
    unknown_base_params: list[TypeVarType] = []
    maker = self.maker(node.value, scope, info.fullname.rpartition(".")[2]) if type(node) is ast.Assign and type(node.value) is ast.Call else None
    if type(node) is ast.Assign and type(node.value) is ast.Call and maker == "TypedDict":
        # TD = TypedDict("TD", {...}): a Mapping[str, object] whose keys typeddicts.py reads.
        info.is_typeddict, info.typeddict_call = True, node.value
        bases.append(Instance("typing._TypedDict"))
        info.unknown_base = not functional_fields_known(node.value)
        fields = node.value.args[1] if len(node.value.args) > 1 else None
        if type(fields) is ast.Dict:
            unknown_base_params = _functional_type_params(conv, fields.values)
    elif type(node) is ast.Assign and type(node.value) is ast.Call and (
            namedtuples.is_functional_call(node.value)
            or self.maker(node.value, info.scope, info.fullname.rpartition(".")[2]) == "NamedTuple"):
        # P = namedtuple("P", "x y") / NamedTuple("P", [("x", int)]): fields read by namedtuples.py.
        info.is_namedtuple, info.namedtuple_call = True, node.value
        bases.append(Instance("typing.NamedTuple"))
        names = namedtuples.functional_names(node.value, lambda e: namedtuples.final_str(self, info.scope, e))
        info.unknown_base = names is None
        unknown_base_params = _functional_type_params(conv, [t for _, t in names or [] if t is not None])
    elif type(node) is ast.Assign and type(node.value) is ast.Call and (enum_base := self.enum_maker(node.value, info.scope)):
        # E = Enum("E", "A B"): an enum class of the members the call lists (enum_functional.py).
        bases.append(Instance(enum_base))
        info.enum_members, info.enum_aliases = enum_functional.member_names(node.value) or (), {}
    elif type(node) is ast.Assign and type(node.value) is ast.Call:  # NewType
        args = node.value.args
        base = conv.convert(args[1], top=False) if len(args) > 1 else ANY
        info.newtype_base = base
        if type(base) is Instance:
            bases.append(base)
        elif type(base) is TupleType and is_bounded(base.items):
            # ``NewType("Pair", tuple[int, str])``: a tuple of that shape, as ``class P(tuple[int, str])``
            bases.append(Instance("builtins.tuple", (ANY,)))
            info.tuple_base = base
        else:
            info.unknown_base = True
    elif type(node) is ast.ClassDef:
        for expr in node.bases:
            head = expr.value if type(expr) is ast.Subscript else expr
            head_sym = conv._symbol(head)
            special = special_name(head_sym.fullname) if isinstance(head_sym, Symbol) else None
            if special in ("Generic", "Protocol"):
                if special == "Protocol":
                    info.is_protocol = True
                if type(expr) is ast.Subscript:
                    params = [conv.convert_type_arg(a) for a in conv._args(expr.slice)]
                    explicit_params = [p for p in params if type(p) is TypeVarType]
                continue
            special_base = head_sym.fullname.rpartition(".")[2] if isinstance(head_sym, Symbol) else ""
            if special_base == "NamedTuple" and isinstance(head_sym, Symbol) and head_sym.fullname.startswith(("typing", "typing_extensions")):
                # class P(NamedTuple): fields from the annotations, a tuple underneath.
                info.is_namedtuple = True
                bases.append(Instance("typing.NamedTuple"))
                continue
            if isinstance(head_sym, Symbol) and is_typeddict_base(head_sym.fullname):
                info.is_typeddict = True  # its keys: typeddicts.py; a Mapping[str, object] underneath
                bases.append(Instance("typing._TypedDict"))
                continue
            if special_base == "NamedTuple" and isinstance(head_sym, Symbol) and head_sym.fullname.startswith(("typing", "typing_extensions")):
                info.dynamic = True
                info.unknown_base = True
                continue
            if type(expr) is ast.Call and (made := _functional_namedtuple_base(self, info, expr)) is not None:
                bases.append(made)
                continue
            base_t = conv.convert(expr, top=False)
            if type(base_t) is Instance:
                if base_t.name != info.fullname:
                    bases.append(base_t)
            elif type(base_t) is TupleType:
                bases.append(Instance("builtins.tuple", (ANY,)))
                if is_bounded(base_t.items) or has_type_vars(base_t):
                    # Its instances are tuples of that shape (mypy's tuple_type); the type
                    # variables of the shape are the class's parameters (``class P(Tuple[T, S])``).
                    info.tuple_base = base_t
                    collect_type_vars(base_t, unknown_base_params)
            else:
                info.unknown_base = True
                if type(expr) is ast.Subscript:
                    for arg in conv._args(expr.slice):
                        collect_type_vars(conv.convert_type_arg(arg), unknown_base_params)
        for kw in node.keywords:
            if kw.arg == "metaclass":
                meta = conv.convert(kw.value, top=False)
                if type(meta) is Instance:
                    info.metaclass = meta
                if type(meta) is not Instance:
                    # An unknown metaclass may add anything. A known one serves the class
                    # object's misses (members.py) and leaves instances and overrides to the
                    # class, as in mypy.
                    info.dynamic = True
        for deco in node.decorator_list:
            form = conv.form(deco)
            name = form if form in TRANSPARENT_DECORATORS else decorator_name(deco)
            info.is_final = info.is_final or form == "final"
            if name not in TRANSPARENT_DECORATORS and name != "dataclass" and _decorator_transform(conv, info, deco):
                continue
            if name not in KNOWN_CLASS_DECORATORS and not _transparent_decorator(conv, deco):
                info.dynamic = True
            if name == "dataclass":
                info.is_dataclass = True
                info.is_frozen = info.is_frozen or _frozen_keyword(deco)
        pep695 = getattr(node, "type_params", None) or []
        if pep695:
            # Bounds, constraints and defaults read as a function's; variance inferred from the body.
            info.scope = with_bounded_type_params(self, info.scope, node, info.fullname,
                                                  lambda name: Variance.INFERRED)
            explicit_params = [info.scope.type_vars[getattr(p, "name", "")] for p in pep695]
            conv = TypeConverter(self, info.scope, None)
            bases = [b for b in (conv.convert(e, top=False) for e in node.bases) if type(b) is Instance]
            if info.is_typeddict:
                bases.insert(0, Instance("typing._TypedDict"))
        # (object's own ``__getattribute__`` is the ordinary lookup: its instances have only
        # the attributes it declares, as in mypy)
        if "__getattr__" in info.body or ("__getattribute__" in info.body and info.fullname != "builtins.object"):
            info.dynamic = True
    if not bases and info.fullname != "builtins.object" and not info.unknown_base:
        bases.append(Instance("builtins.object"))
    if explicit_params is None:
        found: list[TypeVarType] = []
        for b in bases:
            collect_type_vars(b, found)
        explicit_params = found + [tv for tv in unknown_base_params if tv not in found]
    info.bases = tuple(bases)
    info.type_params = tuple(explicit_params)
    mro: list[ClassInfo] = [info]
    base_mros: list[list[ClassInfo]] = []
    base_infos: list[ClassInfo] = []
    for base in bases:
        base_info = self.class_by_name(base.name)
        if base_info is None:
            info.unknown_base = True
            continue
        base_infos.append(base_info)
        if base_info.resolving and not base_info.mro:
            continue
        if base_info.unknown_base:
            info.unknown_base = True
        if base_info.is_typeddict:
            info.is_typeddict = True
        if base_info.dynamic and not base_info.is_stub:
            info.dynamic = True
        base_mros.append(base_info.mro)
        for c in base_info.mro:
            if c not in mro:
                mro.append(c)
    # Python's C3 order, so that ``class C(A, B[T])`` finds ``B.__init__`` before ``object``'s;
    # the depth-first order above stays for hierarchies C3 rejects.
    info.mro = _c3_merge(info, base_mros) or mro
    if info.transform is None and type(node) is ast.ClassDef and (base_infos or info.metaclass is not None):
        meta_info = self.class_by_name(info.metaclass.name) if info.metaclass is not None else None
        info.transform = transforms.inherited(base_infos, meta_info, node)
    if info.transform is not None:
        info.is_frozen = info.transform.frozen is True  # a model's own frozen setting wins over @dataclass
    # An enum: a subclass of Enum, or a class whose metaclass is EnumMeta (EnumType) or derives
    # from it (typing spec, "Enum definition").
    declared_meta = next((c.metaclass for c in info.mro if c.metaclass is not None), None)
    info.is_enum = any(c.fullname == "enum.Enum" for c in info.mro) or (
        declared_meta is not None and _is_enum_metaclass(self, declared_meta))
    info.resolving = False
    info.resolved = True



def _is_enum_metaclass(self: Program, meta: Instance) -> bool:
    info = self.class_by_name(meta.name)
    return info is not None and any(c.fullname == "enum.EnumMeta" for c in info.mro)


def class_body_symbol(self: Program, info: ClassInfo, name: str) -> Symbol | None:
    if name in info.members:
        return info.members[name]
    nodes = info.body.get(name)
    sym = None
    if nodes:
        scope = class_scope(info)
        if all(type(n) is ast.AnnAssign for n in nodes):
            # A declared attribute may use only the class's type variables: any other in a
            # ``Callable[[T], R]`` is the callable's own (mypy: ``def [T] (T) -> R``).
            scope.bound = frozenset(info.type_params)
        sym = self._symbol_from(nodes, scope, f"{info.fullname}.{name}", name)
    info.members[name] = sym
    return sym



def instance_attr_names(info: ClassInfo) -> list[str]:
    """The names the class's methods assign through ``self`` (``self.x = ...``)."""
    return list(_instance_attrs(info))


def _instance_attrs(info: ClassInfo) -> dict[str, list[tuple[ast.AST, ast.FunctionDef | ast.AsyncFunctionDef]]]:
    if info.instance_attrs is None:
        info.instance_attrs = {}
        if info.node is not None and not info.is_stub:
            for stmt in _class_level_defs(info.node.body):
                first = (stmt.args.posonlyargs + stmt.args.args)[:1]
                if first and not _class_or_static(stmt):
                    _collect_self_attrs(stmt, first[0].arg, info.instance_attrs)
    return info.instance_attrs


def declares_through_self(info: ClassInfo, stmt: ast.stmt) -> bool:
    """Whether ``stmt`` (``self.x: T = ...``) is one of the class's declarations through ``self``."""
    target = stmt.target if type(stmt) is ast.AnnAssign else None
    return type(target) is ast.Attribute and any(n is stmt for n, _ in _instance_attrs(info).get(target.attr, ()))


def instance_attr_symbol(self: Program, info: ClassInfo, name: str) -> Symbol | None:
    attrs = info.instance_attrs  # (found once per class: asked for each class of each MRO searched)
    found = (attrs if attrs is not None else _instance_attrs(info)).get(name)
    if not found:
        return None
    key = "@" + name
    if key in info.members:
        return info.members[key]
    scope = class_scope(info)
    nodes = [n for n, _ in found if isinstance(n, ast.stmt)]
    if nodes and all(type(n) is ast.AnnAssign for n in nodes):
        # As for a declaration in the class body, but the method's own variables are bound
        # too: ``self.f: Callable[[T], bool] = f`` in an ``__init__`` generic in T holds that T.
        bound = set(info.type_params)
        for _, method in found:
            signature = self.function_type(method, class_scope(info))
            if type(signature) is CallableType:
                bound.update(signature.type_vars)
        scope.bound = frozenset(bound)
    sym = Symbol("var", f"{info.fullname}.{name}", scope, nodes)
    info.members[key] = sym
    return sym



def _class_or_static(func: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """A method whose first parameter is not the instance: ``cls.x = ...`` in a classmethod
    declares no attribute (mypy reports it on the class object)."""
    return func.name in ("__new__", "__init_subclass__", "__class_getitem__") or any(
        decorator_name(d) in ("classmethod", "staticmethod") for d in func.decorator_list)


def _class_level_defs(body: list[ast.stmt]) -> Iterator[ast.FunctionDef | ast.AsyncFunctionDef]:
    """The methods of a class body, also those defined under ``if`` / ``try`` / ``with``
    (``if FREE_THREADED: def _incr_version(self): ...``)."""
    for stmt in body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            yield stmt
        elif isinstance(stmt, (ast.If, ast.With, ast.AsyncWith)):
            yield from _class_level_defs(stmt.body)
            yield from _class_level_defs(getattr(stmt, "orelse", []))
        elif type(stmt) is ast.Try:  # (a 3.11 ``try: ... except*`` is rare in a class body)
            for block in (stmt.body, stmt.orelse, stmt.finalbody, *[h.body for h in stmt.handlers]):
                yield from _class_level_defs(block)


def find_member(self: Program, info: ClassInfo, name: str) -> tuple[Symbol, ClassInfo] | None:
    """The first class of the MRO that defines ``name``. Only ``self.x = ...`` without an
    annotation defers to a base class that declares ``x`` or defines it as a method: it
    assigns the inherited attribute,
    it declares nothing (mypy's rule; not for a protocol's member, which the class implements
    with its own). One set only as a for or with target (``for self.x in ...``, untyped) defers to
    any base that defines ``x``: it is that attribute (a property, say) being written."""
    assigned: tuple[Symbol, ClassInfo] | None = None
    untyped: tuple[Symbol, ClassInfo] | None = None
    for c in info.mro or [info]:
        sym = self.class_body_symbol(c, name)
        if sym is None:
            sym = self.instance_attr_symbol(c, name)
            if sym is not None and all(type(n) is ast.Pass for n in sym.nodes):
                untyped = untyped or (sym, c)
                continue
            if sym is not None and assigned is None and _only_assigned(sym):
                assigned = sym, c
                continue
        if sym is not None:
            if assigned is None or (not c.is_protocol and (sym.kind == "func" or (sym.kind == "var" and self.declared_type(sym) is not None))):
                return sym, c
            return assigned
    return assigned or untyped


def _only_assigned(sym: Symbol) -> bool:
    return sym.kind == "var" and all(type(n) is ast.Assign and not n.type_comment for n in sym.nodes)

# ----- ClassHierarchy protocol for the relation engine -------------------------------------


def bases(self: Program, name: str) -> tuple[Instance, ...]:
    info = self.class_by_name(name)
    return info.bases if info is not None else ()



def type_params(self: Program, name: str) -> tuple[TypeVarType, ...]:
    info = self.class_by_name(name)
    return info.type_params if info is not None else ()



def has_unknown_base(self: Program, name: str) -> bool:
    info = self.class_by_name(name)
    return info is None or info.unknown_base



def has_consistent_mro(self: Program, info: ClassInfo) -> bool:
    """Whether Python can order the class's bases (C3); when not, its MRO here is a guess."""
    found = [self.class_by_name(b.name) for b in info.bases]
    return _c3_merge(info, [c.mro for c in found if c is not None]) is not None


def _c3_merge(info: ClassInfo, base_mros: list[list[ClassInfo]]) -> list[ClassInfo] | None:
    """C3 linearization of ``info`` over its bases' MROs; None when no consistent order exists."""
    pending = [list(m) for m in base_mros if m] + [[m[0] for m in base_mros if m]]
    result = [info]
    while any(pending):
        pending = [p for p in pending if p]
        head = next((p[0] for p in pending if not any(p[0] in q[1:] for q in pending)), None)
        if head is None:
            return None
        result.append(head)
        pending = [p[1:] if p[0] is head else p for p in pending]
    return result


def metaclass(self: Program, name: str) -> Instance | None:
    info = self.class_by_name(name)
    return next((c.metaclass for c in info.mro if c.metaclass is not None), None) if info is not None else None


def is_protocol(self: Program, name: str) -> bool:
    info = self.class_by_name(name)
    return info is not None and info.is_protocol



def protocol_members(self: Program, name: str) -> tuple[str, ...]:
    info = self.class_by_name(name)
    if info is None:
        return ()
    names: list[str] = []
    for c in info.mro:
        if not c.is_protocol:
            continue
        for member in c.body:
            if not member.startswith(".") and member not in names and member not in ("__slots__", "__doc__", "__module__", "__init__", "__class_getitem__", "__subclasshook__"):
                names.append(member)
    return tuple(names)



def has_member(self: Program, name: str, member: str) -> bool:
    info = self.class_by_name(name)
    if info is None or info.unknown_base or info.dynamic:
        return True
    if is_generated_member(info, member):
        return True
    return self.find_member(info, member) is not None or generated_order_method(self, info, member)


def is_generated_member(info: ClassInfo, name: str) -> bool:
    """A member the dataclass decorator writes into the class, declared in no body (attrs'
    decorators write ``__attrs_attrs__``, as mypy's attrs plugin declares it)."""
    if name == "__attrs_attrs__":
        return any(c.transform is not None and c.transform.attrs for c in info.mro)
    return name == "__dataclass_fields__" and has_dataclass_fields(info)


def has_dataclass_fields(info: ClassInfo) -> bool:
    """The class is a dataclass: ``@dataclass`` or a dataclass transform other than attrs' own
    decorators made it or a base (mypy's plugin gives all of them ``__dataclass_fields__``, so
    ``dataclasses.replace`` takes them)."""
    return any(c.is_dataclass or c.transform is not None and not c.transform.attrs for c in info.mro)


def generated_order_method(prog: Program, info: ClassInfo, name: str) -> bool:
    """``__lt__`` and the other order methods that ``@dataclass(order=True)`` (or a dataclass
    transform with ``order``) writes, where no class before it defines them."""
    from hintloader.checker import dataclass_members  # it imports this module

    return name in dataclass_members.ORDER and dataclass_members.generated_by(prog, info, name) is not None



def call_signature(self: Program, t: Type) -> Type | None:
    return self.signature_of_callable(t)




# The statements whose targets _collect_self_attrs reads.
_BINDING_STATEMENTS = frozenset({ast.Assign, ast.AnnAssign, ast.AugAssign, ast.For, ast.AsyncFor, ast.With, ast.AsyncWith})


def _collect_self_attrs(
    func: ast.FunctionDef | ast.AsyncFunctionDef,
    self_name: str,
    out: dict[str, list[tuple[ast.AST, ast.FunctionDef | ast.AsyncFunctionDef]]],
) -> None:
    for n in statements(func.body):
        if n.__class__ not in _BINDING_STATEMENTS:
            continue  # (most statements: no target to look at)
        targets: list[ast.expr] = []
        if type(n) is ast.Assign:
            targets = n.targets
        elif isinstance(n, (ast.AnnAssign, ast.AugAssign)):
            targets = [n.target]
        elif isinstance(n, (ast.For, ast.AsyncFor)):
            targets = [n.target]
        elif isinstance(n, (ast.With, ast.AsyncWith)):
            targets = [item.optional_vars for item in n.items if item.optional_vars is not None]
        for t in targets:
            for el in flat_targets(t):
                if type(el) is ast.Attribute and type(el.value) is ast.Name and el.value.id == self_name:
                    # Only ``self`` declares (mypy): ``obj.x = 1`` through another local is a write
                    # the attribute must already allow. A for or with target declares it untyped.
                    untyped = isinstance(n, (ast.For, ast.AsyncFor, ast.With, ast.AsyncWith))
                    out.setdefault(el.attr, []).append((ast.Pass() if untyped else n, func))
