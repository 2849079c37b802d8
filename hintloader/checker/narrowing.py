"""Flow environments and narrowing: isinstance, None checks, truthiness, literal comparisons."""

from __future__ import annotations

import ast
import operator
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeGuard

from hintloader.checker.deleted_names import joined_with_deleted
from hintloader.checker.sentinels import is_sentinel
from hintloader.checker.astutil import child_nodes, class_of_subject
from hintloader.checker.bool_narrowing import split_by_bool
from hintloader.checker import any_narrowing, callable_narrowing, enums, sequence_patterns, isinstance_args, subclass_narrowing, typeddict_patterns, typeddicts, typeguards, type_var_classes, union_joins
from hintloader.checker.classes import decorator_name
from hintloader.checker.env import Env, differing_keys
from hintloader.checker.specialforms import symbol_named
from hintloader.checker.members import NEVER_MISSING
from hintloader.checker.protocol_classes import has_protocol_members
from hintloader.checker.conditions import eval_condition
from hintloader.typesystem.tuples import absorb_shapes, item_at, length_bounds, split_by_length
from hintloader.typesystem.relations import PROMOTIONS, ClassHierarchy, is_assignable, is_subtype, map_to_supertype
from hintloader.typesystem.model import (
    ModuleType,
    variadic_index,
    AnyOrigin,
    ANY,
    NEVER,
    CallableType,
    Overloaded,
    NONE,
    POSITIONAL_KINDS,
    AnyType,
    Instance,
    LiteralType,
    NeverType,
    NoneType,
    ParamKind,
    TupleType,
    Type,
    TypeType,
    TypeVarKind,
    TypeVarType,
    collect_type_vars,
    UnionType,
    has_any,
    has_type_vars,
    make_union,
    remove_none,
    union_items,
)

if TYPE_CHECKING:  # typing-only: the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.symbols import ClassInfo


def ref_key(node: ast.expr) -> str | None:
    """A stable key for a narrowable reference: ``x``, ``x.a.b``, ``x['k']``, ``x[0]``."""
    # (classes tested by identity: every attribute read and binding asks this)
    if type(node) is ast.Name:
        return node.id
    if type(node) is ast.Attribute:
        base = ref_key(node.value)
        return None if base is None else f"{base}.{node.attr}"
    if type(node) is ast.Subscript:
        index = _constant_index(node.slice)
        if index is not None:
            base = ref_key(node.value)
            return None if base is None else f"{base}[{index!r}]"
        if _is_constant_name(node.slice):
            base = ref_key(node.value)
            return None if base is None else f"{base}[{node.slice.id}]"
    return None


def _is_constant_name(node: ast.expr) -> TypeGuard[ast.Name]:
    """``x[MD_INDEX]``: an index named in capitals is a constant by convention (mostly a
    ``Final`` literal, which mypy narrows by); rebinding it forgets the narrowing (invalidate)."""
    return type(node) is ast.Name and node.id.isupper()


def _constant_index(node: ast.expr) -> int | str | None:
    """``x["k"]``, ``x[0]`` and ``x[-1]``: indexes a reference key can name."""
    if type(node) is ast.Constant and isinstance(node.value, (int, str)) and not isinstance(node.value, bool):
        return node.value
    if type(node) is ast.UnaryOp and type(node.op) is ast.USub and type(node.operand) is ast.Constant:
        value = node.operand.value
        if isinstance(value, int) and not isinstance(value, bool):
            return -value
    return None


def declared_key(key: str) -> str:
    """Where the env keeps a protocol type that an isinstance narrowing of ``key`` must not lose
    (the value is both: mypy's ``<subclass of P and M>``); not a valid reference key."""
    return key + "&"


def invalidate(env: Env, key: str) -> None:
    """Forget narrowings of everything reached through ``key`` (it was reassigned)."""
    env.forget_below(key)
    if key.isupper():  # x[K] is narrowed by a constant name K (see ref_key): K was rebound
        as_index = f"[{key}]"
        for k in [k for k in env if as_index in k]:
            invalidate(env, k)
            env.pop(k, None)


def merge(envs: list[Env | None], hierarchy: ClassHierarchy | None = None,
          declared_any: Callable[[str], AnyType | None] | None = None) -> Env | None:
    """Join at a control-flow merge: keys known on every reachable path, as unions; with
    ``hierarchy`` (a statement's branches) simplified as mypy's binder does (``BytesIO |
    IOBase`` is ``IOBase``). A key ``declared_any`` gives an Any declaration for (its
    annotation, or an unannotated local's first binding) is that Any again where the paths hold
    different types, as mypy's binder keeps an Any declaration."""
    live = [e for e in envs if e is not None]
    if not live:
        return None
    first = live[0]
    out = Env(first)
    others = [e for e in live[1:] if e is not first]
    if not others:
        return out
    # A key every path holds the very same type object for keeps it: only the keys some path
    # changed (or lacks) need a look, so a merge costs what the branches did, not the env's size.
    changed = dict.fromkeys(key for other in others for key in differing_keys(first, other))
    for key in changed:
        items = [first[key]]
        for other in others:
            o = other.get(key)
            if o is None:
                del out[key]
                break
            items.append(o)
        else:
            if (unbound := joined_with_deleted(items)) is not None:
                out[key] = unbound
                continue
            if declared_any is not None and any(i != items[0] for i in items) and (declaration := declared_any(key)) is not None:
                out[key] = declaration  # (the declaration's own Any, which tells where it came from)
                continue
            known = [i for i in items if not (type(i) is AnyType and i.origin in _STANDS_ASIDE)]
            if known and len(known) < len(items):
                items = known  # an unknown value on one path: the others' declared types stand
            out[key] = items[0] if all(i == items[0] for i in items) else _declaration_restored(_joined(items, hierarchy), items)
    return out


def _declaration_restored(joined: Type, items: list[Type]) -> Type:
    """``x: T | None`` given an unknown value on one path is ``T | Any`` there (the Any
    assigned); where it meets the declaration from another path, the Any goes again (mypy's
    binder simplifies it away when what is left is the declared type)."""
    if type(joined) is not UnionType or not any(type(m) is AnyType and m.origin is AnyOrigin.ASSIGNED for m in joined.items):
        return joined
    rest = make_union([m for m in joined.items if not (type(m) is AnyType and m.origin is AnyOrigin.ASSIGNED)])
    # (the declaration was Optional, its None what the Any replaced: a path that holds the
    # whole of it, None included, is the declaration)
    declared = any(type(m) is NoneType for m in union_items(rest)) and any(rest == i for i in items)
    return rest if declared else joined


# Unknown values that leave a merge to the other paths' types: one assigned to a local with a
# declared type, what is left of a value that isinstance met with an unrelated class, and an
# error's (``line = line + x`` with ``line`` None, reported: a ``continue`` after it does not
# make the local unknown at the top of the loop).
_STANDS_ASIDE = (AnyOrigin.ASSIGNED, AnyOrigin.MET, AnyOrigin.ERROR)
MET_ANY = AnyType(AnyOrigin.MET)


def _joined(items: list[Type], hierarchy: ClassHierarchy | None) -> Type:
    """Differing types of one key on the paths that meet. A path that kept an Any (a value
    declared Any, not narrowed there) makes the key Any again, as mypy's binder does: the
    union stays only where no path knows nothing."""
    for item in items:
        if type(item) is AnyType:
            return item
    if all(type(i) is TypeType for i in items):
        for item in items:
            if type(item) is TypeType and type(item.item) is AnyType:
                return item  # (so is a path that kept ``type[Any]``: mypy's join)
    joined = absorb_shapes(make_union(items))
    return union_joins.joined_at_merge(joined, hierarchy) if hierarchy is not None else joined


def _truthy(t: Type) -> Type:
    items: list[Type] = []
    for i in union_items(t):
        if type(i) is NoneType:
            continue
        if type(i) is LiteralType and not i.value:
            continue
        if type(i) is TupleType and not i.items:
            continue  # tuple[()] is always false
        if type(i) is Instance and i.name == "builtins.bool":
            items.append(LiteralType(True, "builtins.bool"))
            continue
        items.append(i)
    return make_union(items)


def _falsy(t: Type, ck: ExpressionChecker | None = None) -> Type:
    items: list[Type] = []
    for i in union_items(t):
        if type(i) is LiteralType and i.value and i.fallback.startswith("builtins."):
            continue  # an enum member may define __bool__: it stays
        if ck is not None and type(i) is Instance and _always_true(i, ck.prog):
            continue
        if type(i) is Instance and i.name == "builtins.bool":
            items.append(LiteralType(False, "builtins.bool"))
            continue
        if type(i) is TupleType and length_bounds(i.items)[0] > 0:
            continue
        items.append(i)
    return make_union(items)


def _always_true(t: Instance, prog: ClassHierarchy) -> bool:
    """An instance of a class without ``__bool__`` and ``__len__``, or whose ``__bool__`` returns
    ``Literal[True]``, is always true (mypy's rule; a protocol or a class with unknown bases may
    stand for anything)."""
    if t.name == "builtins.object" or prog.is_protocol(t.name):
        return False
    if prog.has_member(t.name, "__bool__"):
        view = prog.member_view(t, "__bool__")
        return view is not None and type(view.type) is CallableType and view.type.ret == LiteralType(True, "builtins.bool")
    return not prog.has_member(t.name, "__len__")


