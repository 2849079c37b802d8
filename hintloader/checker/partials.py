"""Empty displays take their type from the calls that fill them (mypy's partial types).

``x = []`` (``{}``, ``set()``, ``list()``, ``dict()``) in a checked function or at module level
declares nothing yet: the first ``x.append(v)`` / ``x.add(v)`` / ``x.discard(v)``, ``x.extend(a_list)``
/ ``x.update(...)``, ``x[k] = v`` on a dict, ``x += a_list`` (``x |= a_set``) or a later binding
to a value of the same class gives the local its type, which later uses are checked against.
Only the scope that binds it fills it: mypy's default ``local_partial_types`` keeps a function
from filling a module-level one. Any other use of the local before it is filled reads it, and
mypy asks for the annotation there (``Need type annotation``, ``var-annotated``), as it does for
one nothing fills before its scope ends."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from hintloader.checker.astutil import child_nodes, walk
from hintloader.checker.shown_values import shown_value
from hintloader.typesystem.model import (
    ANY,
    UNSOLVED_ANY,
    AnyOrigin,
    AnyType,
    Instance,
    NoneType,
    Type,
    TypeType,
    drop_literal_string,
    has_any,
    union_items,
    widen_literal_strings,
)
from hintloader.typesystem.formatting import format_type
from hintloader.typesystem.relations import is_assignable

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker, FuncCtx

# What an empty display or constructor call makes, and what fills it (as mypy's tables).
_EMPTY_CALLS = {"list": "builtins.list", "dict": "builtins.dict", "set": "builtins.set"}
_ITEM_METHODS: dict[str, tuple[str, ...]] = {"builtins.list": ("append",), "builtins.set": ("add", "discard")}
_CONTAINER_METHODS: dict[str, dict[str, tuple[str, ...]]] = {
    "builtins.list": {"extend": ("builtins.list",)},
    "builtins.dict": {"update": ("builtins.dict",)},
    "collections.OrderedDict": {"update": ("builtins.dict",)},
    "builtins.set": {"update": ("builtins.set", "builtins.list")},
}
# The augmented assignments whose value, of the partial's class, fills it (mypy's table).
_AUGMENTED_OPS = frozenset({("builtins.list", ast.Add), ("builtins.set", ast.BitOr)})
HINT_ARGS = {"builtins.list": "list[<type>]", "builtins.set": "set[<type>]", "builtins.dict": "dict[<type>, <type>]"}
# The classes whose unsolved construction mypy keeps partial rather than asking for an
# annotation (``defaultdict(list)`` as well: its value type is known, its key type is filled later).
PARTIAL_CLASSES = frozenset({*HINT_ARGS, "collections.defaultdict"})
# The mappings an item write fills (``d[k] = v``), and mypy's hintless ones (no builtin alias).
_MAPPINGS = frozenset({"builtins.dict", "collections.OrderedDict", "collections.defaultdict"})


class Partial(NamedTuple):
    """A local bound to an empty collection that nothing filled yet: its class, the binding,
    the name it binds (an item of a tuple target too), and for a ``defaultdict`` the type its
    factory makes (its own items left as Any: ``list[Any]`` of ``defaultdict(list)``), which
    the first fill of ``d[k]`` completes."""

    kind: str
    node: ast.Assign
    target: ast.Name
    value: Instance | None = None


def plain_module_variable(ck: ExpressionChecker, name: str) -> bool:
    """A module-level name bound only by plain assignments: no annotation or type comment
    anywhere in the module declares it (that declaration is its type), and no ``def``,
    ``class`` or import binds it."""
    sym = ck.prog.lookup(ck.ctx.scope, name)
    if sym is None or sym.kind != "var":
        return False
    return not any(isinstance(n, ast.AnnAssign) or getattr(n, "type_comment", None) for n in sym.nodes)


def filling_methods(kind: str) -> frozenset[str]:
    """The methods whose call fills a partial ``kind`` (``append``, ``extend`` of a list ...)."""
    return frozenset(_ITEM_METHODS.get(kind, ())) | frozenset(_CONTAINER_METHODS.get(kind, {}))


def empty_collection(value: ast.expr) -> str | None:
    """The class an empty display or argument-less ``list()`` / ``dict()`` / ``set()`` makes."""
    # (tested by identity, calls first: every binding's value asks this)
    if type(value) is ast.Call:
        func = value.func
        return _EMPTY_CALLS.get(func.id) if type(func) is ast.Name and not value.args and not value.keywords else None
    if type(value) is ast.List:
        return None if value.elts else "builtins.list"
    if type(value) is ast.Dict:
        return None if value.keys else "builtins.dict"
    return None


def holds_empty(value: ast.expr) -> bool:
    """Whether a value written without an expected type holds mypy's ambiguous Never: an empty
    display, a tuple display with such an item, a list / set / dict display all of whose items
    (values) are such (``(n, [])``, ``[[]]``, ``{"a": []}``; ``[[], [1]]`` joins to
    ``list[list[int]]``)."""
    if empty_collection(value) is not None:
        return True
    if isinstance(value, ast.Tuple):
        return any(not isinstance(e, ast.Starred) and holds_empty(e) for e in value.elts)
    if isinstance(value, (ast.List, ast.Set)):
        return all(not isinstance(e, ast.Starred) and holds_empty(e) for e in value.elts)
    if isinstance(value, ast.Dict):
        return None not in value.keys and all(holds_empty(v) for v in value.values)
    return False


def start(ck: ExpressionChecker, node: ast.Assign, *, in_loop: bool) -> None:
    """``x = []`` as a local's first binding in a checked function (or a plain module-level
    variable's): a partial type. Each name of a chained assignment of undeclared names (``x = y
    = []``) and each item of a tuple target bound to a tuple display of its length (``a, b =
    [], {}``) is one of its own, as mypy checks those bindings one by one."""
    ctx = ck.ctx
    if ctx.kind not in ("function", "module") or ctx.lenient or ck.quiet:
        return
    if len(node.targets) > 1 and not all(isinstance(t, ast.Name) and t.id not in ctx.declared for t in node.targets):
        # (``args = node.args = []``: mypy infers the value in the declared target's type; the
        # last target takes the value itself: ``self.set = found = {}`` makes ``found`` partial)
        last = node.targets[-1]
        if isinstance(last, ast.Name) and last.id not in ctx.declared:
            _start_one(ck, node, last, node.value, in_loop)
        return
    for whole in node.targets:
        for target, value in bound_items(whole, node.value):
            _start_one(ck, node, target, value, in_loop)


def bound_items(target: ast.expr, value: ast.expr) -> list[tuple[ast.Name, ast.expr]]:
    """The names ``target`` binds with the part of ``value`` each takes, through tuple targets
    of tuple displays of the same length (``a, (b, c) = [], ([], n)``); a name whose part is
    not written out (``a, b = pair``) is left out."""
    if isinstance(target, ast.Name):
        return [(target, value)]
    if not isinstance(target, (ast.Tuple, ast.List)) or not isinstance(value, (ast.Tuple, ast.List)):
        return []
    if any(isinstance(e, ast.Starred) for e in value.elts):
        return []
    stars = [i for i, e in enumerate(target.elts) if isinstance(e, ast.Starred)]
    if not stars:
        if len(target.elts) != len(value.elts):
            return []
        return [pair for t, v in zip(target.elts, value.elts) for pair in bound_items(t, v)]
    # ``c, *rest = [], []``: the names around the star take their own items (the star takes
    # a list of the middle ones: starred_middle)
    star, after = stars[0], len(target.elts) - stars[0] - 1
    if len(stars) > 1 or len(value.elts) < star + after:
        return []
    pairs = list(zip(target.elts[:star], value.elts[:star]))
    pairs += list(zip(target.elts[star + 1:], value.elts[len(value.elts) - after:]))
    return [pair for t, v in pairs for pair in bound_items(t, v)]


def starred_middle(target: ast.expr, value: ast.expr, name: ast.Name) -> list[ast.expr] | None:
    """The items of the display ``value`` that the starred ``*name`` of ``target`` takes
    (``b`` of ``a, *b, c = 1, 2, 3, 4`` takes ``2, 3``); None where ``name`` is no such star."""
    if not isinstance(target, (ast.Tuple, ast.List)) or not isinstance(value, (ast.Tuple, ast.List)):
        return None
    if any(isinstance(e, ast.Starred) for e in value.elts):
        return None
    stars = [i for i, e in enumerate(target.elts) if isinstance(e, ast.Starred)]
    star_target = target.elts[stars[0]] if len(stars) == 1 else None
    if isinstance(star_target, ast.Starred) and star_target.value is name:
        star, after = stars[0], len(target.elts) - stars[0] - 1
        return value.elts[star:len(value.elts) - after] if len(value.elts) >= star + after else None
    if stars or len(target.elts) != len(value.elts):
        return None
    for t, v in zip(target.elts, value.elts):
        if (found := starred_middle(t, v, name)) is not None:
            return found
    return None


def _start_one(ck: ExpressionChecker, node: ast.Assign, target: ast.Name, value: ast.expr, in_loop: bool) -> None:
    ctx = ck.ctx
    name = target.id
    if ctx.kind == "module" and (name == "__all__" or not plain_module_variable(ck, name)):
        # A name a def, class, import or annotation also binds keeps that declaration; mypy
        # infers a module's ``__all__`` against ``Sequence[str]``.
        return
    if name in ctx.declared or name in ctx.partials or name == "_" or name in ctx.globals_decl or name in ctx.outer:
        return
    kind = empty_kind(ck, value)
    if kind is None:
        return
    if name not in ctx.first_bound:
        ctx.partials[name] = Partial(kind, node, target)
    elif isinstance(ctx.first_bound[name], NoneType) and (not in_loop or _same_loop(ck, name)):
        # ``x = None`` then ``x = []``: mypy's partial None becomes the partial list, None
        # dropped (``x.append(1)`` makes it ``list[int]``, and a later ``x = None`` misfits).
        # In a loop the None bound before it, mypy's next pass reads it at the loop's head
        # first (first_bindings); both bound in the same loop's body, it is as outside one.
        del ctx.first_bound[name]
        ctx.partials[name] = Partial(kind, node, target)


def _same_loop(ck: ExpressionChecker, name: str) -> bool:
    """Whether ``name``'s first binding was made in the body of the loop now checked."""
    breaks = getattr(ck, "breaks", None)
    return breaks is not None and ck.ctx.first_bound_loop.get(name) is breaks


