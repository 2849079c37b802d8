"""Type values: immutable, slotted, built by normalising constructors.

Each class is final, and the checker tests a type value by its exact class (``type(t) is
UnionType``): a failed isinstance test also looks up the value's ``__class__``, and most of the
checker's tests fail."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any, Callable, TypeGuard, Union, final


class AnyOrigin(enum.Enum):
    """Why a type is Any, so strict mode and messages can tell implicit from explicit."""

    EXPLICIT = "explicit"
    UNANNOTATED = "unannotated"
    UNRESOLVED_IMPORT = "unresolved-import"
    ERROR = "error-recovery"
    SPECIAL_FORM = "special-form"
    IMPLICIT_GENERIC = "implicit-generic"
    # An unknown value assigned to a local whose type its first binding declared: the local is
    # unknown after it, and where paths merge the other paths' types stand (mypy's binder).
    ASSIGNED = "assigned"
    # The return of a parameter list (a ParamSpec's value, a CallableType): it has none, and
    # no value is ever excused by it (``has_any`` skips it).
    PARAM_LIST = "param-list"
    # A type variable of a generic call that nothing solved (``deque()``, ``Box()``): a variable
    # first bound to such a value needs an annotation (mypy's ``var-annotated``).
    UNSOLVED = "unsolved"
    # What an isinstance test leaves of a value of a class unrelated to the tested one: an
    # instance of a subclass of both (mypy's ``<subclass of A and B>``). It is an instance of
    # the value's class too, so where paths merge the other paths' types stand for it.
    MET = "met"
    # A local that ``del`` or the end of an ``except ... as name:`` handler unbound: reading it
    # is an error (checker/deleted_names.py); it is never a value anything else sees.
    DELETED = "deleted"


class ParamKind(enum.IntEnum):
    POSITIONAL_ONLY = 0
    POSITIONAL_OR_KEYWORD = 1
    VAR_POSITIONAL = 2
    KEYWORD_ONLY = 3
    VAR_KEYWORD = 4


# The kinds of parameter a positional argument can fill.
POSITIONAL_KINDS = (ParamKind.POSITIONAL_ONLY, ParamKind.POSITIONAL_OR_KEYWORD)


class TypeVarKind(enum.IntEnum):
    """What a type variable stands for: one type, a parameter list, or a sequence of types."""

    TYPEVAR = 0
    PARAMSPEC = 1
    TYPEVARTUPLE = 2


class Variance(enum.IntEnum):
    INVARIANT = 0
    COVARIANT = 1
    CONTRAVARIANT = 2
    # Computed from how the class uses it (PEP 695 classes, ``infer_variance=True``): the
    # relation engine asks the class hierarchy (``inferred_variance``).
    INFERRED = 3


# Members read in hot predicates, as plain globals: on 3.11 a member read through its enum
# class goes through EnumType's __getattr__ hook (several times a plain global's cost).
_TYPEVAR = TypeVarKind.TYPEVAR
_PARAMSPEC = TypeVarKind.PARAMSPEC
_TYPEVARTUPLE = TypeVarKind.TYPEVARTUPLE
_VAR_POSITIONAL = ParamKind.VAR_POSITIONAL


# The hottest classes below write their own ``__init__``, ``__eq__`` and ``__hash__``: the
# generated ones were about a tenth of a check. Fields are set through the slots' descriptors
# (a frozen class's generated ``__init__`` calls ``object.__setattr__`` per field), equality
# answers identity first, and a hash is computed once, the value the generated one gives
# (``hash`` of the compared fields' tuple): types are keys of many memo tables. Types never
# leave the process (a stored hash would not hold in another one).


def _slot_setters(cls: type, *names: str) -> tuple[Callable[[Any, Any], None], ...]:
    """Each named slot's setter: writes the field of a frozen instance being built."""
    return tuple(vars(cls)[name].__set__ for name in names)


@final
@dataclass(frozen=True, slots=True)
class AnyType:
    origin: AnyOrigin = AnyOrigin.EXPLICIT
    hash_memo: int = field(default=0, init=False, repr=False, compare=False)  # 0: not yet

    def __init__(self, origin: AnyOrigin = AnyOrigin.EXPLICIT) -> None:
        _ANY_ORIGIN(self, origin)
        _ANY_HASH(self, 0)

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if type(other) is not AnyType:
            return NotImplemented
        return self.origin == other.origin

    def __hash__(self) -> int:
        h = self.hash_memo
        if not h:
            h = hash((self.origin,))
            _ANY_HASH(self, h)
        return h


_ANY_ORIGIN, _ANY_HASH = _slot_setters(AnyType, "origin", "hash_memo")


@final
@dataclass(frozen=True, slots=True)
class NoneType:
    pass


@final
@dataclass(frozen=True, slots=True)
class NeverType:
    pass


