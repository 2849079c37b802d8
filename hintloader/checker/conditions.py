"""The target a module is checked for (Python version, platform) and the static tests on it."""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from dataclasses import dataclass

from hintloader.checker.astutil import callee_name


@dataclass(frozen=True, slots=True)
class Target:
    """The Python version and ``sys.platform`` that ``sys.version_info`` / ``sys.platform``
    tests, typeshed's VERSIONS file and the stubs' own version tests are evaluated against."""

    version: tuple[int, int]
    platform: str

    def on_any_platform(self) -> Target:
        """This version with its platform unknown: every ``sys.platform`` test is undecided."""
        return Target(self.version, ANY_PLATFORM)

    @property
    def hexversion(self) -> int:
        """``sys.hexversion`` of the target: the running one's when it is the target, else
        the final release of that minor version (micro 0)."""
        if self.version == sys.version_info[:2]:
            return sys.hexversion
        return (self.version[0] << 24) | (self.version[1] << 16) | 0xF0


# The platform of a target for which platform tests are undecided.
ANY_PLATFORM = "*"
RUNNING = Target((sys.version_info[0], sys.version_info[1]), sys.platform)


def parse_version(text: str) -> tuple[int, int]:
    """``"3.10"`` as ``(3, 10)`` (the form config/load.py has already validated)."""
    major, _, minor = text.partition(".")
    return int(major), int(minor)


def target_of(python_version: str | None, platform: str | None) -> Target:
    """The target named by the settings; what is unset is the running interpreter's."""
    version = parse_version(python_version) if python_version else RUNNING.version
    found = Target(version, platform or RUNNING.platform)
    return RUNNING if found == RUNNING else found


def static_statements(body: list[ast.stmt], target: Target = RUNNING) -> list[ast.stmt]:
    """A class body's statements, those under static ``if`` tests (``sys.version_info``...)
    where the test holds for ``target``; both branches where it cannot be told."""
    out: list[ast.stmt] = []
    for stmt in body:
        if type(stmt) is ast.If:
            holds = eval_condition(stmt.test, target)
            if holds is not False:
                out.extend(static_statements(stmt.body, target))
            if holds is not True:
                out.extend(static_statements(stmt.orelse, target))
        else:
            out.append(stmt)
    return out


def eval_condition(test: ast.expr, target: Target = RUNNING) -> bool | None:
    """Statically evaluate ``sys.version_info`` / ``sys.platform`` / TYPE_CHECKING tests for
    ``target``; None when the test is not one of them."""
    # (tested by exact class, the common kinds first: every ``if`` asks this)
    if type(test) is ast.Name or type(test) is ast.Attribute:
        return True if callee_name(test) in _CHECKING_NAMES else None
    if type(test) is ast.Compare and type(test.ops[0]) not in _ORDERINGS:
        return None  # ``x is None``, ``k in d``: no ordering of a version or a platform
    if type(test) is ast.UnaryOp and type(test.op) is ast.Not:
        inner = eval_condition(test.operand, target)
        return None if inner is None else not inner
    if type(test) is ast.BoolOp:
        values = [eval_condition(v, target) for v in test.values]
        if type(test.op) is ast.And:
            if False in values:
                return False
            return True if all(v is True for v in values) else None
        if True in values:
            return True
        return False if all(v is False for v in values) else None
    if type(test) is ast.Compare and len(test.ops) == 1:
        return _compare_test(test.left, test.ops[0], test.comparators[0], target)
    if type(test) is ast.Call and dotted(test.func) == "sys.platform.startswith" and target.platform != ANY_PLATFORM:
        if test.args and type(test.args[0]) is ast.Constant and isinstance(test.args[0].value, str):
            return target.platform.startswith(test.args[0].value)
    return None


