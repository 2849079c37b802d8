"""Fast AST walks that visit statements only (not every expression node)."""

from __future__ import annotations

import ast
import weakref
from collections import deque
from collections.abc import Iterator

_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


# Statements that hold blocks of statements (nested scopes aside); others are leaves.
_COMPOUND = frozenset({ast.If, ast.For, ast.AsyncFor, ast.While, ast.With, ast.AsyncWith, ast.Try, ast.Match}
                      | ({ast.TryStar} if hasattr(ast, "TryStar") else set()))
# Fields that hold statements or handlers, never expressions of the statement itself.
_BLOCK_FIELDS = frozenset({"body", "orelse", "finalbody", "handlers", "cases"})
# Statement class -> the names of its fields that may hold its own expressions.
_EXPR_FIELDS: dict[type, tuple[str, ...]] = {}


# Fields that never hold a node worth visiting: names and flags, and the expression contexts
# and operators (``ctx``, ``op``, ``ops``), bare tokens no walk of ours asks about (a context is
# read as ``node.ctx``, an operator as ``node.op``). Skipping them halves a walk's work.
_TOKEN_FIELDS = frozenset({"ctx", "op", "ops", "id", "attr", "arg", "name", "module", "level", "kind",
                           "type_comment", "conversion", "simple", "is_async", "tag"})
# Node class -> its fields that may hold nodes (looked up once per class).
_CHILD_FIELDS: dict[type, tuple[str, ...]] = {}


def _child_fields(kind: type) -> tuple[str, ...]:
    fields = _CHILD_FIELDS.get(kind)
    if fields is None:
        fields = _CHILD_FIELDS[kind] = tuple(f for f in kind._fields if f not in _TOKEN_FIELDS)  # type: ignore[attr-defined]
    return fields


def child_nodes(node: ast.AST) -> Iterator[ast.AST]:
    """``ast.iter_child_nodes`` without the context and operator tokens."""
    names = _CHILD_FIELDS.get(node.__class__)
    for name in names if names is not None else _child_fields(node.__class__):
        value = getattr(node, name, None)
        if value.__class__ is list:
            for item in value:
                if isinstance(item, ast.AST):
                    yield item
        elif isinstance(value, ast.AST):
            yield value


def walk(node: ast.AST) -> Iterator[ast.AST]:
    """``ast.walk`` (breadth first, in the same order) without the context and operator tokens:
    every node a check looks at, at about a third of the cost. (``child_nodes``'s loop is
    written out here: a generator per node would take back a third of the gain.)"""
    todo: deque[ast.AST] = deque((node,))
    pop, push = todo.popleft, todo.append
    fields = _CHILD_FIELDS
    while todo:
        current = pop()
        yield current
        names = fields.get(current.__class__)
        for name in names if names is not None else _child_fields(current.__class__):
            value = getattr(current, name, None)
            if value.__class__ is list:
                for item in value:
                    if isinstance(item, ast.AST):
                        push(item)
            elif isinstance(value, ast.AST):
                push(value)


def statements(body: list[ast.stmt]) -> Iterator[ast.stmt]:
    """Every statement in a block, nested blocks included, nested scopes' bodies excluded."""
    stack = list(reversed(body))
    while stack:
        stmt = stack.pop()
        yield stmt
        if type(stmt) not in _COMPOUND:
            continue
        for name in ("body", "orelse", "finalbody"):
            sub = getattr(stmt, name, None)
            if sub:
                stack.extend(reversed(sub))
        handlers = getattr(stmt, "handlers", None)
        if handlers:
            for h in reversed(handlers):
                stack.extend(reversed(h.body))
        if isinstance(stmt, ast.Match):
            for case in reversed(stmt.cases):
                stack.extend(reversed(case.body))


def statement_exprs(stmt: ast.stmt) -> Iterator[ast.expr]:
    """The expressions directly owned by a statement (not those of nested statements)."""
    fields = _EXPR_FIELDS.get(type(stmt))
    if fields is None:
        fields = _EXPR_FIELDS[type(stmt)] = tuple(f for f in stmt._fields if f not in _BLOCK_FIELDS)
    for name in fields:
        value = getattr(stmt, name, None)
        if value is None:
            continue
        if value.__class__ is list:
            for item in value:
                if isinstance(item, ast.expr):
                    yield item
                elif isinstance(item, ast.withitem):
                    yield item.context_expr
                    if item.optional_vars is not None:
                        yield item.optional_vars
        elif isinstance(value, ast.expr):
            yield value


