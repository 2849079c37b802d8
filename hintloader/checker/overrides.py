"""Method overrides against first-party base classes (Liskov: parameters and return type)."""

from __future__ import annotations

import ast
from dataclasses import replace
from collections.abc import Iterator
from typing import TYPE_CHECKING

from hintloader.checker import attribute_overrides, self_annotations, signatures
from hintloader.checker.astutil import is_annotated_def
from hintloader.checker.classes import decorator_name
from hintloader.checker.conditions import is_type_checking_test
from hintloader.checker.dataclasses_ import post_init_signature
from hintloader.checker.symbols import ClassInfo, class_scope
from hintloader.typesystem.relations import collect_constraints, combined_signature, is_assignable, map_to_supertype
from hintloader.checker.program import Program, bind_self
from hintloader.typesystem.model import (
    POSITIONAL_KINDS,
    AnyOrigin,
    AnyType,
    CallableType,
    Overloaded,
    Param,
    ParamKind,
    SELF_SCOPE,
    Type,
    TypeVarKind,
    TypeVarType,
    collect_type_vars,
    make_union,
    bind_self_type,
    drop_literal_string,
    has_free_type_vars,
    has_type_vars,
    substitute,
)
from hintloader.typesystem.formatting import format_type

if TYPE_CHECKING:  # the statement checker passes itself in
    from hintloader.checker.statements import StatementChecker

_EXEMPT = {"__init__", "__new__", "__init_subclass__", "__post_init__", "__class_getitem__"}
# Decorators that leave a def's type as written.
_SIGNATURE_KEEPING = frozenset({"override", "final", "abstractmethod"})


def _plain(node: ast.stmt, also: frozenset[str] | set[str] = frozenset()) -> bool:
    return isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and all(
        decorator_name(d) in _SIGNATURE_KEEPING or decorator_name(d) in also for d in node.decorator_list
    )


def _has_annotations(node: ast.stmt) -> bool:
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return False
    a = node.args
    return node.returns is not None or any(x.annotation is not None for x in a.posonlyargs + a.args + a.kwonlyargs)


def _annotated(t: Type) -> bool:
    return not (type(t) is AnyType and t.origin in (AnyOrigin.UNANNOTATED, AnyOrigin.IMPLICIT_GENERIC))


def check_overrides(ck: StatementChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    """Compare each plain method with every first-party base method of the same name."""
    prog = ck.prog
    for stmt in _class_statements(node.body):
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and (kind := _class_or_static_kind(stmt)) is not None:
            for base in [c for c in info.mro[1:] if c.body.get(stmt.name)]:
                _check_class_or_static(ck, info, stmt, kind, base)
            continue
        if not isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) or not (_plain(stmt) or _keeps_signature(ck, info, stmt)):
            continue
        name = stmt.name
        if name.startswith("__") and not name.endswith("__"):
            continue
        if name in _EXEMPT and not any(decorator_name(d) == "override" for d in stmt.decorator_list):
            continue  # constructors are exempt from Liskov, unless marked @override (typing spec)
        # Every base that defines the name (mypy checks against each, not only the nearest).
        for base in [c for c in info.mro[1:] if c.body.get(name)]:
            _check_against(ck, info, stmt, name, base)
    attribute_overrides.check_class(ck, info, node)
    self_annotations.check_class(ck, info, node)


def _class_statements(body: list[ast.stmt]) -> Iterator[ast.stmt]:
    """A class body's statements, those under ``if TYPE_CHECKING:`` too (what a checker sees)."""
    for stmt in body:
        if type(stmt) is ast.If and is_type_checking_test(stmt.test):
            yield from _class_statements(stmt.body)
        else:
            yield stmt


