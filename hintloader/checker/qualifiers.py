"""Where the type qualifiers Final, ClassVar and Annotated may stand (typing spec, "Type qualifiers")."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker import declaration_targets
from hintloader.checker.annotations import TypeConverter
from hintloader.checker.astutil import flat_targets, statements, string_annotation, walk
from hintloader.checker.specialforms import head_form
from hintloader.checker.symbols import ClassInfo
from hintloader.typesystem.model import SELF_SCOPE, Instance, Type, TypeVarType, collect_type_vars

if TYPE_CHECKING:  # the statement checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker

# Qualifiers that wrap a declaration's type and may be stacked at its top.
_WRAPPERS = frozenset({"Final", "ClassVar", "Annotated", "Required", "NotRequired", "ReadOnly", "InitVar"})
_OUTERMOST = "Final can be only used as an outermost qualifier in a variable annotation"
_CLASSVAR_PLACE = "ClassVar can only be used for assignments in class body"
_CLASSVAR_NESTED = "Invalid type: ClassVar nested inside other type"
_BOTH = "Variable should not be annotated with both ClassVar and Final"
# The value of ``Annotated[int, ...]`` (and of an alias to it) at run time: not a class, so
# neither callable nor a ``type[...]`` (typing spec, "Annotated").
SPECIAL_FORM = Instance("typing._SpecialForm")


def qualifier_of(conv: TypeConverter, node: ast.expr) -> str | None:
    """``Final``, ``ClassVar``, ``Annotated`` ... when ``node`` (or its subscripted head) names
    that special form, whatever it is imported as."""
    name = head_form(conv.r, conv.scope, node)
    return name if name in _WRAPPERS else None


def _args(node: ast.expr) -> list[ast.expr]:
    if type(node) is not ast.Subscript:
        return []
    return list(node.slice.elts) if type(node.slice) is ast.Tuple else [node.slice]


def _parsed(node: ast.expr) -> ast.expr | None:
    """A string annotation's expression, placed at the string (None when it does not parse)."""
    expr = string_annotation(node)
    if expr is not None:
        for sub in walk(expr):
            sub.lineno, sub.col_offset = node.lineno, node.col_offset  # type: ignore[attr-defined]
    return expr


def outer_chain(conv: TypeConverter, node: ast.expr) -> tuple[list[tuple[str, ast.expr]], ast.expr | None]:
    """The qualifiers stacked at the top of an annotation, outermost first (``Annotated[X, ...]``
    passes to X), and the type expression under them (None when the last one is bare)."""
    chain: list[tuple[str, ast.expr]] = []
    current: ast.expr | None = node
    while current is not None:
        parsed = _parsed(current)
        if parsed is not None:
            current = parsed
        q = qualifier_of(conv, current)
        if q is None:
            break
        chain.append((q, current))
        args = _args(current)
        current = args[0] if args else None
    return chain, current


def _report_nested(ck: ExpressionChecker, conv: TypeConverter, node: ast.expr | None, classvar_message: str) -> None:
    """Final or ClassVar anywhere inside a type (not at its top)."""
    if node is None:
        return
    todo = [node]
    while todo:
        n = todo.pop()
        parsed = _parsed(n)
        if parsed is not None:
            n = parsed
        if isinstance(n, (ast.Subscript, ast.Name, ast.Attribute)):
            q = qualifier_of(conv, n)
            if q == "Final":
                ck.error(n, "valid-type", _OUTERMOST)
            elif q == "ClassVar":
                ck.error(n, "valid-type" if classvar_message == _CLASSVAR_NESTED else "misc", classvar_message)
            if q == "Annotated":
                todo.extend(_args(n)[:1])  # the metadata are not types
                continue
        if type(n) is ast.Subscript:
            todo.append(n.slice)
        elif isinstance(n, (ast.Tuple, ast.List)):
            todo.extend(n.elts)
        elif type(n) is ast.BinOp:
            todo.extend((n.left, n.right))


def check_declaration(ck: ExpressionChecker, node: ast.AnnAssign, in_loop: bool = False) -> None:
    """``target: annotation [= value]``: its qualifiers must stand where the spec allows them
    (``in_loop``: in the body of a loop of its own scope, where no Final may stand)."""
    conv = ck.converter()
    chain, rest = outer_chain(conv, node.annotation)
    if not chain:
        if is_type_alias(conv, node.annotation) and node.value is not None:
            check_alias_value(ck, conv, node.value)
        _report_nested(ck, conv, node.annotation, _CLASSVAR_NESTED)
        return
    _report_nested(ck, conv, rest, _CLASSVAR_NESTED)
    ctx = ck.ctx
    cls = ctx.scope.cls if ctx.kind == "class" else None
    names = [q for q, _ in chain]
    in_body = cls is not None and type(node.target) is ast.Name
    if "ClassVar" in names:
        _check_classvar(ck, conv, node, dict(chain)["ClassVar"], cls if in_body else None)
    if "Final" in names:
        final = dict(chain)["Final"]
        if in_loop:
            ck.error(node, "misc", "Cannot use Final inside a loop")  # (mypy; a final is bound once)
        if len(_args(final)) > 1:
            ck.error(final, "misc", "Final[...] takes at most one type argument")
        if "ClassVar" in names:
            # A dataclass declares a final class variable so (a bare Final is its field);
            # elsewhere a Final inside ClassVar is not outermost (mypy's words and place).
            inner = names.index("ClassVar") < names.index("Final")
            if inner and not (cls is not None and cls.is_dataclass):
                ck.error(final, "valid-type", _OUTERMOST)
                return
            if not inner:
                ck.error(node, "misc", _BOTH)
        _check_final(ck, node, final, cls if in_body else None)


