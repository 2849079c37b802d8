"""``*args`` and ``**kwargs`` arguments of a call: what they must be, and the parameters a
``*args`` fills (its items checked against each, a keyword for one of them a second value)."""

from __future__ import annotations

import ast
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from hintloader.checker.any_excuses import argument_excused
from hintloader.checker.naming import CalleeName, naming, quoted
from hintloader.checker.shown_values import shown_value
from hintloader.typesystem.model import (
    ANY,
    POSITIONAL_KINDS,
    AnyType,
    CallableType,
    Instance,
    LiteralType,
    NoneType,
    ParamKind,
    TupleType,
    Type,
    TypeVarType,
    collect_type_vars,
    has_type_vars,
    is_variadic,
    substitute,
    union_items,
)
from hintloader.typesystem.formatting import format_type
from hintloader.typesystem.relations import ClassHierarchy, is_assignable, map_to_supertype
from hintloader.typesystem.tuples import is_bounded

if TYPE_CHECKING:  # the call checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker


class Argument(Protocol):
    kind: str  # pos | star | kw | dstar
    name: str | None
    node: ast.expr | None
    type: Type | None
    index: int


@dataclass(frozen=True, slots=True)
class Filled:
    """One parameter a ``*args`` argument fills, with the item it gets there (None: unknown)."""

    argument: Argument
    param: int
    item: Type | None


_KEYWORD_ONLY = (ParamKind.KEYWORD_ONLY, ParamKind.VAR_KEYWORD)


def star_items_solve(t: CallableType) -> bool:
    """Whether the items of a ``*x`` argument are matched with ``t``'s parameters one by one
    (no ``*args: *Ts`` or ``P.args``, which the call checker solves, and no positional-only
    parameter after ``*args``)."""
    return not (any(p.kind == ParamKind.VAR_POSITIONAL and is_variadic(p.type) for p in t.params) or any(
        p.kind == ParamKind.POSITIONAL_ONLY and i > _star_index(t) for i, p in enumerate(t.params)))


def check_star_arguments(ck: ExpressionChecker, t: CallableType, args: Sequence[Argument], node: ast.AST,
                         name: CalleeName | None, solution: dict[TypeVarType, Type] | None = None) -> None:
    """A call of ``t`` with ``*`` or ``**`` arguments (their types inferred): each ``*x`` must
    be iterable, each ``**x`` a mapping with str keys; the items of each ``*x`` must fit the
    parameters it fills (a generic callee's as ``solution`` solved them), and a keyword
    argument must not name one of those (as mypy checks; not in an unannotated function,
    where mypy knows no argument's type)."""
    if ck.ctx.lenient:
        return
    for a in args:
        if a.kind == "star" and a.type is not None and not spliceable(ck, a.type):
            ck.error(node, "misc", "Expected iterable as variadic argument")
        elif a.kind == "dstar" and a.type is not None:
            _check_mapping(ck, a.type, node)
    if not star_items_solve(t):
        _check_variadic_arity(ck, t, args, node, name)
        return  # *args: *Ts or P.args: solved and checked by the call checker
    mapped = filled_by_stars(t, args, ck.prog)
    for f in mapped.filled:
        formal = t.params[f.param].type
        if t.type_vars and has_type_vars(formal):
            own: list[TypeVarType] = []
            collect_type_vars(formal, own)
            own = [tv for tv in own if tv in t.type_vars]
            if solution is None or any(tv not in solution or type(solution[tv]) is AnyType for tv in own):
                continue  # (a variable nothing solved)
            formal = substitute(formal, solution)
        if f.item is None or type(f.item) is AnyType:
            continue
        if is_assignable(f.item, formal, ck.prog) or argument_excused(f.item, formal, ck.prog):
            continue
        assert f.argument.type is not None
        shown = shown_value(ck, f.argument.node, f.argument.type, formal)
        ck.error(f.argument.node or node, "arg-type",
                 f'Argument {f.argument.index}{naming("to", name)} has incompatible type "*{format_type(shown)}"; '
                 f'expected "{format_type(formal)}"')
    by_star = {f.param for f in mapped.filled}
    for a in args:
        if a.kind != "kw" or a.name is None:
            continue
        index = next((i for i, p in enumerate(t.params) if p.name == a.name and p.kind == ParamKind.POSITIONAL_OR_KEYWORD), None)
        if index is not None and index in by_star:
            ck.error(node, "misc", f'{name if name is not None else "Function"} gets multiple values for keyword argument "{a.name}"')
    _check_arity(ck, t, args, mapped, node, name)


