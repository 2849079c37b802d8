"""An unannotated local (or module-level variable) is declared by its first binding, as mypy
declares it.

mypy gives a local without an annotation the (widened) type of its first assignment and then
checks every later assignment against it (``y = [3]`` then ``y = 3`` is an error), keeps it
across loop iterations (``t = 0.0; for x in xs: t += x`` stays a float) and reads it wherever
flow narrowing knows nothing better. Two first bindings declare nothing yet: ``None`` (mypy's
partial ``None`` type: the next binding declares ``T | None``) and a value that is or holds
``Any`` (nothing to check against), but for a builtin container of it (``args[1:]`` of an
unannotated ``*args`` declares a ``tuple[Any, ...]``, as in mypy). Unannotated functions declare nothing (mypy does not check
their bodies), and ``_`` is a throwaway name mypy lets take any value."""

from __future__ import annotations

import ast
from dataclasses import replace
from typing import TYPE_CHECKING

from hintloader.checker import empty_items
from hintloader.checker.partials import HINT_ARGS, PARTIAL_CLASSES, Partial, empty_collection, start_defaultdict, holds_empty, plain_module_variable, starred_middle, unfilled_class, use_sites
from hintloader.checker.shown_values import widen_as_written
from hintloader.typesystem.tuples import is_bounded
from hintloader.checker.unsolved_constructions import defaults_decide, unfed_construction
from hintloader.typesystem.relations import is_assignable
from hintloader.typesystem.model import (
    ANY,
    NONE,
    AnyOrigin,
    AnyType,
    CallableType,
    Instance,
    LiteralType,
    NeverType,
    NoneType,
    Overloaded,
    TupleType,
    Type,
    TypeType,
    TypeVarKind,
    TypeVarType,
    SELF_SCOPE,
    UnionType,
    has_any,
    make_union,
    union_items,
    drop_literal_string,
    widen_literal,
)
from hintloader.typesystem.formatting import format_type

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker, FuncCtx


