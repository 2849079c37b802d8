"""What a declaration may declare: a name, or an attribute on ``self`` (mypy's semantic analysis).

``other.x: int = 1`` declares nothing ("Type cannot be declared in assignment to non-self
attribute"), ``d[k]: int`` neither ("Unexpected type declaration"); a Final there, or a Final
type comment on several targets or a tuple, is an "Invalid final declaration" (mypy's wording:
"Final can be only applied to a name or an attribute on self" for an attribute).
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.astutil import string_annotation
from hintloader.checker.classes import declares_through_self
from hintloader.checker.specialforms import head_form

if TYPE_CHECKING:  # the statement checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker


def check_annotated_target(ck: ExpressionChecker, node: ast.AnnAssign) -> None:
    """``target: annotation [= value]`` whose target is no name."""
    target = node.target
    cls = ck.ctx.scope.cls
    if type(target) is ast.Name or cls is not None and cls.is_namedtuple and cls.node is not None:
        return  # (in a NamedTuple class body, an invalid statement: namedtuples.py says so)
    final = _is_final(ck, node.annotation)
    if type(target) is ast.Attribute:
        if on_self(ck, node):
            return
        if not (final and not isinstance(_parsed(node.annotation), ast.Subscript)):
            # (a bare Final declares no type: the value's is inferred)
            ck.error(target, "misc", "Type cannot be declared in assignment to non-self attribute")
        if final:
            ck.error(node, "misc", "Final can be only applied to a name or an attribute on self")
    elif type(target) is ast.Subscript:
        if final:
            ck.error(node, "misc", "Invalid final declaration")
        ck.error(target, "misc", "Unexpected type declaration")


def check_comment_targets(ck: ExpressionChecker, node: ast.Assign) -> None:
    """``a = b = 1  # type: Final[int]`` or ``a, b = ...  # type: Final[...]``: a Final binds
    one name or attribute."""
    if not node.type_comment:
        return
    if len(node.targets) == 1 and isinstance(node.targets[0], (ast.Name, ast.Attribute)):
        return
    try:
        comment = ast.parse(node.type_comment.strip(), mode="eval").body
    except SyntaxError:
        return
    if _is_final(ck, comment):
        ck.error(node, "misc", "Invalid final declaration")


def _is_final(ck: ExpressionChecker, annotation: ast.expr) -> bool:
    parsed = _parsed(annotation)
    return parsed is not None and head_form(ck.prog, ck.ctx.scope, parsed) == "Final"


def _parsed(annotation: ast.expr) -> ast.expr | None:
    """The annotation's expression (a quoted one parsed; None when it does not parse)."""
    return string_annotation(annotation) if type(annotation) is ast.Constant else annotation


def on_self(ck: ExpressionChecker, node: ast.AnnAssign) -> bool:
    """The target is an attribute of the first parameter of a method (or of the method a
    function is nested in), as mypy's ``self`` is."""
    ctx = ck.ctx
    if ctx.method_of is not None:
        return declares_through_self(ctx.method_of, node)
    target = node.target
    # In a function nested in a method: a free name is taken for the method's self.
    return (ctx.scope.self_class is not None and type(target) is ast.Attribute and type(target.value) is ast.Name
            and target.value.id not in ctx.locals)
