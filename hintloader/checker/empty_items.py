"""An empty display's items are unknown until something fills them: a value that keeps them
unknown through a call needs an annotation (mypy's ambiguous Never).

mypy types ``[]`` (``{}``, ``set()``) without an expected type as a generic call nothing solves:
its items are an ambiguous ``Never``. A generic call that learns a type variable only from such a
display leaves the variable so too (``TwoWay({})``, ``MappingProxyType({})``, ``type({}.keys())``,
``d.get(k, [])`` of a ``dict[str, set[int]]`` is ``set[int] | list[Never]``), and a variable
first bound to a value that holds it needs an annotation (``var-annotated``). A builtin list,
set or dict of nothing (``list([])``, ``sorted([])``) is mypy's partial type instead, which a
later use may fill (partials.py). hintloader marks such items as an unsolved Any
(``AnyOrigin.UNSOLVED``) where the display is an argument of a generic or overloaded call or a
receiver, not where a name or attribute is bound to it (mypy completes those as partial types).
The rule fires only where an empty display is an argument or the receiver of the calls that
make the value, so a type variable the solver missed for another reason reports nothing."""

from __future__ import annotations

import ast

from hintloader.checker.partials import HINT_ARGS, PARTIAL_CLASSES, empty_collection, holds_empty
from hintloader.typesystem.model import UNSOLVED_ANY, AnyOrigin, AnyType, Instance, TupleType, Type, TypeType, UnionType


def solved_constraints(found: list[Type]) -> list[Type]:
    """A type variable's constraints without the unknown items of empty displays when others
    tell more: ``both([], [1])`` solves ``T`` to ``int`` (mypy joins Never with ``int``)."""
    known = [t for t in found if not _unsolved(t)]
    return known or found


def unfilled(node: ast.AST, inferred: Type) -> Type:
    """An empty display inferred on its own, as a receiver (``{}.keys()`` is mypy's
    ``dict_keys[Never, Never]``) or an overloaded call's argument (``d.get(k, [])``): its items
    unsolved. Any other value is as inferred."""
    if type(inferred) is not Instance or not inferred.args or not all(type(a) is AnyType for a in inferred.args):
        return inferred  # (the type's test first: it is the cheaper)
    if not isinstance(node, ast.expr) or empty_collection(node) is None:
        return inferred
    return Instance(inferred.name, (UNSOLVED_ANY,) * len(inferred.args))


def is_unfilled(t: Type) -> bool:
    """An empty display's own type, its items unsolved (``list[Never]`` to mypy): no Any that
    could make several overload items fit (``d.get(k, [])`` takes the first that does)."""
    return type(t) is Instance and bool(t.args) and all(_unsolved(a) for a in t.args)


def needs_annotation(value_type: Type, value: ast.AST | None) -> bool:
    """Whether a first binding to ``value`` (of type ``value_type``) holds an empty display's
    unknown items that mypy cannot complete later, made by a call from an empty display."""
    # (the type's test first: it is cheap, and most values hold no unknown items)
    if not isinstance(value, ast.expr) or not (_unsolved(value_type) or _holds_unsolved(value_type, 0)) or not made_from_empty(value):
        return False
    if type(value_type) is Instance and value_type.name in PARTIAL_CLASSES and all(_unsolved(a) for a in value_type.args):
        return False  # ``x = list([])``: mypy's partial type, which later uses may fill
    return not (type(value_type) is UnionType and _absorbed(value_type))


def _absorbed(union: UnionType) -> bool:
    """``m.get_all("Tag", [])`` is ``list[str] | list[Never]``: mypy's union keeps only
    ``list[str]``, so nothing is left unknown. Whether each member holding the display's
    unknown items has a member of its class beside it that does not."""
    holding = [i for i in union.items if _holds_unsolved(i, 0) or _unsolved(i)]
    known = {i.name for i in union.items if type(i) is Instance and i not in holding}
    return bool(holding) and all(type(i) is Instance and i.name in known for i in holding)


def partial_kind(value_type: Type, value: ast.AST | None) -> str | None:
    """The builtin class (list, set, dict) of a first binding's value that a call made from an
    empty display alone (``x = sorted([])``, ``x = list([])``): mypy's partial type, like
    ``x = []``, filled by later calls or needing an annotation."""
    if not isinstance(value, ast.expr) or type(value_type) is not Instance or value_type.name not in HINT_ARGS:
        return None
    if not value_type.args or not all(_unsolved(a) for a in value_type.args) or not made_from_empty(value):
        return None
    return value_type.name


def item_value(targets: list[ast.expr], value: ast.AST | None, name: ast.Name) -> ast.AST | None:
    """The part of ``value`` bound to ``name``: its item for a tuple target of a tuple display
    of the same length (``table, n = TwoWay({}), 0``), otherwise the whole value."""
    if len(targets) != 1 or not isinstance(targets[0], (ast.Tuple, ast.List)) or not isinstance(value, (ast.Tuple, ast.List)):
        return value
    elts = targets[0].elts
    if len(elts) != len(value.elts) or any(type(e) is ast.Starred for e in [*elts, *value.elts]):
        return value
    return next((item for target, item in zip(elts, value.elts) if target is name), value)


def made_from_empty(value: ast.expr) -> bool:
    """Whether ``value`` is a call (or a chain of calls, members and items) that an empty
    display reaches as an argument or a receiver (``TwoWay({})``, ``type({}.keys())``). Joins
    (``a or []``, ``a if c else []``, ``[] + a``) are left out: there mypy takes the display's
    type from the other operand; so are calls with ``*`` or ``**`` arguments, which the solver
    may not follow where mypy does."""
    current: ast.expr = value
    while True:
        if type(current) is ast.Await:
            current = current.value
        elif type(current) is ast.Subscript:
            current = current.value
        elif type(current) is ast.Attribute:
            if holds_empty(current.value):
                return True
            current = current.value
        elif type(current) is ast.Call:
            if any(type(a) is ast.Starred for a in current.args) or any(k.arg is None for k in current.keywords):
                return False  # (``set().union(*groups)``: what ``*`` passes may solve what the display does not)
            arguments = [*current.args, *(k.value for k in current.keywords)]
            if any(type(a) is not ast.Starred and holds_empty(a) for a in arguments):
                return True
            if any(type(a) is ast.Call and made_from_empty(a) for a in arguments):
                return True
            current = current.func
        else:
            return False


def _unsolved(t: Type) -> bool:
    return type(t) is AnyType and t.origin is AnyOrigin.UNSOLVED


def _holds_unsolved(t: Type, depth: int) -> bool:
    """Whether an unsolved Any stands as a type argument somewhere in ``t`` (a bare one in a
    union is left out: ``T | None`` of nothing is ``None`` to mypy)."""
    if depth > 8:
        return False
    if type(t) is Instance:
        return any(_unsolved(a) or _holds_unsolved(a, depth + 1) for a in t.args)
    if type(t) is TypeType:
        return _unsolved(t.item) or _holds_unsolved(t.item, depth + 1)
    if isinstance(t, (TupleType, UnionType)):
        return any(_holds_unsolved(i, depth + 1) for i in t.items)
    return False
