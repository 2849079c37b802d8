"""The types of the names a ``case`` pattern binds.

Each capture takes the type of the value at its place, narrowed by the patterns around it as
Python matches them: ``case [x, *rest]`` on a ``list[int]`` binds an ``int`` and a
``list[int]``; ``case Point(x=px)`` the attribute's type; ``case int(n)`` and ``case str() as s``
the subject narrowed by the class; ``case {"radius": r}`` a TypedDict's item. A name whose
value cannot be told stays Any (the caller binds every name to Any first).
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker import namedtuples, sequence_patterns, typeddict_patterns
from hintloader.checker.env import Env
from hintloader.checker.members import NEVER_MISSING
from hintloader.checker.narrowing import split_by_pattern
from hintloader.typesystem.tuples import is_bounded
from hintloader.typesystem.formatting import format_type
from hintloader.typesystem.model import ANY, Instance, LiteralType, NeverType, NoneType, TupleType, Type, TypeType, make_union, union_items

if TYPE_CHECKING:  # typing-only: called with the expression checker
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.symbols import ClassInfo

# Classes whose class pattern takes one positional sub-pattern for the subject itself (PEP 634).
SELF_MATCHING = frozenset({
    "builtins.bool", "builtins.bytearray", "builtins.bytes", "builtins.dict", "builtins.float", "builtins.frozenset",
    "builtins.int", "builtins.list", "builtins.set", "builtins.str", "builtins.tuple",
})


def captures(ck: ExpressionChecker, subject: Type, pattern: ast.pattern, env: Env) -> dict[str, Type]:
    """The names ``pattern`` binds on a value of type ``subject``, with their types."""
    if type(pattern) is ast.MatchAs:
        if pattern.pattern is None:
            return {pattern.name: subject} if pattern.name else {}
        inside = _inside(ck, subject, pattern.pattern, env)
        found = captures(ck, inside, pattern.pattern, env)
        if pattern.name:
            found[pattern.name] = inside
        return found
    if type(pattern) is ast.MatchOr:
        return _alternatives(ck, subject, pattern.patterns, env)
    if type(pattern) is ast.MatchSequence:
        return _sequence(ck, subject, pattern, env)
    if type(pattern) is ast.MatchClass:
        return _class(ck, subject, pattern, env)
    if type(pattern) is ast.MatchMapping:
        return typeddict_patterns.mapping_captures(ck, _inside(ck, subject, pattern, env), pattern,
                                                   lambda value, sub: captures(ck, value, sub, env))
    return {}


def is_self_matching(t: Type) -> bool:
    return all(type(i) is Instance and i.name in SELF_MATCHING for i in union_items(t))


def _inside(ck: ExpressionChecker, subject: Type, pattern: ast.pattern, env: Env) -> Type:
    inside, _ = split_by_pattern(ck, subject, pattern, env)
    return subject if inside is None else inside


def _alternatives(ck: ExpressionChecker, subject: Type, alternatives: list[ast.pattern], env: Env) -> dict[str, Type]:
    """Each alternative binds the same names (Python requires it), on what those before it left."""
    found: dict[str, list[Type]] = {}
    left = subject
    for alternative in alternatives:
        for name, t in captures(ck, left, alternative, env).items():
            found.setdefault(name, []).append(t)
        _, rest = split_by_pattern(ck, left, alternative, env)
        if rest is not None and type(rest) is not NeverType:
            left = rest
    return {name: make_union(types) for name, types in found.items()}


def _sequence(ck: ExpressionChecker, subject: Type, pattern: ast.MatchSequence, env: Env) -> dict[str, Type]:
    match = sequence_patterns.split(subject, pattern, ck.prog, lambda t, p: split_by_pattern(ck, t, p, env))
    if match is None:
        return {}
    found: dict[str, Type] = {}
    for sub, place in zip(pattern.patterns, match.positions):
        if type(sub) is ast.MatchStar:
            if sub.name:
                found[sub.name] = place
        else:
            found.update(captures(ck, place, sub, env))
    return found


def _class(ck: ExpressionChecker, subject: Type, pattern: ast.MatchClass, env: Env) -> dict[str, Type]:
    inside, _ = split_by_pattern(ck, subject, pattern, env)
    if inside is None or type(inside) is NeverType:
        return {}
    found: dict[str, Type] = {}
    if pattern.patterns:
        if len(pattern.patterns) == 1 and is_self_matching(inside):
            found.update(captures(ck, inside, pattern.patterns[0], env))
        else:
            names = _match_args(ck, inside)
            for index, sub in enumerate(pattern.patterns):
                attribute = names[index] if names is not None and index < len(names) else None
                found.update(captures(ck, _attribute(ck, inside, attribute), sub, env))
    for attribute, sub in zip(pattern.kwd_attrs, pattern.kwd_patterns):
        found.update(captures(ck, _attribute(ck, inside, attribute), sub, env))
    return found


def _attribute(ck: ExpressionChecker, inside: Type, name: str | None) -> Type:
    if name is None:
        return ANY
    found = ck.member(inside, name, None, report=False)
    return ANY if found is NEVER_MISSING else found


def _match_args(ck: ExpressionChecker, inside: Type) -> tuple[str, ...] | None:
    """The attribute names ``__match_args__`` gives, when they are literal strings; a named
    tuple's are its fields."""
    info = ck.prog.class_by_name(inside.name) if type(inside) is Instance else None
    named = namedtuples.namedtuple_class(ck.prog, info) if info is not None else None
    if named is not None:
        fields = namedtuples.fields(ck.prog, named)
        return None if fields is None else tuple(f.name for f in fields)
    found = ck.member(inside, "__match_args__", None, report=False)
    if type(found) is not TupleType:
        return _written_match_args(info)
    names: list[str] = []
    for item in found.items:
        if not (type(item) is LiteralType and isinstance(item.value, str)):
            return _written_match_args(info)
        names.append(item.value)
    return tuple(names)