def narrow(ck: ExpressionChecker, test: ast.expr, env: Env) -> tuple[Env | None, Env | None]:
    """Environments in which ``test`` is true and false; None where a branch cannot run."""
    if type(test) is ast.UnaryOp and type(test.op) is ast.Not:
        t, f = narrow(ck, test.operand, env)
        return f, t
    if type(test) is ast.BoolOp:
        if type(test.op) is ast.And:
            cur: Env | None = env
            falses: list[Env | None] = []
            for value in test.values:
                if cur is None:
                    break
                t, f = narrow(ck, value, cur)
                falses.append(f)
                cur = t
            return cur, merge(falses, ck.prog)
        cur_f: Env | None = env
        trues: list[Env | None] = []
        for value in test.values:
            if cur_f is None:
                break
            t, f = narrow(ck, value, cur_f)
            trues.append(t)
            cur_f = f
        return _unknown_kept(env, trues, merge(trues, ck.prog)), cur_f
    if type(test) is ast.NamedExpr:
        if not _bind_walrus(ck, test, env):
            return env, env
        return narrow(ck, test.target, env)
    if type(test) is ast.Constant:
        return (env, None) if test.value else (None, env)
    if isinstance(test, (ast.Compare, ast.Call)) and (static := eval_condition(test, ck.prog.target)) is not None:
        # A platform or version test (``sys.platform == "win32" and f(x)``): the other side
        # does not run where it fails, as in mypy.
        return (env, None) if static else (None, env)
    if type(test) is ast.Compare and len(test.ops) == 1:
        result = _with_tuple_parent(ck, test.left, env, _compare(ck, test, env))
        return _with_attribute_parent(ck, test, env, result)
    if type(test) is ast.Call:
        return _with_tuple_parent(ck, test.args[0] if test.args else None, env, _call(ck, test, env))
    key = ref_key(test)
    if key is not None:
        current = ck.infer_in(test, env)
        if type(current) is AnyType:
            return env, env
        if type(current) is LiteralType and inferred_final(ck, test):
            # ``DEBUG: Final = False``: the literal is the value, not a declared type; both
            # branches are checked (mypy's and pyright's Final, unlike ``Literal[False]``).
            current = Instance(current.fallback)
        t_env, f_env = Env(env), Env(env)
        t_type, f_type = _truthy(current), _falsy(current, ck)
        if type(f_type) is NeverType:
            f_type = subclass_narrowing.false_by_subclass(current, ck.prog)
        t_env[key] = t_type
        f_env[key] = f_type
        invalidate(t_env, key)
        invalidate(f_env, key)
        return (None if type(t_type) is NeverType else t_env), (None if type(f_type) is NeverType else f_env)
    walruses = nested_walruses(test)
    if walruses:
        # ``if (thing := get()).ready:``: the name is bound past the test, narrowed or not.
        env = Env(env)
        for walrus in walruses:
            _bind_walrus(ck, walrus, env)
    return env, env


def nested_walruses(test: ast.expr) -> list[ast.NamedExpr]:
    """The walruses of a test in its own scope (not in a lambda's), outermost first."""
    found: list[ast.NamedExpr] = []
    todo: list[ast.AST] = [test]
    while todo:
        node = todo.pop(0)
        if type(node) is ast.NamedExpr:
            found.append(node)
            continue  # (its value is inferred with it)
        if type(node) is not ast.Lambda:
            todo.extend(child_nodes(node))
    return found


def _unknown_kept(env: Env, trues: list[Env | None], merged: Env | None) -> Env | None:
    """An ``or``'s true branch keeps only what every operand narrows (mypy): an unknown value
    one operand leaves as it was (``isinstance(v, tuple) or hasattr(v, "read")``) stays unknown."""
    if merged is None:
        return merged
    for key in list(merged):
        before = env.get(key)
        if ((before is None or type(before) is AnyType) and type(merged[key]) is not AnyType
                and any(t is not None and isinstance(t.get(key), AnyType) for t in trues)):
            if before is None:
                del merged[key]  # (as before the test: its declaration)
            else:
                merged[key] = before
    return merged


def inferred_final(ck: ExpressionChecker, test: ast.expr) -> bool:
    """``test`` names a constant declared with a bare ``Final`` (its type inferred from the value)."""
    sym = ck.symbol_of(test) if isinstance(test, (ast.Name, ast.Attribute)) else None
    if sym is None or not sym.is_final:
        return False
    annotations = [n.annotation for n in sym.nodes if type(n) is ast.AnnAssign]
    return bool(annotations) and all(type(a) is not ast.Subscript for a in annotations)


def _with_tuple_parent(
    ck: ExpressionChecker, subject: ast.expr | None, env: Env, result: tuple[Env | None, Env | None]
) -> tuple[Env | None, Env | None]:
    """A test on ``x[i]`` also narrows ``x`` when it is a union of tuples or sequences: each
    branch keeps the members whose item ``i`` can still be what the test made of ``x[i]``."""
    if not (type(subject) is ast.Subscript and type(subject.slice) is ast.Constant
            and type(subject.slice.value) is int):
        return result
    item_key, parent_key = ref_key(subject), ref_key(subject.value)
    if item_key is None or parent_key is None:
        return result
    parent = ck.infer_in(subject.value, env)
    if type(parent) is not UnionType or not any(_item_at(ck, i, 0) is not None for i in parent.items):
        return result
    index = subject.slice.value
    yes, no = (_refine_parent(ck, out, item_key, parent_key, parent, lambda m: _item_at(ck, m, index)) for out in result)
    return yes, no


def _refine_parent(ck: ExpressionChecker, out: Env | None, part_key: str, parent_key: str, parent: UnionType,
                   part_of: Callable[[Type], Type | None]) -> Env | None:
    """The branch ``out`` with the union ``parent`` cut to the members whose part (an item, an
    attribute; None when unknown, which keeps the member) can still be what ``out`` narrowed
    the part to."""
    narrowed = None if out is None else out.get(part_key)
    if out is None or narrowed is None:
        return out
    keep = [m for m in parent.items if (part := part_of(m)) is None or _overlaps(ck, part, narrowed)]
    if not keep or len(keep) == len(parent.items):
        return out
    refined = Env(out)
    refined[parent_key] = make_union(keep)  # no invalidate: the part's narrowing stays true
    return refined


def _item_at(ck: ExpressionChecker, member: Type, index: int) -> Type | None:
    """The type of ``member[index]``: a tuple's item, a sequence's item type; None when unknown
    (out of a tuple's range, not a sequence)."""
    if type(member) is TupleType:
        return item_at(member.items, index)
    if type(member) is Instance:
        seq = map_to_supertype(member, "typing.Sequence", ck.prog)
        if seq is not None and seq.args and not has_any(seq.args[0]):
            return seq.args[0]
    return None


def _with_attribute_parent(
    ck: ExpressionChecker, test: ast.Compare, env: Env, result: tuple[Env | None, Env | None]
) -> tuple[Env | None, Env | None]:
    """``x.kind == "module"`` (or ``is None``) also narrows ``x`` when it is a union: each branch
    keeps the members whose attribute can still be what the test made of ``x.kind`` (mypy's
    discriminated unions: a member whose ``kind`` is ``Literal["class"]`` is not left)."""
    subject, other = test.left, test.comparators[0]
    if type(subject) is ast.Constant:
        subject, other = other, subject
    if not (type(subject) is ast.Attribute and type(other) is ast.Constant
            and isinstance(test.ops[0], (ast.Eq, ast.NotEq, ast.Is, ast.IsNot))):
        return result
    item_key, parent_key = ref_key(subject), ref_key(subject.value)
    if item_key is None or parent_key is None:
        return result
    parent = ck.infer_in(subject.value, env)
    if type(parent) is not UnionType:
        return result
    attr = subject.attr
    yes, no = (_refine_parent(ck, out, item_key, parent_key, parent, lambda m: ck.member(m, attr, None, report=False))
               for out in result)
    return yes, no


def _overlaps(ck: ExpressionChecker, a: Type, b: Type) -> bool:
    """Whether some value can have both types (as far as assignability tells; Any overlaps all)."""
    return any(is_assignable(x, y, ck.prog) or is_assignable(y, x, ck.prog)
               for x in union_items(a) for y in union_items(b))


def _equal_to_a_value(ck: ExpressionChecker, left: ast.expr, right: ast.expr, env: Env) -> Env | None:
    """Where ``x == y`` holds and ``y`` cannot be None, ``x`` is not None either (mypy's rule,
    convenient though not strictly safe: a class may define ``__eq__`` to equal None); either
    side may be the one narrowed. None when neither is."""
    types = (ck.infer_in(left, env), ck.infer_in(right, env))
    out: Env | None = None
    for node, own, other in ((left, types[0], types[1]), (right, types[1], types[0])):
        key = ref_key(node)
        if key is None or _holds_none(other) or not _holds_none(own):
            continue
        kept = remove_none(own)
        if type(kept) is not NeverType and _overlaps(ck, kept, other):
            out = _set(env if out is None else out, key, kept)
    return out


def _holds_none(t: Type) -> bool:
    return any(type(i) is NoneType for i in union_items(t))


def _set(env: Env, key: str, t: Type) -> Env | None:
    """``env`` with ``key`` narrowed to ``t``; None when ``t`` is impossible.

    Narrowings of ``key``'s attributes and items stay: the test told more about the same
    object (``assert p.regex is not None`` then ``assert isinstance(p, RegexPattern)``)."""
    if type(t) is NeverType:
        return None
    out = Env(env)
    out[key] = t
    out.pop(declared_key(key), None)
    return out


def _bind_walrus(ck: ExpressionChecker, test: ast.NamedExpr, env: Env) -> bool:
    """Bind the walrus in ``env``; False when its declaration rejected the value (reported):
    ``isinstance((node := node._parent), B)`` then tells nothing of ``node`` (mypy keeps the
    declared type on both branches)."""
    value = ck.infer_in(test, env)
    name = test.target.id if type(test.target) is ast.Name else None
    return name is None or name not in env or has_any(value) or bool(is_assignable(value, env[name], ck.prog))