def note_first_bindings(ck: ExpressionChecker, targets: list[ast.expr], value: ast.AST | None, stmt: ast.stmt) -> None:
    """After the binding of ``targets`` to ``value``: remember each local's first binding and
    declare the local by it where mypy would. Literals the value writes (``x = 0``, ``x =
    FINAL_CONST``) are declared as their class; a declared literal type (a ``Literal[...]``
    parameter) stays literal, as in mypy."""
    ctx = ck.ctx
    if ctx.kind not in ("function", "module") or (ck.quiet and not ck.trial_declares):
        return  # a quiet pass binds with guesses, but for a loop's trial, which declares for
                # itself (statements._trial_pass undoes it); a class body is left to the
                # base-class rules
    for node in _name_nodes(targets):
        name = node.id
        if name == "_" or name in ctx.declared or name in ctx.globals_decl or name in ctx.outer or name not in ck.env:
            continue
        if ctx.kind == "module" and not plain_module_variable(ck, name):
            continue
        current = ck.env[name]
        if value is not None:
            current = widen_as_written(ck, current, value)
            if _final_constant(ck, value):
                current = widen_literal(current)  # ``msg = registry.SOME_FINAL``: a str (mypy)
        # ``q = "SELECT 1"`` declares a ``str`` (mypy): a LiteralString is a value's type only.
        current = drop_literal_string(current)
        first = ctx.first_bound.get(name)
        of_any = False
        if (first is None and not ctx.lenient and name not in ctx.partials and unsolved(current)
                and ((bare_construction(ck, value, stmt) and not defaults_decide(ck, current))
                     or unfed_construction(ck, value, stmt, current))):
            # ``q = deque()``: nothing tells the item type (mypy: Need type annotation), and the
            # local is declared the class over Any (``deque[Any]``), as mypy declares it.
            ck.error(node, "var-annotated", f'Need type annotation for "{name}"')
            of_any = True
        elif (first is None and not ctx.lenient and name not in ctx.partials and isinstance(value, ast.expr)
              and type(stmt) is ast.Assign and stmt.targets == [node] and empty_collection(value) is None and holds_empty(value)):
            # ``pair = (n, [])``: the empty display's items are Never, nothing completes them.
            ck.error(node, "var-annotated", f'Need type annotation for "{name}"')
        elif (first is None and not ctx.lenient and name not in ctx.partials and type(stmt) is ast.Assign
              and (middle := _starred_middle(stmt, node)) is not None and all(holds_empty(item) for item in middle)):
            # ``a, *rest = 1, []``: the star's list of nothing known (mypy); of no items at all
            # (``a, *rest = (1,)``) a list whose item type nothing tells.
            hint = "" if middle else f' (hint: "{name}: {HINT_ARGS["builtins.list"]} = ...")'
            ck.error(node, "var-annotated", f'Need type annotation for "{name}"{hint}')
        elif (first is None and not ctx.lenient and name not in ctx.partials and type(stmt) is ast.Assign and stmt.targets == [node]
              and (kind := empty_items.partial_kind(current, value)) is not None):
            # ``x = sorted([])``: a partial type as ``x = []`` is (partials.after_binding).
            ctx.partials[name] = Partial(kind, stmt, node)
            continue
        elif (first is None and not ctx.lenient and name not in ctx.partials
              and (partial := start_defaultdict(ck, node, empty_items.item_value(targets, value, node), current, stmt)) is not None):
            if partial:
                continue  # ``d = defaultdict(list)``: completed by ``d[k].append(v)``
            # ``d = defaultdict(dict)``: nothing completes its value's items (mypy).
            ck.error(node, "var-annotated", f'Need type annotation for "{name}"')
            of_any = True
        elif (first is None and not ctx.lenient and name not in ctx.partials
              and empty_items.needs_annotation(current, empty_items.item_value(targets, value, node))):
            # ``d = TwoWay({})``: a call kept the display's unknown items (mypy's ambiguous Never).
            ck.error(node, "var-annotated", f'Need type annotation for "{name}"')
        if first is None:
            if of_any or (not ctx.lenient and name not in ctx.partials and _unsolved_function_result(ck, value, current)):
                current = _solved_as_any(current)
            ctx.first_bound[name] = current
            breaks = getattr(ck, "breaks", None)
            ctx.first_bound_loop[name] = breaks
            if not ctx.lenient and name not in ctx.partials and declares(current):
                ctx.declared[name] = current
                ctx.declared_at[name] = stmt
        elif type(first) is NoneType and not ctx.lenient and type(current) is not NoneType:
            # ``x = None`` then ``x = 1``: mypy's partial None type becomes ``int | None``.
            kind = empty_collection(value) if isinstance(value, ast.expr) and type(stmt) is ast.Assign and stmt.targets == [node] else None
            if kind is not None and name not in use_sites(ck).nested:  # (a nested scope may complete it first)
                # ``x = None`` then ``x = []``: nothing tells the items (mypy asks here); the
                # local is the class of Any, or None.
                ck.error(node, "var-annotated", f'Need type annotation for "{name}" (hint: "{name}: {HINT_ARGS[kind]} = ...")')
                current = unfilled_class(kind)
            completed = make_union([widen_literal(current), NONE])
            if declares(completed):
                ctx.first_bound[name] = ctx.declared[name] = completed


def note_walrus_binding(ck: ExpressionChecker, target: ast.Name, value: ast.expr, value_type: Type) -> None:
    """``(keys := parse(s))`` as a local's first binding declares it, as an assignment's would
    (mypy): a later ``keys = other`` must fit."""
    ctx = ck.ctx
    name = target.id
    if (ck.quiet or ctx.kind != "function" or ctx.lenient or name == "_" or name in ctx.declared or name in ctx.globals_decl
            or name in ctx.outer or name in ctx.first_bound or name in ctx.partials):
        return
    # (literals written in the value widen; a declared ``Literal`` result stays, as in mypy)
    current = drop_literal_string(widen_as_written(ck, value_type, value))
    ctx.first_bound[name] = current
    if declares(current):
        ctx.declared[name] = current