def empty_kind(ck: ExpressionChecker, value: ast.expr) -> str | None:
    """The class of an empty collection ``value`` makes for a partial type: a builtin one
    (empty_collection), or an argument-less ``OrderedDict()`` (mypy's table has it too)."""
    kind = empty_collection(value)
    if kind is None and isinstance(value, ast.Call) and not value.args and not value.keywords:
        sym = ck.symbol_of(value.func)
        if sym is not None and sym.kind == "class" and sym.fullname == "collections.OrderedDict":
            return sym.fullname
    return kind


def start_defaultdict(ck: ExpressionChecker, target: ast.Name, value: ast.AST | None, made: Type, stmt: ast.stmt) -> bool | None:
    """``d = defaultdict(list)`` as a first binding, ``made`` its type (its key type unsolved):
    mypy keeps it partial when its factory makes an instance of a class of no type arguments
    or of one it leaves unsolved (``int``, ``list[Never]``), and the first ``d[k].append(v)``
    or ``d[k] = v`` completes it. Any other factory (``dict``, ``lambda: (0, 0)``) leaves
    nothing to complete: it needs an annotation. True when partial, False when it needs the
    annotation, None when it is neither (a key type known, a factory's type unknown here)."""
    if not (isinstance(made, Instance) and made.name == "collections.defaultdict" and len(made.args) == 2 and _unsolved(made.args[0])):
        return None
    if not isinstance(stmt, ast.Assign) or len(stmt.targets) != 1 or not isinstance(value, ast.Call) or len(value.args) != 1 or value.keywords or isinstance(value.args[0], ast.Starred):
        return None
    factory, held = value.args[0], made.args[1]
    if _unsolved(held):
        # A class the solver did not follow (``list``'s overloaded constructor): its instance of
        # nothing (mypy's ``list[Never]``).
        made_by = ck.infer_again(factory)
        if not (isinstance(made_by, TypeType) and made_by.class_object and isinstance(made_by.item, Instance) and not made_by.item.args):
            return None
        info = ck.prog.class_by_name(made_by.item.name)
        if info is None:
            return None
        held = Instance(made_by.item.name, (UNSOLVED_ANY,) * len(info.type_params))
    elif isinstance(factory, ast.Lambda) and isinstance(held, Instance) and empty_collection(factory.body) is not None:
        held = Instance(held.name, (UNSOLVED_ANY,) * len(held.args))  # ``lambda: []``: ``list[Never]``
    if has_any(held) and not (isinstance(held, Instance) and all(_unsolved(a) for a in held.args)):
        return None
    if isinstance(held, Instance) and (not held.args or (len(held.args) == 1 and isinstance(held.args[0], (AnyType, NoneType)))):
        ck.ctx.partials[target.id] = Partial("collections.defaultdict", stmt, target, Instance(held.name, (ANY,) * len(held.args)))
        return True
    return False


