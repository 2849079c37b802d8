"""Rewrite a module's AST so annotated functions check arguments, returns and yields at run time."""

from __future__ import annotations

import ast
from collections.abc import Callable, Sequence
from typing import NamedTuple

from hintloader.config.options import PackageOptions
from hintloader.runtime.shapes import Shape, Writer, site_shape, typeddict_shapes

RUNTIME = "__hintloader_rt__"
PREFIX = "__hl_"
ERROR = "__hl_e__"
MISSED = "__hl_f__"
# Builtins the inline tests call: a module that binds one of these names gets none.
_INLINE_BUILTINS = frozenset({"type", "issubclass", "len", "next", "iter", "LookupError",
                              "ArithmeticError", "StopIteration", "Exception"})
# Builtin classes are never protocols: their sites need no protocol test.
_BUILTIN_CLASSES = frozenset({
    "int", "str", "bytes", "bool", "float", "complex", "list", "dict", "set", "frozenset",
    "tuple", "bytearray", "object", "type", "range", "memoryview", "slice",
})
# What reading a container that another thread changes at that moment can raise.
_RACES = "(LookupError, ArithmeticError, StopIteration)"
RESULT = "__hl_r__"
MEMO = "__hl_m__"
_SKIP_DECORATORS = frozenset({"no_type_check", "overload"})
_BINARY = ("add", "sub", "mul", "matmul", "truediv", "floordiv", "mod", "divmod", "pow",
           "lshift", "rshift", "and", "xor", "or")
# The interpreter calls these with any object and expects NotImplemented back for the types
# the method does not handle, so their operand annotation is not a contract with a caller.
OPERATOR_METHODS = frozenset(
    {f"__{n}__" for n in ("eq", "ne", "lt", "le", "gt", "ge")}
    | {f"__{p}{n}__" for n in _BINARY for p in ("", "r", "i")}
)

Scope = list[tuple[str, str]]  # ("class" | "function", name), outermost first


class Site(NamedTuple):
    """A check site's module globals, and the shape of its annotation as written."""

    types: str  # classes of the isinstance fast path
    slot: str  # the full check
    exact: str  # set of exact classes that fit (for hints naming several classes)
    several: bool  # a union, or float/complex/bytes (which accept other classes too)
    none: bool  # None fits: checked inline as `x is not None`
    number: int = 0  # the site's number in its globals' names
    shape: Shape | None = None  # a container read inline (see shapes.py)
    named: bool = False  # a bare name: maybe a protocol, whose last fitting class is inline


_SEVERAL = frozenset({"float", "complex", "bytes"})