@final
@dataclass(frozen=True, slots=True)
class Instance:
    """An instance of a nominal class, named by its full dotted name."""

    name: str
    args: tuple[Type, ...] = ()
    # PEP 675 ``LiteralString`` is a ``builtins.str`` known to be built from literals only: a str
    # to every member lookup, a subtype of str, and the type literal strings have (LITERAL_STRING).
    literal_string: bool = False
    # The index of the class's TypeVarTuple among its parameters (-1: none). Its argument is the
    # tuple of the types it takes; shown spliced in (``Array[int, str]``). For messages only.
    variadic: int = field(default=-1, compare=False)
    hash_memo: int = field(default=0, init=False, repr=False, compare=False)  # 0: not yet

    def __init__(self, name: str, args: tuple[Type, ...] = (), literal_string: bool = False,
                 variadic: int = -1) -> None:
        _INSTANCE_NAME(self, name)
        _INSTANCE_ARGS(self, args)
        _INSTANCE_LITERAL_STRING(self, literal_string)
        _INSTANCE_VARIADIC(self, variadic)
        _INSTANCE_HASH(self, 0)

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if type(other) is not Instance:
            return NotImplemented
        return self.name == other.name and self.args == other.args and self.literal_string == other.literal_string

    def __hash__(self) -> int:
        h = self.hash_memo
        if not h:
            h = hash((self.name, self.args, self.literal_string))
            _INSTANCE_HASH(self, h)
        return h


_INSTANCE_NAME, _INSTANCE_ARGS, _INSTANCE_LITERAL_STRING, _INSTANCE_VARIADIC, _INSTANCE_HASH = _slot_setters(
    Instance, "name", "args", "literal_string", "variadic", "hash_memo")


@final
@dataclass(frozen=True, slots=True)
class LiteralType:
    value: int | str | bytes | bool
    fallback: str  # full name of the class of the value

    def __init__(self, value: int | str | bytes | bool, fallback: str) -> None:
        _LITERAL_VALUE(self, value)
        _LITERAL_FALLBACK(self, fallback)

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if type(other) is not LiteralType:
            return NotImplemented
        return self.value == other.value and self.fallback == other.fallback

    def __hash__(self) -> int:
        return hash((self.value, self.fallback))


_LITERAL_VALUE, _LITERAL_FALLBACK = _slot_setters(LiteralType, "value", "fallback")


@final
@dataclass(frozen=True, slots=True)
class TupleType:
    """A tuple by its items; ``tuple[T, ...]`` is ``Instance("builtins.tuple", (T,))``.

    At most one item may stand for any number of items: an ``UnboundedItems``
    (``tuple[int, *tuple[str, ...]]``) or a TypeVarTuple (``tuple[int, *Ts]``). ``make_tuple``
    builds the normal form (see typesystem/tuples.py for lengths, indexing and slicing)."""

    items: tuple[Type, ...]


@final
@dataclass(frozen=True, slots=True)
class UnboundedItems:
    """Only as an item of a TupleType: zero or more items of type ``item``, written
    ``*tuple[item, ...]``. Substituting a TypeVarTuple by ``tuple[X, ...]`` makes one."""

    item: Type


@final
@dataclass(frozen=True, slots=True)
class UnionType:
    items: tuple[Type, ...]
    hash_memo: int = field(default=0, init=False, repr=False, compare=False)  # 0: not yet

    def __init__(self, items: tuple[Type, ...]) -> None:
        _UNION_ITEMS(self, items)
        _UNION_HASH(self, 0)

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if type(other) is not UnionType:
            return NotImplemented
        return self.items == other.items

    def __hash__(self) -> int:
        h = self.hash_memo
        if not h:
            h = hash((self.items,))
            _UNION_HASH(self, h)
        return h


_UNION_ITEMS, _UNION_HASH = _slot_setters(UnionType, "items", "hash_memo")


@final
@dataclass(frozen=True, slots=True)
class TypeVarType:
    name: str
    scope: str  # the function or class that binds it
    bound: Type | None = None
    values: tuple[Type, ...] = ()
    variance: Variance = Variance.INVARIANT
    default: Type | None = field(default=None, compare=False)
    # A ParamSpec ``P`` is the type of ``*args: P.args`` and ``**kwargs: P.kwargs``; its value is
    # a CallableType whose params are the list. A TypeVarTuple ``Ts`` is the type of
    # ``*args: *Ts`` and an item of ``tuple[int, *Ts]``; its value is a TupleType.
    kind: TypeVarKind = TypeVarKind.TYPEVAR
    hash_memo: int = field(default=0, init=False, repr=False, compare=False)  # 0: not yet

    def __init__(self, name: str, scope: str, bound: Type | None = None, values: tuple[Type, ...] = (),
                 variance: Variance = Variance.INVARIANT, default: Type | None = None,
                 kind: TypeVarKind = TypeVarKind.TYPEVAR) -> None:
        _TV_NAME(self, name)
        _TV_SCOPE(self, scope)
        _TV_BOUND(self, bound)
        _TV_VALUES(self, values)
        _TV_VARIANCE(self, variance)
        _TV_DEFAULT(self, default)
        _TV_KIND(self, kind)
        _TV_HASH(self, 0)

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if type(other) is not TypeVarType:
            return NotImplemented
        return (self.name == other.name and self.scope == other.scope and self.bound == other.bound
                and self.values == other.values and self.variance == other.variance and self.kind == other.kind)

    def __hash__(self) -> int:
        h = self.hash_memo
        if not h:
            h = hash((self.name, self.scope, self.bound, self.values, self.variance, self.kind))
            _TV_HASH(self, h)
        return h


