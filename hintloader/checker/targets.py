"""Assignment targets: names, attributes, subscripts and unpacking, checked against declarations."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker import abstract_displays, any_assignments, attribute_nones, attribute_types, class_mismatches, class_nones, typeddicts
from hintloader.checker.any_assignments import ASSIGNED_ANY
from hintloader.checker.string_unpacking import unpacks_a_string
from hintloader.checker.typeddict_keys import names_no_key, report_key_not_literal
from hintloader.checker.method_writes import check_method_assign
from hintloader.checker.dataclasses_ import converter_setter
from hintloader.checker.sentinels import sentinel_type
from hintloader.checker.env import Env
from hintloader.checker.containment import check_unpackable
from hintloader.checker.deleted_names import rebinds_handler_name
from hintloader.checker.import_bindings import declared_by_import
from hintloader.checker.display_items import report_display_items
from hintloader.checker.narrowing import invalidate, ref_key
from hintloader.checker.writes import check_write, is_data_descriptor, is_non_data_descriptor, written_type
from hintloader.checker.program import instance_mapping
from hintloader.checker.protocol_classes import check_concrete_class, check_protocol_attribute, check_protocol_self_member
from hintloader.checker.class_body_bindings import declared_by_class_body
from hintloader.checker.partials import fill_by_item, is_partial
from hintloader.checker.setitem import check_setitem, value_context
from hintloader.checker.shown_values import shown_value
from hintloader.typesystem.tuples import is_bounded, split, unpacked_into
from hintloader.typesystem.relations import PROMOTIONS, is_assignable, is_subtype
from hintloader.typesystem.model import (
    AnyOrigin,
    ANY,
    ERROR_ANY,
    any_from,
    AnyType,
    CallableType,
    Instance,
    LiteralType,
    ModuleType,
    NONE,
    NoneType,
    Overloaded,
    TupleType,
    TypeType,
    TypeVarType,
    Type,
    UnionType,
    has_any,
    bind_self_type,
    make_union,
    substitute,
    union_items,
    drop_literal_string,
    widen_literal,
    widen_literal_strings,
)
from hintloader.typesystem.formatting import format_type


if TYPE_CHECKING:  # typing-only: the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker, FuncCtx
    from hintloader.checker.symbols import ClassInfo


def receiver_of(ck: ExpressionChecker, target: ast.expr) -> Type | None:
    """The type of ``obj`` in an ``obj.attr`` target (None for other targets). Inferred once per
    target: the declaration, the write checks and the binding all take it from here."""
    return ck.infer(target.value) if isinstance(target, ast.Attribute) else None


def _union_declaration(ck: ExpressionChecker, target: ast.Attribute, receiver: UnionType, *, writing: bool = True) -> Type | None:
    """``obj.attr = value`` with ``obj: A | B``: the union of each item's declaration, None last
    as mypy words it; none when an item's is not known. What the value is checked against
    (``writing``: a property's setter type counts, and an item that is no instance, None too,
    declares nothing: mypy's recovery from its union-attr fits any value), or what the
    attribute narrows to once written (``s.analyzed = TypeAliasExpr()`` with ``s: IndexExpr |
    CallExpr``; the write itself is checked against each member, writes.py)."""
    declared: list[Type] = []
    for item in receiver.items:
        if writing and not isinstance(item, Instance):
            return None
        one = declared_of(ck, target, item)
        if one is None and writing and isinstance(item, Instance):
            one = written_type(ck, item, target.attr)
        if one is None:
            return None
        declared.extend(union_items(one))
    return make_union([t for t in declared if not isinstance(t, NoneType)] + [t for t in declared if isinstance(t, NoneType)])


def _nonlocal_declaration(ctx: FuncCtx, name: str) -> Type | None:
    """The declaration of a name in the enclosing function that binds it (annotated, or by its
    first binding); none where that function is unannotated (mypy checks no such body)."""
    outer = ctx.enclosing
    while outer is not None:
        if name in outer.locals and name not in outer.globals_decl:
            return None if outer.lenient else outer.declared.get(name)
        outer = outer.enclosing
    return None


def _def_before(nodes: list[ast.stmt], target: ast.Name) -> bool:
    """The name's first binding is a def, written before the assignment to it."""
    first = nodes[0] if nodes else None
    return isinstance(first, (ast.FunctionDef, ast.AsyncFunctionDef)) and first.lineno < target.lineno


def _class_body_declaration(ck: ExpressionChecker, cls: ClassInfo, target: ast.Name) -> Type | None:
    """``n = x`` in a class body that annotates ``n: int`` (or ``n = 0  # type: int``): the
    declared type, which every other binding of the name there must fit (mypy). Enums (whose
    assignments make members) and the names a body binds otherwise (a def, a class) are left."""
    if cls.is_enum or cls.node is None:
        return None
    sym = ck.prog.class_body_symbol(cls, target.id)
    if sym is None or sym.kind != "var" or not any(_declares(n) for n in sym.nodes):
        return None
    declared = ck.prog.declared_type(sym)
    return None if declared is None or has_any(declared) else declared


def _declares(node: ast.AST) -> bool:
    return (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)) or (
        isinstance(node, ast.Assign) and node.type_comment is not None)


