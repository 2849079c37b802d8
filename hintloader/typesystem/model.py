"""Type values: immutable, slotted, built by normalising constructors."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, replace
from typing import Any, Callable, TypeGuard, Union


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


# The hottest classes below write their own ``__init__``, ``__eq__`` and ``__hash__``: the
# generated ones were about a tenth of a check. Fields are set through the slots' descriptors
# (a frozen class's generated ``__init__`` calls ``object.__setattr__`` per field), equality
# answers identity first, and a hash is computed once, the value the generated one gives
# (``hash`` of the compared fields' tuple): types are keys of many memo tables. Types never
# leave the process (a stored hash would not hold in another one).


def _slot_setters(cls: type, *names: str) -> tuple[Callable[[Any, Any], None], ...]:
    """Each named slot's setter: writes the field of a frozen instance being built."""
    return tuple(vars(cls)[name].__set__ for name in names)


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


@dataclass(frozen=True, slots=True)
class NoneType:
    pass


@dataclass(frozen=True, slots=True)
class NeverType:
    pass


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


@dataclass(frozen=True, slots=True)
class TupleType:
    """A tuple by its items; ``tuple[T, ...]`` is ``Instance("builtins.tuple", (T,))``.

    At most one item may stand for any number of items: an ``UnboundedItems``
    (``tuple[int, *tuple[str, ...]]``) or a TypeVarTuple (``tuple[int, *Ts]``). ``make_tuple``
    builds the normal form (see typesystem/tuples.py for lengths, indexing and slicing)."""

    items: tuple[Type, ...]


@dataclass(frozen=True, slots=True)
class UnboundedItems:
    """Only as an item of a TupleType: zero or more items of type ``item``, written
    ``*tuple[item, ...]``. Substituting a TypeVarTuple by ``tuple[X, ...]`` makes one."""

    item: Type


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


@dataclass(frozen=True, slots=True)
class Overloaded:
    items: tuple[CallableType, ...]


@dataclass(frozen=True, slots=True)
class TypeType:
    """``type[C]``: the class object itself (or a subclass of it)."""

    item: Type
    # Written as the class itself (``C``, ``list[int]``, an alias of it), not a ``type[C]``
    # value: ``reveal_type`` shows its constructor then, as mypy does. It never changes what
    # the type is, so it takes no part in comparisons.
    class_object: bool = field(default=False, compare=False)


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


def make_union(items: list[Type] | tuple[Type, ...]) -> Type:
    """Flatten nested unions, drop duplicates and Never; one member is that member.

    ``T | Any`` stays a union, as the typing spec says: the value may be a ``T``, which must
    still be used as one (``(int | Any).foo`` is an error for the ``int``). Every Any is one
    member, where the first stood."""
    if len(items) == 1 and type(items[0]) is not UnionType:
        return items[0]
    flat: dict[Type, None] = {}
    found_any: AnyType | None = None
    for item in items:
        for member in item.items if type(item) is UnionType else (item,):
            if type(member) is AnyType:
                if found_any is None:
                    found_any = member
                    flat[member] = None
            elif type(member) is not NeverType:
                flat[member] = None
    if not flat:
        return NEVER
    if len(flat) == 1:
        return next(iter(flat))
    return UnionType(tuple(flat))


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
    return t.items if isinstance(t, UnionType) else (t,)


def remove_none(t: Type) -> Type:
    return make_union([i for i in union_items(t) if not isinstance(i, NoneType)])


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


def collect_type_vars(t: Type, out: list[TypeVarType]) -> None:
    """Append the type variables of ``t`` that ``out`` lacks, in order of appearance (a
    callable's parameters before its return, as a generic alias lists its parameters)."""
    if isinstance(t, TypeVarType):
        if t not in out:
            out.append(t)
        return
    if not has_type_vars(t):
        return
    if isinstance(t, Instance):
        for a in t.args:
            collect_type_vars(a, out)
    elif isinstance(t, CallableType):
        for p in t.params:
            collect_type_vars(p.type, out)
        collect_type_vars(t.ret, out)
    elif isinstance(t, (TypeType, UnboundedItems)):
        collect_type_vars(t.item, out)
    elif isinstance(t, (UnionType, TupleType, Overloaded)):
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
        return False
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
        return replace(
            t,
            params=() if ellipsis else params,
            ret=substitute(t.ret, mapping),
            ellipsis=ellipsis,
            type_vars=tuple(v for v in t.type_vars if v not in mapping),
            guard=None if t.guard is None else substitute(t.guard, mapping),
            any_tail=t.any_tail or any(p is _ANY_STAR[0] for p in params),
        )
    if type(t) is Overloaded:
        items = [substitute(i, mapping) for i in t.items]
        return Overloaded(tuple(i for i in items if isinstance(i, CallableType)))
    if type(t) is TypeType:
        return TypeType(substitute(t.item, mapping))
    if type(t) is UnboundedItems:
        return UnboundedItems(substitute(t.item, mapping))
    return t


