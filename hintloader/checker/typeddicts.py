"""TypedDict: keys from class or functional syntax, construction, item access and ``**kwargs``."""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from hintloader.checker.annotations import TypeConverter, special_name
from hintloader.checker.astutil import walk
from hintloader.checker.symbols import ClassInfo, Scope, Symbol
from hintloader.checker.naming import quoted
from hintloader.checker.shown_values import shown_value
from hintloader.checker.typeddict_spreads import spread_of
from hintloader.checker.typeddict_keys import names_no_key, report_key_not_literal
from hintloader.typesystem.relations import collect_constraints, is_assignable
from hintloader.typesystem.model import (
    ANY,
    ERROR_ANY,
    NEVER,
    Instance,
    LiteralType,
    NeverType,
    Param,
    ParamKind,
    Type,
    TypedDictItem,
    TypeVarType,
    has_any,
    make_union,
    substitute,
    union_items,
    widen_literal,
)
from hintloader.typesystem.formatting import format_type, short_name

if TYPE_CHECKING:  # typing-only: bound to the Program, called with the expression checker
    from hintloader.checker.calls import Arg
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.program import Program

_MAKERS = ("typing.", "typing_extensions.", "mypy_extensions.")


def is_typeddict_base(fullname: str) -> bool:
    """``TypedDict`` itself, as a base class or a function (typing, typing_extensions ...)."""
    return fullname.rpartition(".")[2] == "TypedDict" and fullname.startswith(_MAKERS)


def functional_fields_known(call: ast.Call) -> bool:
    """``TypedDict("TD", {"a": int})``: a literal dict of literal string keys (else: unknown)."""
    if len(call.args) != 2 or type(call.args[1]) is not ast.Dict:
        return False
    return all(type(k) is ast.Constant and isinstance(k.value, str) for k in call.args[1].keys)


# ----- keys -------------------------------------------------------------------------------


def typeddict_items(self: Program, t: Instance) -> dict[str, TypedDictItem] | None:
    """The keys of a TypedDict instance, type arguments applied; None for other classes and for
    TypedDicts with a base we cannot see (their keys are unknown: stay gradual)."""
    info = self.class_by_name(t.name)
    if info is None or not info.is_typeddict or info.unknown_base:
        return None
    items = _declared_items(self, info)
    if not info.type_params:
        return items
    mapping = _type_args(info, t)
    return {k: TypedDictItem(substitute(i.type, mapping), i.required, i.readonly) for k, i in items.items()}


def typeddict_extra(self: Program, t: Instance) -> TypedDictItem | None:
    """The extra items of a TypedDict (PEP 728): never required, typed by ``extra_items=``,
    Never when ``closed=True``; None when open (the default: unknown keys of unknown types)."""
    info = self.class_by_name(t.name)
    if info is None or not info.is_typeddict or info.unknown_base:
        return None
    _declared_items(self, info)
    extra = info.typeddict_extra
    if extra is None or not info.type_params:
        return extra
    return TypedDictItem(substitute(extra.type, _type_args(info, t)), False, extra.readonly)


def _type_args(info: ClassInfo, t: Instance) -> dict[TypeVarType, Type]:
    args = t.args if len(t.args) == len(info.type_params) else (ANY,) * len(info.type_params)
    return dict(zip(info.type_params, args))


def _declared_items(prog: Program, info: ClassInfo) -> dict[str, TypedDictItem]:
    """Keys of the bases first, then the class's own (memoised on the class, with the extra
    items)."""
    if info.typeddict_items is not None:
        return info.typeddict_items
    info.typeddict_items = {}  # a TypedDict that (wrongly) inherits itself stops here
    items: dict[str, TypedDictItem] = {}
    inherited_extra: TypedDictItem | None = None
    for base in info.bases:
        inherited = prog.typeddict_items(base)
        for key, item in (inherited or {}).items():
            items.setdefault(key, item)  # the first base in the MRO declares an inherited key
        if inherited_extra is None:
            inherited_extra = prog.typeddict_extra(base)
    scope = Scope(info.scope.module, info.scope.cls, info.scope.local_defs, info.scope.type_vars, info.fullname)
    conv = TypeConverter(prog, scope, None)
    for key, annotation, total in _fields(info):
        items[key] = _item(conv, annotation, total)
    info.typeddict_extra = _extra(conv, _keywords(info), inherited_extra)
    info.typeddict_items = items
    return items


