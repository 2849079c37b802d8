"""Rules about a def's own shape: historical positional-only names, what a generator owes."""

from __future__ import annotations

import ast
from typing import Protocol

from hintloader.typesystem.model import AnyOrigin, AnyType, Instance, NeverType, NoneType, Type


class _Reports(Protocol):
    def error(self, node: ast.AST, code: str, message: str) -> None: ...


def _historical_positional(name: str) -> bool:
    """``__x`` (not ``__x__``): positional-only by the pre-3.8 convention."""
    return name.startswith("__") and not name.endswith("__")


def check_historical_positional(ck: _Reports, node: ast.FunctionDef | ast.AsyncFunctionDef, bound: bool) -> None:
    """A ``__x`` parameter after one that accepts keywords (typing spec, "Positional-only
    parameters"): it cannot be positional-only there. ``bound``: a method's ``self`` / ``cls``
    comes first and is exempt. Not applied when the def uses PEP 570's ``/``."""
    args = node.args
    if args.posonlyargs:
        return
    params = args.args[1:] if bound else args.args
    keyword_seen = False
    for param in params:
        if not _historical_positional(param.arg):
            keyword_seen = True
        elif keyword_seen:
            ck.error(param, "misc", f'Positional-only parameter "{param.arg}" cannot follow a parameter that accepts keyword arguments')
            return


_INITIALIZERS = frozenset({"__init__", "__init_subclass__"})


def check_initializer_return(ck: _Reports, node: ast.FunctionDef | ast.AsyncFunctionDef, ret: Type) -> None:
    """A method that initialises (``__init__``, ``__init_subclass__``) returns None, or never
    returns (mypy); ``Any`` is no excuse, and an ``async def`` returns a coroutine. Applies only
    where the return is written (an unannotated one is None by the typing spec's rule)."""
    if node.name not in _INITIALIZERS:
        return
    if type(ret) is AnyType and ret.origin in (AnyOrigin.UNANNOTATED, AnyOrigin.ERROR, AnyOrigin.IMPLICIT_GENERIC):
        return
    if type(node) is ast.FunctionDef and isinstance(ret, (NoneType, NeverType)):
        return
    ck.error(node, "misc", f'The return type of "{node.name}" must be None')


def generator_return(ret: Type) -> Type | None:
    """What a generator declared ``Generator[Y, S, R]`` must return (R); None for any other
    declaration (``Iterator[Y]``, ``Iterable[Y]``: a generator that ends returns None)."""
    if type(ret) is Instance and ret.name == "typing.Generator" and len(ret.args) == 3:
        return ret.args[2]
    return None
