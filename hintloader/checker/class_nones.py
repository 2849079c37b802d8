"""A class-body ``x = None`` is mypy's partial None type, completed while the class is checked.

mypy checks a class body in order, each method where it stands, and gives ``x = None`` in the
body a partial None type. The next binding of the name to another value while the class is
checked completes it as ``T | None``: a later ``x = value`` in the body, or ``self.x = value`` /
``cls.x = value`` in one of its methods (mypy lets any scope complete a None partial type).
When nothing does, the attribute's type is None once the class ends: reading it is reading
None (``self.x()`` is ``"None" not callable``). An unannotated method completes nothing (mypy
does not check its body). Only the plain case is taken: the name bound in
the class body by plain assignments only, the first to None, no base class or unknown base that
may declare it, and a completing binding whose value we infer as mypy does (attribute_types);
otherwise the attribute keeps its gradual type (members.inferred_attr_type).
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.astutil import callee_name, is_annotated_def, is_none_literal, walk
from hintloader.typesystem.model import NONE, NoneType, Type, make_union, widen_literal

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.symbols import ClassInfo, Symbol

Method = ast.FunctionDef | ast.AsyncFunctionDef


def partial_none_type(ck: ExpressionChecker, info: ClassInfo, name: str, sym: Symbol) -> Type | None:
    """The type mypy gives the class attribute ``name`` bound to None in ``info``'s body: None,
    or ``T | None`` as completed; None when the rule does not apply (see the module)."""
    memo = info.class_nones
    if name not in memo:
        memo[name] = None  # recursion guard: a completing value that reads the attribute
        memo[name] = _partial_none_type(ck, info, name, sym)
    return memo[name]


def _partial_none_type(ck: ExpressionChecker, info: ClassInfo, name: str, sym: Symbol) -> Type | None:
    node = info.node
    if node is None or info.is_stub or info.is_enum or sym.kind != "var" or not sym.nodes or name.startswith("__"):
        return None
    bindings = sym.nodes
    if not all(type(b) is ast.Assign and len(b.targets) == 1 and type(b.targets[0]) is ast.Name
               and b.type_comment is None and b in node.body for b in bindings):
        return None  # annotated, unpacked, or bound under an ``if`` of the body: not the plain case
    ordered = sorted(bindings, key=_position)
    first = ordered[0]
    if not (type(first) is ast.Assign and is_none_literal(first.value)):
        return None
    from hintloader.checker.members import defined_in_a_base  # (members reads this module)

    if defined_in_a_base(ck.prog, info, name):
        return None
    for binding in _bindings_after(node, first, name, ordered):
        if binding is None:
            return None  # a binding we cannot follow completes it maybe
        stmt, method = binding
        if is_none_literal(stmt.value):
            continue  # another None keeps the partial type
        t = _completing_value(ck, info, stmt, method)
        return make_union([widen_literal(t), NONE]) if t is not None else None
    return NONE


def _bindings_after(node: ast.ClassDef, first: ast.Assign, name: str, body_bindings: list[ast.stmt],
                    ) -> list[tuple[ast.Assign, Method | None] | None]:
    """The bindings of the attribute in the class, in order: the body's own (method None) and
    the methods' ``<receiver>.name`` ones; None for one we cannot follow (augmented, unpacked,
    a loop target, one before ``first``)."""
    found: list[tuple[tuple[int, int], tuple[ast.Assign, Method | None] | None]] = []
    for stmt in body_bindings[1:]:
        assert type(stmt) is ast.Assign
        found.append((_position(stmt), (stmt, None)))
    for method in (s for s in node.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef))):
        if not is_annotated_def(method):
            continue  # mypy does not check an unannotated method: its bindings complete nothing
        for sub in walk(method):
            if type(sub) is ast.Attribute and sub.attr == name and isinstance(sub.ctx, (ast.Store, ast.Del)):
                if not _through_receiver(method, sub):
                    continue  # ``cls = type(self); cls.name = v``, ``other.name = v``: completes nothing (mypy)
                found.append((_position(sub), _plain_store(method, sub)))
    for sub in walk(node):  # a nested class's stores of the name: not followed
        if type(sub) is ast.ClassDef and sub is not node and any(
                isinstance(n, (ast.Attribute, ast.Name)) and getattr(n, "attr", getattr(n, "id", None)) == name
                and isinstance(n.ctx, (ast.Store, ast.Del)) for n in walk(sub)):
            found.append(((sub.lineno, sub.col_offset), None))
    found.sort(key=lambda item: item[0])
    if any(position < _position(first) for position, _ in found):
        return [None]  # bound before its None (a method above it): mypy's order is not ours
    return [binding for _, binding in found]


def _through_receiver(method: Method, target: ast.Attribute) -> bool:
    """Whether the store is ``self.name`` / ``cls.name`` through the method's first parameter,
    the only stores mypy lets complete the body's partial None."""
    params = [*method.args.posonlyargs, *method.args.args]
    return (bool(params) and type(target.value) is ast.Name and target.value.id == params[0].arg
            and not any(callee_name(d) == "staticmethod" for d in method.decorator_list))


def _plain_store(method: Method, target: ast.Attribute) -> tuple[ast.Assign, Method] | None:
    """``self.name = value`` (``cls.name`` in a classmethod; see _through_receiver) as a
    statement of the method's own body: the binding and its method; None for any other store."""
    for stmt in walk(method):
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) and stmt is not method:
            if any(n is target for n in walk(stmt)):
                return None  # in a nested function: run whenever it is called
        if type(stmt) is ast.Assign and len(stmt.targets) == 1 and stmt.targets[0] is target and stmt.type_comment is None:
            return stmt, method
    return None


def _completing_value(ck: ExpressionChecker, info: ClassInfo, stmt: ast.Assign, method: Method | None) -> Type | None:
    """The type of the value that completes the partial None: in the class body, inferred in
    the module's scope (as the body's other values are); in an (annotated) method, as the
    attribute's first binding would be (attribute_types)."""
    if method is None:
        from hintloader.checker.first_bindings import declares
        from hintloader.checker.symbols import Scope

        t = ck.prog.infer_quietly(stmt.value, Scope(info.scope.module), None)

        return t if declares(t) and type(t) is not NoneType else None
    from hintloader.checker.attribute_types import value_in_method

    return value_in_method(ck, info, method, stmt)


def _position(node: ast.AST) -> tuple[int, int]:
    return getattr(node, "lineno", 0), getattr(node, "col_offset", 0)