def _check_starred_items(ck: ExpressionChecker, target: ast.expr, items: tuple[Type, ...], value_node: ast.AST) -> None:
    """``a, *rest = (x, y, z)`` with ``rest: list[T]`` declared: the items it collects are a
    list display's, each checked against T (mypy's list-item)."""
    declared = declared_of(ck, target, receiver_of(ck, target)) if isinstance(target, (ast.Name, ast.Attribute)) else None
    if ck.quiet or not isinstance(declared, Instance) or declared.name != "builtins.list" or len(declared.args) != 1:
        return
    for i, item in enumerate(items):
        if not is_assignable(item, declared.args[0], ck.prog):
            ck.error(value_node, "list-item", f'List item {i} has incompatible type "{format_type(widen_literal(item))}"; expected "{format_type(declared.args[0])}"')


def declared_of(ck: ExpressionChecker, target: ast.expr, receiver: Type | None) -> Type | None:
    """The declared type of an assignment target, when it has one (``receiver``: see receiver_of)."""
    if isinstance(target, ast.Name):
        ctx = ck.ctx
        if target.id in ctx.declared and target.id not in ctx.globals_decl:
            return ctx.declared[target.id]
        imported = declared_by_import(ck, target.id)
        if imported is not None:
            return imported  # ``from conf import limit`` declares ``limit`` (mypy)
        if ctx.kind != "function" or target.id in ctx.globals_decl:
            sym = ck.prog.module_symbol(ctx.scope.module, target.id) if ctx.kind == "module" or target.id in ctx.globals_decl else None
            if sym is not None and sym.kind == "var":
                declared = ck.prog.declared_type(sym)
                if declared is None and ctx.kind == "function" and not ctx.lenient:
                    # ``global X; X = ...``: what the module's first binding of X declared (mypy)
                    return ck.prog.first_binding_declaration(sym)
                return declared
            if sym is not None and sym.kind == "func" and _def_before(sym.nodes, target):
                return ck.prog.value_type(sym)  # ``f = g`` after ``def f``: f's signature is declared (mypy)
        elif target.id in ctx.outer and target.id not in ctx.locals:
            return _nonlocal_declaration(ctx, target.id)  # ``nonlocal x; x = ...``
        if ctx.kind == "class" and ctx.scope.cls is not None and target.id not in ctx.globals_decl:
            return _class_body_declaration(ck, ctx.scope.cls, target)
        return None
    if isinstance(target, ast.Attribute) and isinstance(receiver, UnionType):
        return _union_declaration(ck, target, receiver)
    if isinstance(target, ast.Attribute):
        base = receiver
        if isinstance(base, ModuleType):
            # ``sys.last_type = ...``: the module's declaration (mypy checks and narrows it).
            module = ck.prog.get_module(base.name)
            sym = ck.prog.module_symbol(module, target.attr) if module is not None else None
            return ck.prog.declared_type(sym) if sym is not None and sym.kind == "var" else None
        if isinstance(base, (CallableType, Overloaded)):
            base = Instance("builtins.function")  # ``wrapper.__doc__ = ...`` on a def
        self_var = base if isinstance(base, TypeVarType) and isinstance(base.bound, Instance) else None
        if self_var is not None:
            base = self_var.bound  # ``self.x = ...`` in a method that takes ``self: Self``
        through_class = isinstance(base, TypeType) and isinstance(base.item, Instance)
        if isinstance(base, TypeType) and isinstance(base.item, Instance):
            base = base.item  # ``cls.attr = ...``: the class attribute's own declaration
        if isinstance(base, Instance):
            info = ck.prog.class_by_name(base.name)
            if info is None:
                return None
            found = ck.prog.find_member(info, target.attr)
            if found is None:
                return None
            sym, owner = found
            if sym.kind != "var":
                return None
            alias = ck.prog.alias_of(sym)
            if alias is not None and alias.kind in ("statement", "call"):
                return Instance("typing.TypeAliasType")  # ``C.A = ...`` after ``type A = ...`` in C
            if not through_class and (owner.is_dataclass or owner.transform is not None):
                converted = converter_setter(ck.prog, info, target.attr)
                if converted is not None:
                    return converted  # a converter field takes what its converter takes
            declared = ck.prog.declared_type(sym)
            if declared is None and not ck.ctx.lenient and attribute_nones.defined_as_none(ck.prog, info, target.attr):
                return NONE  # mypy's type of an attribute its defining method binds to None only
            if declared is None and not through_class:
                first = attribute_types.declared_attribute(ck, info, target.attr)
                if first is not None:
                    # what the first binding declared: later ones must fit it (the class's type
                    # parameters in it are the receiver's type arguments)
                    return first.for_receiver(ck.prog, base)
            if declared is None and not ck.ctx.lenient:
                # ``x = None`` in the class body, as completed: writes are checked against it and
                # narrow it (``cls.instance = C()`` then ``return cls.instance``).
                partial = class_nones.partial_none_type(ck, owner, target.attr, sym)
                if partial is not None:
                    return partial
                # ``count = 0`` in the class body declares ``int`` (mypy)
                declared = declared_by_class_body(ck, owner, target.attr, sym)
            if declared is None or (not through_class and owner.node is not None and is_data_descriptor(ck.prog, declared)
                                    and any(n in owner.node.body for n in sym.nodes)):
                # A data descriptor takes what its __set__ accepts (writes.py); through the class
                # the descriptor itself is replaced, and the value must be one (mypy).
                return None
            if (not through_class and owner.node is not None and is_non_data_descriptor(ck.prog, declared)
                    and any(n in owner.node.body for n in sym.nodes)):
                # The instance's own value hides a descriptor without __set__, and is read in
                # its place: it must be what the descriptor gives instances (as mypy checks).
                return ck.member(base, target.attr, None, report=False)

            # ``on_update: Callable[[Self], None]`` declared in a base: Self is the receiver here,
            # as it is in the assigning method's own parameters.
            # (Self in the declaration is the receiver: a ``self: Self`` stays that variable)
            return bind_self_type(substitute(declared, instance_mapping(ck.prog, base, owner)), self_var or base)
    if isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name) and is_partial(ck, target.value.id):
        return None  # ``d = {}`` then ``d[k] = v``: the write gives ``d`` its type (partials.fill_by_item)
    if isinstance(target, ast.Subscript) and (key := _str_key(target)) is not None:
        declared = typeddicts.declared_item(ck, target, key)  # td["key"] = ...
        if declared is not None:
            return declared
    if isinstance(target, ast.Subscript):
        return value_context(ck, ck.infer_again(target.value))  # d[k] = v: what __setitem__ takes
    return None


