"""Decorators, bases and callees known by what they refer to, not by how they are written.

The checker recognises ``@overload``, ``@final``, ``NamedTuple`` and their kin by their last name
(``astutil.callee_name``). A name imported under another name (``from typing import overload as
rose``) or re-exported by another module of the program is that same definition: once per
module, each such name read where a decorator, a base or a callee stands is resolved, and the
last part of its definition's full name is recorded for ``callee_name`` to answer."""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator

from hintloader.checker.astutil import resolve_spelling, statements, walk
from hintloader.checker.specialforms import SymbolResolver
from hintloader.checker.stubs import ModuleSource
from hintloader.checker.symbols import Scope

_STDLIB = frozenset(sys.stdlib_module_names) | {"typing_extensions", "mypy_extensions"}
# Symbols that name one definition (an unresolved import or a module has no name to give).
_DEFINITE = frozenset({"func", "class", "var"})


def record_spellings(resolver: SymbolResolver, module: ModuleSource) -> None:
    """Record the resolved name of every imported name in a decorator, base or callee
    position of ``module`` whose definition is named otherwise."""
    tree = module.tree
    if tree is None or module.spelled:
        return
    module.spelled = True
    imported = _from_imported_names(tree)
    if not imported:
        return
    # The names first (a few per module): most resolve to a definition of the same name, and
    # then the tree needs no walk at all.
    scope = Scope(module)
    renamed: dict[str, str] = {}
    for name in imported:
        sym = resolver.lookup(scope, name)
        if sym is None or sym.kind not in _DEFINITE or not sym.fullname:
            continue
        resolved = sym.fullname.rpartition(".")[2]
        if resolved != name:
            renamed[name] = resolved
    if not renamed:
        return
    for node in _named_positions(tree):
        if isinstance(node, ast.Name) and node.id in renamed:
            resolve_spelling(node, renamed[node.id])


def _from_imported_names(tree: ast.Module) -> frozenset[str]:
    """The names the module's top level binds with ``from ... import`` that may name a
    definition of another module otherwise: an ``as`` name, or a name from a module of the
    program or a third party (which may re-export under a name of its own). A name the standard
    library gives as it is named is left alone: most modules then need no walk at all."""
    names: set[str] = set()
    for stmt in statements(tree.body):
        if isinstance(stmt, ast.ImportFrom):
            stdlib = stmt.level == 0 and (stmt.module or "").partition(".")[0] in _STDLIB
            names.update(alias.asname or alias.name for alias in stmt.names
                         if alias.name != "*" and (not stdlib or alias.asname not in (None, alias.name)))
    return frozenset(names)


def _named_positions(tree: ast.Module) -> Iterator[ast.expr]:
    """The heads of decorators, class bases and callees (``X`` of ``@X``, ``@X(...)``,
    ``class C(X[T])`` and ``X(...)``), of subscripted annotations (``X[int]``), bare
    annotations of variables and the names conditions test."""
    for node in walk(tree):
        kind = node.__class__  # (tested by identity, the common kinds first: every node comes by)
        if kind is ast.Name or kind is ast.Constant or kind is ast.Attribute:
            continue
        if kind is ast.Call:
            yield node.func  # type: ignore[attr-defined]
        elif kind is ast.Subscript:
            yield node.value  # type: ignore[attr-defined]
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            for deco in node.decorator_list:
                yield deco.func if isinstance(deco, ast.Call) else deco
            if isinstance(node, ast.ClassDef):
                for base in node.bases:
                    yield base.value if isinstance(base, ast.Subscript) else base
        elif isinstance(node, ast.AnnAssign):
            yield node.annotation  # a bare qualifier: ``x: Final_ = 1``
        elif isinstance(node, (ast.If, ast.IfExp, ast.While)):
            test = node.test.operand if isinstance(node.test, ast.UnaryOp) else node.test
            yield test  # ``if TYPE_CHECKING_:`` / ``if not TYPE_CHECKING_:``
