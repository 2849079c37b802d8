"""Overloads: which item of an @overload call applies, and implementations that fit their items."""

from __future__ import annotations

import ast
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from hintloader.typesystem.structural import positional_only
from hintloader.typesystem.relations import PROMOTIONS, ClassHierarchy, collect_constraints, held_by, is_assignable, is_same_type, is_subtype, map_to_supertype, solved_to_stand_for
from hintloader.typesystem.model import (
    ANY,
    AnyType,
    CallableType,
    Instance,
    LiteralType,
    NeverType,
    NoneType,
    Overloaded,
    Param,
    ParamKind,
    TupleType,
    Type,
    TypeType,
    SELF_SCOPE,
    TypeVarKind,
    TypeVarType,
    UnionType,
    has_any,
    has_type_vars,
    make_union,
    substitute,
    drop_literal_string,
    union_items,
    widen_literal,
)
from hintloader.typesystem.formatting import format_signature, format_type

from hintloader.checker import empty_items, enums
from hintloader.checker.classes import decorator_name
from hintloader.checker.overload_overlaps import flipping_fixes, unsafe_overlap
from hintloader.typesystem.overlaps import paired_params
from hintloader.checker.naming import CalleeName, is_operator_method, naming, quoted
from hintloader.checker.symbols import Scope

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.program import Program

# fits(item, argument types): the item's return type for these arguments, or None if they do not fit.
Fits = Callable[[CallableType, Sequence["Type | None"]], "Type | None"]
# formals(item): the type of the parameter each argument goes to (None: to none, or unknown).
Formals = Callable[[CallableType], Sequence["Type | None"]]

# How many items a call-overload error lists.
_VARIANTS_SHOWN = 4

# Union, bool and enum arguments are tried member by member (spec step 3) up to this many
# combinations.
_MAX_EXPANSIONS = 64

_FLIP_NOTE = "Flipping the order of overloads will fix this error"


def resolve(items: Sequence[CallableType], arg_types: Sequence[Type | None], fits: Fits, prog: Program,
            formals: Formals | None = None, variadic: Callable[[CallableType], bool] | None = None) -> Type | None:
    """The return type of the call (typing spec, "Overloads: call evaluation"), or None when no
    item accepts the arguments. The first item that fits wins; with ``variadic`` (the call
    passes ``*args`` or ``**kwargs`` of unknown length), items whose variadic parameters take
    them come first (step 4); when Any arguments make several items fit with different return
    types, the result is Any (nothing is certain, step 5), unless an item accepts every
    materialization of the arguments (those after it are then out) or each Any argument goes to
    parameters of one type in all of them (then it chooses nothing)."""
    found = _first_fit(items, arg_types, fits, prog, formals, variadic)
    if found is not None:
        return found
    budget = [_MAX_EXPANSIONS]
    return _expand(items, list(arg_types), 0, fits, prog, budget, formals, variadic)


def _first_fit(items: Sequence[CallableType], arg_types: Sequence[Type | None], fits: Fits, hierarchy: ClassHierarchy,
               formals: Formals | None, variadic: Callable[[CallableType], bool] | None) -> Type | None:
    with_any = [i for i, t in enumerate(arg_types) if t is not None and has_any(t) and not empty_items.is_unfilled(t)]
    fitting: list[CallableType] = []
    results: list[Type] = []
    for item in items:
        ret = fits(item, arg_types)
        if ret is None:
            continue
        if not with_any and variadic is None:
            return ret
        fitting.append(item)
        results.append(ret)
    if not results:
        return None
    if variadic is not None and len(fitting) > 1:
        keep = [i for i, item in enumerate(fitting) if variadic(item)]
        if keep:  # step 4: the items that take an unknown number of arguments as such
            fitting, results = [fitting[i] for i in keep], [results[i] for i in keep]
    if not with_any:
        return results[0]
    if formals is not None:
        for k, item in enumerate(fitting):
            types = formals(item)
            if all(_takes_every_materialization(arg_types[i], types[i] if i < len(types) else None, hierarchy) for i in with_any):
                fitting, results = fitting[:k + 1], results[:k + 1]  # step 5: the later ones are out
                break
    if all(is_same_type(r, results[0], hierarchy) for r in results[1:]):
        return results[0]
    if formals is not None and not _any_chooses(fitting, with_any, formals, hierarchy):
        return results[0]
    covering = _covering_result(results, hierarchy)
    return covering if covering is not None else ANY