def _check_against(ck: StatementChecker, info: ClassInfo, stmt: ast.FunctionDef | ast.AsyncFunctionDef, name: str,
                   base: ClassInfo) -> None:
    prog = ck.prog
    # A stub's class is checked too (``tzinfo.utcoffset``, ``object.__eq__``), but not
    # ``object``'s constructor and hooks, which every class replaces (even under @override).
    if base.unknown_base or base.node is None or (name in _EXEMPT and base.fullname == "builtins.object"):
        return
    if base.fullname == "typing.NamedTuple":
        return  # a named tuple's own members are mypy's, checked by namedtuples.py
    base_nodes = base.body.get(name) or []
    base_name = _aliased(base, base_nodes) or name  # ``__contains__ = exists``: exists is the method
    if base_name != name:
        base_nodes = base.body.get(base_name) or []
    # An overloaded base is its items; the implementation's decorators do not count.
    items = [n for n in base_nodes if any(decorator_name(d) == "overload" for d in getattr(n, "decorator_list", ()))]
    if items and (len(items) == len(base_nodes) - 1 or (base.is_stub and len(items) == len(base_nodes))):
        base_nodes = items  # (a stub's overloads have no implementation)
    elif len(base_nodes) != 1:
        return
    if not items and _class_or_static(base_nodes[0]) and is_annotated_def(stmt):
        # An instance method over a static or class method: called through the class it
        # takes another first argument (mypy reports the signature whatever its parameters).
        ck.error(stmt, "override", f'Signature of "{name}" incompatible with supertype "{_shown(base, info)}"')
        return
    if not all(_plain(n, also={"overload"} if items else frozenset())
               or (not items and isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and _keeps_signature(ck, base, n))
               for n in base_nodes):
        return
    mine_sym = prog.class_body_symbol(info, name)
    base_sym = prog.class_body_symbol(base, base_name)
    if mine_sym is None or base_sym is None or mine_sym.kind != "func" or base_sym.kind != "func":
        return
    my_items = _overload_items(info, name, stmt)
    if my_items is not None:
        _check_overloaded(ck, info, my_items, name, base, prog.value_type(mine_sym), prog.value_type(base_sym))
        return
    if not is_annotated_def(stmt):
        return  # an unannotated override is not checked (mypy); an unannotated base still binds it
    mine, theirs = prog.value_type(mine_sym), prog.value_type(base_sym)
    if type(mine) is not CallableType or not isinstance(theirs, (CallableType, Overloaded)):
        return
    short = _shown(base, info)
    if base.type_params:
        # The base's methods as this class sees them: ``Mapping[str, V]`` for ``class
        # C(Mapping[str, V])``; this class's own type variables then stand on both sides.
        seen = _as_seen_by(ck, info, base, theirs)
        if seen is None:
            return
        theirs = seen
    if mine.ellipsis:
        # ``Callable[..., R]`` (what a decorator made of the def) takes any arguments: only
        # its result can differ.
        if (type(theirs) is CallableType and not has_type_vars(mine.ret) and not has_type_vars(theirs.ret)
                and _annotated(mine.ret) and _annotated(theirs.ret) and not is_assignable(mine.ret, theirs.ret, prog)):
            ck.error(stmt, "override", f'Signature of "{name}" incompatible with supertype "{short}"')
        return
    if all(v.scope == SELF_SCOPE for t in (mine, *_items(theirs)) for v in t.type_vars) and type(theirs) is CallableType:
        # ``Self`` only: both are seen through an instance of this class, as mypy binds them.
        me = info.self_instance()
        bound_mine, bound_theirs = (bind_self_type(replace(t, type_vars=()), me) for t in (mine, theirs))
        if type(bound_mine) is CallableType and type(bound_theirs) is CallableType:
            mine, theirs = bound_mine, bound_theirs
    if type(theirs) is Overloaded and _generic_items_only(mine, theirs):
        # An overloaded base with generic items (``BaseExceptionGroup.derive``): the override
        # must be callable as each item is, for every type its variables may stand for (mypy
        # unifies; the items' variables are taken as they are, bound by their bounds).
        me = info.self_instance()
        fitted = bind_self(theirs, me, prog, drop=False)
        # (positional names aside, as mypy's override check ignores them)
        rigid = Overloaded(tuple(_positional(replace(i, type_vars=())) for i in _items(fitted))) if type(fitted) is Overloaded else None
        own = bind_self_type(replace(mine, type_vars=()), me)
        if rigid is not None and type(own) is CallableType:
            mine_bound = _as_str(bind_self(own, me, prog))
            theirs_bound = _as_str(bind_self(rigid, me, prog))
            if not is_assignable(mine_bound, theirs_bound, prog):
                ck.error(stmt, "override", f'Signature of "{name}" incompatible with supertype "{short}"')
        return
    if type(theirs) is CallableType and _instance_method(stmt) and _instance_method(base_nodes[0]):
        # A ``self`` typed by the method's own type variable is solved from this class's
        # instance on both sides, as mypy binds them before it compares (bind_and_map_method).
        mine, theirs = (_self_var_bound(t, info, prog) for t in (mine, theirs))
    if mine.type_vars or any(i.type_vars for i in _items(theirs)):
        if type(theirs) is CallableType and _positions_moved(mine, theirs):
            ck.error(stmt, "override", f'Signature of "{name}" incompatible with supertype "{short}"')
            return  # (names need no unification)
        if type(theirs) is CallableType:
            unified = _unified(ck, mine, theirs) if _instance_method(stmt) and _instance_method(base_nodes[0]) else None
            if unified is not None and unified[1]:
                _compare(ck, stmt, name, short, unified[0], theirs, shown_ret=mine.ret)
            elif unified is not None:
                # A solution outside its variable's bound: the override is no subtype (mypy's
                # unify_generic_callable fails). Its own variables are then Any for the
                # argument and return messages; with none of those, the whole signature is.
                erased = substitute(replace(mine, type_vars=()), dict.fromkeys(mine.type_vars, AnyType(AnyOrigin.SPECIAL_FORM)))
                if not (type(erased) is CallableType and _compare(ck, stmt, name, short, erased, theirs, shown_ret=mine.ret)):
                    ck.error(stmt, "override", f'Signature of "{name}" incompatible with supertype "{short}"')
            else:
                _compare_returns(ck, stmt, name, short, mine, theirs)
        return
    if type(theirs) is Overloaded:
        # The items whose explicit self this class fits (all when none does), as mypy binds them.
        theirs = bind_self(theirs, info.self_instance(), prog, drop=False)
        if type(theirs) is Overloaded:
            # The override must be callable as every item is.
            # LiteralString is str here, as to mypy (typeshed's LiteralString twins of str methods).
            mine_bound = _as_str(bind_self(mine, info.self_instance(), prog))
            theirs_bound = _as_str(bind_self(theirs, info.self_instance(), prog))
            if not is_assignable(mine_bound, theirs_bound, prog):
                ck.error(stmt, "override", f'Signature of "{name}" incompatible with supertype "{short}"')
            return
        if type(theirs) is not CallableType:
            return
    _compare(ck, stmt, name, short, mine, theirs)