_TV_NAME, _TV_SCOPE, _TV_BOUND, _TV_VALUES, _TV_VARIANCE, _TV_DEFAULT, _TV_KIND, _TV_HASH = _slot_setters(
    TypeVarType, "name", "scope", "bound", "values", "variance", "default", "kind", "hash_memo")


@final
@dataclass(frozen=True, slots=True)
class Param:
    name: str | None
    type: Type
    kind: ParamKind = ParamKind.POSITIONAL_OR_KEYWORD
    has_default: bool = False

    def __init__(self, name: str | None, type: Type, kind: ParamKind = ParamKind.POSITIONAL_OR_KEYWORD,
                 has_default: bool = False) -> None:
        _PARAM_NAME(self, name)
        _PARAM_TYPE(self, type)
        _PARAM_KIND(self, kind)
        _PARAM_HAS_DEFAULT(self, has_default)

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if type(other) is not Param:
            return NotImplemented
        return (self.name == other.name and self.type == other.type and self.kind == other.kind
                and self.has_default == other.has_default)

    def __hash__(self) -> int:
        return hash((self.name, self.type, self.kind, self.has_default))


_PARAM_NAME, _PARAM_TYPE, _PARAM_KIND, _PARAM_HAS_DEFAULT = _slot_setters(Param, "name", "type", "kind", "has_default")


@final
@dataclass(frozen=True, slots=True)
class CallableType:
    params: tuple[Param, ...]
    ret: Type
    name: str | None = None
    # ``Callable[..., R]``: any arguments are accepted.
    ellipsis: bool = False
    type_vars: tuple[TypeVarType, ...] = ()
    # The narrowed type when the callable is a TypeGuard / TypeIs function.
    guard: Type | None = None
    is_type_is: bool = False
    # ``*args: Any, **kwargs: Any`` as declared (or ``...`` after a Concatenate prefix, or an
    # unknown ParamSpec spliced in): after its other parameters the callable is ``...``, in
    # both directions (typing spec, "Meaning of ... in Callable").
    any_tail: bool = False
    # Its keyword-only parameters stand for ``**kwargs: Unpack[TD]`` of an open TypedDict
    # (PEP 692): a value of TD may hold more keys, so a callable of this type may receive
    # keywords it does not list, and an implementation needs a ``**kwargs`` of its own.
    unpacked_kwargs: bool = False
    hash_memo: int = field(default=0, init=False, repr=False, compare=False)  # 0: not yet

    def __init__(self, params: tuple[Param, ...], ret: Type, name: str | None = None, ellipsis: bool = False,
                 type_vars: tuple[TypeVarType, ...] = (), guard: Type | None = None, is_type_is: bool = False,
                 any_tail: bool = False, unpacked_kwargs: bool = False) -> None:
        _CALLABLE_PARAMS(self, params)
        _CALLABLE_RET(self, ret)
        _CALLABLE_NAME(self, name)
        _CALLABLE_ELLIPSIS(self, ellipsis)
        _CALLABLE_TYPE_VARS(self, type_vars)
        _CALLABLE_GUARD(self, guard)
        _CALLABLE_IS_TYPE_IS(self, is_type_is)
        _CALLABLE_ANY_TAIL(self, any_tail)
        _CALLABLE_UNPACKED_KWARGS(self, unpacked_kwargs)
        _CALLABLE_HASH(self, 0)

    def with_params(self, params: tuple[Param, ...]) -> CallableType:
        """``replace(self, params=params)`` without its generic cost (a method is bound per use)."""
        return CallableType(params, self.ret, self.name, self.ellipsis, self.type_vars, self.guard,
                            self.is_type_is, self.any_tail, self.unpacked_kwargs)

    def with_name(self, name: str | None) -> CallableType:
        """``replace(self, name=name)`` without its generic cost."""
        return CallableType(self.params, self.ret, name, self.ellipsis, self.type_vars, self.guard,
                            self.is_type_is, self.any_tail, self.unpacked_kwargs)

    def with_ret(self, ret: Type, type_vars: tuple[TypeVarType, ...]) -> CallableType:
        """``replace(self, ret=ret, type_vars=type_vars)`` without its generic cost."""
        return CallableType(self.params, ret, self.name, self.ellipsis, type_vars, self.guard,
                            self.is_type_is, self.any_tail, self.unpacked_kwargs)

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if type(other) is not CallableType:
            return NotImplemented
        return (self.params == other.params and self.ret == other.ret and self.name == other.name
                and self.ellipsis == other.ellipsis and self.type_vars == other.type_vars
                and self.guard == other.guard and self.is_type_is == other.is_type_is
                and self.any_tail == other.any_tail and self.unpacked_kwargs == other.unpacked_kwargs)

    def __hash__(self) -> int:
        h = self.hash_memo
        if not h:
            h = hash((self.params, self.ret, self.name, self.ellipsis, self.type_vars, self.guard,
                      self.is_type_is, self.any_tail, self.unpacked_kwargs))
            _CALLABLE_HASH(self, h)
        return h


