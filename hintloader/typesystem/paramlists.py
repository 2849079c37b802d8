"""Parameter lists as values: a ParamSpec's tail of a callable, a list compared without the names
of parameters that may also be passed by position, and a bare class's default arguments."""

from __future__ import annotations

from dataclasses import replace

from hintloader.typesystem.model import AnyType, CallableType, Instance, ParamKind, Type, TypeVarKind, TypeVarType, substitute


def paramspec_tail(c: CallableType) -> TypeVarType | None:
    """P when the callable ends in ``*args: P.args, **kwargs: P.kwargs``."""
    if len(c.params) < 2:
        return None
    star, kwstar = c.params[-2], c.params[-1]
    if (star.kind == ParamKind.VAR_POSITIONAL and kwstar.kind == ParamKind.VAR_KEYWORD and star.type == kwstar.type
            and type(star.type) is TypeVarType and star.type.kind == TypeVarKind.PARAMSPEC):
        return star.type
    return None


def unnamed(t: Type) -> Type:
    """A parameter list whose positional-or-keyword parameters are positional-only."""
    if type(t) is not CallableType or not any(p.kind == ParamKind.POSITIONAL_OR_KEYWORD for p in t.params):
        return t
    return replace(t, params=tuple(replace(p, name=None, kind=ParamKind.POSITIONAL_ONLY) if p.kind == ParamKind.POSITIONAL_OR_KEYWORD else p
                                   for p in t.params))


def with_default_args(item: Instance, params: tuple[TypeVarType, ...], wanted: Instance | None = None) -> Instance:
    """A class named bare (``Bar``, a class object) at its type parameters' defaults (PEP 696),
    Any where one has none; a default may name an earlier parameter. Unchanged when no
    parameter has a default (its arguments stay open) or one is a TypeVarTuple. ``wanted``:
    the ``type[Bar[...]]`` a class object is given for; a type variable there stays open (the
    class object is generic, ``self.factory = Cursor`` for ``type[Cursor[Row]]``, as mypy
    takes it), a type there takes the default (``type[Bar[int]]`` is no ``Bar``)."""
    if item.args or not any(p.default is not None for p in params) or any(p.kind == TypeVarKind.TYPEVARTUPLE for p in params):
        return item
    open_args = wanted.args if wanted is not None and wanted.name == item.name and len(wanted.args) == len(params) else ()
    args: list[Type] = []
    for i, p in enumerate(params):
        if open_args and type(open_args[i]) is TypeVarType:
            args.append(open_args[i])
        else:
            args.append(substitute(p.default, dict(zip(params, args))) if p.default is not None else AnyType())
    return Instance(item.name, tuple(args))