CLOSED = TypedDictItem(NEVER, required=False)  # closed=True is extra_items=Never


def _keywords(info: ClassInfo) -> list[ast.keyword]:
    call = info.typeddict_call
    return call.keywords if call is not None else info.node.keywords if info.node is not None else []


def _extra(conv: TypeConverter, keywords: list[ast.keyword], inherited: TypedDictItem | None) -> TypedDictItem | None:
    """``extra_items=T`` / ``closed=True`` / ``closed=False``; else what the base says."""
    for kw in keywords:
        if kw.arg == "extra_items":
            item = _item(conv, kw.value, False)
            return TypedDictItem(item.type, False, item.readonly)
    for kw in keywords:
        if kw.arg == "closed" and type(kw.value) is ast.Constant and isinstance(kw.value.value, bool):
            return CLOSED if kw.value.value else None
    return inherited


def _fields(info: ClassInfo) -> list[tuple[str, ast.expr, bool]]:
    """(key, annotation, total) of what the class statement or the functional call declares."""
    call = info.typeddict_call
    keywords = _keywords(info)
    total = not any(
        kw.arg == "total" and type(kw.value) is ast.Constant and kw.value.value is False for kw in keywords
    )
    if call is not None:
        spec = call.args[1]
        assert type(spec) is ast.Dict  # functional_fields_known() made sure
        return [(str(k.value), v, total) for k, v in zip(spec.keys, spec.values) if type(k) is ast.Constant]
    fields: list[tuple[str, ast.expr, bool]] = []
    for name in list(info.body):  # the body index: stub class bodies are parsed lazily
        declared = [n for n in info.body.get(name) or () if type(n) is ast.AnnAssign]
        if declared and isinstance(declared[-1].target, ast.Name):
            fields.append((name, declared[-1].annotation, total))
    return fields


def _item(conv: TypeConverter, annotation: ast.expr, total: bool) -> TypedDictItem:
    """Peel ``Required`` / ``NotRequired`` / ``ReadOnly`` / ``Annotated`` off one annotation."""
    required: bool | None = None
    readonly = False
    node = annotation
    for _ in range(8):  # qualifiers nest a few levels at most
        if type(node) is ast.Constant and isinstance(node.value, str):
            parsed = _parse_string(node)
            if parsed is None:
                break
            node = parsed
            continue
        if type(node) is not ast.Subscript:
            break
        name = conv.form(node)
        if name in ("Required", "NotRequired"):
            required = name == "Required"
        elif name == "ReadOnly":
            readonly = True
        elif name != "Annotated":
            break
        node = conv._args(node.slice)[0]
    return TypedDictItem(conv.convert(node), total if required is None else required, readonly)


def _parse_string(node: ast.Constant) -> ast.expr | None:
    try:
        expr = ast.parse(str(node.value).strip(), mode="eval").body
    except SyntaxError:
        return None
    for sub in walk(expr):
        ast.copy_location(sub, node)
    return expr


def typeddict_of(ck: ExpressionChecker, t: Type) -> dict[str, TypedDictItem] | None:
    return ck.prog.typeddict_items(t) if type(t) is Instance else None


def extra_keys(ck: ExpressionChecker, td: Instance) -> TypedDictItem | None:
    """The item that keys ``td`` does not declare have, when it may have such keys at all
    (``extra_items=T``; not for open TypedDicts, whose other keys are unknown, nor closed ones)."""
    extra = ck.prog.typeddict_extra(td)
    return extra if extra is not None and type(extra.type) is not NeverType else None


def is_closed(ck: ExpressionChecker, td: Instance) -> bool:
    extra = ck.prog.typeddict_extra(td)
    return extra is not None and type(extra.type) is NeverType


