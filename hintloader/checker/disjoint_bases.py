"""Disjoint bases (PEP 800): classes whose instance layouts cannot be combined in one subclass."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.specialforms import special_form
from hintloader.checker.symbols import ClassInfo
from hintloader.typesystem.formatting import format_type

if TYPE_CHECKING:
    from hintloader.checker.program import Program
    from hintloader.checker.statements import StatementChecker

_DECORATOR = "disjoint_base"
# Slots that add nothing to an instance's layout.
_LAYOUT_NEUTRAL = frozenset({"__dict__", "__weakref__"})


def check_class(ck: StatementChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    """A class whose bases have disjoint bases none of which is a subclass of all others
    cannot exist (``class C(int, str)``: their layouts conflict); ``@disjoint_base`` applies
    to nominal classes only, not to a TypedDict or a protocol (mypy's wording)."""
    for deco in node.decorator_list:
        if special_form(ck.prog, ck.ctx.scope, deco) == _DECORATOR:
            if info.is_typeddict:
                ck.error(deco, "misc", "@disjoint_base cannot be used with TypedDict")
            elif info.is_protocol:
                ck.error(deco, "misc", "@disjoint_base cannot be used with protocol class")
    if info.unknown_base or disjoint_base_of(ck.prog, info) is not False:
        return
    ck.error(node, "misc", f'Class "{node.name}" has incompatible disjoint bases')


def check_function(ck: StatementChecker, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
    """``@disjoint_base`` on a def: its type variable is bound to class objects (mypy's words)."""
    for deco in node.decorator_list:
        if special_form(ck.prog, ck.ctx.scope, deco) == _DECORATOR:
            shown = format_type(ck.prog.function_type(node, ck.ctx.scope))
            ck.error(deco, "type-var", f'Value of type variable "_TC" of "disjoint_base" cannot be "{shown}"')


def disjoint_base_of(prog: Program, info: ClassInfo, memo: dict[int, ClassInfo | None | bool] | None = None,
                     ) -> ClassInfo | None | bool:
    """The class's disjoint base: itself when it is one, else the one of its bases' disjoint
    bases that is a subclass of all the others; None when there is none (object), False when
    no such base exists (the definition is invalid)."""
    memo = {} if memo is None else memo
    if id(info) in memo:
        return memo[id(info)]
    memo[id(info)] = None  # a cycle of bases (an error elsewhere) ends here
    candidates: list[ClassInfo] = []
    for base in info.bases:
        base_info = prog.class_by_name(base.name)
        if base_info is None or base_info is info:
            continue
        found = base_info if is_disjoint_base(prog, base_info) else disjoint_base_of(prog, base_info, memo)
        if found is False:
            return None  # reported at that class already
        if isinstance(found, ClassInfo) and found not in candidates:
            candidates.append(found)
    best = next((c for c in candidates if all(other in c.mro for other in candidates)), None)
    result: ClassInfo | None | bool = False if candidates and best is None else (
        info if is_disjoint_base(prog, info) else best)
    memo[id(info)] = result
    return result


def is_disjoint_base(prog: Program, info: ClassInfo) -> bool:
    """Decorated ``@disjoint_base``, or with a ``__slots__`` that adds to the layout."""
    node = info.node
    if node is None:
        return False
    if any(special_form(prog, info.scope, deco) == _DECORATOR for deco in node.decorator_list):
        return True
    return any(_adds_slots(stmt) for stmt in (info.body.get("__slots__") or ()))


def _adds_slots(stmt: ast.stmt) -> bool:
    value = stmt.value if isinstance(stmt, (ast.Assign, ast.AnnAssign)) else None
    if type(value) is ast.Constant:
        return isinstance(value.value, str) and value.value not in _LAYOUT_NEUTRAL
    if isinstance(value, (ast.Tuple, ast.List, ast.Set)):
        names = [e.value for e in value.elts if type(e) is ast.Constant]
        return len(names) != len(value.elts) or any(n not in _LAYOUT_NEUTRAL for n in names)
    if type(value) is ast.Dict:
        return bool(value.keys)
    return False
