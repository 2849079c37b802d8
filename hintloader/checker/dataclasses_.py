"""Dataclasses: the constructor their fields generate."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.annotations import TypeConverter
from hintloader.checker.classes import decorator_name
from hintloader.checker.conditions import static_statements
from hintloader.checker.symbols import ClassInfo, Scope, class_scope
from hintloader.checker.transforms import literal_bool
from hintloader.checker.writes import is_data_descriptor, set_value_type
from hintloader.typesystem.model import ANY, NONE, CallableType, Instance, Overloaded, Param, ParamKind, Type, TypeType, bind_self_type, has_type_vars, make_union, substitute
from hintloader.typesystem.relations import map_to_supertype

if TYPE_CHECKING:  # bound to the program that resolves the annotations
    from hintloader.checker.program import Program


def _options(node: ast.ClassDef) -> dict[str, bool | None] | None:
    """The keyword options of the plain ``@dataclass`` decorator; None if it is another one."""
    for deco in node.decorator_list:
        if decorator_name(deco) != "dataclass":
            continue
        options: dict[str, bool | None] = {}
        if type(deco) is ast.Call:
            if deco.args:
                return None
            for kw in deco.keywords:
                # A ``**options`` or a computed value leaves the default, as mypy's dataclasses
                # plugin reads only literal keywords.
                value = literal_bool(kw.value)
                if value is not None and kw.arg is not None:
                    options[kw.arg] = value
        return options
    return None


# Keywords only field specifiers take: a call with one of them is a field specifier.
_FIELD_OPTIONS = frozenset({"default_factory", "factory", "init", "kw_only", "alias", "converter"})


def _model_options(c: ClassInfo) -> dict[str, bool | None] | None:
    """The options of a plain ``@dataclass`` or of a dataclass_transform class; None if neither."""
    options = _options(c.node) if c.node is not None else None
    if options is None and c.transform is not None:
        options = {"kw_only": c.transform.kw_only, "init": c.transform.init, "order": c.transform.order,
                   "frozen": c.transform.frozen}
    return options


def field_call(prog: Program, c: ClassInfo, value: ast.expr | None) -> ast.Call | None:
    """``value`` when it calls one of the class's field specifiers: ``dataclasses.field`` for a
    plain dataclass, the functions or classes its ``dataclass_transform`` names otherwise. A
    callable that only shares the name (a node class's own ``field`` helper, another module's
    ``field`` function) makes an ordinary default."""
    if type(value) is not ast.Call:
        return None
    transform = c.transform is not None and not c.is_dataclass
    specifiers = c.transform.field_specifiers if transform and c.transform is not None else frozenset({"field"})
    if decorator_name(value.func) not in specifiers:
        return None
    sym = prog._callee_symbol(value.func, class_scope(c))
    if sym is None or sym.scope.cls is not None:
        return None
    return value if transform or sym.fullname == "dataclasses.field" else None


def _specifier_defaults(prog: Program, scope: Scope, call: ast.Call) -> dict[str, bool]:
    """The ``init`` a field specifier takes when the call does not pass it: the literal default
    of its parameter (PEP 681), in the overload the call's keywords select (``init:
    Literal[False] = False`` where ``resolver`` is given). (``kw_only`` left unpassed is the
    class's or the transform's default, not the parameter's.)"""
    sym = prog._callee_symbol(call.func, scope)
    if sym is None or sym.scope.module.shared and not sym.scope.module.first_party:
        return {}  # dataclasses.field and other library specifiers: their defaults are the usual
    nodes = sym.nodes
    if sym.kind == "class":
        info = prog.class_of(sym)
        found = prog.find_member(info, "__init__") if info is not None else None
        nodes = found[0].nodes if found is not None else []
    defs = [n for n in nodes if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
    overloads = [d for d in defs if any(decorator_name(x) == "overload" for x in d.decorator_list)]
    given = {k.arg for k in call.keywords}
    for d in overloads or defs[:1]:
        params = dict(zip([a.arg for a in d.args.kwonlyargs], d.args.kw_defaults))
        if overloads and (any(v is None and n not in given for n, v in params.items()) or not given <= set(params)):
            continue  # this overload needs a keyword the call does not pass, or lacks one it does
        return {n: v.value for n, v in params.items() if n == "init" and type(v) is ast.Constant
                and isinstance(v.value, bool)}
    return {}


def _field_param(call: ast.Call, name: str, kw_only: bool, defaults: dict[str, bool]) -> Param | None | bool:
    """What a field specifier call (``field(default=0, kw_only=True, alias="n")``) makes of a
    field: its parameter, False when it is not in ``__init__``, None when we cannot tell.
    ``defaults``: the specifier's own ``init`` default."""
    if call.args:
        return None  # a positional default or factory: library-specific
    if defaults.get("init") is False and not any(k.arg == "init" for k in call.keywords):
        return False
    has_default = False
    for k in call.keywords:
        if k.arg in ("default", "default_factory", "factory"):
            has_default = True
        elif k.arg == "converter":
            continue  # the parameter takes the converter's input (``converter_input``)
        elif k.arg in ("init", "kw_only", "alias", None):
            value = k.value.value if type(k.value) is ast.Constant else None
            if k.arg is None or not isinstance(value, bool if k.arg != "alias" else str):
                return None  # computed options: stay silent
            if k.arg == "init" and value is False:
                return False
            if k.arg == "kw_only":
                kw_only = bool(value)
            if k.arg == "alias":
                name = str(value)
    kind = ParamKind.KEYWORD_ONLY if kw_only else ParamKind.POSITIONAL_OR_KEYWORD
    return Param(name, ANY, kind, has_default)


def dataclass_init(prog: Program, info: ClassInfo, inst: Instance) -> Type | None:
    """The generated ``__init__`` of a dataclass (or a dataclass_transform class), or None when
    we cannot be sure of it."""
    fields = _init_fields(prog, info)
    if fields is None:
        return None
    params = fields[0]
    ordered = [p for p in params.values() if p.kind != ParamKind.KEYWORD_ONLY]
    # Python itself rejects a required field after a defaulted one; do not second-guess that.
    seen_default = False
    for p in ordered:
        if p.has_default:
            seen_default = True
        elif seen_default:
            return None
    ordered += [p for p in params.values() if p.kind == ParamKind.KEYWORD_ONLY]
    return CallableType(tuple(ordered), inst, info.fullname.rpartition(".")[2], type_vars=info.type_params)


def dataclass_init_disabled(info: ClassInfo) -> bool:
    """``@dataclass(init=False)``: the decorator writes no ``__init__``."""
    options = _options(info.node) if info.node is not None else None
    return options is not None and options.get("init") is False


def post_init_signature(prog: Program, info: ClassInfo) -> CallableType | None:
    """How the generated ``__init__`` calls ``__post_init__``: with the ``InitVar`` values,
    positionally, in field order; None when the fields are not certain."""
    fields = _init_fields(prog, info)
    if fields is None:
        return None
    params, init_only = fields
    passed = [Param(name, params[name].type, ParamKind.POSITIONAL_OR_KEYWORD) for name in params if name in init_only]
    return CallableType((Param("self", info.self_instance()), *passed), NONE, "__post_init__")


def _init_fields(prog: Program, info: ClassInfo) -> tuple[dict[str, Param], set[str]] | None:
    """The ``__init__`` parameters the fields make, in field order, and which of them are
    ``InitVar`` (init-only) values; None when we cannot be sure of them."""
    chain = [c for c in reversed(info.mro) if c.fullname != "builtins.object"]
    params: dict[str, Param] = {}
    init_only: set[str] = set()
    for c in chain:
        node = c.node
        options = _model_options(c)
        if options is None and (info.transform is not None or not c.unknown_base and (node is not None or c.is_stub)):
            # A plain base (an ABC, a mixin, the transform base itself) contributes no fields:
            # Python's dataclass takes them only from bases that are dataclasses.
            continue
        if node is None or c.is_stub or c.unknown_base or options is None:
            return None  # a base that is not a plain dataclass: its __init__ is not ours to guess
        if options.get("init", True) is not True or ("__init__" in c.body and (c is info or info.transform is None)):
            return None  # a model base's own __init__ is not what its subclasses get (PEP 681)
        kw_only_all = options.get("kw_only", False)
        if kw_only_all is None:
            return None
        kw_only_rest = False
        conv = TypeConverter(prog, class_scope(c), None)
        for stmt in static_statements(node.body, c.scope.module.target):
            if type(stmt) is ast.Assign and field_call(prog, c, stmt.value) is not None:
                return None  # ``x = attr.ib()``: a field without an annotation
            if type(stmt) is not ast.AnnAssign or type(stmt.target) is not ast.Name:
                continue
            annotation = ast.unparse(stmt.annotation)
            if annotation.endswith("KW_ONLY"):
                kw_only_rest = True
                continue
            if "ClassVar" in annotation:
                continue
            init_only_item = _init_var_item(stmt.annotation)
            if init_only_item is None and "InitVar" in annotation:
                return None  # InitVar under some other spelling: stay silent
            name = stmt.target.id
            kw_only = kw_only_all or kw_only_rest
            param: Param | None | bool = Param(name, ANY, ParamKind.KEYWORD_ONLY if kw_only else ParamKind.POSITIONAL_OR_KEYWORD, stmt.value is not None)
            if (call := field_call(prog, c, stmt.value)) is not None:
                param = _field_param(call, name, kw_only, _specifier_defaults(prog, class_scope(c), call))
            elif type(stmt.value) is ast.Call and any(k.arg in _FIELD_OPTIONS for k in stmt.value.keywords):
                return None  # looks like a field specifier we do not recognise (an alias of one?)
            if param is None or (param is not False and c.transform is not None and name.startswith("_")):
                return None  # attrs renames private fields in __init__, others do not: stay silent
            init_only.discard(name)
            if param is False or not c.is_dataclass:
                # Not a parameter, or (attrs and other transforms) a redefined field moves to
                # the end; a dataclass field keeps the place its first definition gave it.
                params.pop(name, None)
            if param is False:
                continue
            assert isinstance(param, Param)
            t = conv.convert(init_only_item if isinstance(init_only_item, ast.expr) else stmt.annotation)
            if type(stmt.value) is ast.Call and (converter := _keyword(stmt.value, "converter")) is not None:
                t = converter_input(prog, class_scope(c), converter)  # PEP 712 converters
            if type(t) is Instance and is_data_descriptor(prog, t):
                t = set_value_type(prog, t)  # a descriptor field takes what its __set__ takes
            if c is not info:
                t = _as_seen_from(prog, info, c, t)
            params[name] = Param(param.name, bind_self_type(t, info.self_instance()), param.kind, param.has_default)
            if init_only_item is not None:
                init_only.add(name)
    return params, init_only


def _as_seen_from(prog: Program, info: ClassInfo, base: ClassInfo, t: Type) -> Type:
    """A base's field type with the base's type parameters as the subclass fills them
    (``class IntNode(Node[int])``: ``value: T`` takes an int)."""
    if not base.type_params or not has_type_vars(t):
        return t
    mapped = map_to_supertype(info.self_instance(), base.fullname, prog)
    if mapped is None or len(mapped.args) != len(base.type_params):
        return substitute(t, dict.fromkeys(base.type_params, ANY))
    return substitute(t, dict(zip(base.type_params, mapped.args)))


def _init_var_item(annotation: ast.expr) -> ast.expr | bool | None:
    """For ``x: InitVar[T]`` (an init-only parameter, not a field): ``T``; True for a bare
    ``InitVar``; None when the annotation is not an InitVar."""
    head = annotation.value if type(annotation) is ast.Subscript else annotation
    if decorator_name(head) != "InitVar":
        return None
    return annotation.slice if type(annotation) is ast.Subscript else True


def _keyword(call: ast.Call, name: str) -> ast.expr | None:
    return next((k.value for k in call.keywords if k.arg == name), None)


def converter_input(prog: Program, scope: Scope, converter: ast.expr) -> Type:
    """What a field with ``converter=f`` takes in ``__init__`` and in assignments: the type of
    ``f``'s first positional parameter (of each overload, or of a class's constructor); Any
    where that is generic or not known."""
    made = prog.infer_quietly(converter, scope, None)
    sig = prog.signature_of_callable(made) if isinstance(made, (TypeType, Instance)) else made
    items = sig.items if type(sig) is Overloaded else (sig,) if type(sig) is CallableType else ()
    firsts: list[Type] = []
    for item in items:
        first = next((p for p in item.params if p.kind != ParamKind.KEYWORD_ONLY), None)
        if item.ellipsis or first is None or first.kind == ParamKind.VAR_KEYWORD:
            continue  # takes no positional argument (an error at the specifier) or anything
        firsts.append(first.type)
    found = make_union(firsts) if firsts else ANY
    return ANY if has_type_vars(found) else found


def converter_setter(prog: Program, info: ClassInfo, name: str) -> Type | None:
    """The type an assignment to a converter field takes (its converter's input); None for
    other attributes."""
    for c in info.mro:
        if c.node is None or name not in c.body:
            continue
        if not (c.is_dataclass or c.transform is not None):
            return None
        for stmt in c.node.body:
            if (type(stmt) is ast.AnnAssign and type(stmt.target) is ast.Name and stmt.target.id == name
                    and type(stmt.value) is ast.Call and (converter := _keyword(stmt.value, "converter")) is not None):
                return converter_input(prog, class_scope(c), converter)
        return None
    return None
