"""An unannotated class-body binding declares its attribute, as mypy declares it.

mypy gives ``count = 0`` in a class body the type of its value (widened: ``int``) and checks
every later write against it, through the class (``C.count = "x"``) and through instances
(``self.count = "x"``, ``C().count = "x"``), as a local's first binding declares the local.
So does ``count: ClassVar = 0``. Only the plain case is taken: one binding (under an ``if`` of the body too), no base class that may declare the name (its declaration rules there), and a value
whose type is known and is no function or None (class_nones has the None case; a stored
function is a method to mypy, with rules of its own). A base's declaration rules a subclass's
binding (pyright's reading; mypy would take the subclass's value).
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.astutil import is_none_literal
from hintloader.checker.specialforms import head_form
from hintloader.typesystem.model import Instance, LiteralType, TupleType, Type, TypeType, UnionType, has_any

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.symbols import ClassInfo, Symbol


def declared_by_class_body(ck: ExpressionChecker, info: ClassInfo, name: str, sym: Symbol) -> Type | None:
    """The type the class body's binding of ``name`` declares; None outside the plain case."""
    node = info.node
    if node is None or info.is_stub or info.is_enum or sym.kind != "var" or name.startswith("__"):
        return None
    if len(sym.nodes) != 1:
        return None
    binding = sym.nodes[0]
    plain = type(binding) is ast.Assign and len(binding.targets) == 1 and isinstance(binding.targets[0], ast.Name) \
        and binding.type_comment is None
    # (``x: ClassVar = 0`` declares by its value too)
    bare_classvar = type(binding) is ast.AnnAssign and binding.value is not None and ck.prog.declared_type(sym) is None \
        and sym.is_classvar
    # (``X: TypeAlias = Foo`` declares by its value: type[Foo], mypy)
    alias = type(binding) is ast.AnnAssign and binding.value is not None and ck.prog.declared_type(sym) is None \
        and head_form(ck.prog, sym.scope, binding.annotation) == "TypeAlias"
    if not (plain or bare_classvar or alias):
        return None
    assert isinstance(binding, (ast.Assign, ast.AnnAssign)) and binding.value is not None
    if is_none_literal(binding.value):
        return None
    from hintloader.checker.members import defined_in_a_base  # (members reads this module's callers)

    if defined_in_a_base(ck.prog, info, name):
        return None
    t = ck.inferred_attr_type(sym)
    return t if _plain_value(t) else None


def _plain_value(t: Type) -> bool:
    """A type mypy declares the attribute by and checks writes against as such: an instance,
    a tuple, a class object or a union of them, with nothing unknown in it."""
    if has_any(t):
        return False
    items = t.items if type(t) is UnionType else (t,)
    return all(isinstance(i, (Instance, TupleType, LiteralType)) or (type(i) is TypeType and type(i.item) is Instance)
               for i in items)
