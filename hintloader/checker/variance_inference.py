"""Inferred variance (PEP 695 classes, ``TypeVar(..., infer_variance=True)``): the typing spec's
method, which compares the class specialised at ``object`` with the class specialised at the
type parameter itself, member by member and base by base, with the relation engine."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.astutil import callee_name
from hintloader.checker.symbols import ClassInfo, Symbol, class_scope
from hintloader.typesystem.model import (
    CallableType,
    Instance,
    LiteralType,
    Overloaded,
    Param,
    ParamKind,
    TupleType,
    Type,
    TypedDictItem,
    TypeVarKind,
    TypeVarType,
    Variance,
    param_list,
    substitute,
)
from hintloader.typesystem.relations import is_subtype
from hintloader.typesystem.structural import MemberView

if TYPE_CHECKING:  # the checker passes itself in (inferred attribute types need it)
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.program import Program

# The constructor's parameters are neither reads nor writes of an instance (PEP 695).
_NOT_COUNTED = frozenset({"__init__", "__new__"})
_OBJECT = Instance("builtins.object")
_NO_PARAMS = param_list(())
_WIDEST: dict[TypeVarKind, Type] = {
    TypeVarKind.TYPEVARTUPLE: Instance("builtins.tuple", (_OBJECT,)),
    TypeVarKind.PARAMSPEC: param_list((Param("args", _OBJECT, ParamKind.VAR_POSITIONAL), Param("kwargs", _OBJECT, ParamKind.VAR_KEYWORD))),
}


def inferred_variance(ck: ExpressionChecker, name: str, index: int) -> Variance:
    """The variance of the ``index``-th type parameter of class ``name``; memoised on the class.
    A question asked again while it is being answered (a class whose members name the class
    itself) assumes the variance under test, as a recursive relation assumes it holds."""
    prog = ck.prog
    info = prog.class_by_name(name)
    if info is None or index >= len(info.type_params):
        return Variance.INVARIANT
    found = info.inferred_variances.get(index)
    if found is not None:
        return found
    tv = info.type_params[index]
    hierarchy = _Unmemoised(prog)
    members = _members(ck, info)
    info.inferred_variances[index] = Variance.COVARIANT
    try:
        if _fits(info, tv, members, hierarchy, Variance.COVARIANT):
            result = Variance.COVARIANT
        else:
            info.inferred_variances[index] = Variance.CONTRAVARIANT
            result = Variance.CONTRAVARIANT if _fits(info, tv, members, hierarchy, Variance.CONTRAVARIANT) else Variance.INVARIANT
    finally:
        del info.inferred_variances[index]
    info.inferred_variances[index] = result
    return result


def fits_bases(ck: ExpressionChecker, info: ClassInfo, tv: TypeVarType, direction: Variance) -> bool:
    """Whether the class's generic bases keep it ``direction``-variant in ``tv``."""
    return _fits(info, tv, [], _Unmemoised(ck.prog), direction)


def fits_member(ck: ExpressionChecker, info: ClassInfo, tv: TypeVarType, t: Type, mutable: bool,
                direction: Variance) -> bool:
    """Whether one member (as ``named_members`` gives it) keeps the class ``direction``-variant in ``tv``."""
    return _fits(info, tv, [(t, mutable)], _Unmemoised(ck.prog), direction, bases=False)


def _fits(info: ClassInfo, tv: TypeVarType, members: list[tuple[Type, bool]], hierarchy: _Unmemoised,
          direction: Variance, *, bases: bool = True) -> bool:
    """Whether the class at ``tv`` is assignable to the class at ``object`` (covariant) or the
    other way round (contravariant): every member, and every generic base."""
    # A TypeVarTuple compared item by item: one item of its own type against one object
    # (``*args: *Ts`` becomes a parameter of each, which the callable relation compares). A
    # ParamSpec's widest value is the parameter list a callable taking anything has, its
    # narrowest the empty one (a ParamSpec left itself would leave callables unsolved).
    upper: dict[TypeVarType, Type] = {tv: _WIDEST.get(tv.kind, _OBJECT)}
    lower: dict[TypeVarType, Type] = {tv: _NO_PARAMS} if tv.kind == TypeVarKind.PARAMSPEC else {}
    if tv.kind == TypeVarKind.TYPEVARTUPLE:
        lower = {tv: TupleType((TypeVarType(tv.name, tv.scope),))}
        upper = {tv: TupleType((_OBJECT,))}

    def fits(t: Type, mutable: bool) -> bool:
        lower_t = substitute(t, lower) if lower else t
        upper_t = substitute(t, upper)
        if upper_t == lower_t:
            return True
        src, dst = (lower_t, upper_t) if direction == Variance.COVARIANT else (upper_t, lower_t)
        if not is_subtype(src, dst, hierarchy):
            return False
        return not mutable or bool(is_subtype(dst, src, hierarchy))

    for base in info.bases if bases else ():
        if base.args and not fits(base, False):
            return False
    return all(fits(t, mutable) for t, mutable in members)


def _members(ck: ExpressionChecker, info: ClassInfo) -> list[tuple[Type, bool]]:
    return [(t, mutable) for _, t, mutable in named_members(ck, info)]