def none_in_another_branch(ck: ExpressionChecker, target: ast.expr, value: ast.expr, stmt: ast.stmt) -> None:
    """``if c: x = "s"`` / ``else: x = None`` (or ``try:`` / ``except: x = None``): mypy makes
    the local declared by its first binding Optional when ``None`` is assigned in another
    branch of the same ``if`` or ``try`` (elsewhere, ``None`` is an incompatible value)."""
    ctx = ck.ctx
    if not (type(target) is ast.Name and type(value) is ast.Constant and value.value is None):
        return
    declared_at = ctx.declared_at.get(target.id)
    if declared_at is None or ctx.body is None:
        return
    if ctx.branch_paths is None:
        ctx.branch_paths = _branch_paths(ctx.body)
    first, here = ctx.branch_paths.get(id(declared_at)), ctx.branch_paths.get(id(stmt))
    if first is None or here is None:
        return
    for a, b in zip(first, here):
        if a != b:
            if a[0] == b[0]:  # the same if / try, another branch
                ctx.declared[target.id] = make_union([ctx.declared[target.id], NONE])
            return


def _branch_paths(body: list[ast.stmt]) -> dict[int, tuple[tuple[int, int], ...]]:
    """Each statement's branches: (id of an enclosing ``if`` / ``try`` / ``match`` / loop, which of its
    blocks) from the outside in. Nested scopes are left out."""
    out: dict[int, tuple[tuple[int, int], ...]] = {}
    pending: list[tuple[list[ast.stmt], tuple[tuple[int, int], ...]]] = [(body, ())]
    while pending:
        block, path = pending.pop()
        for stmt in block:
            out[id(stmt)] = path
            if type(stmt) is ast.If:
                pending.append((stmt.body, path + ((id(stmt), 0),)))
                pending.append((stmt.orelse, path + ((id(stmt), 1),)))
            elif type(stmt) is ast.Try or (_TRY_STAR and isinstance(stmt, _TRY_STAR)):
                handlers: list[ast.ExceptHandler] = getattr(stmt, "handlers")  # TryStar: the fields of Try
                pending.append((getattr(stmt, "body") + getattr(stmt, "orelse"), path + ((id(stmt), 0),)))
                for i, handler in enumerate(handlers, start=1):
                    pending.append((handler.body, path + ((id(stmt), i),)))
                pending.append((getattr(stmt, "finalbody"), path))
            elif type(stmt) is ast.Match:
                for i, case in enumerate(stmt.cases):
                    pending.append((case.body, path + ((id(stmt), i),)))
            elif isinstance(stmt, (ast.For, ast.AsyncFor, ast.While)):
                # A loop's ``else`` runs where its body did not break: another branch (mypy).
                pending.append((stmt.body, path + ((id(stmt), 0),)))
                pending.append((stmt.orelse, path + ((id(stmt), 1),)))
            elif isinstance(stmt, (ast.With, ast.AsyncWith)):
                pending.append((stmt.body, path))
    return out


_TRY_STAR: tuple[type[ast.stmt], ...] = (ast.TryStar,) if hasattr(ast, "TryStar") else ()


def check_loop_target(ck: ExpressionChecker, target: ast.Name, item: Type, declared: Type) -> None:
    """``for x in ...`` rebinding a declared local: the items must fit it (mypy)."""
    if has_any(item) or is_assignable(item, declared, ck.prog):
        return
    ck.error(target, "assignment", f'Incompatible types in assignment (expression has type "{format_type(widen_literal(item))}", '
             f'variable has type "{format_type(declared)}")')


