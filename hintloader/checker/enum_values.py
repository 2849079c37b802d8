"""``member.value`` and ``member.name`` of an enum: the types its body gives them.

typeshed declares ``Enum.value`` as Any; the typing spec lets a checker infer a member's value
from the body ("Member values"), as mypy does. ``Color.RED.value`` is the value written for
``RED`` (``Literal[1]``); through a value of the enum class, every member's value, widened
(``int``) when all have one class (their literals' union where a literal is expected, which
mypy's ``Literal[1]? | Literal[2]?`` fits), else Any as in mypy. ``_value_: int`` in the body declares
it for all members. An enum whose own ``__new__`` (or an ``__init__`` setting ``_value_``) turns
the written values into others, or whose ``_generate_next_value_`` makes the ``auto()`` ones,
says nothing here; nor does a value other than a constant, a tuple of them, or ``auto()``.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker import enums
from hintloader.checker.astutil import callee_name, walk
from hintloader.checker.conditions import static_statements
from hintloader.typesystem.model import (
    NONE,
    AnyType,
    constant_type,
    Instance,
    LiteralType,
    TupleType,
    Type,
    make_union,
    widen_literal,
)

if TYPE_CHECKING:  # typing-only: the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.symbols import ClassInfo

_VALUES = frozenset({"value", "_value_"})
_NAMES = frozenset({"name", "_name_"})
# The attributes ``attribute`` may answer (its callers test this first: every read comes by).
ATTRIBUTES = _VALUES | _NAMES


def attribute(ck: ExpressionChecker, base: Type, name: str) -> Type | None:
    """The type of ``base.<name>`` for the value and name attributes of an enum member; None
    where the general lookup should answer (not an enum, another attribute, or not known)."""
    if name not in _VALUES and name not in _NAMES:
        return None
    if type(base) is LiteralType and isinstance(base.value, str):
        info = ck.prog.class_by_name(base.fallback)
        members: tuple[str, ...] | None = (base.value,)
    elif type(base) is Instance:
        info = ck.prog.class_by_name(base.name)
        members = enums.members_of_class(info) if info is not None else None
    else:
        return None
    if info is None or not info.is_enum or not members or not _from_enum_module(ck, info, name):
        return None
    if name in _NAMES:
        return LiteralType(members[0], "builtins.str") if len(members) == 1 else Instance("builtins.str")
    types = _values(ck, info, members)
    if types is None:
        return None
    if len(types) == 1:
        return types[0]
    widened = make_union([widen_literal(t) for t in types])
    return widened if isinstance(widened, (Instance, TupleType)) or widened == NONE else None


def literal_values(ck: ExpressionChecker, base: Type, name: str) -> Type | None:
    """``scope.value`` of a value of the enum class where a literal type is expected: the union
    of the members' literal values when they are literals of one class (``Literal["a", "b"]``),
    which mypy's ``Literal['a']? | Literal['b']?`` fits to such a type; None otherwise."""
    if name not in _VALUES or type(base) is not Instance:
        return None
    info = ck.prog.class_by_name(base.name)
    members = enums.members_of_class(info) if info is not None else None
    if info is None or not info.is_enum or not members or not _from_enum_module(ck, info, name):
        return None
    types = _values(ck, info, members)
    if not types or not all(type(t) is LiteralType for t in types):
        return None
    return make_union(types) if isinstance(make_union([widen_literal(t) for t in types]), Instance) else None


def _values(ck: ExpressionChecker, info: ClassInfo, members: tuple[str, ...]) -> list[Type] | None:
    values = _member_values(ck, info)
    if values is None:
        return None
    found = [values.get(m) for m in members]
    if any(v is None for v in found):
        return None
    return [v for v in found if v is not None]


def _from_enum_module(ck: ExpressionChecker, info: ClassInfo, name: str) -> bool:
    """The attribute is the enum machinery's, not one the class defines for itself."""
    found = ck.prog.find_member(info, name)
    return found is None or found[1].fullname.startswith("enum.")


def _member_values(ck: ExpressionChecker, info: ClassInfo) -> dict[str, Type] | None:
    """Each member's value type, by name (members whose value cannot be told are left out)."""
    prog = ck.prog
    declared: Type | None = None
    for c in info.mro:
        if c.fullname.startswith("enum."):
            break
        # A builtin data type mixed in (``class Mode(str, Enum)``) makes the member from the
        # value written, which stays its value (mypy's ``_implements_new`` skips builtins).
        if c.unknown_base or ("__new__" in c.body and not c.fullname.startswith("builtins.")) or _sets_value(c):
            return None
        if declared is None and "_value_" in c.body:
            sym = prog.class_body_symbol(c, "_value_")
            declared = prog.declared_type(sym) if sym is not None else None
    if declared is not None:
        return None if type(declared) is AnyType else {m: declared for m in enums.members_of_class(info) or ()}
    if info.node is None:
        return None
    auto = _auto_value(info)
    found: dict[str, Type] = {}
    for stmt in static_statements(info.body_statements(), info.scope.module.target):
        for member, value in enums.assigned(stmt):
            t = _written_value(value, auto, found)
            if t is not None:
                found.setdefault(member, t)
    return found


def _sets_value(info: ClassInfo) -> bool:
    """An ``__init__`` of the class that assigns ``self._value_`` (else the member's value is
    the value written, which ``__init__`` only receives)."""
    for node in info.body.get("__init__") or []:
        for sub in walk(node):
            if type(sub) is ast.Attribute and sub.attr == "_value_" and type(sub.ctx) is ast.Store:
                return True
    return False


def _auto_value(info: ClassInfo) -> Type | None:
    """What ``auto()`` gives: an int, a str in a ``StrEnum``; None under a
    ``_generate_next_value_`` of the project's own."""
    for c in info.mro:
        if c.fullname == "enum.StrEnum":
            return Instance("builtins.str")
        if not c.fullname.startswith("enum.") and "_generate_next_value_" in c.body:
            return None
    return Instance("builtins.int")


def _written_value(value: ast.expr, auto: Type | None, earlier: dict[str, Type] | None = None) -> Type | None:
    """The type of a member's written value, for the values whose type is plain to see: a
    constant (``-1`` too), a tuple of them, ``auto()``, and ints joined bitwise (a flag's
    ``ADMIN = READ | WRITE``, the members ``earlier`` gives or constants): an int."""
    if type(value) is ast.Call and callee_name(value) == "auto" and not value.args:
        return auto
    if type(value) is ast.BinOp and isinstance(value.op, (ast.BitOr, ast.BitAnd, ast.BitXor)):
        known = earlier or {}
        sides = [known.get(side.id) if type(side) is ast.Name else _written_value(side, None, known)
                 for side in (value.left, value.right)]
        ints = all(t is not None and widen_literal(t) == Instance("builtins.int") for t in sides)
        return Instance("builtins.int") if ints else None
    if type(value) is ast.UnaryOp and type(value.op) is ast.USub and type(value.operand) is ast.Constant:
        operand = constant_type(value.operand.value)
        if type(operand) is LiteralType and type(operand.value) is int:
            return LiteralType(-operand.value, "builtins.int")
        return operand if type(operand) is Instance else None  # a float or complex
    if type(value) is ast.Tuple:
        items = [_written_value(e, None) for e in value.elts]
        return None if any(i is None for i in items) else TupleType(tuple(widen_literal(i) for i in items if i is not None))
    return constant_type(value.value) if type(value) is ast.Constant else None
