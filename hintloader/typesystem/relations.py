"""The one relation engine: assignability (gradual) and subtyping, with a reason on failure."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from collections.abc import Callable, Sequence
from typing import Protocol

from hintloader.typesystem.paramlists import paramspec_tail, unnamed, with_default_args
from hintloader.typesystem.structural import MemberView, member_conflicts, misses_keyword
from hintloader.typesystem.tuples import element_type, split, tuple_items, with_length
from hintloader.typesystem.model import (
    ANY,
    POSITIONAL_KINDS,
    TYPE_FORM,
    AnyOrigin,
    AnyType,
    CallableType,
    Instance,
    LiteralType,
    ModuleType,
    NeverType,
    NoneType,
    Overloaded,
    Param,
    ParamKind,
    TupleType,
    Type,
    TypeType,
    TypeVarKind,
    TypeVarType,
    TypedDictItem,
    UnboundedItems,
    UnionType,
    Variance,
    collect_type_vars,
    has_type_vars,
    is_variadic,
    make_tuple,
    make_union,
    param_list,
    shown,
    substitute,
    trailing_params,
    widen_literal,
)
from hintloader.typesystem.formatting import format_arg, format_member, format_type

# int -> float -> complex (PEP 484 numeric tower shortcut). No bytes promotions: a bytearray or
# memoryview is no bytes (the typing spec dropped them; mypy 2 checks strict bytes by default).
PROMOTIONS: dict[str, tuple[str, ...]] = {
    "builtins.int": ("builtins.float", "builtins.complex"),
    "builtins.float": ("builtins.complex",),
    "builtins.bool": ("builtins.float", "builtins.complex"),
}


class ClassHierarchy(Protocol):
    """What the relation engine needs to know about nominal classes."""

    def bases(self, name: str) -> tuple[Instance, ...]:
        """Direct bases, written in terms of the class's own type parameters."""

    def type_params(self, name: str) -> tuple[TypeVarType, ...]: ...

    def inferred_variance(self, name: str, index: int) -> Variance:
        """The variance of a type parameter declared ``Variance.INFERRED``."""

    def has_unknown_base(self, name: str) -> bool:
        """A base that resolved to Any: instances are then compatible with everything."""

    def is_protocol(self, name: str) -> bool: ...

    def protocol_members(self, name: str) -> tuple[str, ...]: ...

    def has_member(self, name: str, member: str) -> bool: ...

    def call_signature(self, t: Type) -> Type | None:
        """The callable type of an instance with ``__call__`` or of a class object."""

    def typeddict_items(self, t: Instance) -> dict[str, TypedDictItem] | None:
        """The keys of a TypedDict instance (type arguments applied); None for other classes."""

    def typeddict_extra(self, t: Instance) -> TypedDictItem | None:
        """The extra items of a closed TypedDict or one with ``extra_items`` (PEP 728; Never when
        closed); None for open TypedDicts and other classes."""

    def member_view(self, receiver: Type, member: str, via: Instance | None = None) -> MemberView | None:
        """A member for the structural protocol check (see structural.py); None when unknown."""

    def metaclass(self, name: str) -> Instance | None:
        """The metaclass a class declares or inherits; None for plain ``type``."""

    def is_newtype(self, name: str) -> bool:
        """A ``NewType``: its "class object" is a ``typing.NewType`` at run time, not a class."""

    def enum_literals(self, name: str) -> tuple[LiteralType, ...] | None:
        """An enum class (not a Flag) as the literals of its members; None for other classes."""

    def namedtuple_items(self, t: Instance) -> TupleType | None:
        """A named tuple instance as the tuple of its field types; None for other classes."""


@dataclass(frozen=True, slots=True)
class Verdict:
    ok: bool
    reason: str = ""

    def __bool__(self) -> bool:
        return self.ok


YES = Verdict(True)


def _no(reason: str = "") -> Verdict:
    return Verdict(False, reason)


@dataclass(slots=True)
class _Ctx:
    hierarchy: ClassHierarchy
    gradual: bool
    seen: set[tuple[Type, Type]] = field(default_factory=set)
    depth: int = 0  # > 0 while relating type arguments
    assumed: int = 0  # how often a recursive question was assumed to hold (see _relate)


class SupertypeMemo:
    """What a hierarchy keeps of map_to_supertype's answers (the checker's Program, one per
    module): the answers by the instance's identity and the target, and how often the walk's
    depth guard has cut a walk short (a cyclic hierarchy's), whose answers are not kept."""

    __slots__ = ("answers", "walks_cut_short")

    def __init__(self) -> None:
        self.answers: dict[tuple[int, str], tuple[Instance, Instance | None]] = {}
        self.walks_cut_short = 0


def map_to_supertype(
    inst: Instance, target: str, hierarchy: ClassHierarchy, _depth: int = 0
) -> Instance | None:
    """View ``inst`` as an instance of its (possibly indirect) base class ``target``."""
    if inst.name == target:
        return inst
    # A checked module asks this again and again (every method call through a base class):
    # a hierarchy that offers a memo keeps answers. Keyed by identity (the entry keeps
    # ``inst``, so its id is not reused): an equal instance may differ in what only messages
    # show (``variadic``), which the answer holds. The walk through the bases asks it for each
    # base (the class's own base instances, the same objects each time): kept too. An answer
    # the depth guard cut short (a cyclic hierarchy's) is not kept: it depends on the depth it
    # was asked at.
    memo: SupertypeMemo | None = getattr(hierarchy, "supertype_memo", None)
    if memo is None:
        return _map_to_supertype(inst, target, hierarchy, _depth, None)
    key = (id(inst), target)
    known = memo.answers.get(key)
    if known is not None and known[0] is inst:
        return known[1]
    cut_before = memo.walks_cut_short
    found = _map_to_supertype(inst, target, hierarchy, _depth, memo)
    if memo.walks_cut_short == cut_before:
        memo.answers[key] = (inst, found)
    return found


def _map_to_supertype(inst: Instance, target: str, hierarchy: ClassHierarchy, _depth: int,
                      memo: SupertypeMemo | None) -> Instance | None:
    if _depth > 40:
        if memo is not None:
            memo.walks_cut_short += 1
        return None
    params = hierarchy.type_params(inst.name)
    mapping: dict[TypeVarType, Type] = {}
    if params:
        args = inst.args if len(inst.args) == len(params) else (AnyType(),) * len(params)
        mapping = dict(zip(params, args))
    for base in hierarchy.bases(inst.name):
        found = map_to_supertype(base, target, hierarchy, _depth + 1)
        if found is not None:
            result = substitute(found, mapping)
            assert type(result) is Instance
            return result
    return None


def is_assignable(source: Type, target: Type, hierarchy: ClassHierarchy) -> Verdict:
    """Gradual compatibility: Any is consistent with every type, both ways."""
    return _relate_memoised(source, target, hierarchy, True)


def is_subtype(source: Type, target: Type, hierarchy: ClassHierarchy) -> Verdict:
    """Proper subtyping: Any is only a subtype of Any and object."""
    return _relate_memoised(source, target, hierarchy, False)


def _relate_memoised(source: Type, target: Type, hierarchy: ClassHierarchy, gradual: bool) -> Verdict:
    # Checking a module asks the same questions many times (every element of a long list
    # display, every call of the same function); a hierarchy that offers a memo (the checker's
    # Program, one per module) answers repeats from it. Only whole answers are stored: inside
    # one question, recursive types are assumed to relate on a second visit, which is not an
    # answer to keep.
    if source is target or (type(source) is type(target) and source == target):
        return YES  # (values of two classes are never equal: their __eq__ would be asked both ways)
    memo: dict[tuple[Type, Type, bool], Verdict] | None = getattr(hierarchy, "relation_memo", None)
    if memo is None:
        return _relate(source, target, _Ctx(hierarchy, gradual))
    key = (source, target, gradual)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _relate(source, target, _Ctx(hierarchy, gradual))
    return found


def is_same_type(a: Type, b: Type, hierarchy: ClassHierarchy) -> bool:
    return bool(is_subtype(a, b, hierarchy)) and bool(is_subtype(b, a, hierarchy))


def _relate(s: Type, t: Type, ctx: _Ctx) -> Verdict:
    if s is t or (type(s) is type(t) and s == t):
        return YES
    if type(t) is AnyType:
        return YES if ctx.gradual or type(s) is AnyType else _no()
    if type(s) is AnyType:
        if ctx.gradual:
            return YES
        return YES if type(t) is Instance and t.name == "builtins.object" else _no()
    if type(s) is NeverType:
        return YES
    if type(t) is Instance and t.name == "builtins.object":
        return YES
    key = (s, t)
    if key in ctx.seen:
        # Recursive types: assume the relation holds on the second visit (coinduction).
        ctx.assumed += 1
        return YES
    ctx.seen.add(key)
    try:
        return _relate_inner(s, t, ctx)
    finally:
        ctx.seen.discard(key)


