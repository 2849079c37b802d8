"""The @checked decorator: re-instrument one function from its source, or wrap it thinly."""

from __future__ import annotations

import ast
import collections.abc
import functools
import inspect
import itertools
import sys
import types
import typing
from collections.abc import Callable
from typing import Any, TypeVar

from hintloader.runtime.instrument import Instrumenter, Scope
from hintloader.config.options import PackageOptions
from hintloader.runtime.compiler import Compiled, Context
from hintloader.runtime.sites import (
    SiteInfo,
    annotationlib_module,
    annotations_of,
    compile_role,
    make_slot,
)
from hintloader.runtime.static import is_proxy
from hintloader.runtime.text import type_repr

F = TypeVar("F", bound=Callable[..., Any])

_serial = itertools.count(1)


def checked(func: F) -> F:
    """Instrument one function. Recompiles its own source through the same transformer, so
    there is no wrapper; falls back to a thin ``functools.wraps`` wrapper without source."""
    if isinstance(func, (staticmethod, classmethod)):
        return typing.cast(F, type(func)(checked(func.__func__)))
    result = instrument_function_object(func, PackageOptions())
    return typing.cast(F, result if result is not None else wrap_function(func))


def _scope_of(qualname: str) -> Scope:
    parts = qualname.split(".")[:-1]
    scope: Scope = []
    for index, part in enumerate(parts):
        if part == "<locals>":
            continue
        is_function = index + 1 < len(parts) and parts[index + 1] == "<locals>"
        scope.append(("function" if is_function else "class", part))
    return scope


def instrument_function_object(func: object, options: PackageOptions) -> types.FunctionType | None:
    """A new function compiled from ``func``'s source with checks inside; None when that
    cannot be done faithfully (no source, closures, not a plain function)."""
    if not isinstance(func, types.FunctionType) or func.__code__.co_freevars:
        return None  # closure cells (incl. super()'s __class__) cannot be re-created
    try:
        lines, first = inspect.getsourcelines(func)
    except (OSError, TypeError):
        return None
    # `if 1:` keeps the original indentation (and so string contents and columns) intact.
    indented = lines[0][:1] in (" ", "\t")
    try:
        tree = ast.parse(("if 1:\n" if indented else "") + "".join(lines))
    except SyntaxError:
        return None
    holder = tree.body[0]
    fdef = holder.body[0] if isinstance(holder, ast.If) else holder
    if not isinstance(fdef, (ast.FunctionDef, ast.AsyncFunctionDef)) or fdef.name != func.__name__:
        return None
    ast.increment_lineno(fdef, first - 2 if indented else first - 1)
    fdef.decorator_list = []
    # Defaults are not evaluated again: placeholders now, the original objects copied below.
    fdef.args.defaults = [ast.copy_location(ast.Constant(None), d) for d in fdef.args.defaults]
    fdef.args.kw_defaults = [
        None if d is None else ast.copy_location(ast.Constant(None), d) for d in fdef.args.kw_defaults
    ]
    module_tree = ast.Module(body=[fdef], type_ignores=[])
    prefix = f"__hl_k{next(_serial)}_"
    module_name = func.__module__ or "?"
    instrumenter = Instrumenter(module=module_name, path=func.__code__.co_filename,
                                options=options, prefix=prefix, scope=_scope_of(func.__qualname__))
    # Names of the module the source does not show (a module-level `len`) rebind builtins too.
    instrumenter.also_shadowed = set(func.__globals__)
    module_tree = instrumenter.module(module_tree)
    ast.fix_missing_locations(module_tree)
    code = compile(module_tree, func.__code__.co_filename, "exec", dont_inherit=True)
    namespace: dict[str, object] = {}
    # Separate locals: the def binds there, while globals() (where the slots go) is the module's.
    exec(code, func.__globals__, namespace)  # noqa: S102
    new = namespace.get(func.__name__)
    if not isinstance(new, types.FunctionType):
        return None
    new.__defaults__ = func.__defaults__
    new.__kwdefaults__ = func.__kwdefaults__
    new.__qualname__ = func.__qualname__
    new.__module__ = func.__module__
    new.__doc__ = func.__doc__
    new.__dict__.update(func.__dict__)
    if hasattr(func, "__annotate__") and sys.version_info >= (3, 14):
        new.__annotate__ = func.__annotate__  # deferred annotations stay deferred
    else:
        new.__annotations__ = func.__annotations__
    return new


def wrap_function(func: F) -> F:
    """Fallback without source: check arguments and the return value around the call."""
    signature = _signature(func)
    if signature is None:
        return func
    name = getattr(func, "__qualname__", repr(func))
    module = getattr(func, "__module__", "?") or "?"
    slots: dict[str, Callable[..., object]] = {}

    def slot_for(param: str, role: str) -> Callable[..., object]:
        slot = slots.get(param)
        if slot is None:
            slot = _fallback_slot(func, module, name, param, role)
            slots[param] = slot
        return slot

    kinds = {p.name: p.kind for p in signature.parameters.values()}
    roles = {
        p: "varargs" if k is inspect.Parameter.VAR_POSITIONAL else
        "kwargs" if k is inspect.Parameter.VAR_KEYWORD else "arg"
        for p, k in kinds.items()
    }

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        bound = signature.bind(*args, **kwargs)
        for param, value in bound.arguments.items():
            exc = slot_for(param, roles[param])(value)
            if isinstance(exc, BaseException):
                raise exc
        result = func(*args, **kwargs)
        # By its class alone (inspect.isawaitable would ask the result's __class__).
        returned = type(result)
        if not (issubclass(returned, _DEFERRED_RESULTS) or is_proxy(returned)):
            exc = slot_for("return", "return")(result)
            if isinstance(exc, BaseException):
                raise exc
        return result

    return typing.cast(F, wrapper)


# Results checked later or not at all: awaitables and generators (the yields are theirs).
_DEFERRED_RESULTS = (collections.abc.Awaitable, types.GeneratorType)


def _signature(func: object) -> inspect.Signature | None:
    """The parameters only (their kinds): deferred annotations must not be evaluated here,
    where a name defined later in the module would raise NameError."""
    annotationlib = annotationlib_module()
    target = typing.cast("Callable[..., object]", func)
    try:
        if annotationlib is not None:
            try:
                return inspect.signature(  # type: ignore[call-arg,unused-ignore]
                    target, annotation_format=annotationlib.Format.FORWARDREF)
            except TypeError:  # an inspect that predates annotation_format
                pass
        return inspect.signature(target)
    except (TypeError, ValueError, NameError):
        return None


def _fallback_slot(func: object, module: str, name: str, param: str, role: str) -> Callable[..., object]:
    try:
        annotations = annotations_of(func)
    except Exception:
        annotations = {}
    if param not in annotations:
        return lambda value: None
    globalns = getattr(func, "__globals__", {})
    hint = annotations[param]
    compiled: Compiled = compile_role(hint, role, Context(globalns))

    def explain() -> Compiled:
        return compile_role(hint, role, Context(globalns, mode="all"))

    spec = (0, role, name, None if role == "return" else param, type_repr(hint), None, 0)
    return make_slot(compiled, SiteInfo(module, spec, "raise"), explain, "sample")