def _covering_result(results: list[Type], hierarchy: ClassHierarchy) -> Type | None:
    """The one result the others are literal refinements of (``LiteralString`` beside ``str``
    for ``", ".join(parts)`` of unknown parts): whatever the Any turns out to be, the call
    gives that type, so it is the answer rather than Any (mypy, where LiteralString is str)."""
    for candidate in results:
        if all(r is candidate or is_same_type(drop_literal_string(r), candidate, hierarchy) for r in results):
            return candidate
    # Results that differ only where one holds Any (``list[A]`` and ``list[A | Any]`` of
    # ``list.__add__`` given a ``list[Any]``) are one type to a gradual checker: the one
    # with the Any, which claims no more than the others; its ``A | Any`` is Any (mypy's
    # ``list[Any]``: no member of such a union is held to its class).
    for candidate in results:
        if has_any(candidate) and all(r is candidate or (is_assignable(r, candidate, hierarchy) and is_assignable(candidate, r, hierarchy))
                                      for r in results):
            return _unions_with_any_as_any(candidate)
    return None


def _unions_with_any_as_any(t: Type) -> Type:
    if type(t) is UnionType:
        return ANY if any(type(m) is AnyType for m in t.items) else make_union([_unions_with_any_as_any(m) for m in t.items])
    if type(t) is Instance and t.args:
        return Instance(t.name, tuple(_unions_with_any_as_any(a) for a in t.args), t.literal_string, t.variadic)
    if type(t) is TupleType:
        return TupleType(tuple(_unions_with_any_as_any(i) for i in t.items))
    return t


def _takes_every_materialization(actual: Type | None, formal: Type | None, hierarchy: ClassHierarchy) -> bool:
    """Whether a parameter accepts whatever an argument holding Any turns out to be: the
    parameter is Any or object, or the argument fits it without leaning on its Any
    (``list[Any]`` for ``list[Any]``)."""
    if actual is None or formal is None:
        return False
    if type(formal) is AnyType or (type(formal) is Instance and formal.name == "builtins.object"):
        return True
    return bool(is_subtype(actual, formal, hierarchy))


def _any_chooses(fitting: list[CallableType], with_any: list[int], formals: Formals, hierarchy: ClassHierarchy) -> bool:
    """Whether an argument holding Any goes to parameters of different types in the fitting
    items, so that what it really is decides between them (mypy's rule; ``key: Any`` in every
    item of ``(key: Any, raiseerr: Literal[True]) -> NoReturn`` and its siblings decides nothing)."""
    # An item's own type variables stand for what its arguments solve them to: the same
    # argument solves ``Awaitable[T1]`` and ``Awaitable[T]`` alike, so it chooses nothing
    # between them (``asyncio.gather(coro)`` of a ``Coroutine[Any, Any, bytes]``).
    per_item = [[None if f is None else substitute(f, {tv: ANY for tv in item.type_vars}) for f in formals(item)]
                for item in fitting]
    for i in with_any:
        first = per_item[0][i] if i < len(per_item[0]) else None
        for types in per_item[1:]:
            other = types[i] if i < len(types) else None
            if first is None or other is None or not is_same_type(first, other, hierarchy):
                return True
    return False


