"""Named tuples (typing spec, "Named Tuples"): the fields of a class or functional definition,
the constructor they make, and a named tuple instance seen as the tuple it is."""

from __future__ import annotations

import ast
import keyword
from dataclasses import dataclass
from collections.abc import Callable
from typing import TYPE_CHECKING

from hintloader.checker import item_self
from hintloader.checker.annotations import TypeConverter
from hintloader.checker.astutil import callee_name
from hintloader.checker.conditions import static_statements
from hintloader.checker.stubs import LazyClassBody
from hintloader.checker.symbols import ClassInfo, Scope, class_scope
from hintloader.typesystem.model import ANY, CallableType, Instance, Param, ParamKind, TupleType, Type, TypeVarType, has_type_vars, substitute
from hintloader.typesystem.relations import map_to_supertype
from hintloader.typesystem.tuples import is_bounded


if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.program import Program


@dataclass(frozen=True, slots=True)
class Field:
    name: str
    type: Type
    has_default: bool
    node: ast.AST


def is_functional_call(call: ast.Call) -> bool:
    """``namedtuple("P", ...)`` / ``NamedTuple("P", ...)``."""
    return callee_name(call.func) in ("namedtuple", "NamedTuple")


def namedtuple_class(prog: Program, info: ClassInfo) -> ClassInfo | None:
    """The named tuple class ``info`` is or derives from (its fields are the tuple's items)."""
    for c in info.mro:
        if c.is_namedtuple:
            return c
    return None


def fields(prog: Program, info: ClassInfo) -> list[Field] | None:
    """The fields of a named tuple class, in order; None when they cannot be known."""
    if info.namedtuple_fields is not None:
        return info.namedtuple_fields or None
    found: list[Field] | None
    if info.namedtuple_call is not None:
        found = _functional_fields(prog, info, info.namedtuple_call)
    elif info.node is not None and not info.unknown_base:
        conv = TypeConverter(prog, class_scope(info), None)
        body = info.body
        # A stub's class body is parsed member by member (stubs.LazyClassBody), in its order.
        statements = ([s for name in body for s in body.get(name) or []] if isinstance(body, LazyClassBody)
                      else static_statements(info.node.body, info.scope.module.target))
        found = [Field(s.target.id, conv.convert(s.annotation), s.value is not None, s)
                 for s in statements if type(s) is ast.AnnAssign and type(s.target) is ast.Name]
    else:
        found = None
    info.namedtuple_fields = found if found is not None else []
    return found


def final_str(prog: Program, scope: Scope, node: ast.expr) -> str | None:
    """The string a name declared ``Final`` with a string literal stands for (typing spec: a
    final name initialised with a literal is treated as that literal); None otherwise."""
    if type(node) is not ast.Name:
        return None
    sym = prog.lookup(scope, node.id)
    if sym is None or sym.kind != "var" or not sym.is_final or len(sym.nodes) != 1:
        return None
    stmt = sym.nodes[0]
    value = stmt.value if isinstance(stmt, (ast.AnnAssign, ast.Assign)) else None
    return value.value if type(value) is ast.Constant and isinstance(value.value, str) else None


def functional_names(call: ast.Call, name_value: Callable[[ast.expr], str | None] | None = None) -> list[tuple[str, ast.expr | None]] | None:
    """The field names of a functional definition with their type expressions (None for
    ``namedtuple``'s untyped fields); None when they are computed. ``name_value`` reads a
    field name written as a name (a ``Final`` string)."""
    if len(call.args) < 2:
        if callee_name(call.func) != "namedtuple" and len(call.args) == 1:
            return [(k.arg, k.value) for k in call.keywords if k.arg is not None]
        return None
    spec = call.args[1]
    if type(spec) is ast.Constant and isinstance(spec.value, str):
        return [(n, None) for n in spec.value.replace(",", " ").split()]
    if not isinstance(spec, (ast.List, ast.Tuple)):
        return None
    out: list[tuple[str, ast.expr | None]] = []
    for item in spec.elts:
        if type(item) is ast.Constant and isinstance(item.value, str):
            out.append((item.value, None))
        elif isinstance(item, (ast.Tuple, ast.List)) and len(item.elts) == 2 and (key := _field_name(item.elts[0], name_value)) is not None:
            out.append((key, item.elts[1]))
        else:
            return None
    return out