def _check_classvar(ck: ExpressionChecker, conv: TypeConverter, node: ast.AnnAssign, classvar: ast.expr, cls: ClassInfo | None) -> None:
    args = _args(classvar)
    if len(args) > 1:
        ck.error(classvar, "valid-type", "ClassVar[...] must have at most one type argument")
        return
    if cls is None:
        ck.error(node, "misc", _CLASSVAR_PLACE)
        return
    special = _special_class(cls)
    if special:
        ck.error(classvar, "valid-type", f"ClassVar[...] can't be used inside a {special}")
        return
    if args:
        found: list[TypeVarType] = []
        collect_type_vars(TypeConverter(ck.prog, conv.scope, None).convert(args[0], top=False), found)
        if any(tv.scope != SELF_SCOPE for tv in found):
            ck.error(classvar, "misc", "ClassVar cannot contain type variables")


def _check_final(ck: ExpressionChecker, node: ast.AnnAssign, final: ast.expr, cls: ClassInfo | None) -> None:
    ctx = ck.ctx
    if cls is not None and _special_class(cls):
        ck.error(final, "valid-type", f"Final[...] can't be used inside a {_special_class(cls)}")
        return
    if type(node.target) is ast.Attribute and not declaration_targets.on_self(ck, node):
        return  # (declaration_targets.py: no final there)
    if type(node.target) is ast.Attribute and not (ctx.kind == "function" and ctx.name == "__init__" and ctx.method_of is not None):
        ck.error(node, "misc", "Can only declare a final attribute in class body or __init__")
        return
    if cls is not None and ctx.kind == "class" and node.value is not None and _args(final) and _holds_class_type_vars(ck, final):
        # One value for the class and all its instances: no type argument can make it fit (mypy).
        # Declared without a value, ``__init__`` sets it per instance (typing spec: allowed).
        ck.error(node, "misc", "Final name declared in class body cannot depend on type variables")
    if node.value is not None or ck.prog.current.is_stub:
        return
    if type(final) is not ast.Subscript:
        ck.error(node, "misc", "Type in Final[...] can only be omitted if there is an initializer")
        return
    if type(node.target) is not ast.Name:
        return
    if cls is not None and (cls.is_dataclass or cls.transform is not None or cls.is_protocol or _set_in_init(cls, node.target.id)):
        return  # a field set by the generated __init__, a protocol member, or set by __init__
    ck.error(node, "misc", "Final name must be initialized with a value")


def _holds_class_type_vars(ck: ExpressionChecker, final: ast.expr) -> bool:
    found: list[TypeVarType] = []
    collect_type_vars(TypeConverter(ck.prog, ck.ctx.scope, None).convert(_args(final)[0], top=False), found)
    return any(tv.scope != SELF_SCOPE for tv in found)


def _special_class(cls: ClassInfo) -> str:
    return "TypedDict" if cls.is_typeddict else "NamedTuple" if cls.is_namedtuple else ""


def _set_in_init(cls: ClassInfo, name: str) -> bool:
    """Whether ``self.name = ...`` stands in the class's own ``__init__``."""
    for stmt in cls.node.body if cls.node is not None else []:
        if not isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) or stmt.name != "__init__":
            continue
        params = stmt.args.posonlyargs + stmt.args.args
        if not params:
            continue
        for sub in statements(stmt.body):
            targets = sub.targets if type(sub) is ast.Assign else [sub.target] if isinstance(sub, (ast.AnnAssign, ast.AugAssign)) else []
            # (also an item of a tuple target: ``self.x, self.y = 1, 2``)
            if any(type(t) is ast.Attribute and t.attr == name and type(t.value) is ast.Name and t.value.id == params[0].arg
                   for target in targets for t in flat_targets(target)):
                return True
    return False


def is_type_alias(conv: TypeConverter, annotation: ast.expr) -> bool:
    return head_form(conv.r, conv.scope, annotation) == "TypeAlias"


def check_alias_value(ck: ExpressionChecker, conv: TypeConverter, value: ast.expr) -> None:
    """The value of an explicit type alias is a type: no qualifier stands in it."""
    chain, _ = outer_chain(conv, value)
    for q, node in chain:
        if q in ("ClassVar", "Final"):
            ck.error(node, "valid-type", f"{q}[...] can't be used inside a type alias")
            return
    _report_nested(ck, conv, value, _CLASSVAR_NESTED)


def check_signature(ck: ExpressionChecker, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
    """Parameters and return types are not declarations of variables: neither Final nor
    ClassVar stands in them."""
    conv = ck.converter()
    a = node.args
    annotations = [p.annotation for p in (*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg) if p is not None]
    for ann in [*annotations, node.returns]:
        if ann is None or type(ann) is ast.Name and ann.id not in ("Final", "ClassVar"):
            continue  # a plain name is resolved only when it reads as a qualifier: signatures are many
        _report_nested(ck, conv, ann, _CLASSVAR_PLACE)


def is_annotated_form(conv: TypeConverter, node: ast.expr) -> bool:
    """``Annotated[...]`` written as an expression (or ``Annotated`` itself)."""
    return qualifier_of(conv, node) == "Annotated"
