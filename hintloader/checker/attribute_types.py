"""The type an instance attribute's first binding declares (mypy).

An attribute that nothing annotates takes the type of the first ``self.x = value`` of the class
(methods in textual order, a method's statements in order): later bindings anywhere are checked
against it, and reads in other methods see it. ``self.x = None`` first is mypy's partial type:
the method's next binding of the attribute completes it (``T | None``); left incomplete it is
None (attribute_nones). Only what we can infer as mypy does counts: the value is inferred where
``self``, the method's parameters (``*args`` a tuple, ``**kwargs`` a dict) and module names are
known; a local, an unannotated parameter, or what the method tests or binds before (it may be
narrowed there) is unknown here, and a value whose type depends on something unknown is
taken from a quiet check of the method's flow where it is certain (attribute_flow: ``if pool is
None: pool = Pool()`` then ``self.pool = pool`` is a Pool); otherwise it declares nothing we
know (the attribute keeps its older, gradual type: members.inferred_attr_type). One
narrowing is followed here: the parameter an enclosing ``if p:`` / ``if p is not None:`` tests. The
defining method must be annotated (mypy infers nothing in an unannotated one), and no base may
define the name. A generic class's own type parameters may stay in the type: a receiver's type
arguments replace them (``self.v = v`` of ``v: T`` is an ``A[int]``'s int).
"""

from __future__ import annotations

import ast
import copy
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hintloader.checker.astutil import callee_name, is_annotated_def, is_none_literal, statements, walk
from hintloader.checker.attribute_locals import single_binding
from hintloader.checker.conditions import dotted
from hintloader.checker import attribute_flow, empty_items
from hintloader.checker.partials import empty_collection
from hintloader.checker.program import instance_mapping
from hintloader.checker.shown_values import widen_as_written
from hintloader.typesystem.model import (
    ANY, NONE, AnyType, Instance, LiteralType, NeverType, NoneType, Type, UnionType, drop_literal_string, has_any,
    TypeVarKind, TypeVarType, collect_type_vars, has_free_type_vars, has_type_vars, make_union, substitute, union_items, widen_literal_strings,
)

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.program import Program
    from hintloader.checker.symbols import ClassInfo

Method = ast.FunctionDef | ast.AsyncFunctionDef
UNKNOWN = "<narrowed>"  # the name a narrowed reference is read as (no source name is this)


@dataclass(frozen=True, slots=True)
class Declaration:
    """An attribute's type and the bindings that made it (not checked against it)."""

    type: Type
    targets: frozenset[int]  # ids of the defining (and completing) bindings' targets
    # The class whose method binds it: ``type`` holds that class's type parameters.
    owner: ClassInfo | None = None

    def for_receiver(self, prog: Program, receiver: Instance) -> Type:
        """The declared type as ``receiver`` (an instance of the owner or a subclass) sees it."""
        if self.owner is None or not self.owner.type_params:
            return self.type
        return substitute(self.type, instance_mapping(prog, receiver, self.owner))


@dataclass(frozen=True, slots=True)
class MethodFacts:
    """What one method binds and tests, found once for all its attributes' first bindings."""

    bound: frozenset[str]  # its locals (parameters rebound included)
    tests: tuple[tuple[ast.stmt, ast.expr, frozenset[str]], ...]  # a test, the names it reads
    stores: tuple[tuple[ast.stmt, ast.AST, str], ...]  # a binding's target and its dotted name


def _facts(info: ClassInfo, method: Method) -> MethodFacts:
    found = info.method_facts.get(id(method))
    if found is None:
        from hintloader.checker.scopes import local_names

        tests: list[tuple[ast.stmt, ast.expr, frozenset[str]]] = []
        stores: list[tuple[ast.stmt, ast.AST, str]] = []
        for other in statements(method.body):
            targets: list[ast.expr] = []
            if isinstance(other, (ast.If, ast.While, ast.Assert)):
                tests.append((other, other.test, frozenset(_refs(other.test))))
            elif type(other) is ast.Match:
                tests.append((other, other.subject, frozenset(_refs(other.subject))))
            elif type(other) is ast.Assign:
                targets.extend(other.targets)
            elif isinstance(other, (ast.AugAssign, ast.AnnAssign, ast.For, ast.AsyncFor)):
                targets.append(other.target)
            elif isinstance(other, (ast.With, ast.AsyncWith)):
                targets.extend(item.optional_vars for item in other.items if item.optional_vars is not None)
            for target in targets:
                for el in walk(target):
                    name = dotted(el) if isinstance(el, ast.expr) else None
                    if name is not None:
                        stores.append((other, el, name))
        found = info.method_facts[id(method)] = MethodFacts(frozenset(local_names(method.body, None)[0]), tuple(tests), tuple(stores))
    return found


