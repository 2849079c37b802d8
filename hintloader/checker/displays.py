"""Container displays and comprehensions, inferred with the declared type as context."""

from __future__ import annotations

from typing import TYPE_CHECKING

import ast

from hintloader.checker import awaits, calls, star_arguments, truthy_functions, typeddicts
from hintloader.checker.astutil import walk
from hintloader.checker.env import Env
from hintloader.checker.joins import join_items
from hintloader.checker.narrowing import narrow, nested_walruses as _nested_walruses
from hintloader.typesystem.tuples import element_type, with_length
from hintloader.typesystem.relations import is_assignable, map_to_supertype
from hintloader.typesystem.model import (
    ANY,
    NEVER,
    NONE,
    UNSOLVED_ANY,
    AnyType,
    Instance,
    LiteralType,
    NoneType,
    TupleType,
    Type,
    TypeType,
    TypeVarType,
    UnboundedItems,
    UnionType,
    collect_type_vars,
    has_any,
    has_literal,
    has_literal_string,
    has_type_vars,
    is_variadic_item,
    make_tuple,
    make_union,
    unpacked_items,
    union_items,
    widen_literal,
)

if TYPE_CHECKING:  # the mixin's methods run on the full expression checker
    from hintloader.checker.expressions import ExpressionChecker


# ----- displays ----------------------------------------------------------------------------

def open_context(self: ExpressionChecker, expected: Type | None) -> bool:
    """An expected type naming type variables a generic call is still solving: the display is
    inferred on its own, its items kept as their union for the solver (not joined)."""
    if expected is None or not self.unsolved:
        return False
    found: list[TypeVarType] = []
    collect_type_vars(expected, found)
    return any(tv in self.unsolved for tv in found)


def _element_expected(self: ExpressionChecker, expected: Type | None, names: tuple[str, ...]) -> list[Type] | None:
    if expected is None or open_context(self, expected):
        return None
    for item in union_items(expected):
        if type(item) is Instance and item.name in names and item.args:
            return list(item.args)
    return None


def _collection(self: ExpressionChecker, items: list[ast.expr], expected: Type | None, cls: str, abstract: tuple[str, ...]) -> Type:
    if not items and _undecided(self, expected, (cls,) + abstract, Instance(cls, (NEVER,))):
        return Instance(cls, (NEVER,))
    ctx_args = _element_expected(self, expected, (cls,) + abstract)
    want = ctx_args[0] if ctx_args else None
    types = []
    starred = False
    for elt in items:
        if type(elt) is ast.Starred:  # (exact class: a failed isinstance test also looks up __class__)
            starred = True
            inner = self.infer(elt.value)
            types.append(starred_items(self, inner, elt))
        else:
            types.append(self.infer(elt, want))
    if starred and any(t is ANY for t in types):
        return Instance(cls, (ANY,))  # (what T solves to: Any joined with the rest is Any)
    # Long literal tables repeat a handful of element types: relate each distinct one once
    # (_all_fit). Where the expected item type holds no literal type, a literal fits it exactly
    # when its class does, so a table of (0, 0, 255) tuples is one tuple[int, int, int].
    if want is not None and _all_fit(self, types, want):
        return Instance(cls, (want,))
    if not types:
        return _empty(self, cls, 1, expected)
    if want is not None:
        types = _known_if_misfit(self, types, want)
    return Instance(cls, (_join_against(self, types, want, want is not None or open_context(self, expected)),))


def _join_against(self: ExpressionChecker, types: list[Type], want: Type | None, context: bool) -> Type:
    """The item types joined; against an expected literal item type (``list[Literal["r",
    "w"]]``), a literal that does not fit keeps its value (``["r", "x"]`` is no ``list[str]``,
    which containers let pass for a literal one), so the misfit is reported by item."""
    if want is not None and has_literal(want) and any(
            type(t) is LiteralType and not is_assignable(t, want, self.prog) for t in types):
        return make_union(types)
    return join_all(self, types, context=context)


def starred_items(self: ExpressionChecker, value: Type, node: ast.Starred) -> Type:
    """The items ``*value`` splices into a display. mypy infers a display as a call of a
    generic ``(*args: T)``, where a union (``list[str] | tuple[str, ...]``) constrains T to
    nothing it solves: its items are Any (``(*c, *rest)`` is a ``tuple[Any, ...]``); what is
    no iterable is reported as that call's argument would be."""
    if not self.ctx.lenient and not star_arguments.spliceable(self, value):
        self.error(node, "misc", "Expected iterable as variadic argument")
        return ANY
    if type(value) is UnionType:
        return ANY
    return calls.iterated_type(self, value, None)