def is_variadic(t: Type) -> TypeGuard[TypeVarType]:
    """A ParamSpec or TypeVarTuple: it stands for several parameters or items."""
    return isinstance(t, TypeVarType) and t.kind != TypeVarKind.TYPEVAR


def variadic_index(params: tuple[TypeVarType, ...] | list[TypeVarType]) -> int:
    """Where a class's TypeVarTuple is among its type parameters (-1: it has none)."""
    for i, p in enumerate(params):
        if p.kind == TypeVarKind.TYPEVARTUPLE:
            return i
    return -1


def is_variadic_item(t: Type) -> bool:
    """A tuple item that stands for any number of items: ``*tuple[X, ...]`` or ``*Ts``."""
    return type(t) is UnboundedItems or type(t) is TypeVarType and t.kind == TypeVarKind.TYPEVARTUPLE


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
    if len(params) == 2 and params[0].kind == ParamKind.VAR_POSITIONAL and is_variadic(params[0].type) and params[0].type.kind == TypeVarKind.PARAMSPEC:
        value = mapping.get(params[0].type)
        if isinstance(value, AnyType) or isinstance(value, CallableType) and value.ellipsis:
            return _ANY_STAR  # exactly P, unknown: the caller makes the callable Callable[..., R]
    out: list[Param] = []
    for p in params:
        var = p.type
        value = mapping.get(var) if is_variadic(var) else None
        if not is_variadic(var) or value is None or isinstance(value, TypeVarType):
            out.append(Param(p.name, substitute(p.type, mapping), p.kind, p.has_default))
        elif var.kind == TypeVarKind.PARAMSPEC:
            if p.kind == ParamKind.VAR_KEYWORD:
                continue  # spliced together with the ``*args: P.args`` half
            # P's value is a parameter list (a CallableType); anything else is unknown: Any.
            known = isinstance(value, CallableType) and not value.ellipsis
            out.extend(value.params if isinstance(value, CallableType) and known else _ANY_STAR)
        elif isinstance(value, TupleType):
            out.extend(star_params(p.name, value.items))
        elif isinstance(value, Instance) and value.name == "builtins.tuple" and value.args:
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
        value = mapping.get(item) if isinstance(item, TypeVarType) and item.kind == TypeVarKind.TYPEVARTUPLE else None
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


def short_name(fullname: str) -> str:
    return fullname.rpartition(".")[2]


def format_type(t: Type, *, full: bool = False) -> str:
    """The type as shown in messages: short names, or full names for reveal_type (builtins
    unqualified, as mypy 2 shows them: ``list[int]``, ``collections.OrderedDict[str, int]``)."""

    def name(n: str) -> str:
        if not full:
            return short_name(n)
        return n[len("builtins."):] if n.startswith("builtins.") else n

    if isinstance(t, AnyType):
        return "Any"
    if isinstance(t, NoneType):
        return "None"
    if isinstance(t, NeverType):
        return "Never"
    if isinstance(t, Instance):
        if t.literal_string:
            return "LiteralString"
        if not t.args:
            return name(t.name)
        if t.name == "builtins.tuple" and len(t.args) == 1:
            return f"{name(t.name)}[{format_type(t.args[0], full=full)}, ...]"
        if 0 <= t.variadic < len(t.args):
            i = t.variadic
            texts = [format_arg(a, full) for a in t.args[:i]] + _spliced_texts(t.args[i], full)
            texts += [format_arg(a, full) for a in t.args[i + 1:]]
            return f"{name(t.name)}[{', '.join(texts) or '()'}]"
        return f"{name(t.name)}[{', '.join(format_arg(a, full) for a in t.args)}]"
    if isinstance(t, LiteralType):
        if t.fallback in SENTINEL_CLASSES:
            return _literal_text(t, full)  # a sentinel is named by itself
        return f"Literal[{_literal_text(t, full)}]"
    if isinstance(t, TupleType):
        if not t.items:
            return f"{name('builtins.tuple')}[()]"
        return f"{name('builtins.tuple')}[{', '.join(_spliced_texts(t, full))}]"
    if isinstance(t, UnboundedItems):
        return f"*{name('builtins.tuple')}[{format_type(t.item, full=full)}, ...]"
    if isinstance(t, UnionType):
        parts: list[str] = []
        literals: list[str] = []
        for a in t.items:
            if isinstance(a, LiteralType) and a.fallback not in SENTINEL_CLASSES:
                if not literals:
                    parts.append("")  # placeholder for the merged Literal[...]
                literals.append(_literal_text(a, full))
            elif full and isinstance(a, CallableType):
                parts.append(f"({format_type(a, full=full)})")  # mypy's reveal_type brackets a def
            else:
                parts.append(format_type(a, full=full))
        if literals:
            parts[parts.index("")] = f"Literal[{', '.join(literals)}]"
        return " | ".join(parts)
    if isinstance(t, TypeVarType):
        return t.name
    if isinstance(t, CallableType):
        if full:  # reveal_type shows every callable as a def
            return _revealed_def(t)
        ret = _return_text(t, full)
        if t.ellipsis:
            return f"Callable[..., {ret}]"
        if len(t.params) == 2 and t.params[0].kind == ParamKind.VAR_POSITIONAL and is_variadic(t.params[0].type) and t.params[1].type == t.params[0].type:
            return f"Callable[{format_type(t.params[0].type)}, {ret}]"
        # Messages, as mypy writes them: Callable[...] when every parameter can be passed by
        # position (names and defaults aside), otherwise the def with its name.
        if all(p.kind == ParamKind.POSITIONAL_ONLY or p.kind == ParamKind.POSITIONAL_OR_KEYWORD for p in t.params):
            args = ", ".join(format_type(p.type) for p in t.params)
            return f"Callable[[{args}], {ret}]"
        return format_signature(t, t.name or "")
    if isinstance(t, Overloaded):
        return "Overload(" + ", ".join(format_type(i, full=full) for i in t.items) + ")"
    if isinstance(t, TypeType):
        if isinstance(t.item, UnionType):  # mypy shows ``type[A | B]`` as ``type[A] | type[B]``
            return " | ".join(f"type[{format_type(i, full=full)}]" for i in t.item.items)
        return f"type[{format_type(t.item, full=full)}]"
    if isinstance(t, ModuleType):
        return f'Module "{t.name}"' if not full else f"types.ModuleType[{t.name}]"
    raise TypeError(f"not a type: {t!r}")


