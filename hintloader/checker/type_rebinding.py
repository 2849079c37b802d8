"""A name bound to a class or a module, bound again by an assignment (mypy).

The first binding of a name declares it (mypy): ``from ssl import TLSVersion`` makes the name a
class, and ``TLSVersion = None`` in the ``except ImportError:`` branch is "Cannot assign to a
type" (``misc``) and an assignment of None to a ``type[TLSVersion]`` (``assignment``); ``import
ssl`` then ``ssl = None`` assigns None to a module. A function's local is held to its first
binding in the same way. The run-time alternative of an ``if TYPE_CHECKING:`` import is left
alone, as mypy never checks it.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.import_bindings import first_binding, symbol_here
from hintloader.checker.shown_values import shown_value
from hintloader.typesystem.model import AnyType, ModuleType, Type, has_any
from hintloader.typesystem.formatting import format_type
from hintloader.typesystem.relations import is_assignable

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker


def check_type_rebinding(ck: ExpressionChecker, target: ast.Name, value_node: ast.expr, value: Type) -> None:
    ctx = ck.ctx
    if ctx.kind not in ("module", "function") or ck.quiet or ctx.scope.module.is_stub:
        return
    if ctx.kind == "function" and (target.id in ctx.declared
                                   or not isinstance(first_binding(ck, target.id), (ast.Import, ast.ImportFrom, ast.ClassDef))):
        return  # a function's local is a class or module only where its first binding makes it one
    sym = symbol_here(ck, target.id)
    if sym is None or sym.kind not in ("class", "module"):
        return
    if sym.kind == "class" and not (sym.nodes and type(sym.nodes[0]) is ast.ClassDef):
        return  # a class made by a call (NamedTuple, NewType): its own rules
    if sym.kind == "class":
        ck.error(target, "misc", "Cannot assign to a type")
    declared = ck.prog.value_type(sym)
    if type(declared) is AnyType or isinstance(value, (AnyType, ModuleType)) or has_any(value):
        return
    if is_assignable(value, declared, ck.prog):
        return
    shown = format_type(shown_value(ck, value_node, value, declared))
    variable = "Module" if type(declared) is ModuleType else f'"{format_type(declared)}"'
    ck.error(value_node, "assignment", f'Incompatible types in assignment (expression has type "{shown}", variable has type {variable})')
