"""@final classes and members: a class statement may not subclass or override them."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.astutil import callee_name
from hintloader.checker.guards import guards_of, is_final_annotation
from hintloader.checker.protocol_classes import abstract_members
from hintloader.checker.symbols import ClassInfo
from hintloader.checker.writes import is_private

if TYPE_CHECKING:  # the statement checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker


def check_finals(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    """Once per class statement: its bases against ``@final``, its body against final members."""
    for base in info.bases:
        base_info = ck.prog.class_by_name(base.name)
        if base_info is not None and base_info.is_final:
            ck.error(node, "misc", f'Cannot inherit from final class "{base.name.rpartition(".")[2]}"')
    if info.is_final:
        # it can never be instantiated, nor a subclass implement them (mypy's semantic check)
        missing = abstract_members(ck.prog, info.fullname)
        if missing:
            listed = ", ".join(f'"{m}"' for m in missing)
            ck.error(node, "misc", f"Final class {info.fullname} has abstract attributes {listed}")
    bases = info.mro[1:]
    for stmt in node.body:
        if (type(stmt) is ast.AnnAssign and type(stmt.target) is ast.Name and is_final_annotation(stmt.annotation)
                and not is_private(stmt.target.id)):
            _check_writable_override(ck, info, stmt.target.id, stmt.target)
    if not any(guards_of(c).final or guards_of(c).final_methods or _own_stub(c) for c in bases):
        return  # the common case: nothing final above, nothing to compare
    seen: set[str] = set()
    for stmt in node.body:
        for name, target in _defined(stmt):
            if is_private(name) or name in seen:
                continue  # mangled with the class's own name: not the base's attribute
            seen.add(name)  # an overload group is one definition
            owner, is_method = _final_owner(bases, name)
            if owner is None:
                continue
            if type(stmt) is ast.AnnAssign and not is_method:
                if stmt.value is not None:
                    ck.error(target, "misc", f'Cannot assign to final name "{name}"')
            elif is_method or type(stmt) is not ast.Assign:  # ``y = 1`` over a Final: writes.py
                short = owner.fullname.rpartition(".")[2]
                ck.error(target, "misc", f'Cannot override final attribute "{name}" (previously declared in base class "{short}")')


def check_self_declaration(ck: ExpressionChecker, info: ClassInfo, stmt: ast.AnnAssign) -> None:
    """``self.name: T = ...`` in a method of ``info`` where a base declares ``name`` final (an
    attribute or a method): declared ``Final`` it overrides that one, otherwise it assigns it
    (mypy's two messages). A ``Final`` one over a base's writable attribute is reported too."""
    target = stmt.target
    bases = info.mro[1:]
    if type(target) is not ast.Attribute or is_private(target.attr):
        return
    name = target.attr
    final = is_final_annotation(stmt.annotation)
    owner = None
    if any(guards_of(c).final or guards_of(c).final_methods or _own_stub(c) for c in bases):
        owner, _ = _final_owner(bases, name)
    if owner is None:
        if final:
            _check_writable_override(ck, info, name, target)
    elif final:
        short = owner.fullname.rpartition(".")[2]
        ck.error(target, "misc", f'Cannot override final attribute "{name}" (previously declared in base class "{short}")')
    else:
        ck.error(target, "misc", f'Cannot assign to final attribute "{name}"')


def _check_writable_override(ck: ExpressionChecker, info: ClassInfo, name: str, target: ast.AST) -> None:
    """A ``Final`` declaration of ``name`` over the nearest base's writable attribute (a
    variable, or a property with a setter): through the base, it could still be written
    (mypy's ``Cannot override writable attribute``). Not in an enum; a final base is the
    override rule's."""
    if info.is_enum or info.unknown_base or info.dynamic:
        return
    prog = ck.prog
    for c in info.mro[1:]:
        if c.unknown_base or c.dynamic:
            return
        guards = guards_of(c)
        if name in guards.final or name in guards.final_methods or c.fullname == "builtins.object":
            return
        if name in guards.setters:
            break
        sym = prog.class_body_symbol(c, name)
        if sym is None and prog.instance_attr_symbol(c, name) is not None:
            break  # ``self.x = ...`` in a method of the base
        if sym is None:
            continue
        if sym.kind != "var" or not all(isinstance(n, (ast.Assign, ast.AnnAssign)) for n in sym.nodes):
            return  # a method, a read-only property, a class...: not writable
        break
    else:
        return
    ck.error(target, "misc", f'Cannot override writable attribute "{name}" with a final one')


def _defined(stmt: ast.stmt) -> list[tuple[str, ast.AST]]:
    """The names a class-body statement binds, each with the node to report at."""
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [(stmt.name, stmt.decorator_list[0] if stmt.decorator_list else stmt)]
    if type(stmt) is ast.AnnAssign and type(stmt.target) is ast.Name:
        return [(stmt.target.id, stmt.target)]
    if type(stmt) is ast.Assign:
        return [(t.id, t) for t in stmt.targets if type(t) is ast.Name]
    return []


def _final_owner(bases: list[ClassInfo], name: str) -> tuple[ClassInfo | None, bool]:
    """The nearest base that declares ``name`` final (and whether as a method), if any does."""
    for c in bases:
        if _own_stub(c):
            nodes = c.body.get(name) or []
            if not nodes:
                continue
            method = any(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and "final" in {callee_name(d) for d in n.decorator_list}
                         for n in nodes)
            if method or any(type(n) is ast.AnnAssign and is_final_annotation(n.annotation) for n in nodes):
                return c, method
            return None, False
        guards = guards_of(c)
        if name in guards.final_methods:
            return c, True
        if name in guards.final:
            return c, False
        if name in c.body:
            return None, False
    return None, False


def _own_stub(c: ClassInfo) -> bool:
    """A class of a first-party stub: its body is read for ``@final`` and ``Final`` (typeshed's
    classes are not, to keep subclassing them cheap)."""
    return c.is_stub and c.scope.module.first_party