def _written_match_args(info: ClassInfo | None) -> tuple[str, ...] | None:
    """``__match_args__ = ("a", "b")`` in a class body, unannotated (its inferred type is a
    tuple of str, in a stub unknown): the strings as written, as mypy reads them."""
    if info is None or any(c.unknown_base or c.dynamic for c in info.mro):
        return None
    for c in info.mro:
        nodes = c.body.get("__match_args__") or [] if c.node is not None else []
        if not nodes:
            continue
        stmt = nodes[-1]
        value = stmt.value if isinstance(stmt, (ast.Assign, ast.AnnAssign)) else None
        if type(value) is ast.Tuple and all(type(e) is ast.Constant and isinstance(e.value, str) for e in value.elts):
            return tuple(e.value for e in value.elts if type(e) is ast.Constant and isinstance(e.value, str))
        return None
    return None


def check_class(ck: ExpressionChecker, pattern: ast.MatchClass, cls: Type) -> None:
    """``case a(i)`` where ``a`` is a value, not a class: matching raises TypeError (mypy:
    ``Expected type in class pattern; found "int"``). Only values plainly no class are
    reported: an instance of a class that is no metaclass, a literal, None."""
    value = Instance(cls.fallback) if type(cls) is LiteralType else cls
    if type(value) is NoneType:
        value = Instance("types.NoneType")
    if type(value) is not Instance or value.name in ("builtins.object", "typing.Any"):
        return
    info = ck.prog.class_by_name(value.name)
    if info is None or info.unknown_base or info.dynamic or any(c.fullname == "builtins.type" for c in info.mro):
        return
    ck.error(pattern, "misc", f'Expected type in class pattern; found "{format_type(value)}"')


def check_positional_count(ck: ExpressionChecker, pattern: ast.MatchClass, cls: Type) -> None:
    """``case Point(x, y, z)``: more positional sub-patterns than ``__match_args__`` names (one
    for ``int()`` and the other classes that match themselves) raise TypeError when matched."""
    if not pattern.patterns or type(cls) is not TypeType or type(cls.item) is not Instance:
        return
    inside = cls.item
    if inside.name in SELF_MATCHING:
        allowed: int | None = 1
    else:
        names = _match_args(ck, inside)
        allowed = len(names) if names is not None else _match_args_length(ck, inside)
        if names is None and _lacks_match_args(ck, inside):
            shown = inside.name.removeprefix("builtins.")
            ck.error(pattern, "misc", f'Class "{shown}" doesn\'t define "__match_args__"')
            return
    if allowed is not None and len(pattern.patterns) > allowed:
        ck.error(pattern, "misc", "Too many positional patterns for class pattern")


def _match_args_length(ck: ExpressionChecker, inside: Instance) -> int | None:
    """How many names a ``__match_args__`` of a fixed tuple type holds, literal or not (mypy
    counts ``("a", b)`` as two)."""
    found = ck.member(inside, "__match_args__", None, report=False)
    if type(found) is TupleType and is_bounded(found.items):
        return len(found.items)
    return None


def _lacks_match_args(ck: ExpressionChecker, inside: Instance) -> bool:
    """No class of a fully known MRO defines ``__match_args__`` (a positional sub-pattern then
    raises TypeError)."""
    info = ck.prog.class_by_name(inside.name)
    if info is None or any(c.unknown_base or c.dynamic for c in info.mro):
        return False
    return ck.member(inside, "__match_args__", None, report=False) is NEVER_MISSING
