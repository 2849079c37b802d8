"""What a class body forbids writing: Final names, read-only properties and fields, __slots__."""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from hintloader.checker.astutil import callee_name, statements, string_annotation

if TYPE_CHECKING:  # symbols.py keeps the Guards of each class; only annotations need ClassInfo
    from hintloader.checker.symbols import ClassInfo

# Decorators that leave a property a plain property (anything else may make it writable).
_PLAIN = {"property", "abstractproperty", "abstractmethod", "override", "final", "deprecated"}


@dataclass(frozen=True, slots=True)
class Guards:
    """Found once per class, by reading its body (never its bases: the checks walk the MRO)."""

    final: frozenset[str] = frozenset()  # ``x: Final`` in the body or ``self.x: Final`` in a method
    final_unset: frozenset[str] = frozenset()  # ``x: Final[int]`` without a value: __init__ sets it
    final_methods: frozenset[str] = frozenset()  # ``@final def m``
    read_only: frozenset[str] = frozenset()  # properties without a setter
    fields: frozenset[str] = frozenset()  # fields of a frozen dataclass or a NamedTuple: read-only
    setters: dict[str, ast.FunctionDef | ast.AsyncFunctionDef] = field(default_factory=dict)
    no_deleter: frozenset[str] = frozenset()  # properties without a deleter
    slots: frozenset[str] | None = None  # a literal ``__slots__``; None when absent or computed


NO_GUARDS = Guards()


def is_final_annotation(node: ast.expr, in_dataclass: bool = True, aliases: dict[str, str] | None = None) -> bool:
    """``Final``, ``Final[int]``, ``typing.Final[...]`` (only in a declaration's own annotation;
    ``ClassVar[Final[int]]``, which a dataclass body allows, too: elsewhere mypy reads it as
    an invalid type, no final)."""
    if type(node) is ast.Constant and isinstance(node.value, str):
        parsed = string_annotation(node)  # ``y: "Final[str]"``: a quoted annotation is the same qualifier
        if parsed is None:
            return False
        node = parsed
    head = node.value if type(node) is ast.Subscript else node
    if type(node) is ast.Subscript and callee_name(head) == "ClassVar":
        return in_dataclass and is_final_annotation(node.slice, aliases=aliases)
    if not isinstance(head, (ast.Name, ast.Attribute)):
        return False
    name = callee_name(head)
    return name == "Final" or aliases is not None and aliases.get(name) == "Final"


def typing_aliases(tree: ast.Module | None) -> dict[str, str]:
    """``from typing_extensions import Final as F, final as f``: the names a module gives the
    qualifier and the decorator (read once per class by guards_of)."""
    out: dict[str, str] = {}
    for stmt in tree.body if tree is not None else ():
        if type(stmt) is ast.ImportFrom and stmt.module in ("typing", "typing_extensions"):
            for alias in stmt.names:
                if alias.asname and alias.name in ("Final", "final"):
                    out[alias.asname] = alias.name
    return out


def guards_of(info: ClassInfo) -> Guards:
    """The class's guards, memoised on it."""
    if info.guards is not None:
        return info.guards
    node = info.node
    if node is None or info.is_stub:
        info.guards = NO_GUARDS
        return NO_GUARDS
    final: set[str] = set()
    final_unset: set[str] = set()
    final_methods: set[str] = set()
    fields: set[str] = set()
    getters: set[str] = set()
    setters: dict[str, ast.FunctionDef | ast.AsyncFunctionDef] = {}
    deleters: set[str] = set()
    plain: set[str] = set()  # names also bound some other way: not a plain property
    slots: frozenset[str] | None = None
    aliases = typing_aliases(info.scope.module.tree)
    for stmt in node.body:
        if type(stmt) is ast.AnnAssign and type(stmt.target) is ast.Name:
            name = stmt.target.id
            plain.add(name)
            if name == "__slots__" and stmt.value is not None:
                slots = literal_slots(stmt.value)  # ``__slots__: ClassVar[...] = ()``
            if is_final_annotation(stmt.annotation, info.is_dataclass, aliases):
                final.add(name)
                if stmt.value is None:
                    final_unset.add(name)
            elif (info.is_frozen or info.is_namedtuple) and "ClassVar" not in ast.unparse(stmt.annotation):
                fields.add(name)
        elif isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            _method(stmt, getters, setters, deleters, plain, final_methods, aliases)
            _final_self_attrs(stmt, final)
        elif type(stmt) is ast.Assign:
            for target in stmt.targets:
                if type(target) is ast.Name:
                    plain.add(target.id)
                    if target.id == "__slots__":
                        slots = literal_slots(stmt.value)
    if slots is None and info.is_dataclass:
        slots = _dataclass_slots(node)
    # Also bound in a nested block (``if ...: x = ...``): it may not be the property at run time.
    props = {n for n in getters - plain if all(isinstance(d, (ast.FunctionDef, ast.AsyncFunctionDef)) for d in info.body.get(n) or ())}
    info.guards = Guards(
        frozenset(final), frozenset(final_unset), frozenset(final_methods), frozenset(props - set(setters)),
        frozenset(fields), {k: v for k, v in setters.items() if k not in plain}, frozenset(props - deleters), slots,
    )
    return info.guards