def _overload_items(info: ClassInfo, name: str, stmt: ast.stmt) -> list[ast.FunctionDef | ast.AsyncFunctionDef] | None:
    """The overload items before ``stmt`` when it is the implementation of an overloaded
    method of plain instance-method items, else None."""
    nodes = info.body.get(name) or []
    items = [n for n in nodes if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
             and any(decorator_name(d) == "overload" for d in n.decorator_list)]
    if not items or len(items) != len(nodes) - 1 or nodes[-1] is not stmt:
        return None
    return items if all(_plain(n, also={"overload"}) for n in items) else None


def _check_overloaded(ck: StatementChecker, info: ClassInfo, items: list[ast.FunctionDef | ast.AsyncFunctionDef],
                      name: str, base: ClassInfo, mine: Type, theirs: Type) -> None:
    """An overloaded override must be callable as the base method is: each base item fitted
    by one of its items, in the base's order (mypy's overloaded subtype rule, which reports
    at the first item's first decorator, the implementation aside)."""
    prog = ck.prog
    if type(mine) is not Overloaded or not isinstance(theirs, (CallableType, Overloaded)):
        return
    if not any(is_annotated_def(n) for n in items):
        return
    if base.type_params:
        seen = _as_seen_by(ck, info, base, theirs)
        if seen is None:
            return
        theirs = seen
    me = info.self_instance()
    mine_bound = _as_str(bind_self(mine, me, prog))
    theirs_bound = _as_str(bind_self(bind_self(theirs, me, prog, drop=False), me, prog))
    if _overloads_fit(mine_bound, theirs_bound, prog):
        return
    at = items[0].decorator_list[0] if items[0].decorator_list else items[0]
    ck.error(at, "override", f'Signature of "{name}" incompatible with supertype "{_shown(base, info)}"')


def _overloads_fit(mine: Type, theirs: Type, prog: Program) -> bool:
    """Each of ``theirs``'s items is fitted by an item of ``mine`` no earlier than the one
    that fitted the item before it (mypy: the variants in the same order)."""
    if not isinstance(mine, (CallableType, Overloaded)) or not isinstance(theirs, (CallableType, Overloaded)):
        return True
    mine_items = _items(mine)
    previous = 0
    for wanted in _items(theirs):
        found = next((i for i in range(previous, len(mine_items))
                      if is_assignable(_named_as(mine_items[i], wanted), wanted, prog)), None)
        if found is None:
            # mypy's edge case: overloads of one shape fit as the union of their signatures.
            combined = combined_signature(mine_items) if type(theirs) is CallableType else None
            return combined is not None and bool(is_assignable(_named_as(combined, wanted), wanted, prog))
        previous = found
    return True


