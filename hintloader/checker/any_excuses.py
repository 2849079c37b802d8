"""Whether Any in a value's type may be why it does not fit the declared type (then the checker
stays silent, as mypy's gradual relation would let it through).

Any excuses a mismatch only where it could be the reason: not against a bare type variable
(only that variable, or Any itself, fits one), nor where the value's class and the expected one
are unrelated (a ``tuple[int, Any]`` is no ``ResponseError``, whatever its Any is), nor for a
union whose member without Any does not fit (the None of ``dict[Any, Any] | None``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from hintloader.checker.any_positions import any_explains
from hintloader.typesystem.model import AnyType, CallableType, Instance, LiteralType, Overloaded, TupleType, Type, TypeVarKind, TypeVarType, UnionType, excuses_mismatch, has_any, union_items
from hintloader.typesystem.tuples import is_bounded
from hintloader.typesystem.relations import PROMOTIONS, is_assignable, map_to_supertype

if TYPE_CHECKING:
    from hintloader.checker.program import Program


def excused_by_any(value: Type, declared: Type, prog: Program, fixed: bool = False) -> bool:
    """For a returned value: Any anywhere in it excuses a mismatch, except against a bare type
    variable (a ``def (*args: Any, **kwargs: Any) -> Any`` wrapper returned for ``C``) or a
    class unrelated to the declared ones (``fixed``: see any_positions.any_explains)."""
    if type(value) is UnionType:
        return each_misfit_excused(value, declared, prog, lambda m: excused_by_any(m, declared, prog, fixed))
    if type(declared) is TypeVarType and declared.kind == TypeVarKind.TYPEVAR:
        return any(type(item) is AnyType for item in union_items(value))
    return (has_any(value) and not unrelated_classes(value, declared, prog) and not lacks_protocol_members(value, declared, prog)
            and any_explains(value, declared, prog, fixed))


def argument_excused(value: Type, formal: Type, prog: Program, fixed: bool = False) -> bool:
    """For an argument: Any in it excuses a mismatch (``excuses_mismatch``), except where its
    class is related to no class the parameter takes. A union is excused member by member:
    the Any of ``dict[str, Any]`` is no reason why the None of ``dict[str, Any] | None`` does
    not fit a ``dict[str, Any]``."""
    if type(value) is UnionType:
        return each_misfit_excused(value, formal, prog, lambda m: argument_excused(m, formal, prog, fixed))
    return (excuses_mismatch(value) and not unrelated_classes(value, formal, prog) and not lacks_protocol_members(value, formal, prog)
            and not function_for_instances(value, formal, prog) and any_explains(value, formal, prog, fixed))


def function_for_instances(value: Type, formal: Type, prog: Program) -> bool:
    """A function (overloaded or not) where the parameter takes only instances of plain classes
    and tuples (``isinstance(x, Factory)`` of an overloaded ``Factory``): the Any in its
    signature does not make it a class."""
    if not isinstance(value, (CallableType, Overloaded)):
        return False
    members = list(union_items(formal))
    return bool(members) and all(
        type(m) is TupleType or (type(m) is Instance and _plain_class(m, prog) and m.name not in _FUNCTION_CLASSES)
        for m in members)


# Classes a function is an instance of (``object`` aside, which any value is).
_FUNCTION_CLASSES = frozenset({"builtins.object", "builtins.function", "types.FunctionType", "types.MethodType",
                               "types.BuiltinFunctionType", "typing.Callable", "collections.abc.Callable"})


def lacks_protocol_members(value: Type, formal: Type, prog: Program) -> bool:
    """The value's class lacks a member every protocol the parameter takes asks for: no Any
    in its type arguments makes ``Iterable[Any]`` a ``Sized`` (``len(it)``)."""
    info = prog.class_by_name(value.name) if type(value) is Instance else None
    if info is None or info.unknown_base or info.dynamic:
        return False
    members = list(union_items(formal))
    return bool(members) and all(
        type(m) is Instance and prog.is_protocol(m.name)
        and any(not prog.has_member(info.fullname, name) for name in prog.protocol_members(m.name))
        for m in members)


def each_misfit_excused(value: UnionType, target: Type, prog: Program, excused: Callable[[Type], bool]) -> bool:
    """A union fits only if every member does: Any excuses the mismatch only if it excuses each
    member that does not fit (Any cannot make the None of ``Any | None`` a ``str``)."""
    return all(excused(m) for m in value.items if not is_assignable(m, target, prog))


def unrelated_classes(value: Type, formal: Type, prog: Program) -> bool:
    """The value is an instance (or a tuple) of a known class, and each member of ``formal`` is
    a known class, no protocol nor TypedDict, that the value's class neither derives from nor
    is a base of, or a callable type where the value's class has no ``__call__``."""
    if type(value) is TupleType and is_bounded(value.items):
        members = union_items(formal)
        if all(type(m) is TupleType and is_bounded(m.items) and len(m.items) != len(value.items) for m in members):
            return True  # ``tuple[Any]`` for a ``tuple[A, A]``: no Any makes one item two
    inst = Instance("builtins.tuple") if type(value) is TupleType else value
    if type(inst) is not Instance or not _plain_class(inst, prog):
        return False
    for member in union_items(formal):
        if type(member) is CallableType and not prog.has_member(inst.name, "__call__"):
            continue  # no Any in its type arguments gives a ``set[Any]`` a ``__call__``
        if type(member) is LiteralType:
            member = Instance(member.fallback)  # (a ``list[Any]`` is no ``Literal["x"]``, as it is no str)
        if type(member) is not Instance or not _plain_class(member, prog) or member.name == "builtins.object":
            return False
        if map_to_supertype(inst, member.name, prog) is not None or member.name in PROMOTIONS.get(inst.name, ()):
            return False
        if map_to_supertype(member, inst.name, prog) is not None:
            return False  # a downcast (``IO[Any]`` for a ``TextIO``): our narrowing may have missed it
    return True


def _plain_class(t: Instance, prog: Program) -> bool:
    info = prog.class_by_name(t.name)
    return (info is not None and not info.unknown_base and not info.dynamic and not info.is_protocol
            and prog.typeddict_items(t) is None)