def _compare(ck: ExpressionChecker, test: ast.Compare, env: Env) -> tuple[Env | None, Env | None]:
    op = test.ops[0]
    left, right = test.left, test.comparators[0]
    if type(left) is ast.NamedExpr:
        env = Env(env)
        if not _bind_walrus(ck, left, env):
            return env, env
        left = left.target
    if _is_len_call(left) or _is_len_call(right):
        narrowed = _len_compare(ck, test, env)
        if narrowed is not None:
            return narrowed
    if isinstance(op, (ast.Is, ast.IsNot, ast.Eq, ast.NotEq)) and type(right) is ast.Attribute:
        by_member = _enum_member_compare(ck, left, right, isinstance(op, (ast.Is, ast.IsNot)), env)
        if by_member is not None:
            return by_member if isinstance(op, (ast.Is, ast.Eq)) else (by_member[1], by_member[0])
    if isinstance(op, (ast.Is, ast.IsNot, ast.Eq, ast.NotEq)):
        if type(left) is ast.Constant and left.value is None:
            left, right = right, left
        key = ref_key(left)
        if key is not None and type(right) is ast.Constant and right.value is None:
            current = ck.infer_in(left, env)
            if type(current) is AnyType:
                return env, env
            has_none = any(type(i) is NoneType or _maybe_none(i) for i in union_items(current))
            not_none = make_union([i for i in union_items(current) if type(i) is not NoneType])
            yes_env = _set(env, key, NONE) if has_none else None
            no_env = _set(env, key, not_none)
            if isinstance(op, (ast.Is, ast.Eq)):
                return yes_env, no_env
            return no_env, yes_env
    if isinstance(op, (ast.Eq, ast.NotEq)) and type(left) is ast.Constant and type(right) is not ast.Constant:
        left, right = right, left
    if (isinstance(op, (ast.Eq, ast.NotEq)) and type(left) is ast.Subscript and type(right) is ast.Constant
            and type(left.slice) is ast.Constant and isinstance(left.slice.value, str) and (td_key := ref_key(left.value)) is not None):
        # td["kind"] == "a": a union of TypedDicts tagged by a literal item narrows to the members it fits
        split = typeddicts.split_by_item_value(ck, ck.infer_in(left.value, env), left.slice.value, right.value)
        if split is not None:
            tag_yes, tag_no = _set(env, td_key, split[0]), _set(env, td_key, split[1])
            return (tag_yes, tag_no) if type(op) is ast.Eq else (tag_no, tag_yes)
    if (
        isinstance(op, (ast.Eq, ast.NotEq))
        and type(right) is ast.Constant
        and isinstance(right.value, (str, int, bytes))
        and ref_key(left) is not None
    ):
        key = ref_key(left)
        current = ck.infer_in(left, env)
        parts = literal_split(current, right.value) if key is not None else None
        if key is not None and parts is not None:
            yes_env, no_env = _set(env, key, parts[0]), _set(env, key, parts[1])
            return (yes_env, no_env) if type(op) is ast.Eq else (no_env, yes_env)
        if key is not None and type(current) is UnionType and any(type(i) is NoneType for i in current.items):
            # ``name == "bound"`` with ``name: str | None``: None equals no str, int or bytes.
            present = _set(env, key, make_union([i for i in current.items if type(i) is not NoneType]))
            return (present, env) if type(op) is ast.Eq else (env, present)
        return env, env
    if isinstance(op, (ast.Eq, ast.NotEq)):
        equal = _equal_to_a_value(ck, left, right, env)
        if equal is not None:
            return (equal, env) if type(op) is ast.Eq else (env, equal)
    if isinstance(op, (ast.In, ast.NotIn)) and type(left) is ast.Constant and isinstance(left.value, str) and (td_key := ref_key(right)) is not None:
        split = typeddicts.split_by_key(ck, ck.infer_in(right, env), left.value)  # "key" in td
        if split is not None:
            key_yes, key_no = _set(env, td_key, split[0]), _set(env, td_key, split[1])
            return (key_yes, key_no) if type(op) is ast.In else (key_no, key_yes)
    if isinstance(op, (ast.In, ast.NotIn)) and isinstance(right, (ast.Tuple, ast.List, ast.Set)) and right.elts:
        by_members = _enum_members_in(ck, left, right.elts, env)
        if by_members is not None:
            return by_members if type(op) is ast.In else (by_members[1], by_members[0])
    if isinstance(op, (ast.In, ast.NotIn)) and isinstance(right, (ast.Tuple, ast.List, ast.Set)) and right.elts and ref_key(left) is not None:
        by_classes = _one_of_the_classes(ck, left, right.elts, env)
        if by_classes is not None:
            return (by_classes, env) if type(op) is ast.In else (env, by_classes)
    if isinstance(op, (ast.In, ast.NotIn)) and ref_key(left) is not None:
        key = ref_key(left)
        current = ck.infer_in(left, env)
        container = ck.infer_in(right, env)
        from hintloader.checker.calls import iterated_type

        item = iterated_type(ck, container, None)
        literals = _literal_items_in(ck, current, container, item, isinstance(right, (ast.Tuple, ast.List, ast.Set)))
        if key is not None and literals is not None:
            return (_set(env, key, literals), env) if type(op) is ast.In else (env, _set(env, key, literals))
        if not _compares_items(container):
            return env, env  # any other class's __contains__ may hold what it likes (mypy)
        if key is not None and isinstance(current, (UnionType, TypeVarType)) and type(item) is not AnyType and not any(
            isinstance(i, (NoneType, AnyType)) or (type(i) is Instance and i.name == "builtins.object") for i in union_items(item)
        ):
            not_none = make_union([i for i in union_items(current) if type(i) is not NoneType])
            kept = _one_of_the_items(ck, not_none, container, item) or not_none
            present = _set(env, key, _type_vars_met(ck, kept, container, item))
            return (present, env) if type(op) is ast.In else (env, present)
        if (key is not None and type(current) is Instance and type(item) is not AnyType and not has_any(item)
                and (current.name == "builtins.object" or not current.name.startswith("builtins."))
                and item != current and is_subtype(item, current, ck.prog)):
            # ``finder in sys.meta_path`` with ``finder: object``: where it holds, the value is
            # one of the items (mypy; a str stays a str among str literals, as there).
            present = _set(env, key, item)
            return (present, env) if type(op) is ast.In else (env, present)
        return env, env
    if isinstance(op, (ast.Is, ast.IsNot)) and ref_key(left) is not None and (
        type(right) is not ast.Constant or right.value is Ellipsis
    ):
        single = ck.infer_in(right, env)
        key = ref_key(left)
        if is_sentinel(single) and key is not None:
            # A sentinel is the one value of its type (PEP 661): ``x is MISSING`` holds MISSING.
            current = ck.infer_in(left, env)
            if not isinstance(current, (AnyType, TypeVarType)):
                whole = type(current) is Instance and current.name == "builtins.object"
                yes_env = _set(env, key, single) if whole or single in union_items(current) else env
                no_env = _set(env, key, make_union([i for i in union_items(current) if i != single]))
                return (yes_env, no_env) if type(op) is ast.Is else (no_env, yes_env)
        if type(single) is LiteralType and isinstance(single.value, str) and key is not None:
            # An enum member, also through a name (``NOTSET: Final = Sentinel.token``).
            current = ck.infer_in(left, env)
            split = None if isinstance(current, (AnyType, TypeVarType)) else enums.split(ck, current, single.fallback, single.value)
            if split is not None:
                yes_env, no_env = _set(env, key, split[0]), _set(env, key, split[1])
                return (yes_env, no_env) if type(op) is ast.Is else (no_env, yes_env)
        if type(single) is Instance and key is not None and (
            single.name in _SINGLETON_CLASSES or _single_member_enum(ck, single.name)
        ):
            current = ck.infer_in(left, env)
            if type(current) is not AnyType:
                # (the enum's one member written as a literal is that value too: ``NothingType``)
                rest = make_union([i for i in union_items(current) if i != single
                                   and not (type(i) is LiteralType and i.fallback == single.name)])
                # A type variable stays itself: ``x: T`` that is NotImplemented is still a T.
                yes_env, no_env = _set(env, key, current if type(current) is TypeVarType else single), _set(env, key, rest)
                return (yes_env, no_env) if type(op) is ast.Is else (no_env, yes_env)
    if isinstance(op, (ast.Is, ast.IsNot)) and isinstance(right, (ast.Name, ast.Attribute)) and ref_key(left) is not None and class_of_subject(left) is None:
        by_class = _is_class_object(ck, left, right, env)
        if by_class is not None:
            return by_class if type(op) is ast.Is else (by_class[1], by_class[0])
    if isinstance(op, (ast.Is, ast.IsNot)) and type(right) is ast.Constant and isinstance(right.value, bool):
        key = ref_key(left)
        if key is not None:
            current = ck.infer_in(left, env)
            if type(current) is AnyType:
                return env, env
            same, other = split_by_bool(current, right.value)
            yes_env = _set(env, key, same)
            no_env = _set(env, key, other)
            return (yes_env, no_env) if type(op) is ast.Is else (no_env, yes_env)
    if isinstance(op, (ast.Is, ast.IsNot, ast.Eq, ast.NotEq)) and (class_of_subject(left) is not None or class_of_subject(right) is not None):
        # ``type(x) == C`` narrows as ``is`` does (mypy: a class compares by identity).
        class_envs = _same_class(ck, left, right, env)
        if class_envs is not None:
            return class_envs if isinstance(op, (ast.Is, ast.Eq)) else (class_envs[1], class_envs[0])
    if isinstance(op, (ast.Is, ast.IsNot)) and (ref_key(left) is not None or ref_key(right) is not None):
        identical = _identical(ck, left, right, env)
        return (identical, env) if type(op) is ast.Is else (env, identical)
    ck.infer_in(test, env)
    return env, env