def declared_attribute(ck: ExpressionChecker, info: ClassInfo, attr: str) -> Declaration | None:
    """The declaration the first binding makes of ``attr`` for instances of ``info``; None when
    it is not one we can be sure of (see the module's docstring)."""
    if ck.ctx.lenient:
        return None
    prog = ck.prog
    owner = _binding_class(prog, info, attr)
    if owner is None:
        return None
    memo = owner.first_bindings
    if attr not in memo:
        memo[attr] = None  # recursion guard: a value that reads the attribute itself
        incomplete = prog.flow_incomplete
        found = memo[attr] = _owned(_declaration(ck, owner, attr), owner)
        if prog.flow_incomplete != incomplete:
            del memo[attr]  # decided while a method's flow was unknown (attribute_flow): ask again later
        return found
    return memo[attr]


def _binding_class(prog: Program, info: ClassInfo, attr: str) -> ClassInfo | None:
    """The class of ``info``'s MRO whose methods bind ``attr`` first, where that binding may
    declare it: None when a base defines it otherwise, or none binds it.

    Remembered per Program (Program.binding_classes): every read and write of an attribute asks
    it, and it walks the MRO (Program.remembered_for_class)."""
    return prog.remembered_for_class(prog.binding_classes, info, (id(info), attr), lambda: _find_binding_class(prog, info, attr))


def _find_binding_class(prog: Program, info: ClassInfo, attr: str) -> ClassInfo | None:
    owner: ClassInfo | None = None
    binders: list[ClassInfo] = []
    for c in reversed(info.mro or [info]):
        if c.fullname == "builtins.object":
            continue
        if c.unknown_base or (c.is_stub and attr in c.body):
            return None
        if c.is_stub:
            continue  # (``ABC``, ``Exception``: a stub base that does not define the name)
        if prog.class_body_symbol(c, attr) is not None:
            return None
        if prog.instance_attr_symbol(c, attr) is not None:
            owner = owner or c
            binders.append(c)
    if owner is None or any(b not in a.mro for a, b in zip(binders[1:], binders)):
        return None  # two bases that bind it apart (``C(A, B)``): which one declares is mypy's MRO
    return owner


def _owned(found: Declaration | None, owner: ClassInfo) -> Declaration | None:
    return None if found is None else Declaration(found.type, found.targets, owner)


def declares(ck: ExpressionChecker, receiver: Type | None, target: ast.Attribute) -> bool:
    """Whether ``target`` is a binding that made its attribute's declaration (so is not
    checked against it)."""
    if type(receiver) is not Instance:
        return False
    info = ck.prog.class_by_name(receiver.name)
    found = declared_attribute(ck, info, target.attr) if info is not None else None
    return found is not None and id(target) in found.targets


def _declaration(ck: ExpressionChecker, info: ClassInfo, attr: str) -> Declaration | None:
    if info.node is None:
        return None
    found = (info.instance_attrs or {}).get(attr, [])
    if not found or any(type(stmt) is ast.AnnAssign for stmt, _ in found):
        return None
    method = found[0][1]
    own = [stmt for stmt, func in found if func is method]
    if not all(isinstance(stmt, ast.stmt) and hasattr(stmt, "lineno") for stmt in own):
        return None  # a ``for`` / ``with`` target (placeholders without a position)
    own.sort(key=lambda s: (s.lineno, s.col_offset))  # type: ignore[attr-defined]
    if not own or not _simple_binding(own[0], attr):
        return None
    if not is_annotated_def(method) or any(callee_name(d) in ("staticmethod", "classmethod") for d in method.decorator_list):
        return None
    first = own[0]
    assert type(first) is ast.Assign
    if is_none_literal(first.value):
        # mypy's partial None: the method's next binding to a value completes it.
        for later in own[1:]:
            if not _simple_binding(later, attr):
                return None
            assert type(later) is ast.Assign
            if is_none_literal(later.value):
                continue
            t = value_in_method(ck, info, method, later) or attribute_flow.value_in_flow(ck, info, method, later)
            if t is None:
                return None
            return Declaration(make_union([t, NONE]), frozenset({id(_bound(first, attr)), id(_bound(later, attr))}))
        return None  # left None: attribute_nones
    t = value_in_method(ck, info, method, first) or attribute_flow.value_in_flow(ck, info, method, first)
    return Declaration(t, frozenset({id(_bound(first, attr))})) if t is not None else None


