"""Definitions of functions: @overload groups as the spec defines them, @final and @override on defs."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.annotations import TypeConverter
from hintloader.checker.classes import decorator_name
from hintloader.checker.constructors import class_scoped_self
from hintloader.checker.specialforms import head_form
from hintloader.checker.symbols import ClassInfo
from hintloader.typesystem.model import AnyType, Instance

if TYPE_CHECKING:  # the statement checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker

Def = ast.FunctionDef | ast.AsyncFunctionDef


def _decorators(node: Def) -> set[str]:
    return {decorator_name(d) for d in node.decorator_list}


def _is_overload(node: ast.stmt) -> bool:
    return isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and "overload" in _decorators(node)


def check_definition(ck: ExpressionChecker, node: Def) -> None:
    """Once per def: the rules of its overload group (checked at the group's first item) and of
    @final / @override where they stand."""
    if ck.quiet:
        return
    if node.args.kwarg is not None and type(node.args.kwarg.annotation) is ast.Subscript:
        _check_unpacked_kwargs(ck, node)
    if node.name == "__init__":
        class_scoped_self(ck, node)
    group = _group(ck, node)
    items = [n for n in group if _is_overload(n)]
    if items and items[0] is node:
        _check_group(ck, group, items)
    elif not items:
        decorators = _decorators(node)
        if "final" in decorators and ck.ctx.kind != "class":
            ck.error(node.decorator_list[0], "misc", "@final cannot be used with non-method functions")
        if "override" in decorators and ck.ctx.kind == "class" and ck.ctx.scope.cls is not None:
            check_marked_override(ck, ck.ctx.scope.cls, node, node)


def _group(ck: ExpressionChecker, node: Def) -> list[Def]:
    """The defs of ``node``'s name in its scope, in order, when ``node`` is one of them."""
    ctx = ck.ctx
    if ctx.kind == "class" and ctx.scope.cls is not None:
        nodes = ctx.scope.cls.body.get(node.name) or []
    elif ctx.kind == "module":
        nodes = ctx.scope.module.definitions(node.name)
    else:
        nodes = next((d[node.name] for d in ctx.scope.local_defs if node.name in d), [])
    defs = [n for n in nodes if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
    return defs if any(n is node for n in defs) else [node]


def _check_group(ck: ExpressionChecker, group: list[Def], items: list[Def]) -> None:
    first: ast.AST = items[0].decorator_list[0]  # mypy reports a group at its first line
    after = group[group.index(items[-1]) + 1:]
    impl = after[0] if after and not _is_overload(after[0]) and _follows(ck, items[-1], after[0]) else None
    stub = ck.prog.current.is_stub
    cls = ck.ctx.scope.cls if ck.ctx.kind == "class" else None
    # A plain def between the items of one run of defs (an implementation written too early):
    # mypy reports it, and not the missing implementation.
    run = [items[0]]
    for n in group[group.index(items[0]) + 1:]:
        if not _follows(ck, run[-1], n):
            break
        run.append(n)
    misplaced = [n for n in run[:-1] if not _is_overload(n)] if not stub else []
    for n in misplaced:
        ck.error(n.decorator_list[0] if n.decorator_list else n, "misc", "The implementation for an overloaded function must come last")
    if len(items) == 1:
        ck.error(first, "misc", "Single overload definition, multiple required")
    elif impl is None and not stub and not misplaced and not _exempt(cls, items):
        ck.error(first, "no-overload-impl", "An overloaded function outside a stub file must have an implementation")
    for kind in ("staticmethod", "classmethod"):
        marked = [kind in _decorators(n) for n in [*items, *([impl] if impl is not None else [])]]
        if any(marked) and not all(marked):
            ck.error(first, "misc", f'Overload does not consistently use the "@{kind}" decorator on all function signatures.')
    for deco in ("final", "override"):
        for item in items:
            if deco not in _decorators(item) or (impl is None and item is items[0]):
                continue
            at = next(d for d in item.decorator_list if decorator_name(d) == deco)
            if impl is not None:
                ck.error(at, "misc", f"@{deco} should be applied only to overload implementation")
            elif stub:
                ck.error(at, "misc", f"In a stub file @{deco} must be applied only to the first overload")
            else:
                ck.error(at, "misc", f"@{deco} should be applied only to the first overload")
    marker = impl if impl is not None else items[0]
    if cls is not None and "override" in _decorators(marker):
        check_marked_override(ck, cls, first, marker)


def _follows(ck: ExpressionChecker, last: Def, candidate: Def) -> bool:
    """Is ``candidate`` the statement right after ``last`` in the same block? Only then is it
    the implementation; a def after other statements is a redefinition (semantic pass). Items
    that end an ``if`` block (``if TYPE_CHECKING:``) are followed by what follows the ``if``
    (mypy's conditional overloads)."""
    module = ck.prog.current
    if module.tree is None:
        return True
    place = module.place_of(last)
    while place is not None:
        owner, block, index = place
        if index + 1 < len(block):
            return block[index + 1] is candidate
        if type(owner) is not ast.If:
            return False
        place = module.place_of(owner)
    return True


def _exempt(cls: ClassInfo | None, items: list[Def]) -> bool:
    """Protocol members and abstract methods need no implementation (typing spec)."""
    if cls is None:
        return False
    return cls.is_protocol or all("abstractmethod" in _decorators(n) for n in items)


def check_marked_override(ck: ExpressionChecker, cls: ClassInfo, at: ast.AST, node: Def) -> None:
    """``@override`` (PEP 698): some base must define the name."""
    if cls.unknown_base or cls.dynamic or any(c.unknown_base for c in cls.mro):
        return  # a base we cannot see (``class P(Any)``) may define it
    if any(node.name in c.body for c in cls.mro[1:]):
        return
    ck.error(at, "misc", f'Method "{node.name}" is marked as an override, but no base method was found with this name')


def _check_unpacked_kwargs(ck: ExpressionChecker, node: Def) -> None:
    """``**kwargs: Unpack[TD]`` (PEP 692): TD must be a TypedDict (not a type variable bound to
    one), and no other parameter a caller can name may share a name with one of its keys."""
    annotation = node.args.kwarg.annotation if node.args.kwarg is not None else None
    conv = ck.converter()
    if type(annotation) is not ast.Subscript or head_form(conv.r, conv.scope, annotation) != "Unpack":
        return
    if type(annotation.slice) is ast.Tuple:
        ck.error(annotation, "misc", "Unpack[...] requires exactly one type argument")
        return
    inner = TypeConverter(ck.prog, conv.scope, None).convert(annotation.slice, top=False)
    if type(inner) is AnyType:
        return
    items = ck.prog.typeddict_items(inner) if type(inner) is Instance else None
    if items is None:
        ck.error(annotation, "misc", "Unpack item in ** parameter must be a TypedDict")
        return
    named = [a.arg for a in (*node.args.args, *node.args.kwonlyargs) if a.arg in items]
    if named:
        shown = ", ".join(f'"{n}"' for n in named)
        ck.error(node, "misc", f"Overlap between parameter names and ** TypedDict items: {shown}")