(_CALLABLE_PARAMS, _CALLABLE_RET, _CALLABLE_NAME, _CALLABLE_ELLIPSIS, _CALLABLE_TYPE_VARS, _CALLABLE_GUARD,
 _CALLABLE_IS_TYPE_IS, _CALLABLE_ANY_TAIL, _CALLABLE_UNPACKED_KWARGS, _CALLABLE_HASH) = _slot_setters(
    CallableType, "params", "ret", "name", "ellipsis", "type_vars", "guard", "is_type_is", "any_tail",
    "unpacked_kwargs", "hash_memo")


@final
@dataclass(frozen=True, slots=True)
class Overloaded:
    items: tuple[CallableType, ...]


@final
@dataclass(frozen=True, slots=True)
class TypeType:
    """``type[C]``: the class object itself (or a subclass of it)."""

    item: Type
    # Written as the class itself (``C``, ``list[int]``, an alias of it), not a ``type[C]``
    # value: ``reveal_type`` shows its constructor then, as mypy does. It never changes what
    # the type is, so it takes no part in comparisons.
    class_object: bool = field(default=False, compare=False)


@final
@dataclass(frozen=True, slots=True)
class ModuleType:
    name: str


Type = Union[
    AnyType,
    NoneType,
    NeverType,
    Instance,
    LiteralType,
    TupleType,
    UnboundedItems,
    UnionType,
    TypeVarType,
    CallableType,
    Overloaded,
    TypeType,
    ModuleType,
]

ANY = AnyType(AnyOrigin.EXPLICIT)
UNANNOTATED = AnyType(AnyOrigin.UNANNOTATED)
ERROR_ANY = AnyType(AnyOrigin.ERROR)
UNSOLVED_ANY = AnyType(AnyOrigin.UNSOLVED)


def any_from(source: AnyType) -> AnyType:
    """The Any a member, call or item of the unknown ``source`` is: what unannotated code gives
    stays that (mypy's Any "from another Any"), so the rules about such values still apply;
    any other unknown value's parts are plain Any."""
    return source if source.origin is AnyOrigin.UNANNOTATED else ANY
SPECIAL_ANY = AnyType(AnyOrigin.SPECIAL_FORM)
UNRESOLVED_ANY = AnyType(AnyOrigin.UNRESOLVED_IMPORT)
PARAM_LIST_RET = AnyType(AnyOrigin.PARAM_LIST)
NONE = NoneType()
NEVER = NeverType()
STR = Instance("builtins.str")
LITERAL_STRING = Instance("builtins.str", (), True)
# PEP 747: ``TypeForm[T]``, the type of a type expression's value that stands for T (or a type
# assignable to it); an Instance of this name with one argument, covariant (relations.py).
TYPE_FORM = "typing.TypeForm"


def type_form(item: Type) -> Instance:
    return Instance(TYPE_FORM, (item,))
# Tuple items that widening may change.
_WIDENED_IN_TUPLES = frozenset({LiteralType, UnionType, TupleType, UnboundedItems})


def instance(name: str, *args: Type) -> Instance:
    return Instance(name, tuple(args))


_MODULE_CLASS = Instance("types.ModuleType")


# Members make_union does more with than keep them once (flattens, drops, counts, rejoins).
_NEEDS_FLATTENING = frozenset({UnionType, AnyType, NeverType, ModuleType, TypeVarType})


def make_union(items: list[Type] | tuple[Type, ...]) -> Type:
    """Flatten nested unions, drop duplicates and Never; one member is that member.

    ``T | Any`` stays a union, as the typing spec says: the value may be a ``T``, which must
    still be used as one (``(int | Any).foo`` is an error for the ``int``). Every Any is one
    member, where the first stood."""
    n = len(items)
    if n == 1 and type(items[0]) is not UnionType:
        return items[0]
    if n == 2 and type(items[0]) not in _NEEDS_FLATTENING and type(items[1]) not in _NEEDS_FLATTENING:
        # Two plain members (``X | None``, a join of two classes): the loop below would keep
        # both, or the first of two equal ones.
        first, second = items
        return first if first is second or (type(first) is type(second) and first == second) else UnionType((first, second))
    flat: dict[Type, None] = {}
    found_any: AnyType | None = None
    modules = 0
    type_vars = 0
    for item in items:
        for member in item.items if type(item) is UnionType else (item,):
            if type(member) is AnyType:
                if found_any is None:
                    found_any = member
                    flat[member] = None
            elif type(member) is not NeverType:
                if type(member) is ModuleType and member not in flat:
                    modules += 1
                elif type(member) is TypeVarType:
                    type_vars += 1
                flat[member] = None
    if type_vars > 1:
        flat = _rejoined_type_vars(flat)
    if modules and (modules > 1 or _MODULE_CLASS in flat):
        # Modules are instances of types.ModuleType to mypy, and a union of two is that class
        # (``for m in (typing, typing_extensions)``: its attributes are its __getattr__'s Any).
        flat = {(_MODULE_CLASS if type(m) is ModuleType else m): None for m in flat}
    if not flat:
        return NEVER
    if len(flat) == 1:
        return next(iter(flat))
    return UnionType(tuple(flat))


