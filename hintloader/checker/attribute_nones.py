"""An attribute whose defining method binds it to None only has the type None (mypy).

mypy gives ``self.x = None`` a partial None type that only later bindings in the same method
complete (``self.x = Conn()`` there makes it ``Conn | None``); when the method ends with the
type still partial, the attribute's type is None. Other methods that bind it to a value are
then reported (``variable has type "None"``), and reads of it are None. The defining binding
is the first in the first method that binds the attribute (as for attribute_partials), with no
annotation of it in the class body, the methods or a base class. An unannotated defining
method gives the attribute no type (mypy infers nothing there), so the rule needs an annotated
one.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.astutil import callee_name, is_annotated_def

if TYPE_CHECKING:
    from hintloader.checker.program import Program
    from hintloader.checker.symbols import ClassInfo


def defined_as_none(prog: Program, info: ClassInfo, attr: str) -> bool:
    """Whether ``attr`` of instances of ``info`` has mypy's type None: the furthest base that
    binds it defines it (a subclass's binding is a write to that one)."""
    for c in reversed(info.mro or [info]):
        if c.is_stub:
            continue
        if prog.class_body_symbol(c, attr) is not None or prog.instance_attr_symbol(c, attr) is not None:
            return _memo(prog, c, attr)
    return False


def _memo(prog: Program, info: ClassInfo, attr: str) -> bool:
    known = info.none_attrs.get(attr)
    if known is None:
        known = info.none_attrs[attr] = _defined_as_none(prog, info, attr)
    return known


def _defined_as_none(prog: Program, info: ClassInfo, attr: str) -> bool:
    if info.is_stub or info.unknown_base or info.node is None:
        return False
    if prog.class_body_symbol(info, attr) is not None or prog.instance_attr_symbol(info, attr) is None:
        return False
    found = (info.instance_attrs or {}).get(attr, [])
    if not found:
        return False
    method = found[0][1]
    in_method = [stmt for stmt, func in found if func is method]
    if len(in_method) != 1 or any(type(stmt) is ast.AnnAssign for stmt, _ in found):
        return False  # bound again in the defining method: the partial type is completed there
    first = in_method[0]
    if not (type(first) is ast.Assign and len(first.targets) == 1 and type(first.targets[0]) is ast.Attribute
            and type(first.value) is ast.Constant and first.value.value is None and first.type_comment is None):
        return False
    if not is_annotated_def(method) or any(callee_name(d) in ("staticmethod", "classmethod") for d in method.decorator_list):
        return False
    from hintloader.checker.members import defined_in_a_base  # (members reads this module)

    return not defined_in_a_base(prog, info, attr)

