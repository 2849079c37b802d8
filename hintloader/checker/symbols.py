"""Symbols, classes and lexical scopes: what a name refers to, before its type is computed."""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, Protocol

from hintloader.checker.stubs import LazyClassBody, ModuleSource
from hintloader.checker.guards import Guards
from hintloader.checker.transforms import Transform
from hintloader.typesystem.model import CallableType, Instance, TupleType, Type, TypedDictItem, TypeVarKind, TypeVarType, Variance, variadic_index

if TYPE_CHECKING:
    from hintloader.checker.attribute_types import Declaration, MethodFacts
    from hintloader.checker.namedtuples import Field

SymbolKind = Literal["class", "func", "var", "module", "typevar", "special", "unknown"]


# The key of a function's local definition index that holds the def itself: no name can be it.
ENCLOSING_DEF = "(def)"


@dataclass(eq=False, slots=True)
class Scope:
    """Where an annotation or a definition is resolved: module, optional class, locals."""

    module: ModuleSource
    cls: ClassInfo | None = None
    # Function-local definition indexes, innermost first. A local bound by no indexed statement
    # (a parameter, a ``with`` target...) maps to an empty list; ENCLOSING_DEF maps to the def
    # whose locals they are (its parameters' annotations).
    local_defs: tuple[dict[str, list[ast.stmt]], ...] = ()
    type_vars: dict[str, TypeVarType] = field(default_factory=dict)
    owner: str = ""  # name that binds new type variables (function or class full name)
    # The class ``Self`` means where ``cls`` is not set: a function nested in one of its methods.
    self_class: ClassInfo | None = None
    # The traditional type variables an annotation here may use (PEP 484 scoping: those of the
    # enclosing generic functions and class); None where that is not tracked (not checked).
    bound: frozenset[TypeVarType] | None = None


@dataclass(frozen=True, slots=True)
class Deprecation:
    """What PEP 702 ``@deprecated`` marks on a class or function (deprecations.py): the reason
    for the whole (None: not deprecated) and per overload item."""

    what: str  # "function m.f", "class m.C"
    whole: str | None
    items: tuple[str | None, ...]


@dataclass(eq=False, slots=True)
class Symbol:
    kind: SymbolKind
    fullname: str
    scope: Scope
    nodes: list[ast.stmt]
    module_name: str = ""  # for kind == "module"
    info: ClassInfo | None = None
    value_type: Type | None = None  # memo
    declared: Type | None = None  # memo of the declared type (annotation), if any
    declared_done: bool = False
    is_final: bool = False
    is_classvar: bool = False
    deprecation: Deprecation | None = None  # memo of deprecations.deprecation_of


@dataclass(eq=False, slots=True)
class ClassInfo:
    fullname: str
    scope: Scope  # the scope the class statement is in
    node: ast.ClassDef | None
    # A stub class body is lazy (stubs.LazyClassBody): members are parsed when looked up.
    body: dict[str, list[ast.stmt]] | LazyClassBody = field(default_factory=dict)
    bases: tuple[Instance, ...] = ()
    type_params: tuple[TypeVarType, ...] = ()
    unknown_base: bool = False
    is_protocol: bool = False
    is_stub: bool = False
    dynamic: bool = False  # __getattr__, unknown decorators or metaclass: misses are Any
    resolved: bool = False
    resolving: bool = False
    mro: list[ClassInfo] = field(default_factory=list)
    instance_attrs: dict[str, list[tuple[ast.AST, ast.FunctionDef | ast.AsyncFunctionDef]]] | None = None
    members: dict[str, Symbol | None] = field(default_factory=dict)
    metaclass: Instance | None = None
    is_enum: bool = False
    enum_members: tuple[str, ...] | None = None  # memo of enums.members_of_class (() if unknown)
    enum_aliases: dict[str, str] | None = None  # set with enum_members: ``AMBER = YELLOW``
    is_dataclass: bool = False
    is_frozen: bool = False  # @dataclass(frozen=True) or a frozen dataclass_transform class
    is_final: bool = False  # @final: no subclasses
    transform: Transform | None = None  # dataclass-like through dataclass_transform (transforms.py)
    guards: Guards | None = None  # memo of guards.guards_of: what the body forbids writing
    is_typeddict: bool = False
    typeddict_call: ast.Call | None = None  # functional syntax: TypedDict("TD", {...})
    typeddict_items: dict[str, TypedDictItem] | None = None  # memo of typeddicts._declared_items
    typeddict_extra: TypedDictItem | None = None  # PEP 728 extra items (None: open), set with the items
    is_namedtuple: bool = False
    namedtuple_call: ast.Call | None = None  # functional syntax: namedtuple("P", ...) / NamedTuple("P", [...])
    namedtuple_fields: list[Field] | None = None  # memo of namedtuples.fields ([] if unknown)
    newtype_base: Type | None = None
    # The fixed tuple shape a tuple base gives (``class struct_time(structseq, tuple[int, int]):``).
    tuple_base: TupleType | None = None
    # What PEP 702 marks on the members found from this class, by name (deprecations.py).
    member_deprecations: dict[str, Deprecation] = field(default_factory=dict)
    # Memo of attribute_nones.defined_as_none, by attribute name.
    none_attrs: dict[str, bool] = field(default_factory=dict)
    # Memo of class_nones.partial_none_type, by attribute name (None: the rule does not apply).
    class_nones: dict[str, Type | None] = field(default_factory=dict)
    # Memo of attribute_types.declared_attribute, by attribute name (None: not declared so).
    first_bindings: dict[str, Declaration | None] = field(default_factory=dict)
    # And what each of its methods binds and tests, by the method node's id.
    method_facts: dict[int, MethodFacts] = field(default_factory=dict)
    # Memo of attribute_flow: the value types of a method's ``self.x = ...`` bindings as its
    # flow gives them, by the method node's id (None while that method is being checked).
    method_values: dict[int, dict[int, Type] | None] = field(default_factory=dict)
    # Memo of self_arguments: the items of a method whose self is annotated (() if none), by name.
    explicit_self: dict[str, tuple[CallableType, ...]] = field(default_factory=dict)
    # Variances computed for type parameters declared ``Variance.INFERRED``, by their index.
    inferred_variances: dict[int, Variance] = field(default_factory=dict)
    # Names the class body uses as plain decorators (``@derived_value``); computed when needed.
    body_decorators: frozenset[str] | None = None

    def self_instance(self) -> Instance:
        return Instance(self.fullname, tuple(self.type_params), False, variadic_index(self.type_params))

    def body_statements(self) -> list[ast.stmt]:
        """The statements of the class body in order: a lazy stub body's members parsed (the
        nodes its lookups give), else the class node's own body."""
        if isinstance(self.body, LazyClassBody):
            return self.body.statements()
        return self.node.body if self.node is not None else []