def _named_as(item: CallableType, other: CallableType) -> CallableType:
    """``item`` with its positional parameters named as ``other``'s at the same places (the
    override check ignores positional names, as mypy's)."""
    params = tuple(replace(p, name=q.name) if p.kind == q.kind == ParamKind.POSITIONAL_OR_KEYWORD else p
                   for p, q in zip(item.params, other.params))
    return replace(item, params=params + item.params[len(params):])


def _positional(item: CallableType) -> CallableType:
    """An item with its positional parameters positional-only (past its ``self``)."""
    params = tuple(replace(p, kind=ParamKind.POSITIONAL_ONLY) if i and p.kind == ParamKind.POSITIONAL_OR_KEYWORD else p
                   for i, p in enumerate(item.params))
    return replace(item, params=params)


def _generic_items_only(mine: CallableType, theirs: Overloaded) -> bool:
    """An override generic in Self alone against overload items generic in plain type
    variables of their own (not Self, not a ParamSpec or TypeVarTuple)."""
    if any(v.scope != SELF_SCOPE for v in mine.type_vars) or not any(i.type_vars for i in theirs.items):
        return False
    if not all(v.scope != SELF_SCOPE and v.kind == TypeVarKind.TYPEVAR for i in theirs.items for v in i.type_vars):
        return False
    # No other variables: a class's left unsolved (a bare generic base) stands for Any, not
    # for every type.
    return not has_free_type_vars(theirs)


def _self_var_bound(t: CallableType, info: ClassInfo, prog: Program) -> CallableType:
    """``t`` with the type variables its ``self`` annotation holds solved from the class's
    instance (``self: _SelfT`` is the class itself); the other type variables stay."""
    if not t.type_vars or not t.params or t.params[0].kind not in POSITIONAL_KINDS:
        return t
    held: list[TypeVarType] = []
    collect_type_vars(t.params[0].type, held)
    if not any(v in t.type_vars and v.scope != SELF_SCOPE for v in held):
        return t
    bound = bind_self(t, info.self_instance(), prog, drop=False)
    return bound if type(bound) is CallableType else t


def _instance_method(node: ast.stmt) -> bool:
    return isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and not _class_or_static(node)


def _unified(ck: StatementChecker, mine: CallableType, theirs: CallableType) -> tuple[CallableType, bool] | None:
    """A generic override as the supertype's signature sees it (mypy's unify_generic_callable):
    the supertype's own type variables stay as they are, standing for every type they may be;
    the override's are solved so that it takes what the supertype's parameters are given (and,
    where no parameter holds one, returns what the supertype returns). None where that is not
    plain: a ``self`` typed by a type variable (bound by the instance), ``Self``, a ParamSpec
    or TypeVarTuple. Beside it, whether each solution is within its variable's bound and values."""
    if not mine.params or not theirs.params:
        return None
    own = set(mine.type_vars)
    for t in (mine, theirs):
        if any(v.scope == SELF_SCOPE or v.kind != TypeVarKind.TYPEVAR for v in t.type_vars):
            return None
        held: list[TypeVarType] = []
        collect_type_vars(t.params[0].type, held)
        if any(v in t.type_vars for v in held):
            return None
    lower: dict[TypeVarType, list[Type]] = {}
    upper: dict[TypeVarType, list[Type]] = {}
    mine_by_name = {p.name: p for p in mine.params[1:]}
    my_pos = [p for p in mine.params[1:] if p.kind in POSITIONAL_KINDS]
    for i, theirs_p in enumerate(p for p in theirs.params[1:] if p.kind in POSITIONAL_KINDS):
        if i < len(my_pos):
            collect_constraints(my_pos[i].type, theirs_p.type, ck.prog, lower)
    for theirs_p in theirs.params[1:]:
        if theirs_p.kind == ParamKind.KEYWORD_ONLY and theirs_p.name in mine_by_name:
            collect_constraints(mine_by_name[theirs_p.name].type, theirs_p.type, ck.prog, lower)
    collect_constraints(mine.ret, theirs.ret, ck.prog, upper)
    mapping: dict[TypeVarType, Type] = {}
    for tv in own:
        found = lower.get(tv) or upper.get(tv)
        mapping[tv] = make_union(list(dict.fromkeys(found))) if found else AnyType(AnyOrigin.SPECIAL_FORM)
    solved = substitute(replace(mine, type_vars=()), mapping)
    fits = all(_within(tv, value, ck.prog) for tv, value in mapping.items())
    return (solved, fits) if type(solved) is CallableType else None


