"""Inline fast paths of check sites: the annotation's shape, read from its syntax, as code.

The instrumenter writes, into the checked function itself, a test that accepts the common
case without calling anything of hintloader's: the exact builtin container, a sample of its
items by their exact class. Which classes those are is only known once the annotation is
resolved (at the first call), so the test reads them from the site's globals, which start out
as a class that no value has: until then, and whenever the resolved hint does not have the
shape the syntax promised, the test misses and the site's slot checks the value. The test
only ever accepts; every misfit, message and subtlety stays with the slot.
"""

from __future__ import annotations

import ast
from collections.abc import Mapping

# A node of a shape: ("leaf",) a class test, ("any",) no test, ("seq", item) a list read at
# one rotating index, ("map", key, value) a dict read at its first entry, ("td", ((key,
# required), ...), *values) a TypedDict's dict read at each key, ("call",) a Callable: a
# plain function that passed before.
Shape = tuple[object, ...]

LEAF: Shape = ("leaf",)
ANY_NODE: Shape = ("any",)
CALL: Shape = ("call",)
# Wrappers of a TypedDict value's hint: the key's class is the hint inside.
_QUALIFIERS = frozenset({"Required", "NotRequired", "ReadOnly"})
_ANY_NAMES = frozenset({"Any", "object"})
# Subscripted names that are never containers of this kind: their tests stay with the slot.
_NOT_CONTAINERS = frozenset({
    "Optional", "Union", "Literal", "Annotated", "type", "Type", "ClassVar", "Final", "Callable",
    "Required", "NotRequired", "ReadOnly", "TypeGuard", "TypeIs", "Unpack", "tuple", "Tuple",
})


def _name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        return node.attr
    return None


def _parsed(node: ast.expr) -> ast.expr | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        try:
            return ast.parse(node.value, mode="eval").body
        except SyntaxError:
            return None
    return node


def _node(node: ast.expr, shadowed: set[str], depth: int) -> Shape | None:
    """The shape of a hint inside a container (None: not one this module inlines)."""
    inner = _parsed(node)
    if inner is None:
        return None
    name = _name(inner)
    if name is not None:
        # `from typing import Any` binds the name: what it is, the first call verifies
        # (fastpath._pair), so a shadowed name only costs the inline test.
        return ANY_NODE if name in _ANY_NAMES else LEAF
    if depth >= 2 or not isinstance(inner, ast.Subscript):
        return None
    shape = _container(inner, shadowed, depth)
    # `list[Any]` is the class test of the list alone.
    return LEAF if shape is not None and shape[1:] == (ANY_NODE,) else shape


def _container(node: ast.Subscript, shadowed: set[str], depth: int) -> Shape | None:
    name = _name(node.value)
    if name is None or name in _NOT_CONTAINERS:
        return None
    args = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
    parts = [_node(a, shadowed, depth + 1) for a in args]
    if any(p is None for p in parts):
        return None
    if len(parts) == 1:
        return ("seq", parts[0])
    # A dict's value is a class or a list of classes: their test binds no local that may
    # stay unbound when the entry fits (see Instrumenter._inline_check).
    if len(parts) == 2 and parts[0] == LEAF and (
            parts[1] in (LEAF, ANY_NODE) or parts[1] == ("seq", LEAF)):
        return ("map", parts[0], parts[1])
    return None


def site_shape(annotation: ast.expr, shadowed: set[str],
               typeddicts: Mapping[str, Shape] | None = None) -> Shape | None:
    """The shape of a site's annotation, or None when its slot checks it (classes, unions,
    anything else keep the class test written by the instrumenter). ``typeddicts``: the
    module's own TypedDict classes by name (see typeddict_shapes)."""
    node = _parsed(annotation)
    if node is None:
        return None
    name = _name(node.value) if isinstance(node, ast.Subscript) else _name(node)
    if name == "Callable":
        return CALL
    if isinstance(node, ast.Name) and typeddicts and node.id in typeddicts:
        return typeddicts[node.id]
    if not isinstance(node, ast.Subscript):
        return None
    shape = _container(node, shadowed, 0)
    return None if shape is None or shape[1:] == (ANY_NODE,) else shape


def typeddict_shapes(tree: ast.Module, shadowed: set[str]) -> dict[str, Shape]:
    """The module-level ``class X(TypedDict)`` (or of such classes defined above it) whose
    values are classes (or Any): their shape by name. What the name is at run time, the
    first call verifies (fastpath._pair)."""
    found: dict[str, Shape] = {}
    for stmt in tree.body:
        if isinstance(stmt, ast.ClassDef) and not stmt.decorator_list and stmt.bases:
            shape = _typeddict(stmt, shadowed, found)
            if shape is not None:
                found[stmt.name] = shape
    return found