def _expand(items: Sequence[CallableType], arg_types: list[Type | None], start: int, fits: Fits, prog: Program,
            budget: list[int], formals: Formals | None, variadic: Callable[[CallableType], bool] | None) -> Type | None:
    """Try each member of the first union (bool, enum or constrained type variable) argument from
    ``start`` on; every member must be accepted by some item. The result is the union of theirs."""
    for i in range(start, len(arg_types)):
        members = _members(arg_types[i], prog)
        if members is None:
            continue
        results: list[Type] = []
        for member in members:
            budget[0] -= 1
            if budget[0] < 0:
                return None
            var = arg_types[i]
            if type(var) is TypeVarType:  # AnyStr: the same constraint in every argument
                trial = [None if t is None else substitute(t, {var: member}) for t in arg_types]
            else:
                trial = arg_types[:i] + [member] + arg_types[i + 1:]
            ret = _first_fit(items, trial, fits, prog, formals, variadic)
            if ret is None:
                # From i again: the member may expand itself (the Mode of Mode | None).
                ret = _expand(items, trial, i, fits, prog, budget, formals, variadic)
            if ret is None and type(var) is not TypeVarType:
                return None
            if ret is not None:
                results.append(ret)
        if type(arg_types[i]) is TypeVarType:
            # AnyStr: the body is not checked once per constraint, so a constraint may be one
            # that this branch never sees (after isinstance): one that fits is enough, and the
            # result depends on which constraint it is: Any.
            return ANY if results else None
        return make_union(results)
    return None


def _members(t: Type | None, prog: Program) -> tuple[Type, ...] | None:
    """What an argument type expands into (typing spec, "Argument type expansion"): a union's
    members, bool's and an enum's literals, ``type[A | B]``'s class objects, a constrained type
    variable's constraints, and a tuple of known length expanded at its first expandable item."""
    if type(t) is UnionType:
        return t.items
    if type(t) is TypeType and type(t.item) is UnionType:
        return tuple(TypeType(m) for m in t.item.items)
    if type(t) is TupleType:
        for j, item in enumerate(t.items):
            members = _members(item, prog)
            if members is not None:
                return tuple(TupleType(t.items[:j] + (m,) + t.items[j + 1:]) for m in members)
        return None
    if type(t) is TypeVarType and t.values:
        return t.values
    if type(t) is Instance:
        if t.name == "builtins.bool":
            return (LiteralType(True, "builtins.bool"), LiteralType(False, "builtins.bool"))
        return enums.as_literals(prog, t.name)
    return None


def roughly_fits(actual: Type, formal: Type, hierarchy: ClassHierarchy) -> bool:
    """Whether an argument is close to a parameter, type arguments aside (an argument of
    ``E | None`` for ``E``): then the call is reported against that item, as an ``arg-type``
    error on the argument, which is what mypy does (and where code puts its ``# type: ignore``)."""
    if type(formal) is TypeVarType and formal.bound is not None and not has_type_vars(formal.bound):
        formal = formal.bound  # parse(source: N) with N bound to Node is not close to an int
    if type(actual) is AnyType or isinstance(formal, (AnyType, TypeVarType)):
        return True
    if type(actual) is UnionType:
        return any(roughly_fits(i, formal, hierarchy) for i in actual.items)
    if type(formal) is UnionType:
        return any(roughly_fits(actual, i, hierarchy) for i in formal.items)
    if type(formal) is LiteralType:
        return actual == formal  # mypy: a literal is close to the same literal only
    if type(actual) is LiteralType:
        actual = Instance(actual.fallback)
    if type(actual) is TupleType:
        actual = Instance("builtins.tuple")
    if type(formal) is TupleType:
        formal = Instance("builtins.tuple")
    if type(actual) is Instance and type(formal) is Instance:
        plain = Instance(actual.name, tuple(ANY for _ in hierarchy.type_params(actual.name)))
        if map_to_supertype(plain, formal.name, hierarchy) is not None:
            return True
        return hierarchy.is_protocol(formal.name) and all(hierarchy.has_member(actual.name, m) for m in hierarchy.protocol_members(formal.name))
    if type(actual) is TypeType and type(formal) is TypeType:
        return True  # a class object for a class object, whichever classes (mypy's similarity)
    callable_actual = isinstance(actual, (CallableType, Overloaded, TypeType))
    if type(formal) is CallableType:
        return callable_actual
    if callable_actual:
        return type(formal) is Instance and hierarchy.is_protocol(formal.name)
    return type(actual) is type(formal)