def declared_items(ck: ExpressionChecker, target: ast.expr, value: ast.expr) -> TupleType | None:
    """``left, right = {k: v}, {}`` where both names are declared: each item of the display is
    inferred in its own target's declared type, as mypy checks such an assignment pair by pair.
    None unless every target is a declared name and the two sides have the same length."""
    if not isinstance(target, (ast.Tuple, ast.List)) or not isinstance(value, (ast.Tuple, ast.List)):
        return None
    if len(target.elts) != len(value.elts) or any(isinstance(e, ast.Starred) for e in (*target.elts, *value.elts)):
        return None
    declared: list[Type] = []
    for elt in target.elts:
        t = declared_of(ck, elt, None) if isinstance(elt, ast.Name) else None
        if t is None:
            return None
        declared.append(t)
    return TupleType(tuple(declared))


def _set_computed_key(ck: ExpressionChecker, target: ast.Subscript, base: Type, value_t: Type, value_node: ast.AST) -> None:
    """``td[key] = v`` with a key expression: each literal string it may be is set; a key
    that names no item for certain (a str) is literal-required, as mypy reports."""
    key_t = ck.infer(target.slice)
    keys = typeddicts.literal_keys(key_t)
    if keys is not None:
        # Several keys: mypy checks the value against the union of their items (not each).
        for key in keys:
            typeddicts.check_setitem(ck, target, key, value_t if len(keys) == 1 else ANY, value_node)
        return
    for td in typeddicts.setitem_members(ck, base):  # each TypedDict the target may be (mypy)
        items = typeddicts.typeddict_of(ck, td)
        if items is not None and typeddicts.extra_keys(ck, td) is None and names_no_key(key_t):
            report_key_not_literal(ck, list(items), target.slice)