def _simple_binding(stmt: object, attr: str) -> bool:
    """``self.x = value``, also in a chain of plain targets (``self.x = x = value``)."""
    return (type(stmt) is ast.Assign and stmt.type_comment is None and _bound(stmt, attr) is not None
            and all(isinstance(t, (ast.Name, ast.Attribute)) for t in stmt.targets))


def _bound(stmt: ast.Assign, attr: str) -> ast.Attribute | None:
    """The target of ``stmt`` that binds the attribute."""
    return next((t for t in stmt.targets if type(t) is ast.Attribute and t.attr == attr), None)


def value_in_method(ck: ExpressionChecker, info: ClassInfo, method: Method, stmt: ast.Assign) -> Type | None:
    """The widened type of ``stmt``'s value, inferred where only ``self``, the method's
    annotated parameters and module names are known; None when it reads anything else, reads
    what the method narrows before, or is not known."""
    value = stmt.value
    if type(value) is ast.Name and (binding := single_binding(method, stmt, value.id)) is not None:
        return value_in_method(ck, info, method, binding)
    if empty_collection(value) is not None or any(isinstance(n, (ast.Lambda, ast.NamedExpr, ast.Yield, ast.YieldFrom)) for n in walk(value)):
        return None
    args = method.args
    params = [*args.posonlyargs, *args.args]
    if not params:
        return None
    self_name = params[0].arg
    inner = {n.id for n in walk(value) if type(n) is ast.Name and type(n.ctx) is ast.Store}
    annotations = {a.arg: a.annotation for a in [*params[1:], *args.kwonlyargs]}
    star = {a.arg: a for a in (args.vararg, args.kwarg) if a is not None}
    read = {n.id for n in walk(value) if type(n) is ast.Name and type(n.ctx) is ast.Load} - inner
    from hintloader.checker.annotations import TypeConverter
    from hintloader.checker.symbols import Scope, class_scope

    bound = _facts(info, method).bound
    if "super" in read or self_name in bound:
        return None
    declared: dict[str, Type] = {self_name: info.self_instance()}
    reads_locals = False
    for name in read - {self_name}:
        if name in bound:
            # A local: unknown here, so the value counts only if its type does not depend on
            # it (``Handler(self, config)`` is a Handler whatever config is).
            declared[name] = ANY
            reads_locals = True
            continue
        note = annotations[name] if name in annotations else star[name].annotation if name in star else None
        if name in annotations and note is None:
            declared[name] = ANY  # (unannotated: as a local, the value must not depend on it)
            reads_locals = True
            continue
        if name in annotations or name in star:
            t = TypeConverter(ck.prog, class_scope(info), None).convert(note) if note is not None else ANY
            if has_type_vars(t) and not _class_vars_only(t, info):
                return None
            if name in star:  # ``*args: int`` is a tuple[int, ...], ``**kwargs: int`` a dict[str, int]
                t = (Instance("builtins.tuple", (t,)) if star[name] is args.vararg
                     else Instance("builtins.dict", (Instance("builtins.str"), t)))
            declared[name] = t
    from hintloader.checker.expressions import FuncCtx
    from hintloader.checker.statements import StatementChecker

    ctx = FuncCtx(Scope(info.scope.module), set(declared), declared, kind="function",
                  is_async=type(method) is ast.AsyncFunctionDef, name=method.name)
    ctx.method_of = info
    quiet = StatementChecker(ck.prog, ck.reporter, ctx)
    quiet.quiet = 1
    unknown = {name for name, t in declared.items() if t is ANY}
    narrowed = _narrowed_before(quiet, info, method, stmt, self_name, unknown)
    guarded = _guarded_value(quiet, info, method, stmt, narrowed)
    if guarded is not None:
        return guarded
    if narrowed:
        # What the method narrowed is unknown here: the value counts if it does not depend on it.
        value = _Unknowing(narrowed).visit(copy.deepcopy(value))
        declared[UNKNOWN] = ANY
        ctx.locals.add(UNKNOWN)
        reads_locals = True
    t = quiet.infer(value, None)
    if type(t) is NoneType and isinstance(stmt.value, (ast.Attribute, ast.Name)) and not reads_locals:
        # A name or attribute that is None (``self.domain = self.DEFAULT_DOMAIN`` of a class's
        # ``DEFAULT_DOMAIN = None``): no partial type, the attribute is declared None (mypy).
        return NONE
    if isinstance(t, (AnyType, NeverType, NoneType)) or (reads_locals and has_any(t)):
        return None
    if has_free_type_vars(t) and not _class_vars_only(t, info):
        return None
    # A literal value widens (``self.n = 0`` is an int); a parameter's declared Literal stays.
    if type(stmt.value) is ast.Name and stmt.value.id in annotations or keeps_declared_literal(stmt.value, t):
        return drop_literal_string(t)
    if isinstance(stmt.value, (ast.IfExp, ast.BoolOp)):
        # (of ``k if k is not None else None`` only the literals written there widen, as mypy)
        return drop_literal_string(widen_as_written(quiet, t, stmt.value))
    return widen_literal_strings(t)


