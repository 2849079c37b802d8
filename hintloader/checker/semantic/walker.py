"""One walk of a module before inference: scopes, what binds each name, where statements stand.

It reports what Python's compiler or mypy's semantic analysis rejects whatever the types:
``break`` outside a loop, ``return`` / ``yield`` / ``await`` outside their functions, ``nonlocal``
without a binding, misplaced starred expressions, redefinitions (``no-redef``) and imports that
cannot be followed. Branches of version, platform and ``TYPE_CHECKING`` tests that do not apply
are skipped, as mypy skips them.
"""

from __future__ import annotations

import ast
import bisect
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal, cast

from hintloader.checker.astutil import child_nodes, is_annotated_def
from hintloader.checker.program import Program
from hintloader.checker.scopes import local_names
from hintloader.checker.semantic.collection_defs import check_call_definition, check_class_definition
from hintloader.checker.semantic.imports import ImportChecker
from hintloader.checker.semantic.typevar_defs import check_typevar_definition
from hintloader.checker.semantic.redefinitions import Binding, Bindings, def_binding
from hintloader.checker.conditions import eval_condition
from hintloader.checker.symbols import Reporter, Scope

__all__ = ["analyse"]

FrameKind = Literal["module", "class", "function", "lambda"]
_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)
_COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
_TRIES: frozenset[type[ast.stmt]] = frozenset({ast.Try, *([getattr(ast, "TryStar")] if hasattr(ast, "TryStar") else [])})


@dataclass(slots=True)
class _Frame:
    kind: FrameKind
    node: ast.AST | None = None
    is_async: bool = False
    loops: int = 0  # enclosing loops of this scope (a def or class starts again at 0)
    blocks: int = 0  # enclosing blocks of this scope: a def inside one is conditional (mypy)
    bindings: Bindings = field(default_factory=Bindings)
    globals_: set[str] = field(default_factory=set)
    nonlocals: set[str] = field(default_factory=set)
    yields: bool = False
    returns_value: list[ast.Return] = field(default_factory=list)
    own_names: set[str] | None = None  # every name the function binds (for ``nonlocal``), lazily
    fallbacks: int = 0  # enclosing ``except ImportError`` handlers (fallback definitions)


def analyse(tree: ast.Module, prog: Program, reporter: Reporter, scope: Scope, source: str,
            ignored_import: Callable[[str], bool]) -> None:
    """Report the semantic errors of a module (``tree`` of ``source``), before inference."""
    walker = _Walker(prog, reporter, scope, ignored_import, _keyword_lines(source))
    walker.block(tree.body, _Frame("module"))