def _check_variadic_arity(ck: ExpressionChecker, t: CallableType, args: Sequence[Argument], node: ast.AST,
                          name: CalleeName | None) -> None:
    """``f(*pair)`` for ``*args: *tuple[bool, str, *Ts, int]``: tuples whose length is known,
    or at least known (``*tuple[*Ts]`` may be empty), that give fewer positional arguments than
    the parameters around ``*args`` require (mypy's "Too few arguments")."""
    if any(a.kind in ("kw", "dstar") for a in args):
        return  # a keyword may fill a parameter by name
    stars = [a for a in args if a.kind == "star"]
    given = sum(1 for a in args if a.kind == "pos")
    for a in stars:
        items = a.type.items if type(a.type) is TupleType else None
        if items is None or not all(is_bounded((i,)) or type(i) is TypeVarType for i in items):
            return  # an iterable of unknown length may fill them all
        given += sum(1 for i in items if is_bounded((i,)))
    required = sum(1 for p in t.params if p.kind in POSITIONAL_KINDS and not p.has_default)
    if given < required:
        ck.error(node, "call-arg", f'Too few arguments{naming("for", name)}')


@dataclass(frozen=True, slots=True)
class Mapped:
    """How mypy maps the positional and ``*`` arguments of a call onto the parameters."""

    filled: tuple[Filled, ...]  # by the ``*x`` arguments
    by_position: frozenset[int]  # the parameters positional arguments fill
    after_star_left_over: bool  # a positional argument after a ``*x`` that no parameter takes


def filled_by_stars(t: CallableType, args: Sequence[Argument], prog: ClassHierarchy) -> Mapped:
    """The parameters each ``*x`` fills, as mypy maps them: the items of a tuple of known
    length one by one; any other iterable every positional parameter left, up to ``*args``."""
    params = t.params
    out: list[Filled] = []
    by_position: set[int] = set()
    left_over = seen_star = False
    at = 0
    for a in args:
        if a.kind == "pos":
            if at < len(params) and params[at].kind not in (ParamKind.VAR_POSITIONAL, ParamKind.VAR_KEYWORD):
                by_position.add(at)
                at += 1
            elif at >= len(params) or params[at].kind == ParamKind.VAR_KEYWORD:
                left_over = left_over or seen_star  # before any ``*x`` the call checker reports it
        elif a.kind == "star":
            seen_star = True
            items = a.type.items if type(a.type) is TupleType and is_bounded(a.type.items) else None
            if items is not None:
                for item in items:
                    if at >= len(params) or params[at].kind == ParamKind.VAR_KEYWORD:
                        break
                    out.append(Filled(a, at, item))
                    if params[at].kind != ParamKind.VAR_POSITIONAL:
                        at += 1
                continue
            each = spread_item_type(a.type, prog)
            while at < len(params) and params[at].kind not in _KEYWORD_ONLY:
                out.append(Filled(a, at, each))
                if params[at].kind == ParamKind.VAR_POSITIONAL:
                    break
                at += 1
    return Mapped(tuple(out), frozenset(by_position), left_over)