def _class_vars_only(t: Type, info: ClassInfo) -> bool:
    """Whether the type variables in ``t`` are all plain type parameters of the class: a
    readers' instance substitutes its own type arguments for them (``self.v = v`` of ``v: T``
    declares ``v`` a ``T``, an ``A[int]``'s ``v`` an int, as mypy)."""
    found: list[TypeVarType] = []
    collect_type_vars(t, found)
    return bool(found) and all(v in info.type_params and v.kind is TypeVarKind.TYPEVAR for v in found)


def keeps_declared_literal(value: ast.expr, t: Type) -> bool:
    """A literal type declared elsewhere stays (mypy widens only the literal a constant, a
    ``Final`` name or an enum member is inferred as): the result of a call or a property
    declared ``-> Literal["2.0", "3.0"]``, which no single constant can be."""
    if type(value) is ast.Call:
        return any(type(i) is LiteralType for i in union_items(t))
    return type(value) is ast.Attribute and type(t) is UnionType and all(type(i) is LiteralType for i in t.items)


def _refs(expr: ast.AST) -> set[str]:
    """The dotted names an expression reads (``self.pool.get`` gives it, ``self.pool``, ``self``)."""
    found: set[str] = set()
    for n in walk(expr):
        name = dotted(n) if isinstance(n, ast.expr) else None
        if name is not None:
            found.add(name)
    return found


def _narrowed_before(ck: ExpressionChecker, info: ClassInfo, method: Method, stmt: ast.Assign, self_name: str,
                     unknown: set[str]) -> set[str]:
    """What the method tests or binds, before ``stmt``, of what its value reads: narrowed there
    maybe (mypy infers from the narrowed type; we would not). The ``unknown`` locals do not
    count: they are unknown already."""
    reads = {r for r in _refs(stmt.value) if r.partition(".")[0] not in unknown} - {self_name}
    narrowed: set[str] = set()
    if not reads:
        return narrowed
    facts = _facts(info, method)
    for other, test, names in facts.tests:
        if other.lineno <= stmt.lineno and names & reads:
            narrowed |= _narrows(ck, test, names & reads)
    for other, el, stored in facts.stores:
        if (other.lineno <= stmt.lineno and other is not stmt and stored in reads
                and not _defining(ck, info, el, other, self_name)):
            narrowed.add(stored)
    return narrowed


def _narrows(ck: ExpressionChecker, test: ast.expr, tested: frozenset[str]) -> set[str]:
    """What of ``tested`` (names ``test`` reads) it may narrow: all, when it calls something (a
    guard); else those of a union, ``object`` or unknown type (only those narrow by truth or
    ``is``)."""
    if not tested or any(type(n) is ast.Call for n in walk(test)):
        return set(tested)
    found: set[str] = set()
    for n in walk(test):
        if not isinstance(n, ast.expr):
            continue
        name = dotted(n)
        if name is not None and name in tested:
            t = ck.infer(n)
            if isinstance(t, (UnionType, AnyType)) or (type(t) is Instance and t.name == "builtins.object"):
                found.add(name)
    return found