def _undecided(self: ExpressionChecker, expected: Type | None, names: tuple[str, ...], never: Instance) -> bool:
    """An empty display whose expected type does not decide its item type: mypy solves the
    item type from the expected union's members the display could be (``object`` takes one
    of any item type, ``Iterable[int]`` one of ints) and, when two of them disagree, deduces
    nothing (its ``any_constraints``): the items are Never (``list[Never]``, which ``object``
    takes). Only ``object`` and the display's own class and abstract bases are taken as such
    members here; where the display of Never would not fit (``list[int] | list[str]``) mypy
    tries the members one by one, which the display's own inference does too."""
    if expected is None or has_any(expected) or open_context(self, expected):
        return False
    free = 0
    decided: set[tuple[Type, ...]] = set()
    for item in union_items(expected):
        if type(item) is Instance and item.name == "builtins.object":
            free += 1
        elif type(item) is Instance and item.name in names and item.args:
            decided.add(item.args)
    return (free > 0 or len(decided) > 1) and bool(is_assignable(never, expected, self.prog))


def _empty(self: ExpressionChecker, cls: str, arity: int, expected: Type | None) -> Type:
    """An empty display: its items are unknown (Any), unless the context can hold no value of
    its class at all; then it is shown as mypy shows it (``dict[Never, Never]``)."""
    if expected is not None and open_context(self, expected):
        # An argument of a generic call: nothing decides its items, mypy's ambiguous Never
        # (``TwoWay({})`` solves nothing and needs an annotation: empty_items).
        return Instance(cls, (UNSOLVED_ANY,) * arity)
    unknown = Instance(cls, (ANY,) * arity)
    if expected is None or has_any(expected) or is_assignable(unknown, expected, self.prog):
        return unknown
    return Instance(cls, (NEVER,) * arity)


def _known_if_misfit(self: ExpressionChecker, types: list[Type], want: Type) -> list[Type]:
    """The item types without the unknown (Any) ones when a known one does not fit the expected
    type: an Any item must not make the display fit as a whole (``dict[str, Any]``), as mypy
    checks each item against the context and reports the one that does not fit."""
    known = [t for t in types if not any(type(m) is AnyType for m in union_items(t))]
    if len(known) == len(types) or not known or _all_fit(self, known, want):
        return types
    return known


def _all_fit(self: ExpressionChecker, types: list[Type], want: Type) -> bool:
    """Every item type fits the expected one, each distinct type related once."""
    # No literal in ``want`` (nor a type variable a literal could be solved into).
    literal_free = not has_literal(want) and not has_type_vars(want) and not has_literal_string(want)
    distinct = dict.fromkeys(map(widen_literal, types) if literal_free else types)
    return all(is_assignable(t, want, self.prog) for t in distinct)


def join_all(self: ExpressionChecker, types: list[Type], *, context: bool = False) -> Type:
    from hintloader.typesystem.relations import simplify_union

    widened = [widen_literal(t) for t in types]
    joined = simplify_union(make_union(widened), self.prog)
    if type(joined) is UnionType and not self.ctx.lenient and not context:
        # mypy joins the items: ``["UNBLOCK", 1]`` is ``list[object]``, so anything may be
        # added later, and ``{"a": 1}`` stays ``dict[str, int]`` whatever is written to it.
        # Against an expected item type the items keep their union: a generic context
        # (``Iterable[MultiDict[K, V]]``) is solved from it, and a misfit is reported by item.
        found = join_items(self.prog, widened)
        if found is not None:
            return ANY if type(found) is NoneType else found  # mypy's join is the answer
    if type(joined) is UnionType:
        common = _common_base(self, list(joined.items)) or _variadic_tuple(self, list(joined.items))
        if common is not None:
            joined = common
        elif not self.ctx.lenient and _unrelated_classes(self, widened):
            # mypy joins ``["UNBLOCK", 1]`` to ``list[object]``: anything may be added later.
            # Unannotated code (which mypy skips) keeps the union: its items are used as what
            # they are, and what fits is all that is checked there. Items that are unions
            # themselves (``{**a, **b}`` of two ``dict[str, int | str]``) keep their union.
            joined = Instance("builtins.object")
    # [None] or {k: None} are placeholders to be filled: their item type is unknown.
    return ANY if type(joined) is NoneType else joined