def all_values(ck: ExpressionChecker, td: Instance, items: dict[str, TypedDictItem]) -> Type | None:
    """What any key of a TypedDict with extra items (or a closed one) holds; None when open."""
    extra = ck.prog.typeddict_extra(td)
    return None if extra is None else make_union([i.type for i in items.values()] + [extra.type])


def as_dict(ck: ExpressionChecker, td: Instance) -> Instance | None:
    """``dict[str, T]`` when ``td`` is assignable to it (PEP 728: extra items of type T, every
    item writable, not required and of type T); its methods (``clear``, ``popitem``) then apply."""
    extra = extra_keys(ck, td)
    if extra is None:
        return None
    target = Instance("builtins.dict", (Instance("builtins.str"), extra.type))
    return target if is_assignable(td, target, ck.prog) else None


def td_name(td: Instance) -> str:
    return short_name(td.name)


def literal_keys(t: Type) -> list[str] | None:
    """The strings a key expression can be, when all of them are known."""
    keys: list[str] = []
    for item in union_items(t):
        if not (type(item) is LiteralType and isinstance(item.value, str)):
            return None
        keys.append(item.value)
    return keys


def _const_key(node: ast.expr) -> str | None:
    return node.value if type(node) is ast.Constant and isinstance(node.value, str) else None


# ----- building values: dict displays, constructor calls ----------------------------------


@dataclass(slots=True)
class Entries:
    """What a display or constructor call puts into the new TypedDict."""

    keyed: list[tuple[str, ast.expr]] = field(default_factory=list)  # literal key, value
    spreads: list[ast.expr] = field(default_factory=list)  # ``**mapping``
    opaque: list[ast.expr] = field(default_factory=list)  # mappings whose keys we cannot read
    computed: list[tuple[ast.expr, ast.expr]] = field(default_factory=list)  # key expression, value
    keyword_spreads: list[ast.expr] = field(default_factory=list)  # the spreads passed as ``TD(**mapping)``


def display_entries(node: ast.Dict) -> Entries:
    entries = Entries()
    for k, v in zip(node.keys, node.values):
        if k is None:
            entries.spreads.append(v)
        elif (key := _const_key(k)) is not None:
            entries.keyed.append((key, v))
        else:
            entries.computed.append((k, v))
    return entries


def infer_dict_display(ck: ExpressionChecker, node: ast.Dict, expected: Type) -> Type | None:
    """A dict display where a TypedDict is expected is that TypedDict, its keys and values
    checked. Where a union is expected (``TD | None``, ``x or {}``), only TypedDicts whose keys
    the display matches are candidates, as in mypy. None when no TypedDict is a candidate (or
    none of several fits): the caller's ordinary dict inference and assignability check then
    decide."""
    members = union_items(expected)
    candidates: list[tuple[Instance, dict[str, TypedDictItem]]] = []
    entries = display_entries(node)
    for member in members:
        if type(member) is Instance and member.args:
            member = _solved_free_args(ck, member, entries)
        items = typeddict_of(ck, member)
        if items is not None and type(member) is Instance and (
            len(members) == 1 or _keys_match(items, entries, extra_keys(ck, member) is not None)
        ):
            candidates.append((member, items))
    if not candidates:
        return None
    if len(candidates) == 1:
        td, items = candidates[0]
        fits = check_entries(ck, td, items, entries, node)
        # Inferred again without reporting (a generic call trying a solution, an overload
        # item): a display whose entries do not fit is no such TypedDict.
        return td if fits or not ck.quiet else None
    for td, items in candidates:
        ck.quiet += 1
        try:
            fits = check_entries(ck, td, items, entries, node)
        finally:
            ck.quiet -= 1
        if fits:
            check_entries(ck, td, items, entries, node)  # again, to report inside the values
            return td
    return None