def _compare_test(left: ast.expr, op: ast.cmpop, right: ast.expr, target: Target) -> bool | None:
    name = dotted(left)
    if name == "sys.version_info" or (type(left) is ast.Subscript and dotted(left.value) == "sys.version_info"):
        if type(right) is ast.Tuple and all(
            type(e) is ast.Constant and isinstance(e.value, int) for e in right.elts
        ):
            want = tuple(e.value for e in right.elts if type(e) is ast.Constant)
            have = _version_info(target)
            if type(left) is ast.Subscript:
                # ``sys.version_info[:2] >= (3, 11)``: only a leading slice is understood.
                index = left.slice
                if not (type(index) is ast.Slice and index.lower is None and index.step is None
                        and (stop := int_constant(index.upper) if index.upper is not None else None) is not None):
                    return None
                have = have[:stop]
            if len(want) > len(have) and tuple(want[:len(have)]) == have:
                return None  # a micro version of the target's minor one: unknown
            return _compare(have[: len(want)], op, want)
        if type(left) is ast.Subscript and int_constant(left.slice) in (0, 1) and int_constant(right) is not None:
            return _compare(target.version[int_constant(left.slice) or 0], op, int_constant(right))
        return None
    if name in ("sys.version_info.major", "sys.version_info.minor") and int_constant(right) is not None:
        part = target.version[0 if name.endswith("major") else 1]
        return _compare(part, op, int_constant(right))
    if name in ("sys.hexversion", "hexversion") and int_constant(right) is not None:
        return _compare(target.hexversion, op, int_constant(right))  # ``hexversion < 0x03000000``
    if name == "sys.platform" and type(right) is ast.Constant and target.platform != ANY_PLATFORM:
        return _compare(target.platform, op, right.value)
    return None


def _version_info(target: Target) -> tuple[int, ...]:
    """``sys.version_info`` as far as the target knows it: the running interpreter's whole
    tuple when it is the target, else major and minor only."""
    if target.version == sys.version_info[:2]:
        return tuple(sys.version_info[:3])
    return target.version


def int_constant(node: ast.expr | None) -> int | None:
    if type(node) is ast.Constant and isinstance(node.value, int) and not isinstance(node.value, bool):
        return node.value
    return None


# Names true while type checking and false at run time. mypy treats a name ``MYPY`` (the
# spelling from before ``typing.TYPE_CHECKING`` existed) as it treats ``TYPE_CHECKING``.
_CHECKING_NAMES = frozenset({"TYPE_CHECKING", "MYPY"})


def is_type_checking_test(test: ast.expr) -> bool:
    """``TYPE_CHECKING``, ``typing.TYPE_CHECKING``, or a name it is imported as."""
    return isinstance(test, (ast.Name, ast.Attribute)) and callee_name(test) in _CHECKING_NAMES


# The comparisons _compare evaluates (it answers None for any other).
_ORDERINGS = frozenset({ast.GtE, ast.Gt, ast.Lt, ast.LtE, ast.Eq, ast.NotEq})


def _compare(a: object, op: ast.cmpop, b: object) -> bool | None:
    try:
        if type(op) is ast.GtE:
            return a >= b  # type: ignore[operator,no-any-return]
        if type(op) is ast.Gt:
            return a > b  # type: ignore[operator,no-any-return]
        if type(op) is ast.Lt:
            return a < b  # type: ignore[operator,no-any-return]
        if type(op) is ast.LtE:
            return a <= b  # type: ignore[operator,no-any-return]
        if type(op) is ast.Eq:
            return a == b
        if type(op) is ast.NotEq:
            return a != b
    except TypeError:
        return None
    return None


def dotted(node: ast.expr) -> str | None:
    if type(node) is ast.Name:
        return node.id  # (most: a plain name)
    parts: list[str] = []
    while type(node) is ast.Attribute:
        parts.append(node.attr)
        node = node.value
    if type(node) is ast.Name:
        parts.append(node.id)
        return ".".join(reversed(parts))
    return None


def reachable_statements(body: list[ast.stmt], target: Target) -> Iterator[ast.stmt]:
    """``astutil.statements`` without the branches that a version or platform test rules out
    for ``target`` (``TYPE_CHECKING`` aside: its ``else`` is what runs). Their names are not
    bound there, as mypy reads them."""
    for stmt in body:
        if type(stmt) not in _COMPOUND_REACHABLE:
            yield stmt  # (most statements: a leaf)
            continue
        if type(stmt) is ast.If and not is_type_checking_test(stmt.test):
            value = eval_condition(stmt.test, target)
            if value is not None:
                yield stmt
                yield from reachable_statements(stmt.body if value else stmt.orelse, target)
                continue
        yield stmt
        for block in _blocks(stmt):
            yield from reachable_statements(block, target)


_COMPOUND_REACHABLE = frozenset({ast.If, ast.For, ast.AsyncFor, ast.While, ast.With, ast.AsyncWith, ast.Try, ast.Match}
                                | ({ast.TryStar} if hasattr(ast, "TryStar") else set()))


def _blocks(stmt: ast.stmt) -> Iterator[list[ast.stmt]]:
    for name in ("body", "orelse", "finalbody"):
        sub = getattr(stmt, name, None)
        if sub:
            yield sub
    for handler in getattr(stmt, "handlers", None) or ():
        yield handler.body
    if type(stmt) is ast.Match:
        for case in stmt.cases:
            yield case.body
