"""A generic class constructed with nothing that tells a type variable: mypy asks for an annotation.

``tree = Tree("80s movies")`` where ``Tree[T].__init__(self, label: str, data: T | None = None)``
passes no argument to a parameter whose type names ``T``: nothing solves it, mypy infers Never
for it and asks for the variable's annotation (``var-annotated``), as for ``q = deque()``. Only
the certain case counts: the class's own plain ``__init__`` (no overloads, no ``__new__`` of our
own in the way), arguments without ``*`` or ``**``, and a type variable the solver left
unsolved that no parameter receiving an argument names.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.astutil import walk
from hintloader.typesystem.model import AnyOrigin, AnyType, Instance, Type

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker


def unfed_construction(ck: ExpressionChecker, value: ast.AST | None, stmt: ast.stmt, made: Type) -> bool:
    """Whether ``value`` constructs ``made`` (bound to one name by ``stmt``) with a type
    argument left unsolved because no argument reaches a parameter that names it."""
    if type(value) is not ast.Call or type(made) is not Instance or (type(stmt) is ast.Assign and len(stmt.targets) != 1):
        return False
    if any(type(a) is ast.Starred for a in value.args) or any(k.arg is None for k in value.keywords):
        return False
    sym = ck.symbol_of(value.func)
    info = ck.prog.class_by_name(made.name) if sym is not None and sym.kind == "class" else None
    if info is None or info.node is None or len(info.type_params) != len(made.args):
        return False
    # (a type variable with a default takes it: PEP 696)
    unsolved = {tv.name for tv, arg in zip(info.type_params, made.args)
                if type(arg) is AnyType and arg.origin is AnyOrigin.UNSOLVED and tv.default is None}
    init = _own_init(info.node)
    if not unsolved or init is None:
        return False
    new = ck.prog.find_member(info, "__new__")
    if new is not None and not new[1].is_stub:
        return False  # a constructor of our own besides __init__: it may solve it
    fed = _fed_annotations(init, value)
    if fed is None:
        return False
    return not any(_names(note, unsolved) for note in fed)


def generic_construction(ck: ExpressionChecker, value: ast.AST | None) -> bool:
    """Whether ``value`` calls a generic class (cheap: before anything is inferred)."""
    if type(value) is not ast.Call:
        return False
    sym = ck.symbol_of(value.func)
    if sym is None or sym.kind != "class":
        return False
    info = sym.info or ck.prog.class_by_name(sym.fullname)
    return info is not None and bool(info.type_params)


def defaults_decide(ck: ExpressionChecker, made: Type) -> bool:
    """Whether every type argument of ``made`` the solver left unsolved is a type variable
    with a default (PEP 696): the default is the argument then, nothing is missing."""
    info = ck.prog.class_by_name(made.name) if type(made) is Instance else None
    if info is None or type(made) is not Instance or len(info.type_params) != len(made.args):
        return False
    left = [tv for tv, arg in zip(info.type_params, made.args) if type(arg) is AnyType and arg.origin is AnyOrigin.UNSOLVED]
    return bool(left) and all(tv.default is not None for tv in left)


def _own_init(node: ast.ClassDef) -> ast.FunctionDef | None:
    """The class body's one plain ``def __init__`` (not overloaded, not decorated)."""
    inits = [s for s in node.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)) and s.name == "__init__"]
    if len(inits) != 1 or type(inits[0]) is not ast.FunctionDef or inits[0].decorator_list:
        return None
    return inits[0]


def _fed_annotations(init: ast.FunctionDef, call: ast.Call) -> list[ast.expr] | None:
    """The annotations of the parameters the call's arguments reach (an unannotated one is
    None: it may be anything, so it counts as naming every type variable); None when the
    arguments do not fit the parameters plainly."""
    args = init.args
    positional = [*args.posonlyargs, *args.args][1:]  # (self)
    found: list[ast.expr] = []
    everything = ast.Constant("")  # stands for an unannotated parameter
    for i in range(len(call.args)):
        param = positional[i] if i < len(positional) else args.vararg
        if param is None:
            return None
        found.append(param.annotation if param.annotation is not None else everything)
    by_name = {p.arg: p for p in [*positional, *args.kwonlyargs]}
    for keyword in call.keywords:
        param = by_name.get(keyword.arg or "") or args.kwarg
        if param is None:
            return None
        found.append(param.annotation if param.annotation is not None else everything)
    return found


def _names(note: ast.expr, type_vars: set[str]) -> bool:
    """Whether an annotation may name one of ``type_vars`` (in a string form too)."""
    for n in walk(note):
        if type(n) is ast.Name and n.id in type_vars:
            return True
        if type(n) is ast.Attribute and n.attr in type_vars:
            return True
        if type(n) is ast.Constant and isinstance(n.value, str) and (n.value == "" or any(tv in n.value for tv in type_vars)):
            return True
    return False