def _rejoined_type_vars(flat: dict[Type, None]) -> dict[Type, None]:
    """One type variable narrowed two ways (``T`` bounded by ``A | B``, narrowed to each by
    ``isinstance``) joins back into one: T over the union of the narrowed bounds."""
    seen: dict[tuple[str, str], TypeVarType] = {}
    for m in flat:
        if type(m) is TypeVarType:
            first = seen.setdefault((m.name, m.scope), m)
            if first is not m and first.bound is not None and m.bound is not None:
                seen[(m.name, m.scope)] = TypeVarType(m.name, m.scope, make_union([first.bound, m.bound]), (), m.variance, m.default, m.kind)
            elif first is not m:
                seen[(m.name, m.scope)] = first if first.bound is None else m
    out: dict[Type, None] = {}
    for m in flat:
        out[seen.get((m.name, m.scope), m) if type(m) is TypeVarType else m] = None
    return out


def join_gradual(items: list[Type] | tuple[Type, ...]) -> Type:
    """The union of ``items`` where an Any among them makes the result Any (``Any | None``
    excepted): mypy's join, for what inference guesses (a type variable solved from an Any
    and an ``int`` is Any), as opposed to what an annotation spells."""
    joined = make_union(items)
    if type(joined) is UnionType and any(type(m) is AnyType for m in joined.items):
        rest = [m for m in joined.items if type(m) is not AnyType]
        any_member = next(m for m in joined.items if type(m) is AnyType)
        return UnionType((any_member, NONE)) if all(type(m) is NoneType for m in rest) else any_member
    return joined


def make_optional(item: Type) -> Type:
    return make_union([item, NONE])


def union_items(t: Type) -> tuple[Type, ...]:
    return t.items if type(t) is UnionType else (t,)


def remove_none(t: Type) -> Type:
    return make_union([i for i in union_items(t) if type(i) is not NoneType])


# The classes of PEP 661 sentinels, whose literal types are the sentinels (value: full name).
SENTINEL_CLASSES = frozenset({"typing_extensions.sentinel", "builtins.sentinel"})


# The class of each literal's fallback, made once: literals are widened by the ten thousand.
_LITERAL_CLASSES: dict[str, Instance] = {}


def widen_literal(t: Type) -> Type:
    """``Literal[1]`` becomes ``int``, also inside unions; used when inferring variables. A
    sentinel stays: it is the one value of its type, as None is."""
    if type(t) is LiteralType:
        if t.fallback in SENTINEL_CLASSES:
            return t
        widened = _LITERAL_CLASSES.get(t.fallback)
        if widened is None:
            widened = _LITERAL_CLASSES[t.fallback] = Instance(t.fallback)
        return widened
    if type(t) is UnionType:
        return make_union([widen_literal(i) for i in t.items])
    if type(t) is TupleType:
        for item in t.items:
            if type(item) in _WIDENED_IN_TUPLES:
                return TupleType(tuple(widen_literal(i) for i in t.items))
    if type(t) is UnboundedItems:
        return UnboundedItems(widen_literal(t.item))
    return t


def is_str_literal(t: Type) -> bool:
    """A literal str type or LiteralString: what fits ``LiteralString``."""
    return (type(t) is LiteralType and t.fallback == "builtins.str") or (type(t) is Instance and t.literal_string)


def as_receiver(t: LiteralType) -> Instance:
    """The instance a literal's attributes are looked up on: a str literal is a LiteralString
    (so typeshed's LiteralString overloads of str's methods apply), others their class."""
    return LITERAL_STRING if t.fallback == "builtins.str" else Instance(t.fallback)


def widen_literal_strings(t: Type) -> Type:
    """The type a variable inferred from ``t`` gets (mypy's view, where LiteralString is str):
    literals widened as ``widen_literal`` does and every LiteralString, also inside type
    arguments (``"a,b".split(",")`` is a ``list[LiteralString]``), made str."""
    return drop_literal_string(widen_literal(t))


def drop_literal_string(t: Type) -> Type:
    """``t`` with every LiteralString in it made str (its literals kept)."""
    return _without_literal_string(t) if has_literal_string(t) else t


def has_literal_string(t: Type) -> bool:
    if type(t) is Instance:
        if t.literal_string:
            return True
        for a in t.args:
            if has_literal_string(a):
                return True
        return False
    if type(t) is UnionType or type(t) is TupleType:
        for a in t.items:
            if has_literal_string(a):
                return True
        return False
    if type(t) is TypeType:
        return has_literal_string(t.item)
    return False


def _without_literal_string(t: Type) -> Type:
    if type(t) is Instance:
        if t.literal_string:
            return STR
        return Instance(t.name, tuple([_without_literal_string(a) for a in t.args])) if t.args else t
    if type(t) is UnionType:
        return make_union([_without_literal_string(a) for a in t.items])
    if type(t) is TupleType:
        return TupleType(tuple([_without_literal_string(a) for a in t.items]))
    if type(t) is TypeType:
        return TypeType(_without_literal_string(t.item))
    return t