def _same_class(ck: ExpressionChecker, left: ast.expr, right: ast.expr, env: Env) -> tuple[Env | None, Env | None] | None:
    """``type(x) is C`` / ``x.__class__ is y.__class__``: each side that names the class of a
    name narrows it to the other side's class (mypy: ``type(y)`` is ``type[B]``, an upper bound);
    what already fits stays, a ``type[T]`` side narrows nothing. Where the classes differ, a
    final class's members go (no subclass can be the class of x; mypy, pyright); any other
    class may have subclasses, which leaves x as it was. The envs where the classes are the
    same and where they differ (None: unreachable); None when neither side narrows."""
    out: Env | None = None
    narrowed_any = False
    differ: Env | None = env
    for node, other in ((left, right), (right, left)):
        subject = class_of_subject(node)
        key = ref_key(subject) if subject is not None else None
        if subject is None or key is None:
            continue
        target = ck.infer_in(other, env)
        if type(target) is TypeType and type(target.item) is TypeVarType and target.item.kind == TypeVarKind.TYPEVAR:
            # ``rv.__class__ is cls`` in a classmethod: rv is a ``Self`` where its type and the
            # variable's bound overlap, or rv is unknown (mypy).
            own = ck.infer_in(node, env)
            current = ck.infer_in(subject, env)
            bound = target.item.bound if target.item.bound is not None else Instance("builtins.object")
            if not (type(own) is TypeType and type(own.item) is TypeVarType) and not target.item.values and (
                    type(current) is AnyType or is_assignable(bound, current, ck.prog) or is_assignable(current, bound, ck.prog)):
                out = _set(out if out is not None else env, key, target.item)
                narrowed_any = True
            continue
        if not (type(target) is TypeType and type(target.item) is Instance):
            continue
        own = ck.infer_in(node, env)
        if type(own) is TypeType and type(own.item) is TypeVarType:
            continue
        current = ck.infer_in(subject, env)
        kept: list[Type] = [i for i in union_items(current) if type(i) is not AnyType and is_assignable(i, target.item, ck.prog)]
        narrowed = make_union(kept) if kept and type(current) is not AnyType else target.item
        out = _set(out if out is not None else env, key, narrowed)
        narrowed_any = True
        info = ck.prog.class_by_name(target.item.name)
        if differ is not None and info is not None and info.is_final and type(current) is not AnyType:
            rest = [i for i in union_items(current) if type(i) is AnyType or not is_subtype(i, target.item, ck.prog)]
            if len(rest) < len(union_items(current)):
                differ = _set(differ, key, make_union(rest))
    return (out, differ) if narrowed_any else None


def _identical(ck: ExpressionChecker, left: ast.expr, right: ast.expr, env: Env) -> Env | None:
    """``a is b``: both are one object, of both types (mypy narrows each side to what it shares
    with the other: ``task is runner.init_task`` rules None out of ``Task | None``)."""
    types = ck.infer_in(left, env), ck.infer_in(right, env)
    if any(has_any(t) or has_type_vars(t) for t in types):
        return env
    out: Env | None = env
    for node, mine, other in ((left, types[0], types[1]), (right, types[1], types[0])):
        key = ref_key(node)
        shared = _shared_part(ck, mine, other)
        if key is not None and out is not None and shared is not None and shared != mine:
            out = _set(out, key, shared)
    return out


def _shared_part(ck: ExpressionChecker, mine: Type, other: Type) -> Type | None:
    """The members of ``mine`` that are ``other``'s, or ``other``'s members that are within
    one of them; None when nothing is shared (no narrowing then: a wrong guess of ours)."""
    kept: list[Type] = []
    for x in union_items(mine):
        if is_assignable(x, other, ck.prog):
            kept.append(x)
        else:
            kept.extend(y for y in union_items(other) if is_assignable(y, x, ck.prog))
    return make_union(kept) if kept else None


# Containers whose ``in`` compares the items with ``==`` (any other class may define __contains__).
_BUILTIN_CONTAINERS = frozenset({
    "builtins.list", "builtins.tuple", "builtins.set", "builtins.frozenset", "builtins.dict", "builtins.frozendict",
    "_collections_abc.dict_keys", "typing.KeysView",
})


def _compares_items(container: Type) -> bool:
    """Whether ``x in container`` compares ``x`` with the items by ``==`` (a tuple, a builtin
    container), so the items tell what ``x`` may be."""
    return type(container) is TupleType or (type(container) is Instance and container.name in _BUILTIN_CONTAINERS)


def _literal_items_in(ck: ExpressionChecker, current: Type, container: Type, item: Type, display: bool = False) -> Type | None:
    """``x in ("full", "long")`` where ``x`` may already be a literal (``Literal["full"] | str``):
    x is one of the items that fit it (mypy narrows to literals only in such a literal context,
    so a plain ``str`` stays a ``str``). A container declared with literal items
    (``KINDS: tuple[Kind, ...]``) narrows a plain ``str`` too (mypy, pyright). None where that
    rule does not apply."""
    if not _compares_items(container):
        return None
    items = union_items(item)
    if not items or not all(type(i) is LiteralType for i in items):
        return None
    if display and not any(type(m) is LiteralType for m in union_items(current)):
        return None
    fitting = [i for i in items if is_assignable(i, current, ck.prog)]
    if not display and (not fitting or any(isinstance(m, (AnyType, TypeVarType)) for m in union_items(current))):
        return None
    return make_union(fitting)


def _one_of_the_items(ck: ExpressionChecker, current: Type, container: Type, item: Type) -> Type | None:
    """``x in c`` is true, ``c`` a builtin container: x equals one of its items. The members of
    ``current`` that cannot equal an item without being one go (``x: int | str`` in a
    ``list[int]`` is an ``int``; ``f: A | B`` in a ``list[B]``, two callables, is a ``B``).
    None where nothing is certain."""
    if not _compares_items(container):
        return None
    prog = ck.prog
    item_kinds = {t: _equality_kind(ck, t) for t in union_items(item)}
    if None in item_kinds.values():
        return None  # an item with its own __eq__ may equal anything
    members = union_items(current)
    kept: list[Type] = []
    for m in members:
        kind = _equality_kind(ck, m)
        if kind is None or (kind != "identity" and kind in item_kinds.values()) or is_assignable(m, item, prog):
            kept.append(m)  # an item, or a value that may equal one (1.0 in [1])
    if len(kept) == len(members):
        return None
    # A member that went may still hold an item itself (``is``): such items stand for it.
    identical = [t for t, kind in item_kinds.items() if kind == "identity" and not is_assignable(t, make_union(kept), prog)]
    if not all(is_assignable(t, current, prog) for t in identical):
        return None  # x would be of two unrelated types at once
    return make_union(kept + identical)


def _type_vars_met(ck: ExpressionChecker, current: Type, container: Type, item: Type) -> Type:
    """``x in c`` is true, ``c`` a builtin container of items with a known ``==``: a member of
    ``current`` that is a type variable is both itself and an item (mypy narrows its bound);
    without intersections that is Any, as after isinstance. One whose bound is an item stays."""
    if not _compares_items(container):
        return current
    if any(_equality_kind(ck, t) is None for t in union_items(item)):
        return current  # an item with its own __eq__ may equal anything
    met = [ANY if type(m) is TypeVarType and m.kind == TypeVarKind.TYPEVAR and not is_assignable(m, item, ck.prog) else m
           for m in union_items(current)]
    return make_union(met)


# Builtin classes whose ``==`` holds only within their group (1 == 1.0, b"a" == bytearray(b"a")).
_VALUE_KINDS = {
    "builtins.str": "str", "builtins.bytes": "bytes", "builtins.bytearray": "bytes",
    "builtins.bool": "number", "builtins.int": "number", "builtins.float": "number", "builtins.complex": "number",
}


def _equality_kind(ck: ExpressionChecker, t: Type) -> str | None:
    """Which values ``t``'s may equal: "identity" (functions, classes that keep object's
    ``__eq__``), a builtin group of _VALUE_KINDS, or None (a custom or unknown ``__eq__``)."""
    if type(t) is CallableType:
        return "identity"
    if type(t) is LiteralType:
        t = Instance(t.fallback)
    if type(t) is not Instance:
        return None
    if t.name in _VALUE_KINDS:
        return _VALUE_KINDS[t.name]
    info = ck.prog.class_by_name(t.name)
    if info is None or info.unknown_base or info.dynamic or info.is_protocol:
        return None
    found = ck.prog.find_member(info, "__eq__")
    return "identity" if found is not None and found[1].fullname == "builtins.object" else None


def literal_split(current: Type, value: object) -> tuple[Type, Type] | None:
    """``current`` where it equals the literal ``value`` and where it does not, when it holds
    literals to tell apart (a plain ``str`` stays on both sides); None otherwise."""
    items = union_items(current)
    if not any(type(i) is LiteralType for i in items):
        return None
    equal: list[Type] = [i for i in items if not (type(i) is LiteralType and i.value != value or type(i) is NoneType)]
    unequal: list[Type] = [i for i in items if not (type(i) is LiteralType and i.value == value and type(i.value) is type(value)
                                        and i.fallback.startswith("builtins."))]
    return make_union(equal), make_union(unequal)


def _enum_member_compare(ck: ExpressionChecker, left: ast.expr, right: ast.expr, identity: bool, env: Env) -> tuple[Env | None, Env | None] | None:
    """``x is Color.RED`` (or ``==`` on a plain enum): the member where it holds, the other
    members where it does not. None when ``right`` is not an enum member or ``x`` no reference."""
    key = ref_key(left)
    named = enums.member_named(ck, right) if key is not None else None
    if key is None or named is None or not (identity or enums.compares_by_identity(ck, named[0])):
        return None
    current = ck.infer_in(left, env)
    parts = None if type(current) is AnyType else enums.split(ck, current, *named)
    if parts is None:
        return None
    ck.infer_in(right, env)
    return _set(env, key, parts[0]), _set(env, key, parts[1])