def _solved_free_args(ck: ExpressionChecker, td: Instance, entries: Entries) -> Instance:
    """A display where a generic TypedDict is expected whose type arguments are a called
    function's unsolved type variables (``f({"v": 1})`` with ``def f(x: TD[T])``): those
    arguments from the values, as mypy infers them (``TD[int]``). Type variables bound where
    the display stands (the enclosing function's own) stay what they are."""
    bound = ck.ctx.scope.bound
    if bound is None or not any(type(a) is TypeVarType and a not in bound for a in td.args):
        return td
    info = ck.prog.class_by_name(td.name)
    if info is None or len(info.type_params) != len(td.args):
        return td
    free = ck.prog.typeddict_items(Instance(td.name, info.type_params)) or {}
    found: dict[TypeVarType, list[Type]] = {}
    for key, value in entries.keyed:
        item = free.get(key)
        if item is not None:
            collect_constraints(item.type, ck.infer_again(value), ck.prog, found)
    solved = tuple(widen_literal(make_union(found[tv])) if type(arg) is TypeVarType and arg not in bound and tv in found
                   else arg for tv, arg in zip(info.type_params, td.args))
    return Instance(td.name, solved)


def _keys_match(items: dict[str, TypedDictItem], entries: Entries, extra_ok: bool) -> bool:
    """The display's literal keys are declared (or extra items may hold them) and, unless ``**``
    or computed keys may supply them, include every required key."""
    given = {key for key, _ in entries.keyed}
    if not extra_ok and not given <= items.keys():
        return False
    if entries.spreads or entries.opaque or entries.computed:
        return True
    return all(key in given for key, item in items.items() if item.required)


def check_entries(
    ck: ExpressionChecker,
    td: Instance,
    items: dict[str, TypedDictItem],
    entries: Entries,
    node: ast.AST,
    *,
    partial: bool = False,
    writes: bool = False,
) -> bool:
    """Report unknown keys, misfit values and (unless ``partial``, as for ``update``) missing
    required keys, and read-only keys when the entries are written into an existing value
    (``writes``); True when nothing was wrong."""
    spreads = [(spread, spread_of(ck.prog, ck.infer(spread), keyword=spread in entries.keyword_spreads))
               for spread in entries.spreads]
    rejected = next(((node_, s.unsupported) for node_, s in spreads if s.unsupported is not None), None)
    if rejected is not None:
        # mypy checks nothing else of such a display: the first such entry is the finding.
        ck.error(rejected[0], "typeddict-item", f'Unsupported type "{format_type(rejected[1])}" for ** expansion in TypedDict')
        for expr in [v for _, v in entries.keyed] + entries.opaque + [e for kv in entries.computed for e in kv]:
            ck.infer(expr)
        return False
    ok = True
    provided: set[str] = set()
    keyed, computed_known = _computed_keys(ck, entries) if entries.computed else (entries.keyed, True)
    known = not entries.opaque and computed_known
    extra = extra_keys(ck, td) if any(key not in items for key, _ in keyed) else None
    unknown: list[str] = []
    for key, value in keyed:
        item = items.get(key, extra)
        if item is None:
            ck.infer(value)
            unknown.append(key)
            ok = False
            continue
        provided.add(key)
        if writes and item.readonly:
            ck.infer(value)
            ck.error(value, "typeddict-readonly-mutated", f'Key "{key}" of TypedDict "{td_name(td)}" is read-only')
            ok = False
            continue
        ok = _check_value(ck, td, key, item, value) and ok
    for spread, supplied in spreads:
        spread_items = supplied.items
        if spread_items is None:
            known = False  # a mapping of unknown keys may provide any of them
        else:
            provided.update(k for k, i in spread_items.items() if i.required)
            ok = _check_spread(ck, td, items, spread, spread_items, keyed, unknown) and ok
    if unknown:
        # One finding for the display or call, at its start, as mypy words and places it.
        shown_keys = f'key "{unknown[0]}"' if len(unknown) == 1 else f"keys ({quoted(unknown)})"
        ck.error(node, "typeddict-unknown-key", f'Extra {shown_keys} for TypedDict "{td_name(td)}"')
    for expr in entries.opaque:
        ck.infer(expr)
    if known and not partial:
        missing = [k for k, i in items.items() if i.required and k not in provided]
        if missing:
            ok = False
            if len(missing) == 1:
                ck.error(node, "typeddict-item", f'Missing key "{missing[0]}" for TypedDict "{td_name(td)}"')
            else:
                shown_keys = ", ".join(f'"{k}"' for k in missing)
                ck.error(node, "typeddict-item", f'Missing keys ({shown_keys}) for TypedDict "{td_name(td)}"')
    return ok


