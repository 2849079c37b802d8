"""Which binding a name in an annotation means: class bodies, forward references, itself."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.symbols import Scope, Symbol

if TYPE_CHECKING:
    from hintloader.checker.annotations import NameResolver


def declares_itself(sym: Symbol, root: ast.expr | None) -> bool:
    """The name is the variable whose annotation this is (``x: "x"``): at that point it is
    not bound yet, so it means nothing of its own (mypy: not defined)."""
    if root is None or not sym.nodes or sym.kind not in ("var", "unknown"):
        return False
    return any(type(n) is ast.AnnAssign and n.annotation is root for n in sym.nodes) and all(
        isinstance(n, (ast.AnnAssign, ast.Assign, ast.AugAssign)) for n in sym.nodes)


def in_class_body(resolver: NameResolver, scope: Scope, node: ast.Name, sym: Symbol,
                  root: ast.expr | None, deferred: bool) -> Symbol | None:
    """A name of an annotation in a class body that the class itself binds. Written out, the
    annotation is evaluated where it stands: the class's name counts once bound above it, else
    the enclosing scopes' (``def int(self)`` above ``y: int`` makes ``int`` that function).
    Deferred (quoted, ``from __future__ import annotations``, a stub) it is evaluated as
    ``typing.get_type_hints`` does: the module's names first, then the class's (a nested
    class). None when nothing but the variable being declared has the name."""
    cls = scope.cls
    assert cls is not None
    if sym.fullname != f"{cls.fullname}.{node.id}":
        return sym  # not the class's own name
    outer = Scope(scope.module, None, scope.local_defs, scope.type_vars, scope.owner)
    if declares_itself(sym, root):
        return resolver.lookup(outer, node.id)
    if not deferred and any(getattr(n, "lineno", node.lineno) < node.lineno for n in sym.nodes):
        return sym
    return resolver.lookup(outer, node.id) or sym