def _within(tv: TypeVarType, value: Type, prog: Program) -> bool:
    if tv.values:
        if type(value) is TypeVarType and value.values:
            # A variable of values is within when each of its values is one of them (mypy).
            return all(v in tv.values for v in value.values)
        return any(is_assignable(value, v, prog) for v in tv.values)
    return tv.bound is None or bool(is_assignable(value, tv.bound, prog))


def _as_str(t: Type) -> Type:
    """A callable (or each overload item) with LiteralString made str in its parameters and result."""
    if type(t) is Overloaded:
        items = [_as_str(i) for i in t.items]
        return Overloaded(tuple(i for i in items if type(i) is CallableType))
    if type(t) is CallableType:
        return replace(t, params=tuple(replace(p, type=drop_literal_string(p.type)) for p in t.params),
                       ret=drop_literal_string(t.ret))
    return t


def _as_seen_by(ck: StatementChecker, info: ClassInfo, base: ClassInfo, theirs: CallableType | Overloaded) -> CallableType | Overloaded | None:
    """``theirs`` with the base's type parameters replaced by the arguments this class gives them."""
    seen = map_to_supertype(info.self_instance(), base.fullname, ck.prog)
    if seen is None or len(seen.args) != len(base.type_params):
        return None
    result = substitute(theirs, dict(zip(base.type_params, seen.args)))
    return result if isinstance(result, (CallableType, Overloaded)) else None


def _shown(base: ClassInfo, info: ClassInfo) -> str:
    """The base as mypy names it: in full when of another module (builtins too), as
    ``"datetime.tzinfo"``, ``"builtins.object"``."""
    elsewhere = base.scope.module is not info.scope.module
    return base.fullname if elsewhere else base.fullname.rpartition(".")[2]


def _class_or_static_kind(node: ast.stmt) -> str | None:
    """"classmethod" or "staticmethod": a def with that decorator and otherwise only ones that
    keep its type (None for any other)."""
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return None
    kinds = [decorator_name(d) for d in node.decorator_list if decorator_name(d) not in _SIGNATURE_KEEPING]
    return kinds[0] if kinds in (["classmethod"], ["staticmethod"]) else None


def _check_class_or_static(ck: StatementChecker, info: ClassInfo, stmt: ast.FunctionDef | ast.AsyncFunctionDef,
                           kind: str, base: ClassInfo) -> None:
    """A class (static) method over the base's class (static) method of the name: compared as
    plain methods are, past ``cls`` (mypy). Only both annotated, one def each, of no generic
    base, no type variables (a ``cls: type[T]``, Self) on either side."""
    name = stmt.name
    if name in _EXEMPT or (name.startswith("__") and not name.endswith("__")) or base.unknown_base or base.node is None:
        return
    base_nodes = base.body.get(name) or []
    mine_nodes = info.body.get(name) or []
    if len(base_nodes) != 1 or len(mine_nodes) != 1 or _class_or_static_kind(base_nodes[0]) != kind or base.type_params:
        return
    theirs_def = base_nodes[0]
    if not isinstance(theirs_def, (ast.FunctionDef, ast.AsyncFunctionDef)) or not (is_annotated_def(stmt) and is_annotated_def(theirs_def)):
        return
    prog = ck.prog
    mine = prog.function_type(stmt, class_scope(info))
    theirs = prog.function_type(theirs_def, class_scope(base))
    if type(mine) is not CallableType or type(theirs) is not CallableType or mine.type_vars or theirs.type_vars:
        return
    if kind == "staticmethod":
        # (no first parameter to pass over: a stand-in takes its place)
        mine, theirs = (t.with_params((Param(None, _ANY_FIRST, ParamKind.POSITIONAL_ONLY), *t.params)) for t in (mine, theirs))
    _compare(ck, stmt, name, _shown(base, info), mine, theirs, arg_offset=1 if kind == "staticmethod" else 0)


_ANY_FIRST = AnyType(AnyOrigin.SPECIAL_FORM)


def _class_or_static(node: ast.stmt) -> bool:
    return isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
        decorator_name(d) in ("staticmethod", "classmethod") for d in node.decorator_list)


