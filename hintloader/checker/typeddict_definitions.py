"""TypedDict definitions (typing spec, "Class-based syntax", "Alternative syntax", "Inheritance"):
what a class body and the functional call may hold, the bases, and items redeclared in a
subclass or inherited from two bases that disagree."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.conditions import eval_condition
from hintloader.checker.annotations import TypeConverter
from hintloader.checker import item_self
from hintloader.checker.symbols import ClassInfo, Scope, class_scope
from hintloader.checker.typeddicts import is_typeddict_base
from hintloader.typesystem.model import TypedDictItem
from hintloader.typesystem.formatting import short_name
from hintloader.typesystem.relations import is_assignable

if TYPE_CHECKING:  # typing-only: called with the statement checker
    from hintloader.checker.expressions import ExpressionChecker

# Keywords a TypedDict class statement or call takes (PEP 589, PEP 728).
_KEYWORDS = frozenset({"total", "closed", "extra_items"})
_INVALID_STATEMENT = 'Invalid statement in TypedDict definition; expected "field_name: field_type"'


def check_class(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    """A ``class TD(TypedDict)`` statement: its body holds items only (no methods, no values),
    its keywords are TypedDict's own, its bases TypedDicts (or ``Generic``), and its items fit
    the bases' items of the same key."""
    _check_body(ck, node.body)
    item_self.check_items(ck, "TypedDict", class_scope(info), item_self.class_items(node.body))
    for kw in node.keywords:
        if kw.arg not in _KEYWORDS:
            ck.error(node, "call-arg", f'Unexpected keyword argument "{kw.arg}" for "__init_subclass__" of "TypedDict"')
    if any(not _typeddict_or_generic(ck, base) for base in node.bases):
        ck.error(node, "misc", "All bases of a new TypedDict must be TypedDict types")
        return
    if not info.unknown_base:
        _check_items(ck, info, node)


def _check_body(ck: ExpressionChecker, body: list[ast.stmt]) -> None:
    for stmt in body:
        if type(stmt) is ast.AnnAssign:
            if stmt.value is not None and type(stmt.target) is ast.Name:
                ck.error(stmt.value, "misc", "Right hand side values are not supported in TypedDict")
            elif type(stmt.target) is not ast.Name:
                ck.error(stmt, "misc", _INVALID_STATEMENT)
        elif type(stmt) is ast.If:
            # Items may be declared under a condition the checker evaluates (sys.version_info
            # ...): only the branch that applies to the target counts, as for any statement.
            known = eval_condition(stmt.test, ck.prog.target)
            if known is not False:
                _check_body(ck, stmt.body)
            if known is not True:
                _check_body(ck, stmt.orelse)
        elif not (type(stmt) is ast.Pass or type(stmt) is ast.Expr and type(stmt.value) is ast.Constant):
            # a method, a plain assignment ...; a decorated one at its first decorator (mypy)
            decorators = getattr(stmt, "decorator_list", None)
            ck.error(decorators[0] if decorators else stmt, "misc", _INVALID_STATEMENT)


def _typeddict_or_generic(ck: ExpressionChecker, base: ast.expr) -> bool:
    head = base.value if type(base) is ast.Subscript else base
    sym = ck.symbol_of(head)
    if sym is None:
        return True  # unknown: stay silent
    if is_typeddict_base(sym.fullname) or sym.fullname in ("typing.Generic", "typing_extensions.Generic"):
        return True
    if sym.kind != "class":
        return sym.kind not in ("func", "module")  # an alias or something unresolved
    info = ck.prog.class_by_name(sym.fullname)
    return info is None or info.is_typeddict or info.unknown_base