def _unrelated_classes(self: ExpressionChecker, items: list[Type]) -> bool:
    """Plain instances of known classes whose only common base is ``object``."""
    if not all(type(i) is Instance and not i.args for i in items):
        return False  # generic ones (``list[A]``, ``list[B]``) keep their union
    infos = [self.prog.class_by_name(i.name) for i in items if type(i) is Instance]
    return all(info is not None and not info.unknown_base and not info.is_protocol for info in infos)


def _variadic_tuple(self: ExpressionChecker, items: list[Type]) -> Type | None:
    """mypy's join of fixed tuples of different lengths: a ``tuple[T, ...]`` of all their items
    (``{"a": ("x", "y"), "b": ("z",)}`` has ``tuple[str, ...]`` values)."""
    if not all(type(i) is TupleType for i in items) or len({len(i.items) for i in items if type(i) is TupleType}) < 2:
        return None
    inner = [element_type(i.items) for i in items if type(i) is TupleType and i.items]
    return Instance("builtins.tuple", (join_all(self, inner) if inner else ANY,))


def _common_base(self: ExpressionChecker, items: list[Type]) -> Type | None:
    """mypy-style join of several classes (or class objects): their nearest common base."""
    wrap = all(type(i) is TypeType and type(i.item) is Instance for i in items)
    plain = [i.item if type(i) is TypeType else i for i in items]
    if not all(type(i) is Instance and not i.args for i in plain):
        return None
    infos = [self.prog.class_by_name(i.name) for i in plain if type(i) is Instance]
    if any(info is None or info.unknown_base for info in infos):
        return None
    first = infos[0]
    assert first is not None
    for candidate in first.mro[1:]:
        if candidate.fullname in ("builtins.object",) or candidate.type_params:
            continue
        if all(info is not None and candidate in info.mro for info in infos):
            base = Instance(candidate.fullname)
            if not wrap and not all(type(i) is Instance and i.name not in ("builtins.int", "builtins.str", "builtins.bool", "builtins.float") for i in plain):
                return None
            return TypeType(base) if wrap else base
    return None


def _List(self: ExpressionChecker, node: ast.List, expected: Type | None) -> Type:
    return _collection(self, node.elts, expected, "builtins.list", ("typing.Sequence", "typing.Iterable", "typing.MutableSequence", "typing.Collection"))


def _Set(self: ExpressionChecker, node: ast.Set, expected: Type | None) -> Type:
    return _collection(self, node.elts, expected, "builtins.set", ("typing.AbstractSet", "typing.Iterable", "typing.MutableSet", "typing.Collection"))


def _Tuple(self: ExpressionChecker, node: ast.Tuple, expected: Type | None) -> Type:
    want: list[Type | None] = [None] * len(node.elts)
    if type(expected) is UnionType:
        expected = _tuple_member(expected, len(node.elts))
    shaped = with_length(expected.items, len(node.elts)) if type(expected) is TupleType else None
    if open_context(self, expected):
        pass
    elif shaped is not None:
        want = list(shaped)
    elif type(expected) is Instance and expected.name == "builtins.tuple" and expected.args:
        want = [expected.args[0]] * len(node.elts)
    items: list[Type] = []
    for elt, w in zip(node.elts, want):
        if type(elt) is ast.Starred:  # (exact class: a failed isinstance test also looks up __class__)
            # (a, *rest): a tuple's items spliced in, any other iterable's of unknown number
            value = self.infer(elt.value)
            if type(value) is Instance and (fields := self.prog.namedtuple_items(value)) is not None:
                value = fields  # a named tuple splices its fields
            spliced = None if type(value) is UnionType else unpacked_items(value)
            if spliced is None:
                spliced = (UnboundedItems(widen_literal(starred_items(self, value, elt))),)
            items.extend(spliced)
            continue
        items.append(self.infer(elt, w))
    for i in items:
        if is_variadic_item(i):
            break
    else:
        return TupleType(tuple(items))  # (most displays: no item of unknown number, make_tuple's answer)
    # An iterable of unknown length spliced in makes a ``tuple[X, ...]`` of all the items (as
    # mypy infers ``(cl, *others)``), unless the context asks for ``tuple[int, *tuple[...]]``;
    # a TypeVarTuple spliced in stays (``(1, *args)`` is ``tuple[int, *Ts]``).
    unbounded = any(type(i) is UnboundedItems for i in items) and not (
        type(expected) is TupleType and any(is_variadic_item(i) for i in expected.items))
    if sum(1 for i in items if is_variadic_item(i)) > 1 or unbounded:
        if any(type(i) is UnboundedItems and i.item is ANY for i in items):
            return Instance("builtins.tuple", (ANY,))  # a union spliced in (starred_items)
        return Instance("builtins.tuple", (widen_literal(element_type(tuple(items))),))
    return make_tuple(items)