def _field_name(node: ast.expr, name_value: Callable[[ast.expr], str | None] | None) -> str | None:
    if type(node) is ast.Constant:
        return node.value if isinstance(node.value, str) else None
    return name_value(node) if name_value is not None else None


def _keyword(call: ast.Call, name: str) -> ast.expr | None:
    return next((k.value for k in call.keywords if k.arg == name), None)


def _functional_fields(prog: Program, info: ClassInfo, call: ast.Call) -> list[Field] | None:
    names = functional_names(call, lambda e: final_str(prog, info.scope, e))
    if names is None:
        return None
    rename = _keyword(call, "rename")
    if type(rename) is ast.Constant and rename.value is True:
        # Invalid names (keywords, underscores, duplicates) become _0, _1, ... as at run time.
        seen: set[str] = set()
        renamed: list[tuple[str, ast.expr | None]] = []
        for i, (n, t) in enumerate(names):
            if not n.isidentifier() or keyword.iskeyword(n) or n.startswith("_") or n in seen:
                n = f"_{i}"
            seen.add(n)
            renamed.append((n, t))
        names = renamed
    defaults = _keyword(call, "defaults")
    n_defaults = 0
    if defaults is not None:
        if not isinstance(defaults, (ast.List, ast.Tuple)):
            return None
        n_defaults = len(defaults.elts)
    conv = TypeConverter(prog, info.scope, None)
    first_default = len(names) - n_defaults
    return [Field(n, conv.convert(t) if t is not None else ANY, i >= first_default, call)
            for i, (n, t) in enumerate(names)]


def constructor(prog: Program, info: ClassInfo, inst: Instance) -> Type | None:
    """The ``__new__`` a named tuple's fields make (also for a plain subclass of one): one
    parameter per field, in order, with its default; None when the fields are not known or the
    class writes its own constructor."""
    nt = namedtuple_class(prog, info)
    if nt is None:
        return None
    for c in info.mro:
        if c is nt:
            break
        if "__new__" in c.body or "__init__" in c.body or c.unknown_base or c.dynamic:
            return None
    if "__new__" in nt.body or "__init__" in nt.body:
        return None
    found = fields(prog, nt)
    if found is None:
        return None
    params = tuple(Param(f.name, f.type, ParamKind.POSITIONAL_OR_KEYWORD, f.has_default) for f in found)
    ret = inst if inst.args or not info.type_params else info.self_instance()
    mapping = {}
    if nt is not info and nt.type_params:
        mapped = map_to_supertype(ret, nt.fullname, prog)
        if mapped is not None and len(mapped.args) == len(nt.type_params):
            mapping = dict(zip(nt.type_params, mapped.args))
    params = tuple(Param(p.name, substitute(p.type, mapping), p.kind, p.has_default) for p in params)
    return CallableType(params, ret, info.fullname.rpartition(".")[2], type_vars=info.type_params)


def as_tuple(prog: Program, inst: Instance) -> TupleType | None:
    """A named tuple instance as the fixed-length tuple of its field types (type arguments
    applied); None for other classes and named tuples whose fields are unknown."""
    info = prog.class_by_name(inst.name)
    nt = namedtuple_class(prog, info) if info is not None else None
    if nt is None:
        # A class of a fixed tuple base (``struct_time`` of its nine ints) is that tuple too.
        shaped = next((c for c in info.mro if c.tuple_base is not None), None) if info is not None else None
        if shaped is None or shaped.tuple_base is None:
            return None
        if not shaped.type_params:
            return shaped.tuple_base
        mapped = map_to_supertype(inst, shaped.fullname, prog)
        args = mapped.args if mapped is not None and len(mapped.args) == len(shaped.type_params) else (ANY,) * len(shaped.type_params)
        found_items = substitute(shaped.tuple_base, dict(zip(shaped.type_params, args)))
        return found_items if type(found_items) is TupleType and is_bounded(found_items.items) else None
    found = fields(prog, nt)
    if found is None:
        return None
    mapping: dict[TypeVarType, Type] = {}
    if nt.type_params:
        mapped = map_to_supertype(inst, nt.fullname, prog)
        args = mapped.args if mapped is not None and len(mapped.args) == len(nt.type_params) else (ANY,) * len(nt.type_params)
        mapping = dict(zip(nt.type_params, args))
    return TupleType(tuple(substitute(f.type, mapping) for f in found))