def report_no_match(ck: ExpressionChecker, node: ast.AST, callee: CalleeName | None, items: Sequence[CallableType], arg_types: Sequence[Type]) -> None:
    """``No overload variant of "f" matches argument types "str", "int"``, with the variants."""
    shown = quoted(format_type(widen_literal(t)) for t in arg_types)
    what = "argument type" if len(arg_types) == 1 else "argument types"
    of = naming("of", callee)
    message = f'No overload variant{of} matches {what} {shown}' if arg_types else f'All overload variants{of} require at least one argument'
    code = "operator" if is_operator_method(callee) else "call-overload"  # mypy's codes
    ck.error(node, code, message)
    # One note: findings at one position are sorted by message, which would scramble a list.
    fallback = callee.name if callee is not None else ""
    bound = callee.bound_param if callee is not None else ""
    variants = [format_signature(item, item.name or fallback, first_param=bound, type_vars=True) for item in items[:_VARIANTS_SHOWN]]
    if len(items) > _VARIANTS_SHOWN:
        variants.append(f"and {len(items) - _VARIANTS_SHOWN} more")
    ck.explain(node, code, "Possible overload variants: " + "; ".join(variants))


def implementation_problems(items: Sequence[CallableType], impl: CallableType, hierarchy: ClassHierarchy, *, method: bool = False,
                            dunder: bool = False) -> list[str]:
    """Why an implementation does not fit its overloads (typing spec): it must accept every
    item's arguments and be able to return every item's return type. The parameters of generic
    signatures are compared as generic callables are (an item's type variable stands for any
    type, the implementation's are solved); their return types are not (gradual); nor is a
    method's ``self`` / ``cls``, which items may narrow (``def write(self: File[bytes], b: bytes)``)."""
    problems: list[str] = []
    if impl.ellipsis or any(tv.kind != TypeVarKind.TYPEVAR for tv in impl.type_vars):
        return problems
    skip = 1 if method and impl.params else 0
    for n, item in enumerate(items, start=1):
        if item.ellipsis or any(tv.kind != TypeVarKind.TYPEVAR for tv in item.type_vars):
            continue
        # The implementation stands in for the item: its parameters must take the item's.
        as_item = CallableType(impl.params[skip:], ANY, type_vars=impl.type_vars)
        wanted: Type = CallableType(item.params[skip:], ANY, type_vars=item.type_vars)
        if dunder:
            wanted = positional_only(wanted)  # an operator passes a dunder's arguments by position
        if not is_assignable(as_item, wanted, hierarchy):
            problems.append(f"Overloaded function implementation does not accept all possible parameters of signature {n}")
        if any(v.scope == SELF_SCOPE or v.values for v in item.type_vars):
            continue
        # The implementation's own type variables are solved to stand for the item (from its
        # parameters and its result, joined: mypy's unify_generic_callable). An item's own
        # plain type variables stand for every type their bounds allow (mypy keeps them as they
        # are), so ``def reg(cl: H) -> H`` is no result of an implementation returning None; a
        # return related to the item's either way round is enough (mypy's is_subtype of one in
        # the other).
        ret = impl.ret
        if impl.type_vars:
            solved = solved_to_stand_for(CallableType(impl.params[skip:], impl.ret, type_vars=impl.type_vars),
                                         CallableType(item.params[skip:], item.ret, type_vars=item.type_vars), hierarchy)
            if solved is None:
                continue
            ret = solved.ret
        if (type(ret) is not AnyType and not is_assignable(item.ret, ret, hierarchy)
                and not is_assignable(ret, item.ret, hierarchy)):
            problems.append(f"Overloaded function implementation cannot produce return type of signature {n}")
    return problems