def _str_key(target: ast.Subscript) -> str | None:
    """The literal string of ``x["key"]`` (only such subscripts can name a TypedDict item)."""
    s = target.slice
    return s.value if isinstance(s, ast.Constant) and isinstance(s.value, str) else None


def narrowed_on_assign(ck: ExpressionChecker, declared: Type | None, value: Type, literal_expr: bool, initial: bool = False) -> Type:
    """The flow type after an assignment: the value's type when it fits the declaration.
    ``initial``: the value of the annotated assignment that declares the name (``x: float =
    1`` stays a float there, as in mypy; a later ``x = 1`` narrows to int)."""
    if declared is None:
        # A LiteralString the value has stays (it is a str to every use); inside type arguments
        # it is a str, as mypy sees it: ``parts = "a,b".split(",")`` may take any str later.
        return widen_literal_strings(value) if literal_expr else _literal_string_at_top(value)
    if isinstance(value, UnionType) and any(isinstance(i, AnyType) and i.origin is AnyOrigin.ERROR for i in value.items):
        # ``m = m.parent`` through ``M | None``: the missing item's error stands as Any beside
        # the others (members.member). A declared target keeps what the others give; mypy
        # arrives there when the paths merge (its binder drops the Any that leaves the
        # declaration), which the merges here cannot tell.
        value = make_union([i for i in value.items if not (isinstance(i, AnyType) and i.origin is AnyOrigin.ERROR)])
    if isinstance(value, AnyType):
        return any_assignments.narrowed_by_any(declared, value)
    if isinstance(declared, AnyType) or (isinstance(declared, CallableType) and declared.type_vars):
        return declared  # (a generic callable: the value, a lambda say, was typed by it)
    if has_any(value):
        # A partly unknown value that fits: keep what we know of it (list[Any] has .insert).
        return value if is_assignable(value, declared, ck.prog) else declared
    wants_literal = any(isinstance(i, LiteralType) for i in union_items(declared))
    shown_value = value if wants_literal else widen_literal(value)
    if initial and isinstance(shown_value, Instance) and isinstance(declared, Instance) and declared.name in PROMOTIONS.get(shown_value.name, ()):
        return declared  # ``x: float = 1`` is a float
    if is_subtype(shown_value, declared, ck.prog):
        return shown_value
    if isinstance(declared, UnionType):
        # The members the value fits, each narrowed by it (mypy): ``file: IO[Any] | None``
        # assigned a TextIO is no longer None, nor is ``self._task: Task[Any] | None`` given a
        # task (it fits that member only through its Any).
        fitting = [m for m in declared.items if is_assignable(shown_value, m, ck.prog)]
        if fitting:
            return make_union([narrowed_on_assign(ck, m, value, literal_expr, initial) for m in fitting])
    if (isinstance(shown_value, Instance) and isinstance(declared, Instance) and shown_value.name != declared.name
            and has_any(declared) and not _bare_generic(declared) and is_assignable(shown_value, declared, ck.prog)):
        # ``parser: MutableMapping[str, Any] = RawConfigParser()``: a subclass, related only
        # through the declaration's Any, is still what the name holds now. Not so for a bare
        # generic (``self_dict: dict = self``), written to forget the value's type arguments.
        return shown_value
    return declared


def _literal_string_at_top(t: Type) -> Type:
    if isinstance(t, UnionType):
        return make_union([_literal_string_at_top(i) for i in t.items])
    return t if isinstance(t, Instance) and t.literal_string else drop_literal_string(t)


def _bare_generic(t: Instance) -> bool:
    return bool(t.args) and all(isinstance(a, AnyType) for a in t.args)