def replace_method(prog: Program, inst: Instance, receiver: Type) -> CallableType | None:
    """``nt._replace(...)``: each field by keyword, optional, of the field's type (mypy's
    plugin; typeshed's ``**kwargs: Any`` would take anything); None for other classes."""
    info = prog.class_by_name(inst.name)
    nt = namedtuple_class(prog, info) if info is not None else None
    found = fields(prog, nt) if nt is not None else None
    items = as_tuple(prog, inst) if found is not None else None
    if found is None or items is None or len(items.items) != len(found):
        return None
    params = tuple(Param(f.name, t, ParamKind.KEYWORD_ONLY, True) for f, t in zip(found, items.items))
    return CallableType(params, receiver, name="_replace")


# ----- definitions --------------------------------------------------------------------------


def check_functional(ck: ExpressionChecker, call: ast.Call) -> None:
    """``namedtuple("P", ["a", "a"])``: field names Python rejects (unless ``rename=True``);
    a type name written as another literal than a string (``b"P"``)."""
    kind = "namedtuple()" if callee_name(call.func) == "namedtuple" else "NamedTuple()"
    if call.args and type(call.args[0]) is ast.Constant and not isinstance(call.args[0].value, str):
        ck.error(call, "misc", f'"{kind}" expects a string literal as the first argument')
    names = functional_names(call, lambda e: final_str(ck.prog, ck.ctx.scope, e))
    if kind == "NamedTuple()" and names is not None:
        typed = [t for _, t in names if t is not None]
        item_self.check_items(ck, "NamedTuple", ck.ctx.scope, typed)
        made = _made_by_call(ck, call)
        if made is not None:
            check_local_cycle(ck, made, typed)
    rename = _keyword(call, "rename")
    if names is None or (type(rename) is ast.Constant and rename.value is True):
        return
    seen: set[str] = set()
    for name, _ in names:
        if name in seen:
            ck.error(call, "misc", f'"{kind}" has duplicate field name "{name}"')
        elif keyword.iskeyword(name):
            ck.error(call, "misc", f'"{kind}" field name "{name}" is a keyword')
        elif name.startswith("_"):
            ck.error(call, "misc", f'"{kind}" field name "{name}" starts with an underscore')
        seen.add(name)


def _made_by_call(ck: ExpressionChecker, call: ast.Call) -> ClassInfo | None:
    """The class ``Name = NamedTuple("Name", [...])`` makes (by the name it is bound to)."""
    first = call.args[0] if call.args else None
    name = first.value if type(first) is ast.Constant and isinstance(first.value, str) else None
    sym = ck.prog.lookup(ck.ctx.scope, name) if name is not None else None
    made = ck.prog.class_of(sym) if sym is not None and sym.kind == "class" else None
    return made if made is not None and made.namedtuple_call is call else None