def _check_spread(ck: ExpressionChecker, td: Instance, items: dict[str, TypedDictItem], spread: ast.expr,
                  spread_items: dict[str, TypedDictItem], keyed: list[tuple[str, ast.expr]], unknown: list[str]) -> bool:
    """``{**other}`` where ``other`` is a TypedDict: its items are the display's unless a key
    written after it replaces them (mypy): each must be declared (``unknown`` gets the others)
    and fit the item it fills. True when all do."""
    ok = True
    extra = extra_keys(ck, td) if any(key not in items for key in spread_items) else None
    at = (spread.lineno, spread.col_offset)
    for key, given in spread_items.items():
        if any(k == key and (v.lineno, v.col_offset) > at for k, v in keyed):
            continue
        item = items.get(key, extra)
        if item is None:
            if key not in unknown:
                unknown.append(key)
            ok = False
        elif not is_assignable(given.type, item.type, ck.prog) and not has_any(given.type):
            ck.error(spread, "typeddict-item", f'Incompatible types (expression has type "{format_type(given.type)}", '
                     f'TypedDict item "{key}" has type "{format_type(item.type)}")')
            ok = False
    return ok


def _computed_keys(ck: ExpressionChecker, entries: Entries) -> tuple[list[tuple[str, ast.expr]], bool]:
    """The entries' keys with those written as expressions added: one of a single literal
    string type is that key; any other is reported (typing spec: a key that is not a literal
    should be rejected). Whether every key is known."""
    keyed = list(entries.keyed)
    known = True
    for key_node, value in entries.computed:
        key_type = ck.infer(key_node)
        keys = literal_keys(key_type)
        if keys is not None and len(keys) == 1:
            keyed.append((keys[0], value))
            continue
        known = False
        if not has_any(key_type):
            ck.error(key_node, "misc", "Expected TypedDict key to be string literal")
        ck.infer(value)
    return keyed, known


def _check_value(ck: ExpressionChecker, td: Instance, key: str, item: TypedDictItem, value: ast.expr) -> bool:
    actual = ck.infer(value, item.type)
    verdict = is_assignable(actual, item.type, ck.prog)
    if verdict or has_any(actual):
        return True
    ck.error(
        value,
        "typeddict-item",
        f'Incompatible types (expression has type "{format_type(shown_value(ck, value, actual, item.type))}", '
        f'TypedDict item "{key}" has type "{format_type(item.type)}")',
    )
    ck.explain(value, "typeddict-item", verdict.reason)
    return False


def construct(ck: ExpressionChecker, td: Instance, args: list[Arg], node: ast.AST, expected: Type | None) -> Type:
    """``TD(a=1)``, ``TD({"a": 1})``, ``TD(**other)``: checked like a dict display."""
    info = ck.prog.class_by_name(td.name)
    if info is not None and info.type_params and not td.args:
        td = _solve(ck, td, info, args, expected)
    items = ck.prog.typeddict_items(td)
    if items is None:
        return td
    if _misshapen(ck, args, node):
        return ERROR_ANY
    entries = Entries()
    for a in args:
        if a.node is None:
            continue
        if a.kind == "kw" and a.name is not None:
            entries.keyed.append((a.name, a.node))
        elif a.kind == "dstar":
            entries.spreads.append(a.node)
            entries.keyword_spreads.append(a.node)
        elif a.kind == "pos" and type(a.node) is ast.Dict and len(args) == 1:
            display = display_entries(a.node)
            entries.keyed += display.keyed
            entries.spreads += display.spreads
            entries.opaque += display.opaque
            entries.computed += display.computed
        else:
            entries.opaque.append(a.node)  # TD(mapping) / TD(*x): its keys are not visible
    check_entries(ck, td, items, entries, node)
    return td