def _method(stmt: ast.FunctionDef | ast.AsyncFunctionDef, getters: set[str], setters: dict[str, ast.FunctionDef | ast.AsyncFunctionDef],
            deleters: set[str], plain: set[str], final_methods: set[str], aliases: dict[str, str]) -> None:
    names = [callee_name(d) for d in stmt.decorator_list]
    if "final" in names or any(aliases.get(n) == "final" for n in names):
        final_methods.add(stmt.name)
    accessor = next((d for d in stmt.decorator_list if type(d) is ast.Attribute and d.attr in ("setter", "deleter", "getter")), None)
    if accessor is not None and all(d is accessor or callee_name(d) in _PLAIN for d in stmt.decorator_list):
        if accessor.attr == "setter":
            setters[stmt.name] = stmt
            getters.add(stmt.name)  # ``@Base.x.setter`` in a subclass: a property here too
        elif accessor.attr == "deleter":
            deleters.add(stmt.name)
        return
    if all(n in _PLAIN for n in names) and any(
            type(d) is ast.Name and callee_name(d) == "property" or callee_name(d) == "abstractproperty" for d in stmt.decorator_list):
        getters.add(stmt.name)
    else:
        plain.add(stmt.name)


def _final_self_attrs(func: ast.FunctionDef | ast.AsyncFunctionDef, out: set[str]) -> None:
    first = (func.args.posonlyargs + func.args.args)[:1]
    if not first:
        return
    for stmt in statements(func.body):
        if (type(stmt) is ast.AnnAssign and type(stmt.target) is ast.Attribute and type(stmt.target.value) is ast.Name
                and stmt.target.value.id == first[0].arg and is_final_annotation(stmt.annotation)):
            out.add(stmt.target.attr)


def _dataclass_slots(node: ast.ClassDef) -> frozenset[str] | None:
    """``@dataclass(slots=True)``: the fields (annotated names, not class variables) are the slots."""
    for deco in node.decorator_list:
        if type(deco) is ast.Call and callee_name(deco.func) == "dataclass" and any(
                k.arg == "slots" and type(k.value) is ast.Constant and k.value.value is True for k in deco.keywords):
            return frozenset(stmt.target.id for stmt in node.body if type(stmt) is ast.AnnAssign
                             and type(stmt.target) is ast.Name and "ClassVar" not in ast.unparse(stmt.annotation))
    return None


def literal_slots(value: ast.expr) -> frozenset[str] | None:
    if type(value) is ast.Constant and isinstance(value.value, str):
        return frozenset({value.value})
    items = value.keys if type(value) is ast.Dict else value.elts if isinstance(value, (ast.Tuple, ast.List, ast.Set)) else None
    if items is None:
        return None
    names = [i.value for i in items if type(i) is ast.Constant and isinstance(i.value, str)]
    return frozenset(names) if len(names) == len(items) else None


# What a stub's decorator stands for when it makes a read-only property (``DynamicClassAttribute``
# is the enum module's ``name`` and ``value`` before 3.11).
_PROPERTY_MAKERS = frozenset({"property", "DynamicClassAttribute"})


def stub_read_only(info: ClassInfo, name: str) -> bool:
    """A stub class's ``@property`` without a setter (its body is read lazily, member by member,
    so ``guards_of`` does not see it); a decorator bound to ``property`` in the stub module
    (``_magic_enum_attr = property``) counts too."""
    nodes = info.body.get(name) or []
    if not nodes or not all(type(n) is ast.FunctionDef for n in nodes):
        return False
    decorators = [d for n in nodes if type(n) is ast.FunctionDef for d in n.decorator_list]
    if any(type(d) is ast.Attribute and d.attr == "setter" for d in decorators):
        return False
    return any(type(d) is ast.Name and (d.id in _PROPERTY_MAKERS or _bound_to_property(info, d.id)) for d in decorators)


def _bound_to_property(info: ClassInfo, name: str) -> bool:
    return any(type(s) is ast.Assign and callee_name(s.value) in _PROPERTY_MAKERS
               for s in info.scope.module.definitions(name))