AliasKind = Literal["explicit", "implicit", "statement", "call"]


@dataclass(frozen=True, slots=True)
class AliasDef:
    """A type alias: the type expression it stands for, the scope that expression is read in
    (a ``type`` statement's own parameters included) and how it was made: ``X: TypeAlias =``
    (explicit), ``X = list[int]`` (implicit), ``type X = ...`` (statement) or
    ``X = TypeAliasType("X", ...)`` (call, whose ``type_params`` are ``params``)."""

    value: ast.expr
    scope: Scope
    kind: AliasKind
    node: ast.stmt
    params: tuple[ast.expr, ...] = ()


class Reporter(Protocol):
    def error(self, node: ast.AST, code: str, message: str, origin: ast.AST | None = None, span: ast.AST | None = None) -> None:
        """A finding at ``node``; an ignore comment on the first line of ``origin`` (the
        statement it belongs to), or on any line of ``span``, also silences it."""

    def note(self, node: ast.AST, code: str, message: str) -> None:
        """An explanation attached to the finding just reported (same code, note severity)."""


def bound_in_class_body(owner: ClassInfo, sym: Symbol) -> bool:
    """Whether the class body itself binds the symbol (under ``if sys.platform ...`` too), not
    only ``self.x = ...`` in a method."""
    if owner.node is None:
        return False
    stmts = owner.body.get(sym.fullname.rpartition(".")[2], []) if isinstance(owner.body, dict) else owner.node.body
    return any(n in stmts or n in owner.node.body for n in sym.nodes)


def class_scope(info: ClassInfo) -> Scope:
    """The scope of a class body: what its annotations and members resolve in (its own type
    parameters included; new type variables are bound by the class)."""
    return Scope(info.scope.module, info, info.scope.local_defs, info.scope.type_vars, info.fullname)


def type_param_kind(node: ast.AST) -> TypeVarKind:
    """PEP 695 ``[T]``, ``[**P]`` or ``[*Ts]`` (ast.TypeVar, ast.ParamSpec, ast.TypeVarTuple)."""
    name = type(node).__name__
    return TypeVarKind.PARAMSPEC if name == "ParamSpec" else TypeVarKind.TYPEVARTUPLE if name == "TypeVarTuple" else TypeVarKind.TYPEVAR


def with_type_params(scope: Scope, node: ast.AST, owner: str) -> Scope:
    """The scope extended with a PEP 695 definition's own type parameters (``[T]``)."""
    params = getattr(node, "type_params", None) or []
    if not params:
        return scope
    extra = {getattr(p, "name", ""): TypeVarType(getattr(p, "name", ""), owner, kind=type_param_kind(p)) for p in params}
    return Scope(scope.module, scope.cls, scope.local_defs, {**scope.type_vars, **extra}, scope.owner, scope.self_class)