def named_members(ck: ExpressionChecker, info: ClassInfo) -> list[tuple[str, Type, bool]]:
    """The class's own members as the class declares them (type parameters unsolved, a method
    without its ``self``), each with whether it may be written through an instance."""
    prog = ck.prog
    out: list[tuple[str, Type, bool]] = []
    prog.instance_attr_symbol(info, "")  # collects the ``self.x = ...`` attributes (once)
    names = [n for n in info.body if not n.startswith(".")]
    names += [n for n in (info.instance_attrs or {}) if n not in info.body]
    for name in names:
        if name in _NOT_COUNTED:
            continue
        sym = prog.class_body_symbol(info, name) if name in info.body else prog.instance_attr_symbol(info, name)
        if sym is None:
            continue
        member = _member(ck, info, sym, name)
        if member is not None:
            out.append((name, *member))
    if info.is_typeddict:
        items = prog.typeddict_items(info.self_instance()) or {}
        out.extend((key, item.type, not item.readonly) for key, item in items.items())
    return out


def _member(ck: ExpressionChecker, info: ClassInfo, sym: Symbol, name: str) -> tuple[Type, bool] | None:
    prog = ck.prog
    if sym.kind == "func":
        decorators = {callee_name(d) for node in sym.nodes for d in getattr(node, "decorator_list", [])}
        t = prog.value_type(sym)
        if "property" in decorators or "cached_property" in decorators:
            getter = next((n for n in sym.nodes if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
                           and any(callee_name(d) in ("property", "cached_property") for d in n.decorator_list)), None)
            if getter is not None:
                t = prog.function_type(getter, class_scope(info))
            if type(t) is not CallableType:
                return None
            settable = "cached_property" in decorators or any(_is_setter(node, name) for node in info.body.get(name) or [])
            return t.ret, settable
        if "staticmethod" in decorators:
            return t, False
        return _unbound(t), False
    if sym.kind != "var" or info.is_typeddict:
        return None
    declared = prog.declared_type(sym)
    t = declared if declared is not None else ck.inferred_attr_type(sym)
    # Writable through an instance: not Final, not a frozen dataclass's or a named tuple's field.
    # A private or protected name is left to the class itself, which may keep it consistent;
    # a dunder (``__x__``) is neither.
    private = name.startswith("_") and not (name.startswith("__") and name.endswith("__"))
    mutable = not (sym.is_final or info.is_frozen or info.is_namedtuple or private)
    return t, mutable


def _is_setter(node: ast.stmt, name: str) -> bool:
    return any(type(d) is ast.Attribute and d.attr in ("setter", "deleter") and type(d.value) is ast.Name
               and d.value.id == name for d in getattr(node, "decorator_list", []))


def _unbound(t: Type) -> Type:
    """A method as the class's instances see it, before binding: without its ``self`` (what the
    receiver is never varies between the two specialisations compared)."""
    if type(t) is CallableType:
        return CallableType(t.params[1:], t.ret, t.name, t.ellipsis, t.type_vars, t.guard, t.is_type_is) if t.params else t
    if type(t) is Overloaded:
        return Overloaded(tuple(item for i in t.items if isinstance(item := _unbound(i), CallableType)))
    return t


class _Unmemoised:
    """The program as a class hierarchy, without its relation memo: an answer that rests on an
    assumed variance must not outlive the inference that assumed it."""

    def __init__(self, prog: Program) -> None:
        self.prog = prog

    def bases(self, name: str) -> tuple[Instance, ...]:
        return self.prog.bases(name)

    def type_params(self, name: str) -> tuple[TypeVarType, ...]:
        return self.prog.type_params(name)

    def inferred_variance(self, name: str, index: int) -> Variance:
        return self.prog.inferred_variance(name, index)

    def has_unknown_base(self, name: str) -> bool:
        return self.prog.has_unknown_base(name)

    def is_protocol(self, name: str) -> bool:
        return self.prog.is_protocol(name)

    def protocol_members(self, name: str) -> tuple[str, ...]:
        return self.prog.protocol_members(name)

    def has_member(self, name: str, member: str) -> bool:
        return self.prog.has_member(name, member)

    def call_signature(self, t: Type) -> Type | None:
        return self.prog.call_signature(t)

    def typeddict_items(self, t: Instance) -> dict[str, TypedDictItem] | None:
        return self.prog.typeddict_items(t)

    def typeddict_extra(self, t: Instance) -> TypedDictItem | None:
        return self.prog.typeddict_extra(t)

    def member_view(self, receiver: Type, member: str, via: Instance | None = None) -> MemberView | None:
        return self.prog.member_view(receiver, member, via)

    def metaclass(self, name: str) -> Instance | None:
        return self.prog.metaclass(name)

    def is_newtype(self, name: str) -> bool:
        return self.prog.is_newtype(name)

    def enum_literals(self, name: str) -> tuple[LiteralType, ...] | None:
        return self.prog.enum_literals(name)

    def namedtuple_items(self, t: Instance) -> TupleType | None:
        return self.prog.namedtuple_items(t)