def loop_target_names(ck: ExpressionChecker, target: ast.expr, item: Type) -> list[tuple[ast.Name, Type]]:
    """The names a loop's target binds, each with the type it takes from ``item``: a tuple
    target (``for k, v in d.items()``) unpacks a tuple item position by position, any other
    iterable item by its items. Starred targets, unions and Any are left out."""
    if type(target) is ast.Name:
        return [(target, item)]
    if not isinstance(target, (ast.Tuple, ast.List)) or any(type(e) is ast.Starred for e in target.elts):
        return []
    if type(item) is Instance and (fields := ck.prog.namedtuple_items(item)) is not None:
        item = fields
    if type(item) is TupleType:
        if not is_bounded(item.items) or len(item.items) != len(target.elts):
            return []
        pairs = list(zip(target.elts, item.items))
    elif type(item) is Instance:
        from hintloader.checker.calls import iterated_type

        elem = iterated_type(ck, item, None)
        pairs = [(e, elem) for e in target.elts]
    else:
        return []
    return [named for e, t in pairs for named in loop_target_names(ck, e, t)]


def declares(first: Type) -> bool:
    """A first binding mypy takes as the local's type and hintloader can hold it to: a known
    type without Any (a builtin container of Any aside), no ``None`` placeholder, no empty
    display (``[]`` is a partial type)."""
    if isinstance(first, (NoneType, NeverType, AnyType)) or any(type(i) is AnyType for i in union_items(first)):
        return False
    if any(has_any(i) and not _shaped(i) for i in union_items(first)):
        # A generic instance of Any (``chain[Any]``, ``list[Any]``, also as a union member) is
        # its class, a callable of Any (a bare ``Callable``) a callable and a tuple of Any a
        # tuple of that length: a later value of another kind does not fit it (the checks
        # excuse an Any only where it sits).
        return False
    for item in union_items(first):
        if type(item) is Instance:
            if item.name == "builtins.object" or any(type(a) is NeverType for a in item.args):
                return False
        elif type(item) is TypeVarType:
            if item.kind != TypeVarKind.TYPEVAR or item.scope == SELF_SCOPE:
                return False  # (a ParamSpec, TypeVarTuple or Self: left as bound)
        elif not isinstance(item, (NoneType, LiteralType, TupleType, TypeType, CallableType, Overloaded, UnionType)):
            return False  # modules, ...: left as bound
    return not isinstance(first, AnyType)


def _shaped(t: Type) -> bool:
    """Whether a type that holds Any still has a known shape to declare: a class instance,
    callable, class object (``type[Any]``) or tuple whose Any parts no generic call left
    unsolved."""
    if type(t) is Instance:
        return not any(type(a) is AnyType and a.origin is AnyOrigin.UNSOLVED for a in t.args)
    if type(t) is TupleType:
        return all(type(i) is not AnyType or i.origin is not AnyOrigin.UNSOLVED for i in t.items)
    return isinstance(t, (CallableType, Overloaded, TypeType))


def _final_constant(ck: ExpressionChecker, value: ast.AST) -> bool:
    """A name or ``module.NAME`` declared ``Final`` without a written type: its literal type
    is inferred, and mypy widens it in a variable it initialises."""
    if not isinstance(value, (ast.Name, ast.Attribute)):
        return False
    if type(value) is ast.Name and value.id in ck.ctx.locals and ck.ctx.kind == "function":
        return value.id not in ck.ctx.declared  # ``x: Final = 1`` in the function: no type written
    sym = ck.symbol_of(value)
    return sym is not None and sym.kind == "var" and sym.is_final and ck.prog.declared_type(sym) is None


def unsolved(t: Type, depth: int = 0) -> bool:
    """Whether a type argument of ``t`` is a type variable its generic call left unsolved
    (``deque()`` is a ``deque[Any]`` of nothing). Not reported: a bare one (``T | None`` of
    nothing is None to mypy), and builtin containers whose item (or key) type is unsolved
    (``list[T]`` of nothing, ``defaultdict(list)``): mypy may complete those from later uses
    as partial types."""
    if depth > 8:
        return False
    if type(t) is Instance:
        if not t.args or (t.name in PARTIAL_CLASSES and all(_bare_unsolved(a) for a in t.args[:1])):
            return False
        return any(_bare_unsolved(a) or unsolved(a, depth + 1) for a in t.args)
    if isinstance(t, (TupleType, UnionType)):
        return any(unsolved(i, depth + 1) for i in t.items)
    return False


