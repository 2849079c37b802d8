"""An attribute first bound to an empty display must be filled in the same method (mypy).

``self.cache = {}`` in a method gives the attribute mypy's partial type: the method that binds it
must fill it (``self.cache[k] = v``, ``self.items.append(v)``, ``self.seen.add(v)``, ``extend``,
``update``, ``+=``, or a binding to a value that is not empty) before any other use of it, or
annotate it; otherwise mypy asks for the annotation (``var-annotated``), even when another method
fills it later. Only the binding
that defines the attribute counts: the first in the class, with no annotation of it in the class
and no base class that declares it (the base's type is then the attribute's)."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.astutil import child_nodes, walk
from hintloader.checker.members import defined_in_a_base
from hintloader.checker.partials import HINT_ARGS, empty_collection, filling_methods
from hintloader.typesystem.model import Instance

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.program import Program
    from hintloader.checker.symbols import ClassInfo

def check_empty_attribute(ck: ExpressionChecker, node: ast.Assign) -> None:
    """``self.x = []`` (``{}``, ``set()``, ``list()``, ``dict()``) that defines ``x``: reported
    when nothing after it in the method fills it."""
    ctx = ck.ctx
    info = ctx.method_of
    if ctx.kind != "function" or ctx.lenient or ck.quiet or info is None or ctx.body is None or len(node.targets) != 1:
        return
    if node.type_comment is not None:
        return  # ``self.x = []  # type: list[int]`` declares it
    target = node.targets[0]
    if not (type(target) is ast.Attribute and type(target.value) is ast.Name):
        return
    kind = empty_collection(node.value)
    if kind is None:
        return
    receiver = ck.env.get(target.value.id) or ctx.declared.get(target.value.id)
    if not (type(receiver) is Instance and receiver.name == info.fullname):
        return  # not ``self`` (or a ``self`` typed otherwise)
    attr = target.attr
    if not _defines(ck.prog, info, attr, node) or _filled_after(ctx.body, node, target.value.id, attr, kind):
        return
    ck.error(target, "var-annotated", f'Need type annotation for "{attr}" (hint: "{attr}: {HINT_ARGS[kind]} = ...")')


def _defines(prog: Program, info: ClassInfo, attr: str, node: ast.Assign) -> bool:
    """Whether ``node`` is the binding that gives the attribute its type: the class body and the
    bases say nothing of it, no ``self.x: T`` annotates it, and no method binds it earlier."""
    if prog.class_body_symbol(info, attr) is not None or prog.instance_attr_symbol(info, attr) is None:
        return False
    found = (info.instance_attrs or {}).get(attr, [])
    if any(type(stmt) is ast.AnnAssign or type(stmt) is ast.Assign and stmt.type_comment is not None for stmt, _ in found):
        return False
    # The first binding in the first method that binds it (a method's statements by position).
    methods = list(dict.fromkeys(func for _, func in found))
    first_method = [stmt for stmt, func in found if func is methods[0] and isinstance(stmt, (ast.Assign, ast.AnnAssign, ast.AugAssign))]
    if not first_method or min(first_method, key=lambda stmt: (stmt.lineno, stmt.col_offset)) is not node:
        return False
    return not defined_in_a_base(prog, info, attr)


def _filled_after(body: list[ast.stmt], node: ast.Assign, self_name: str, attr: str, kind: str) -> bool:
    """Whether the first use of the attribute after ``node`` in the method (in source order,
    nested scopes aside) fills it, or binds it again: a read before that (``len(self.x)``,
    ``for k in self.x``) is mypy's use of a partial type, which asks for the annotation."""
    uses: list[tuple[tuple[int, int], ast.Attribute, ast.AST | None]] = []  # (position, use, parent)
    pending: list[tuple[ast.AST, ast.AST | None]] = [(stmt, None) for stmt in body]
    while pending:
        current, parent = pending.pop()
        if isinstance(current, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        if (type(current) is ast.Attribute and current.attr == attr and type(current.value) is ast.Name
                and current.value.id == self_name and current is not node.targets[0]
                and (current.lineno, current.col_offset) > (node.lineno, node.col_offset)):
            uses.append(((current.lineno, current.col_offset), current, parent))
        pending.extend((child, current) for child in child_nodes(current))
    if not uses:
        return False
    _, first, parent = min(uses, key=lambda use: use[0])
    if type(first.ctx) is ast.Store:
        return True  # bound again (or augmented): left to that binding
    if type(parent) is ast.Attribute and parent.attr in filling_methods(kind):
        return True  # ``self.x.append(v)``: the call fills it (what it takes, the call checks)
    if type(parent) is ast.Subscript and type(parent.ctx) is ast.Store and kind == "builtins.dict":
        return True  # ``self.x[k] = v``
    return False


def check_class_body(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    """``rules = []`` in a class body: mypy's partial type, which only the class body itself
    can fill (a method's ``self.rules = [1]`` binds the instance's, not this one); unfilled,
    mypy asks for the annotation. Not when a base class declares the name (its type is the
    context), nor in enums (members) and dunders (``__slots__``)."""
    if ck.quiet or info.is_enum or info.unknown_base:
        return
    body = node.body
    for index, stmt in enumerate(body):
        if not (type(stmt) is ast.Assign and len(stmt.targets) == 1 and type(stmt.targets[0]) is ast.Name
                and stmt.type_comment is None):
            continue
        name = stmt.targets[0].id
        kind = empty_collection(stmt.value)
        if kind is None or name.startswith("__") or defined_in_a_base(ck.prog, info, name):
            continue
        if _filled_in_body(body[index + 1:], name, kind):
            continue
        ck.error(stmt.targets[0], "var-annotated", f'Need type annotation for "{name}" (hint: "{name}: {HINT_ARGS[kind]} = ...")')


def _filled_in_body(rest: list[ast.stmt], name: str, kind: str) -> bool:
    """Whether a later statement of the class body names ``name`` at all (fills it, binds or
    annotates it again): only a body that never mentions it again is certainly unfilled."""
    del kind  # (any mention counts: reading it there also reads it as partial)
    return any(type(n) is ast.Name and n.id == name for stmt in rest
               if not isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
               for n in walk(stmt))