def _check_arity(ck: ExpressionChecker, t: CallableType, args: Sequence[Argument], mapped: Mapped, node: ast.AST,
                 name: CalleeName | None) -> None:
    """What the call checker leaves to this module once a ``*x`` is given: tuple items or
    positional arguments after it that no parameter takes (``f(*(1, 2, 3))``, ``f(*xs, 1)``
    for two parameters: "Too many arguments"), and required parameters that tuples of known
    length leave empty (``f(*(1,))``: "Missing positional argument "b""), as mypy words them."""
    has_star_param = any(p.kind == ParamKind.VAR_POSITIONAL for p in t.params)
    tuples = [a for a in args if a.kind == "star" and type(a.type) is TupleType and is_bounded(a.type.items)]
    spilled = any(sum(1 for f in mapped.filled if f.argument is a) < len(a.type.items) for a in tuples if type(a.type) is TupleType)
    if (spilled and not has_star_param) or mapped.after_star_left_over:
        ck.error(node, "call-arg", f'Too many arguments{naming("for", name)}')
        return
    stars = [a for a in args if a.kind == "star"]
    if len(tuples) < len(stars) or any(a.kind == "dstar" for a in args):
        return  # an iterable of unknown length, or a mapping, may fill any of them
    keywords = {a.name for a in args if a.kind == "kw"}
    named = {p.name for p in t.params if p.kind in (ParamKind.POSITIONAL_OR_KEYWORD, ParamKind.KEYWORD_ONLY)}
    if any(k not in named for k in keywords) and not any(p.kind == ParamKind.VAR_KEYWORD for p in t.params):
        return  # the unexpected keyword is the finding
    filled = {f.param for f in mapped.filled} | mapped.by_position
    missing = [i for i, p in enumerate(t.params) if p.kind in POSITIONAL_KINDS
               and not p.has_default and i not in filled and p.name not in keywords]
    if missing:
        ck.error(node, "call-arg", _too_few(t, args, keywords, name))


def _too_few(t: CallableType, args: Sequence[Argument], keywords: set[str | None], name: CalleeName | None) -> str:
    """mypy's wording: the required parameters after as many as the call has positional and
    ``*`` arguments, less those given by keyword (a positional-only one has no name to show)."""
    given = sum(1 for a in args if a.kind in ("pos", "star"))
    required = [p for p in t.params if p.kind in POSITIONAL_KINDS and not p.has_default]
    names = [p.name if p.kind != ParamKind.POSITIONAL_ONLY else None for p in required[given:]]
    left = [n for n in names if n not in keywords]
    if name is not None and left and all(n is not None for n in left):
        return f'Missing positional argument{"s" if len(left) > 1 else ""} {quoted(n for n in left if n is not None)} in call to {name}'
    return f'Too few arguments{naming("for", name)}'


def spread_item_type(t: Type | None, prog: ClassHierarchy) -> Type | None:
    """The item a ``*x`` gives: a generic iterable's item type; None (unknown) for others, as
    mypy, which checks no item of a union or of a class that is not generic."""
    if type(t) is not Instance or not t.args:
        return None
    iterable = map_to_supertype(t, "typing.Iterable", prog)
    return iterable.args[0] if iterable is not None and iterable.args else None


def _star_index(t: CallableType) -> int:
    return next((i for i, p in enumerate(t.params) if p.kind == ParamKind.VAR_POSITIONAL), len(t.params))


def spliceable(ck: ExpressionChecker, t: Type) -> bool:
    """What mypy takes after ``*`` (in a call or a display): an iterable, a tuple, Any; only a
    union member or a class that clearly is none (None, an int) is reported."""
    target = Instance("typing.Iterable", (ANY,))
    for member in union_items(t):
        if isinstance(member, (NoneType, LiteralType, Instance)) and not is_assignable(member, target, ck.prog):
            return False
    return True


def _check_mapping(ck: ExpressionChecker, t: Type, node: ast.AST) -> None:
    """``**x``: a mapping (anything with ``keys`` and ``__getitem__``) with str keys."""
    with_str_keys = Instance("_typeshed.SupportsKeysAndGetItem", (Instance("builtins.str"), ANY))
    if ck.prog.class_by_name(with_str_keys.name) is None:
        return
    for member in union_items(t):
        if not isinstance(member, (NoneType, LiteralType, Instance, TupleType)) or is_assignable(member, with_str_keys, ck.prog):
            continue
        if type(member) is Instance and is_assignable(member, Instance(with_str_keys.name, (ANY, ANY)), ck.prog):
            ck.error(node, "arg-type", "Argument after ** must have string keys")
        else:
            ck.error(node, "arg-type", f'Argument after ** must be a mapping, not "{format_type(t)}"')
        return