def overlap_problems(items: Sequence[CallableType], hierarchy: ClassHierarchy, *, method: bool = False) -> list[tuple[int, str, str, str | None]]:
    """Pairs of items the typing spec calls overlapping, as (item index, code, message, note):

    - a later item that an earlier one accepts whole can never be chosen (``overload-cannot-match``);
    - an earlier item that shares some arguments with a later one (which takes more besides),
      with a return type that does not fit the later one's, is unsafe: a value declared as the
      wider type chooses the later item statically but may run the earlier one
      (``overload-overlap``, mypy's rule: type variables stand for their constraints or bound).

    "Can never be chosen" only where certain: items of the same shape (parameter kinds, names and
    defaults), without ``*args``/``**kwargs``, type variables or Any. A method's ``self`` counts
    only where two items declare different ones (``self: SyncClient`` and ``self: AsyncClient``
    tell the receivers apart, as in mypy, which compares the whole signatures)."""
    skip = 1 if method else 0
    plain = [item.params[skip:] if _comparable(item, skip) else None for item in items]
    found: list[tuple[int, str, str, str | None]] = []
    for j in range(1, len(items)):
        later = plain[j]
        for i in range(j):
            earlier = plain[i]
            if (later is None or earlier is None) and _generic_broader(items[i], items[j], skip, hierarchy):
                found.append((j, "overload-cannot-match",
                              f"Overloaded function signature {j + 1} will never be matched: signature {i + 1}'s parameter type(s) are the same or broader", None))
                break
            pairs = paired_params(CallableType(tuple(earlier), ANY), CallableType(tuple(later), ANY)) if later is not None and earlier is not None else None
            if pairs is not None:
                selves = _different_selves(items[i], items[j], hierarchy) if method else None
                if selves is not None:
                    if not selves:
                        continue  # a type variable or Any in one of them: nothing certain
                    pairs.append((selves[0].type, selves[1].type))
                if all(is_assignable(b, a, hierarchy) for a, b in pairs):
                    found.append((j, "overload-cannot-match",
                                  f"Overloaded function signature {j + 1} will never be matched: signature {i + 1}'s parameter type(s) are the same or broader", None))
                    break
            if unsafe_overlap(items[i], items[j], hierarchy):
                note = _FLIP_NOTE if j == i + 1 and flipping_fixes(items[i], items[j], hierarchy) else None
                found.append((i, "overload-overlap", f"Overloaded function signatures {i + 1} and {j + 1} overlap with incompatible return types", note))
    return found


def _generic_broader(earlier: CallableType, later: CallableType, skip: int, hierarchy: ClassHierarchy) -> bool:
    """Whether a generic ``earlier`` item takes whatever the ``later`` one does, its variables
    solved from the later's parameter types (``(x: T)`` before ``(x: list[T])``, as mypy
    unifies): both of one shape, without Any, ``*args`` or variables other than plain ones."""
    if not (earlier.type_vars or later.type_vars) or not _generic_comparable(earlier, skip) or not _generic_comparable(later, skip):
        return False
    mine, theirs = earlier.params[skip:], later.params[skip:]
    if not _same_shape(mine, theirs):
        return False
    lows: dict[TypeVarType, list[Type]] = {}
    for a, b in zip(mine, theirs):
        collect_constraints(a.type, b.type, hierarchy, lows)
    solution: dict[TypeVarType, Type] = {}
    for tv in earlier.type_vars:
        found = lows.get(tv)
        if not found:
            return False
        held = held_by(make_union(found), tv, lambda a, b: is_subtype(a, b, hierarchy))
        if held is None:
            return False
        solution[tv] = held
    return all(is_subtype(b.type, substitute(a.type, solution), hierarchy) for a, b in zip(mine, theirs))


