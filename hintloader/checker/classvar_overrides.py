"""A class variable over a base's instance variable, or an instance variable over a base's class
variable: mypy's ``Cannot override ... variable`` [misc], checked against every base."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.symbols import ClassInfo

if TYPE_CHECKING:  # the statement checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.program import Program

__all__ = ["check_class"]


def check_class(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    """Each variable the class body assigns or declares, against each base that has a variable
    of its name (mypy walks them all and stops at the first mismatch)."""
    if info.is_enum or info.is_namedtuple or info.is_typeddict:
        return
    prog = ck.prog
    seen: set[str] = set()
    for stmt in node.body:
        targets: list[ast.expr]
        if type(stmt) is ast.AnnAssign:
            targets = [stmt.target]
        elif type(stmt) is ast.Assign:
            targets = stmt.targets
        else:
            continue
        for target in targets:
            if type(target) is not ast.Name or target.id in seen:
                continue
            name = target.id
            seen.add(name)
            own = class_var(prog, info, name, ())
            if own is None or _final(prog, info, name):
                continue
            for c in info.mro[1:]:
                if _final(prog, c, name):
                    break  # a final base's name may not be assigned at all (finals.py says so)
                base = class_var(prog, c, name, ()) if c.fullname != "builtins.object" else None
                if base is None or base == own:
                    continue
                owner = c.fullname.rpartition(".")[2]
                if own:
                    ck.error(stmt, "misc", f'Cannot override instance variable (previously declared on base class "{owner}") with class variable')
                else:
                    ck.error(stmt, "misc", f'Cannot override class variable (previously declared on base class "{owner}") with instance variable')
                break


def class_var(prog: Program, c: ClassInfo, name: str, seen: tuple[str, ...]) -> bool | None:
    """Whether ``name`` is a class variable of ``c``: declared ``ClassVar``, or assigned in the
    body without an annotation where the base it overrides has a class variable (mypy infers
    that); False for an instance variable (also one only ``self.name = ...`` binds); None when
    ``c`` has no variable of the name."""
    sym = prog.class_body_symbol(c, name)
    if sym is None:
        return False if prog.instance_attr_symbol(c, name) is not None else None
    if sym.kind != "var" or not sym.nodes or not all(isinstance(n, (ast.Assign, ast.AnnAssign)) for n in sym.nodes):
        return None
    if any(_declares(n) for n in sym.nodes):
        prog.declared_type(sym)
        return sym.is_classvar
    if c.fullname in seen:
        return False
    for base in c.mro[1:]:
        inherited = class_var(prog, base, name, (*seen, c.fullname))
        if inherited is not None:
            return inherited
    return False


def _final(prog: Program, c: ClassInfo, name: str) -> bool:
    sym = prog.class_body_symbol(c, name)
    if sym is None or sym.kind != "var" or not any(_declares(n) for n in sym.nodes):
        return False
    prog.declared_type(sym)
    return sym.is_final


def _declares(node: ast.AST) -> bool:
    """An annotation or a type comment, either of which may say ClassVar or Final."""
    return type(node) is ast.AnnAssign or type(node) is ast.Assign and bool(node.type_comment)