def _relate_inner(s: Type, t: Type, ctx: _Ctx) -> Verdict:
    if type(s) is TypeType and type(s.item) is UnionType and type(t) is UnionType:
        # ``type[A | B]`` is ``type[A] | type[B]`` (typing spec): each class finds its member.
        s = UnionType(tuple(TypeType(item) for item in s.item.items))
    if type(s) is UnionType:
        # A member the target union lists as it is fits without a question of its own: a
        # union of n literals against a wider one would otherwise relate n * m pairs.
        listed = frozenset(t.items) if type(t) is UnionType else frozenset()
        for item in s.items:
            if item in listed:
                continue
            v = _relate(item, t, ctx)
            if not v:
                return _no(v.reason or f'Item "{format_type(item)}" does not fit')
        return YES
    if type(s) is TypeVarType:
        if type(t) is TypeVarType and t.name == s.name and t.scope == s.scope:
            return YES
        if type(t) is UnionType and any(_relate(s, item, ctx) for item in t.items):
            return YES
        if s.values:
            return YES if all(_relate(v, t, ctx) for v in s.values) else _no()
        upper = s.bound if s.bound is not None else Instance("builtins.object")
        return _relate(upper, t, ctx)
    if type(t) is UnionType:
        for item in t.items:
            if _relate(s, item, ctx):
                return YES
        if _literal_lenient(s, t, ctx):
            return YES
        if type(s) is Instance and s.name == "builtins.bool":
            lits = {i.value for i in t.items if type(i) is LiteralType}
            if True in lits and False in lits:
                return YES
        if type(s) is Instance and not s.args and any(type(i) is LiteralType and i.fallback == s.name for i in t.items):
            # An enum is the union of its members' literals (typing spec, "Enum literal expansion").
            members = ctx.hierarchy.enum_literals(s.name)
            if members and set(members) <= set(t.items):
                return YES
        return _no()
    if type(t) is TypeVarType:
        # A class with a base we cannot see (``class Sub(cls)``) may be anything it stands for.
        return YES if type(s) is Instance and ctx.gradual and ctx.hierarchy.has_unknown_base(s.name) else _no()
    if type(t) is LiteralType:
        return YES if _literal_lenient(s, t, ctx) else _no()
    if type(s) is LiteralType:
        if type(t) is Instance and t.literal_string:
            return YES if s.fallback == "builtins.str" else _no()
        return _relate(Instance(s.fallback), t, ctx)
    if type(s) is NoneType:
        if type(t) is NoneType:
            return YES
        if type(t) is Instance:
            if t.name in ("types.NoneType", "_typeshed.NoneType"):
                return YES
            if ctx.hierarchy.is_protocol(t.name):
                return _protocol_check(Instance("types.NoneType"), t, ctx)
        return _no()
    if type(t) is NoneType:
        # ``None.__class__`` is ``type[NoneType]``: its instances are None.
        return YES if type(s) is Instance and s.name in ("types.NoneType", "_typeshed.NoneType") else _no()
    if type(s) is ModuleType:
        if type(t) is Instance and ctx.hierarchy.is_protocol(t.name):
            # A module implements a protocol by its attributes (functions are not bound).
            return _protocol_members_fit(s, t, ctx.hierarchy.protocol_members(t.name), ctx)
        return _relate(Instance("types.ModuleType"), t, ctx)
    if type(s) is TupleType:
        return _relate_tuple(s, t, ctx)
    if type(t) is TupleType:
        if type(s) is Instance and (items := ctx.hierarchy.namedtuple_items(s)) is not None:
            return _relate_tuple(items, t, ctx)
        if ctx.gradual and any(map(is_variadic, t.items)):
            return YES
        if type(s) is Instance:
            as_tuple = map_to_supertype(s, "builtins.tuple", ctx.hierarchy)
            if as_tuple is not None and len(as_tuple.args) == 1:
                # tuple[X, ...] is a tuple of any length (tuple[Any, ...] fits every shape).
                return _relate_items((UnboundedItems(as_tuple.args[0]),), t.items, ctx)
            if ctx.hierarchy.has_unknown_base(s.name):
                return YES
        if type(s) is Instance and ctx.hierarchy.has_unknown_base(s.name):
            return YES
        return _no()
    if type(t) is Instance and t.name == TYPE_FORM:
        return _relate_to_type_form(s, t, ctx)
    if type(t) is CallableType:
        return _relate_to_callable(s, t, ctx)
    if type(t) is Overloaded:
        return YES if all(_relate(s, item, ctx) for item in t.items) else _no()
    if isinstance(s, (CallableType, Overloaded)):
        if type(t) is Instance:
            if t.name in ("builtins.function", "types.FunctionType"):
                return YES
            if ctx.hierarchy.is_protocol(t.name):
                return _callback_protocol(s, t, ctx)
            return _relate(Instance("builtins.function"), t, ctx)
        return _no()
    if type(s) is TypeType:
        if type(t) is TypeType:
            item = s.item
            if type(item) is Instance and not item.args and type(t.item) is Instance and t.item.args:
                # PEP 696: ``Bar`` is ``Bar[str]``; a class object stays open where a type variable is wanted.
                item = with_default_args(item, ctx.hierarchy.type_params(item.name), t.item if s.class_object else None)
            return _relate(item, t.item, ctx)
        if type(t) is Instance:
            if type(s.item) is Instance and ctx.hierarchy.is_newtype(s.item.name):
                return _relate(Instance("typing.NewType"), t, ctx)  # ``_: type = UserId`` (typing spec)
            if t.name == "builtins.type":
                return YES
            if t.name == "types.GenericAlias" and type(s.item) is Instance and s.item.args:
                return YES  # ``list[int]`` as a value
            if ctx.hierarchy.is_protocol(t.name):
                return _class_object_protocol(s, t, ctx)
            # A class object is an instance of its metaclass (``type[C]`` where ``Meta`` is wanted);
            # ``type[T]`` of a variable bound to C is a subclass of C: of C's metaclass too.
            item = s.item.bound if type(s.item) is TypeVarType and type(s.item.bound) is Instance and not s.item.values else s.item
            meta = ctx.hierarchy.metaclass(item.name) if type(item) is Instance else None
            return _relate(meta or Instance("builtins.type"), t, ctx)
        return _no()
    if type(t) is TypeType:
        if type(s) is Instance and s.name == "builtins.type":
            # Plain ``type`` is ``type[Any]`` (typing spec): the same type, either way round.
            return YES if ctx.gradual or type(t.item) is AnyType else _no()
        if type(s) is Instance and _any_class(t) and map_to_supertype(s, "builtins.type", ctx.hierarchy) is not None:
            return YES  # an instance of a metaclass is some class: ``cls`` in ``Meta.__init__``
        return _no()
    if type(s) is Instance and type(t) is Instance:
        return _relate_instances(s, t, ctx)
    if type(t) is ModuleType:
        # A module is a ``types.ModuleType`` to mypy: a name bound by ``import`` takes one
        # (``m = importlib.import_module(name)``).
        return YES if type(s) is Instance and map_to_supertype(s, "types.ModuleType", ctx.hierarchy) is not None else _no()
    return _no()


def _relate_to_type_form(s: Type, t: Instance, ctx: _Ctx) -> Verdict:
    """PEP 747: ``TypeForm[S]`` fits ``TypeForm[T]`` when S fits T (covariant); a class object
    ``type[S]`` is a ``TypeForm[S]``; nothing else is a type form."""
    want = t.args[0] if t.args else AnyType()
    if type(s) is Instance and s.name == TYPE_FORM:
        return _relate(s.args[0] if s.args else AnyType(), want, ctx)
    if type(s) is TypeType:
        return _relate(s.item, want, ctx)
    if type(s) is Instance and map_to_supertype(s, "builtins.type", ctx.hierarchy) is not None:
        return _relate(AnyType(), want, ctx)  # a bare ``type`` (or a metaclass's instance) is a type[Any]
    return _no()


def _any_class(t: TypeType) -> bool:
    """``type[Any]`` or ``type[object]``: what every class object is."""
    return type(t.item) is AnyType or (type(t.item) is Instance and t.item.name == "builtins.object")


_PROMOTION_TARGETS = frozenset(target for targets in PROMOTIONS.values() for target in targets)


def _promoted_through_a_base(s: Instance, target: str, h: ClassHierarchy) -> bool:
    """A subclass of int is a float too (``class ByteSize(int)``), as its base is."""
    return any(target in targets and map_to_supertype(s, source, h) is not None
               for source, targets in PROMOTIONS.items())