def _misshapen(ck: ExpressionChecker, args: list[Arg], node: ast.AST) -> bool:
    """Arguments no TypedDict constructor takes, reported (True) as mypy words it: more than
    one positional, or one that is no mapping (``TD(1)``). Called through ``type[TD]``, the
    class is ``def (*, key: T, ...)`` to mypy: ``Too many positional arguments``. (One mapping
    that is not a display, ``TD(other)``, mypy rejects too; pyright takes it, and so do we.)"""
    positional = [a for a in args if a.kind == "pos"]
    if not positional:
        return False
    if len(positional) == 1:
        a = positional[0]
        if type(a.node) is ast.Dict:
            return False  # (checked as a display below, in the TypedDict's context)
        a.type = a.type if a.type is not None else ck.infer(a.node) if a.node is not None else None
        if a.type is None or has_any(a.type) or is_assignable(a.type, Instance("typing.Mapping", (ANY, ANY)), ck.prog):
            return False
    for a in args:
        if a.node is not None and a.type is None:
            ck.infer(a.node)
    func = node.func if type(node) is ast.Call else None
    sym = ck.symbol_of(func) if isinstance(func, (ast.Name, ast.Attribute)) else None
    if sym is not None and sym.kind == "class":
        ck.error(node, "misc", "Expected keyword arguments, {...}, or dict(...) in TypedDict constructor")
    elif len(positional) > 1:
        ck.error(node, "call-arg", "Too many positional arguments")
    else:
        return False
    return True


def _solve(ck: ExpressionChecker, td: Instance, info: ClassInfo, args: list[Arg], expected: Type | None) -> Instance:
    """``G(x=1)`` for a generic TypedDict: type arguments from the context or the values."""
    for member in union_items(expected) if expected is not None else ():
        if type(member) is Instance and member.name == td.name and member.args:
            return member
    free = ck.prog.typeddict_items(Instance(td.name, info.type_params)) or {}
    found: dict[TypeVarType, list[Type]] = {}
    for a in args:
        item = free.get(a.name or "") if a.kind == "kw" else None
        if item is not None and a.node is not None:
            a.type = ck.infer(a.node)  # inferred once; the check below reuses it
            collect_constraints(item.type, a.type, ck.prog, found)
    solved = tuple(widen_literal(make_union(found[tv])) if tv in found else ANY for tv in info.type_params)
    return Instance(td.name, solved)


# ----- reading and writing items ----------------------------------------------------------


def get_item(ck: ExpressionChecker, td: Instance, items: dict[str, TypedDictItem], index: Type, node: ast.AST) -> Type:
    """``td["a"]``: the item's type; an unknown literal key is an error (unless extra items may
    hold it), any other str is Any (with extra items: any of the values, PEP 728)."""
    keys = literal_keys(index)
    if keys is None:
        if extra_keys(ck, td) is None and names_no_key(index):
            report_key_not_literal(ck, list(items), node.slice if type(node) is ast.Subscript else node)
        values = all_values(ck, td, items) if type(index) is Instance and index.name == "builtins.str" else None
        return ANY if values is None else values  # a computed key: which item it reads is unknown
    found: list[Type] = []
    extra = extra_keys(ck, td)
    for key in keys:
        item = items.get(key, extra)
        if item is None:
            ck.error(node, "typeddict-item", f'TypedDict "{td_name(td)}" has no key "{key}"')
            return ERROR_ANY
        found.append(item.type)
    return make_union(found)


def declared_item(ck: ExpressionChecker, target: ast.Subscript, key: str) -> Type | None:
    """The declared type behind ``td["key"] = ...`` (the context for the value)."""
    base = ck.infer(target.value)
    items = typeddict_of(ck, base)
    item = items.get(key) if items is not None else None
    if item is None and items is not None and type(base) is Instance:
        item = extra_keys(ck, base)
    return item.type if item is not None else None


def check_augmented_item(ck: ExpressionChecker, target: ast.Subscript) -> None:
    """``td["key"] += value`` writes the key as ``td["key"] = ...`` does: not a read-only one."""
    keys = literal_keys(ck.infer(target.slice))
    for member in union_items(ck.infer(target.value)) if keys is not None else ():
        items = typeddict_of(ck, member)
        if items is None or type(member) is not Instance:
            continue
        for key in keys or ():
            item = items.get(key) or extra_keys(ck, member)
            if item is not None and item.readonly:
                ck.error(target, "typeddict-readonly-mutated", f'Key "{key}" of TypedDict "{td_name(member)}" is read-only')