def check_assign(ck: ExpressionChecker, target: ast.expr, receiver: Type | None, value_t: Type, value_node: ast.AST) -> None:
    if isinstance(target, ast.Subscript):
        fill_by_item(ck, target, value_t, value_node)  # ``d[k] = v`` gives ``d = {}`` its type
        base = ck.infer(target.value)
        if typeddicts.setitem_members(ck, base):
            if (key := _str_key(target)) is not None:
                typeddicts.check_setitem(ck, target, key, value_t, value_node)
            else:
                _set_computed_key(ck, target, base, value_t, value_node)
            return
        check_setitem(ck, target, base, ck.infer(target.slice), value_t, value_node)
        return
    check_write(ck, target, receiver, value_t, value_node)
    if isinstance(target, ast.Attribute):
        check_method_assign(ck, target, receiver, value_t, value_node)
    declared = declared_of(ck, target, receiver)
    if declared is None:
        if isinstance(target, ast.Attribute):
            check_protocol_attribute(ck, target, receiver, value_t, value_node)
            check_protocol_self_member(ck, target)
        return
    if isinstance(declared, TypeType) and isinstance(value_node, ast.expr):
        check_concrete_class(ck, value_node, declared, assigned=True)
    abstract_displays.check_display(ck, value_node, declared)
    if isinstance(target, ast.Attribute) and attribute_types.declares(ck, receiver, target):
        return  # the binding the declaration comes from
    verdict = is_assignable(value_t, declared, ck.prog)
    if not verdict and not class_mismatches.excused(value_t, declared, ck.prog) and not report_display_items(ck, value_node, value_t, declared):
        ck.error(
            value_node,
            "assignment",
            f'Incompatible types in assignment (expression has type "{format_type(shown_value(ck, value_node, value_t, declared))}", variable has type "{format_type(declared)}")',
        )
        ck.explain(value_node, "assignment", verdict.reason)