def _relate_instances(s: Instance, t: Instance, ctx: _Ctx) -> Verdict:
    h = ctx.hierarchy
    if t.literal_string and not s.literal_string:
        return _no()  # a str (or a subclass's instance) may hold anything (PEP 675)
    if t.name in PROMOTIONS.get(s.name, ()):
        return YES
    mapped = map_to_supertype(s, t.name, h)
    if mapped is None:
        if t.name in _PROMOTION_TARGETS and _promoted_through_a_base(s, t.name, h):
            return YES
        if h.has_unknown_base(s.name):
            return YES if ctx.gradual else _no()
        if ctx.gradual and s.name == "builtins.dict" and h.has_unknown_base(t.name):
            return YES  # e.g. a TypedDict built on an unresolved base: dict displays may fit it
        if t.name == "builtins.dict" and len(t.args) == 2 and (s_extra := h.typeddict_extra(s)) is not None:
            return _typeddict_as_dict(s, s_extra, t, ctx)
        target_items = h.typeddict_items(t)
        if target_items is not None:
            source_items = h.typeddict_items(s)
            if source_items is None:
                return _no()
            return _relate_typeddicts(source_items, target_items, ctx, h.typeddict_extra(s), h.typeddict_extra(t))
        if h.is_protocol(t.name):
            return _protocol_check(s, t, ctx)
        return _no()
    params = h.type_params(t.name)
    if not t.args or not mapped.args:
        return YES
    if all(type(a) is AnyType for a in mapped.args) and (fields := h.namedtuple_items(s)) is not None and (
            h.namedtuple_items(Instance(t.name)) is None):
        return _relate_tuple(fields, t, ctx)  # a named tuple is a tuple of its field types
    ctx.depth += 1
    try:
        verdict = _relate_args(mapped, t, params, ctx)
    finally:
        ctx.depth -= 1
    if not verdict and t.name == "typing.Mapping" and (s_extra := h.typeddict_extra(s)) is not None:
        # PEP 728: a TypedDict with known extra items is a Mapping of its value types (not only
        # of object); asked only when the plain check failed, so other mappings pay nothing.
        items = h.typeddict_items(s) or {}
        values = make_union([i.type for i in items.values()] + [s_extra.type])
        return _relate(Instance("typing.Mapping", (Instance("builtins.str"), values)), t, ctx)
    return verdict


def _typeddict_as_dict(s: Instance, s_extra: TypedDictItem, t: Instance, ctx: _Ctx) -> Verdict:
    """PEP 728: a TypedDict is a ``dict[str, VT]`` when its extra items and all its items are
    writable, not required and of type VT (so that every dict operation keeps it valid)."""
    items = ctx.hierarchy.typeddict_items(s) or {}
    want = TypedDictItem(t.args[1], required=False)
    str_t = Instance("builtins.str")
    if not (_relate(str_t, t.args[0], ctx) and _relate(t.args[0], str_t, ctx)):
        return _no()
    for key, have in [*items.items(), (None, s_extra)]:
        if why := _relate_item(key, have, want, ctx):
            return _no(why)
    return YES


def typeddict_fits(s: dict[str, TypedDictItem], t: dict[str, TypedDictItem], hierarchy: ClassHierarchy,
                   s_extra: TypedDictItem | None = None, t_extra: TypedDictItem | None = None) -> Verdict:
    """Whether TypedDict items ``s`` fit the items ``t`` (a view of a TypedDict no class names,
    such as the partial one ``update()`` takes), gradually."""
    return _relate_typeddicts(s, t, _Ctx(hierarchy, True), s_extra, t_extra)


def _relate_typeddicts(s: dict[str, TypedDictItem], t: dict[str, TypedDictItem], ctx: _Ctx,
                       s_extra: TypedDictItem | None = None, t_extra: TypedDictItem | None = None) -> Verdict:
    """Structural assignability of TypedDicts (typing spec): every key of the target is in the
    source, as required as the target says, writable where the target may write it, and with a
    value type that fits (both ways where the target may write it: mutable items are invariant).
    Extra items (PEP 728) are one more, never required, item on either side: an open TypedDict's
    are ``ReadOnly[object]``; a target's stand for its keys the source has beyond them."""
    for key, want in t.items():
        have = s.get(key)
        if have is None:
            if want.readonly and not want.required and want.type == Instance("builtins.object"):
                continue  # ReadOnly[NotRequired[object]] admits a missing key
            if s_extra is None or want.required:
                return _no(f'Missing key "{key}"')
            have = s_extra  # the source's extra items may hold the key
        why = _relate_item(key, have, want, ctx)
        if why:
            return _no(why)
    if t_extra is None:
        return YES  # an open target: any further keys, of any type
    for key, have in s.items():
        if key not in t and (why := _relate_item(key, have, t_extra, ctx, "the target's extra items")):
            return _no(why)
    why = _relate_item(None, s_extra if s_extra is not None else _OPEN_EXTRA, t_extra, ctx)
    return _no(why) if why else YES


_OPEN_EXTRA = TypedDictItem(Instance("builtins.object"), required=False, readonly=True)


def _relate_item(key: str | None, have: TypedDictItem, want: TypedDictItem, ctx: _Ctx, target: str = "the target") -> str:
    """Why the source item ``have`` does not fit the target item ``want`` (``key`` None: the
    extra items; ``target`` names what ``want`` is); "" when it does."""
    what, is_, has = (f'Key "{key}"', "is", "has") if key is not None else ("Extra items", "are", "have")
    if want.required and not have.required:
        return f"{what} {is_} required in {target} but not in the value"
    if not want.required and not want.readonly and have.required:
        return f"{what} {is_} not required in {target} but required in the value"
    if not want.readonly and have.readonly:
        return f"{what} {is_} read-only in the value but writable in {target}"
    expected = "expected" if target == "the target" else f"{target} have type"
    why = f'{what} {has} type "{format_type(have.type)}", {expected} "{format_type(want.type)}"'
    if not _relate(have.type, want.type, ctx):
        return why
    if not want.readonly and not _relate(want.type, have.type, ctx):
        return why + " (a writable key must have the same type)"
    return ""


def _literal_lenient(s: Type, t: Type, ctx: _Ctx) -> bool:
    """Inside containers an inferred ``str`` fits ``Literal["a", ...]``: literal inference of
    element types is not precise enough to insist (gradual mode only)."""
    if not ctx.gradual or ctx.depth == 0 or type(s) is not Instance or s.args:
        return False
    items = t.items if type(t) is UnionType else (t,)
    return any(type(i) is LiteralType and i.fallback == s.name for i in items)


def _relate_args(mapped: Instance, t: Instance, params: tuple[TypeVarType, ...], ctx: _Ctx) -> Verdict:
    for i, (sa, ta) in enumerate(zip(mapped.args, t.args)):
        variance = params[i].variance if i < len(params) else Variance.INVARIANT
        if variance == Variance.INFERRED:
            variance = ctx.hierarchy.inferred_variance(t.name, i)
        if i < len(params) and params[i].kind == TypeVarKind.TYPEVARTUPLE:
            # A TypeVarTuple's value is a tuple; C[*Ts] holds Ts itself, which is tuple[*Ts].
            sa, ta = _as_packed(sa), _as_packed(ta)
        elif i < len(params) and params[i].kind == TypeVarKind.PARAMSPEC:
            if variance == Variance.INVARIANT:
                # The same types in the same places; how a parameter is named, when it may also
                # be passed by position, is no part of the class's identity (as in mypy).
                sa, ta = unnamed(sa), unnamed(ta)
            else:
                # A parameter list is the narrower the more calls a callable taking it accepts:
                # ``[int]`` is within ``[object]`` as ``Callable[[object], R]`` is within
                # ``Callable[[int], R]``, so a covariant ParamSpec relates its callables reversed.
                variance = Variance.CONTRAVARIANT if variance == Variance.COVARIANT else Variance.COVARIANT
        if variance == Variance.COVARIANT:
            ok = _relate(sa, ta, ctx)
        elif variance == Variance.CONTRAVARIANT:
            ok = _relate(ta, sa, ctx)
        else:
            ok = Verdict(bool(_relate(sa, ta, ctx)) and bool(_relate(ta, sa, ctx)))
        if not ok:
            why = f'Type argument {i + 1} "{format_arg(shown(sa, ta))}" does not fit "{format_arg(ta)}"'
            if variance == Variance.INVARIANT and t.name in _INVARIANT_HINTS:
                why += f'; "{short(t.name)}" is invariant, consider "{_INVARIANT_HINTS[t.name]}"'
            return _no(why)
    return YES


def _as_packed(t: Type) -> Type:
    return TupleType((t,)) if type(t) is TypeVarType and t.kind == TypeVarKind.TYPEVARTUPLE else t


def short(name: str) -> str:
    return name.rpartition(".")[2]


_INVARIANT_HINTS = {"builtins.list": "Sequence", "builtins.dict": "Mapping"}


def _protocol_check(s: Instance, t: Instance, ctx: _Ctx) -> Verdict:
    """Structural check (typing spec, Protocols): every member present, and of a fitting type."""
    h = ctx.hierarchy
    members = h.protocol_members(t.name)
    missing = [m for m in members if not h.has_member(s.name, m)]
    if len(missing) == 1:
        return _no(f'"{format_type(s)}" is missing protocol member "{missing[0]}"')
    if missing:
        return _no(f'"{format_type(s)}" is missing protocol members ' + ", ".join(f'"{m}"' for m in missing))
    return _protocol_members_fit(s, t, members, ctx)