def _check_items(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    prog = ck.prog
    items = prog.typeddict_items(info.self_instance()) or {}
    own = {stmt.target.id: stmt for stmt in _annotated(node.body) if type(stmt.target) is ast.Name}
    bases = [(base, base_items) for base in info.bases if (base_items := prog.typeddict_items(base))]
    for key, item in items.items():
        sources = [(base, base_items[key]) for base, base_items in bases if key in base_items]
        if key in own:
            for base, base_item in sources:
                why = _redeclaration_problem(ck, key, item, base_item, short_name(base.name))
                if why:
                    ck.error(own[key], "misc", why)
                    break
            continue
        # Inherited only: the first base's item is the class's; the others must accept it.
        for base, base_item in sources[1:]:
            first = sources[0][0]
            if _redeclaration_problem(ck, key, sources[0][1], base_item, short_name(base.name)):
                ck.error(node, "misc", f'Incompatible definitions of field "{key}" in base classes '
                                       f'"{short_name(base.name)}" and "{short_name(first.name)}"')
                break


def _annotated(body: list[ast.stmt]) -> list[ast.AnnAssign]:
    out: list[ast.AnnAssign] = []
    for stmt in body:
        if type(stmt) is ast.AnnAssign:
            out.append(stmt)
        elif type(stmt) is ast.If:
            out.extend(_annotated(stmt.body) + _annotated(stmt.orelse))
    return out


def _redeclaration_problem(ck: ExpressionChecker, key: str, item: TypedDictItem, base: TypedDictItem, name: str) -> str:
    """Why ``item`` cannot stand for the base's item of the same key (typing spec: a writable
    item keeps its type and whether it is required; a read-only one may be narrowed, made
    writable or required, never made not required); "" when it can."""
    prog = ck.prog
    if base.required and not item.required:
        return f'Field "{key}" is required in base class "{name}"'
    incompatible = f'Definition of field "{key}" incompatible with base class "{name}"'
    if base.readonly:
        return "" if is_assignable(item.type, base.type, prog) else incompatible
    same = is_assignable(item.type, base.type, prog) and is_assignable(base.type, item.type, prog)
    if item.readonly or not same:
        return incompatible
    if item.required and not base.required:
        return f'Field "{key}" can be deleted in base class "{name}"'
    return ""


def check_functional(ck: ExpressionChecker, target: str, call: ast.Call) -> None:
    """``TD = TypedDict("TD", {"key": type, ...}, total=...)``: the name is the variable's, the
    items a dict display with string literal keys, the keywords TypedDict's own."""
    args = call.args
    name = args[0] if args else None
    if type(name) is not ast.Constant or not isinstance(name.value, str):
        ck.error(call, "misc", "TypedDict() expects a string literal as the first argument")
        return
    if name.value != target:
        ck.error(call, "name-match", f'First argument "{name.value}" to TypedDict() does not match variable name "{target}"')
    unknown = [kw for kw in call.keywords if kw.arg not in _KEYWORDS]
    if len(args) == 1 and unknown:
        ck.error(call, "misc", "Unexpected arguments to TypedDict()")  # the keyword syntax, removed in 3.13
        return
    for kw in unknown:
        ck.error(call, "misc", f'Unexpected keyword argument "{kw.arg}" for "TypedDict"')
    if len(args) != 2:
        if len(args) > 2:
            ck.error(call, "misc", "Too many arguments for TypedDict()")
        return
    fields = args[1]
    if type(fields) is not ast.Dict:
        ck.error(call, "misc", "TypedDict() expects a dictionary literal as the second argument")
        return
    if any(not (type(k) is ast.Constant and isinstance(k.value, str)) for k in fields.keys):
        ck.error(call, "misc", "Invalid TypedDict() field name")
        return
    seen: set[str] = set()
    for key in fields.keys:
        if type(key) is ast.Constant and isinstance(key.value, str):
            if key.value in seen:
                ck.error(key, "misc", f'Duplicate TypedDict key "{key.value}"')
            seen.add(key.value)
    _check_item_qualifiers(ck, target, fields)
    item_self.check_items(ck, "TypedDict", ck.ctx.scope, list(fields.values))


class _QualifierPlacement:
    """Passes on only what the converter says of ``Required``/``NotRequired``/``ReadOnly``
    placement: the rest of a functional definition's values is reported as expressions."""

    def __init__(self, ck: ExpressionChecker) -> None:
        self.ck = ck

    def error(self, node: ast.AST, code: str, message: str, origin: ast.AST | None = None, span: ast.AST | None = None) -> None:
        if code == "valid-type" and ("TypedDict definition" in message or "cannot be nested" in message):
            self.ck.error(node, code, message)

    def note(self, node: ast.AST, code: str, message: str) -> None:
        pass


def _check_item_qualifiers(ck: ExpressionChecker, target: str, fields: ast.Dict) -> None:
    """The values of ``TypedDict("TD", {...})`` are item annotations: ``Required[...]`` stands
    at the top of one only, as in a class body (mypy's valid-type)."""
    sym = ck.prog.lookup(ck.ctx.scope, target)
    info = ck.prog.class_of(sym) if sym is not None and sym.kind == "class" else None
    if info is None or not info.is_typeddict:
        return
    scope = Scope(info.scope.module, info, info.scope.local_defs, info.scope.type_vars, info.fullname)
    for value in fields.values:
        TypeConverter(ck.prog, scope, _QualifierPlacement(ck)).convert(value)


def check_class_test(ck: ExpressionChecker, node: ast.Call) -> bool:
    """``isinstance(x, TD)`` / ``issubclass(c, TD)``: a TypedDict is a dict at run time, its
    class no class of any value, and a NewType is a function (typing spec); Python raises
    TypeError. Whether it was reported."""
    if len(node.args) != 2 or type(node.func) is not ast.Name or node.func.id not in ("isinstance", "issubclass"):
        return False
    func = ck.symbol_of(node.func)
    if func is None or func.fullname not in ("builtins.isinstance", "builtins.issubclass"):
        return False
    classes = node.args[1].elts if type(node.args[1]) is ast.Tuple else [node.args[1]]
    for expr in classes:
        sym = ck.symbol_of(expr)
        info = ck.prog.class_by_name(sym.fullname) if sym is not None and sym.kind == "class" else None
        if info is not None and (info.is_typeddict or info.newtype_base is not None):
            kind = "TypedDict" if info.is_typeddict else "NewType"
            ck.error(node, "misc", f"Cannot use {node.func.id}() with {kind} type")
            return True
    return False


__all__ = ["check_class", "check_class_test", "check_functional"]