def bind_target(ck: ExpressionChecker, target: ast.expr, value_t: Type, env: Env, value_node: ast.AST | None = None, *,
                literal_expr: bool = False, fresh: bool = False, receiver: Type | None = None, initial: bool = False,
                unpack_at: ast.AST | None = None) -> None:
    """Record the new type of what is assigned; check it against a declaration if asked.

    ``fresh`` names are new variables of their own scope (a comprehension's targets): what an
    enclosing scope declares or defines under the same name does not apply to them.
    ``receiver``: an attribute target's object, when the statement has already inferred it.
    ``unpack_at``: where a wrong number of items is reported when there is no ``value_node``
    (the ``for`` statement of a loop target, as mypy)."""
    if isinstance(target, (ast.Tuple, ast.List)):
        items = target.elts
        if value_node is not None:
            for elt in items:
                if isinstance(elt, ast.Starred) and isinstance(elt.value, ast.Name):
                    check_write(ck, elt.value, None, None, elt.value)  # (its list is bound without a value node)
        if isinstance(value_t, Instance) and (fields := ck.prog.namedtuple_items(value_t)) is not None:
            value_t = fields  # a named tuple unpacks as the tuple of its fields
        star = next((i for i, e in enumerate(items) if isinstance(e, ast.Starred)), None)
        if unpacks_a_string(value_t, len(items), star is not None):
            # ``r, g, b = hex_triple``: mypy rejects unpacking a str (its length is unknown), also
            # a union's str member and a loop's str items.
            ck.error(value_node if value_node is not None else target, "str-unpack", "Unpacking a string is disallowed")
        if isinstance(value_t, TupleType) and not is_bounded(value_t.items):
            unpack_variadic(ck, items, star, value_t, env, value_node, fresh)
            return
        if isinstance(value_t, TupleType) and star is None and len(value_t.items) == len(items):
            for elt, t in zip(items, value_t.items):
                bind_target(ck, elt, t, env, value_node, fresh=fresh, unpack_at=unpack_at)
            return
        if isinstance(value_t, TupleType) and star is not None and len(value_t.items) >= len(items) - 1:
            # ``first, *middle, last = (a, b, c, d)``: the ends keep their own item types.
            after = len(items) - star - 1
            tail = len(value_t.items) - after
            for elt, t in zip(items[:star], value_t.items[:star]):
                bind_target(ck, elt, t, env, value_node, fresh=fresh, unpack_at=unpack_at)
            middle = value_t.items[star:tail]
            rest = make_union([widen_literal(t) for t in middle]) if middle else ANY
            starred = items[star]
            assert isinstance(starred, ast.Starred)
            if value_node is not None:
                _check_starred_items(ck, starred.value, middle, value_node)
            bind_target(ck, starred.value, Instance("builtins.list", (rest,)), env, None, fresh=fresh)
            for elt, t in zip(items[star + 1:], value_t.items[tail:]):
                bind_target(ck, elt, t, env, value_node, fresh=fresh, unpack_at=unpack_at)
            return
        # A named tuple member unpacks as the tuple of its fields, position by position.
        members = [fields if isinstance(m, Instance) and (fields := ck.prog.namedtuple_items(m)) is not None else m
                   for m in union_items(value_t)]
        tuples = [m for m in members if isinstance(m, TupleType) and _unpacks_into(m, len(items), star)]
        others: list[Type] = [m for m in members if not isinstance(m, TupleType)]
        # Fixed tuples of another length: mypy reports each and takes Any from it.
        misfits = [m for m in members if isinstance(m, TupleType) and is_bounded(m.items) and m not in tuples] if star is None else []
        if len(members) > 1 and tuples and len(tuples) + len(others) + len(misfits) == len(members):
            # A union unpacks member by member (mypy): ``style, text, *handler`` from
            # ``tuple[str, str] | tuple[str, str, Handler]`` makes ``text`` a str, and
            # ``char, num`` from ``str | tuple[str, int]`` makes ``char`` a str.
            from hintloader.checker.calls import iterated_type

            check_unpackable(ck, _unpacked_at(target, value_node), make_union(others))  # ``None`` of an Optional[tuple[...]]
            for length in sorted({len(m.items) for m in misfits}):
                if value_node is not None and not ck.quiet:
                    ck.error(value_node, "misc", wrong_count(length, len(items)))
            iterated = [iterated_type(ck, m, None) for m in others] + [ANY for _ in misfits[:1]]
            for i, elt in enumerate(items):
                if isinstance(elt, ast.Starred):
                    collected = [widen_literal(t) for m in tuples for t in _starred_items(m, len(items), i)] + iterated
                    bind_target(ck, elt.value, Instance("builtins.list", (make_union(collected) if collected else ANY,)), env, None, fresh=fresh)
                else:
                    at = i if star is None or i < star else i - len(items)  # after the star: from the end
                    owner = receiver_of(ck, elt) if isinstance(elt, ast.Attribute) else None  # (inferred once)
                    if value_node is not None:
                        _check_member_items(ck, elt, owner, [m.items[at] for m in tuples], value_node)
                    bind_target(ck, elt, make_union([m.items[at] for m in tuples] + iterated), env, None, fresh=fresh,
                                unpack_at=unpack_at, receiver=owner)
            return
        arity_at = value_node if value_node is not None else unpack_at
        if len(members) > 1 and star is None and misfits and len(misfits) == len(members):
            # Every member a fixed tuple of another length: each length is reported (mypy
            # unpacks member by member), and the targets are unknown.
            if arity_at is not None and not ck.quiet:
                for length in sorted({len(m.items) for m in misfits}):
                    ck.error(arity_at, "misc", wrong_count(length, len(items)))
            for elt in items:
                bind_target(ck, elt, ERROR_ANY, env, None, fresh=fresh)
            return
        if isinstance(value_t, TupleType) and arity_at is not None and not ck.quiet:
            # (a starred target takes any number: only too few items for the others is wrong)
            ck.error(arity_at, "misc", wrong_count(len(value_t.items), len(items) - (star is not None)))
        from hintloader.checker.calls import iterated_type

        check_unpackable(ck, _unpacked_at(target, value_node), value_t)
        elem = iterated_type(ck, value_t, None) if not isinstance(value_t, AnyType) else any_from(value_t)
        for elt in items:
            if isinstance(elt, ast.Starred):
                # What an Any unpacks to is Any, the starred list too (mypy).
                rest = elem if isinstance(value_t, AnyType) else Instance("builtins.list", (widen_literal(elem),))
                bind_target(ck, elt.value, rest, env, None, fresh=fresh)
            else:
                # Each item is checked against the target's declaration, as mypy does, unless
                # the tuple's length was wrong (reported above).
                bind_target(ck, elt, elem, env, None if isinstance(value_t, TupleType) else value_node, fresh=fresh, unpack_at=unpack_at)
        return
    if isinstance(target, ast.Starred):
        bind_target(ck, target.value, ANY, env, None, fresh=fresh)
        return
    if isinstance(target, ast.Name) and not fresh and ck.ctx.ended_handlers and rebinds_handler_name(ck, target, env):
        return
    if receiver is None:
        receiver = receiver_of(ck, target)
    if value_node is not None:
        check_assign(ck, target, receiver, value_t, value_node)
    key = ref_key(target)
    if isinstance(target, ast.Subscript):
        ck.infer(target.value)
        ck.infer(target.slice)
    if key is None:
        return
    declared = declared_of(ck, target, receiver) if not isinstance(target, ast.Subscript) else None
    invalidate(env, key)
    if not fresh:  # a comprehension's own variables live in an env of their own
        ck.env_changed()
    if isinstance(target, ast.Name) and fresh:
        env[key] = value_t
        return
    if isinstance(target, ast.Name) and ck.ctx.kind != "function":
        sym = ck.prog.lookup(ck.ctx.scope, target.id)
        if sym is not None and (sym.kind in ("class", "typevar", "unknown", "func") or sentinel_type(ck.prog, sym) is not None):
            return  # NewType, TypeVar, named tuples, sentinels...: the symbol knows better than the call
    if isinstance(target, ast.Name):
        if declared is None:
            declared = ck.ctx.declared.get(target.id)
        if isinstance(value_t, AnyType) and target.id in ck.ctx.declared_at:
            env[key] = ASSIGNED_ANY  # mypy: an unannotated local given an unknown value is unknown
            return
        if initial and declared is not None:
            # ``node: M | None = m`` declares the name, and mypy narrows it by later
            # assignments only (an attribute's declaration does narrow, as below).
            env[key] = declared
        elif not _rejected(ck, declared, value_t) or key not in env:
            env[key] = narrowed_on_assign(ck, declared, value_t, literal_expr, initial)
        if ck.try_bindings is not None and ck.try_bindings[0] is ck.ctx and key in ck.try_bindings[1] and key in env:
            ck.try_bindings[1][key].append(env[key])
    elif isinstance(target, ast.Attribute):
        if declared is None and isinstance(receiver, UnionType):
            declared = _union_declaration(ck, target, receiver, writing=False)
        if declared is None and (through := _narrowed_through_setter(ck, receiver, target.attr, value_t)) is not None:
            env[key] = through
        elif declared is None or _converter_field(ck, receiver, target.attr):
            env.pop(key, None)  # (a converter field reads as its declared type, not the value set)
        elif not _rejected(ck, declared, value_t) or key not in env:
            env[key] = narrowed_on_assign(ck, declared, value_t, literal_expr, initial)
    else:
        env.pop(key, None)