def literal_fallback(value: int | str | bytes | bool) -> str:
    if isinstance(value, bool):
        return "builtins.bool"
    if isinstance(value, int):
        return "builtins.int"
    if isinstance(value, str):
        return "builtins.str"
    return "builtins.bytes"


def constant_type(value: object) -> Type | None:
    """The type of a constant as written: a literal of a str, int, bytes or bool, None, a float
    or complex; None for ``...`` and anything else (whose type depends on where it stands)."""
    if value is None:
        return NONE
    if isinstance(value, (bool, int, str, bytes)):
        return LiteralType(value, literal_fallback(value))
    if isinstance(value, float):
        return Instance("builtins.float")
    if isinstance(value, complex):
        return Instance("builtins.complex")
    return None


# The walkers here dispatch on the exact class (type values are never subclassed) and loop
# without generators: they run on nearly every type the checker builds.


def has_any(t: Type) -> bool:
    """Whether Any occurs anywhere in the type (then we stay silent about it); ``Callable[...,
    R]`` counts, its parameters being Any."""
    return _occurs(t, AnyType)


def excuses_mismatch(t: Type) -> bool:
    """Whether Any in a value's type may be why it does not fit (then we stay silent). A plain
    callable's Any parameters and return relate gradually already, so a mismatch of one is in
    its shape (arity, kinds, names, defaults) and stands."""
    if type(t) is CallableType and not t.ellipsis:
        return False
    if type(t) is UnionType:  # ``Any | None``: the Any member fits; the others decide
        return any(excuses_mismatch(i) for i in t.items if type(i) is not AnyType)
    return has_any(t)


def has_literal(t: Type) -> bool:
    """Whether a literal type occurs anywhere in the type (``zip[tuple[Literal["a"], int]]``)."""
    return _occurs(t, LiteralType)


def has_type_vars(t: Type) -> bool:
    return _occurs(t, TypeVarType)


def has_free_type_vars(t: Type) -> bool:
    """A type variable left in ``t`` that no generic function in it binds at the top: a
    generic function's own are its (``dict.get`` is ``[_T]`` and all), not unsolved."""
    items = t.items if type(t) is Overloaded else (t,) if type(t) is CallableType else None
    if items is None:
        return has_type_vars(t)
    for item in items:
        found: list[TypeVarType] = []
        collect_type_vars(item, found)
        if any(v not in item.type_vars for v in found):
            return True
    return False


def collect_type_vars(t: Type, out: list[TypeVarType]) -> None:
    """Append the type variables of ``t`` that ``out`` lacks, in order of appearance (a
    callable's parameters before its return, as a generic alias lists its parameters)."""
    # (one walk: a has_type_vars test at each level walked each subtree again)
    if type(t) is TypeVarType:
        if t not in out:
            out.append(t)
    elif type(t) is Instance:
        for a in t.args:
            collect_type_vars(a, out)
    elif type(t) is CallableType:
        for p in t.params:
            collect_type_vars(p.type, out)
        collect_type_vars(t.ret, out)
        if t.guard is not None:
            collect_type_vars(t.guard, out)  # ``TypeGuard[T]``
    elif type(t) is TypeType or type(t) is UnboundedItems:
        collect_type_vars(t.item, out)
    elif type(t) is UnionType or type(t) is TupleType or type(t) is Overloaded:
        for item in t.items:
            collect_type_vars(item, out)


def _occurs(t: Type, kind: type) -> bool:
    """Whether a type of class ``kind`` occurs anywhere in ``t``."""
    if type(t) is kind:
        return True
    if type(t) is Instance:
        for a in t.args:
            if _occurs(a, kind):
                return True
        return False
    if type(t) is UnionType or type(t) is TupleType:
        for a in t.items:
            if _occurs(a, kind):
                return True
        return False
    if type(t) is CallableType:
        if (t.ellipsis and kind is AnyType) or (_occurs(t.ret, kind) and not is_param_list(t)):
            return True
        for p in t.params:
            if _occurs(p.type, kind):
                return True
        return t.guard is not None and _occurs(t.guard, kind)
    if type(t) is Overloaded:
        for i in t.items:
            if _occurs(i, kind):
                return True
        return False
    if type(t) is TypeType or type(t) is UnboundedItems:
        return _occurs(t.item, kind)
    return False