def _callback_protocol(s: CallableType | Overloaded, t: Instance, ctx: _Ctx) -> Verdict:
    """A function where a protocol with ``__call__`` is expected: compared with ``__call__``;
    other members (``__name__`` ...) are looked up on ``function``."""
    h = ctx.hierarchy
    members = h.protocol_members(t.name)
    for member in members:
        if member != "__call__" and not h.has_member("builtins.function", member):
            return _no(f'"function" is missing protocol member "{member}"')
    if "__call__" not in members or _has_type_var_args(t):
        return YES
    call = h.member_view(s, "__call__", t)
    if call is None or _relate(s, call.type, ctx) and not misses_keyword(s, call.type):
        return YES
    return _no(f'"{short(t.name)}.__call__" has type "{format_member(call.type, "__call__", method=True)}"')


def _class_object_protocol(s: TypeType, t: Instance, ctx: _Ctx) -> Verdict:
    """A class object where a protocol is expected: a factory protocol (only ``__call__``) is
    compared by what the call returns, like a Callable; for others, each member as read from
    the class object (typing spec: methods unbound, properties as ``property``, class variables
    only, dunders from the metaclass)."""
    if type(s.item) is not Instance or _has_type_var_args(t):
        return YES
    members = ctx.hierarchy.protocol_members(t.name)
    if members != ("__call__",):
        return _protocol_members_fit(s, t, members, ctx)
    if ctx.hierarchy.member_view(s, "__call__") is None:
        return YES  # no plain constructor (a metaclass, an unknown base or decorator ...)
    call = ctx.hierarchy.member_view(s, "__call__", t)
    if call is None or type(call.type) is not CallableType or _relate(s, call.type, ctx):
        return YES
    return _no(f'"{short(t.name)}.__call__" has type "{format_member(call.type, "__call__", method=True)}"')


def fits_structurally(source: Instance, protocol: Instance, hierarchy: ClassHierarchy) -> bool:
    """Whether ``source`` has every member of ``protocol``, each of a fitting type, compared
    member by member even when both are instances of one protocol class (so that the
    protocol's declared variance can be checked against its members)."""
    ctx = _Ctx(hierarchy, True)
    members = hierarchy.protocol_members(protocol.name)
    return not member_conflicts(source, protocol, members, hierarchy, lambda a, b: bool(_relate(a, b, ctx)))


def _protocol_members_fit(s: Type, t: Instance, members: tuple[str, ...], ctx: _Ctx) -> Verdict:
    # Type variables in the protocol's arguments are compared as the fixed types they are
    # where the relation is asked (``Iterator[T]`` in T's own function: mypy), as any other.
    # The relation is hot (typeshed's Iterable, Sized, SupportsIndex ... are protocols): one
    # answer per (implementation, protocol) pair and module. A provisional yes guards against
    # the checker asking the same question again while it looks the members up.
    memo: dict[tuple[Type, Type, bool, bool], Verdict] | None = getattr(ctx.hierarchy, "protocol_memo", None)
    key = (s, t, ctx.gradual, ctx.depth > 0)
    if memo is not None:
        found = memo.get(key)
        if found is not None:
            return found
        memo[key] = YES
    assumed = ctx.assumed
    conflicts = member_conflicts(s, t, members, ctx.hierarchy, lambda a, b: bool(_relate(a, b, ctx)))
    verdict = _no("\n".join(conflicts)) if conflicts else YES
    if memo is not None:
        # A yes that rested on an assumption about an enclosing question is not final.
        if not verdict or ctx.assumed == assumed:
            memo[key] = verdict
        else:
            del memo[key]
    return verdict


def _has_type_var_args(t: Instance) -> bool:
    return any(has_type_vars(a) for a in t.args)


def _relate_tuple(s: TupleType, t: Type, ctx: _Ctx) -> Verdict:
    s_var = [i for i in s.items if is_variadic(i)]
    t_var = [i for i in t.items if is_variadic(i)] if type(t) is TupleType else []
    if ctx.gradual and (s_var or t_var) and s_var != t_var:
        return YES  # tuple[*Ts] of unknown length: no shape to compare
    if type(t) is TupleType:
        return _relate_items(s.items, t.items, ctx)
    if type(t) is Instance and t.name == "builtins.tuple" and len(t.args) == 1:
        return _relate_items(s.items, (UnboundedItems(t.args[0]),), ctx)
    # Anything else (Sequence[T], Iterable[T], protocols) sees tuple[E, ...], E the join of the
    # items (Never for tuple[()]).
    fallback = Instance("builtins.tuple", (widen_literal(element_type(s.items)),))
    return _relate(fallback, t, ctx)


def _relate_items(s: tuple[Type, ...], t: tuple[Type, ...], ctx: _Ctx) -> Verdict:
    """Tuples by their items (typing spec, "Type compatibility rules"): every tuple the source
    stands for fits the target, item by item at each length the unbounded parts may take; the
    unbounded part of ``tuple[Any, ...]`` takes whatever length the target needs, gradually."""
    s_pre, s_mid, s_suf = split(s)
    t_pre, t_mid, t_suf = split(t)
    if s_mid is None:
        if t_mid is None:
            return _pairwise(s, t, 0, ctx) if len(s) == len(t) else _no(f"Expected {len(t)} items, got {len(s)}")
        filled = with_length(t, len(s))
        if filled is None:
            return _no(f"Expected at least {len(t_pre) + len(t_suf)} items, got {len(s)}")
        return _pairwise(s, filled, 0, ctx)
    if type(s_mid) is not UnboundedItems or t_mid is not None and type(t_mid) is not UnboundedItems:
        return _relate_type_var_tuples(s, t, ctx)
    lenient = ctx.gradual and type(s_mid.item) is AnyType
    s_low, t_low = len(s_pre) + len(s_suf), len(t_pre) + len(t_suf)
    if t_mid is None:
        if not lenient:
            return _no(f"Expected {len(t)} items, got a tuple of unknown length")
        shaped = with_length(s, len(t))
        if shaped is None:
            return _no(f"Expected {len(t)} items, got at least {s_low}")
        return _pairwise(shaped, t, 0, ctx)
    if s_low < t_low and not lenient:
        return _no(f"Expected at least {t_low} items, got a tuple that may be shorter")
    # Past this length every longer tuple pairs the same items: the lengths up to it decide.
    stable = max(s_low, t_low) + max(len(s_pre), len(t_pre)) + max(len(s_suf), len(t_suf)) + 1
    for n in range(max(s_low, t_low), stable + 1):
        s_n, t_n = with_length(s, n), with_length(t, n)
        if s_n is None or t_n is None:
            return _no()
        verdict = _pairwise(s_n, t_n, 0, ctx)
        if not verdict:
            return verdict
    return YES


def _relate_type_var_tuples(s: tuple[Type, ...], t: tuple[Type, ...], ctx: _Ctx) -> Verdict:
    """Tuples with a TypeVarTuple (``tuple[int, *Ts]``): its items are unknown, so the target
    has the same one at the same place, or an unbounded part that takes anything."""
    s_pre, s_mid, s_suf = split(s)
    t_pre, t_mid, t_suf = split(t)
    if s_mid is None or t_mid is None or len(s_pre) < len(t_pre) or len(s_suf) < len(t_suf):
        return _no()
    if type(t_mid) is not UnboundedItems:
        same = s_mid == t_mid and len(s_pre) == len(t_pre) and len(s_suf) == len(t_suf)
        return YES if same and _pairwise(s_pre, t_pre, 0, ctx) and _pairwise(s_suf, t_suf, 0, ctx) else _no()
    extra = s_pre[len(t_pre):] + s_suf[:len(s_suf) - len(t_suf)]
    if not _pairwise(s_pre[:len(t_pre)], t_pre, 0, ctx) or not _pairwise(extra, (t_mid.item,) * len(extra), len(t_pre), ctx):
        return _no()
    if not _pairwise(s_suf[len(s_suf) - len(t_suf):], t_suf, 0, ctx):
        return _no()
    mid = s_mid.item if type(s_mid) is UnboundedItems else s_mid
    return YES if _relate(mid, t_mid.item, ctx) else _no()


def _pairwise(s: tuple[Type, ...], t: tuple[Type, ...], first: int, ctx: _Ctx) -> Verdict:
    for i, (a, b) in enumerate(zip(s, t)):
        if not _relate(a, b, ctx):
            return _no(f'Item {first + i + 1} "{format_type(shown(a, b))}" does not fit "{format_type(b)}"')
    return YES