def _tuple_member(expected: UnionType, n: int) -> Type | None:
    """The context a tuple display of ``n`` items takes from a union (``tuple[list[B], int] |
    None``): its one tuple member of that length, as mypy; None when there are several or none."""
    fitting = [m for m in expected.items if type(m) is TupleType and with_length(m.items, n) is not None]
    return fitting[0] if len(fitting) == 1 else None


def _Dict(self: ExpressionChecker, node: ast.Dict, expected: Type | None) -> Type:
    if expected is not None:
        td = typeddicts.infer_dict_display(self, node, expected)
        if td is not None:
            return td  # a TypedDict is expected: the display is one, its keys checked
    mappings = ("builtins.dict", "typing.Mapping", "typing.MutableMapping", "_typeshed.SupportsKeysAndGetItem")
    if not node.keys and _undecided(self, expected, mappings, Instance("builtins.dict", (NEVER, NEVER))):
        return Instance("builtins.dict", (NEVER, NEVER))
    ctx_args = _element_expected(self, expected, mappings)
    kw, vw = (ctx_args[0], ctx_args[1]) if ctx_args and len(ctx_args) == 2 else (None, None)
    keys: list[Type] = []
    values: list[Type] = []
    for k, v in zip(node.keys, node.values):
        if k is None:
            inner = self.infer(v)
            if type(inner) is Instance:
                mapped = map_to_supertype(inner, "typing.Mapping", self.prog)
                if mapped is not None and len(mapped.args) == 2:
                    keys.append(mapped.args[0])
                    values.append(mapped.args[1])
                    continue
            keys.append(ANY)
            values.append(ANY)
            continue
        keys.append(self.infer(k, kw))
        values.append(self.infer(v, vw))
    if expected is not None and type(expected) is Instance and expected.name not in ("builtins.dict", "typing.Mapping", "typing.MutableMapping"):
        info = self.prog.class_by_name(expected.name)
        if info is not None and (info.unknown_base or info.dynamic):
            return expected
    if kw is not None and vw is not None and _all_fit(self, keys, kw) and _all_fit(self, values, vw):
        return Instance("builtins.dict", (kw, vw))
    if not keys:
        return _empty(self, "builtins.dict", 2, expected)
    held = open_context(self, expected)
    if kw is not None and vw is not None:
        keys, values = _known_if_misfit(self, keys, kw), _known_if_misfit(self, values, vw)
    return Instance("builtins.dict", (_join_against(self, keys, kw, held or kw is not None), _join_against(self, values, vw, held or vw is not None)))


def _comprehension_env(self: ExpressionChecker, generators: list[ast.comprehension], at: ast.expr) -> Env | None:
    """The names the generators bind, narrowed by their conditions; None where a condition
    never holds. Leaves the targets' names in ``ctx.comprehension_names``: the caller restores it.
    ``at``, the comprehension, is where mypy reports targets that take the wrong number of items."""
    env: Env | None = Env(self.env)
    for gen in generators:
        assert env is not None
        self.ctx.comprehension_names |= {n.id for n in walk(gen.target) if type(n) is ast.Name}
        iterable = self.infer_in(gen.iter, env)
        item = awaits.async_item(self, iterable, gen.iter) if gen.is_async else calls.iterated_type(self, iterable, gen.iter)
        from hintloader.checker.targets import bind_target

        # Literals of a tuple display are widened (``for x in (1, 2)``: int); declared literal
        # item types (``tuple[Literal["a", "b"], ...]``) stay what they are.
        bind_target(self, gen.target, widen_literal(item) if type(iterable) is TupleType else item, env, fresh=True, unpack_at=at)
        for cond in gen.ifs:
            truthy_functions.check_condition(self, cond, self.infer_condition(cond, env))
            true_env, _ = narrow(self, cond, env)
            if true_env is None:
                return None
            env = true_env
            for walrus in _nested_walruses(cond):
                # ``[y for x in xs if (y := f(x))]``: the name is the enclosing scope's (PEP 572).
                if type(walrus.target) is ast.Name and walrus.target.id in env:
                    self.env[walrus.target.id] = env[walrus.target.id]
    return env


