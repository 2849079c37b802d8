"""The values runtime checkers are made of: problems, compiled checkers, their context."""

from __future__ import annotations

import ast
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Literal

from hintloader.runtime.static import class_fits
from hintloader.runtime.text import describe_value

Memo = dict[object, object] | None
# A checker returns None when the value fits, else a Problem describing the innermost misfit.
Checker = Callable[[object, Memo], "Problem | None"]
CollectionMode = Literal["sample", "first", "all"]

NoneType = type(None)
ANY_TYPES: tuple[type, ...] = (object,)
MISSING = object()
CO_VARARGS = 0x04


class Problem:
    """Why a value did not fit; steps are appended innermost first while unwinding."""

    __slots__ = ("value", "expected", "steps", "reason", "classes")

    def __init__(self, value: object, expected: str, reason: str = "",
                 classes: tuple[type, ...] = ()) -> None:
        self.value = value
        self.expected = expected
        self.steps: list[str] = []
        self.reason = reason
        self.classes = classes  # the classes an isinstance test expected, when it was one

    def at(self, step: str) -> Problem:
        self.steps.append(step)
        return self

    def describe(self) -> str:
        text = describe_value(self.value)
        if self.reason:
            text += f": {self.reason}"
        return text


@dataclass(frozen=True, slots=True)
class Compiled:
    """A checker plus, when the hint is a plain isinstance test, the types to test against."""

    check: Checker
    expected: str
    fast: tuple[type, ...] | None = None
    # The shape, for generating specialised code: "fast", "union", "tuple", "seq", "set",
    # "map", "td" (TypedDict), "proto" (a protocol: `fits` knows the classes that fit),
    # "callable" (`accepted` knows the functions that fit) or "closure" (only `check` is known).
    kind: str = "closure"
    origin: type | None = None
    parts: tuple[Compiled, ...] = ()
    keys: tuple[str, ...] = ()  # TypedDict: the key of each part
    required: frozenset[str] = frozenset()
    # A protocol without data members: id(class) -> (weak reference, namespace size) of each
    # class found to fit, for the generated code's lookup (see structures.compile_protocol).
    fits: dict[int, tuple[object, int]] | None = None
    # A Callable: the plain functions whose check passed (hashed by identity), for the inline
    # test's membership test; emptied whenever the checker forgets its verdicts.
    accepted: set[object] | None = None


@dataclass(slots=True)
class Context:
    """Where names in string hints resolve, and the per-module settings that shape checkers."""

    globalns: Mapping[str, object]
    localns: Mapping[str, object] | None = None
    self_class: type | None = None
    mode: CollectionMode = "sample"
    unresolved: Callable[[str, BaseException], None] | None = None
    building: dict[object, list[Checker]] = field(default_factory=dict)
    # Inside a container: a sample looks at one item per container, not three, so that the
    # cost of checking nested (and recursive) data grows with its depth, not exponentially.
    nested: bool = False


def accept(value: object, memo: Memo) -> Problem | None:
    return None


ANY = Compiled(accept, "Any", ANY_TYPES)


def isinstance_checker(types_: tuple[type, ...], expected: str) -> Compiled:
    if types_ == ANY_TYPES:
        return Compiled(accept, expected, types_, "fast")
    target: type | tuple[type, ...] = types_[0] if len(types_) == 1 else types_

    def check(value: object, memo: Memo) -> Problem | None:
        if class_fits(value, target):
            return None
        return Problem(value, expected, classes=types_)

    return Compiled(check, expected, types_, "fast")


def evaluate(text: str, ctx: Context) -> object:
    """A string hint's value, looked up as Python would at the annotation's place."""
    globalns = ctx.globalns if isinstance(ctx.globalns, dict) else dict(ctx.globalns)
    return evaluate_hint(text, globalns, dict(ctx.localns or {}))


def evaluate_hint(source: str, ns: dict[str, object], localns: dict[str, object]) -> object:
    """The value of an annotation's source. Annotations that only a type checker can read
    (``"Alias" | None`` with string aliases, ``Generator[int]`` before 3.13) are evaluated
    leniently: ``|`` builds a Union of forward references, a failing subscript drops its
    arguments."""
    try:
        return eval(source, ns, localns)  # noqa: S307
    except TypeError:
        return _lenient(ast.parse(source, mode="eval").body, ns, localns)


def _lenient(node: ast.expr, ns: dict[str, object], localns: dict[str, object]) -> object:
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        left, right = _lenient(node.left, ns, localns), _lenient(node.right, ns, localns)
        return typing.Union[left, right]  # noqa: UP007 (accepts strings, unlike |)
    if isinstance(node, ast.Subscript):
        base = _lenient(node.value, ns, localns)
        args = _lenient(node.slice, ns, localns)
        try:
            return base[args]  # type: ignore[index]
        except TypeError:
            return base
    if isinstance(node, ast.Tuple):
        return tuple(_lenient(e, ns, localns) for e in node.elts)
    if isinstance(node, ast.List):
        return [_lenient(e, ns, localns) for e in node.elts]
    if isinstance(node, ast.Attribute):
        return getattr(_lenient(node.value, ns, localns), node.attr)
    return eval(compile(ast.Expression(node), "<annotation>", "eval"), ns, localns)  # noqa: S307


def deferred(cell: list[Checker], expected: str) -> Compiled:
    def check(value: object, memo: Memo) -> Problem | None:
        return cell[0](value, memo)

    return Compiled(check, expected)


def element_checker(item: Compiled) -> Callable[[object, Memo], Problem | None] | None:
    """None when the item hint accepts anything (no need to look at items)."""
    return None if item.fast == ANY_TYPES else item.check