def _generic_comparable(item: CallableType, skip: int) -> bool:
    return not item.ellipsis and all(tv.kind == TypeVarKind.TYPEVAR for tv in item.type_vars) and all(
        p.kind not in (ParamKind.VAR_POSITIONAL, ParamKind.VAR_KEYWORD) and not has_any(p.type) for p in item.params[skip:])


def _different_selves(a: CallableType, b: CallableType, hierarchy: ClassHierarchy) -> tuple[Param, Param] | tuple[()] | None:
    """The ``self`` parameters of two method items when they declare different types (None
    when they are the same); an empty tuple when either has a type variable or Any."""
    if not a.params or not b.params or is_same_type(a.params[0].type, b.params[0].type, hierarchy):
        return None
    pair = (a.params[0], b.params[0])
    if any(has_any(p.type) or has_type_vars(p.type) for p in pair):
        return ()
    return pair


def _comparable(item: CallableType, skip: int) -> bool:
    return not (item.type_vars or item.ellipsis or has_any(item.ret) or has_type_vars(item.ret)) and all(
        p.kind not in (ParamKind.VAR_POSITIONAL, ParamKind.VAR_KEYWORD) and not has_any(p.type) and not has_type_vars(p.type)
        for p in item.params[skip:])


def _same_shape(a: Sequence[Param], b: Sequence[Param]) -> bool:
    return len(a) == len(b) and all(
        x.kind == y.kind and x.has_default == y.has_default and (x.kind == ParamKind.POSITIONAL_ONLY or x.name == y.name)
        for x, y in zip(a, b))


def check_implementation(ck: ExpressionChecker, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
    """Report an implementation (the undecorated def after the @overload items of the same
    name) that does not accept every item's arguments or cannot return every item's type."""
    if node.decorator_list and any(decorator_name(d) == "overload" for d in node.decorator_list):
        return
    if not _after_overloads(ck, node):
        return  # the common case, decided without building symbols or signatures
    ctx = ck.ctx
    scope = Scope(ctx.scope.module, ctx.scope.cls if ctx.kind == "class" else None, ctx.scope.local_defs, ctx.scope.type_vars, ctx.scope.owner)
    sym = ck.prog.lookup(scope, node.name)
    if sym is None or sym.kind != "func" or len(sym.nodes) < 2 or sym.nodes[-1] is not node:
        return
    method = scope.cls is not None and not any(decorator_name(d) == "staticmethod" for d in node.decorator_list)
    overloaded = ck.prog.value_type(sym)  # the items as every call sees them (memoised)
    impl = ck.prog.function_type(node, sym.scope)
    if type(impl) is not CallableType or type(overloaded) is not Overloaded:
        return  # a decorator hides a signature: nothing certain to compare
    dunder = node.name.startswith("__") and node.name.endswith("__")
    # (mypy places a decorated def at its first decorator, where authors' ignore comments stand)
    where: ast.AST = node.decorator_list[0] if node.decorator_list else node
    for problem in implementation_problems(overloaded.items, impl, ck.prog, method=method, dunder=dunder):
        ck.error(where, "misc", problem)
    item_nodes = [n for n in sym.nodes[:-1] if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
                  and any(decorator_name(d) == "overload" for d in n.decorator_list)]
    if len(item_nodes) == len(overloaded.items):
        for index, code, message, note in overlap_problems(overloaded.items, ck.prog, method=method):
            ck.error(item_nodes[index], code, message)
            if note is not None:
                ck.reporter.note(item_nodes[index], code, note)


def _after_overloads(ck: ExpressionChecker, node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """Whether the scope's other definitions of this name include @overload items."""
    ctx = ck.ctx
    if ctx.kind == "class" and ctx.scope.cls is not None:
        nodes = ctx.scope.cls.body.get(node.name) or []
    elif ctx.kind == "module":
        nodes = ctx.scope.module.definitions(node.name)
    else:
        nodes = next((d[node.name] for d in ctx.scope.local_defs if node.name in d), [])
    return any(n is not node and isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
               and any(decorator_name(d) == "overload" for d in n.decorator_list) for n in nodes)

