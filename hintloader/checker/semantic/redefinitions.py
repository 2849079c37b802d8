"""What each name of a scope is bound to, in statement order, and mypy's ``no-redef`` rule."""

from __future__ import annotations

import ast
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from hintloader.checker.classes import decorator_name
from hintloader.checker.symbols import Reporter

_DEFS = frozenset({ast.FunctionDef, ast.AsyncFunctionDef})

# var: an assignment, loop or with target, parameter, ``except ... as``; func / class: a def;
# module: ``import m``; imported: a name a resolved ``from m import`` brings; unresolved: a name
# an import that cannot be followed binds (Any).
BindingKind = Literal["var", "func", "class", "module", "imported", "unresolved"]


@dataclass(slots=True)
class Binding:
    kind: BindingKind
    line: int
    target: str = ""  # the module of a "module" binding, the full name of an "imported" one
    overload: bool = False  # an ``@overload`` item: the next def of the name continues it
    is_class: bool = False  # an imported class (a def may not stand in for it conditionally)


@dataclass(slots=True)
class Bindings:
    """One scope's names, as mypy's symbol table holds them while it walks the scope."""

    names: dict[str, Binding] = field(default_factory=dict)
    # Names the scope declares ``global`` or ``nonlocal``: they bind in another scope.
    elsewhere: set[str] = field(default_factory=set)
    # The name of the ``@overload`` run the last statement belongs to: only the next def of
    # that name continues it (mypy joins consecutive defs only).
    open_overload: str | None = None

    def after(self, stmt: ast.stmt) -> None:
        """Called after each statement of the scope, in order. Overload items that end an
        ``if`` block (``if TYPE_CHECKING:``) go on after it (mypy's conditional overloads)."""
        if self.open_overload is None and type(stmt) not in _DEFS:
            return  # (most statements: no overload run, and none starts)
        if type(stmt) is ast.If and self.open_overload is not None and any(
                block and isinstance(block[-1], (ast.FunctionDef, ast.AsyncFunctionDef))
                and block[-1].name == self.open_overload for block in (stmt.body, stmt.orelse)):
            return
        if (type(stmt) is ast.FunctionDef or type(stmt) is ast.AsyncFunctionDef) and (
                stmt.name == self.open_overload or any(decorator_name(d) == "overload" for d in stmt.decorator_list)):
            self.open_overload = stmt.name
        else:
            self.open_overload = None

    def bind_var(self, name: str, line: int) -> None:
        """An assignment binds a variable only where the name is new (a later one reassigns)."""
        if name not in self.names and name not in self.elsewhere:
            self.names[name] = Binding("var", line)

    def declare(self, name: str, line: int, node: ast.AST, reporter: Reporter | None) -> None:
        """An annotated assignment (``x: int = ...``) declares ``name``: mypy reports one of a
        name the scope already binds (a parameter, a variable, a def, an import), in any branch."""
        if name in self.elsewhere:
            return
        old = self.names.get(name)
        if old is None:
            self.names[name] = Binding("var", line)
        elif reporter is not None:
            reporter.error(node, "no-redef", f'Name "{name}" already defined{_where(old)}')

    def define(self, name: str, new: Binding, node: ast.AST, reporter: Reporter | None, *, conditional: bool,
               decorators: Sequence[ast.expr] = ()) -> None:
        """A def, class or import binds ``name``: report what mypy reports as a redefinition
        (to ``reporter``; None binds without reporting)."""
        if name in self.elsewhere:
            return
        old = self.names.get(name)
        if old is None or _same(old, new):
            self.names[name] = new
            return
        # What mypy accepts keeps the first binding in its table: a later redefinition is
        # reported against that one.
        if new.kind == "func" and _continues(old, name, decorators, conditional, self.open_overload):
            return
        if new.kind in ("module", "imported") and old.kind != "module":
            return  # an import over a variable or definition is checked as an assignment (mypy)
        if new.kind == "unresolved" and old.kind in ("var", "unresolved"):
            # mypy reports an import it cannot follow over a variable (``sniffio: Any`` before
            # ``try: import sniffio``), where one it follows would be an assignment that fits:
            # the missing module is the finding, reported as such.
            return
        if reporter is not None:
            reporter.error(node, "no-redef", f'Name "{name}" already defined{_where(old)}')


def _same(old: Binding, new: Binding) -> bool:
    return old.kind == new.kind and old.kind in ("module", "imported") and old.target == new.target


def _continues(old: Binding, name: str, decorators: Sequence[ast.expr], conditional: bool,
               open_overload: str | None) -> bool:
    """A def that mypy accepts after an earlier binding of its name: the next item of an
    overload, a property's setter or deleter (any ``@name.attr``), ``_`` after ``_``, and a
    conditional variant of a function or variable (``if``, ``try``, loops and ``with`` blocks)."""
    if old.overload and open_overload == name:
        return True
    for deco in decorators:
        if type(deco) is ast.Attribute and type(deco.value) is ast.Name and deco.value.id == name:
            return True
    if old.kind == "func" and name == "_":
        return True
    return conditional and old.kind in ("func", "var", "unresolved", "imported") and not old.is_class


def _where(old: Binding) -> str:
    """mypy's words for the earlier binding: its line when it is a definition of this module."""
    if old.kind == "module":
        return " (by an import)"
    if old.kind in ("imported", "unresolved"):
        return " (possibly by an import)"
    return f" on line {old.line}"


def def_binding(node: ast.FunctionDef | ast.AsyncFunctionDef) -> Binding:
    """A def's binding, at its first decorator's line (where mypy places a decorated def)."""
    line = node.decorator_list[0].lineno if node.decorator_list else node.lineno
    return Binding("func", line, overload=any(decorator_name(d) == "overload" for d in node.decorator_list))
