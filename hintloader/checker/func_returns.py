"""Using the result of a call that only ever returns None (mypy's func-returns-value).

``x = pipe.watch()``, ``print(log())``, ``flag and items.append(x)``: the callee is declared to
return None, so its value is no value. mypy reports it where the value is used, not where a
call stands alone: an expression statement (through ``a if c else b`` and ``await``), the
``return`` of a function declared to return None (or Any, or of a lambda). Only callees declared that way count: a plain def (not a decorated one), a
method of the receiver's class, or a variable annotated with a callable type; an inferred
variable that holds such a function does not (mypy's ``always_returns_none``).
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.naming import CalleeName
from hintloader.typesystem.model import AnyType, CallableType, Instance, LiteralType, NoneType, Type, TypeType

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker

_MESSAGE = "does not return a value (it only ever returns None)"


def allow_none_result(ck: ExpressionChecker, expr: ast.expr | None) -> None:
    """``expr``'s value is not used: a call (or await) at its top may return None."""
    while expr is not None:
        if isinstance(expr, (ast.Call, ast.Await)):
            ck.none_results_ok.add(id(expr))
            expr = expr.value if type(expr) is ast.Await else None
        elif type(expr) is ast.IfExp:
            allow_none_result(ck, expr.body)
            expr = expr.orelse
        else:
            return


def allow_special_arguments(ck: ExpressionChecker, form: str, node: ast.Call) -> None:
    """``reveal_type(f())``, ``assert_type(f(), None)``, ``cast(T, f())``: mypy asks nothing of
    the value these inspect."""
    if form in ("reveal_type", "assert_type") and node.args:
        allow_none_result(ck, node.args[0])
    elif form == "cast" and len(node.args) == 2:
        allow_none_result(ck, node.args[1])


def allows_return_of_none(declared: Type | None) -> bool:
    return declared is None or isinstance(declared, (NoneType, AnyType))


def check_call_value(ck: ExpressionChecker, node: ast.Call, callee: Type, name: CalleeName | None,
                     receiver: Type | None) -> None:
    """The call ``node`` gave None: report it when its value is used and the callee is
    declared to return None only."""
    if id(node) in ck.none_results_ok or ck.ctx.lenient or not ck.reports("func-returns-value"):
        return
    if type(callee) is Instance and type(node.func) is ast.Name and _call_returns_none(ck, callee):
        # ``a()`` of a variable declared as an instance whose class's ``__call__`` is a plain
        # def declared to return None (mypy's defn_returns_none of a Var).
        sym = ck.symbol_of(node.func) if node.func.id not in ck.ctx.locals or ck.ctx.kind == "module" else None
        declared = node.func.id in ck.ctx.declared if sym is None else (sym.kind == "var" and _annotated(sym.nodes))
        if declared:
            ck.error(node, "func-returns-value", f"Function {_MESSAGE}")
        return
    if not (type(callee) is CallableType and type(callee.ret) is NoneType) or not _declared_callee(ck, node.func, receiver):
        return
    ck.error(node, "func-returns-value", f"{name if name is not None else 'Function'} {_MESSAGE}")


def _call_returns_none(ck: ExpressionChecker, callee: Instance) -> bool:
    info = ck.prog.class_by_name(callee.name)
    found = ck.prog.find_member(info, "__call__") if info is not None else None
    if found is None or not _plain_def(found[0].nodes):
        return False
    defn = found[0].nodes[0]
    returns = defn.returns if isinstance(defn, (ast.FunctionDef, ast.AsyncFunctionDef)) else None
    return type(returns) is ast.Constant and returns.value is None


def check_await_value(ck: ExpressionChecker, node: ast.Await, result: Type) -> None:
    """``x = await job()`` where the awaitable gives None (mypy checks no callee here)."""
    if (type(result) is NoneType and id(node) not in ck.none_results_ok and not ck.ctx.lenient
            and ck.reports("func-returns-value")):
        ck.error(node, "func-returns-value", f"Function {_MESSAGE}")


def _declared_callee(ck: ExpressionChecker, func: ast.expr, receiver: Type | None) -> bool:
    if type(func) is ast.Name:
        ctx = ck.ctx
        if func.id in ctx.locals and ctx.kind != "module":
            nodes = ctx.scope.local_defs[0].get(func.id, []) if ctx.scope.local_defs else []
            if nodes:
                return _plain_def(nodes) or _annotated(nodes)
            return func.id in ctx.declared  # a parameter annotated with a callable type
        sym = ck.symbol_of(func)
        return sym is not None and (_plain_def(sym.nodes) or (sym.kind == "var" and _annotated(sym.nodes)))
    if type(func) is ast.Attribute:
        sym = ck.symbol_of(func.value)
        if sym is not None and sym.kind == "module":
            member = ck.prog.member_symbol(sym, func.attr)
            return member is not None and _plain_def(member.nodes)
        if receiver is None:
            receiver = ck.infer_again(func.value)
        if type(receiver) is TypeType:
            receiver = receiver.item
        if type(receiver) is LiteralType:
            receiver = Instance(receiver.fallback)
        info = ck.prog.class_by_name(receiver.name) if type(receiver) is Instance else None
        found = ck.prog.find_member(info, func.attr) if info is not None else None
        return found is not None and (_plain_def(found[0].nodes) or _annotated(found[0].nodes))
    return False


def _plain_def(nodes: list[ast.stmt]) -> bool:
    """A single undecorated def (a decorator may change what it returns; so may overloads)."""
    return (len(nodes) == 1 and isinstance(nodes[0], (ast.FunctionDef, ast.AsyncFunctionDef))
            and not nodes[0].decorator_list)


def _annotated(nodes: list[ast.stmt]) -> bool:
    return bool(nodes) and all(type(n) is ast.AnnAssign for n in nodes)