def _union_shape(node: ast.expr, shadowed: set[str]) -> tuple[bool, bool]:
    """(names several classes, accepts None), read from the annotation's syntax alone."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        try:
            node = ast.parse(node.value, mode="eval").body
        except SyntaxError:
            return False, False
    members: list[ast.expr] = []
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        todo: list[ast.expr] = [node]
        while todo:
            current = todo.pop()
            if isinstance(current, ast.BinOp) and isinstance(current.op, ast.BitOr):
                todo += [current.left, current.right]
            else:
                members.append(current)
    elif isinstance(node, ast.Subscript) and _decorator_name(node.value) in ("Optional", "Union"):
        inner = node.slice
        members = list(inner.elts) if isinstance(inner, ast.Tuple) else [inner]
        if _decorator_name(node.value) == "Optional":
            members.append(ast.Constant(None))
    elif isinstance(node, ast.Name):
        return node.id in _SEVERAL and node.id not in shadowed, False
    else:
        return False, False
    none = any(_is_none(m) or (isinstance(m, ast.Constant) and m.value == "None") for m in members)
    return True, none


def instrument_module(tree: ast.Module, *, module: str, path: str, options: PackageOptions) -> ast.Module:
    """Insert runtime checks into ``tree`` (mutated in place) and return it.

    Checks go inside the function bodies (no wrappers), so signatures, identity, docstrings and
    pickling are untouched; every inserted node carries the line of the code it checks.
    """
    return Instrumenter(module=module, path=path, options=options).module(tree)


def _decorator_name(node: ast.expr) -> str:
    if isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""


def _skipped(node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef, respelt: dict[str, str]) -> bool:
    """Decorated ``@overload`` or ``@no_type_check``, also under a name an import gave them
    (``from typing import overload as variant``: ``respelt``, see _typing_renames)."""
    for d in node.decorator_list:
        name = _decorator_name(d)
        if respelt.get(name, name) in _SKIP_DECORATORS:
            return True
    return False


# The modules whose ``overload`` and ``no_type_check`` are the typing spec's.
_TYPING_MODULES = frozenset({"typing", "typing_extensions"})


def _typing_renames(tree: ast.Module) -> dict[str, str]:
    """The names the module's top level gives a skipping decorator of typing by ``from typing
    import overload as variant``: ``{"variant": "overload"}``."""
    found: dict[str, str] = {}
    for stmt in tree.body:
        if type(stmt) is ast.ImportFrom and stmt.level == 0 and stmt.module in _TYPING_MODULES:
            for alias in stmt.names:
                if alias.asname is not None and alias.name in _SKIP_DECORATORS:
                    found[alias.asname] = alias.name
    return found


def _is_none(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value is None


def _place(nodes: Sequence[ast.AST], ref: ast.AST) -> None:
    """Give every inserted node the position of ``ref`` (the code it checks)."""
    lineno = getattr(ref, "lineno", 1)
    col = getattr(ref, "col_offset", 0)
    end_lineno = getattr(ref, "end_lineno", None) or lineno
    end_col = getattr(ref, "end_col_offset", None)
    if end_col is None:
        end_lineno, end_col = lineno, col
    for top in nodes:
        for node in ast.walk(top):
            if "lineno" in node._attributes:
                node.lineno = lineno  # type: ignore[attr-defined]
                node.col_offset = col  # type: ignore[attr-defined]
                node.end_lineno = end_lineno  # type: ignore[attr-defined]
                node.end_col_offset = end_col  # type: ignore[attr-defined]


def _stmts(source: str, ref: ast.AST) -> list[ast.stmt]:
    body = ast.parse(source).body
    _place(body, ref)
    return body


def type_checking_imports(tree: ast.Module, module: str, is_package: bool) -> dict[str, tuple[str | None, str | None]]:
    """Names bound only under a module-level ``if TYPE_CHECKING:``: name -> (module, attribute)
    for imports, (None, source) for type aliases assigned there."""
    found: dict[str, tuple[str | None, str | None]] = {}
    for stmt in tree.body:
        if not isinstance(stmt, ast.If):
            continue
        test = stmt.test
        name = test.attr if isinstance(test, ast.Attribute) else getattr(test, "id", "")
        if name != "TYPE_CHECKING":
            continue
        for inner in _flatten(stmt.body):
            if isinstance(inner, ast.Import):
                for alias in inner.names:
                    if alias.asname:
                        found[alias.asname] = (alias.name, None)
                    else:
                        top = alias.name.split(".")[0]
                        found[top] = (top, None)
            elif isinstance(inner, ast.ImportFrom):
                base = _absolute(inner.module or "", inner.level, module, is_package)
                if base is None:
                    continue
                for alias in inner.names:
                    if alias.name != "*":
                        found[alias.asname or alias.name] = (base, alias.name)
            elif isinstance(inner, ast.Assign) and len(inner.targets) == 1 and isinstance(
                    inner.targets[0], ast.Name):
                found[inner.targets[0].id] = (None, ast.unparse(inner.value))
            elif isinstance(inner, ast.AnnAssign) and isinstance(inner.target, ast.Name) and inner.value:
                found[inner.target.id] = (None, ast.unparse(inner.value))
    return found


def _flatten(body: list[ast.stmt]) -> list[ast.stmt]:
    """Statements of ``body`` and of the if/try blocks inside it (version-dependent imports)."""
    result: list[ast.stmt] = []
    for stmt in body:
        if isinstance(stmt, ast.If):
            result += _flatten(stmt.body) + _flatten(stmt.orelse)
        elif isinstance(stmt, ast.Try):
            result += _flatten(stmt.body) + _flatten(stmt.orelse) + _flatten(stmt.finalbody)
            for handler in stmt.handlers:
                result += _flatten(handler.body)
        else:
            result.append(stmt)
    return result


def _absolute(name: str, level: int, module: str, is_package: bool) -> str | None:
    if level == 0:
        return name
    parts = module.split(".") if is_package else module.split(".")[:-1]
    if level - 1 > len(parts) or (level - 1 == len(parts) and not name):
        return None
    parts = parts[: len(parts) - (level - 1)]
    return ".".join([*parts, name] if name else parts)


class _OwnScope(ast.NodeTransformer):
    """Rewrites returns, yields and annotated assignments of one scope, not of nested ones."""

    def __init__(
        self,
        on_return: Callable[[ast.Return], list[ast.stmt]] | None = None,
        on_yield: Callable[[ast.Yield], ast.expr] | None = None,
        on_annassign: Callable[[ast.AnnAssign], list[ast.stmt]] | None = None,
    ) -> None:
        self.on_return = on_return
        self.on_yield = on_yield
        self.on_annassign = on_annassign

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.AST:
        return node

    def visit_AsyncFunctionDef(self, node: ast.AsyncFunctionDef) -> ast.AST:
        return node

    def visit_ClassDef(self, node: ast.ClassDef) -> ast.AST:
        return node

    def visit_Lambda(self, node: ast.Lambda) -> ast.AST:
        return node

    def visit_Return(self, node: ast.Return) -> ast.AST | list[ast.stmt]:
        self.generic_visit(node)
        return node if self.on_return is None else self.on_return(node)

    def visit_Yield(self, node: ast.Yield) -> ast.AST:
        self.generic_visit(node)
        return node if self.on_yield is None else self.on_yield(node)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> ast.AST | list[ast.stmt]:
        self.generic_visit(node)
        if self.on_annassign is None or node.value is None or not isinstance(node.target, ast.Name):
            return node
        return self.on_annassign(node)


def _has_own_yield(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    todo: list[ast.AST] = list(node.body)
    while todo:
        current = todo.pop()
        if isinstance(current, (ast.Yield, ast.YieldFrom)):
            return True
        if isinstance(current, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        todo.extend(ast.iter_child_nodes(current))
    return False


_CONSTANT_FITS: dict[str, tuple[type, ...]] = {
    "int": (int,), "float": (int, float), "complex": (int, float, complex), "str": (str,),
    "bytes": (bytes,), "bool": (bool,), "object": (object,),
}


def _rebound(body: list[ast.stmt]) -> set[str]:
    """Names assigned, deleted or declared nonlocal/global anywhere below ``body``."""
    names: set[str] = set()
    for stmt in body:
        for node in ast.walk(stmt):
            if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
                names.add(node.id)
            elif isinstance(node, (ast.Nonlocal, ast.Global)):
                names.update(node.names)
    return names


def _module_bindings(tree: ast.Module) -> set[str]:
    """Every name the module binds anywhere: a builtin name among them may be shadowed."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
            names.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.alias):
            names.add((node.asname or node.name).split(".")[0])
        elif isinstance(node, ast.arg):
            names.add(node.arg)
    return names