def _enum_members_in(ck: ExpressionChecker, left: ast.expr, elts: list[ast.expr], env: Env) -> tuple[Env | None, Env | None] | None:
    """``x in (Color.RED, Color.GREEN)``: those members where it holds, the others where not;
    ``None`` and a ``Final`` name for a member (``RETAIN_SCHEMA``) may be among them. Other
    values (``x not in (None, 2, 16)``) take nothing away where it does not hold (mypy: only a
    singleton is known to differ from everything else), and keep ``x`` whole where it does,
    but for ``None`` when they cannot be None."""
    key = ref_key(left)
    if key is None:
        return None
    current = ck.infer_in(left, env)
    if type(current) is AnyType:
        return None
    yes: list[Type] = []
    rest: Type = current
    singletons = 0
    for elt in elts:
        if type(elt) is ast.Constant and elt.value is None:
            parts: tuple[Type, Type] | None = _split_none(rest)
        elif type(elt) is ast.Constant and isinstance(elt.value, bool):
            parts = _split_bool(rest, elt.value)
        else:
            named = enums.member_named(ck, elt) or _member_literal(ck, elt, env)
            parts = None if named is None else enums.split(ck, rest, *named)
        if parts is None:
            yes.append(current if _split_none(ck.infer_in(elt, env))[0] is NONE else _split_none(current)[1])
            continue
        singletons += 1
        yes.append(parts[0])
        rest = parts[1]
    if not singletons:
        return None  # no singleton: the items' type narrows where it holds (the caller)
    return _set(env, key, make_union(yes)), _set(env, key, rest)


def _split_none(current: Type) -> tuple[Type, Type]:
    """``current`` where it is None (if it may be) and where it is not."""
    items = union_items(current)
    may_be_none = any(isinstance(i, (NoneType, AnyType)) or (type(i) is Instance and i.name == "builtins.object")
                      for i in items)
    return (NONE if may_be_none else NEVER), make_union([i for i in items if type(i) is not NoneType])


def _split_bool(current: Type, value: bool) -> tuple[Type, Type]:
    """``current`` where it equals the bool ``value`` and where it does not: a bool is told
    apart and None never equals it; anything else may be either (``0 == False``, an ``__eq__``)."""
    equal: list[Type] = []
    unequal: list[Type] = []
    for i in union_items(current):
        if type(i) is LiteralType and type(i.value) is bool:
            (equal if i.value is value else unequal).append(i)
        elif type(i) is Instance and i.name == "builtins.bool":
            equal.append(LiteralType(value, "builtins.bool"))
            unequal.append(LiteralType(not value, "builtins.bool"))
        elif type(i) is NoneType:
            unequal.append(i)
        else:
            equal.append(i)
            unequal.append(i)
    return make_union(equal), make_union(unequal)


def _member_literal(ck: ExpressionChecker, node: ast.expr, env: Env) -> tuple[str, str] | None:
    """A name whose type is an enum member's literal (``RETAIN_SCHEMA: Final[Literal[...]]``)."""
    if type(node) is not ast.Name:
        return None
    t = ck.infer_in(node, env)
    if type(t) is LiteralType and isinstance(t.value, str) and t.value in (enums.members_of(ck, t.fallback) or ()):
        return t.fallback, t.value
    return None


def _is_len_call(node: ast.expr) -> bool:
    return (type(node) is ast.Call and type(node.func) is ast.Name and node.func.id == "len"
            and len(node.args) == 1 and not node.keywords)


# ``len(x) OP n`` read as ``n' OP' len(x)`` when the call is on the right.
_FLIPPED: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Eq: ast.Eq, ast.NotEq: ast.NotEq, ast.Lt: ast.Gt, ast.LtE: ast.GtE, ast.Gt: ast.Lt, ast.GtE: ast.LtE,
}
_LEN_HOLDS: dict[type[ast.cmpop], Callable[[int, int], bool]] = {
    ast.Eq: operator.eq, ast.NotEq: operator.ne, ast.Lt: operator.lt,
    ast.LtE: operator.le, ast.Gt: operator.gt, ast.GtE: operator.ge,
}
# A variadic ``tuple[T, ...]`` becomes ``tuple[T, T]`` under ``len(x) == 2``, up to this length.
_MAX_SPELLED_OUT = 8


def _len_compare(ck: ExpressionChecker, test: ast.Compare, env: Env) -> tuple[Env | None, Env | None] | None:
    """``len(x) == n`` (and ``!=``, ``<`` ...) on a union holding tuples: keep the tuples whose
    length fits each branch. None when this is not such a test (other rules then apply)."""
    op_type: type[ast.cmpop] = type(test.ops[0])
    call, number = test.left, test.comparators[0]
    if not _is_len_call(call):
        call, number = number, call
        op_type = _FLIPPED.get(op_type, ast.In)
    holds = _LEN_HOLDS.get(op_type)
    if holds is None or type(number) is not ast.Constant or type(number.value) is not int:
        return None
    assert type(call) is ast.Call
    key = ref_key(call.args[0])
    if key is None:
        return None
    current = ck.infer_in(call.args[0], env)
    items = union_items(current)
    if not any(type(i) is TupleType or _variadic_tuple(i) for i in items):
        return None
    if not _is_builtin(ck, "len", env):
        return None
    ck.infer_in(test, env)
    n = number.value
    yes: list[Type] = []
    no: list[Type] = []
    for item in items:
        shapes = split_by_length(item.items, lambda length: holds(length, n), n, _MAX_SPELLED_OUT) if type(item) is TupleType else None
        if shapes is not None:
            yes.extend(shapes[0])
            no.extend(shapes[1])
            if op_type is ast.Eq and shapes[1]:
                no[len(no) - len(shapes[1]):] = [item]  # as mypy: != keeps the tuple whole
            if op_type is ast.NotEq and shapes[0]:
                yes[len(yes) - len(shapes[0]):] = [item]
        elif type(item) is Instance and _variadic_tuple(item) and op_type is ast.Eq and 0 <= n <= _MAX_SPELLED_OUT:
            yes.append(TupleType((item.args[0],) * n))
            no.append(item)
        elif type(item) is Instance and _variadic_tuple(item) and op_type is ast.NotEq and 0 <= n <= _MAX_SPELLED_OUT:
            yes.append(item)
            no.append(TupleType((item.args[0],) * n))
        else:
            yes.append(item)
            no.append(item)
    return _set(env, key, make_union(yes)), _set(env, key, make_union(no))


def _one_of_the_classes(ck: ExpressionChecker, left: ast.expr, elts: list[ast.expr], env: Env) -> Env | None:
    """``cls in (tuple, list)`` with ``cls: type[Sequence[Any]]``: where it holds, cls is one of
    the classes named, those within its type (pyright; mypy keeps the named constructors after
    the branch). None unless x is a class object and each item names a class whose metaclass
    compares by identity."""
    key = ref_key(left)
    current = ck.infer_in(left, env)
    if key is None or type(current) is not TypeType or type(current.item) is not Instance:
        return None
    found: list[Type] = []
    for e in elts:
        if not isinstance(e, (ast.Name, ast.Attribute)) or (type(e) is ast.Name and (e.id in env or e.id in ck.ctx.locals)):
            return None
        sym = symbol_named(ck.prog, ck.ctx.scope, e)
        info = ck.prog.class_of(sym) if sym is not None and sym.kind == "class" else None
        if info is None or info.unknown_base or info.dynamic:
            return None
        meta = next((c.metaclass for c in info.mro if c.metaclass is not None), None) or Instance("builtins.type")
        meta_info = ck.prog.class_by_name(meta.name) if type(meta) is Instance else None
        eq = ck.prog.find_member(meta_info, "__eq__") if meta_info is not None else None
        if eq is None or eq[1].fullname != "builtins.object":
            return None
        t = TypeType(Instance(info.fullname, tuple(ANY for _ in info.type_params)))
        if is_assignable(t, current, ck.prog):
            found.append(t)
    return _set(env, key, make_union(found)) if found else None


def _is_builtin(ck: ExpressionChecker, name: str, env: Env) -> bool:
    """Whether ``name`` here is the builtin, not a name of the module's or the function's own."""
    if name in env or name in ck.ctx.locals:
        return False
    sym = ck.prog.lookup(ck.ctx.scope, name)
    return sym is not None and sym.fullname == f"builtins.{name}"


def _guard_item(ck: ExpressionChecker, callee: Overloaded, test: ast.Call, env: Env) -> CallableType | None:
    """The item of an overloaded type guard that a call with known positional arguments
    resolves to: the first one that takes them (``is_fwd_ref(x)`` -> ``TypeGuard[ForwardRef]``,
    ``is_dataclass(obj)`` -> ``TypeIs[DataclassInstance | type[DataclassInstance]]``, as mypy)."""
    if not any(item.guard is not None for item in callee.items) or test.keywords:
        return None
    if any(item.guard is not None and not _solved_by_arguments(item, item.guard) for item in callee.items):
        return None  # a guard generic in what only ``self`` solves is not modelled here
    if any(type(a) is ast.Starred for a in test.args):
        return None
    arg_types = [ck.infer_in(a, env) for a in test.args]
    fitting = [item for item in callee.items if ck.prog.call_quietly(item, arg_types) is not None]
    if not fitting:
        return None
    for i, t in enumerate(arg_types):
        # What an unknown argument really is would choose the item, unless every fitting item
        # takes it as the same parameter type or returns the same (a guard returns ``bool``,
        # its narrowed type apart: mypy's rule for overloads then takes the first).
        if has_any(t) and len({_positional_type(item, i) for item in fitting}) > 1 and len({item.ret for item in fitting}) > 1:
            return None
    return fitting[0]