def combined_signature(items: tuple[CallableType, ...]) -> CallableType | None:
    """Overloads of one shape as one signature taking the union of each parameter (mypy's
    ``union_function_signatures``): None when their kinds or keyword names differ."""
    first = items[0]
    if first.ellipsis or any(i.any_tail or i.unpacked_kwargs or i.ellipsis for i in items):
        return None
    params = list(first.params)
    columns: list[list[Type]] = [[] for _ in params]
    for item in items:
        if len(item.params) != len(params):
            return None
        for n, (p, q) in enumerate(zip(params, item.params)):
            if p.name != q.name:
                if q.kind not in POSITIONAL_KINDS or p.kind not in POSITIONAL_KINDS:
                    return None
                params[n] = replace(params[n], name=None, kind=ParamKind.POSITIONAL_ONLY)
            if p.kind != q.kind:
                if p.kind not in POSITIONAL_KINDS or q.kind not in POSITIONAL_KINDS:
                    return None
                params[n] = replace(params[n], kind=ParamKind.POSITIONAL_ONLY)
            if p.has_default != q.has_default:
                params[n] = replace(params[n], has_default=False)
            columns[n].append(q.type)
    type_vars = tuple(dict.fromkeys(tv for i in items for tv in i.type_vars))
    return CallableType(tuple(replace(p, type=make_union(c)) for p, c in zip(params, columns)),
                        make_union([i.ret for i in items]), first.name, type_vars=type_vars)


def _relate_to_callable(s: Type, t: CallableType, ctx: _Ctx) -> Verdict:
    if type(s) is Overloaded:
        if any(_relate(i, t, ctx) for i in s.items):
            return YES
        # mypy's edge case: ``(int) -> int`` and ``(str) -> str`` together fit ``(int | str) -> int | str``.
        combined = combined_signature(s.items)
        return YES if combined is not None and _relate(combined, t, ctx) else _no()
    if isinstance(s, (Instance, TypeType)):
        sig = ctx.hierarchy.call_signature(s)
        if sig is None:
            if type(s) is Instance and ctx.hierarchy.has_unknown_base(s.name):
                return YES
            return _no(f'"{format_type(s)}" is not callable')
        if type(s) is TypeType:
            # Class objects: what the call returns, then the constructor's parameters (mypy,
            # pyright: ``key_handler=str`` for a ``Callable[[Any, Any | None], Any]`` fails,
            # str's two-argument form taking no None). A generic class's parameters are solved
            # from the callable's first (``C`` for ``Callable[[int], C[int]]``).
            if type(sig) is CallableType and sig.type_vars and all(tv.kind == TypeVarKind.TYPEVAR for tv in sig.type_vars):
                solved = _unified(sig, replace(t, type_vars=()), ctx)
                if solved is None:
                    return _no(f'"{format_type(s)}" cannot be solved to fit "{format_type(t)}"')
                sig = solved
            ret = sig.ret if type(sig) is CallableType else s.item
            made = _relate(ret, t.ret, ctx)
            if not made:
                return made
            if type(sig) is CallableType:
                sig = replace(sig, ret=t.ret)
            elif type(sig) is Overloaded:
                sig = Overloaded(tuple(replace(i, ret=t.ret) for i in sig.items))
            else:
                return YES
            return _relate(sig, t, ctx)
        return _relate(sig, t, ctx)
    if type(s) is not CallableType:
        return _no()
    if s.type_vars or t.type_vars:
        # t's ParamSpec stands for whatever parameters its caller picks, as its other variables
        # do: an s generic in plain variables at most must take each as it is (``submit(f:
        # Callable[P, T], *args: P.args, ...)`` is not met by ``submit(f: Callable[[], T])``).
        rigid_paramspec = all(tv.kind == TypeVarKind.TYPEVAR for tv in s.type_vars) and all(
            tv.kind != TypeVarKind.TYPEVARTUPLE for tv in t.type_vars)
        if not rigid_paramspec and any(tv.kind != TypeVarKind.TYPEVAR for tv in (*s.type_vars, *t.type_vars)):
            return YES  # (a generic ParamSpec or TypeVarTuple would need more: accept rather than guess)
        if s.type_vars:
            unified = _unified(_renamed_apart(s, t), t, ctx)
            if unified is None:
                return _no(f'"{format_type(s)}" cannot be solved to fit "{format_type(t)}"')
            s = unified
        # t's own type variables stand for whatever type its caller picks: s must take each as it is.
        own_tail = paramspec_tail(t)
        rigid_tail = own_tail is not None and own_tail in t.type_vars and paramspec_tail(s) is None
        t = replace(t, type_vars=())
        if rigid_tail and own_tail is not None:
            # Callers of t may pass any arguments for its own P: s takes them with a ``*args``
            # and ``**kwargs`` that accept anything, after what t lists before P.
            kinds = {p.kind for p in s.params}
            if ParamKind.VAR_POSITIONAL not in kinds or ParamKind.VAR_KEYWORD not in kinds:
                return _no(f'"{format_type(s)}" does not take the arguments of "{format_type(own_tail)}"')
            t = replace(t, params=t.params[:-2] + (Param(None, ANY, ParamKind.VAR_POSITIONAL), Param(None, ANY, ParamKind.VAR_KEYWORD)))
    if not _relate(s.ret, t.ret, ctx):
        return _no(f'Return type "{format_type(s.ret)}" does not fit "{format_type(t.ret)}"')
    if t.guard is not None and not _guard_fits(s, t, ctx):
        return _no("The type guards differ")
    if t.ellipsis or s.ellipsis:
        return YES
    tail = paramspec_tail(t)
    if tail is not None and tail == paramspec_tail(s):
        # The same ParamSpec on both sides stands for the same parameters: the ones before
        # it decide (``Concatenate[int, P]`` is not ``P``).
        return _relate_params(replace(s, params=s.params[:-2]), replace(t, params=t.params[:-2]), ctx)
    if tail is not None and paramspec_tail(s) not in (None, tail):
        # Two ParamSpecs no call solves here stand for parameters of their own callers' choice:
        # neither list is known to fit the other (mypy: ``Callable[P2, None]`` is no ``Callable[P, None]``).
        return _no(f'"{format_type(s)}" takes the arguments of another ParamSpec')
    if tail is None and len(s.params) == 2 and paramspec_tail(s) is not None and not _has_variadic_param(t) and not t.any_tail:
        # A callable of a ParamSpec that is not its own (``f: Callable[P, int]`` inside the
        # function that binds P) takes only P's own components, never a list written out
        # (mypy; with a Concatenate prefix mypy lets it pass, and so does this).
        return _no(f'"{format_type(s)}" takes only its ParamSpec\'s own arguments')
    if _has_variadic_param(s) or _has_variadic_param(t):
        return YES  # an unsolved ParamSpec / TypeVarTuple: any parameter list may be meant
    if trailing_params(s.params) or trailing_params(t.params):
        return _relate_positional_shapes(s, t, ctx)
    # ``(*args: Any, **kwargs: Any)`` is ``...`` after the parameters before it (typing spec):
    # as a source it takes whatever callers add; as a target it lets callers pass anything more.
    return _relate_params(s, t, ctx, any_tail=t.any_tail)


def _unified(s: CallableType, t: CallableType, ctx: _Ctx) -> CallableType | None:
    """``s`` with its own type variables solved so that it may stand where ``t`` is wanted, as
    mypy's unify_generic_callable: from what ``t``'s callers pass to its parameters, else from
    the result ``t`` promises (``def [T] (x: T) -> T`` for ``(int) -> str``: T is int, and the
    result then does not fit). None when a bound or the constraints rule the solution out."""
    from_params: dict[TypeVarType, list[Type]] = {}
    for formal, actual in _paired_params(s, t):
        collect_constraints(formal, actual, ctx.hierarchy, from_params)
    from_ret: dict[TypeVarType, list[Type]] = {}
    collect_constraints(s.ret, t.ret, ctx.hierarchy, from_ret)
    solution: dict[TypeVarType, Type] = {}
    for tv in s.type_vars:
        lows = from_params.get(tv) or from_ret.get(tv)
        if not lows:
            solution[tv] = ANY
            continue
        value = widen_literal(lows[0])
        for other in lows[1:]:
            value = join(value, widen_literal(other), ctx.hierarchy)
        promised = from_ret.get(tv)
        if tv in from_params and promised and len(promised) == 1 and all(_relate(low, promised[0], ctx) for low in lows):
            value = promised[0]  # what t's result wants, where the arguments fit it (``list[object]``)
        if tv.values and type(value) is TypeVarType and value.values and all(
                any(_relate(v, c, ctx) for c in tv.values) for v in value.values):
            solution[tv] = value  # (``AnyStr`` for ``AnyStr``: each of its values is one of ours)
            continue
        held = held_by(value, tv, lambda a, b: _relate(a, b, ctx))
        if held is None:
            return None
        solution[tv] = held
    solved = substitute(replace(s, type_vars=()), solution)
    return solved if type(solved) is CallableType else None


def held_by(value: Type, tv: TypeVarType, fits: Callable[[Type, Type], Verdict]) -> Type | None:
    """``value`` as ``tv`` may hold it: the first of its constraints that ``value`` fits, or
    ``value`` itself within its bound; None when it may not."""
    if tv.values:
        return next((v for v in tv.values if fits(value, v)), None)
    if tv.bound is not None and not fits(value, tv.bound):
        return None
    return value