def substitute(t: Type, mapping: dict[TypeVarType, Type]) -> Type:
    """Replace type variables; an empty mapping returns the same object (no copies)."""
    if not mapping:
        return t
    if type(t) is TypeVarType:
        return mapping.get(t, t)
    if type(t) is Instance:
        if not t.args:
            return t
        return Instance(t.name, tuple([substitute(a, mapping) for a in t.args]), t.literal_string, t.variadic)
    if type(t) is TupleType:
        return _substitute_tuple(t, mapping)
    if type(t) is UnionType:
        return make_union([substitute(a, mapping) for a in t.items])
    if type(t) is CallableType:
        params = _substitute_params(t.params, mapping)
        # Callable[P, R] with P unknown is Callable[..., R] (and shown so in messages).
        ellipsis = t.ellipsis or params is _ANY_STAR
        # (the constructor, not dataclasses.replace: this runs for every generic call's types)
        return CallableType(
            () if ellipsis else params, substitute(t.ret, mapping), t.name, ellipsis,
            tuple([v for v in t.type_vars if v not in mapping]) if t.type_vars else (),
            None if t.guard is None else substitute(t.guard, mapping), t.is_type_is,
            t.any_tail or any(p is _ANY_STAR[0] for p in params), t.unpacked_kwargs)
    if type(t) is Overloaded:
        items = [substitute(i, mapping) for i in t.items]
        return Overloaded(tuple(i for i in items if type(i) is CallableType))
    if type(t) is TypeType:
        return TypeType(substitute(t.item, mapping))
    if type(t) is UnboundedItems:
        return UnboundedItems(substitute(t.item, mapping))
    return t


def is_variadic(t: Type) -> TypeGuard[TypeVarType]:
    """A ParamSpec or TypeVarTuple: it stands for several parameters or items."""
    return type(t) is TypeVarType and t.kind != _TYPEVAR


def variadic_index(params: tuple[TypeVarType, ...] | list[TypeVarType]) -> int:
    """Where a class's TypeVarTuple is among its type parameters (-1: it has none)."""
    for i, p in enumerate(params):
        if p.kind == _TYPEVARTUPLE:
            return i
    return -1


def is_variadic_item(t: Type) -> bool:
    """A tuple item that stands for any number of items: ``*tuple[X, ...]`` or ``*Ts``."""
    return type(t) is UnboundedItems or type(t) is TypeVarType and t.kind == _TYPEVARTUPLE


def unpacked_items(t: Type) -> tuple[Type, ...] | None:
    """The items ``*t`` stands for inside a tuple's items: a tuple's own items, one
    ``UnboundedItems`` for ``tuple[X, ...]`` (and Any, of unknown length), a TypeVarTuple
    itself; None for what cannot be unpacked there."""
    if type(t) is TupleType:
        return t.items
    if type(t) is Instance and t.name == "builtins.tuple" and len(t.args) == 1:
        return (UnboundedItems(t.args[0]),)
    if type(t) is AnyType:
        return (UnboundedItems(t),)
    if type(t) is TypeVarType and t.kind == TypeVarKind.TYPEVARTUPLE:
        return (t,)
    return None


def make_tuple(items: list[Type] | tuple[Type, ...]) -> Type:
    """The normal form of a tuple of these (already unpacked) items: ``tuple[*tuple[X, ...]]``
    is ``tuple[X, ...]`` (an Instance, as every homogeneous tuple is). More than one variadic
    item is no valid tuple (where it is written it is reported): of unknown shape."""
    if len(items) == 1 and type(items[0]) is UnboundedItems:
        return Instance("builtins.tuple", (items[0].item,))
    if sum(1 for i in items if is_variadic_item(i)) > 1:
        return Instance("builtins.tuple", (ANY,))
    return TupleType(tuple(items))


_ANY_STAR = (Param("args", ANY, ParamKind.VAR_POSITIONAL), Param("kwargs", ANY, ParamKind.VAR_KEYWORD))


def _substitute_params(params: tuple[Param, ...], mapping: dict[TypeVarType, Type]) -> tuple[Param, ...]:
    if len(params) == 2 and params[0].kind == _VAR_POSITIONAL and is_variadic(params[0].type) and params[0].type.kind == _PARAMSPEC:
        value = mapping.get(params[0].type)
        if type(value) is AnyType or type(value) is CallableType and value.ellipsis:
            return _ANY_STAR  # exactly P, unknown: the caller makes the callable Callable[..., R]
    out: list[Param] = []
    for p in params:
        var = p.type
        value = mapping.get(var) if is_variadic(var) else None
        if not is_variadic(var) or value is None or type(value) is TypeVarType:
            out.append(Param(p.name, substitute(p.type, mapping), p.kind, p.has_default))
        elif var.kind == TypeVarKind.PARAMSPEC:
            if p.kind == ParamKind.VAR_KEYWORD:
                continue  # spliced together with the ``*args: P.args`` half
            # P's value is a parameter list (a CallableType); anything else is unknown: Any.
            known = type(value) is CallableType and not value.ellipsis
            out.extend(value.params if type(value) is CallableType and known else _ANY_STAR)
        elif type(value) is TupleType:
            out.extend(star_params(p.name, value.items))
        elif type(value) is Instance and value.name == "builtins.tuple" and value.args:
            out.append(Param(p.name, value.args[0], ParamKind.VAR_POSITIONAL))
        else:
            out.append(Param(p.name, ANY, ParamKind.VAR_POSITIONAL))
    return tuple(out)


