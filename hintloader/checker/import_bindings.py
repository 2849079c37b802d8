"""A name first bound by ``from m import x`` is declared by what it imports (mypy).

mypy makes the imported name refer to the imported definition, so a later binding of the same
name in the same scope is checked against that definition's type:

- another ``from ... import`` of the name is an "Incompatible import of" (``assignment``) when
  what it brings does not fit (``if dark: from themes import Dark as Theme`` / ``else: from
  themes import Light as Theme``);
- an assignment must fit the imported variable's or function's type (``from conf import limit``
  then ``limit = "x"``). Classes and modules have their own wording (type_rebinding.py).

The run-time alternative of an ``if TYPE_CHECKING:`` import is left alone, as mypy never checks
it; stubs are not checked this way.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.typesystem.model import AnyType, CallableType, Instance, Overloaded, ModuleType, Type, TypeType, has_any, widen_literal
from hintloader.typesystem.formatting import format_distinctly
from hintloader.typesystem.relations import is_assignable

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.symbols import Symbol


def first_binding(ck: ExpressionChecker, name: str) -> ast.stmt | None:
    """The statement that binds ``name`` first in the scope being checked (a function's own
    locals, or the module's names); None in a class body or for a name bound elsewhere."""
    ctx = ck.ctx
    if ctx.kind == "function":
        if name in ctx.globals_decl or not ctx.scope.local_defs:
            return None
        nodes = ctx.scope.local_defs[0].get(name)
    elif ctx.kind == "module":
        nodes = ctx.scope.module.definitions(name)
    else:
        return None
    return nodes[0] if nodes else None


def imported_symbol(ck: ExpressionChecker, name: str) -> Symbol | None:
    """What ``name`` refers to when a ``from ... import`` binds it first in this scope."""
    first = first_binding(ck, name)
    if type(first) is not ast.ImportFrom or ck.ctx.scope.module.is_stub:
        return None
    return symbol_here(ck, name)


def symbol_here(ck: ExpressionChecker, name: str) -> Symbol | None:
    """What ``name`` denotes in the scope being checked (a function's locals, or the module's)."""
    if ck.ctx.kind == "function":
        return ck.prog.lookup(ck.ctx.scope, name)
    return ck.prog.module_symbol(ck.ctx.scope.module, name)


def declared_by_import(ck: ExpressionChecker, name: str) -> Type | None:
    """The type an imported variable or function declares its name by: what an assignment to the
    name must fit (the variable's declared type, or its inferred one widened, as mypy infers)."""
    sym = imported_symbol(ck, name)
    # (a function's signature is what it is, Any among its parameters too: ``dumps = None``
    # over ``from json import dumps`` does not fit it)
    return _declaring_type(ck, sym, keep_any=sym.kind == "func") if sym is not None and sym.kind in ("var", "func") else None


def check_import_over_binding(ck: ExpressionChecker, node: ast.ImportFrom) -> None:
    """``from m import x`` of a name an earlier statement of the scope bound: what it imports
    must fit that binding's type."""
    if ck.quiet or ck.ctx.kind not in ("function", "module") or ck.ctx.scope.module.is_stub:
        return
    for alias in node.names:
        name = alias.asname or alias.name
        first = first_binding(ck, name)
        if first is None or first is node:
            continue
        local = _type_of_first(ck, name, first)
        imported = _imported_type(ck, node, alias.name)
        if local is None or imported is None or is_assignable(imported, local, ck.prog):
            continue
        imported_text, local_text = format_distinctly(imported, local)
        ck.error(node, "assignment", f'Incompatible import of "{name}" (imported name has type "{imported_text}", '
                 f'local name has type "{local_text}")')


def _type_of_first(ck: ExpressionChecker, name: str, first: ast.stmt) -> Type | None:
    """The type the first binding gave ``name``: an import's or a definition's, or what an
    assignment declared it to be (first_bindings.py)."""
    if isinstance(first, (ast.Assign, ast.AnnAssign)):
        return ck.ctx.declared.get(name)
    if not isinstance(first, (ast.ImportFrom, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
        return None
    return _declaring_type(ck, symbol_here(ck, name))


def _imported_type(ck: ExpressionChecker, node: ast.ImportFrom, name: str) -> Type | None:
    target = ck.prog.absolute_module(ck.ctx.scope, node.module, node.level)
    module = ck.prog.get_module(target) if target else None
    if module is None or module.dynamic:
        return None
    return _declaring_type(ck, ck.prog.module_symbol(module, name))


def _declaring_type(ck: ExpressionChecker, sym: Symbol | None, keep_any: bool = False) -> Type | None:
    if sym is None or sym.kind not in ("var", "func", "class"):
        return None
    t = ck.prog.value_type(sym)
    if isinstance(t, (AnyType, ModuleType)) or (has_any(t) and not (keep_any and isinstance(t, (CallableType, Overloaded)))):
        return None
    if type(t) is TypeType and type(t.item) is Instance and not t.item.args:
        info = ck.prog.class_by_name(t.item.name)
        if info is not None and info.type_params:
            return TypeType(info.self_instance())  # a generic class: ``type[count[_N]]``, as mypy shows it
    return widen_literal(t)
