"""NamedTuple definitions (class and call syntax), checked as mypy's semantic analysis checks
them: the name given, the attributes a class may not redefine. (NamedTuple field names and
order: namedtuples.py; TypedDict definitions: typeddict_definitions.py.)"""

from __future__ import annotations

import ast

from hintloader.checker.astutil import callee_name
from hintloader.checker.program import Program
from hintloader.checker.symbols import Reporter, Scope

__all__ = ["check_class_definition", "check_call_definition"]

_NAMEDTUPLE_CLASS = frozenset({"typing.NamedTuple", "typing_extensions.NamedTuple"})
_NAMEDTUPLE_CALL = frozenset({"collections.namedtuple", "typing.NamedTuple", "typing_extensions.NamedTuple"})
# What a NamedTuple class body may not redefine (mypy's list).
_NAMEDTUPLE_PROTECTED = frozenset({
    "__new__", "__init__", "__slots__", "__getnewargs__", "_fields", "_field_defaults",
    "_field_types", "_make", "_replace", "_asdict", "_source", "__annotations__",
})


def _fullname(prog: Program, scope: Scope, expr: ast.expr) -> str | None:
    if type(expr) is ast.Subscript:
        expr = expr.value
    if type(expr) is ast.Name:
        sym = prog.lookup(scope, expr.id)
    elif type(expr) is ast.Attribute and type(expr.value) is ast.Name:
        base = prog.lookup(scope, expr.value.id)
        sym = prog.member_symbol(base, expr.attr) if base is not None else None
    else:
        return None
    return sym.fullname if sym is not None else None


def check_class_definition(prog: Program, reporter: Reporter, scope: Scope, node: ast.ClassDef) -> None:
    """A class whose base is NamedTuple: the names its body may not bind."""
    kinds = {_fullname(prog, scope, b) for b in node.bases} if node.bases else set()
    if kinds & _NAMEDTUPLE_CLASS:
        # (Field names and their order are checked with the class's fields: namedtuples.py.)
        for stmt in node.body:
            for name, at in _bound_names(stmt):
                if name in _NAMEDTUPLE_PROTECTED:
                    reporter.error(at, "misc", f'Cannot overwrite NamedTuple attribute "{name}"')


def _bound_names(stmt: ast.stmt) -> list[tuple[str, ast.AST]]:
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [(stmt.name, stmt)]
    if type(stmt) is ast.Assign:
        return [(t.id, stmt) for t in stmt.targets if type(t) is ast.Name]
    return []


def check_call_definition(prog: Program, reporter: Reporter, scope: Scope, target: str, call: ast.Call) -> None:
    """``X = NamedTuple("X", [...])``, ``X = namedtuple("X", ...)``."""
    if not isinstance(call.func, (ast.Name, ast.Attribute)):
        return
    spelled = callee_name(call.func)
    if spelled not in ("NamedTuple", "namedtuple"):
        return
    if _fullname(prog, scope, call.func) in _NAMEDTUPLE_CALL:
        _namedtuple_call(reporter, target, call)


def _namedtuple_call(reporter: Reporter, target: str, call: ast.Call) -> None:
    if not call.args:
        return
    first = call.args[0]
    if type(first) is ast.Constant and isinstance(first.value, str) and first.value != target:
        reporter.error(call, "name-match", f'First argument to namedtuple() should be "{target}", not "{first.value}"')
    # (Field names are checked with the call: namedtuples.check_functional.)