def star_params(name: str | None, items: tuple[Type, ...]) -> list[Param]:
    """``*args`` unpacking a tuple of these items, as parameters (typing spec, "Unpacking
    tuples in *args"): the items before the variadic one positional-only, the variadic one
    ``*args`` (``*Ts`` itself, or ``X`` of ``*tuple[X, ...]``), the items after it
    positional-only after ``*args`` (only a position reaches them: ``trailing_params``)."""
    out: list[Param] = []
    for item in items:
        if type(item) is UnboundedItems:
            out.append(Param(name, item.item, ParamKind.VAR_POSITIONAL))
        elif is_variadic_item(item):
            out.append(Param(name, item, ParamKind.VAR_POSITIONAL))
        else:
            out.append(Param(None, item, ParamKind.POSITIONAL_ONLY))
    return out


def trailing_params(params: tuple[Param, ...]) -> int:
    """How many positional-only parameters follow ``*args`` (from ``*args: *tuple[*Ts, X]``
    or ``Callable[[*Ts, X], R]``): the last positional arguments go to them."""
    n = 0
    for p in reversed(params):
        if p.kind == ParamKind.POSITIONAL_ONLY:
            n += 1
        elif p.kind == ParamKind.VAR_POSITIONAL:
            return n
        elif p.kind != ParamKind.KEYWORD_ONLY and p.kind != ParamKind.VAR_KEYWORD:
            return 0
    return 0


def unpacked_star_type(params: tuple[Param, ...]) -> Type:
    """The type of ``args`` in the body of a def whose ``*args`` unpacks a tuple: the tuple of
    its unnamed positional items around ``*args`` (a def names every other parameter)."""
    items: list[Type] = []
    for p in params:
        if p.kind == ParamKind.VAR_POSITIONAL:
            items.append(p.type if is_variadic_item(p.type) else UnboundedItems(p.type))
        elif p.kind == ParamKind.POSITIONAL_ONLY and p.name is None:
            items.append(p.type)
    return make_tuple(items)


def _substitute_tuple(t: TupleType, mapping: dict[TypeVarType, Type]) -> Type:
    items: list[Type] = []
    for item in t.items:
        value = mapping.get(item) if type(item) is TypeVarType and item.kind == TypeVarKind.TYPEVARTUPLE else None
        if value is None:
            items.append(substitute(item, mapping))
            continue
        # tuple[int, *Ts] with Ts = tuple[str, bytes] is tuple[int, str, bytes]; with
        # Ts = tuple[str, ...] it is tuple[int, *tuple[str, ...]].
        spliced = unpacked_items(value)
        if spliced is None:
            return Instance("builtins.tuple", (ANY,))  # no tuple: stay gradual
        items.extend(spliced)
    return make_tuple(items)


def param_list(params: tuple[Param, ...]) -> CallableType:
    """A parameter list as a value (of a ParamSpec, or a class's ParamSpec argument)."""
    return CallableType(params, PARAM_LIST_RET)


def is_param_list(t: Type) -> TypeGuard[CallableType]:
    return type(t) is CallableType and type(t.ret) is AnyType and t.ret.origin is AnyOrigin.PARAM_LIST


def shown(actual: Type, expected: Type) -> Type:
    """What a message shows for a value: literals widened unless a literal was expected."""

    def wants_literal(t: Type) -> bool:
        return any(type(i) is LiteralType for i in union_items(t))

    return actual if wants_literal(expected) else widen_literal(actual)


SELF_SCOPE = "<self>"


def self_type_var(bound: Type) -> TypeVarType:
    """``typing.Self``: a type variable bound to the enclosing class, solved by the receiver."""
    return TypeVarType("Self", SELF_SCOPE, bound)


def bind_self_type(t: Type, receiver: Type) -> Type:
    """Replace every ``Self`` in ``t`` by the receiver's instance type."""
    found: dict[TypeVarType, Type] = {}
    _collect_self_vars(t, found)
    if not found:
        return t
    if type(receiver) is TypeType:
        receiver = receiver.item
    return substitute(t, dict.fromkeys(found, receiver))


def _collect_self_vars(t: Type, found: dict[TypeVarType, Type]) -> None:
    if type(t) is TypeVarType:
        if t.scope == SELF_SCOPE:
            found[t] = t
    elif type(t) is Instance:
        for a in t.args:
            if type(a) is not Instance or a.args:  # a plain class holds none (most are)
                _collect_self_vars(a, found)
    elif type(t) is UnionType or type(t) is TupleType:
        for a in t.items:
            _collect_self_vars(a, found)
    elif type(t) is CallableType:
        for p in t.params:
            if type(p.type) is not Instance or p.type.args:
                _collect_self_vars(p.type, found)
        _collect_self_vars(t.ret, found)
        if t.guard is not None:
            _collect_self_vars(t.guard, found)  # TypeGuard[Self]
    elif type(t) is Overloaded:
        for i in t.items:
            _collect_self_vars(i, found)
    elif type(t) is TypeType or type(t) is UnboundedItems:
        _collect_self_vars(t.item, found)


@dataclass(frozen=True, slots=True)
class TypedDictItem:
    """One key of a TypedDict: its value type, whether it must be present, whether it may be set."""

    type: Type
    required: bool = True
    readonly: bool = False
