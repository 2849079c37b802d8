"""Abstract classes and protocols named in a display where ``type[C]`` items are expected."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.protocol_classes import named_uninstantiable, report_not_concrete, uninstantiable_class
from hintloader.typesystem.model import Instance, TupleType, Type, TypeType, union_items
from hintloader.typesystem.relations import map_to_supertype

if TYPE_CHECKING:  # the checkers pass themselves in
    from hintloader.checker.expressions import ExpressionChecker



def check_display(ck: ExpressionChecker, node: ast.AST, expected: Type, *, argument: bool = False) -> None:
    """mypy infers a display as a call of ``def [T] (*T) -> list[T]`` (a dict's entries as
    ``tuple[K, V]`` arguments), so an abstract class or protocol named as an item where the
    context asks for ``type[C]`` of such a class is ``type-abstract``, worded by that
    argument's type. A tuple display is such a call only as an argument (``argument``)."""
    if type(node) is ast.Tuple and argument:
        if type(expected) is TupleType and len(expected.items) == len(node.elts) and _any_misnamed(ck, node.elts, expected.items):
            report_not_concrete(ck, node, expected)
        return
    if not isinstance(node, (ast.List, ast.Set, ast.Dict)):
        return
    display = "builtins.dict" if type(node) is ast.Dict else "builtins.list" if type(node) is ast.List else "builtins.set"
    count = 2 if display == "builtins.dict" else 1
    wanted = [m for m in union_items(expected) if type(m) is Instance and len(m.args) == count
              and map_to_supertype(Instance(display, m.args), m.name, ck.prog) is not None]
    if len(wanted) != 1:
        return
    args = wanted[0].args
    if isinstance(node, ast.Dict):
        entry = TupleType(args)
        for key, value in zip(node.keys, node.values):
            if key is not None and _any_misnamed(ck, [key, value], args):
                report_not_concrete(ck, key, entry)
        return
    for elt in node.elts:
        if type(elt) is not ast.Starred and _any_misnamed(ck, [elt], args):
            report_not_concrete(ck, elt, args[0])


def _any_misnamed(ck: ExpressionChecker, nodes: list[ast.expr], wanted: tuple[Type, ...]) -> bool:
    return any(type(w) is TypeType and type(w.item) is Instance and uninstantiable_class(ck.prog, w.item.name)
               and named_uninstantiable(ck, n) for n, w in zip(nodes, wanted))