def setitem_members(ck: ExpressionChecker, base: Type) -> list[Instance]:
    """The TypedDicts ``base[key] = value`` writes to: each of a union's, a type variable's
    bound (mypy checks the item assignment against every one)."""
    found: list[Instance] = []
    for member in union_items(base):
        if type(member) is TypeVarType and type(member.bound) is Instance:
            member = member.bound
        if type(member) is Instance and typeddict_of(ck, member) is not None and member not in found:
            found.append(member)
    return found


def check_setitem(ck: ExpressionChecker, target: ast.Subscript, key: str, value: Type, value_node: ast.AST) -> None:
    """``td["key"] = value``: the key exists, is writable and the value fits its type, in
    every TypedDict the target may be (a union's members, a type variable's bound)."""
    base = ck.infer(target.value)
    shown: set[str] = set()
    for member in setitem_members(ck, base):
        items = typeddict_of(ck, member)
        if items is None:
            continue
        item = items.get(key) or extra_keys(ck, member)
        if item is None:
            ck.error(target, "typeddict-unknown-key", f'TypedDict "{td_name(member)}" has no key "{key}"')
        elif item.readonly:
            ck.error(target, "typeddict-readonly-mutated", f'Key "{key}" of TypedDict "{td_name(member)}" is read-only')
        elif not (verdict := is_assignable(value, item.type, ck.prog)) and not has_any(value):
            message = (f'Value of "{key}" has incompatible type "{format_type(shown_value(ck, value_node, value, item.type))}"; '
                       f'expected "{format_type(item.type)}"')
            # mypy checks a union's or a type variable's through ``__setitem__``: arg-type
            code = "typeddict-item" if type(base) is Instance else "arg-type"
            if message not in shown:  # the same item in several members: once
                shown.add(message)
                ck.error(value_node, code, message)
                ck.explain(value_node, code, verdict.reason)


def check_delete(ck: ExpressionChecker, target: ast.Subscript, key: str) -> None:
    """``del td["key"]``: only keys that may be missing, and are writable, can go."""
    base = ck.infer(target.value)
    items = typeddict_of(ck, base)
    if items is None or type(base) is not Instance:
        return
    check_removable(ck, base, items, key, target)


def split_by_key(ck: ExpressionChecker, t: Type, key: str) -> tuple[Type, Type] | None:
    """``"key" in td`` for a union of TypedDicts (typing spec): where it holds, a ``@final``
    TypedDict without the key is ruled out (others may carry extra keys); where it does not, one
    that requires the key is (a closed one, PEP 728, is as final). One TypedDict is split as a
    union of one (a branch it cannot take is unreachable, as in mypy). None when ``t`` holds no
    TypedDict."""
    members = union_items(t)
    present: list[Type] = []
    absent: list[Type] = []
    seen_typeddict = False
    for member in members:
        items = typeddict_of(ck, member)
        if items is None or type(member) is not Instance:
            present.append(member)
            absent.append(member)
            continue
        seen_typeddict = True
        item = items.get(key)
        if item is not None or not (is_final(ck, member) or is_closed(ck, member)):
            present.append(member)
        if item is None or not item.required:
            absent.append(member)
    return (make_union(present), make_union(absent)) if seen_typeddict else None


def split_by_item_value(ck: ExpressionChecker, t: Type, key: str, value: object) -> tuple[Type, Type] | None:
    """``td["kind"] == "a"`` for a union of TypedDicts tagged by literal items: where it holds,
    only members whose item can be ``"a"``; where it does not, all but those whose item is
    exactly ``"a"``. None when ``t`` is not such a union."""
    members = union_items(t)
    if len(members) < 2:
        return None
    equal: list[Type] = []
    unequal: list[Type] = []
    tagged = False
    for member in members:
        items = typeddict_of(ck, member)
        item = items.get(key) if items is not None else None
        tags = literal_tags(item.type) if item is not None else None
        if tags is None:
            equal.append(member)  # not tagged by this key: either way possible
            unequal.append(member)
            continue
        tagged = True
        if any(same_literal(tag, value) for tag in tags):
            equal.append(member)
        if not (len(tags) == 1 and same_literal(tags[0], value)):
            unequal.append(member)
    return (make_union(equal), make_union(unequal)) if tagged else None


