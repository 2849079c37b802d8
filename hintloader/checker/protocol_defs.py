"""Protocol class statements: their bases, and declared variance against how members use it."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.annotations import TypeConverter
from hintloader.checker.specialforms import head_form
from hintloader.checker.symbols import ClassInfo
from hintloader.typesystem.relations import fits_structurally
from hintloader.typesystem.model import ANY, NEVER, Instance, TypeVarKind, Variance

OBJECT = Instance("builtins.object")

if TYPE_CHECKING:  # the statement checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker

_VARIANCE = {Variance.INVARIANT: "Invariant", Variance.COVARIANT: "Covariant", Variance.CONTRAVARIANT: "Contravariant"}


def check_protocol_class(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    """``Protocol[T]`` beside ``Generic[T]``; a base that is not a protocol (typing spec,
    "Merging and extending protocols"); a declared variance the members contradict."""
    conv = ck.converter()
    heads = [head_form(conv.r, conv.scope, b) for b in node.bases]
    subscripted = [b for b, h in zip(node.bases, heads) if h in ("Protocol", "Generic") and type(b) is ast.Subscript]
    if len(subscripted) > 1:
        ck.error(node, "misc", "Only single Generic[...] or Protocol[...] can be in bases")
    if not info.is_protocol or "Protocol" not in heads:
        return
    quiet = TypeConverter(ck.prog, conv.scope, None)
    for base, head in zip(node.bases, heads):
        if head in ("Protocol", "Generic"):
            continue
        t = quiet.convert(base, top=False)
        base_info = ck.prog.class_by_name(t.name) if type(t) is Instance else None
        if base_info is not None and not base_info.is_protocol and not base_info.unknown_base and base_info.fullname != "builtins.object":
            ck.error(node, "misc", "All bases of a protocol must be protocols")
            return
    if not getattr(node, "type_params", None):
        _check_variance(ck, info, node)


def _check_variance(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    """A protocol's declared variance against its members (mypy's check): with every other
    argument Any, ``P[Never]`` fitting ``P[object]`` member by member makes the variable
    covariant, the converse contravariant, neither invariant."""
    params = info.type_params
    for i, tv in enumerate(params):
        if tv.kind != TypeVarKind.TYPEVAR:
            continue
        down = Instance(info.fullname, tuple(NEVER if j == i else ANY for j in range(len(params))))
        up = Instance(info.fullname, tuple(OBJECT if j == i else ANY for j in range(len(params))))
        if fits_structurally(down, up, ck.prog):
            expected = Variance.COVARIANT
        elif fits_structurally(up, down, ck.prog):
            expected = Variance.CONTRAVARIANT
        else:
            expected = Variance.INVARIANT
        if expected != tv.variance:
            ck.error(node, "misc", f'{_VARIANCE[tv.variance]} type variable "{tv.name}" used in protocol where '
                                                f'{_VARIANCE[expected].lower()} one is expected')