def solved_to_stand_for(s: CallableType, t: CallableType, hierarchy: ClassHierarchy) -> CallableType | None:
    """``s`` (an overload's implementation) with its own type variables solved to stand for
    ``t`` (an item), as mypy's unify_generic_callable with the result constrained too: each
    variable the join of what ``t``'s parameters pass it and what ``t``'s result asks of it
    (``def [T] (x: T) -> T`` for ``(int) -> str`` is ``(object) -> object``), Any where
    nothing does. None where ``s`` has type variables of other kinds."""
    if any(tv.kind != TypeVarKind.TYPEVAR for tv in s.type_vars):
        return None
    s = _renamed_apart(s, t)
    lows: dict[TypeVarType, list[Type]] = {}
    for formal, actual in _paired_params(s, t):
        collect_constraints(formal, actual, hierarchy, lows)
    collect_constraints(s.ret, t.ret, hierarchy, lows)
    solution: dict[TypeVarType, Type] = {}
    for tv in s.type_vars:
        found = lows.get(tv)
        value: Type = widen_literal(found[0]) if found else ANY
        for other in (found or [])[1:]:
            value = join(value, widen_literal(other), hierarchy)
        solution[tv] = value
    solved = substitute(replace(s, type_vars=()), solution)
    return solved if type(solved) is CallableType else None


def _paired_params(s: CallableType, t: CallableType) -> list[tuple[Type, Type]]:
    """(``s``'s parameter type, ``t``'s) for each parameter of ``t`` and the one of ``s`` its
    argument reaches: by position, else by name, else ``*args`` / ``**kwargs``."""
    s_pos = [p for p in s.params if p.kind in POSITIONAL_KINDS]
    s_star = next((p for p in s.params if p.kind == ParamKind.VAR_POSITIONAL), None)
    s_dstar = next((p for p in s.params if p.kind == ParamKind.VAR_KEYWORD), None)
    by_name = {p.name: p for p in s.params if p.kind in (ParamKind.POSITIONAL_OR_KEYWORD, ParamKind.KEYWORD_ONLY) and p.name}
    out: list[tuple[Type, Type]] = []
    index = 0
    for p in t.params:
        if p.kind in POSITIONAL_KINDS:
            target = s_pos[index] if index < len(s_pos) else s_star
            index += 1
        elif p.kind == ParamKind.KEYWORD_ONLY:
            target = by_name.get(p.name or "", s_dstar)
        elif p.kind == ParamKind.VAR_POSITIONAL:
            target = s_star
        else:
            target = s_dstar
        if target is not None:
            out.append((target.type, p.type))
    return out


def _relate_positional_shapes(s: CallableType, t: CallableType, ctx: _Ctx) -> Verdict:
    """Callables with positional parameters after ``*args`` (``*args: *tuple[*tuple[str, ...],
    int]``), compared as the tuples of positional arguments they take: every one ``t`` is
    called with fits ``s``. Only where ``t`` takes positional-only arguments alone; ``s`` may
    also take them by name, and a ``**kwargs`` of its own receives nothing, but a keyword it
    requires never receives a value. Optional parameters are not compared (gradual)."""
    shapes: list[tuple[Type, ...]] = []
    for c in (s, t):
        items: list[Type] = []
        for p in c.params:
            if p.has_default and p.kind != ParamKind.KEYWORD_ONLY:
                return YES
            if p.kind == ParamKind.POSITIONAL_ONLY or c is s and p.kind == ParamKind.POSITIONAL_OR_KEYWORD:
                items.append(p.type)
            elif p.kind == ParamKind.VAR_POSITIONAL:
                items.append(UnboundedItems(p.type))
            elif c is s and p.kind == ParamKind.KEYWORD_ONLY and not p.has_default:
                return _no(f'Keyword parameter "{p.name}" would never receive a value')
            elif not (c is s and (p.kind == ParamKind.VAR_KEYWORD or p.kind == ParamKind.KEYWORD_ONLY)):
                return YES
        shapes.append(tuple(items))
    verdict = _relate_items(shapes[1], shapes[0], ctx)
    return YES if verdict else _no(f'Parameters "{format_type(make_tuple(shapes[0]))}" do not accept "{format_type(make_tuple(shapes[1]))}"')


def _guard_fits(s: CallableType, t: CallableType, ctx: _Ctx) -> bool:
    """A callable returning ``TypeGuard[X]`` / ``TypeIs[X]`` where one is wanted: the same kind
    of guard, ``TypeGuard`` covariant in ``X``, ``TypeIs`` invariant (typing spec, Narrowing)."""
    if s.guard is None or t.guard is None or s.is_type_is != t.is_type_is:
        return False
    if not t.is_type_is:
        return bool(_relate(s.guard, t.guard, ctx))
    return bool(_relate(s.guard, t.guard, ctx)) and bool(_relate(t.guard, s.guard, ctx))


def _renamed_apart(s: CallableType, t: CallableType) -> CallableType:
    """``s`` with its own type variables renamed where ``t`` mentions the same ones (``T`` of
    one module-level TypeVar in two defs): mypy's are fresh for each signature."""
    mentioned = _vars_of(t)  # (what t binds itself is not in its parameters' walk)
    shared = [v for v in s.type_vars if v in mentioned]
    if not shared:
        return s
    fresh: dict[TypeVarType, Type] = {v: TypeVarType(v.name, "<unified>", v.bound, v.values, v.variance, v.default, v.kind) for v in s.type_vars}
    renamed = substitute(replace(s, type_vars=()), fresh)
    if type(renamed) is not CallableType:
        return s
    return replace(renamed, type_vars=tuple(v for v in fresh.values() if type(v) is TypeVarType))


def _vars_of(t: Type) -> list[TypeVarType]:
    found: list[TypeVarType] = []
    collect_type_vars(t, found)
    return found


def _has_variadic_param(c: CallableType) -> bool:
    return any(p.kind >= ParamKind.VAR_POSITIONAL and is_variadic(p.type) for p in c.params)


def _unannotated(c: CallableType) -> bool:
    """A def without annotations (mypy's implicit signature): its parameter names carry no
    promise either way (``func = _vargs_tree`` after ``func = _vargs_meta``)."""
    return (type(c.ret) is AnyType and c.ret.origin == AnyOrigin.UNANNOTATED and bool(c.params)
            and all(type(p.type) is AnyType and p.type.origin == AnyOrigin.UNANNOTATED for p in c.params))


