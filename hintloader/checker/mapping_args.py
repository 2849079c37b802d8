"""``**mapping`` arguments of a call: the parameters a TypedDict or a ``Mapping[str, V]`` may fill."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

import ast

from hintloader.checker.naming import CalleeName
from hintloader.typesystem.relations import is_assignable, map_to_supertype
from hintloader.typesystem.model import CallableType, Instance, ParamKind, Type, excuses_mismatch, has_type_vars
from hintloader.typesystem.formatting import format_type

if TYPE_CHECKING:  # the call checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker


class Argument(Protocol):
    kind: str
    node: ast.expr | None
    type: Type | None
    index: int


_KEYWORD = (ParamKind.POSITIONAL_OR_KEYWORD, ParamKind.KEYWORD_ONLY)


def check_mapping_arguments(ck: ExpressionChecker, t: CallableType, args: Sequence[Argument], given: set[int],
                            node: ast.AST, name: CalleeName | None) -> None:
    """Each ``**arg`` of a call of ``t``: a TypedDict's keys go to the parameters of their
    names (a key whose parameter the call gives otherwise is a second value for it); another
    ``Mapping[str, V]`` may fill any keyword parameter the call leaves open, so V must fit each
    (as mypy checks). ``given``: the indexes of the parameters the other arguments fill.
    A parameter typed by the callee's own type variables is left to the solver."""
    by_name = {p.name: i for i, p in enumerate(t.params) if p.kind in _KEYWORD and p.name is not None}
    kwstar = next((p for p in t.params if p.kind == ParamKind.VAR_KEYWORD), None)
    callee = str(name) if name is not None else "Function"
    for a in args:
        if a.kind != "dstar" or type(a.type) is not Instance:
            continue  # (an Any among the keys excuses nothing: the values are checked)
        shown = f"**{format_type(a.type)}"
        where = f"Argument {a.index}" + (f" to {name}" if name is not None else "")
        items = ck.prog.typeddict_items(a.type)
        if items is not None:
            for key, item in items.items():
                index = by_name.get(key)
                if index is not None and index in given:
                    ck.error(a.node or node, "misc", f'{callee} gets multiple values for keyword argument "{key}"')
                    continue
                target = t.params[index].type if index is not None else kwstar.type if kwstar is not None else None
                if target is not None and t.type_vars and has_type_vars(target):
                    continue
                if target is not None and not excuses_mismatch(item.type) and not is_assignable(item.type, target, ck.prog):
                    # (named by the key it fills, of the item's type, as mypy words it)
                    keyed = f'Argument "{key}"' + (f" to {name}" if name is not None else "")
                    ck.error(a.node or node, "arg-type", f'{keyed} has incompatible type "{format_type(item.type)}"; expected "{format_type(target)}"')
            continue
        mapped = map_to_supertype(a.type, "typing.Mapping", ck.prog)
        if mapped is None or len(mapped.args) != 2 or excuses_mismatch(mapped.args[1]):
            continue
        value = mapped.args[1]
        open_params = [p for i, p in enumerate(t.params) if ((i in by_name.values() and i not in given) or p is kwstar)
                       and not (t.type_vars and has_type_vars(p.type))]
        reported: set[Type] = set()
        for p in open_params:
            if p.type not in reported and not is_assignable(value, p.type, ck.prog):
                reported.add(p.type)
                ck.error(a.node or node, "arg-type", f'{where} has incompatible type "{shown}"; expected "{format_type(p.type)}"')