def _narrowed_through_setter(ck: ExpressionChecker, receiver: Type | None, name: str, value: Type) -> Type | None:
    """``self.index = 0`` through a property setter or a data descriptor: when what reading
    gives fits what writing takes, the attribute reads as the value (if it fits the read
    type) until the next write, as mypy narrows it; otherwise None (not narrowed)."""
    if not isinstance(receiver, Instance):
        return None
    written = written_type(ck, receiver, name)
    if written is None or isinstance(written, AnyType):
        return None
    read = ck.member(receiver, name, None, report=False)
    if isinstance(read, AnyType) or not is_subtype(read, written, ck.prog):
        return None
    if not any(isinstance(i, LiteralType) for i in union_items(read)):
        value = widen_literal(value)
    return value if not has_any(value) and is_subtype(value, read, ck.prog) else read


def _converter_field(ck: ExpressionChecker, receiver: Type | None, name: str) -> bool:
    info = ck.prog.class_by_name(receiver.name) if isinstance(receiver, Instance) else None
    return info is not None and any(c.is_dataclass or c.transform is not None for c in info.mro) and (
        converter_setter(ck.prog, info, name) is not None)


def _check_member_items(ck: ExpressionChecker, target: ast.expr, receiver: Type | None, values: list[Type],
                        value_node: ast.AST) -> None:
    """A declared name or attribute (of ``receiver``) given, member by member of a union of
    tuples, the item at its position: each must fit (mypy checks the members one by one and
    names the item)."""
    if ck.quiet or not isinstance(target, (ast.Name, ast.Attribute)):
        return
    declared = declared_of(ck, target, receiver)
    if declared is None:
        return
    for value in dict.fromkeys(values):
        if not has_any(value) and not is_assignable(value, declared, ck.prog):
            ck.error(value_node, "assignment", f'Incompatible types in assignment (expression has type '
                                               f'"{format_type(widen_literal(value))}", variable has type "{format_type(declared)}")')