def after_binding(ck: ExpressionChecker, node: ast.Assign) -> None:
    """The partial locals this binding starts are left out of the flow env: a read before one
    is filled is unknown, and once filled (on any path) it is read as its declared type after
    every merge."""
    for name, found in ck.ctx.partials.items():
        if found.node is node:
            ck.env.pop(name, None)


def statement_calls(value: ast.expr) -> list[ast.Call]:
    """The calls an expression statement makes for their effect: the call itself, or each
    branch's of a conditional (``a.append(n) if short else b.append(n)``, filled as mypy fills
    a partial type at any call)."""
    if isinstance(value, ast.IfExp):
        return statement_calls(value.body) + statement_calls(value.orelse)
    return [value] if isinstance(value, ast.Call) else []


def fill_by_call(ck: ExpressionChecker, call: ast.Call) -> None:
    """``x.append(v)`` and the like on a partial ``x``: its type, from the argument. On a
    partial ``defaultdict`` of lists (sets), ``d[k].append(v)`` gives its value type, and the
    key its key type (mypy)."""
    func = call.func
    if ck.quiet or not isinstance(func, ast.Attribute):
        return
    keyed = func.value if isinstance(func.value, ast.Subscript) else None
    receiver = keyed.value if keyed is not None else func.value
    if not isinstance(receiver, ast.Name):
        return
    owner = owner_of(ck, receiver.id)
    if owner is None or len(call.args) != 1 or call.keywords or isinstance(call.args[0], ast.Starred):
        return
    found = owner.partials[receiver.id]
    if keyed is not None and found.value is None:
        return
    kind = found.value.name if found.value is not None and keyed is not None else found.kind
    if keyed is None and found.value is not None:
        return  # (``d.update(...)`` of a defaultdict: mypy's table has no such fill)
    arg = ck.infer_again(call.args[0])
    filled: Type | None = None
    if func.attr in _ITEM_METHODS.get(kind, ()):
        if not isinstance(arg, NoneType) and not holds_empty(call.args[0]):  # (``x.append((k, []))``: no type)
            filled = Instance(kind, (widen_literal_strings(arg),))
    elif func.attr in _CONTAINER_METHODS.get(kind, {}):
        if isinstance(arg, AnyType):
            filled = Instance(kind, (arg,) * (2 if kind in _MAPPINGS else 1))
        elif isinstance(arg, Instance) and arg.name in _CONTAINER_METHODS[kind][func.attr] and not any(isinstance(a, NoneType) for a in arg.args):
            filled = Instance(kind, tuple(drop_literal_string(a) for a in arg.args))
        elif any(isinstance(i, Instance) and i.name in _CONTAINER_METHODS[kind][func.attr] for i in union_items(arg)):
            # A union of lists (``a if c else b``) where mypy may join them into one: no use,
            # and nothing we are sure of fills it.
            del owner.partials[receiver.id]
            return
    if filled is not None and keyed is not None:
        key = ck.infer_again(keyed.slice)
        filled = None if isinstance(key, NoneType) else Instance(found.kind, (widen_literal_strings(key), filled))
    if filled is not None:
        _declare(owner, receiver.id, filled)