def _relate_params(s: CallableType, t: CallableType, ctx: _Ctx, *, any_tail: bool = False) -> Verdict:
    """Whether a callable taking ``s``'s parameters accepts every call that ``t``'s parameters
    allow (typing spec, "Assignability rules for callables"): each argument a caller of ``t``
    may pass, positionally or by keyword, has a place in ``s`` that accepts its type; ``t``'s
    ``*args`` / ``**kwargs`` need ``s``'s own; what ``t`` lets callers leave out, ``s`` must
    not require. The names of a lambda's parameters carry no promise (its context names them),
    as a value or as the type a variable took from one (mypy's implicit signature).
    With ``any_tail``, ``t`` ends in ``*args: Any, **kwargs: Any``: only its parameters before
    them are held against ``s``."""
    s_pos = [p for p in s.params if p.kind in POSITIONAL_KINDS]
    s_star = next((p for p in s.params if p.kind == ParamKind.VAR_POSITIONAL), None)
    s_kwstar = next((p for p in s.params if p.kind == ParamKind.VAR_KEYWORD), None)
    t_pos = [p for p in t.params if p.kind in POSITIONAL_KINDS]
    t_star = next((p for p in t.params if p.kind == ParamKind.VAR_POSITIONAL), None)
    t_kwstar = next((p for p in t.params if p.kind == ParamKind.VAR_KEYWORD), None)
    names_matter = s.name != "lambda" and t.name != "lambda" and not _unannotated(s) and not _unannotated(t)
    by_name = {p.name: p for p in s.params if p.name is not None and p.kind in (ParamKind.POSITIONAL_OR_KEYWORD, ParamKind.KEYWORD_ONLY)}

    def accepts(given: Type, taken: Type) -> bool:
        return bool(_relate(given, taken, ctx))

    if (not any_tail and t_star is not None and t_kwstar is None and t.params[-1] is t_star
            and type(t_star.type) is AnyType and ctx.gradual
            and all(p.kind in POSITIONAL_KINDS or p.kind == ParamKind.VAR_POSITIONAL
                    or p.kind == ParamKind.KEYWORD_ONLY and p.has_default for p in s.params)):
        # mypy: as ``(*Any, **Any)`` is every callable's supertype, ``(*Any)`` is that of every
        # callable taking only positional arguments. An unsolved TypeVarTuple reads so too, and
        # there a callable whose keyword parameters all have defaults is what ``*Ts`` of no
        # arguments takes (``portal.call(CancelScope)``): it is taken (mypy and pyright refuse
        # it for a written ``*args: Any``, which we cannot tell apart here).
        any_tail = True
    if any_tail:
        t_star = t_kwstar = None
    if t_star is not None:
        if s_star is None:
            return _no('Missing "*args" parameter')
        if not accepts(t_star.type, s_star.type):
            return _no(f'"*args" of type "{format_type(s_star.type)}" does not accept "{format_type(t_star.type)}"')
    if t.unpacked_kwargs and s_kwstar is None and not s.unpacked_kwargs and not any_tail:
        return _no('Missing "**kwargs" parameter')  # a TypedDict value may hold more keys (PEP 692)
    if t_kwstar is not None:
        if s_kwstar is None:
            return _no('Missing "**kwargs" parameter')
        if not accepts(t_kwstar.type, s_kwstar.type):
            return _no(f'"**kwargs" of type "{format_type(s_kwstar.type)}" does not accept "{format_type(t_kwstar.type)}"')
    for i, tp in enumerate(t_pos):
        sp = s_pos[i] if i < len(s_pos) else s_star
        if sp is None:
            return _no(f"Too many positional parameters: accepts {len(s_pos)}")
        if not accepts(tp.type, sp.type):
            return _no(f'Parameter {i + 1} "{format_type(sp.type)}" does not accept "{format_type(tp.type)}"')
        if tp.has_default and not sp.has_default and sp is not s_star:
            return _no(f'Parameter {i + 1} has no default')
        if tp.kind == ParamKind.POSITIONAL_OR_KEYWORD and tp.name is not None and names_matter:
            # Callers of ``t`` may pass it by keyword: ``s`` must take that keyword as well.
            if sp is s_star:
                named = by_name.get(tp.name) or s_kwstar
                if named is None or not accepts(tp.type, named.type):
                    return _no(f'Missing keyword parameter "{tp.name}"')
            elif sp.kind != ParamKind.POSITIONAL_OR_KEYWORD or sp.name != tp.name:
                return _no(f'Parameter {i + 1} is not named "{tp.name}"')
    t_keywords = {p.name: p for p in t.params if p.kind == ParamKind.KEYWORD_ONLY and p.name is not None}
    for sp in s_pos[len(t_pos):]:
        if sp.has_default:
            if t_star is not None and not accepts(t_star.type, sp.type):
                return _no(f'Parameter "{sp.name}" does not accept "{format_type(t_star.type)}"')
            continue
        if sp.kind == ParamKind.POSITIONAL_OR_KEYWORD and sp.name in t_keywords or any_tail:
            continue  # given by keyword (or by whatever else callers may pass)
        return _no(f'Parameter "{sp.name}" would never receive a value' if sp.name else "Too few parameters accepted")
    for name, tp in t_keywords.items():
        match = by_name.get(name)
        if match is not None and match.kind == ParamKind.POSITIONAL_OR_KEYWORD and s_pos.index(match) < len(t_pos):
            match = None  # already taken by a positional argument
        if match is None:
            if s_kwstar is None:
                return _no(f'Missing keyword parameter "{name}"')
            match = s_kwstar
        if not accepts(tp.type, match.type):
            return _no(f'Parameter "{name}" does not accept "{format_type(tp.type)}"')
        if tp.has_default and not match.has_default and match is not s_kwstar:
            return _no(f'Parameter "{name}" has no default')
    for sp in s.params:
        if sp.kind == ParamKind.KEYWORD_ONLY and not sp.has_default and sp.name not in t_keywords and not any_tail:
            return _no(f'Keyword parameter "{sp.name}" would never receive a value')
    return YES


def join(a: Type, b: Type, hierarchy: ClassHierarchy) -> Type:
    """The least upper bound used when control flow merges: a union simplified by subtyping."""
    if is_subtype(a, b, hierarchy):
        return b
    if is_subtype(b, a, hierarchy):
        return a
    return make_union([a, b])


def simplify_union(t: Type, hierarchy: ClassHierarchy) -> Type:
    """Drop union members that are proper subtypes of other members."""
    if type(t) is not UnionType or len(t.items) > 30:
        return t
    kept: list[Type] = []
    for i, item in enumerate(t.items):
        redundant = False
        for j, other in enumerate(t.items):
            if i == j or type(other) is AnyType:
                continue
            if is_subtype(item, other, hierarchy) and (
                not is_subtype(other, item, hierarchy) or j < i
            ):
                redundant = True
                break
        if not redundant:
            kept.append(item)
    return make_union(kept)


def collect_constraints(
    formal: Type, actual: Type, hierarchy: ClassHierarchy, out: dict[TypeVarType, list[Type]], _depth: int = 0,
    *, upper: dict[TypeVarType, list[Type]] | None = None,
) -> None:
    """Lower bounds for the type variables of ``formal`` so that ``actual`` fits it; with
    ``upper``, also the upper bounds that parameters of callables give (``Callable[[T], None]``
    against ``(int) -> None``: T at most int)."""
    if type(actual) is AnyType:
        # An unknown argument: T may be anything, also where the formal holds it (``list[T]``
        # given an Any solves T as Any, as mypy infers against Any).
        found: list[TypeVarType] = []
        collect_type_vars(formal, found)
        for tv in found:
            if tv.kind == TypeVarKind.TYPEVAR:
                out.setdefault(tv, []).append(actual)
        return
    if _depth > 20:
        return
    if type(formal) is TypeVarType:
        out.setdefault(formal, []).append(actual)
        return
    if type(formal) is UnionType:
        plain = [f for f in formal.items if type(f) is not TypeVarType]
        tvs = [f for f in formal.items if type(f) is TypeVarType]
        rest: list[Type] = []
        for a in (actual.items if type(actual) is UnionType else (actual,)):
            if any(is_subtype(a, p, hierarchy) for p in plain if not has_type_vars(p)):
                continue  # (an item with type variables still solves them: ``Callable[P, None] | None``)
            fits = [p for p in plain if type(p) is Instance and type(a) is Instance and map_to_supertype(a, p.name, hierarchy) is not None]
            fitting = [p for p in fits if is_assignable(a, _type_vars_erased(p), hierarchy)] if len(fits) > 1 else fits
            if len(fitting) > 1:
                # Several items the actual fits (a Mapping is also an Iterable of tuples when its
                # keys are tuples): their constraints count only where they agree, as mypy's
                # any_constraints deduces nothing from inconsistent options.
                options: list[dict[TypeVarType, list[Type]]] = []
                for p in fitting:
                    option: dict[TypeVarType, list[Type]] = {}
                    collect_constraints(p, a, hierarchy, option, _depth + 1, upper=upper)
                    options.append(option)
                if all(o == options[0] for o in options[1:]):
                    for tv, bounds in options[0].items():
                        out.setdefault(tv, []).extend(bounds)
            elif fits:
                for p in fitting or fits:
                    collect_constraints(p, a, hierarchy, out, _depth + 1, upper=upper)
            elif not _collect_from_the_fitting_item(plain, a, hierarchy, out, _depth, upper):
                rest.append(a)
        if len(tvs) == 1 and rest:
            # mypy infers from each member of a union actual on its own, and joins: with an Any
            # among them the variable is Any (``filter(None, re.split(...))`` yields Any).
            unknown = next((a for a in rest if type(a) is AnyType), None)
            out.setdefault(tvs[0], []).append(unknown if unknown is not None else make_union(rest))
        return
    if type(formal) is Instance and formal.args:
        for a in (actual.items if type(actual) is UnionType else (actual,)):
            if type(a) is AnyType:
                # An unknown member of a union may be any instance: each argument may be
                # anything (``set(getattr(o, "names", set()))`` is a ``set[Any]``, as mypy).
                for f_arg in formal.args:
                    collect_constraints(f_arg, a, hierarchy, out, _depth + 1, upper=upper)
                continue
            if type(a) is TupleType:
                a = Instance("builtins.tuple", (widen_literal(element_type(a.items)),))
            if type(a) is LiteralType:
                a = Instance(a.fallback)
            if type(a) is not Instance:
                if isinstance(a, (CallableType, Overloaded)) and formal.name == "builtins.type":
                    continue
                continue
            mapped = map_to_supertype(a, formal.name, hierarchy)
            if mapped is None and hierarchy.is_protocol(formal.name):
                _collect_from_members(formal, a, hierarchy, out, _depth, upper)
                continue
            if mapped is None or len(mapped.args) != len(formal.args):
                continue
            for f_arg, a_arg in zip(formal.args, mapped.args):
                collect_constraints(f_arg, a_arg, hierarchy, out, _depth + 1, upper=upper)
        return
    if type(formal) is TupleType and any(map(is_variadic, formal.items)):
        _collect_unpacked(formal, actual, hierarchy, out, _depth, upper)
        return
    if type(formal) is TupleType and type(actual) is TupleType and len(formal.items) == len(actual.items):
        for f_item, a_item in zip(formal.items, actual.items):
            collect_constraints(f_item, a_item, hierarchy, out, _depth + 1, upper=upper)
        return
    if type(formal) is TypeType:
        if type(actual) is UnionType and all(type(a) is TypeType for a in actual.items):
            # ``type[A] | type[B]`` is ``type[A | B]`` to solve ``type[T]`` (mypy: T is ``A | B``).
            actual = TypeType(make_union([a.item for a in actual.items if type(a) is TypeType]))
        if type(actual) is TypeType:
            collect_constraints(formal.item, actual.item, hierarchy, out, _depth + 1, upper=upper)
        return
    if type(formal) is CallableType:
        sig: Type | None = actual
        if isinstance(actual, (Instance, TypeType)):
            sig = hierarchy.call_signature(actual)
        if type(sig) is Overloaded:
            # Whichever item a call picks, one result type they all share is the result
            # (``map(int, values)``: each of int's constructors makes an int).
            results = {item.ret for item in sig.items}
            if len(results) == 1 and not any(item.type_vars for item in sig.items):
                collect_constraints(formal.ret, sig.items[0].ret, hierarchy, out, _depth + 1, upper=upper)
            return
        if type(sig) is CallableType and (not sig.type_vars or _takes_any_params(formal)):
            # A generic function for ``Callable[P, R]`` keeps its own type variables in P and R:
            # the call returns them still generic (``deco(identity)`` is ``def [X] (x: X) -> ...``).
            collect_constraints(formal.ret, sig.ret, hierarchy, out, _depth + 1, upper=upper)
            if formal.guard is not None and sig.guard is not None and formal.is_type_is == sig.is_type_is:
                # ``Callable[[object], TypeGuard[T]]`` given a ``TypeGuard[str]`` function: T is str.
                collect_constraints(formal.guard, sig.guard, hierarchy, out, _depth + 1, upper=upper)
            if formal.params and (formal.params[-1].kind >= ParamKind.VAR_POSITIONAL or trailing_params(formal.params)) and not sig.ellipsis:
                _collect_param_list(formal, sig, out)
            if upper is not None and not sig.ellipsis:
                _collect_from_params(formal, sig, hierarchy, out, upper, _depth)
        return