def _constrained_typevars(tree: ast.Module) -> set[str]:
    """Module-level ``X = TypeVar("X", A, B)``: TypeVars whose binding must stay consistent."""
    names: set[str] = set()
    for stmt in tree.body:
        if (
            isinstance(stmt, ast.Assign)
            and isinstance(stmt.value, ast.Call)
            and _decorator_name(stmt.value.func) == "TypeVar"
            and len(stmt.value.args) >= 3
        ):
            names.update(t.id for t in stmt.targets if isinstance(t, ast.Name))
    return names


def _none_default(node: ast.FunctionDef | ast.AsyncFunctionDef, name: str) -> bool:
    args = node.args
    positional = [*args.posonlyargs, *args.args]
    pairs = list(zip(positional[len(positional) - len(args.defaults):], args.defaults))
    pairs += [(a, d) for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is not None]
    return any(a.arg == name and _is_none(d) for a, d in pairs)


def _ends_in_jump(body: list[ast.stmt]) -> bool:
    return bool(body) and isinstance(body[-1], (ast.Return, ast.Raise))


def _is_stub(body: list[ast.stmt]) -> bool:
    """Only a docstring, ``...`` or ``pass``: a protocol or abstract method's placeholder,
    whose implicit None is not a real return value."""
    return all(
        isinstance(stmt, ast.Pass)
        or (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)
            and (stmt.value.value is Ellipsis or isinstance(stmt.value.value, str)))
        for stmt in body
    )


