"""PEP 702 ``@deprecated``: what a definition's decorator says, and its uses reported (``deprecated``)."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.astutil import callee_name
from hintloader.checker.specialforms import SymbolResolver, symbol_named
from hintloader.checker.symbols import ClassInfo, Deprecation, Reporter, Scope, Symbol
from hintloader.typesystem.model import (
    Instance,
    LiteralType,
    ModuleType,
    Overloaded,
    TupleType,
    Type,
    TypeType,
    TypeVarType,
    UnionType,
)
from hintloader.typesystem.formatting import format_signature

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.program import Program

# The decorator, wherever a module imports it from (typing_extensions re-exports warnings'
# on 3.13 and later; typeshed's own stubs import it from there).
_DEPRECATED = frozenset({"warnings.deprecated", "typing_extensions.deprecated"})
_NONE = Deprecation("", None, ())


def _message(prog: SymbolResolver, node: ast.AST, scope: Scope) -> str | None:
    """The reason ``@deprecated("...")`` gives on a def or class ("" when it is no plain
    string); None without the decorator."""
    for deco in getattr(node, "decorator_list", ()):
        if type(deco) is not ast.Call:
            continue
        target = symbol_named(prog, scope, deco.func)
        if target is None or target.fullname not in _DEPRECATED:
            continue
        first = deco.args[0] if deco.args else None
        return first.value if type(first) is ast.Constant and isinstance(first.value, str) else ""
    return None


def deprecation_of(prog: SymbolResolver, sym: Symbol) -> Deprecation:
    """What of a class or function symbol is deprecated (memoised on the symbol)."""
    found = sym.deprecation
    if found is not None:
        return found
    found = _NONE
    if sym.kind == "class":
        node = next((n for n in sym.nodes if type(n) is ast.ClassDef), None)
        whole = _message(prog, node, sym.scope) if node is not None else None
        if whole is not None:
            found = Deprecation(f"class {sym.fullname}", whole, ())
    elif sym.kind == "func":
        found = _function_deprecation(prog, sym)
    sym.deprecation = found
    return found


def _function_deprecation(prog: SymbolResolver, sym: Symbol) -> Deprecation:
    funcs = [n for n in sym.nodes if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
    if not funcs:
        return _NONE
    what = f"function {sym.fullname}"
    overloads = [f for f in funcs if any(callee_name(d) == "overload" for d in f.decorator_list)]
    if overloads:
        # A deprecated implementation deprecates the function; an item only the calls it takes.
        impl = next((f for f in funcs if f not in overloads), None)
        whole = _message(prog, impl, sym.scope) if impl is not None else None
        items = tuple(_message(prog, f, sym.scope) for f in overloads)
        if whole is None and all(m is None for m in items):
            return _NONE
        return Deprecation(what, whole, items)
    first = funcs[-1] if sym.scope.module.is_stub else funcs[0]
    whole = _message(prog, first, sym.scope)
    return _NONE if whole is None else Deprecation(what, whole, ())


def _report(ck: ExpressionChecker | Reporter, node: ast.AST, what: str, reason: str) -> None:
    ck.error(node, "deprecated", f"{what} is deprecated: {reason}" if reason else f"{what} is deprecated")


def report_annotation(prog: SymbolResolver, reporter: Reporter, node: ast.AST, sym: Symbol) -> None:
    """A class written in an annotation of the module that defines it (not in a string, which
    is never evaluated: mypy's rule)."""
    dep = deprecation_of(prog, sym)
    if dep.whole is not None:
        _report(reporter, node, dep.what, dep.whole)


def report_symbol(ck: ExpressionChecker, node: ast.AST, sym: Symbol) -> None:
    """A use of a class or function by its name (or by a module's attribute, an import)."""
    dep = deprecation_of(ck.prog, sym)
    if dep.whole is not None:
        _report(ck, node, dep.what, dep.whole)


def report_name(ck: ExpressionChecker, node: ast.Name, sym: Symbol) -> None:
    """A name read in the module that defines it (an imported name is reported at its import,
    as mypy does, not at each use)."""
    if sym.scope.module is ck.ctx.scope.module and not ck.quiet and not _is_property(sym):
        report_symbol(ck, node, sym)


def _is_property(sym: Symbol) -> bool:
    """A property read by its name in the class body is the property object (``@x.setter``),
    not a use of its getter."""
    first = sym.nodes[0] if sym.kind == "func" and sym.nodes else None
    return isinstance(first, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
        callee_name(d) in ("property", "cached_property") for d in first.decorator_list)


def member_symbol(prog: Program, base: Type, name: str) -> Symbol | None:
    """The class or function symbol an attribute of a value of type ``base`` is (None for
    anything else or when unknown)."""
    if type(base) is ModuleType:
        module = prog.get_module(base.name)
        return prog.module_symbol(module, name) if module is not None else None
    if type(base) is TypeType:
        base = base.item
    if type(base) is TypeVarType and base.bound is not None:
        base = base.bound
    if type(base) is LiteralType:
        base = Instance(base.fallback)
    elif type(base) is TupleType:
        base = Instance("builtins.tuple")
    if type(base) is not Instance:
        return None
    info = prog.class_by_name(base.name)
    found = prog.find_member(info, name) if info is not None else None
    return found[0] if found is not None and found[0].kind in ("func", "class") else None


def report_member(ck: ExpressionChecker, node: ast.AST, base: Type, name: str) -> None:
    """An attribute read: a method, a property's getter, a nested class."""
    if ck.quiet:
        return
    for item in base.items if type(base) is UnionType else (base,):
        dep = _member_deprecation(ck.prog, item, name)
        if dep.whole is not None:
            _report(ck, node, dep.what, dep.whole)


def _member_deprecation(prog: Program, base: Type, name: str) -> Deprecation:
    """``deprecation_of`` the member, remembered by the class it is looked up on."""
    info = prog.class_by_name(_class_name(base)) if type(base) is not ModuleType else None
    if info is None:
        sym = member_symbol(prog, base, name)
        return deprecation_of(prog, sym) if sym is not None else _NONE
    found = info.member_deprecations.get(name)
    if found is None:
        sym = member_symbol(prog, base, name)
        found = info.member_deprecations[name] = deprecation_of(prog, sym) if sym is not None else _NONE
    return found


def _class_name(base: Type) -> str:
    """The class whose members an attribute of ``base`` is looked up on ("" when none)."""
    if type(base) is Instance:
        return base.name  # (most reads)
    if type(base) is TypeType:
        base = base.item
    if type(base) is TypeVarType and base.bound is not None:
        base = base.bound
    if type(base) is LiteralType:
        return base.fallback
    if type(base) is TupleType:
        return "builtins.tuple"
    return base.name if type(base) is Instance else ""


def report_setter(ck: ExpressionChecker, node: ast.AST, owner: ClassInfo, setter: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
    """A property set through a deprecated setter (``@name.setter`` under ``@deprecated``)."""
    reason = _message(ck.prog, setter, owner.scope) if setter.decorator_list and not ck.quiet else None
    if reason is not None:
        _report(ck, node, f"function {owner.fullname}.{setter.name}", reason)


def overload_deprecation(ck: ExpressionChecker, call: ast.Call, callee: Overloaded, receiver: Type | None) -> Deprecation | None:
    """The deprecations of an overloaded function's items when the call's callee has some
    (then calls.py finds the item the call takes and report_item reports it)."""
    if ck.quiet:
        return None
    func = call.func
    sym: Symbol | None = None
    if type(func) is ast.Attribute and receiver is not None:
        sym = member_symbol(ck.prog, receiver, func.attr)
    elif type(func) is ast.Name:
        sym = ck.symbol_of(func)
    if sym is None or sym.kind != "func":
        return None
    dep = deprecation_of(ck.prog, sym)
    if all(m is None for m in dep.items) or len(dep.items) != len(callee.items):
        return None
    return dep


def report_item(ck: ExpressionChecker, call: ast.Call, callee: Overloaded, dep: Deprecation, index: int | None) -> None:
    """A call that takes item ``index`` of an overloaded function (mypy's "overload def (...)
    of function ... is deprecated")."""
    reason = dep.items[index] if index is not None else None
    if index is not None and reason is not None:
        _report(ck, call, f"overload {format_signature(callee.items[index], '')} of {dep.what}", reason)


def report_import(ck: ExpressionChecker, node: ast.ImportFrom, sym: Symbol) -> None:
    """``from m import old``: reported at the import (the names it binds are not, after)."""
    if sym.kind in ("func", "class") and not ck.quiet:
        report_symbol(ck, node, sym)