def _typeddict(node: ast.ClassDef, shadowed: set[str], known: Mapping[str, Shape]) -> Shape | None:
    # Keys in the order the class's __annotations__ has them: the bases' first.
    keys: dict[str, tuple[bool, Shape]] = {}
    for base in node.bases:
        name = _name(base)
        if name is not None and name in known:
            spec, values = known[name][1], children(known[name])
            assert isinstance(spec, tuple)
            keys.update((key, (required, value)) for (key, required), value in zip(spec, values))
        elif name != "TypedDict":
            return None
    total = True
    for keyword in node.keywords:
        if keyword.arg != "total" or not isinstance(keyword.value, ast.Constant):
            return None
        total = bool(keyword.value.value)
    for stmt in node.body:
        if isinstance(stmt, ast.Pass) or (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)):
            continue
        if not (isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and stmt.value is None):
            return None
        hint, required = _parsed(stmt.annotation), total
        while isinstance(hint, ast.Subscript) and _name(hint.value) in _QUALIFIERS:
            qualifier = _name(hint.value)
            if qualifier in ("Required", "NotRequired"):
                required = qualifier == "Required"
            hint = _parsed(hint.slice)
        value = None if hint is None else _node(hint, shadowed, 2)
        if value not in (LEAF, ANY_NODE):
            return None
        assert value is not None
        keys[stmt.target.id] = (required, value)
    if not keys:
        return None
    spec = tuple((key, required) for key, (required, _) in keys.items())
    return ("td", spec, *(value for _, value in keys.values()))


def children(shape: Shape) -> tuple[Shape, ...]:
    """The shapes of the parts of ``shape`` (a TypedDict's key list is not one)."""
    parts = shape[2:] if shape[0] == "td" else shape[1:]
    return tuple(p for p in parts if isinstance(p, tuple))


def node_count(shape: Shape) -> int:
    return 1 + sum(node_count(p) for p in children(shape))


class Writer:
    """The source of one site's test: ``miss(...)`` is true unless the value surely fits.

    Node ``k`` (preorder) of the shape reads its class from global ``<prefix>a<site>_<k>__``
    and a sequence node its rotation from ``<prefix>q<site>_<k>__``; items that are looked at
    twice are bound to the locals in ``temps``, which the caller deletes again.
    """

    def __init__(self, prefix: str, index: int, mode: str) -> None:
        self.prefix = prefix
        self.index = index
        self.mode = mode
        self.serial = 0
        self.temps: list[str] = []

    def _class(self, k: int) -> str:
        return f"{self.prefix}a{self.index}_{k}__"

    def new_temp(self) -> str:
        name = f"{self.prefix}v{len(self.temps) + 1}__"
        self.temps.append(name)
        return name

    def miss(self, shape: Shape, first: str, name: str) -> str | None:
        """``first`` evaluates the value (at its first use), ``name`` reads it again."""
        k = self.serial
        self.serial += 1
        kind = shape[0]
        if kind == "any":
            return None
        test = f"type({first}) is not {self._class(k)}"
        if kind == "leaf":
            return test
        if kind == "call":
            # A function's hash is its identity: the membership test runs none of its code.
            return f"{test} or {name} not in {self.prefix}k{self.index}__"
        if kind == "td":
            return " or ".join([test, *self._keys(shape, name)])
        if kind == "seq":
            item = shape[1]
            assert isinstance(item, tuple)
            if self.mode == "first":
                index = "0"
            else:
                index = f"next({self.prefix}q{self.index}_{k}__) % len({name})"
            items = self._read(item, f"{name}[{index}]")
            return f"{test} or ({name} and {items})" if items else test
        kname = self.new_temp()
        entry = self.entry(shape, name, f"({kname} := next(iter({name})))", kname)
        return f"{test} or ({name} and ({entry}))"

    def _keys(self, shape: Shape, name: str) -> list[str]:
        """A TypedDict's tests, key by key: a required key is read (a missing one raises
        KeyError, which sends the value to the slot), an optional one only when present."""
        spec = shape[1]
        assert isinstance(spec, tuple)
        tests = []
        for (key, required), value in zip(spec, children(shape)):
            read = self._read(value, f"{name}[{key!r}]")
            if required:
                tests.append(read or f"{key!r} not in {name}")
            elif read:
                tests.append(f"({key!r} in {name} and {read})")
        return tests

    def entry(self, shape: Shape, name: str, first: str, kname: str) -> str:
        """The test of the first entry of dict ``name``: its key read by ``first``, then as
        ``kname``; the value read again at that key (see fastpath._PLAIN_KEYS)."""
        key, value = shape[1], shape[2]
        assert isinstance(key, tuple) and isinstance(value, tuple)
        key_test = self.miss(key, first, kname)
        assert key_test is not None
        # A list in the value: its first item (compiler._compile_generic, codegen._map).
        mode, self.mode = self.mode, "first"
        try:
            # The key is not needed once its value is read: its local holds the value.
            value_test = self._read(value, f"{name}[{kname}]", kname)
        finally:
            self.mode = mode
        return f"{key_test} or {value_test}" if value_test else key_test

    def _read(self, shape: Shape, expr: str, temp: str | None = None) -> str | None:
        """The test of an item read by ``expr``: bound to a local (``temp``, else a new one)
        when read twice."""
        if shape[0] in ("leaf", "any"):
            return self.miss(shape, expr, expr)
        temp = temp or self.new_temp()
        text = self.miss(shape, f"({temp} := {expr})", temp)
        return f"({text})" if text else None