def fill_by_augmented(ck: ExpressionChecker, node: ast.AugAssign) -> None:
    """``x += [1]`` on a partial list (``x |= {1}`` on a set): its type, from the value of its
    class; any other augmented assignment reads the local, so it needs its annotation (mypy)."""
    ctx = owner_of(ck, node.target.id) if isinstance(node.target, ast.Name) and not ck.quiet else None
    if ctx is None or not isinstance(node.target, ast.Name):
        return
    name = node.target.id
    kind = ctx.partials[name].kind
    if (kind, type(node.op)) in _AUGMENTED_OPS and empty_collection(node.value) is None:
        value = ck.infer_again(node.value)
        if isinstance(value, AnyType):
            _declare(ctx, name, Instance(kind, (value,)))
            return
        if isinstance(value, Instance) and value.name == kind and not any(isinstance(a, NoneType) for a in value.args):
            _declare(ctx, name, drop_literal_string(value))
            return
    read(ck, name)


def fill_by_item(ck: ExpressionChecker, target: ast.Subscript, value: Type, value_node: ast.AST | None) -> None:
    """``x[k] = v`` on a partial dict (``OrderedDict``, ``defaultdict``) ``x``. A value that
    holds an empty display (``x[k] = []``, ``x[k] = (n, [])``) tells nothing: mypy reads ``x``
    there, which asks for its annotation. A defaultdict takes only a value of its factory's
    type (``list[int]`` where ``defaultdict(list)`` makes ``list[Any]``); another one leaves it
    partial, and the write reads it."""
    if ck.quiet or not isinstance(target.value, ast.Name):
        return
    owner = owner_of(ck, target.value.id)
    found = owner.partials[target.value.id] if owner is not None else None
    if owner is None or found is None or found.kind not in _MAPPINGS or isinstance(value, NoneType):
        return
    if isinstance(value_node, ast.expr) and holds_empty(value_node):
        _needs_annotation(ck, target.value.id, found)
        del owner.partials[target.value.id]
        return
    value = widen_literal_strings(value)
    if found.value is not None and not (is_assignable(value, found.value, ck.prog) and is_assignable(found.value, value, ck.prog)):
        return
    key = ck.infer_again(target.slice)
    _declare(owner, target.value.id, Instance(found.kind, (widen_literal_strings(key), value)))