def format_distinctly(a: Type, b: Type) -> tuple[str, str]:
    """Two types for one message: as format_type shows them, or in full when that would show
    them alike (``type[themes.Dark]`` and ``type[app.Dark]``; two callables of one shape by their
    parameter names), so a message never says that a type does not fit itself."""
    shown = format_type(a), format_type(b)
    return shown if shown[0] != shown[1] else (format_type(a, full=True), format_type(b, full=True))


def _revealed_def(t: CallableType) -> str:
    """A callable as mypy's reveal_type shows it: ``def [T] (int, y: str =, *args: int) -> T``;
    positional-only parameters by type alone, a ``None`` return left out."""
    generic = f"[{', '.join(_type_var_text(tv, full=True) for tv in t.type_vars)}] " if t.type_vars else ""
    params = "*Any, **Any" if t.ellipsis else ", ".join(_param_texts(t, full=True, as_def=False))
    returns = "" if t.guard is None and isinstance(t.ret, NoneType) else f" -> {_return_text(t, True)}"
    return f"def {generic}({params}){returns}"


def _spliced_texts(t: Type, full: bool) -> list[str]:
    """The items a TypeVarTuple's value stands for, as shown inside brackets."""
    if isinstance(t, TupleType):
        return [f"Unpack[{a.name}]" if is_variadic(a) else format_type(a, full=full) for a in t.items]
    if isinstance(t, TypeVarType) and t.kind == TypeVarKind.TYPEVARTUPLE:
        return [f"Unpack[{t.name}]"]
    if isinstance(t, Instance) and t.name == "builtins.tuple" and len(t.args) == 1:
        return [f"*{format_type(t, full=full)}"]
    if isinstance(t, AnyType):
        return ["*tuple[Any, ...]"]
    return [format_type(t, full=full)]


def format_member(t: Type, name: str, *, method: bool = False) -> str:
    """A class member as mypy shows one in a note: a callable as its def (parameter names
    matter there; ``self`` first for a method), anything else as its type."""
    if isinstance(t, CallableType):
        return format_signature(t, name, first_param="self" if method else "")
    return format_type(t)


def format_signature(t: CallableType, name: str, *, first_param: str = "", type_vars: bool = False) -> str:
    """A callable as a def, the way mypy lists overload variants: ``def read(n: int = ...) -> str``;
    positional-only parameters are shown by type alone. ``first_param`` (``self``, ``cls``) is
    the bound one a method's def names, shown untyped; with ``type_vars`` a generic callable's
    own type variables come first, ``def [T] first(xs: list[T]) -> T``."""
    parts = ([first_param] if first_param else []) + _param_texts(t, full=False, as_def=True)
    params = "..." if t.ellipsis else ", ".join(parts)
    generic = f"[{', '.join(_type_var_text(tv) for tv in t.type_vars)}] " if type_vars and t.type_vars else ""
    return f"def {generic}{name}({params}) -> {_return_text(t, False)}"