def check_class(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    """A ``class P(NamedTuple)`` statement (mypy's wording): a single base (``Generic[T]``
    aside), no field names with an underscore, no required field after a defaulted one; and a
    subclass of a named tuple may not redefine its fields."""
    prog = ck.prog
    if info.is_namedtuple and info.namedtuple_call is None:
        others = [b for b in node.bases if callee_name(b.value if type(b) is ast.Subscript else b) not in ("NamedTuple", "Generic")]
        if others:
            ck.error(node, "misc", "NamedTuple should be a single base")
        item_self.check_items(ck, "NamedTuple", class_scope(info), item_self.class_items(node.body))
        check_local_cycle(ck, info, item_self.class_items(node.body))
        _check_body(ck, node.body)
        defaulted = False
        for field in fields(prog, info) or []:
            if field.name.startswith("_"):
                ck.error(field.node, "misc", f"NamedTuple field name cannot start with an underscore: {field.name}")
            if field.has_default:
                defaulted = True
            elif defaulted:
                ck.error(field.node, "misc", "Non-default NamedTuple fields cannot follow default fields")
        return
    _check_call_bases(ck, info, node)
    nt = namedtuple_class(prog, info)
    names = {f.name for f in fields(prog, nt) or []} if nt is not None else set()
    for stmt in node.body:
        target = stmt.target if type(stmt) is ast.AnnAssign else stmt.targets[0] if type(stmt) is ast.Assign and len(stmt.targets) == 1 else None
        if type(target) is ast.Name and target.id in names:
            ck.error(stmt, "misc", f'Cannot overwrite NamedTuple attribute "{target.id}"')


_INVALID_STATEMENT = 'Invalid statement in NamedTuple definition; expected "field_name: field_type [= default]"'


def _check_body(ck: ExpressionChecker, body: list[ast.stmt]) -> None:
    """A ``class P(NamedTuple)`` body holds annotated fields, methods, a docstring, ``pass`` or
    ``...`` (mypy); anything else (``x.y: int``, a loop, an import) is reported. A plain class
    attribute (``unit = "chars"``) and a nested class, which mypy rejects too, stay silent: they
    are what they say at run time, and pyright takes them."""
    # (under a condition the checker evaluates, sys.version_info ...: the branch that applies)
    for stmt in static_statements(body, ck.prog.target):
        if not (isinstance(stmt, (ast.Pass, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                or type(stmt) is ast.Assign and all(type(t) is ast.Name for t in stmt.targets)
                or type(stmt) is ast.AnnAssign and type(stmt.target) is ast.Name
                or type(stmt) is ast.Expr and type(stmt.value) is ast.Constant
                and (isinstance(stmt.value.value, str) or stmt.value.value is Ellipsis)):
            ck.error(stmt, "misc", _INVALID_STATEMENT)


def _check_call_bases(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    """``class C(NamedTuple("C", [("x", T)]))``: a named tuple made in a base list has no type
    parameters for the class to take (mypy: generic ones need the class or assignment syntax)."""
    for base in info.bases:
        made = ck.prog.class_by_name(base.name)
        call = made.namedtuple_call if made is not None else None
        if made is None or call is None or not any(call is expr for expr in node.bases):
            continue
        if any(has_type_vars(f.type) for f in fields(ck.prog, made) or []):
            ck.error(call, "misc", "Generic named tuples are not supported for legacy class syntax")
            ck.explain(call, "misc", "Use either Python 3 class syntax, or the assignment syntax")


def functional_field(prog: Program, info: ClassInfo, inst: Instance, name: str) -> Type | None:
    """The type of a field of a functionally defined named tuple (``P = NamedTuple("P",
    [("x", int)])``, ``namedtuple("P", "x y")``) read on an instance: it has no class body to
    find it in. None for other names and classes."""
    nt = namedtuple_class(prog, info)
    if nt is None or nt.namedtuple_call is None:
        return None
    found = fields(prog, nt)
    items = as_tuple(prog, inst) if found is not None else None
    if found is None or items is None:
        return None
    return next((t for f, t in zip(found, items.items) if f.name == name), None)


def item_annotations(info: ClassInfo) -> list[ast.expr]:
    """A named tuple's item annotations, of the class or the call syntax."""
    if info.namedtuple_call is not None:
        from_call = functional_names(info.namedtuple_call)
        return [t for _, t in from_call or [] if t is not None]
    return item_self.class_items(info.node.body) if type(info.node) is ast.ClassDef else []


def check_local_cycle(ck: ExpressionChecker, info: ClassInfo, annotations: list[ast.expr]) -> None:
    """A named tuple defined in a function whose items name a later one of that function, whose
    items name it back: mypy cannot resolve the later one there (recursive types are not
    allowed at function scope)."""
    scope = ck.ctx.scope
    if not scope.local_defs or ck.quiet:
        return
    own = info.fullname.rpartition(".")[2].partition("@")[0]
    at = info.node.lineno if info.node is not None else info.namedtuple_call.lineno if info.namedtuple_call is not None else 0
    for annotation in annotations:
        for node in item_self.names_in(annotation):
            if type(node) is not ast.Name:
                continue
            sym = ck.prog.lookup(scope, node.id)
            later = ck.prog.class_of(sym) if sym is not None and sym.kind == "class" else None
            if sym is None or later is None or not later.is_namedtuple or later is info or not sym.nodes or sym.nodes[0].lineno <= at:
                continue
            if any(type(n) is ast.Name and n.id == own for a in item_annotations(later) for n in item_self.names_in(a)):
                ck.error(node, "misc", f'Cannot resolve name "{node.id}" (possible cyclic definition)')
                ck.explain(node, "misc", "Recursive types are not allowed at function scope")
