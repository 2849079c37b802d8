"""Type arguments bound to the type parameters of a generic class or alias: count, defaults,
ParamSpec and TypeVarTuple slots, bounds and constraints."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker import tuple_forms
from hintloader.typesystem.model import (
    ANY,
    ERROR_ANY,
    AnyType,
    CallableType,
    Instance,
    TupleType,
    Type,
    UnboundedItems,
    TypeVarKind,
    TypeVarType,
    has_any,
    has_type_vars,
    is_variadic_item,
    make_tuple,
    substitute,
)
from hintloader.typesystem.formatting import format_type, short_name
from hintloader.typesystem.relations import is_assignable, is_subtype
from hintloader.typesystem.tuples import split

if TYPE_CHECKING:  # the converter calls in with itself; nothing here builds one
    from hintloader.checker.annotations import TypeConverter


def with_defaults(params: tuple[TypeVarType, ...], given: tuple[Type, ...], missing: Type = ANY) -> tuple[Type, ...]:
    """Type arguments ``given`` for the first parameters, then the others' defaults (``missing``
    without one); a default may name an earlier parameter (``class Two[T, U = T]``: ``Two[int]``
    is ``Two[int, int]``)."""
    args = list(given)
    for p in params[len(given):]:
        args.append(substitute(p.default, dict(zip(params, args))) if p.default is not None else missing)
    return tuple(args)


def _count_message(name: str, alias: bool, low: int, high: int | None, given: int) -> str:
    if alias:
        expected = str(low) if high == low else f"at least {low}" if high is None else f"between {low} and {high}"
        return f"Bad number of arguments for type alias, expected {expected}, given {given}"
    if high == low:
        return f'"{name}" expects {low} type argument{"s" if low != 1 else ""}, but {given} given'
    if high is None:
        return f'"{name}" expects at least {low} type argument{"s" if low != 1 else ""}, but {given} given'
    return f'"{name}" expects between {low} and {high} type arguments, but {given} given'


def bind(conv: TypeConverter, params: tuple[TypeVarType, ...], args: list[ast.expr], head: ast.expr,
         name: str, *, alias: bool = False) -> tuple[Type, ...] | None:
    """The values of ``params`` for the type arguments ``args`` of ``name[...]`` (a class, or
    with ``alias`` a generic alias), defaults filling the missing ones. A wrong number of
    arguments is reported (mypy's wording for each) and gives None. A ParamSpec slot takes a
    parameter list, ``...`` or a ParamSpec; one TypeVarTuple slot takes what the others leave."""
    kinds = [p.kind for p in params]
    if kinds == [TypeVarKind.PARAMSPEC] and not (len(args) == 1 and _one_parameter_list(conv, args[0])):
        nested = next((a for a in args if type(a) is ast.List), None)
        if nested is not None:  # ``C[int, [str], bytes]``: the items of one list are types (mypy)
            conv._err(nested, "valid-type", "Nested parameter specifications are not allowed")
            return None
        args = [ast.List(elts=args, ctx=ast.Load())]  # C[int, str] means C[[int, str]] for one ParamSpec
    star = kinds.index(TypeVarKind.TYPEVARTUPLE) if TypeVarKind.TYPEVARTUPLE in kinds else None
    required = sum(1 for p in params if p.kind != TypeVarKind.TYPEVARTUPLE and p.default is None)
    fixed = len(params) - (star is not None)
    last = params[-1] if params else None
    if (star is not None and last is not None and last.kind == TypeVarKind.PARAMSPEC and last.default is not None
            and not (args and _one_parameter_list(conv, args[-1]))):
        fixed -= 1  # ``C[int, str]`` of ``C[*Ts, P = [float]]``: all for Ts, P keeps its default
    high = None if star is not None else len(params)
    # (``Unpack[X]`` is looked up only where a TypeVarTuple may take it: a lookup per argument)
    unpacked = [a for a in args if type(a) is ast.Starred or star is not None and conv._is_unpack(a)]
    if unpacked and TypeVarKind.PARAMSPEC not in kinds:
        if star is None:
            # ``tuple[int, T][*Ts]``: an unpacked argument needs a TypeVarTuple to take it.
            conv._err(unpacked[0], "valid-type", "Unpack is only valid in a variadic position")
            return None
        return _bind_unpacked(conv, params, args, head, name, alias=alias)
    if len(args) < required or (high is not None and len(args) > high):
        conv._err(head, "type-arg", _count_message(name, alias, required, high, len(args)))
        return None
    values: list[Type] = []
    i = 0
    for p in params:
        if p.kind == TypeVarKind.TYPEVARTUPLE:
            taken = args[i:i + max(0, len(args) - fixed)]
            i += len(taken)
            values.append(conv._packed(taken))
        elif i >= len(args):
            break  # the rest take their defaults
        elif p.kind == TypeVarKind.PARAMSPEC:
            values.append(conv._paramspec_value(args[i], report=True))
            i += 1
        elif _is_parameter_list(args[i]) and TypeVarKind.PARAMSPEC in kinds:
            # A parameter list where a type goes: mypy's own wording for it.
            conv._err(args[i], "valid-type",
                      f'Cannot use "{_shown_parameter_list(conv, args[i])}" for regular type variable, only for ParamSpec')
            values.append(ERROR_ANY)
            i += 1
        else:
            values.append(conv.convert(args[i], top=False))
            i += 1
    result = with_defaults(params, tuple(values))
    if conv.reporter is not None:
        check_bounds(conv, params, result, head, name)
    return result


def _bind_unpacked(conv: TypeConverter, params: tuple[TypeVarType, ...], args: list[ast.expr], head: ast.expr,
                   name: str, *, alias: bool) -> tuple[Type, ...] | None:
    """Type arguments with an unpacked one (``A[int, *tuple[str, ...]]``, ``A[*Ts]``) for
    parameters with one TypeVarTuple: the type variables before and after it take one item
    each from their end, the TypeVarTuple what is left; an unbounded part may also give its
    item to a type variable it reaches (``tuple[*Ts, T][*tuple[int, ...]]``: T is int), a
    TypeVarTuple may not."""
    items = tuple_forms.unpacked_args(conv, args)
    if items is None:
        return None
    star = next(i for i, p in enumerate(params) if p.kind == TypeVarKind.TYPEVARTUPLE)
    before, after = star, len(params) - star - 1
    items = tuple_forms.one_variadic(conv, items, head)
    pre, mid, suf = split(tuple(items))
    if mid is None:
        pre, suf = tuple(items), ()
        if len(pre) < before + after:
            required = sum(1 for p in params if p.kind != TypeVarKind.TYPEVARTUPLE and p.default is None)
            conv._err(head, "type-arg", _count_message(name, alias, required, None, len(items)))
            return None
        middle = pre[before:len(pre) - after]
        head_items, tail_items = pre[:before], pre[len(pre) - after:]
        packed: Type = make_tuple(middle)
    else:
        short_before, short_after = max(0, before - len(pre)), max(0, after - len(suf))
        if (short_before or short_after) and type(mid) is not UnboundedItems:
            conv._err(head, "valid-type", "Unpack is only valid in a variadic position")
            return None
        fill = (mid.item,) if type(mid) is UnboundedItems else ()
        head_items = pre[:before] + fill * short_before
        tail_items = fill * short_after + suf[max(0, len(suf) - after):]
        packed = make_tuple(pre[before:] + (mid,) + suf[:max(0, len(suf) - after)])
    if type(packed) is TupleType and len(packed.items) == 1 and type(packed.items[0]) is TypeVarType:
        packed = packed.items[0]  # C[*Ts] is C's own parameter, as in its self type
    values = (*head_items, packed, *tail_items)
    result = with_defaults(params, tuple(values))
    if conv.reporter is not None:
        check_bounds(conv, params, result, head, name)
    return result


def _is_parameter_list(node: ast.expr) -> bool:
    return type(node) is ast.List or type(node) is ast.Constant and node.value is Ellipsis


def _shown_parameter_list(conv: TypeConverter, node: ast.expr) -> str:
    """A parameter list as mypy shows it: its types, or ``...`` as any arguments."""
    if type(node) is ast.List:
        return "[" + ", ".join(format_type(conv.convert(e, top=False)) for e in node.elts) + "]"
    return "[VarArg(Any), KwArg(Any)]"


def _one_parameter_list(conv: TypeConverter, node: ast.expr) -> bool:
    """Whether a lone argument of a class generic in one ParamSpec is the whole list
    (``[int, str]``, ``...``, ``P``, ``Concatenate[int, P]``) rather than its only item."""
    if type(node) is ast.List or type(node) is ast.Constant and node.value is Ellipsis:
        return True
    if type(node) is ast.Subscript:
        return conv.form(node) == "Concatenate"
    if isinstance(node, (ast.Name, ast.Attribute)):
        t = conv.convert_parameter_list(node) if conv.form(node) is None else None
        return type(t) is TypeVarType and t.kind == TypeVarKind.PARAMSPEC
    return False


def check_bounds(conv: TypeConverter, params: tuple[TypeVarType, ...], args: tuple[Type, ...], head: ast.expr,
                 name: str) -> None:
    """``C[X]`` where C's type variable has a bound or constraints X does not meet (mypy's
    type-var messages). Type variables and Any as arguments are not questioned."""
    for tv, arg in zip(params, args):
        if (tv.kind == TypeVarKind.TYPEVAR and tv.values and type(arg) is TypeVarType and arg.values
                and not all(any(is_subtype(a, v, conv.r) and is_subtype(v, a, conv.r) for v in tv.values) for a in arg.values)):
            # ``C[S]`` with S constrained too: each of S's constraints is one of T's (mypy, pyright).
            conv._err(head, "type-var", f'Invalid type argument value for "{name}"')
            continue
        if (tv.kind == TypeVarKind.TYPEVAR and tv.values and type(arg) is TypeVarType
                and arg.kind == TypeVarKind.TYPEVAR and not arg.values):
            # ``C[S]`` with S unconstrained: S may be anything, not only one of T's constraints.
            conv._err(head, "type-var", f'Type variable "{arg.name}" not valid as type argument value for "{name}"')
            continue
        if tv.kind == TypeVarKind.TYPEVAR and tv.values and not isinstance(arg, (AnyType, TypeVarType)):
            # mypy: a constrained variable's argument is one of its constraints exactly: not a
            # subclass, not a literal, and ``Resource[D]`` is not ``Resource[Any]``.
            if not any(is_subtype(arg, v, conv.r) and is_subtype(v, arg, conv.r) for v in tv.values):
                if type(arg) is Instance:
                    conv._err(head, "type-var", f'Value of type variable "{tv.name}" of "{name}" cannot be "{short_name(arg.name)}"')
                else:
                    conv._err(head, "type-var", f'Invalid type argument value for "{name}"')
            continue
        if tv.kind != TypeVarKind.TYPEVAR or not (tv.values or tv.bound is not None) or has_any(arg) or has_type_vars(arg):
            continue
        if tv.values:
            if not any(is_assignable(arg, v, conv.r) for v in tv.values):
                conv._err(head, "type-var", f'Value of type variable "{tv.name}" of "{name}" cannot be "{format_type(arg)}"')
        elif tv.bound is not None and not has_any(tv.bound) and not has_type_vars(tv.bound) and not is_assignable(arg, tv.bound, conv.r):
            conv._err(head, "type-var", f'Type argument "{format_type(arg)}" of "{name}" must be a subtype of "{format_type(tv.bound)}"')


def is_parameter_list(t: Type) -> bool:
    """A ParamSpec's value: a parameter list (as a callable), a ParamSpec, or unknown."""
    return type(t) is CallableType or type(t) is TypeVarType and t.kind == TypeVarKind.PARAMSPEC