def _solved_by_arguments(item: CallableType, guard: Type) -> bool:
    """Whether each type variable of the guard is one the parameters can solve
    (``isasyncgenfunction(obj: Callable[_P, Any]) -> TypeGuard[Callable[_P, ...]]``)."""
    wanted: list[TypeVarType] = []
    collect_type_vars(guard, wanted)
    known: list[TypeVarType] = []
    for p in item.params:
        collect_type_vars(p.type, known)
    return all(tv in known for tv in wanted)


def _positional_type(item: CallableType, index: int) -> Type | None:
    positional = [p for p in item.params if p.kind in POSITIONAL_KINDS]
    return positional[index].type if index < len(positional) else None


def _variadic_tuple(t: Type) -> bool:
    return type(t) is Instance and t.name == "builtins.tuple" and len(t.args) == 1


def _is_class_object(ck: ExpressionChecker, left: ast.expr, right: ast.expr, env: Env) -> tuple[Env | None, Env | None] | None:
    """``x is C`` with ``C`` a class named directly: ``x`` is ``type[C]`` when it holds, and when
    it does not, ``type[C]`` leaves a union if ``C`` is final (no subclass can be ``x`` then)."""
    sym = ck.symbol_of(right)
    target = ck.infer_in(right, env)
    if sym is None or sym.kind != "class" or type(target) is not TypeType or type(target.item) is not Instance:
        return None
    key = ref_key(left)
    current = ck.infer_in(left, env)
    if key is None:
        return env, env
    if type(current) is AnyType:
        return _set(env, key, TypeType(target.item)), env  # (mypy, pyright: Any is the class where it holds)
    items = union_items(current)
    generic = [i for i in items if has_type_vars(i)]
    if not any(_overlaps(ck, i, target) for i in items) and not generic:
        return env, env  # unrelated: leave it to the reader, as before
    # A generic member (``type[V]``) may be ``C`` and stays as it is (mypy); the members that
    # cannot be ``C`` (``UnionType``) go.
    # ``x`` is the class then, but its type is still the ``type[C]`` a value has (mypy).
    yes = _set(env, key, make_union(generic + ([TypeType(target.item)] if any(_overlaps(ck, i, target) for i in items if i not in generic) else [])))
    if not _final_class(ck, target.item.name):
        return yes, env
    return yes, _set(env, key, make_union([i for i in items if i != target]))


def _final_class(ck: ExpressionChecker, name: str) -> bool:
    info = ck.prog.class_by_name(name)
    return info is not None and info.node is not None and any(
        decorator_name(d) == "final" for d in info.node.decorator_list)


# Classes with exactly one instance (besides None's): ``x is Ellipsis`` tells the type apart.
_SINGLETON_CLASSES = frozenset({"types.EllipsisType", "types.NotImplementedType"})


def _single_member_enum(ck: ExpressionChecker, name: str) -> bool:
    return len(enums.members_of(ck, name) or ()) == 1


def _maybe_none(t: Type) -> bool:
    return isinstance(t, (AnyType,)) or (type(t) is Instance and t.name == "builtins.object")


def _call(ck: ExpressionChecker, test: ast.Call, env: Env) -> tuple[Env | None, Env | None]:
    func = test.func
    name = func.id if type(func) is ast.Name else None
    if name in ("isinstance", "issubclass") and len(test.args) == 2 and not test.keywords:
        if type(test.args[0]) is ast.NamedExpr:
            env = Env(env)
            if not _bind_walrus(ck, test.args[0], env):
                return env, env
            test = ast.Call(test.func, [test.args[0].target, test.args[1]], [])
        key = ref_key(test.args[0])
        ck.infer_in(test, env)
        if key is None:
            return env, env
        current = ck.infer_in(test.args[0], env)
        classes = _classes(ck, test.args[1], env)
        if classes is None and name == "isinstance" and (by_var := type_var_classes.narrowed(ck.prog, current, ck.infer_in(test.args[1], env))):
            return _set(env, key, by_var[0]), _set(env, key, by_var[1])
        if classes is None and isinstance(test.args[1], (ast.Name, ast.Attribute)) and (
                (sym := ck.symbol_of(test.args[1])) is not None and sym.kind == "func"):
            return env, env  # a function is no class: mypy narrows nothing (``isinstance(d, Factory)``)
        if classes is None:
            # An unknown class: the value is Any there, which gives way to the other paths'
            # types where they meet (mypy), as what meets an unrelated class does.
            return _unknown(env, key, MET_ANY)
        if name == "issubclass":
            instances = _class_object_instances(current)
            if instances is None or type(current) is AnyType:  # (an Any stays Any: mypy)
                return _unknown(env, key)
            # ``type[Any]`` written as such (not an unknown value) narrows to the classes, as mypy.
            yes, no = _isinstance(ck, instances, classes, unknown_to_classes=True)
            # A bare ``type`` is ``type[Any]`` (the spec): where the test fails it stays ``type``.
            kept_no = env if type(current) is Instance else _set(env, key, _class_objects(no))
            return _set(env, key, _class_objects(yes)), kept_no
        yes, no = _isinstance(ck, current, classes, unknown_to_classes=any_narrowing.narrows_unknown(ck, test.args[0], current))
        yes_env = _set(env, key, yes)
        if yes_env is not None and _keeps_protocol(ck, current, yes):
            yes_env[declared_key(key)] = current
        return yes_env, _set(env, key, no)
    if name == "callable" and len(test.args) == 1:
        if type(test.args[0]) is ast.NamedExpr:  # ``callable(f := getattr(...))`` narrows f
            env = Env(env)
            if not _bind_walrus(ck, test.args[0], env):
                return env, env
            test = ast.Call(test.func, [test.args[0].target], [])
        key = ref_key(test.args[0])
        ck.infer_in(test, env)
        if key is None:
            return env, env
        positive, _ = _unknown(env, key)
        current = ck.infer_in(test.args[0], env)
        if type(current) is TypeVarType:
            positive = env  # still T; calling a T is not questioned
        if type(current) is UnionType:
            parts = callable_narrowing.partition(ck, current)
            if parts is None:
                rest = make_union([i for i in current.items if not isinstance(i, (CallableType, Overloaded, TypeType))])
                return positive, _set(env, key, rest)
            return _set(env, key, parts[0]), _set(env, key, parts[1])
        # One type that is always callable (a class object, a function, an instance or a
        # variable bound to a class with ``__call__``): a false ``callable(x)`` cannot be, as mypy.
        probe = current.bound if type(current) is TypeVarType and current.bound is not None and not current.values else current
        parts = callable_narrowing.partition(ck, probe) if not isinstance(probe, (TypeVarType, AnyType)) else None
        if parts is not None and type(parts[1]) is NeverType:
            return positive, None
        return positive, env
    callee = ck.infer_in(func, env)
    if type(callee) is Overloaded and test.args:
        callee = _guard_item(ck, callee, test, env) or callee

    if type(callee) is CallableType and callee.guard is not None and test.args:
        ck.infer_in(test, env)
        key = ref_key(test.args[0])
        if key is None:
            return env, env
        current_t = ck.infer_in(test.args[0], env)
        plain = not test.keywords and not any(type(a) is ast.Starred for a in test.args)
        guard = typeguards.solved_guard(ck, callee, [ck.infer_in(a, env) for a in test.args] if plain else None)
        # T & guard is not expressible here: the positive branch stays gradual.
        has_tv = any(type(i) is TypeVarType for i in union_items(current_t))
        if callee.is_type_is and not has_tv:
            yes, no = typeguards.narrowed_by_type_is(ck, current_t, guard)
            return _set(env, key, yes), _set(env, key, no)
        positive = _set(env, key, ANY if has_tv else guard)
        if callee.is_type_is:
            # An unknown value may still be anything in the negative branch: Any stays.
            rest = make_union([i for i in union_items(current_t)
                               if type(i) is AnyType or not is_assignable(i, guard, ck.prog)])
            return positive, _set(env, key, rest)
        return positive, env
    ck.infer_in(test, env)
    # Unknown predicates (hasattr and friends) may narrow in ways we do not model.
    if name == "hasattr" and test.args:
        key = ref_key(test.args[0])
        if key is not None:
            positive = Env(env)
            positive[key] = _with_attribute(ck, test, env)
            invalidate(positive, key)
            return positive, _without_attribute(ck, test, key, env)
    return env, env


def _with_attribute(ck: ExpressionChecker, test: ast.Call, env: Env) -> Type:
    """The if branch of ``hasattr(x, "name")``: members that certainly have the attribute, and
    ``type[Any]`` (whose attributes are all unknown), stay what they are, as with mypy; any other
    member becomes unknown (x & <has name> is not expressible here), an Any that is still an
    instance of its class, so where paths merge the other paths' types stand (MET, as mypy's
    intersection joins back to the class)."""
    attr = test.args[1] if len(test.args) == 2 else None
    if type(attr) is not ast.Constant or not isinstance(attr.value, str):
        return ANY
    name = attr.value
    items = union_items(ck.infer_in(test.args[0], env))
    return make_union([i if _certainly_has(ck, i, name) or (type(i) is TypeType and type(i.item) is AnyType) else MET_ANY
                       for i in items])


