"""The members the ``@dataclass`` decorator writes into a class (``__init__``, ``__hash__``,
``__match_args__``, the order methods, ``__slots__``), and the ``InitVar`` names it leaves out;
also the order methods ``@functools.total_ordering`` writes."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.classes import decorator_name
from hintloader.checker.dataclasses_ import _model_options, _options, dataclass_init, field_call
from hintloader.checker.symbols import ClassInfo
from hintloader.typesystem.model import (
    ANY,
    NONE,
    POSITIONAL_KINDS,
    CallableType,
    Instance,
    LiteralType,
    Param,
    ParamKind,
    TupleType,
    Type,
)

from hintloader.typesystem.formatting import format_type

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.program import Program

ORDER = ("__lt__", "__le__", "__gt__", "__ge__")
NAMES = frozenset({"__init__", "__hash__", "__match_args__", "__slots__", *ORDER})
# ``__hash__`` is not written but set to None by ``eq`` without ``frozen`` (``hash_is_none``).


def generated_by(prog: Program, info: ClassInfo, name: str) -> ClassInfo | None:
    """The dataclass of ``info``'s MRO whose decorator wrote ``name``, when no class before it
    defines the name itself; None otherwise (or when a decorator's options are not literal)."""
    for c in info.mro:
        if c.fullname == "builtins.object" or c.node is None:
            return None
        if name in c.body:
            return None
        if not c.is_dataclass and c.transform is None:
            continue
        options = _model_options(c)
        if options is None:
            return None
        if _writes(options, name):
            return c
    return None


def _writes(options: dict[str, bool | None], name: str) -> bool:
    if name == "__init__":
        return options.get("init", True) is True
    if name == "__match_args__":
        return options.get("match_args", True) is True
    if name == "__slots__":
        return options.get("slots") is True
    return name in ORDER and options.get("order") is True


def hash_is_none(prog: Program, info: ClassInfo) -> bool:
    """``@dataclass`` with ``eq`` (the default) and neither ``frozen`` nor ``unsafe_hash``
    sets ``__hash__`` to None: its instances are not hashable."""
    for c in info.mro:
        if c.fullname == "builtins.object" or c.node is None or "__hash__" in c.body:
            return False
        if not c.is_dataclass:
            continue
        options = _options(c.node)
        if options is None or options.get("unsafe_hash") is True:
            return False
        if options.get("eq", True) is True:
            return options.get("frozen", False) is False
    return False


def instance_member(prog: Program, info: ClassInfo, inst: Instance, name: str) -> Type | None:
    """A generated member as read through an instance (bound); None when it is not generated."""
    if name == "__hash__":
        return NONE if hash_is_none(prog, info) else None
    owner = generated_by(prog, info, name)
    if owner is None:
        return None
    if name == "__init__":
        init = dataclass_init(prog, owner, inst)
        return CallableType(init.params, NONE, "__init__") if type(init) is CallableType else None
    if name == "__match_args__":
        return match_args(prog, owner)
    if name == "__slots__":
        return Instance("builtins.tuple", (Instance("builtins.str"),))
    other = Instance(owner.fullname, owner.type_params)
    return CallableType((Param("other", other, ParamKind.POSITIONAL_ONLY),), Instance("builtins.bool"), name)


def class_member(prog: Program, info: ClassInfo, name: str) -> Type | None:
    """A generated member as read through the class (``DC.__hash__``, ``DC.__match_args__``)."""
    if name == "__hash__":
        return NONE if hash_is_none(prog, info) else None
    if name in ("__match_args__", "__slots__"):
        return instance_member(prog, info, info.self_instance(), name)
    if name == "__init__":
        # ``Base.__init__(self, x)`` in a subclass: the generated one, unbound, as a def would be.
        owner = generated_by(prog, info, name)
        init = dataclass_init(prog, owner, Instance(owner.fullname, owner.type_params)) if owner is not None else None
        if type(init) is not CallableType:
            return None
        inst = Instance(owner.fullname, owner.type_params) if owner is not None else ANY
        return CallableType((Param("self", inst, ParamKind.POSITIONAL_ONLY), *init.params), NONE, "__init__")
    owner = generated_by(prog, info, name) if name in ORDER else None
    if owner is None:
        return None
    # Unbound, as a def in the body would be: ``(self, other) -> bool``, both of the dataclass.
    inst = Instance(owner.fullname, owner.type_params)
    return CallableType((Param("self", inst, ParamKind.POSITIONAL_ONLY), Param("other", inst, ParamKind.POSITIONAL_ONLY)),
                        Instance("builtins.bool"), name)


def total_ordering_root(info: ClassInfo, name: str) -> tuple[ClassInfo, str] | None:
    """For an order method ``@functools.total_ordering`` writes (no class of the MRO defines
    it): the decorated class and the method the others are made from, the first of ``__lt__``,
    ``__le__``, ``__gt__``, ``__ge__`` a class of the MRO defines (mypy's plugin)."""
    if name not in ORDER:
        return None
    for c in info.mro:
        if c.node is not None and any(decorator_name(d) == "total_ordering" for d in c.node.decorator_list):
            defined = {m for k in c.mro if k.fullname != "builtins.object" for m in ORDER if m in k.body}
            root = next((m for m in ORDER if m in defined), None)
            return (c, root) if root is not None and name not in defined else None
    return None


def total_ordering_member(info: ClassInfo, name: str, bound: bool, root_type: Type | None = None) -> Type | None:
    """An order method ``@functools.total_ordering`` writes: ``(other) -> bool`` as mypy's
    plugin makes it, ``other`` of the root method's (``root_type``, bound) and the result
    ``bool`` when the root's is, else Any; ``other`` open when the root is no plain function.
    ``root_type`` is the root as the class declares it, ``self`` first."""
    found = total_ordering_root(info, name)
    if found is None:
        return None
    c = found[0]
    other_type: Type = ANY
    result: Type = Instance("builtins.bool")
    positional = [p for p in root_type.params if p.kind in POSITIONAL_KINDS] \
        if type(root_type) is CallableType else []
    if type(root_type) is CallableType and len(positional) > 1:
        other_type = positional[1].type  # after self
        if root_type.ret != Instance("builtins.bool"):
            result = ANY
    other = Param("other", other_type, ParamKind.POSITIONAL_ONLY)
    params = (other,) if bound else (Param("self", Instance(c.fullname, c.type_params), ParamKind.POSITIONAL_ONLY), other)
    return CallableType(params, result, name)


def missing_member(prog: Program, info: ClassInfo, name: str) -> bool:
    """A name the dataclass decorator certainly did not write and no class of a known MRO
    defines: ``__slots__`` and ``__match_args__`` of a dataclass that does not make them."""
    if name not in ("__slots__", "__match_args__") or not info.is_dataclass:
        return False
    if any((c.unknown_base or c.dynamic or c.is_stub) and c.fullname != "builtins.object" for c in info.mro):
        return False
    return generated_by(prog, info, name) is None and all(name not in c.body for c in info.mro)


def match_args(prog: Program, info: ClassInfo) -> Type:
    """``__match_args__``: the names of the fields ``__init__`` takes by position, in order."""
    names: list[str] = []
    for c in reversed(info.mro):
        if not c.is_dataclass or c.node is None:
            continue
        kw_only_all = (_options(c.node) or {}).get("kw_only") is True
        kw_only = False
        for stmt in c.node.body:
            if type(stmt) is not ast.AnnAssign or type(stmt.target) is not ast.Name:
                continue
            annotation = ast.unparse(stmt.annotation)
            if annotation.endswith("KW_ONLY"):
                kw_only = True
                continue
            if "ClassVar" in annotation:
                continue
            call = field_call(prog, c, stmt.value)
            field_kw_only = call is not None and any(
                k.arg == "kw_only" and type(k.value) is ast.Constant and k.value.value is True for k in call.keywords)
            # ``field(init=False)``: not a parameter of ``__init__``, so not matched by position.
            no_init = call is not None and any(
                k.arg == "init" and type(k.value) is ast.Constant and k.value.value is False for k in call.keywords)
            if stmt.target.id in names:
                continue
            if not (kw_only_all or kw_only or field_kw_only or no_init):
                names.append(stmt.target.id)
    return TupleType(tuple(LiteralType(n, "builtins.str") for n in names)) if names or info.node is not None else ANY


def is_init_var(prog: Program, owner: ClassInfo, name: str) -> bool:
    """``x: InitVar[int]`` (with a default or not): an ``__init__`` parameter, not an attribute
    (mypy and pyright, though the class keeps a default at run time)."""
    if not owner.is_dataclass or owner.node is None:
        return False
    for stmt in owner.node.body:
        if type(stmt) is ast.AnnAssign and type(stmt.target) is ast.Name and stmt.target.id == name:
            head = stmt.annotation.value if type(stmt.annotation) is ast.Subscript else stmt.annotation
            return decorator_name(head) == "InitVar"
    return False


def check_self_declaration(ck: ExpressionChecker, info: ClassInfo, target: ast.Attribute) -> None:
    """``self.x: T = ...`` in a method, ``x`` an ``InitVar`` of the dataclass or a base: the
    declaration makes no attribute of it (mypy, pyright: as for a plain write)."""
    owner = next((c for c in info.mro if target.attr in c.body), None)
    if owner is not None and is_init_var(ck.prog, owner, target.attr) and not ck.ctx.lenient and ck.reports("attr-defined"):
        ck.error(target, "attr-defined", f'"{format_type(info.self_instance())}" has no attribute "{target.attr}"')