def literal_tags(t: Type) -> list[LiteralType] | None:
    """The literal values an item can hold, when it holds nothing else."""
    found = [i for i in union_items(t) if type(i) is LiteralType]
    return found if found and len(found) == len(union_items(t)) else None


def same_literal(tag: LiteralType, value: object) -> bool:
    return tag.value == value and type(tag.value) is type(value)


def is_final(ck: ExpressionChecker, td: Instance) -> bool:
    info = ck.prog.class_by_name(td.name)
    return info is not None and info.is_final  # @final, read with the class (classes._resolve_class)


def check_removable(ck: ExpressionChecker, td: Instance, items: dict[str, TypedDictItem], key: str, node: ast.AST) -> TypedDictItem | None:
    item = items.get(key) or extra_keys(ck, td)
    if item is None:
        ck.error(node, "typeddict-item", f'TypedDict "{td_name(td)}" has no key "{key}"')
    elif item.required or item.readonly:
        ck.error(node, "misc", f'Key "{key}" of TypedDict "{td_name(td)}" cannot be deleted')
    return item


def merge_display(ck: ExpressionChecker, left: Type, right: ast.Dict, *, writes: bool) -> Type | None:
    """``td | {...}`` / ``td |= {...}``: the display is a partial TypedDict; None for other
    left operands."""
    items = typeddict_of(ck, left)
    if items is None or type(left) is not Instance:
        return None
    if not writes:
        # ``td | {...}`` that is no partial TypedDict takes ``__or__``'s plain-dict overload
        # (a ``dict[str, object]``), as mypy and pyright do; ``|=`` has no such overload.
        ck.quiet += 1
        try:
            fits = check_entries(ck, left, items, display_entries(right), right, partial=True)
        finally:
            ck.quiet -= 1
        if not fits:
            return None
    check_entries(ck, left, items, display_entries(right), right, partial=True, writes=writes)
    return left


# ----- **kwargs: Unpack[TD] ---------------------------------------------------------------


def unpacked_kwargs(prog: Program, conv: TypeConverter, annotation: ast.expr | None) -> Instance | None:
    """The TypedDict of ``**kwargs: Unpack[TD]`` (PEP 692), when its keys are known."""
    if type(annotation) is not ast.Subscript:
        return None
    if conv.form(annotation) != "Unpack":
        return None
    td = conv.convert(annotation.slice, top=False)
    return td if type(td) is Instance and prog.typeddict_items(td) is not None else None


def kwargs_declaration(prog: Program, scope: Scope, kwarg: ast.arg | None) -> tuple[str, Instance, set[str]] | None:
    """For a body: ``kwargs`` is the TypedDict itself; the keyword parameters it stands for in
    the signature are not local names."""
    if kwarg is None or type(kwarg.annotation) is not ast.Subscript:
        return None
    td = unpacked_kwargs(prog, TypeConverter(prog, scope, None), kwarg.annotation)
    if td is None:
        return None
    return kwarg.arg, td, set(prog.typeddict_items(td) or ())


def unpacked_params(prog: Program, conv: TypeConverter, annotation: ast.expr | None) -> list[Param] | None:
    """``**kwargs: Unpack[TD]`` stands for one keyword-only parameter per key of TD."""
    td = unpacked_kwargs(prog, conv, annotation)
    items = prog.typeddict_items(td) if td is not None else None
    if items is None or td is None:
        return None
    params = [Param(key, item.type, ParamKind.KEYWORD_ONLY, not item.required) for key, item in items.items()]
    extra = prog.typeddict_extra(td)
    if extra is not None and type(extra.type) is not NeverType:
        params.append(Param("kwargs", extra.type, ParamKind.VAR_KEYWORD))  # PEP 728: **kwargs: T
    return params