def fill_by_binding(ck: ExpressionChecker, node: ast.Assign) -> None:
    """A later binding of a partial local: a value of its class (or an unknown one) declares it,
    as a first binding would; any other value (``None``, a tuple, another empty display) writes
    to the local, which reads it: mypy asks for its annotation and checks the value against the
    unfilled class (``list[Any]``). A value that reads the local itself reads it first."""
    target = node.targets[0] if len(node.targets) == 1 else None
    ctx = owner_of(ck, target.id) if isinstance(target, ast.Name) and not ck.quiet else None
    if ctx is None or not isinstance(target, ast.Name):
        return  # (a nested function's ``nonlocal`` binding completes the enclosing one's)
    name = target.id
    kind = ctx.partials[name].kind
    if _reads(node.value, name):
        read(ck, name)  # (``x = x + [1]``: read first, then completed by the sum)
    value = ck.infer_again(node.value) if empty_collection(node.value) is None else None
    if value is not None and any(isinstance(i, AnyType) or (isinstance(i, Instance) and i.name == kind) for i in union_items(value)):
        del ctx.partials[name]
        ctx.first_bound.pop(name, None)
        return
    if read(ck, name) and value is not None and not is_assignable(value, empty := unfilled_class(kind), ck.prog):
        ck.error(node.value, "assignment", f'Incompatible types in assignment (expression has type '
                 f'"{format_type(shown_value(ck, node.value, value, empty))}", variable has type "{format_type(empty)}")')


