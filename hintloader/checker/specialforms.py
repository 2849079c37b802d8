"""Special forms known by what a name refers to, never by how it is spelled.

``TA`` after ``from typing import TypeAlias as TA``, ``t.Union`` after ``import typing as t``,
``typing_extensions.Self`` and a name another module of the program re-exports all refer to
the same symbol as the plain spelling: the name is followed through imports and re-exports to
its definition, and the definition's full name says which form it is."""

from __future__ import annotations

import ast
from typing import Protocol

from hintloader.checker.astutil import walk
from hintloader.checker.symbols import Scope, Symbol

TYPING_MODULES = frozenset({"typing", "typing_extensions"})
# Forms (and helpers the checker gives a meaning to) that other modules define.
_ELSEWHERE = {
    "collections.abc.Callable": "Callable",
    "dataclasses.InitVar": "InitVar",
    "dataclasses.KW_ONLY": "KW_ONLY",
    "mypy_extensions.TypedDict": "TypedDict",
}


class SymbolResolver(Protocol):
    def lookup(self, scope: Scope, name: str) -> Symbol | None: ...

    def member_symbol(self, sym: Symbol, attr: str) -> Symbol | None: ...


def form_of(fullname: str) -> str | None:
    """The name of the ``typing`` member a definition's full name denotes (``"Union"`` for
    ``typing.Union`` and ``typing_extensions.Union``), None for anything else."""
    if fullname.startswith("typing"):  # (most names are of other modules: no split then)
        module, _, name = fullname.rpartition(".")
        if module in TYPING_MODULES:
            return name
    return _ELSEWHERE.get(fullname)


def symbol_named(resolver: SymbolResolver, scope: Scope, node: ast.expr) -> Symbol | None:
    """The symbol a name or a dotted name (``t.Union``, ``pkg.mod.Alias``) refers to."""
    if type(node) is ast.Name:
        if node.id in scope.type_vars:
            return None  # a PEP 695 type parameter shadows every other binding of the name
        return resolver.lookup(scope, node.id)
    if type(node) is ast.Attribute:
        base = symbol_named(resolver, scope, node.value)
        if base is None or base.kind not in ("module", "class", "var"):
            return None  # (a variable's members are found when it aliases a class)
        return resolver.member_symbol(base, node.attr)
    return None


def special_form(resolver: SymbolResolver, scope: Scope, node: ast.expr) -> str | None:
    """The ``typing`` member a name refers to in ``scope`` (``"TypeAlias"``, ``"Final"``,
    ``"TypeVar"``, ``"overload"`` ...), whatever it is called there; None when it refers to
    anything else, or to nothing known."""
    if not isinstance(node, (ast.Name, ast.Attribute)):
        return None
    sym = symbol_named(resolver, scope, node)
    return form_of(sym.fullname) if sym is not None else None


def head_form(resolver: SymbolResolver, scope: Scope, node: ast.expr) -> str | None:
    """``special_form`` of a type expression's head: of ``X`` for ``X`` and ``X[...]``."""
    return special_form(resolver, scope, node.value if type(node) is ast.Subscript else node)


def names_of_form(resolver: SymbolResolver, scope: Scope, names: list[str], form: str) -> frozenset[str]:
    """Which of ``names`` (a module's names bound by imports) refer to ``form``: a cheap test
    of whether a body can mention the form at all, and under which names. A module imported
    whole (``import typing as t``) adds the dotted spelling ``t.Self``."""
    found = set()
    for name in names:
        sym = resolver.lookup(scope, name)
        if sym is not None and form_of(sym.fullname) == form:
            found.add(name)
        elif sym is not None and sym.kind == "module" and sym.fullname in TYPING_MODULES:
            found.add(f"{name}.{form}")
    return frozenset(found)


def mentions_form(node: ast.AST, names: frozenset[str], form: str) -> bool:
    """Whether ``node`` names ``form`` under one of ``names`` or as ``module.<form>``."""
    for sub in walk(node):
        if type(sub) is ast.Name and sub.id in names or type(sub) is ast.Attribute and sub.attr == form:
            return True
        if type(sub) is ast.Constant and isinstance(sub.value, str) and any(n in sub.value for n in names) \
                and _string_mentions(sub.value, names, form):
            return True  # a string annotation
    return False


def _string_mentions(text: str, names: frozenset[str], form: str) -> bool:
    """A string that is an expression naming the form (``"Self | None"``); other text that
    merely contains the letters (``'matchSelf: '``) is no annotation."""
    try:
        expr = ast.parse(text.strip(), mode="eval")
    except (SyntaxError, ValueError):
        return False
    return mentions_form(expr, names, form)