class Instrumenter(ast.NodeTransformer):
    """Collects one spec per check site while rewriting function bodies."""

    def __init__(
        self,
        *,
        module: str,
        path: str,
        options: PackageOptions,
        prefix: str = PREFIX,
        scope: Scope | None = None,
    ) -> None:
        self.module_name = module
        self.path = path
        self.options = options
        self.prefix = prefix
        self.scope: Scope = list(scope or [])
        self.specs: list[tuple[int, str, str, str | None, str, str | None, int]] = []
        self.shapes: dict[int, Shape] = {}
        self.typeddicts: dict[str, Shape] = {}  # the module's own TypedDict classes
        self.shadowed: set[str] = set()
        self.also_shadowed: set[str] = set()
        self.constrained: set[str] = {"AnyStr"}
        self.respelt: dict[str, str] = {}  # skipping decorators imported under another name
        # Inside a function whose hints use a constrained TypeVar: sites share one binding memo.
        self.generic = False
        # The memo expression of the sites being written: a local at entry (deleted right
        # after the argument checks), the arguments' bindings derived again at an exit.
        self.memo = MEMO

    # -- bookkeeping -------------------------------------------------------------------------

    def _qualname(self, name: str) -> str:
        parts = []
        for kind, scope_name in self.scope:
            parts.append(scope_name)
            if kind == "function":
                parts.append("<locals>")
        return ".".join([*parts, name])

    def _class_qualname(self) -> str | None:
        if not self.scope or self.scope[-1][0] != "class":
            return None
        return self._qualname("").rstrip(".")

    def _site(self, role: str, function: str, name: str | None, annotation: ast.expr,
              owner: str | None) -> Site:
        """Register a check site; returns the names of its globals and the hint's shape."""
        index = len(self.specs) + 1
        self.specs.append(
            (index, role, function, name, ast.unparse(annotation), owner, annotation.lineno)
        )
        # `*args: float` annotates the items: the value checked is a tuple or dict.
        several, none = (False, False) if role in ("varargs", "kwargs") else _union_shape(
            annotation, self.shadowed)
        shape: Shape | None = None
        named = False
        if role in ("arg", "return", "var") and not self.shadowed & _INLINE_BUILTINS:
            if self.options.collection_check != "all":
                shape = site_shape(annotation, self.shadowed, self.typeddicts)
                if shape is not None:
                    self.shapes[index] = shape
            named = not several and _is_name(annotation) and not (
                isinstance(annotation, ast.Name) and annotation.id in _BUILTIN_CLASSES
                and annotation.id not in self.shadowed)
        return Site(f"{self.prefix}t{index}__", f"{self.prefix}c{index}__",
                    f"{self.prefix}s{index}__", several, none, index, shape, named)

    def _check(self, value: str, site: Site, ref: ast.AST, allow_none: bool = False,
               also_delete: str = "") -> list[ast.stmt]:
        """``if <fast path misses> and (violation := slot(value)): raise violation`` in the
        user's frame, leaving no name behind: ``locals()`` stays what it was."""
        memo = f", {self.memo}" if self.generic else ""
        # The value's class alone, never isinstance: that asks a proxy's __class__, which is
        # the program's code (a lazy object would load itself). A miss reaches the slot.
        if "issubclass" in self.shadowed or "type" in self.shadowed:
            fast = ""  # the module rebinds a builtin the fast path needs: the slot checks it all
        elif site.shape is not None and value != "None":
            # (Not for the None of falling off the end: `None[...]` is a SyntaxWarning.)
            return self._inline_check(value, site, ref, memo, allow_none, also_delete)
        elif site.several:
            # A set lookup of the exact type first: a subclass test against a tuple of classes
            # is slow for the later ones (int for float, None in an Optional).
            fast = (f"type({value}) not in {site.exact} and "
                    f"not issubclass(type({value}), {site.types}) and ")
        elif site.named:
            # Maybe a protocol: the class that fitted last time, while its namespace keeps its
            # size (the slot remembers it weakly), before the subclass test.
            weak = f"{self.prefix}w{site.number}__"  # None unless the hint is a protocol
            fast = (f"type({value}) is not {site.types} and "
                    f"({weak} is None or {weak}() is not type({value}) or "
                    f"len(type({value}).__dict__) != {self.prefix}n{site.number}__) and "
                    f"not issubclass(type({value}), {site.types}) and ")
        else:
            fast = (f"type({value}) is not {site.types} and "
                    f"not issubclass(type({value}), {site.types}) and ")
        guard = f"{value} is not None and " if allow_none or site.none else ""
        condition = f"{guard}{fast}".removesuffix(" and ")
        body = self._slow(value, site, memo, also_delete)
        if condition:
            body = f"if {condition}:\n" + _indent(body)
        return _stmts(body, ref)

    def _slow(self, value: str, site: Site, memo: str, also_delete: str) -> str:
        """Call the slot; raise what it returns from the user's frame."""
        deleted = f"{ERROR}, {also_delete}" if also_delete else ERROR
        return (
            f"if {ERROR} := {site.slot}({value}{memo}):\n"
            f"    try:\n"
            f"        raise {ERROR} from None\n"
            f"    finally:\n"
            f"        del {deleted}\n"
            f"del {ERROR}\n"
        )

    def _inline_check(self, value: str, site: Site, ref: ast.AST, memo: str, allow_none: bool,
                      also_delete: str) -> list[ast.stmt]:
        """A container's class and a sample of its items, tested in the function itself. A
        container changed by another thread while it is read makes the test miss, never fail.
        Locals it binds are deleted before anything else runs."""
        assert site.shape is not None
        writer = Writer(self.prefix, site.number, self.options.collection_check)
        slow = self._slow(value, site, memo, also_delete)
        fallback = f"not issubclass(type({value}), {site.types})"
        none = f"{value} is not None and " if allow_none else ""
        if site.shape[0] == "map":
            # The first key from a for loop (cheaper than next(iter(...))); its value, when a
            # container, bound as well: both are bound whenever the entry fits.
            writer.serial = 1
            key = writer.new_temp()
            entry = writer.entry(site.shape, value, key, key)
            names = ", ".join(writer.temps)
            forget = f"{' = '.join(writer.temps)} = None\ndel {names}\n"
            loop = (f"for {key} in {value}:\n"
                    f"    if {entry}:\n" + _indent(_indent(forget + slow)) +
                    f"    else:\n        del {names}\n"
                    f"    break\n")
            test = (f"if {none}type({value}) is not {self.prefix}a{site.number}_0__:\n"
                    f"    if {fallback}:\n" + _indent(_indent(slow)) +
                    (f"elif {value} is not None:\n" if allow_none else "else:\n") + _indent(loop))
            return _stmts(f"try:\n{_indent(test)}except {_RACES}:\n{_indent(forget + slow)}", ref)
        miss = writer.miss(site.shape, value, value)
        condition = f"{none}({miss}) and {fallback}"
        if not writer.temps:
            # The slot is called from the handler too. (The violation the slot returns is a
            # TypeError: never caught here.)
            return _stmts(f"try:\n    if {condition}:\n" + _indent(_indent(slow))
                          + f"except {_RACES}:\n" + _indent(slow), ref)
        # Items bound to locals inside `and`: bound beforehand, so that all can be deleted.
        names = ", ".join([MISSED, *writer.temps])
        lines = [
            f"{' = '.join(writer.temps)} = None\n",
            f"try:\n    {MISSED} = {condition}\n",
            f"except {_RACES}:\n    {MISSED} = True\n",
            f"if {MISSED}:\n    del {names}\n" + _indent(slow),
            f"else:\n    del {names}\n",
        ]
        return _stmts("".join(lines), ref)

    # -- module ------------------------------------------------------------------------------

    def module(self, tree: ast.Module) -> ast.Module:
        is_package = self.path.endswith(("__init__.py", "__init__.pyi"))
        tc_names = type_checking_imports(tree, self.module_name, is_package)
        self.shadowed = _module_bindings(tree) | self.also_shadowed
        self.respelt = _typing_renames(tree)
        self.constrained |= _constrained_typevars(tree)
        self.typeddicts = typeddict_shapes(tree, self.shadowed)
        tree.body = self._visit_block(tree.body)
        if self.options.check_assignments:
            scope = _OwnScope(on_annassign=lambda n: self._annassign(n, ""))
            tree.body = [s for stmt in tree.body for s in _as_list(scope.visit(stmt))]
        if not self.specs:
            return tree
        settings = {
            "module": self.module_name,
            "on_violation": self.options.on_violation,
            "collection": self.options.collection_check,
            "type_checking": tc_names,
        }
        position = _prelude_position(tree.body)
        ref = tree.body[position] if position < len(tree.body) else None
        shapes = f", {self.shapes!r}" if self.shapes else ""
        prelude = _stmts(
            f"import hintloader.runtime as {RUNTIME}\n"
            f"{RUNTIME}.register(globals(), {self.prefix!r}, {tuple(self.specs)!r}, {settings!r}"
            f"{shapes})",
            ref if ref is not None else ast.Pass(lineno=1, col_offset=0, end_lineno=1, end_col_offset=0),
        )
        tree.body[position:position] = prelude
        return tree

    def _visit_block(self, body: list[ast.stmt]) -> list[ast.stmt]:
        result: list[ast.stmt] = []
        for stmt in body:
            result.extend(_as_list(self.visit(stmt)))
        return result

    # -- classes and functions ---------------------------------------------------------------

    def visit_ClassDef(self, node: ast.ClassDef) -> ast.AST:
        if _skipped(node, self.respelt):
            return node
        self.scope.append(("class", node.name))
        try:
            node.body = self._visit_block(node.body)
        finally:
            self.scope.pop()
        return node

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.AST:
        return self._function(node)

    def visit_AsyncFunctionDef(self, node: ast.AsyncFunctionDef) -> ast.AST:
        return self._function(node)

    def visit_Lambda(self, node: ast.Lambda) -> ast.AST:
        return node

    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> ast.AST:
        if _skipped(node, self.respelt):
            return node
        qualname = self._qualname(node.name)
        owner = self._class_qualname()
        self.scope.append(("function", node.name))
        try:
            node.body = self._visit_block(node.body)
        finally:
            self.scope.pop()
        outer_generic, self.generic = self.generic, self._uses_constrained(node)
        outer_memo, self.memo = self.memo, MEMO
        try:
            bound: list[tuple[str, ast.arg]] = []
            entry = self._argument_checks(node, qualname, owner, bound)
            rebound = _rebound(node.body)
            pairs = [f"({slot}, {arg.arg})" for slot, arg in bound
                     if arg.arg not in rebound and arg.annotation is not None
                     and _mentions(arg.annotation, self._constrained_names(node))]
            self.memo = f"{RUNTIME}.bind({', '.join(pairs)})"
            self._rewrite_exits(node, qualname, owner)
        finally:
            generic, self.generic = self.generic, outer_generic
            self.memo = outer_memo
        if generic and entry:
            entry = _stmts(f"{MEMO} = {{}}", node) + entry + _stmts(f"del {MEMO}", node)
        if entry:
            start = 1 if _docstring(node.body) else 0
            node.body[start:start] = entry
        return node

    def _argument_checks(self, node: ast.FunctionDef | ast.AsyncFunctionDef, qualname: str,
                         owner: str | None, bound: list[tuple[str, ast.arg]]) -> list[ast.stmt]:
        """The checks at entry; ``bound`` receives (slot, parameter) of each checked one."""
        args = node.args
        positional = [*args.posonlyargs, *args.args]
        defaults: dict[str, ast.expr | None] = {}
        for param, param_default in zip(positional[len(positional) - len(args.defaults):], args.defaults):
            defaults[param.arg] = param_default
        for kwonly, kw_default in zip(args.kwonlyargs, args.kw_defaults):
            defaults[kwonly.arg] = kw_default
        checks: list[ast.stmt] = []
        operands = set()
        if owner is not None and node.name in OPERATOR_METHODS:
            operands = {a.arg for a in positional[1:]}
        for arg in [*positional, *args.kwonlyargs]:
            if arg.annotation is None or arg.arg in operands:
                continue
            site = self._site("arg", qualname, arg.arg, arg.annotation, owner)
            bound.append((site.slot, arg))
            # `x: int = None` (implicit Optional) passes when the default is used: the static
            # checker reports that, a runtime failure would be a false alarm for old code.
            default = defaults.get(arg.arg)
            checks += self._check(arg.arg, site, arg, allow_none=default is not None and _is_none(default))
        for star, role in ((args.vararg, "varargs"), (args.kwarg, "kwargs")):
            # `*args: *Ts` (a Starred annotation) is not checked.
            if star is not None and star.annotation is not None and not isinstance(star.annotation, ast.Starred):
                site = self._site(role, qualname, star.arg, star.annotation, owner)
                checks += self._check(star.arg, site, star)
        return checks

    def _rewrite_exits(self, node: ast.FunctionDef | ast.AsyncFunctionDef, qualname: str,
                       owner: str | None) -> None:
        returns = node.returns
        generic = self.generic
        on_annassign = (
            (lambda n: self._annassign(n, qualname)) if self.options.check_assignments else None
        )
        on_return: Callable[[ast.Return], list[ast.stmt]] | None = None
        on_yield: Callable[[ast.Yield], ast.expr] | None = None
        fall_off: Site | None = None
        if returns is not None and not _is_none(returns):
            if _has_own_yield(node):
                yield_site = self._site("yield", qualname, None, returns, owner)
                send_site = self._site("send", qualname, None, returns, owner)

                def rewrite_yield(y: ast.Yield) -> ast.expr:
                    # (yield v)  ->  send_slot((yield yield_slot(v))), all at the yield's position
                    value = y.value if y.value is not None else ast.copy_location(ast.Constant(None), y)
                    memo = [self._memo_expr(y)] if generic else []
                    inner_func = ast.copy_location(ast.Name(yield_site[1], ast.Load()), y)
                    y.value = ast.copy_location(ast.Call(inner_func, [value, *memo], []), y)
                    outer_func = ast.copy_location(ast.Name(send_site[1], ast.Load()), y)
                    return ast.copy_location(ast.Call(outer_func, [y, *memo], []), y)

                on_yield = rewrite_yield
                if isinstance(node, ast.FunctionDef):
                    fall_off = self._site("genreturn", qualname, None, returns, owner)
            else:
                fall_off = self._site("return", qualname, None, returns, owner)
        in_finally = _returns_under_finally(node) if fall_off is not None else set()
        if fall_off is not None:
            site = fall_off
            assert returns is not None
            proven = self._proven_returns(node, ast.unparse(returns))

            def rewrite_return(r: ast.Return) -> list[ast.stmt]:
                if r.value is not None and proven(r.value):
                    return [r]
                value = r.value if r.value is not None else ast.copy_location(ast.Constant(None), r)
                target = ast.copy_location(ast.Name(RESULT, ast.Store()), r)
                assign = ast.copy_location(ast.Assign([target], value), r)
                # Inside the function's own try/finally, the finally block must not see it.
                tail = _stmts(f"try:\n    return {RESULT}\nfinally:\n    del {RESULT}"
                              if id(r) in in_finally else f"return {RESULT}", r)
                return [assign, *self._check(RESULT, site, r, also_delete=RESULT), *tail]

            on_return = rewrite_return
        if on_return is None and on_yield is None and on_annassign is None:
            return
        stub = _is_stub(node.body)
        scope = _OwnScope(on_return, on_yield, on_annassign)
        node.body = [s for stmt in node.body for s in _as_list(scope.visit(stmt))]
        if fall_off is not None and not _ends_in_jump(node.body) and not stub:
            # Falling off the end returns None; the check carries the `def` line.
            ref = ast.Pass(lineno=node.lineno, col_offset=node.col_offset,
                           end_lineno=node.lineno, end_col_offset=node.col_offset + 3)
            node.body += self._check("None", fall_off, ref)

    def _memo_expr(self, ref: ast.AST) -> ast.expr:
        expr = ast.parse(self.memo, mode="eval").body
        _place([expr], ref)
        return expr

    def _constrained_names(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
        names = set(self.constrained)
        for param in getattr(node, "type_params", []):  # PEP 695: def f[T: (str, bytes)]
            if isinstance(getattr(param, "bound", None), ast.Tuple):
                names.add(param.name)
        return names

    def _uses_constrained(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
        """Do this function's hints name a TypeVar with constraints (AnyStr & co.)?"""
        args = node.args
        hints = [a.annotation for a in [*args.posonlyargs, *args.args, *args.kwonlyargs,
                                        args.vararg, args.kwarg] if a is not None]
        hints.append(node.returns)
        names = self._constrained_names(node)
        return any(h is not None and _mentions(h, names) for h in hints)

    def _proven_returns(self, node: ast.FunctionDef | ast.AsyncFunctionDef,
                        annotation: str) -> Callable[[ast.expr], bool]:
        """Returned values that need no check: a literal of the declared builtin type, or a
        parameter with the same annotation that the body never rebinds (already checked)."""
        args = node.args
        same = {
            a.arg for a in [*args.posonlyargs, *args.args, *args.kwonlyargs]
            if a.annotation is not None and ast.unparse(a.annotation) == annotation
        }
        # `x: int = None` lets None in (see _argument_checks), so x is not proven int.
        same -= {a.arg for a in args.kwonlyargs if a.arg in same and _none_default(node, a.arg)}
        same -= {a.arg for a in [*args.posonlyargs, *args.args] if _none_default(node, a.arg)}
        if self.options.collection_check == "all":
            same = set()  # a container may have been mutated since the entry check
        unchanged = same - _rebound(node.body)
        literal = _CONSTANT_FITS.get(annotation) if annotation not in self.shadowed else None

        def proven(value: ast.expr) -> bool:
            if isinstance(value, ast.Name):
                return value.id in unchanged
            return isinstance(value, ast.Constant) and literal is not None and isinstance(
                value.value, literal) and value.value is not None
        return proven

    def _annassign(self, node: ast.AnnAssign, qualname: str) -> list[ast.stmt]:
        assert isinstance(node.target, ast.Name)
        owner = self._class_qualname() if not qualname else None
        site = self._site("var", qualname, node.target.id, node.annotation, owner)
        return [node, *self._check(node.target.id, site, node)]


def _indent(text: str) -> str:
    return "".join(f"    {line}\n" for line in text.splitlines())


def _is_name(node: ast.expr) -> bool:
    """A bare (maybe dotted, maybe quoted) name: the only way to write a protocol."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        try:
            node = ast.parse(node.value, mode="eval").body
        except SyntaxError:
            return False
    while isinstance(node, ast.Attribute):
        node = node.value
    return isinstance(node, ast.Name)


def _mentions(hint: ast.expr, names: set[str]) -> bool:
    return any((isinstance(n, ast.Name) and n.id in names)
               or (isinstance(n, ast.Attribute) and n.attr in names) for n in ast.walk(hint))


def _returns_under_finally(node: ast.FunctionDef | ast.AsyncFunctionDef) -> set[int]:
    """ids of the function's own returns inside a try that has a finally block (or a with
    block, whose __exit__ may look at the frame)."""
    found: set[int] = set()

    def walk(stmts: list[ast.stmt], guarded: bool) -> None:
        for stmt in stmts:
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                continue
            if isinstance(stmt, ast.Return) and guarded:
                found.add(id(stmt))
            inner = guarded or bool(getattr(stmt, "finalbody", None)) or isinstance(
                stmt, (ast.With, ast.AsyncWith))
            for field in ("body", "orelse", "finalbody", "handlers", "cases"):
                children: list[ast.AST] = getattr(stmt, field, None) or []
                for child in children:
                    if not isinstance(child, ast.stmt):  # an except clause or a match case
                        walk(getattr(child, "body", []), inner)
                statements = [c for c in children if isinstance(c, ast.stmt)]
                walk(statements, inner if field != "finalbody" else guarded)

    walk(node.body, False)
    return found


def _as_list(result: ast.AST | list[ast.stmt] | None) -> list[ast.stmt]:
    if result is None:
        return []
    if isinstance(result, list):
        return result
    assert isinstance(result, ast.stmt)
    return [result]


def _docstring(body: list[ast.stmt]) -> bool:
    return bool(body) and isinstance(body[0], ast.Expr) and isinstance(
        getattr(body[0], "value", None), ast.Constant) and isinstance(body[0].value.value, str)  # type: ignore[attr-defined]


def _prelude_position(body: list[ast.stmt]) -> int:
    position = 1 if _docstring(body) else 0
    while position < len(body):
        stmt = body[position]
        if isinstance(stmt, ast.ImportFrom) and stmt.module == "__future__":
            position += 1
        else:
            break
    return position