def _without_attribute(ck: ExpressionChecker, test: ast.Call, key: str, env: Env) -> Env | None:
    """The else branch of ``hasattr(x, "name")``: union members whose class certainly has the
    attribute are gone (as mypy does), so ``iter(x)`` after ``if hasattr(x, "__aiter__")``
    sees the plain iterables only. When every member has it the branch cannot run (mypy too:
    ``if hasattr(fp, "writelines")`` on an ``IO[bytes]`` leaves no else)."""
    attr = test.args[1] if len(test.args) == 2 else None
    if type(attr) is not ast.Constant or not isinstance(attr.value, str):
        return env
    items = union_items(ck.infer_in(test.args[0], env))
    # A module stays in the else branch (mypy), except in unannotated code, which mypy skips
    # (pyyaml's ``base64.decodestring`` fallbacks there are not reported).
    kept = [i for i in items if (type(i) is ModuleType and not ck.ctx.lenient) or not _certainly_has(ck, i, attr.value)]
    return env if len(kept) == len(items) else _set(env, key, make_union(kept))


def _certainly_has(ck: ExpressionChecker, t: Type, attr: str) -> bool:
    if type(t) is ModuleType:  # hasattr(base64, "decodebytes"): the stubs say it is there
        module = ck.prog.get_module(t.name)
        return module is not None and not module.dynamic and ck.prog.module_symbol(module, attr) is not None
    info = ck.prog.class_by_name(t.name) if type(t) is Instance else None
    return info is not None and ck.prog.find_member(info, attr) is not None


def _keeps_protocol(ck: ExpressionChecker, declared: Type, narrowed: Type) -> bool:
    """Whether ``narrowed`` (classes that fit the protocol ``declared`` by their members only)
    must keep the protocol's member types, which may be more precise than the classes' own."""
    if type(declared) is not Instance or not ck.prog.is_protocol(declared.name):
        return False
    return all(type(i) is Instance and i != declared and map_to_supertype(i, declared.name, ck.prog) is None
               for i in union_items(narrowed))


def member_beside_declared(ck: ExpressionChecker, declared: Type, name: str, found: Type) -> Type:
    """The member ``name`` of a value narrowed by isinstance from the protocol ``declared``:
    the protocol's member when it is at least as precise as the narrowed class's ``found``."""
    own = ck.member(declared, name, None, report=False)
    if own is NEVER_MISSING or type(own) is AnyType or not is_assignable(own, found, ck.prog):
        return found
    return own


def narrow_by_pattern(ck: ExpressionChecker, subject: ast.expr, pattern: ast.pattern, env: Env) -> tuple[Type | None, Type | None]:
    """The subject's type inside ``case <pattern>:`` and in the cases after it (the pattern did
    not match), found in one pass; None on a side the pattern does not tell."""
    return split_by_pattern(ck, ck.infer_in(subject, env), pattern, env)


def _rest_after_sub_patterns(ck: ExpressionChecker, current: Type, inside: Type, rest: Type, pattern: ast.MatchClass,
                             env: Env) -> Type | None:
    """What ``case P(..., k=sub)`` leaves: ``rest`` (no P) when every sub-pattern matches
    whatever it gets (a capture, ``_``, or one that covers the attribute's type), ``current``
    when one may fail; None when a sub-pattern's subject is not known here (positional ones
    other than captures: what ``__match_args__`` gives them is read by the caller)."""
    if not all(type(sub) is ast.MatchAs and sub.pattern is None for sub in pattern.patterns):
        return None
    if type(inside) is NeverType:
        return rest
    refutable = False
    for name, sub in zip(pattern.kwd_attrs, pattern.kwd_patterns):
        if type(sub) is ast.MatchAs and sub.pattern is None:
            continue
        attribute = ck.member(inside, name, None, report=False)
        if attribute is NEVER_MISSING or has_any(attribute):
            return None
        _, sub_rest = split_by_pattern(ck, attribute, sub, env)
        if sub_rest is None and isinstance(sub, (ast.MatchValue, ast.MatchSingleton)):
            refutable = True  # a value out of a type that is no union of literals: more is left
        elif sub_rest is None:
            return None
        else:
            refutable = refutable or type(sub_rest) is not NeverType
    return current if refutable else rest


def split_by_pattern(ck: ExpressionChecker, current: Type, pattern: ast.pattern, env: Env) -> tuple[Type | None, Type | None]:
    """A value of type ``current`` inside and after ``case <pattern>:``. Class patterns,
    ``None``, literal and enum values, sequences, TypedDict mappings and their ``|``
    alternatives narrow."""
    if type(pattern) is ast.MatchAs:
        return (None, NEVER) if pattern.pattern is None else split_by_pattern(ck, current, pattern.pattern, env)
    if type(pattern) is ast.MatchClass:
        classes = _classes(ck, pattern.cls, env)
        if classes is None:
            return None, None
        # An unknown subject is the class inside the case, as after isinstance (mypy).
        inside, rest = _isinstance(ck, current, classes, unknown_to_classes=True)
        if not pattern.patterns and not pattern.kwd_patterns:
            return inside, rest
        # ``case P(x=0)`` may fail on a P: it takes the class out only when its sub-patterns
        # cannot fail (mypy), else all of the value is left.
        return inside, _rest_after_sub_patterns(ck, current, inside, rest, pattern, env)
    if type(pattern) is ast.MatchSingleton and pattern.value is None:
        items = union_items(current)
        inside = NONE if any(type(i) is NoneType or _maybe_none(i) for i in items) else NEVER
        return inside, make_union([i for i in items if type(i) is not NoneType])
    if type(pattern) is ast.MatchSingleton and isinstance(pattern.value, bool):
        return (None, None) if type(current) is AnyType else split_by_bool(current, pattern.value)
    if type(pattern) is ast.MatchOr:
        return _split_by_alternatives(ck, current, pattern.patterns, env)
    if type(pattern) is ast.MatchSequence:
        found = sequence_patterns.split(current, pattern, ck.prog, lambda t, p: split_by_pattern(ck, t, p, env))
        return (None, None) if found is None else (found.inside, found.rest)
    split: tuple[Type, Type] | None = None
    if type(pattern) is ast.MatchMapping:  # {"kind": "circle", ...} on TypedDicts
        split = typeddict_patterns.split_mapping(ck, current, pattern)
    elif type(pattern) is ast.MatchValue:
        split = _value_pattern_split(ck, current, pattern, env)
    return (None, None) if split is None else split


def _split_by_alternatives(ck: ExpressionChecker, current: Type, alternatives: list[ast.pattern], env: Env) -> tuple[Type | None, Type | None]:
    """``case A | B:``: each alternative is tried on what those before it left (as Python runs
    it and mypy narrows it); once that is unknown, on the whole subject."""
    inside: list[Type] = []
    inside_known = True
    left: Type | None = current  # None from the first alternative that leaves an unknown rest
    for alternative in alternatives:
        part, rest = split_by_pattern(ck, current if left is None else left, alternative, env)
        if part is None:
            inside_known = False
        else:
            inside.append(part)
        if left is not None:
            left = rest
    return make_union(inside) if inside_known else None, left


def _value_pattern_split(ck: ExpressionChecker, current: Type, pattern: ast.MatchValue, env: Env) -> tuple[Type, Type] | None:
    """``case "a":`` and ``case Color.RED:`` split a union of literals or an enum like ``==``."""
    if type(current) is AnyType:
        return None
    value = pattern.value
    if type(value) is ast.Constant and isinstance(value.value, (str, int, bytes)) and not isinstance(value.value, bool):
        split = literal_split(current, value.value)
        return _equal_to_literal(ck, current, value.value), split[1] if split is not None else current
    named = enums.member_named(ck, value)
    return None if named is None else enums.split(ck, current, *named)


def _equal_to_literal(ck: ExpressionChecker, current: Type, value: str | int | bytes) -> Type:
    """The subject inside ``case "a":``: the literal where a member may hold it (``str``,
    ``object``, ``LiteralString``), without the members that cannot equal it (another literal,
    None, a builtin or final class of another kind), as mypy and pyright narrow a value pattern."""
    lit = LiteralType(value, f"builtins.{type(value).__name__}")
    out: list[Type] = []
    for item in union_items(current):
        if type(item) is LiteralType and item.fallback.startswith("builtins."):
            if item.value == value and type(item.value) is type(value):
                out.append(item)
        elif type(item) is LiteralType:
            if is_subtype(Instance(item.fallback), Instance(lit.fallback), ck.prog):
                out.append(item)  # a member of a str-mixin enum may equal "x"; a plain enum's not
        elif type(item) is NoneType:
            continue
        elif type(item) is Instance and _only_promoted(ck, Instance(lit.fallback), item):
            out.append(item)  # ``case 1:`` on a float: 1.0 matches, and stays a float (mypy)
        elif type(item) is Instance and is_subtype(lit, item, ck.prog):
            out.append(lit)
        elif type(item) is Instance and is_subtype(item, Instance(lit.fallback), ck.prog):
            out.append(item)  # a subclass of the literal's class (bool for 1, a str-mixin enum)
        elif type(item) is Instance and _final(ck, item):
            continue
        else:
            out.append(item)
    return make_union(out)


def narrow_to_classes(ck: ExpressionChecker, subject: ast.expr, cls: ast.expr, env: Env) -> Type | None:
    """The subject's type inside ``case cls(...)``: like ``isinstance(subject, cls)``."""
    classes = _classes(ck, cls, env)
    if classes is None:
        return None
    yes, _ = _isinstance(ck, ck.infer_in(subject, env), classes)
    return None if type(yes) is NeverType else yes


def _class_object_instances(t: Type) -> Type | None:
    """The instances whose classes ``t`` holds: ``type[A] | type[B]`` is ``A | B``, a bare
    ``type`` is ``type[Any]``; None when some member is no class object."""
    items: list[Type] = []
    for item in union_items(t):
        if type(item) is TypeType:
            items.append(item.item)
        elif type(item) is Instance and item.name == "builtins.type":
            items.append(ANY)
        else:
            return None
    return make_union(items)