@dataclass(frozen=True, slots=True)
class UseSites:
    """Where a body uses names in ways that are no use of a partial local here: the operands
    tested for containment (ids of the names), and the names nested scopes may fill (mypy
    checks a nested function where it stands; one that only reads the local reads it there)."""

    contained: frozenset[int]
    nested: frozenset[str]


def read(ck: ExpressionChecker, name: str, node: ast.Name | None = None) -> bool:
    """A use of a partial local that does not fill it: it needs its annotation, reported where
    the local is bound (once: the reporter keeps one of each). Like mypy, the local stays
    partial, a later fill still gives it its type. Testing it for containment (``k in seen``)
    is no use to mypy; a use in a nested function is one (mypy checks it where it stands).
    Whether it was reported."""
    owner = owner_of(ck, name)
    if ck.quiet or owner is None:
        return False  # (a quiet trial inference, a call's candidates or a loop's next pass, uses nothing)
    sites = use_sites(ck)
    if name in sites.nested or (node is not None and id(node) in sites.contained):
        return False
    _needs_annotation(ck, name, owner.partials[name])
    return True


def is_partial(ck: ExpressionChecker, name: str) -> bool:
    """Whether ``name`` here is a partial local (of this function or an enclosing one)."""
    return owner_of(ck, name) is not None


def owner_of(ck: ExpressionChecker, name: str) -> FuncCtx | None:
    """The context whose partial local ``name`` is: this one, or for a free name of a checked
    nested function an enclosing function's (mypy lets a nested function fill it)."""
    ctx = ck.ctx
    while True:
        if name in ctx.partials:
            return ctx
        if ctx.enclosing is None or ctx.lenient or name not in ctx.outer or name in ctx.locals or name in ctx.globals_decl:
            return None
        ctx = ctx.enclosing