def bare_construction(ck: ExpressionChecker, value: ast.AST | None, stmt: ast.stmt) -> bool:
    """``q = deque()``: a class called without arguments, bound to one name. Only there is an
    unsolved type argument certain: elsewhere (overloads, ``*args``, a chained assignment's
    declared target) the solver may lack what mypy solves from."""
    if not (type(value) is ast.Call and not value.args and not value.keywords):
        return False
    if type(stmt) is ast.Assign and len(stmt.targets) != 1:
        return False
    sym = ck.symbol_of(value.func)
    return sym is not None and sym.kind == "class"


def _unsolved_function_result(ck: ExpressionChecker, value: ast.AST | None, made: Type) -> bool:
    """``hook = make_hook(cls)`` where ``make_hook(cl: type[T]) -> Hook[T]`` is a plain (not
    overloaded) function and nothing solved T (``cls: type``): mypy declares the local the
    result's class over Any (after asking for its annotation). The class is the declared
    result's whatever the arguments, so the declaration is certain; the annotation request is
    left to the certain constructions above."""
    if type(value) is not ast.Call or type(made) is not Instance or not any(_bare_unsolved(a) for a in made.args):
        return False
    sym = ck.symbol_of(value.func)
    if sym is None or sym.kind != "func":
        return False
    sig = ck.prog.value_type(sym)
    return type(sig) is CallableType and type(sig.ret) is Instance and sig.ret.name == made.name


def _solved_as_any(t: Type, depth: int = 0) -> Type:
    """``t`` with the type arguments no call solved as plain Any (``Box[Any]``)."""
    if depth > 8:
        return t
    if _bare_unsolved(t):
        return ANY
    if type(t) is Instance and t.args:
        return replace(t, args=tuple(_solved_as_any(a, depth + 1) for a in t.args))
    if type(t) is UnionType:
        return make_union([_solved_as_any(i, depth + 1) for i in t.items])
    return t


def _bare_unsolved(t: Type) -> bool:
    return type(t) is AnyType and t.origin is AnyOrigin.UNSOLVED


def _starred_middle(stmt: ast.Assign, name: ast.Name) -> list[ast.expr] | None:
    """The display items the starred ``name`` takes in ``stmt`` (partials.starred_middle)."""
    for target in stmt.targets:
        if (found := starred_middle(target, stmt.value, name)) is not None:
            return found
    return None


def _name_nodes(targets: list[ast.expr]) -> list[ast.Name]:
    """The names a target list binds, in order, through tuples and stars."""
    out: list[ast.Name] = []
    pending = list(targets)
    while pending:
        t = pending.pop(0)
        if type(t) is ast.Name:
            out.append(t)
        elif isinstance(t, (ast.Tuple, ast.List)):
            pending[:0] = t.elts
        elif type(t) is ast.Starred:
            pending.insert(0, t.value)
    return out


def closure_view(ctx: FuncCtx) -> dict[str, Type]:
    """What a function nested in an unannotated one sees of its locals: there first bindings
    declare nothing (the body is lenient), but a local bound by one plain assignment only has
    that binding's type whenever the nested function runs. Unions are left out (the binding
    may have been narrowed where the nested function is defined)."""
    if not ctx.lenient or not ctx.first_bound or not ctx.scope.local_defs:
        return {}
    defs = ctx.scope.local_defs[0]
    out: dict[str, Type] = {}
    for name, t in ctx.first_bound.items():
        bindings = defs.get(name)
        if name in ctx.declared or not bindings or len(bindings) != 1 or type(bindings[0]) is not ast.Assign:
            continue
        if declares(t) and type(t) is not UnionType:
            out[name] = t
    return out