def wrong_count(provided: int, expected: int) -> str:
    """mypy's words for a fixed tuple of ``provided`` items unpacked into ``expected`` targets."""
    if provided > expected:
        return f"Too many values to unpack ({expected} expected, {provided} provided)"
    return f"Need more than {provided} value{'' if provided == 1 else 's'} to unpack ({expected} expected)"


def _unpacks_into(value: TupleType, targets: int, star: int | None) -> bool:
    """Whether a fixed tuple fills ``targets`` targets (one of them starred at ``star``)."""
    if not is_bounded(value.items):
        return False
    return len(value.items) == targets if star is None else len(value.items) >= targets - 1


def unpack_variadic(ck: ExpressionChecker, targets: list[ast.expr], star: int | None, value_t: TupleType, env: Env,
                    value_node: ast.AST | None, fresh: bool) -> None:
    """``a, *b, c = t`` with ``t: tuple[int, *tuple[str, ...], bytes]``: each target the item at
    its place (a starred one the list of what it collects). Without a starred target the
    lengths need not match, which mypy reports."""
    if star is None and value_node is not None and not ck.quiet:
        ck.error(value_node, "misc", "Variadic tuple unpacking requires a star target")
    items = unpacked_into(value_t.items, len(targets), star)
    prefix, middle, suffix = split(value_t.items)
    if star is not None and middle is not None and (star > len(prefix) or len(targets) - star - 1 > len(suffix)):
        # A target beside the star that only the part of unknown length (maybe empty) could
        # fill: mypy's error, the targets then gradual.
        if value_node is not None and not ck.quiet:
            ck.error(value_node, "misc", "Too many assignment targets for variadic unpack")
        items = [ANY] * len(targets)
    for elt, t in zip(targets, items):
        if isinstance(elt, ast.Starred):
            bind_target(ck, elt.value, Instance("builtins.list", (widen_literal(t),)), env, None, fresh=fresh)
        else:
            bind_target(ck, elt, t, env, value_node, fresh=fresh)


def _starred_items(value: TupleType, targets: int, star: int) -> tuple[Type, ...]:
    """The items of a fixed tuple that the starred target at ``star`` collects."""
    return value.items[star:len(value.items) - (targets - star - 1)]


def _rejected(ck: ExpressionChecker, declared: Type | None, value: Type) -> bool:
    """A value that does not fit the declaration (reported): it narrows nothing, so what was
    known of the target before stays (mypy's binder)."""
    return declared is not None and not has_any(value) and not has_any(declared) and not is_assignable(value, declared, ck.prog)


def optional_members(t: Type) -> list[Type]:
    return [i for i in union_items(t)]


__all__ = ["bind_target", "check_assign", "declared_of", "make_union", "receiver_of"]


def _unpacked_at(target: ast.expr, value_node: ast.AST | None) -> ast.AST:
    """Where a value that cannot be unpacked is reported: at the assigned value, as mypy does
    (a multi-line ``(a, b) = value  # type: ignore[misc]`` names the value's line)."""
    return value_node if isinstance(value_node, ast.expr) else target


def is_literal_expr(node: ast.expr) -> bool:
    """A literal written in place: ``x = 1`` infers ``int`` for x, not ``Literal[1]``."""
    kind = type(node)  # (the common kinds first, by identity: every assignment asks this)
    if kind is ast.Constant:
        return True
    if kind is ast.Name or kind is ast.Call or kind is ast.Attribute:
        return False
    if isinstance(node, ast.UnaryOp):
        return is_literal_expr(node.operand)
    if isinstance(node, (ast.IfExp,)):
        return is_literal_expr(node.body) or is_literal_expr(node.orelse)
    if isinstance(node, ast.BoolOp):
        return any(is_literal_expr(v) for v in node.values)
    if isinstance(node, ast.Tuple):  # ``("a", 1)`` infers ``tuple[str, int]``
        return any(is_literal_expr(e) for e in node.elts)
    return False