def use_sites(ck: ExpressionChecker) -> UseSites:
    """The body's use sites, found once per body (only a body with a partial local asks)."""
    ctx = ck.ctx
    if ctx.partial_sites is None:
        module = ctx.kind == "module"
        tree = ctx.scope.module.tree
        body = ctx.body if ctx.body is not None else tree.body if tree is not None and module else []
        contained = frozenset(id(comp) for stmt in body for sub in walk(stmt) if isinstance(sub, ast.Compare)
                              for op, comp in zip(sub.ops, sub.comparators)
                              if isinstance(op, (ast.In, ast.NotIn)) and isinstance(comp, ast.Name))
        nested: set[str] = set()
        for stmt in body:
            for sub in walk(stmt):
                if not isinstance(sub, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
                    continue
                if not module:
                    nested.update(_filled_names(_inner_walk(sub)))
                elif not isinstance(sub, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    # At module level functions fill nothing (mypy's default local_partial_types).
                    nested.update(_names_outside_functions(sub))
        ctx.partial_sites = UseSites(contained, frozenset(nested))
    return ctx.partial_sites


def _inner_walk(scope: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda | ast.ClassDef) -> list[ast.AST]:
    """The nodes a nested scope evaluates itself: a def's decorators, defaults and annotations
    (and a class's bases) are evaluated where the def stands, as uses of the enclosing scope."""
    if isinstance(scope, ast.ClassDef):
        roots: list[ast.AST] = list(scope.body)
    elif isinstance(scope, ast.Lambda):
        roots = [scope.body]
    else:
        roots = list(scope.body)
    return [n for root in roots for n in walk(root)]


def unfilled_class(kind: str) -> Instance:
    """What mypy makes of a partial type nothing filled: its class of Any (``list[Any]``)."""
    return Instance(kind, (ANY,) * (2 if kind in _MAPPINGS else 1))


def _unsolved(t: Type) -> bool:
    return isinstance(t, AnyType) and t.origin is AnyOrigin.UNSOLVED


def _reads(value: ast.expr, name: str) -> bool:
    """Whether ``value`` reads ``name`` where it is evaluated (not in a lambda's body)."""
    pending: list[ast.AST] = [value]
    while pending:
        current = pending.pop()
        if isinstance(current, ast.Lambda):
            continue
        if isinstance(current, ast.Name) and current.id == name and isinstance(current.ctx, ast.Load):
            return True
        pending.extend(child_nodes(current))
    return False


def _declare(ctx: FuncCtx, name: str, t: Type) -> None:
    node = ctx.partials.pop(name).node
    ctx.declared[name] = ctx.first_bound[name] = t
    ctx.declared_at[name] = node


def report_unfilled(ck: ExpressionChecker, body: list[ast.stmt]) -> None:
    """At the end of a function or module: each partial nothing filled needs an annotation
    (mypy). Not when a nested scope uses the name (use_sites): it may fill it there."""
    del body  # (the body's use sites are the context's)
    if not ck.ctx.partials:
        return
    nested = use_sites(ck).nested
    for name, found in ck.ctx.partials.items():
        if name not in nested:
            _needs_annotation(ck, name, found)
    ck.ctx.partials.clear()


def _filled_names(nodes: list[ast.AST]) -> set[str]:
    """The names a nested scope's nodes may fill or bind: a method called on them or on their
    item (``x.append(v)``, ``d[k].append(v)``), an item written (``x[k] = v``), an augmented assignment, a ``nonlocal``
    statement."""
    found: set[str] = set()
    for n in nodes:
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Name):
            found.add(n.func.value.id)
        elif (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Subscript)
              and isinstance(n.func.value.value, ast.Name)):
            found.add(n.func.value.value.id)  # (``d[k].append(v)`` of a partial defaultdict)
        elif isinstance(n, ast.Subscript) and isinstance(n.ctx, ast.Store) and isinstance(n.value, ast.Name):
            found.add(n.value.id)
        elif isinstance(n, ast.AugAssign) and isinstance(n.target, ast.Name):
            found.add(n.target.id)
        elif isinstance(n, ast.Nonlocal):
            found.update(n.names)
    return found


def _names_outside_functions(scope: ast.AST) -> set[str]:
    """The names a class body or lambda uses, its methods (nested functions) left out."""
    found: set[str] = set()
    pending: list[ast.AST] = list(child_nodes(scope))
    while pending:
        current = pending.pop()
        if isinstance(current, (ast.FunctionDef, ast.AsyncFunctionDef)):
            pending.extend(current.decorator_list)
            continue
        if isinstance(current, ast.Name):
            found.add(current.id)
        pending.extend(child_nodes(current))
    return found


def _needs_annotation(ck: ExpressionChecker, name: str, found: Partial) -> None:
    """mypy's hint names only a builtin class (no ``OrderedDict`` or ``defaultdict``)."""
    hint = HINT_ARGS.get(found.kind)
    ck.error(found.target, "var-annotated", f'Need type annotation for "{name}"' + (f' (hint: "{name}: {hint} = ...")' if hint else ""))