class _Walker:
    def __init__(self, prog: Program, reporter: Reporter, scope: Scope, ignored_import: Callable[[str], bool],
                 keyword_lines: tuple[int, ...]) -> None:
        self.prog = prog
        self.reporter = reporter
        self.scope = scope
        self.imports = ImportChecker(prog, reporter, ignored_import)
        # Expressions matter only for yield, await and async comprehensions: only those on the
        # lines that mention one of the words are walked.
        self.keyword_lines = keyword_lines
        self.walk_exprs = bool(keyword_lines)
        self.frames: list[_Frame] = []

    def error(self, node: ast.AST, code: str, message: str) -> None:
        self.reporter.error(node, code, message)

    # ----- statements ------------------------------------------------------------------------
    def block(self, body: list[ast.stmt], frame: _Frame) -> None:
        self.frames.append(frame)
        try:
            for stmt in body:
                self.statement(stmt, frame)
                frame.bindings.after(stmt)
        finally:
            self.frames.pop()

    def nested(self, body: list[ast.stmt], frame: _Frame, *, loop: bool = False) -> None:
        frame.blocks += 1
        frame.loops += loop
        for stmt in body:
            self.statement(stmt, frame)
            frame.bindings.after(stmt)
        frame.blocks -= 1
        frame.loops -= loop

    def statement(self, stmt: ast.stmt, frame: _Frame) -> None:
        kind = type(stmt)
        if kind is ast.FunctionDef or kind is ast.AsyncFunctionDef:
            assert isinstance(stmt, _FUNCTIONS)
            self.function(stmt, frame)
        elif kind is ast.ClassDef:
            assert type(stmt) is ast.ClassDef
            self.class_(stmt, frame)
        elif kind is ast.If:
            assert type(stmt) is ast.If
            self.expr(stmt.test, frame)
            known = eval_condition(stmt.test, self.prog.target)
            if known is not False:
                self.nested(stmt.body, frame)
            if known is not True:
                self.nested(stmt.orelse, frame)
        elif kind is ast.For or kind is ast.AsyncFor:
            assert isinstance(stmt, (ast.For, ast.AsyncFor))
            if kind is ast.AsyncFor and not self.in_async():
                self.error(stmt, "syntax", '"async for" outside async function')
            self.expr(stmt.iter, frame)
            self.target(stmt.target, frame)
            self.nested(stmt.body, frame, loop=True)
            self.nested(stmt.orelse, frame)
        elif kind is ast.While:
            assert type(stmt) is ast.While
            self.expr(stmt.test, frame)
            self.nested(stmt.body, frame, loop=True)
            self.nested(stmt.orelse, frame)
        elif kind is ast.With or kind is ast.AsyncWith:
            assert isinstance(stmt, (ast.With, ast.AsyncWith))
            if kind is ast.AsyncWith and not self.in_async():
                self.error(stmt, "syntax", '"async with" outside async function')
            for item in stmt.items:
                self.expr(item.context_expr, frame)
                if item.optional_vars is not None:
                    self.target(item.optional_vars, frame)
            self.nested(stmt.body, frame)
        elif kind in _TRIES:
            self.try_(cast(ast.Try, stmt), frame)  # ast.TryStar (3.11+) has the same fields
        elif kind is ast.Match:
            assert type(stmt) is ast.Match
            self.expr(stmt.subject, frame)
            for case in stmt.cases:
                if case.guard is not None:
                    self.expr(case.guard, frame)
                self.nested(case.body, frame)
        elif kind is ast.Assign:
            assert type(stmt) is ast.Assign
            self.value(stmt.value, frame)
            for t in stmt.targets:
                self.target(t, frame)
            if type(stmt.value) is ast.Call and len(stmt.targets) == 1 and type(stmt.targets[0]) is ast.Name:
                check_typevar_definition(self.prog, self.reporter, self.scope, stmt.targets[0].id, stmt.value,
                                         frame.kind == "class")
                check_call_definition(self.prog, self.reporter, self.scope, stmt.targets[0].id, stmt.value)
        elif kind is ast.AnnAssign:
            assert type(stmt) is ast.AnnAssign
            if stmt.value is not None:
                self.value(stmt.value, frame)
            if type(stmt.target) is ast.Name:
                quiet = frame.fallbacks or (frame.kind == "function" and isinstance(frame.node, _FUNCTIONS) and not is_annotated_def(frame.node))
                frame.bindings.declare(stmt.target.id, stmt.lineno, stmt, None if quiet else self.reporter)
            else:
                self.expr(stmt.target, frame)
        elif kind is ast.AugAssign:
            assert type(stmt) is ast.AugAssign
            self.value(stmt.value, frame)
        elif kind is ast.Return:
            assert type(stmt) is ast.Return
            if frame.kind != "function":
                self.error(stmt, "misc", '"return" outside function')
            elif stmt.value is not None:
                frame.returns_value.append(stmt)
            if stmt.value is not None:
                self.value(stmt.value, frame)
        elif kind is ast.Break or kind is ast.Continue:
            if not frame.loops:
                word = "break" if kind is ast.Break else "continue"
                self.error(stmt, "misc", f'"{word}" outside loop')
        elif kind is ast.Import:
            assert type(stmt) is ast.Import
            for name, binding in self.imports.import_(stmt):
                self.define(frame, name, binding, stmt)
        elif kind is ast.ImportFrom:
            assert type(stmt) is ast.ImportFrom
            for name, binding in self.imports.import_from(stmt, self.scope):
                self.define(frame, name, binding, stmt)
        elif kind is ast.Global:
            assert type(stmt) is ast.Global
            for name in stmt.names:
                if name in frame.nonlocals:
                    self.error(stmt, "misc", f'Name "{name}" is nonlocal and global')
                frame.globals_.add(name)
                frame.bindings.elsewhere.add(name)
        elif kind is ast.Nonlocal:
            assert type(stmt) is ast.Nonlocal
            self.nonlocal_(stmt, frame)
        elif type(stmt).__name__ == "TypeAlias":
            alias = getattr(stmt, "name", None)
            if type(alias) is ast.Name:
                frame.bindings.bind_var(alias.id, stmt.lineno)
        elif self.walk_exprs:
            for child in child_nodes(stmt):
                if isinstance(child, ast.expr):
                    self.expr(child, frame)

    def try_(self, stmt: ast.Try, frame: _Frame) -> None:
        self.nested(stmt.body, frame)
        for handler in stmt.handlers:
            if handler.type is not None:
                self.expr(handler.type, frame)
            if handler.name:
                frame.bindings.bind_var(handler.name, handler.lineno)
            fallback = _catches_import_error(handler)
            frame.fallbacks += fallback
            self.nested(handler.body, frame)
            frame.fallbacks -= fallback
        self.nested(stmt.orelse, frame)
        self.nested(stmt.finalbody, frame)

    def function(self, node: ast.FunctionDef | ast.AsyncFunctionDef, frame: _Frame) -> None:
        for deco in node.decorator_list:
            self.expr(deco, frame)
        for default in (*node.args.defaults, *node.args.kw_defaults):
            if default is not None:
                self.expr(default, frame)
        at: ast.AST = node.decorator_list[0] if node.decorator_list else node
        self.define(frame, node.name, def_binding(node), at, decorators=node.decorator_list)
        inner = _Frame("function", node, is_async=type(node) is ast.AsyncFunctionDef)
        args = node.args
        for a in (*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg):
            if a is not None:
                inner.bindings.bind_var(a.arg, a.lineno)
        self.block(node.body, inner)
        if inner.is_async and inner.yields:
            for ret in inner.returns_value:
                self.error(ret, "misc", '"return" with value in async generator is not allowed')

    def class_(self, node: ast.ClassDef, frame: _Frame) -> None:
        for expr in (*node.decorator_list, *node.bases, *(k.value for k in node.keywords)):
            self.expr(expr, frame)
        self.define(frame, node.name, Binding("class", node.lineno), node)
        if node.bases:
            check_class_definition(self.prog, self.reporter, self.scope, node)
        self.block(node.body, _Frame("class", node))

    def define(self, frame: _Frame, name: str, binding: Binding, node: ast.AST,
               decorators: list[ast.expr] | None = None) -> None:
        # What an ``except ImportError`` handler defines stands in for what the import would
        # have bound (the checker's rule for fallback imports): no redefinition there.
        frame.bindings.define(name, binding, node, None if frame.fallbacks else self.reporter,
                              conditional=frame.blocks > 0, decorators=decorators or ())

    # ----- targets and values ----------------------------------------------------------------
    def target(self, t: ast.expr, frame: _Frame) -> None:
        """An assignment target: starred items where Python takes them, names bound."""
        if type(t) is ast.Starred:
            self.error(t, "misc", "Starred assignment target must be in a list or tuple")
            self.target(t.value, frame)
            return
        self._target(t, frame)

    def _target(self, t: ast.expr, frame: _Frame) -> None:
        if type(t) is ast.Name:
            frame.bindings.bind_var(t.id, t.lineno)
        elif isinstance(t, (ast.Tuple, ast.List)):
            if sum(type(e) is ast.Starred for e in t.elts) > 1:
                self.error(t, "misc", "Two starred expressions in assignment")
            for e in t.elts:
                self._target(e.value if type(e) is ast.Starred else e, frame)
        else:
            self.expr(t, frame)

    def value(self, value: ast.expr, frame: _Frame) -> None:
        if type(value) is ast.Starred:
            self.error(value, "misc", "can't use starred expression here")
        self.expr(value, frame)

    # ----- nonlocal --------------------------------------------------------------------------
    def nonlocal_(self, node: ast.Nonlocal, frame: _Frame) -> None:
        if frame.kind == "module":
            self.error(node, "misc", "nonlocal declaration not allowed at module level")
            return
        for name in node.names:
            found = self._enclosing_binding(name, frame)
            if found == "type parameter":  # (a SyntaxError when compiled)
                self.error(node, "misc", f'nonlocal binding not allowed for type parameter "{name}"')
            elif found is None:
                self.error(node, "misc", f'No binding for nonlocal "{name}" found')
            if name in frame.bindings.names:
                self.error(node, "misc", f'Name "{name}" is already defined in local scope before nonlocal declaration')
            if name in frame.globals_:
                self.error(node, "misc", f'Name "{name}" is nonlocal and global')
            frame.nonlocals.add(name)
            frame.bindings.elsewhere.add(name)

    def _enclosing_binding(self, name: str, frame: _Frame) -> str | None:
        """Python's rule: some enclosing function binds the name anywhere in its body (class
        scopes are skipped), "local"; or a def's PEP 695 parameter list, which encloses its
        body, names it first, "type parameter". mypy also demands the binding come first;
        Python does not."""
        if _type_param_named(frame.node, name):
            return "type parameter"
        for outer in reversed(self.frames[:-1]):
            if outer.kind == "module":
                return None
            if outer.kind != "function" or not isinstance(outer.node, _FUNCTIONS):
                continue
            if outer.own_names is None:
                names, _ = local_names(outer.node.body, outer.node.args)
                outer.own_names = names
            if name in outer.own_names or name in outer.nonlocals:
                return "local"
            if _type_param_named(outer.node, name):
                return "type parameter"
        return None

    # ----- expressions -----------------------------------------------------------------------
    def in_async(self) -> bool:
        func = self._function_frame()
        return func is not None and func.is_async

    def _function_frame(self) -> _Frame | None:
        for frame in reversed(self.frames):
            if frame.kind in ("function", "lambda"):
                return frame
            if frame.kind == "class":
                return None
        return None

    def expr(self, node: ast.expr, frame: _Frame, in_comprehension: bool = False) -> None:
        if not self.walk_exprs:
            return
        lines = self.keyword_lines
        at = bisect.bisect_left(lines, node.lineno)
        if at == len(lines) or lines[at] > (node.end_lineno or node.lineno):
            return
        stack: list[tuple[ast.AST, bool]] = [(node, in_comprehension)]
        while stack:
            current, in_comp = stack.pop()
            kind = type(current)
            if kind is ast.Yield or kind is ast.YieldFrom:
                self._yield(current, in_comp)
            elif kind is ast.Await:
                self._await(current)
            elif kind is ast.Lambda:
                assert type(current) is ast.Lambda
                self.frames.append(_Frame("lambda", current))
                try:
                    self.expr(current.body, self.frames[-1])
                finally:
                    self.frames.pop()
                continue
            elif kind in _COMPREHENSIONS:
                assert isinstance(current, _COMPREHENSIONS)
                if kind is not ast.GeneratorExp and any(g.is_async for g in current.generators) and not self.in_async():
                    self.error(current, "syntax", '"async for" outside async function')
                first = current.generators[0]
                stack.append((first.iter, in_comp))  # evaluated in the enclosing scope
                for child in child_nodes(current):
                    if child is not first:
                        stack.append((child, True))
                for child in child_nodes(first):
                    if child is not first.iter:
                        stack.append((child, True))
                continue
            for child in child_nodes(current):
                stack.append((child, in_comp))

    def _yield(self, node: ast.AST, in_comp: bool) -> None:
        word = "yield" if type(node) is ast.Yield else "yield from"
        func = self._function_frame()
        if in_comp:  # a comprehension is a function scope of its own, at module level too
            self.error(node, "misc", f'"{word}" inside comprehension or generator expression')
        elif func is None:
            self.error(node, "misc", f'"{word}" outside function')
        else:
            func.yields = True
            if word == "yield from" and func.is_async:
                self.error(node, "misc", '"yield from" in async function')

    def _await(self, node: ast.AST) -> None:
        func = self._function_frame()
        if func is None:
            self.error(node, "top-level-await", '"await" outside function')
        elif not func.is_async:
            self.error(node, "await-not-async", '"await" outside coroutine ("async def")')


def _keyword_lines(source: str) -> tuple[int, ...]:
    """The 1-based lines that mention ``yield``, ``await`` or ``async`` (Python's line ends)."""
    if "yield" not in source and "await" not in source and "async" not in source:
        return ()
    lines = source.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    return tuple(n for n, line in enumerate(lines, 1) if "yield" in line or "await" in line or "async" in line)


def _catches_import_error(handler: ast.ExceptHandler) -> bool:
    caught = handler.type
    names = caught.elts if type(caught) is ast.Tuple else [caught] if caught is not None else []
    return any((n.id if type(n) is ast.Name else n.attr if type(n) is ast.Attribute else "")
               in ("ImportError", "ModuleNotFoundError") for n in names)


def _type_param_named(node: ast.AST | None, name: str) -> bool:
    return isinstance(node, _FUNCTIONS) and any(getattr(p, "name", None) == name for p in getattr(node, "type_params", None) or [])
