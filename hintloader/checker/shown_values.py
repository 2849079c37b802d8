"""What a message shows for an expression's type: literals it writes widened, declared ones kept."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.symbols import Scope, Symbol
from hintloader.typesystem.model import (
    Instance,
    LiteralType,
    TupleType,
    Type,
    TypeType,
    UnionType,
    literal_fallback,
    make_union,
    shown,
    union_items,
    widen_literal,
)
from hintloader.typesystem.formatting import short_name

if TYPE_CHECKING:  # typing-only: the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker

# Where a value of the whole expression can come from; a call's arguments or a subscript's
# index are not among them.
_PASSED_THROUGH: dict[type[ast.AST], tuple[str, ...]] = {
    ast.BoolOp: ("values",),
    ast.IfExp: ("body", "orelse"),
    ast.BinOp: ("left", "right"),
    ast.UnaryOp: ("operand",),
    ast.NamedExpr: ("value",),
    ast.Tuple: ("elts",),
    ast.List: ("elts",),
    ast.Set: ("elts",),
    ast.Starred: ("value",),
}


def shown_value(ck: ExpressionChecker, node: ast.AST | None, actual: Type, expected: Type) -> Type:
    """``actual`` as a message shows the value of ``node``. As mypy: a literal the expression
    writes (``1``, ``"x"``, ``Color.RED``) is shown as its class, one it declares or narrows
    (a ``Literal[...]`` parameter, ``c`` after ``c is Color.RED``, the falsy ``0`` of
    ``n and "x"``) stays a literal."""
    if node is None or any(type(i) is LiteralType for i in union_items(expected)):
        return shown(actual, expected)  # all widened, or (a literal was expected) all kept
    return widen_as_written(ck, actual, node)


# The types widen_written may keep a literal in; any other it widens whatever was written.
_MAY_KEEP_LITERALS = frozenset({LiteralType, UnionType, TupleType})


def widen_as_written(ck: ExpressionChecker, t: Type, node: ast.AST) -> Type:
    """``t``, the type of ``node``, with the literals ``node`` writes widened; the expression
    is searched for them only when ``t`` is of a kind that may keep one."""
    if type(t) not in _MAY_KEEP_LITERALS:
        return widen_literal(t)
    return widen_written(t, written_literals(ck, node))


def widen_written(t: Type, written: set[str]) -> Type:
    if type(t) is LiteralType:
        return widen_literal(t) if _key(t) in written else t
    if type(t) is UnionType:
        return make_union([widen_written(item, written) for item in t.items])
    if type(t) is TupleType:
        # (a call's declared ``tuple[Literal["a"], str]`` stays; ``("a", 1)`` written widens)
        return TupleType(tuple(widen_written(item, written) for item in t.items))
    return widen_literal(t)


def _key(t: LiteralType) -> str:
    """Builtin literals by class (any written int makes the int literals fresh), enum members
    by class and member."""
    if t.fallback.startswith("builtins."):
        return t.fallback
    member = t.value if isinstance(t.value, str) else repr(t.value)
    return f"{short_name(t.fallback)}.{member}"


def written_literals(ck: ExpressionChecker, node: ast.AST) -> set[str]:
    """The keys of the literals an expression writes where its value may come from, a module
    constant declared bare ``Final`` included (its type is the value it is given)."""
    found: set[str] = set()
    pending = [node]
    while pending:
        current = pending.pop()
        if type(current) is ast.Constant and isinstance(current.value, (int, str, bytes)):
            found.add(literal_fallback(current.value))
        elif type(current) is ast.JoinedStr:
            found.add("builtins.str")
        elif type(current) is ast.Attribute:
            owner = current.value
            owner_name = owner.attr if type(owner) is ast.Attribute else owner.id if type(owner) is ast.Name else ""
            found.add(f"{owner_name}.{current.attr}")
            pending.extend(_bare_final_attribute_value(ck, current))
        elif type(current) is ast.Name:
            pending.extend(_bare_final_value(ck, current.id))
        if type(current) is ast.BoolOp and _literal_context(ck, current.values[0]):
            # ``kind or ""`` with ``kind: Literal["a"] | None``: the later operands are inferred
            # in the first's literal context, where a written literal stays literal (mypy).
            pending.append(current.values[0])
            pending.extend(v for v in current.values[1:] if type(v) is not ast.Constant)
            continue
        for field in _PASSED_THROUGH.get(type(current), ()):
            value = getattr(current, field)
            pending.extend(value if isinstance(value, list) else [value])
    return found


def written_in_literal_context(ck: ExpressionChecker, node: ast.expr) -> bool:
    """``kind or ""``: an ``and``/``or`` whose written literals are later plain operands after a
    first one of a literal type; they stay literal, as the declared ones (mypy)."""
    return (type(node) is ast.BoolOp and all(type(v) is ast.Constant or not isinstance(v, (ast.UnaryOp, ast.IfExp, ast.BoolOp, ast.Tuple))
                                                 for v in node.values[1:])
            and _literal_context(ck, node.values[0]))


def _literal_context(ck: ExpressionChecker, first: ast.expr) -> bool:
    """Whether the first operand of ``and``/``or`` has a literal type among its members that
    it does not write itself (a declared ``Literal[...]``, not ``"a" or b``)."""
    if isinstance(first, (ast.Constant, ast.JoinedStr, ast.BoolOp, ast.IfExp)):
        return False
    return any(type(i) is LiteralType for i in union_items(ck.infer_again(first)))


def _bare_final_value(ck: ExpressionChecker, name: str) -> list[ast.expr]:
    """The value of ``NAME: Final = value`` at module level (or in the class body being
    checked); nothing for any other name."""
    if name in ck.ctx.locals and ck.ctx.kind != "module":
        return []
    scope = ck.ctx.scope
    sym = ck.prog.lookup(Scope(scope.module, scope.cls if ck.ctx.kind == "class" else None), name)
    return _bare_final_binding(ck, sym)


def _bare_final_attribute_value(ck: ExpressionChecker, node: ast.Attribute) -> list[ast.expr]:
    """The value of a class attribute declared ``x: Final = value``, read as ``C.x`` or
    ``obj.x``; nothing for any other attribute."""
    owner = ck.infer_again(node.value)
    item = owner.item if type(owner) is TypeType else owner
    info = ck.prog.class_by_name(item.name) if type(item) is Instance else None
    found = ck.prog.find_member(info, node.attr) if info is not None else None
    return _bare_final_binding(ck, found[0]) if found is not None else []


def _bare_final_binding(ck: ExpressionChecker, sym: Symbol | None) -> list[ast.expr]:
    """The value a bare ``Final`` declaration types its name by (signatures.declared_type
    leaves such a declaration without a type and marks it final)."""
    first = sym.nodes[0] if sym is not None and sym.nodes else None
    if sym is None or type(first) is not ast.AnnAssign or first.value is None:
        return []
    return [first.value] if ck.prog.declared_type(sym) is None and sym.is_final else []
