"""Whether an Any inside a value's type sits where the value fails to fit the declared type.

The checker stays silent when Any in a value may be why it does not fit (our inference can leave
Any where mypy has a type). Any explains a mismatch only at its own position: in
``dict[str, Callable[..., Any]]`` for ``dict[str, str]`` the Any is the callable's return, yet a
callable is never a ``str``; in ``dict[int, Any]`` for ``dict[str, Any]`` the keys differ. The
walk follows type arguments of related classes and union members; anything else it cannot
place stays excused (the old, cautious answer)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hintloader.typesystem.model import (ANY, POSITIONAL_KINDS, AnyType, CallableType, Instance, NoneType, ParamKind, TupleType, Type, UnionType,
                                         has_any, has_type_vars, is_variadic_item)
from hintloader.typesystem.relations import PROMOTIONS, is_assignable, map_to_supertype

if TYPE_CHECKING:
    from hintloader.checker.program import Program

# Classes a callable or a class object may be an instance of: never a place to decide.
_CALLABLE_HOMES = frozenset({"builtins.object", "builtins.function", "types.FunctionType", "types.MethodType",
                             "types.BuiltinFunctionType", "builtins.type", "functools.partial"})


def any_explains(value: Type, declared: Type, prog: Program, fixed: bool = False) -> bool:
    """Whether Any in ``value`` may be why it does not fit ``declared``. ``fixed``: the value's
    type does not depend on the context it is inferred in (a non-generic function's result),
    so a type argument narrower than declared is no inference artefact."""
    if type(value) is AnyType:
        return True
    if not has_any(value):
        return False
    if type(value) is UnionType:
        return any(any_explains(m, declared, prog, fixed) for m in value.items if not is_assignable(m, declared, prog))
    if type(declared) is UnionType:
        return any(any_explains(value, m, prog, fixed) for m in declared.items)
    if type(declared) is NoneType:  # (no instance, callable or tuple is None, whatever its Any)
        return not isinstance(value, (Instance, CallableType, TupleType))
    if type(value) is CallableType and type(declared) is CallableType:
        # A known return that does not fit, with no Any in it, is not mended by the parameters
        # (a type variable's return may be what a missed narrowing would make it).
        if _requires_more(value, declared):
            return False  # no Any lets a callable of two required parameters be called with one (or of one with two)
        # (the None of a ``type[Any] | None`` return is no ``type`` whatever the Any beside it)
        return (has_any(value.ret) and any_explains(value.ret, declared.ret, prog)) or has_type_vars(value.ret) or bool(
            is_assignable(value.ret, declared.ret, prog))
    if type(declared) is TupleType and type(value) is TupleType:
        return _items_explain(value, declared, prog)
    if type(declared) is TupleType and type(value) is Instance and _plain_class(value.name, prog):
        return map_to_supertype(value, "builtins.tuple", prog) is not None  # a dict is no tuple
    if (type(value) is CallableType and type(declared) is Instance and prog.is_protocol(declared.name)
            and prog.protocol_members(declared.name) == ("__call__",)):
        # A callback protocol is its ``__call__``: the Any of ``**kwargs: Any`` does not
        # mend a return that does not fit it.
        call = prog.call_signature(declared)
        return any_explains(value, call, prog, fixed) if type(call) is CallableType else True
    if (type(declared) is Instance and type(value) is Instance and prog.typeddict_items(declared) is not None
            and prog.typeddict_items(value) is None and _plain_class(value.name, prog)):
        # No dict or Mapping is a TypedDict, whatever its Any (``dict[str, Any]`` for a ``Row``)
        return False
    if type(declared) is not Instance or not _plain_class(declared.name, prog):
        return True
    if type(value) is Instance and prog.is_protocol(value.name):
        # Whatever its arguments, the protocol is one the declared class implements or not
        # (no ``bool`` is an ``Awaitable[Any]``).
        info = prog.class_by_name(value.name)
        loose = Instance(value.name, tuple(ANY for _ in info.type_params) if info is not None else value.args)
        return bool(is_assignable(declared, loose, prog))
    if type(value) is CallableType:
        if declared.name == "builtins.type":
            # A class object may hide behind an unknown result, not behind Any among known
            # parameters (sqlite3's row factory ``(Cursor, tuple[Any, ...]) -> object``).
            return value.ellipsis or type(value.ret) is AnyType
        return declared.name in _CALLABLE_HOMES
    if type(value) is not Instance or not _plain_class(value.name, prog):
        return True
    return _instance_explains(value, declared, prog, fixed)


def _requires_more(value: CallableType, declared: CallableType) -> bool:
    """``value`` requires more positional arguments than callers of ``declared`` pass, or takes
    fewer (both with plain parameter lists, ``value`` without ``*args``)."""
    if value.ellipsis or declared.ellipsis or value.any_tail or declared.any_tail:
        return False
    if any(p.kind not in POSITIONAL_KINDS for p in declared.params) or any(p.kind == ParamKind.VAR_POSITIONAL for p in value.params):
        return False
    required = sum(1 for p in value.params if p.kind in POSITIONAL_KINDS and not p.has_default)
    taken = sum(1 for p in value.params if p.kind in POSITIONAL_KINDS)
    return required > len(declared.params) or taken < len(declared.params)


def _instance_explains(value: Instance, declared: Instance, prog: Program, fixed: bool = False) -> bool:
    mapped = map_to_supertype(value, declared.name, prog)
    if mapped is None:
        if declared.name in PROMOTIONS.get(value.name, ()):
            return True
        return _downcast_explained(value, declared, prog)
    if len(mapped.args) != len(declared.args):
        return True
    for have, want in zip(mapped.args, declared.args):
        if not is_assignable(have, want, prog):
            if has_any(have) and any_explains(have, want, prog, fixed):
                return True
        elif not is_assignable(want, have, prog) and not fixed:
            # Narrower than declared, only invariance against it: inferred in the declared
            # context (as mypy infers a call), it would be the declared argument.
            return True
    return False


def _items_explain(value: TupleType, declared: TupleType, prog: Program) -> bool:
    """Fixed tuples item by item: only the items that do not fit can be excused by their Any."""
    if any(map(is_variadic_item, value.items + declared.items)):
        return True
    if len(value.items) != len(declared.items):
        return False  # no Any makes three items two (``tuple[Any, Any, Any]`` for ``tuple[A, A]``)
    return any(any_explains(have, want, prog) for have, want in zip(value.items, declared.items)
               if not is_assignable(have, want, prog))


def _downcast_explained(value: Instance, declared: Instance, prog: Program) -> bool:
    """A value of a base of the declared class: its Any explains the mismatch only where the
    declared class fixes that argument of the base (``IO[Any]`` for a ``TextIO``, an ``IO[str]``:
    our narrowing may have missed the subclass); a ``dict[str, Any]`` is no ``class D(dict)``."""
    base = map_to_supertype(declared, value.name, prog)
    if base is None or len(base.args) != len(value.args):
        return False
    return any(has_any(have) and type(fixed) is not AnyType for have, fixed in zip(value.args, base.args))


def _plain_class(name: str, prog: Program) -> bool:
    """A known class, no protocol nor TypedDict, with no unknown or dynamic base."""
    info = prog.class_by_name(name)
    return (info is not None and not info.unknown_base and not info.dynamic and not info.is_protocol
            and prog.typeddict_items(Instance(name)) is None)