# Generator types carry their send (and return) types after the item type: None here.
_EXTRA_ARGS = {"typing.Generator": 2, "typing.AsyncGenerator": 1}


def _comp(self: ExpressionChecker, node: ast.ListComp | ast.SetComp | ast.GeneratorExp, expected: Type | None, cls: str, abstract: tuple[str, ...]) -> Type:
    names = self.ctx.comprehension_names
    try:
        return _comp_in_scope(self, node, expected, cls, abstract)
    finally:
        self.ctx.comprehension_names = names


def _comp_in_scope(self: ExpressionChecker, node: ast.ListComp | ast.SetComp | ast.GeneratorExp, expected: Type | None, cls: str, abstract: tuple[str, ...]) -> Type:
    env = _comprehension_env(self, node.generators, node)
    if env is None:
        return Instance(cls, (ANY,) + (NONE,) * _EXTRA_ARGS.get(cls, 0))
    ctx_args = _element_expected(self, expected, (cls,) + abstract)
    want = ctx_args[0] if ctx_args else None
    saved = self.env
    self.env = env
    try:
        elt = self.infer(node.elt, want)
    finally:
        self.env = saved
    elem = want if want is not None and is_assignable(elt, want, self.prog) else widen_literal(elt)
    if cls == "typing.AsyncGenerator":
        return Instance(cls, (elem, NONE))
    if cls == "typing.Generator":
        return Instance(cls, (elem, NONE, NONE))
    return Instance(cls, (elem,))


def _ListComp(self: ExpressionChecker, node: ast.ListComp, expected: Type | None) -> Type:
    return _comp(self, node, expected, "builtins.list", ("typing.Sequence", "typing.Iterable", "typing.MutableSequence", "typing.Collection"))


def _SetComp(self: ExpressionChecker, node: ast.SetComp, expected: Type | None) -> Type:
    return _comp(self, node, expected, "builtins.set", ("typing.AbstractSet", "typing.Iterable", "typing.Collection"))


def _GeneratorExp(self: ExpressionChecker, node: ast.GeneratorExp, expected: Type | None) -> Type:
    # ``async for`` or ``await`` in a generator expression makes it an asynchronous generator.
    if any(g.is_async for g in node.generators) or any(type(n) is ast.Await for n in walk(node.elt)):
        return _comp(self, node, expected, "typing.AsyncGenerator", ("typing.AsyncIterator", "typing.AsyncIterable"))
    return _comp(self, node, expected, "typing.Generator", ("typing.Iterator", "typing.Iterable"))


def _DictComp(self: ExpressionChecker, node: ast.DictComp, expected: Type | None) -> Type:
    names = self.ctx.comprehension_names
    try:
        return _dict_comp_in_scope(self, node, expected)
    finally:
        self.ctx.comprehension_names = names


def _dict_comp_in_scope(self: ExpressionChecker, node: ast.DictComp, expected: Type | None) -> Type:
    env = _comprehension_env(self, node.generators, node)
    if env is None:
        return Instance("builtins.dict", (ANY, ANY))
    ctx_args = _element_expected(self, expected, ("builtins.dict", "typing.Mapping", "typing.MutableMapping"))
    saved = self.env
    self.env = env
    try:
        k = self.infer(node.key, ctx_args[0] if ctx_args else None)
        v = self.infer(node.value, ctx_args[1] if ctx_args and len(ctx_args) > 1 else None)
    finally:
        self.env = saved
    if ctx_args and len(ctx_args) == 2 and is_assignable(k, ctx_args[0], self.prog) and is_assignable(v, ctx_args[1], self.prog):
        return Instance("builtins.dict", (ctx_args[0], ctx_args[1]))
    return Instance("builtins.dict", (widen_literal(k), widen_literal(v)))