def _collect_from_the_fitting_item(
    items: Sequence[Type], actual: Type, hierarchy: ClassHierarchy, out: dict[TypeVarType, list[Type]], depth: int,
    upper: dict[TypeVarType, list[Type]] | None,
) -> bool:
    """A generic union item that ``actual`` may fit (whatever its type variables are) gives the
    constraints, as mypy infers against a union: ``type[App]`` for ``type[T] | Callable[[],
    type[T]]`` fits the first only, so T is App. Where several items fit, their constraints count
    only if they agree; False when none was taken."""
    generic = [p for p in items if has_type_vars(p)]
    fitting = [p for p in generic if is_assignable(actual, _type_vars_erased(p), hierarchy)]
    found: list[tuple[dict[TypeVarType, list[Type]], dict[TypeVarType, list[Type]] | None]] = []
    for p in fitting:
        lower: dict[TypeVarType, list[Type]] = {}
        bounds: dict[TypeVarType, list[Type]] | None = {} if upper is not None else None
        collect_constraints(p, actual, hierarchy, lower, depth + 1, upper=bounds)
        found.append((lower, bounds))
    if not found or any(f != found[0] for f in found[1:]):
        return False
    lower, bounds = found[0]
    for tv, ts in lower.items():
        out.setdefault(tv, []).extend(ts)
    for tv, ts in (bounds or {}).items():
        if upper is not None:
            upper.setdefault(tv, []).extend(ts)
    return bool(lower)


def _type_vars_erased(t: Type) -> Type:
    found: list[TypeVarType] = []
    collect_type_vars(t, found)
    return substitute(t, {tv: ANY for tv in found})


def _collect_from_params(
    formal: CallableType, sig: CallableType, hierarchy: ClassHierarchy, out: dict[TypeVarType, list[Type]],
    upper: dict[TypeVarType, list[Type]], depth: int,
) -> None:
    """A parameter's type bounds the formal's variable from above (contravariance): the two
    lists swap roles, so a callable taking a callable bounds it from below again."""
    for f_param, a_param in zip(formal.params, sig.params):
        if f_param.kind not in POSITIONAL_KINDS or a_param.kind not in POSITIONAL_KINDS or is_variadic(f_param.type):
            break
        # Each member of a union parameter must be taken by the callable's parameter: each of
        # its variables is bounded by it (``Callable[[E | S], bool]`` given ``(E) -> bool``: S
        # at most E, as mypy's constraints against a union in the subtype direction).
        for f_item in f_param.type.items if type(f_param.type) is UnionType else (f_param.type,):
            collect_constraints(f_item, a_param.type, hierarchy, upper, depth + 1, upper=out)


def _takes_any_params(formal: CallableType) -> bool:
    """``Callable[P, R]``: the parameter list is a ParamSpec, with no prefix."""
    return len(formal.params) == 2 and formal.params[0].kind == ParamKind.VAR_POSITIONAL and is_variadic(formal.params[0].type) and formal.params[0].type.kind == TypeVarKind.PARAMSPEC


def _collect_from_members(
    formal: Instance, actual: Instance, hierarchy: ClassHierarchy, out: dict[TypeVarType, list[Type]], depth: int,
    upper: dict[TypeVarType, list[Type]] | None = None,
) -> None:
    """``SupportsAbs[T]`` against a class that fits it structurally: T from its members' types."""
    for member in hierarchy.protocol_members(formal.name):
        want = hierarchy.member_view(actual, member, formal)
        have = hierarchy.member_view(actual, member) if want is not None else None
        if want is not None and have is not None and has_type_vars(want.type):
            collect_constraints(want.type, have.type, hierarchy, out, depth + 1, upper=upper)


def _collect_unpacked(formal: TupleType, actual: Type, hierarchy: ClassHierarchy, out: dict[TypeVarType, list[Type]], depth: int,
                      upper: dict[TypeVarType, list[Type]] | None = None) -> None:
    """``tuple[int, *Ts]`` against ``tuple[int, str, bytes]``: Ts is ``tuple[str, bytes]``;
    against ``tuple[int, *tuple[str, ...]]`` it is ``tuple[str, ...]``."""
    star = next(i for i, item in enumerate(formal.items) if is_variadic(item))
    var = formal.items[star]
    assert type(var) is TypeVarType
    items = tuple_items(actual)
    after = len(formal.items) - star - 1
    if items is None:
        return
    a_pre, a_mid, a_suf = split(items)
    if type(a_mid) is UnboundedItems and (len(a_pre) < star or len(a_suf) < after):
        # ``tuple[int, ...]`` for ``tuple[T, *Ts]``: its unbounded part gives T an item too
        # (the argument may be shorter, which its own check reports).
        a_pre += (a_mid.item,) * max(0, star - len(a_pre))
        a_suf = (a_mid.item,) * max(0, after - len(a_suf)) + a_suf
        items = a_pre + (a_mid,) + a_suf
    if len(items) - (a_mid is not None) < star + after or a_mid is not None and (len(a_pre) < star or len(a_suf) < after):
        return
    end = len(items) - after
    for f_item, a_item in zip(formal.items[:star] + formal.items[star + 1:], items[:star] + items[end:]):
        collect_constraints(f_item, a_item, hierarchy, out, depth + 1, upper=upper)
    out.setdefault(var, []).append(make_tuple(items[star:end]))


def _collect_param_list(formal: CallableType, sig: CallableType, out: dict[TypeVarType, list[Type]]) -> None:
    """The value of the ParamSpec (``Callable[Concatenate[X, P], R]``) or TypeVarTuple
    (``Callable[[X, *Ts], R]``) of a callable parameter, from the callable passed for it: what
    remains of its parameters after the prefix."""
    star = next((i for i, p in enumerate(formal.params) if p.kind == ParamKind.VAR_POSITIONAL), None)
    if star is None or not is_variadic(formal.params[star].type):
        return
    var = formal.params[star].type
    assert type(var) is TypeVarType
    if len(sig.params) < star or any(p.kind not in POSITIONAL_KINDS for p in sig.params[:star]):
        return  # the callable cannot take the prefix: the argument check reports it
    rest = sig.params[star:]
    after = trailing_params(formal.params)
    if after:
        # ``Callable[[*Ts, T], R]``: the last parameters are T's, the ones between the TypeVarTuple's.
        if len(rest) < after or any(p.kind not in POSITIONAL_KINDS for p in rest[len(rest) - after:]):
            return
        for f_param, s_param in zip(formal.params[len(formal.params) - after:], rest[len(rest) - after:]):
            if type(f_param.type) is TypeVarType:
                out.setdefault(f_param.type, []).append(s_param.type)
        rest = rest[:len(rest) - after]
    if var.kind == TypeVarKind.PARAMSPEC:
        # The rest may be another ParamSpec's ``*args: Q.args, **kwargs: Q.kwargs``: that is Q
        # (``wraps(f)`` with ``f: Callable[Q, R]`` gives ``Dec[Q, R]``, not a list holding Q).
        out.setdefault(var, []).append(rest[0].type if _takes_any_params(CallableType(rest, ANY)) else param_list(rest))
    elif all(p.kind in POSITIONAL_KINDS and not p.has_default for p in rest):
        out.setdefault(var, []).append(TupleType(tuple(p.type for p in rest)))