def _class_objects(t: Type) -> Type:
    """``type[A] | type[B]`` for the instances ``A | B`` (Never stays Never)."""
    if type(t) is NeverType:
        return t
    return make_union([TypeType(item) for item in union_items(t)])


def _unknown(env: Env, key: str | None, unknown: Type = ANY) -> tuple[Env | None, Env | None]:
    if key is None:
        return env, env
    positive = Env(env)
    positive[key] = unknown
    invalidate(positive, key)
    return positive, env


def _classes(ck: ExpressionChecker, node: ast.expr, env: Env) -> list[Type] | None:
    if type(node) is ast.Tuple:
        out: list[Type] = []
        for elt in node.elts:
            sub = _classes(ck, elt, env)
            if sub is None:
                return None
            out.extend(sub)
        return out
    if type(node) is ast.BinOp and type(node.op) is ast.BitOr:
        # ``isinstance(x, str | M)`` (PEP 604): the classes of both sides.
        left, right = _classes(ck, node.left, env), _classes(ck, node.right, env)
        return None if left is None or right is None else left + right
    aliased = _alias_classes(ck, node)
    if aliased is not None:
        return aliased
    t = ck.infer_in(node, env)
    result: list[Type] = []
    for item in union_items(t):
        if type(item) is TypeType and isinstance(item.item, (Instance, NoneType)):
            result.append(item.item)
        elif type(item) is TupleType:
            for sub_item in item.items:
                if type(sub_item) is TypeType and type(sub_item.item) is Instance:
                    result.append(sub_item.item)
                else:
                    return None
        else:
            return None
    return result


def _alias_classes(ck: ExpressionChecker, node: ast.expr) -> list[Type] | None:
    """The classes of a union alias (``Value = str | M``) named as isinstance's second argument;
    None for anything else."""
    if not isinstance(node, (ast.Name, ast.Attribute)):
        return None
    sym = ck.symbol_of(node)
    if sym is None or sym.kind != "var":
        return None
    alias = ck.prog.alias_node(sym)
    if alias is None or not (type(alias[0]) is ast.BinOp and isinstance(alias[0].op, ast.BitOr)):
        return None  # only a PEP 604 union is a class tuple at runtime
    from hintloader.checker.annotations import TypeConverter

    items = union_items(TypeConverter(ck.prog, alias[1], None).convert(alias[0]))
    if not all(isinstance(i, (Instance, NoneType)) for i in items):
        return None
    return list(items)


def _bound_items_ruled_out(prog: ClassHierarchy, item: Type, erased: list[Type]) -> bool:
    return type(item) is TypeVarType and type(item.bound) is UnionType and any(
        is_subtype(_erase_item(b), cls, prog) for b in item.bound.items for cls in erased)


def _isinstance(ck: ExpressionChecker, current: Type, classes: list[Type], *, unknown_to_classes: bool = False) -> tuple[Type, Type]:
    prog = ck.prog
    yes: list[Type] = []
    no: list[Type] = []
    meets: list[Type] = []  # values of both a member and a class: only when nothing else fits
    erased = [_erase(c) for c in classes]
    for item in union_items(current):
        if type(item) is TypeVarType and type(item.bound) is Instance and not item.values and any(
                is_subtype(_erase_item(item.bound), cls, prog) and not _only_promoted(ck, _erase_item(item.bound), cls)
                for cls in erased):
            # Every value of T is an instance of the class (its bound is one): T where the test
            # holds, nothing where it fails (mypy).
            yes.append(item)
            continue
        if type(item) is TypeVarType and type(item.bound) is UnionType and not item.values and item.kind == TypeVarKind.TYPEVAR:
            # T bounded by a union: T whose bound is narrowed, each way (mypy): the members of the
            # bound the test keeps where it holds, the others where it fails.
            yes_bound, no_bound = _isinstance(ck, item.bound, classes)
            yes.append(_with_bound(item, yes_bound))
            if type(no_bound) is not NeverType:
                no.append(_with_bound(item, no_bound))
            continue
        if type(item) is AnyType and unknown_to_classes:
            yes.extend(any_narrowing.instances_of(prog, erased))
            no.append(item)
            continue
        if isinstance(item, (AnyType, TypeVarType)):
            # Gradual: an unknown value stays unknown. A narrowed type variable is both T and the
            # class; without intersections that is best said as Any.
            yes.append(ANY if type(item) is TypeVarType else item)
            # Where the test fails, a variable bounded by a union is bounded by the rest of it
            # (mypy): not expressible here, so it is unknown there too.
            no.append(ANY if _bound_items_ruled_out(prog, item, erased) else item)
            continue
        matched_fully = False
        for cls in erased:
            if (is_subtype(_erase_item(item), cls, prog) and not _only_promoted(ck, _erase_item(item), cls)) or (type(item) is NoneType and type(cls) is NoneType) or (
                type(cls) is Instance and cls.name == "builtins.dict" and type(item) is Instance and prog.typeddict_items(item) is not None
            ):  # a TypedDict is a dict at runtime
                yes.append(item)
                matched_fully = True
                break
        if matched_fully:
            continue
        no.append(item)
        for cls in erased:
            if type(cls) is Instance and isinstance_args.args_rule_out(prog, cls, item):
                continue  # ``bytearray`` is no ``Iterable[bytes]``, nor is a subclass of it
            if type(cls) is Instance and (is_subtype(cls, _erase(_erase_item(item)), prog) or has_protocol_members(prog, cls, item)):
                yes.append(_erase(cls, prog))  # (a generic class named bare: over Any)
            elif isinstance(item, (Instance, TypeType)) and type(cls) is not NoneType:
                # Unrelated classes can still meet in a common subclass (not for enums and
                # builtins that cannot be combined): that value is both, so stay gradual.
                # A TypedDict is a dict at runtime: it meets a class as a dict would.
                runtime = Instance("builtins.dict", (ANY, ANY)) if type(item) is Instance and prog.typeddict_items(item) is not None else item
                # A final class tested for has no subclass that is also the value's class.
                if not _final(ck, runtime) and not (type(cls) is Instance and _final_class(ck, cls.name)) and not (type(cls) is Instance and _disjoint_bases_differ(ck, item, cls)):
                    meets.append(MET_ANY)
    # mypy meets unrelated classes only when no member fits as it is (a value of ``E |
    # tuple[E, str]`` that is a tuple is the tuple, not a subclass of E and tuple).
    return subclass_narrowing.met_only(yes or meets), make_union(no)


def _only_promoted(ck: ExpressionChecker, item: Type, cls: Type) -> bool:
    """``bytearray`` is a ``bytes`` (and ``int`` a ``float``) only by promotion: an isinstance
    test looks at the runtime classes, where they are unrelated (mypy ignores promotions there)."""
    if not (type(item) is Instance and type(cls) is Instance and cls.name in PROMOTIONS.get(item.name, ())):
        return False
    info = ck.prog.class_by_name(item.name)
    return info is not None and all(c.fullname != cls.name for c in info.mro)


def _disjoint_bases_differ(ck: ExpressionChecker, item: Instance | TypeType, cls: Instance) -> bool:
    """PEP 800: no class derives from two classes whose nearest ``@disjoint_base`` classes are
    unrelated (``type`` and ``types.GenericAlias``), so such an isinstance test never holds."""
    item_info = ck.prog.class_by_name(item.name if type(item) is Instance else "builtins.type")
    cls_info = ck.prog.class_by_name(cls.name)
    if item_info is None or cls_info is None:
        return False
    a, b = _nearest_disjoint_base(item_info), _nearest_disjoint_base(cls_info)
    return a is not None and b is not None and a not in cls_info.mro and b not in item_info.mro


def _nearest_disjoint_base(info: ClassInfo) -> ClassInfo | None:
    if info.unknown_base:
        return None
    for c in info.mro:
        if c.fullname == "builtins.object":
            return None
        if c.node is not None and any(decorator_name(d) == "disjoint_base" for d in c.node.decorator_list):
            return c
    return None


_SOLID = {"builtins.int", "builtins.str", "builtins.bool", "builtins.float", "builtins.bytes", "builtins.list",
          "builtins.dict", "builtins.set", "builtins.tuple", "builtins.frozenset", "builtins.complex"}


def _final(ck: ExpressionChecker, t: Type) -> bool:
    if type(t) is not Instance:
        return False
    if t.name in _SOLID:
        return True
    info = ck.prog.class_by_name(t.name)
    return info is not None and (info.is_enum or _final_class(ck, t.name))


def _erase(t: Type, prog: ClassHierarchy | None = None) -> Type:
    if type(t) is Instance and t.args:
        return Instance(t.name, tuple(ANY for _ in t.args))
    if type(t) is Instance and prog is not None and (params := prog.type_params(t.name)):
        # A generic class named bare (``isinstance(x, list)``) is the class over Any (mypy's
        # ``list[Any]``), so a ``Sequence[int]`` it narrows is a ``list[Any]``, not unknown.
        return Instance(t.name, tuple(ANY for _ in params), False, variadic_index(params))
    return t


def _erase_item(t: Type) -> Type:
    if type(t) is LiteralType:
        return Instance(t.fallback)
    if type(t) is TupleType:
        return Instance("builtins.tuple", (ANY,))
    if type(t) is UnionType:
        return t
    return t


def _with_bound(tv: TypeVarType, bound: Type) -> Type:
    """``tv`` narrowed to the values within ``bound`` (the relation engine takes it for ``tv``
    itself, as it is one); Any when the narrowed bound is unknown or the same."""
    if isinstance(bound, (AnyType, NeverType)) or has_any(bound):
        return ANY if type(bound) is not NeverType else bound
    if bound == tv.bound:
        return tv
    return TypeVarType(tv.name, tv.scope, bound, (), tv.variance, tv.default, tv.kind)
