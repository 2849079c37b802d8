"""TypedDict and NamedTuple definitions (class and call syntax), checked as mypy's semantic
analysis checks them: the names given, TypedDict keys and class bodies, NamedTuple attributes a
class may not redefine. (NamedTuple field names and order: namedtuples.py.)"""

from __future__ import annotations

import ast

from hintloader.checker.program import Program
from hintloader.checker.conditions import eval_condition
from hintloader.checker.symbols import Reporter, Scope

__all__ = ["check_class_definition", "check_call_definition"]

_TYPEDDICT = frozenset({"typing.TypedDict", "typing_extensions.TypedDict"})
_NAMEDTUPLE_CLASS = frozenset({"typing.NamedTuple", "typing_extensions.NamedTuple"})
_NAMEDTUPLE_CALL = frozenset({"collections.namedtuple", "typing.NamedTuple", "typing_extensions.NamedTuple"})
_TYPEDDICT_KEYWORDS = frozenset({"total", "closed", "extra_items"})
# What a NamedTuple class body may not redefine (mypy's list).
_NAMEDTUPLE_PROTECTED = frozenset({
    "__new__", "__init__", "__slots__", "__getnewargs__", "_fields", "_field_defaults",
    "_field_types", "_make", "_replace", "_asdict", "_source", "__annotations__",
})


def _fullname(prog: Program, scope: Scope, expr: ast.expr) -> str | None:
    if isinstance(expr, ast.Subscript):
        expr = expr.value
    if isinstance(expr, ast.Name):
        sym = prog.lookup(scope, expr.id)
    elif isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name):
        base = prog.lookup(scope, expr.value.id)
        sym = prog.member_symbol(base, expr.attr) if base is not None else None
    else:
        return None
    return sym.fullname if sym is not None else None


def check_class_definition(prog: Program, reporter: Reporter, scope: Scope, node: ast.ClassDef) -> None:
    """A class whose base is TypedDict or NamedTuple: the statements its body may hold."""
    kinds = {_fullname(prog, scope, b) for b in node.bases} if node.bases else set()
    if kinds & _TYPEDDICT:
        _typeddict_body(prog, reporter, node.body)
    elif kinds & _NAMEDTUPLE_CLASS:
        # (Field names and their order are checked with the class's fields: namedtuples.py.)
        for stmt in node.body:
            for name, at in _bound_names(stmt):
                if name in _NAMEDTUPLE_PROTECTED:
                    reporter.error(at, "misc", f'Cannot overwrite NamedTuple attribute "{name}"')


def _typeddict_body(prog: Program, reporter: Reporter, body: list[ast.stmt]) -> None:
    for stmt in body:
        if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
            if stmt.value is not None:
                reporter.error(stmt, "misc", "Right hand side values are not supported in TypedDict")
        elif isinstance(stmt, ast.If) and (known := eval_condition(stmt.test, prog.target)) is not None:
            # A version or platform test the checker evaluates may hold items (the spec).
            _typeddict_body(prog, reporter, stmt.body if known else stmt.orelse)
        elif not _trivial(stmt):
            reporter.error(stmt, "misc", 'Invalid statement in TypedDict definition; expected "field_name: field_type"')


def _trivial(stmt: ast.stmt) -> bool:
    return isinstance(stmt, ast.Pass) or (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)
                                          and (isinstance(stmt.value.value, str) or stmt.value.value is Ellipsis))


def _bound_names(stmt: ast.stmt) -> list[tuple[str, ast.AST]]:
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [(stmt.name, stmt)]
    if isinstance(stmt, ast.Assign):
        return [(t.id, stmt) for t in stmt.targets if isinstance(t, ast.Name)]
    return []


def check_call_definition(prog: Program, reporter: Reporter, scope: Scope, target: str, call: ast.Call) -> None:
    """``X = TypedDict("X", {...})``, ``X = NamedTuple("X", [...])``, ``X = namedtuple("X", ...)``."""
    if not isinstance(call.func, (ast.Name, ast.Attribute)):
        return
    spelled = call.func.id if isinstance(call.func, ast.Name) else call.func.attr
    if spelled not in ("TypedDict", "NamedTuple", "namedtuple"):
        return
    fullname = _fullname(prog, scope, call.func)
    if fullname in _TYPEDDICT:
        _typeddict_call(reporter, target, call)
    elif fullname in _NAMEDTUPLE_CALL:
        _namedtuple_call(reporter, target, call)


def _typeddict_call(reporter: Reporter, target: str, call: ast.Call) -> None:
    if not call.args:
        return
    first = call.args[0]
    if isinstance(first, ast.Constant) and isinstance(first.value, str) and first.value != target:
        reporter.error(call, "name-match", f'First argument "{first.value}" to TypedDict() does not match variable name "{target}"')
    for kw in call.keywords:
        if kw.arg is not None and kw.arg not in _TYPEDDICT_KEYWORDS:
            reporter.error(call, "misc", f'Unexpected keyword argument "{kw.arg}" for "TypedDict"')
    fields = call.args[1] if len(call.args) > 1 else None
    if isinstance(fields, ast.Dict) and not all(isinstance(k, ast.Constant) and isinstance(k.value, str) for k in fields.keys):
        reporter.error(call, "misc", "Invalid TypedDict() field name")


def _namedtuple_call(reporter: Reporter, target: str, call: ast.Call) -> None:
    if not call.args:
        return
    first = call.args[0]
    if isinstance(first, ast.Constant) and isinstance(first.value, str) and first.value != target:
        reporter.error(call, "name-match", f'First argument to namedtuple() should be "{target}", not "{first.value}"')
    # (Field names are checked with the call: namedtuples.check_functional.)
