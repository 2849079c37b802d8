"""The names every module has without binding them (``__name__``, ``__file__``, ``__spec__``...)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hintloader.typesystem.model import ANY, NONE, Instance, Type, TypeType, make_union

if TYPE_CHECKING:
    from hintloader.checker.program import Program
    from hintloader.checker.stubs import ModuleSource

_STR = Instance("builtins.str")
# mypy's implicit module attributes (``__doc__`` included: a str to mypy).
_FIXED: dict[str, Type] = {
    "__name__": _STR, "__file__": _STR, "__package__": _STR, "__doc__": _STR,
    "__annotations__": Instance("builtins.dict", (_STR, ANY)),
}

# The names the import system binds in a module's namespace before its code runs, so module code
# may read them above its own binding (``__spec__ = cast(ModuleSpec, __spec__)``).
BOUND_BEFORE_MODULE_CODE = frozenset({
    "__name__", "__file__", "__doc__", "__package__", "__spec__", "__loader__", "__path__",
    "__builtins__", "__cached__",
})


def implicit_module_attr(prog: Program, module: ModuleSource, name: str) -> Type:
    """The type mypy gives an implicit module attribute; Any for the others (``__loader__``)."""
    fixed = _FIXED.get(name)
    if fixed is not None:
        return fixed
    if name == "__path__":
        return Instance("builtins.list", (_STR,)) if module.is_package else ANY
    if name == "__spec__":
        machinery = prog.get_module("importlib.machinery")
        sym = prog.module_symbol(machinery, "ModuleSpec") if machinery is not None else None
        spec = prog.value_type(sym) if sym is not None else ANY
        if type(spec) is not TypeType:
            return ANY
        # A script run by path (``python pkg/__main__.py``) has no spec (mypy: Optional there).
        return make_union([spec.item, NONE]) if module.name.rpartition(".")[2] == "__main__" else spec.item
    return ANY