def contains(node: ast.AST, kinds: tuple[type[ast.AST], ...]) -> bool:
    """Whether an expression contains a node of these kinds, not looking into lambdas."""
    stack: list[ast.AST] = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, kinds):
            return True
        if isinstance(n, ast.Lambda):
            continue
        stack.extend(child_nodes(n))
    return False


def is_generator(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    for stmt in statements(node.body):
        if isinstance(stmt, _SCOPES):
            continue
        for expr in statement_exprs(stmt):
            if contains(expr, (ast.Yield, ast.YieldFrom)):
                return True
    return False


def is_none_literal(node: ast.expr | None) -> bool:
    """The expression is the literal ``None``."""
    return isinstance(node, ast.Constant) and node.value is None


# Names imported under another name, by the name node that reads them: the last part of the
# full name of what they refer to (spellings.record_spellings fills it once per module).
RESOLVED_SPELLINGS: weakref.WeakKeyDictionary[ast.Name, str] = weakref.WeakKeyDictionary()
# The names those nodes spell (a filter, never smaller than the table's: a name no renamed
# import gave is answered without a look in the weak table, which costs a weak reference).
_RESPELT_NAMES: set[str] = set()


def resolve_spelling(node: ast.Name, real: str) -> None:
    """Record that ``node`` names, under a name an import gave, what is really ``real``."""
    RESOLVED_SPELLINGS[node] = real
    _RESPELT_NAMES.add(node.id)


def callee_name(node: ast.expr) -> str:
    """The last name of a decorator or callee: ``dataclass`` for ``@dataclasses.dataclass(...)``,
    and ``overload`` for ``@rose`` after ``from typing import overload as rose``."""
    # (classes tested by identity: every decorator and callee asks this)
    if type(node) is ast.Call:
        node = node.func
    if type(node) is ast.Attribute:
        return node.attr
    if type(node) is ast.Name:
        return RESOLVED_SPELLINGS.get(node, node.id) if node.id in _RESPELT_NAMES else node.id
    return ""


def is_bare_super(node: ast.expr) -> bool:
    """``super()`` with no arguments (the form whose meaning the enclosing method fixes)."""
    return (
        isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "super"
        and not node.args and not node.keywords
    )


# Decorators that leave a def's signature as written (a method's self type, its binding).
SIGNATURE_KEEPING_DECORATORS = frozenset({"overload", "abstractmethod", "override", "final"})


def string_annotation(node: ast.expr) -> ast.expr | None:
    """The expression a quoted annotation (``"list[int]"``) holds; None for anything that is
    no string, or a string that does not parse."""
    if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
        return None
    try:
        return ast.parse(node.value.strip(), mode="eval").body
    except (SyntaxError, ValueError):
        return None


def is_annotated_def(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """mypy's "annotated function": a return, a type comment or any parameter annotated (an
    unannotated one's body is not checked)."""
    a = node.args
    params = [*a.posonlyargs, *a.args, *a.kwonlyargs, *(p for p in (a.vararg, a.kwarg) if p is not None)]
    return node.returns is not None or node.type_comment is not None or any(p.annotation is not None for p in params)


def class_of_subject(node: ast.expr) -> ast.expr | None:
    """``x`` of ``type(x)`` or ``x.__class__`` (both name the class of x, and narrow it alike)."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "type" and len(node.args) == 1 and not node.keywords:
        return node.args[0]
    if isinstance(node, ast.Attribute) and node.attr == "__class__":
        return node.value
    return None


def flat_targets(target: ast.expr) -> Iterator[ast.expr]:
    """The names, attributes and items a target binds, through nested tuples and stars
    (``(self.a, (self.b, *self.c)) = info``)."""
    if isinstance(target, (ast.Tuple, ast.List)):
        for el in target.elts:
            yield from flat_targets(el)
    elif isinstance(target, ast.Starred):
        yield from flat_targets(target.value)
    else:
        yield target
