"""Unbound locals: ``del x`` and the end of an ``except ... as x:`` handler (Python deletes the
handler's name there).

The flow env holds such a name as DELETED, an Any no other value equals: reading it is mypy's
"Trying to read deleted variable". Where paths meet with the name bound on some of them, it is
unknown (narrowing.merge), as mypy's join is silent there.

mypy also deletes a handler's variable for the rest of the scope (in check order), so binding
the name again after the handler ("Assignment to variable outside except: block") is an error,
and the name stays deleted after that binding."""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import TYPE_CHECKING

from hintloader.checker.env import Env
from hintloader.typesystem.model import ANY, AnyOrigin, AnyType, Type

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker

DELETED = AnyType(AnyOrigin.DELETED)
# A handler's name bound again after the handler: bound at run time, deleted to mypy. Equal to
# DELETED (paths that meet keep it deleted), told apart by identity.
REBOUND = AnyType(AnyOrigin.DELETED)


def read_deleted(ck: ExpressionChecker, node: ast.Name, held: Type | None) -> Type:
    """``node`` reads a name the env holds as deleted (``held``), or lacks after its handler
    ended: report it (mypy leaves unannotated defs unchecked here); what it reads is unknown.
    A rebound name is only reported where mypy checks the value (not as the argument of an
    unknown callable): the rebinding was the error."""
    if held is not REBOUND or not ck.unchecked_arguments:
        ck.error(node, "misc", f'Trying to read deleted variable "{node.id}"')
    return ANY


def infer_unchecked_arguments(ck: ExpressionChecker, infer: Callable[[], None]) -> None:
    """Infer the arguments of a call nothing checks (its callee is unknown)."""
    outer = ck.unchecked_arguments
    ck.unchecked_arguments = True
    try:
        infer()
    finally:
        ck.unchecked_arguments = outer


def end_handler(ck: ExpressionChecker, name: str, env: Env | None) -> None:
    """The handler binding ``name`` ends (at ``env``, None when it cannot end normally)."""
    if name in ck.ctx.globals_decl:
        return  # the name is the module's: what deleting it means is not this scope's to track
    if env is not None:
        env[name] = DELETED
        env.forget_below(name)
    if not ck.quiet:
        # Only the reported pass: mypy's last pass over a loop body does not see a handler
        # further down as having ended already.
        ck.ctx.ended_handlers.add(name)


def rebinds_handler_name(ck: ExpressionChecker, target: ast.Name, env: Env) -> bool:
    """Binding ``target`` after a handler of that name ended in this scope: report it (mypy
    reports it in unannotated defs too) and keep the name deleted. False when it is no such name."""
    name = target.id
    if name not in ck.ctx.ended_handlers or name in ck.ctx.globals_decl:
        return False
    if not ck.quiet:
        ck.reporter.error(target, "misc", f'Assignment to variable "{name}" outside except: block')
    env[name] = REBOUND
    env.forget_below(name)
    ck.env_changed()
    return True


def joined_with_deleted(items: list[Type]) -> Type | None:
    """Where paths meet: unknown when the name is deleted on some paths and bound on others,
    None when no path deleted it (or every path did, which keeps it deleted)."""
    deleted = sum(1 for item in items if item is DELETED or item is REBOUND)
    return ANY if 0 < deleted < len(items) else None


_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Import, ast.ImportFrom)


def only_bound_as_variable(ck: ExpressionChecker, name: str) -> bool:
    """A function's ``name`` that no def, class or import binds (those bind it beside the flow
    env): where the env lacks it after its handler ended, it is unbound."""
    if ck.ctx.kind != "function":
        return False
    for defs in ck.ctx.scope.local_defs[:1]:
        if any(isinstance(n, _DEFINITIONS) for n in defs.get(name, ())):
            return False
    return True