def _guarded_value(ck: ExpressionChecker, info: ClassInfo, method: Method, stmt: ast.Assign, narrowed: set[str]) -> Type | None:
    """``if handler: self.h = handler`` (or ``if handler is not None:``): a value that is just
    the reference the enclosing ``if`` tests, and nothing else before narrows, is its type
    without None (mypy declares the narrowed type)."""
    ref = dotted(stmt.value)
    if ref is None or narrowed != {ref}:
        return None
    facts = _facts(info, method)
    if any(other.lineno <= stmt.lineno and other is not stmt and stored == ref for other, _, stored in facts.stores):
        return None
    tests = [(other, test) for other, test, names in facts.tests if other.lineno <= stmt.lineno and ref in names]
    if len(tests) != 1:
        return None
    other, test = tests[0]
    if not (type(other) is ast.If and any(n is stmt for block in other.body for n in walk(block))):
        return None
    is_not_none = (type(test) is ast.Compare and len(test.ops) == 1 and type(test.ops[0]) is ast.IsNot
                   and is_none_literal(test.comparators[0]) and dotted(test.left) == ref)
    if not (is_not_none or dotted(test) == ref):
        return None
    t = ck.infer(stmt.value)
    kept: list[Type] = [i for i in union_items(t) if type(i) is not NoneType]
    if type(t) is not UnionType or not kept or has_type_vars(t):
        return None
    if not is_not_none and not all(type(i) is Instance and not i.name.startswith("builtins.") for i in kept):
        return None  # truthiness narrows ``bool`` and ``str`` further: left to the gradual type
    return make_union(kept)


class _Unknowing(ast.NodeTransformer):
    """A copy of a value with the narrowed references replaced by an unknown name."""

    def __init__(self, narrowed: set[str]) -> None:
        self.narrowed = narrowed

    def visit_Name(self, node: ast.Name) -> ast.AST:
        return self._replaced(node)

    def visit_Attribute(self, node: ast.Attribute) -> ast.AST:
        return self._replaced(node)

    def _replaced(self, node: ast.Name | ast.Attribute) -> ast.AST:
        if type(node.ctx) is ast.Load and dotted(node) in self.narrowed:
            return ast.copy_location(ast.Name(UNKNOWN, ast.Load()), node)
        return self.generic_visit(node)


def _defining(ck: ExpressionChecker, info: ClassInfo, target: ast.AST, stmt: ast.stmt, self_name: str) -> bool:
    """``self.a = value`` that is the declaring binding of ``a``: it narrows ``self.a`` to what
    ``a`` is declared as, so a value reading ``self.a`` after it sees that declaration."""
    if not (type(target) is ast.Attribute and type(target.value) is ast.Name and target.value.id == self_name):
        return False
    found = declared_attribute(ck, info, target.attr)
    return found is not None and id(target) in found.targets and len(found.targets) == 1


def check_unsolved(ck: ExpressionChecker, node: ast.Assign) -> None:
    """``self.items = WeightedList()``: a generic class constructed with nothing to solve its
    type arguments from, as the binding that declares the attribute: mypy asks for the
    annotation (as for a local, first_bindings)."""
    info = ck.ctx.method_of
    target = node.targets[0] if len(node.targets) == 1 else None
    if info is None or ck.quiet or type(target) is not ast.Attribute or type(target.value) is not ast.Name:
        return  # (asked for every assignment: imports only past this test)
    from hintloader.checker.first_bindings import bare_construction, unsolved
    from hintloader.checker.unsolved_constructions import defaults_decide, generic_construction, unfed_construction

    from_empty = empty_items.made_from_empty(node.value)
    if not generic_construction(ck, node.value) and not from_empty:
        return  # (before the declaration, which infers the attribute's first binding)
    found = declared_attribute(ck, info, target.attr)
    if found is None or found.targets != frozenset({id(target)}):
        return
    if not ((unsolved(found.type) and bare_construction(ck, node.value, node) and not defaults_decide(ck, found.type))
            or (unsolved(found.type) and unfed_construction(ck, node.value, node, found.type))
            or (from_empty and empty_items.needs_annotation(found.type, node.value))):
        return
    ck.error(target, "var-annotated", f'Need type annotation for "{target.attr}"')