def _aliased(base: ClassInfo, nodes: list[ast.stmt]) -> str | None:
    """``name = other`` in the base's body, ``other`` a def of that body: the def's name."""
    if len(nodes) != 1 or type(nodes[0]) is not ast.Assign or len(nodes[0].targets) != 1:
        return None
    value = nodes[0].value
    if type(value) is not ast.Name or not isinstance(base.body, dict):
        return None
    found = base.body.get(value.id) or []
    return value.id if found and all(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) for n in found) else None


def _keeps_signature(ck: StatementChecker, info: ClassInfo, stmt: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """A def whose decorators give back the very function type it has (``Callable[[C], C]``)."""
    if any(decorator_name(d) in ("overload", "property", "staticmethod", "classmethod") for d in stmt.decorator_list):
        return False
    nodes = info.body.get(stmt.name) or []
    sym = ck.prog.class_body_symbol(info, stmt.name)
    if len(nodes) != 1 or sym is None or sym.kind != "func":
        return False
    return ck.prog.value_type(sym) == ck.prog.function_type(stmt, class_scope(info))


def _compare_returns(ck: StatementChecker, node: ast.AST, name: str, base: str, mine: CallableType, theirs: CallableType) -> None:
    if has_type_vars(mine.ret) or has_type_vars(theirs.ret) or not (_annotated(mine.ret) and _annotated(theirs.ret)):
        return
    if not is_assignable(mine.ret, theirs.ret, ck.prog):
        ck.error(node, "override", f'Return type "{format_type(mine.ret)}" of "{name}" incompatible with return type "{format_type(theirs.ret)}" in supertype "{base}"')


def _items(t: CallableType | Overloaded) -> tuple[CallableType, ...]:
    return t.items if type(t) is Overloaded else (t,)


def check_post_init(ck: StatementChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    """A dataclass's ``__post_init__`` receives its ``InitVar`` values (mypy reports a mismatch
    as an override of the generated method, counting ``self`` in argument numbers)."""
    defs = info.body.get("__post_init__") or []
    stmt = defs[0] if len(defs) == 1 else None
    if not info.is_dataclass or not isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) or not _has_annotations(stmt):
        return
    expected = post_init_signature(ck.prog, info)
    # The def as written, whatever its decorators make of it (mypy checks the def).
    mine = signatures.written_type(ck.prog, stmt, class_scope(info))
    if expected is None or type(mine) is not CallableType or mine.type_vars:
        return
    _compare(ck, defs[0], "__post_init__", "dataclass", mine, expected, first_argument=2)


def _compare(ck: StatementChecker, node: ast.AST, name: str, base: str, mine: CallableType, theirs: CallableType,
             first_argument: int = 1, shown_ret: Type | None = None, arg_offset: int = 0) -> bool:
    """Report the first way ``mine`` does not fit ``theirs``; whether there was one.
    ``shown_ret``: the return type as written, where ``mine`` is a generic override solved;
    ``arg_offset``: parameters of the signatures the def does not have (a stand-in first)."""
    prog = ck.prog
    # Argument and return messages only where both take as many parameters, as many required
    # (mypy); otherwise the whole signature is said to differ.
    detailed = len(mine.params) == len(theirs.params) and _required(mine) == _required(theirs)
    if _annotated(mine.ret) and _annotated(theirs.ret) and not is_assignable(mine.ret, theirs.ret, prog):
        if not detailed:
            ck.error(node, "override", f'Signature of "{name}" incompatible with supertype "{base}"')
            return True
        ck.error(node, "override", f'Return type "{format_type(shown_ret or mine.ret)}" of "{name}" incompatible with return type "{format_type(theirs.ret)}" in supertype "{base}"')
        return True
    my_pos = [p for p in mine.params[1:] if p.kind in POSITIONAL_KINDS]
    their_pos = [p for p in theirs.params[1:] if p.kind in POSITIONAL_KINDS]
    my_star = any(p.kind == ParamKind.VAR_POSITIONAL for p in mine.params)
    my_kwstar = any(p.kind == ParamKind.VAR_KEYWORD for p in mine.params)
    for i, theirs_p in enumerate(their_pos):
        if i >= len(my_pos):
            if not my_star:
                ck.error(node, "override", f'Signature of "{name}" incompatible with supertype "{base}"')
                return True
            continue
        mine_p = my_pos[i]
        if _moved_name(mine, mine_p, theirs_p):
            ck.error(node, "override", f'Signature of "{name}" incompatible with supertype "{base}"')
            return True
        if _annotated(mine_p.type) and _annotated(theirs_p.type) and not is_assignable(theirs_p.type, mine_p.type, prog):
            if not detailed:
                ck.error(node, "override", f'Signature of "{name}" incompatible with supertype "{base}"')
                return True
            # On the parameter's own line, as mypy; an ignore on that line or on the def's covers it.
            ck.error(_positional_arg(node, i + 1 - arg_offset) or node, "override", f'Argument {i + first_argument} of "{name}" is incompatible with supertype "{base}"; supertype defines the argument type as "{format_type(theirs_p.type)}"', origin=node)
            return True
        if theirs_p.has_default and not mine_p.has_default:
            ck.error(node, "override", f'Signature of "{name}" incompatible with supertype "{base}"')
            return True
    if _compare_keywords(ck, node, name, base, mine, theirs, detailed, first_argument):
        return True
    # ``*args: Any`` in the supertype takes any further positional parameter, required or not
    # (mypy); with ``**kwargs: Any`` as well it takes keyword-only ones too (the spec's ``...``).
    their_star = next((p for p in theirs.params if p.kind == ParamKind.VAR_POSITIONAL), None)
    their_kwstar = next((p for p in theirs.params if p.kind == ParamKind.VAR_KEYWORD), None)
    star_any = their_star is not None and type(their_star.type) is AnyType
    any_tail = star_any and their_kwstar is not None and type(their_kwstar.type) is AnyType
    for extra in my_pos[len(their_pos):]:
        if not extra.has_default and not star_any:
            ck.error(node, "override", f'Signature of "{name}" incompatible with supertype "{base}"')
            return True
    if not any_tail and _keywords_lost(mine, theirs, my_kwstar):
        ck.error(node, "override", f'Signature of "{name}" incompatible with supertype "{base}"')
        return True
    if _keyword_misfit(ck, node, name, base, mine, theirs, detailed, first_argument):
        return True
    their_keywords = {p.name for p in theirs.params[1:] if p.kind in (ParamKind.POSITIONAL_OR_KEYWORD, ParamKind.KEYWORD_ONLY)}
    for own in mine.params:
        if own.kind == ParamKind.KEYWORD_ONLY and not own.has_default and own.name not in their_keywords and not any_tail:
            # A call through the supertype never passes it.
            ck.error(node, "override", f'Signature of "{name}" incompatible with supertype "{base}"')
            return True
    return False


def _compare_keywords(ck: StatementChecker, node: ast.AST, name: str, base: str, mine: CallableType, theirs: CallableType,
                      detailed: bool, first_argument: int) -> bool:
    """Report the override's keyword-only parameters that do not take what the supertype's
    parameter of the same name does (their order is no part of the signature); whether any.
    As mypy: one message per parameter where the supertype's parameter at the same position is
    keyword-only too, numbered by the override's position, else the whole signature differs
    (so too where the override's keywords come from ``**kwargs: Unpack[TD]``)."""
    theirs_by_name = {p.name: p for p in theirs.params[1:] if p.kind in (ParamKind.POSITIONAL_OR_KEYWORD, ParamKind.KEYWORD_ONLY)}
    misfits: list[tuple[int, Param, Param]] = []
    for index, own in enumerate(mine.params[1:]):
        other = theirs_by_name.get(own.name) if own.kind == ParamKind.KEYWORD_ONLY else None
        if (other is not None and _annotated(own.type) and _annotated(other.type)
                and not is_assignable(other.type, own.type, ck.prog)):
            misfits.append((index, own, other))
    if not misfits:
        return False
    aligned = [(index, own, other) for index, own, other in misfits
               if index + 1 < len(theirs.params) and theirs.params[index + 1].kind == ParamKind.KEYWORD_ONLY]
    if not detailed or mine.unpacked_kwargs or not aligned:
        ck.error(node, "override", f'Signature of "{name}" incompatible with supertype "{base}"')
        return True
    for index, own, other in aligned:
        ck.error(_keyword_arg(node, own.name) or node, "override",
                 f'Argument {index + first_argument} of "{name}" is incompatible with supertype "{base}"; supertype defines the argument type as "{format_type(other.type)}"',
                 origin=node)
    return True


def _keyword_arg(node: ast.AST, name: str | None) -> ast.arg | None:
    """The def's keyword-only parameter of that name."""
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return None
    return next((a for a in node.args.kwonlyargs if a.arg == name), None)


def _moved_name(mine: CallableType, mine_p: Param, theirs_p: Param) -> bool:
    """The supertype's positional parameter ``theirs_p`` is, by its name, another parameter of
    the override than ``mine_p`` at its position (or its ``**kwargs``): a call through the
    supertype that passes it by keyword and one that passes it by position reach different
    parameters (mypy)."""
    if theirs_p.kind != ParamKind.POSITIONAL_OR_KEYWORD or mine_p.name == theirs_p.name:
        return False
    if any(p.name == theirs_p.name and p.kind in (ParamKind.POSITIONAL_OR_KEYWORD, ParamKind.KEYWORD_ONLY) for p in mine.params[1:]):
        return True
    # (no parameter of that name: by keyword it lands in ``**kwargs``, if any)
    return any(p.kind == ParamKind.VAR_KEYWORD for p in mine.params)


def _positions_moved(mine: CallableType, theirs: CallableType) -> bool:
    """Whether a positional parameter of the supertype is another one of the override by name."""
    my_pos = [p for p in mine.params[1:] if p.kind in POSITIONAL_KINDS]
    their_pos = [p for p in theirs.params[1:] if p.kind in POSITIONAL_KINDS]
    return any(_moved_name(mine, mine_p, theirs_p) for mine_p, theirs_p in zip(my_pos, their_pos))


def _keywords_lost(mine: CallableType, theirs: CallableType, my_kwstar: bool) -> bool:
    """Keywords a call through the supertype may pass that the override does not take: any,
    where the supertype has ``**kwargs`` and the override none; a keyword-only parameter it
    lacks (or requires where the supertype has a default)."""
    if my_kwstar:
        return False
    if any(p.kind == ParamKind.VAR_KEYWORD for p in theirs.params):
        return True
    mine_by_name = {p.name: p for p in mine.params[1:] if p.kind in (ParamKind.POSITIONAL_OR_KEYWORD, ParamKind.KEYWORD_ONLY)}
    for p in theirs.params:
        if p.kind != ParamKind.KEYWORD_ONLY:
            continue
        own = mine_by_name.get(p.name)
        if own is None or (p.has_default and not own.has_default):
            return True
    return False


def _required(t: CallableType) -> int:
    return sum(1 for p in t.params if p.kind in POSITIONAL_KINDS and not p.has_default)


def _keyword_misfit(ck: StatementChecker, node: ast.AST, name: str, base: str, mine: CallableType, theirs: CallableType,
                    detailed: bool, first_argument: int) -> bool:
    """A keyword-only parameter of the supertype that the override takes, by name, as a type
    that does not accept the supertype's (mypy, pyright); reported, True, for the first. As
    ``Argument N`` (its place in the supertype) where both take as many parameters, else the
    whole signature is said to differ."""
    mine_by_name = {p.name: p for p in mine.params[1:] if p.kind in (ParamKind.POSITIONAL_OR_KEYWORD, ParamKind.KEYWORD_ONLY)}
    for i, theirs_p in enumerate(theirs.params[1:]):
        mine_p = mine_by_name.get(theirs_p.name) if theirs_p.kind == ParamKind.KEYWORD_ONLY else None
        if mine_p is None or not (_annotated(mine_p.type) and _annotated(theirs_p.type)):
            continue
        if is_assignable(theirs_p.type, mine_p.type, ck.prog):
            continue
        if not detailed:
            ck.error(node, "override", f'Signature of "{name}" incompatible with supertype "{base}"')
            return True
        ck.error(_named_arg(node, mine_p.name or "") or node, "override", f'Argument {i + first_argument} of "{name}" is incompatible with '
                 f'supertype "{base}"; supertype defines the argument type as "{format_type(theirs_p.type)}"', origin=node)
        return True
    return False


def _named_arg(node: ast.AST, name: str) -> ast.arg | None:
    """The def's parameter of that name (a keyword-only one, or one taken either way)."""
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return None
    return next((a for a in node.args.posonlyargs + node.args.args + node.args.kwonlyargs if a.arg == name), None)


def _positional_arg(node: ast.AST, index: int) -> ast.arg | None:
    """The def's positional parameter at ``index`` (0 is self)."""
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return None
    positional = node.args.posonlyargs + node.args.args
    return positional[index] if index < len(positional) else None