def _return_text(t: CallableType, full: bool) -> str:
    """The return type as written: a type guard function's is ``TypeGuard[X]`` / ``TypeIs[X]``."""
    if t.guard is not None:
        return f"{'TypeIs' if t.is_type_is else 'TypeGuard'}[{format_type(t.guard, full=full)}]"
    return format_type(t.ret, full=full)


def _type_var_text(tv: TypeVarType, *, full: bool = False) -> str:
    """A type variable as mypy lists it before a def: ``T``, ``T: int`` or ``T: (int, str)`` in
    messages; ``T <: int`` or ``T in (int, str)`` as reveal_type shows it (``full``)."""
    if tv.bound is not None and not (isinstance(tv.bound, Instance) and tv.bound.name == "builtins.object"):
        return f"{tv.name}{' <:' if full else ':'} {format_type(tv.bound, full=full)}"
    if tv.values:
        return f"{tv.name}{' in' if full else ':'} ({', '.join(format_type(v, full=full) for v in tv.values)})"
    return tv.name


def _literal_text(t: LiteralType, full: bool) -> str:
    """``'a'`` or ``1``; an enum member (its name, with the enum class as fallback) as ``Color.RED``."""
    if t.fallback in SENTINEL_CLASSES:
        return str(t.value) if full else short_name(str(t.value))
    if t.fallback.startswith("builtins."):
        return repr(t.value)
    member = t.value if isinstance(t.value, str) else repr(t.value)
    return f"{t.fallback if full else short_name(t.fallback)}.{member}"


def param_list(params: tuple[Param, ...]) -> CallableType:
    """A parameter list as a value (of a ParamSpec, or a class's ParamSpec argument)."""
    return CallableType(params, PARAM_LIST_RET)


def is_param_list(t: Type) -> TypeGuard[CallableType]:
    return isinstance(t, CallableType) and type(t.ret) is AnyType and t.ret.origin is AnyOrigin.PARAM_LIST


def format_arg(t: Type, full: bool = False) -> str:
    """A type argument; a parameter list as mypy shows one, ``[int, str]``."""
    if is_param_list(t):
        return f"[{', '.join(_param_texts(t, full=full, as_def=False))}]"
    return format_type(t, full=full)


def _param_texts(t: CallableType, *, full: bool, as_def: bool) -> list[str]:
    """The parameters as shown: ``as_def`` the way mypy lists a def in messages (positional-only
    parameters by type alone, ``= ...`` defaults), otherwise as reveal_type shows them."""
    parts: list[str] = []
    star_done = False
    after = trailing_params(t.params)
    for i, p in enumerate(t.params):
        if star_done and after and p.kind == ParamKind.POSITIONAL_ONLY:
            continue  # shown with ``*args`` below
        text = format_type(p.type, full=full)
        if full and is_variadic(p.type) and p.type.kind == TypeVarKind.PARAMSPEC:
            parts.append(f"{'*' if p.kind == ParamKind.VAR_POSITIONAL else '**'}{text}.{'args' if p.kind == ParamKind.VAR_POSITIONAL else 'kwargs'}")
            star_done = star_done or p.kind == ParamKind.VAR_POSITIONAL
            continue
        if p.kind == ParamKind.VAR_POSITIONAL:
            if after:  # ``*args: *tuple[*Ts, Env]``: the positional parameters after it are its items
                items = [p.type if is_variadic_item(p.type) else UnboundedItems(p.type)]
                items += [q.type for q in t.params[i + 1:i + 1 + after]]
                text = f"*{format_type(TupleType(tuple(items)), full=full)}"
            parts.append(f"*{p.name or 'args'}: {text}")
            star_done = True
            continue
        if p.kind == ParamKind.VAR_KEYWORD:
            parts.append(f"**{p.name or 'kwargs'}: {text}")
            continue
        if p.kind == ParamKind.KEYWORD_ONLY and not star_done:
            parts.append("*")
            star_done = True
        unnamed = not p.name or p.kind == ParamKind.POSITIONAL_ONLY
        label = text if unnamed else f"{p.name}: {text}"
        if p.has_default:
            label += " = ..." if as_def else " ="
        parts.append(label)
        following = t.params[i + 1] if i + 1 < len(t.params) else None
        last_positional_only = p.kind == ParamKind.POSITIONAL_ONLY and (
            following is None or following.kind != ParamKind.POSITIONAL_ONLY)
        if last_positional_only and as_def:
            parts.append("/")
    return parts


def shown(actual: Type, expected: Type) -> Type:
    """What a message shows for a value: literals widened unless a literal was expected."""

    def wants_literal(t: Type) -> bool:
        return any(isinstance(i, LiteralType) for i in union_items(t))

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
    if isinstance(receiver, TypeType):
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
