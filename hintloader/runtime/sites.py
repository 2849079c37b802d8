"""Check sites of instrumented code: lazily resolved slots and violation messages."""

from __future__ import annotations

import collections.abc as cabc
import functools
import gc
import importlib
import inspect
import sys
import types
import typing
import warnings
from collections.abc import Callable, Mapping

from hintloader.errors import HintTypeError, HintWarning
from hintloader.runtime.compiler import (
    ANY,
    CollectionMode,
    Compiled,
    Context,
    Memo,
    Problem,
    compile_hint,
    evaluate_hint,
    unpacked,
    mapping_checker,
    sequence_checker,
)
from hintloader.runtime.codegen import site_function
from hintloader.runtime import fastpath
from hintloader.runtime.shapes import Shape
from hintloader.runtime.values import MISSING

# (index, role, function qualname, parameter name, annotation source, class qualname, line)
Spec = tuple[int, str, str, "str | None", str, "str | None", int]
Settings = Mapping[str, object]
ReportSlot = Callable[[object], "BaseException | None"]

_WHAT = {
    "arg": "argument '{}'",
    "varargs": "argument '*{}'",
    "kwargs": "argument '**{}'",
    "return": "return value",
    "genreturn": "return value",
    "yield": "yielded value",
    "send": "sent value",
    "var": "variable '{}'",
}
_GENERATOR_ORIGINS = {
    cabc.Generator, cabc.Iterator, cabc.Iterable,
    cabc.AsyncGenerator, cabc.AsyncIterator, cabc.AsyncIterable,
}
# Unresolvable names already reported, per module: one warning each, not one per call site.
_warned: set[tuple[str, str]] = set()


class SiteInfo:
    """What a violation message needs to say about one check site."""

    __slots__ = ("module", "function", "role", "name", "source", "on_violation", "ns")

    def __init__(self, module: str, spec: Spec, on_violation: str,
                 ns: Mapping[str, object] | None = None) -> None:
        self.ns = ns  # the module's globals, to find the function itself on slow paths
        _, self.role, self.function, self.name, source, _, _ = spec
        # A quoted forward reference reads better without its quotes.
        if len(source) >= 2 and source[0] == source[-1] and source[0] in "'\"":
            source = source[1:-1]
        self.source = source
        self.module = module
        self.on_violation = on_violation

    def what(self) -> str:
        return _WHAT[self.role].format(self.name)


def _is_runtime_frame(frame: types.FrameType) -> bool:
    return frame.f_globals.get("__name__", "").startswith("hintloader.runtime") or (
        frame.f_code.co_filename.startswith("<hintloader"))


def _user_stacklevel() -> int:
    """warnings.warn's stacklevel of the innermost frame outside hintloader's runtime."""
    frame: types.FrameType | None = sys._getframe(1)
    level = 1
    while frame is not None and _is_runtime_frame(frame):
        frame = frame.f_back
        level += 1
    return level


_functions_by_code: dict[types.CodeType, types.FunctionType | None] = {}


def is_own_default(info: SiteInfo, value: object) -> bool:
    """Is ``value`` the very default object of parameter ``name`` of the instrumented function
    now running? A default needs no check (a sentinel is often annotated with the real type).
    Only reached when a check failed, so the slow function lookup is affordable."""
    frame: types.FrameType | None = sys._getframe(1)
    while frame is not None and _is_runtime_frame(frame):
        frame = frame.f_back
    if frame is None:
        return False
    code = frame.f_code
    if code not in _functions_by_code:
        _functions_by_code[code] = _function_of(code, info.ns, info.function)
    func = _functions_by_code[code]
    name = info.name
    if func is None or name is None:
        return False
    kwdefaults = func.__kwdefaults__ or {}
    if name in kwdefaults:
        return kwdefaults[name] is value
    defaults = func.__defaults__ or ()
    positional = code.co_varnames[: code.co_argcount]
    if name in positional and defaults:
        index = positional.index(name) - (len(positional) - len(defaults))
        return index >= 0 and defaults[index] is value
    return False


def violation(info: SiteInfo, problem: Problem) -> BaseException | None:
    """The exception to raise, or None after warning (``on-violation = "warn"``)."""
    steps = " of ".join(problem.steps)
    what = info.what()
    where = f"{steps} of {what}" if steps else what
    function = f"{info.function}()" if info.role != "var" or info.function else info.module
    message = f"{function}: {where} ({info.source}) is {problem.describe()}"
    namesake = _namesake(problem)
    if namesake is not None:
        # Two classes of one name: say which is which (`retry_any` from two modules).
        message = (f"{function}: {where} ({info.source}) is {_qualified(type(problem.value))} "
                   f"object, expected {_qualified(namesake)}")
    elif problem.steps:
        message += f", expected {problem.expected}"
    if info.on_violation == "warn":
        warnings.warn(HintWarning(message), stacklevel=_user_stacklevel())
        return None
    parameter = info.name if info.role in ("arg", "varargs", "kwargs", "var") else None
    return HintTypeError(
        message,
        function=info.function,
        parameter=parameter,
        expected=info.source,
        value=problem.value,
        path=tuple(reversed(problem.steps)),
    )


def _namesake(problem: Problem) -> type | None:
    """An expected class that shares its name with the value's own class, if any."""
    cls = type(problem.value)
    for expected in problem.classes:
        if expected is not cls and _type_qualname(expected) == _type_qualname(cls):
            return expected
    return None


_type_qualname: Callable[[type], str] = vars(type)["__qualname__"].__get__
_type_module: Callable[[type], object] = vars(type)["__module__"].__get__


def _qualified(cls: type) -> str:
    module = _type_module(cls)  # by type's descriptors: never a metaclass's __getattribute__
    return f"{module}.{_type_qualname(cls)}"


def register(ns: dict[str, object], prefix: str, specs: tuple[Spec, ...], settings: Settings,
             shapes: Mapping[int, Shape] | None = None) -> None:
    """Called once by an instrumented module: give every check site its globals.

    ``<prefix>t<i>__`` holds the classes of the fast path (``()`` until resolved, so the first
    call always reaches the slot), ``<prefix>s<i>__`` the exact classes that fit (for unions),
    ``<prefix>c<i>__`` the slot that checks fully, ``<prefix>i<i>__`` / ``<prefix>n<i>__`` a
    protocol's last fitting class, and the sites in ``shapes`` the globals of their inline
    container tests (see fastpath.py).
    """
    if settings.get("type_checking"):
        ns[TC_TABLE] = settings["type_checking"]
    shapes = shapes or {}
    for spec in specs:
        index = spec[0]
        ns[f"{prefix}t{index}__"] = ()
        ns[f"{prefix}s{index}__"] = frozenset()
        ns[f"{prefix}c{index}__"] = _lazy_slot(ns, prefix, spec, settings, shapes.get(index))
        fastpath.initial(ns, prefix, index, shapes.get(index))


def _lazy_slot(ns: dict[str, object], prefix: str, spec: Spec, settings: Settings,
               shape: Shape | None) -> Callable[..., object]:
    index, role = spec[0], spec[1]

    def first_call(value: object, memo: Memo = None) -> object:
        caller = sys._getframe(1).f_code
        compiled, explain = resolve_site(ns, spec, settings, caller)
        info = SiteInfo(str(settings.get("module", ns.get("__name__", "?"))), spec,
                        str(settings.get("on_violation", "raise")), ns)
        if role in ("yield", "send", "genreturn"):
            info.source = compiled.expected  # the part of Generator[...] this site checks
        mode = typing.cast(CollectionMode, settings.get("collection", "sample"))
        counters = fastpath.counters(ns, prefix, index, shape, compiled)
        slot = make_slot(compiled, info, explain, mode, counters)
        if compiled.kind == "proto" and compiled.fits is not None:
            slot = fastpath.remembering(slot, compiled, ns, prefix, index)
        ns[f"{prefix}c{index}__"] = slot
        if role not in ("yield", "send"):
            ns[f"{prefix}t{index}__"] = fastpath.class_type(compiled)
            ns[f"{prefix}s{index}__"] = exact_types(compiled)
            if shape is not None:
                fastpath.fill(ns, prefix, index, shape, compiled)
        return slot(value, memo)

    return first_call


def exact_types(compiled: Compiled) -> frozenset[type]:
    """Classes whose exact instances fit without further checks (a set lookup is cheaper
    than isinstance against several classes)."""
    if compiled.kind == "fast" and compiled.fast is not None:
        return frozenset(compiled.fast)
    if compiled.kind == "union" and compiled.parts and compiled.parts[0].fast:
        return frozenset(compiled.parts[0].fast)
    return frozenset()


def make_slot(compiled: Compiled, info: SiteInfo, explain: Callable[[], Compiled],
              mode: CollectionMode, counters: Mapping[int, object] | None = None) -> Callable[..., object]:
    """Yield/send slots return the value (they sit inside expressions) and raise themselves;
    the others return the exception so that the user's own frame raises it."""
    passthrough = info.role in ("yield", "send")

    def fail(value: object, memo: Memo) -> object:
        if info.role == "arg" and is_own_default(info, value):
            return None
        if info.role == "return" and value is NotImplemented:  # allowed by every checker
            return None
        # A sample found a misfit; a complete check of the same value finds one to describe.
        # When neither finds one, the fast path only could not tell (a proxy's class): it fits.
        problem = explain().check(value, memo) or compiled.check(value, memo)
        if problem is None:
            return value if passthrough else None
        exc = violation(info, problem)
        if not passthrough:
            return exc
        if exc is not None:
            raise exc
        return value

    try:
        site = site_function(compiled, mode, fail, passthrough, counters)
    except Exception:  # code generation is an optimisation: fall back to the closure
        check = compiled.check

        def slow(value: object, memo: Memo = None) -> object:
            if check(value, memo) is None:
                return value if passthrough else None
            return fail(value, memo)

        site = slow
    # What runtime.bind uses to find a generic call's bindings again, without reporting.
    site.hl_check = compiled.check  # type: ignore[attr-defined]
    return site


def _class_at(ns: Mapping[str, object], qualname: str | None) -> type | None:
    if not qualname or "<locals>" in qualname:
        return None
    obj: object = ns.get(qualname.split(".")[0])
    for part in qualname.split(".")[1:]:
        obj = getattr(obj, part, None)
    return obj if isinstance(obj, type) else None


TC_TABLE = "__hintloader_tc__"


def _type_checking_names(table: Mapping[str, tuple[str | None, str | None]],
                         ns: Mapping[str, object], depth: int = 0) -> dict[str, object]:
    """Names bound only under ``if TYPE_CHECKING:``: imported now where that is safe, and
    type aliases assigned there evaluated (in dependency order, by repeated passes). A name
    that is itself TYPE_CHECKING-only in an instrumented module is looked up in its table."""
    found: dict[str, object] = {}
    aliases: dict[str, str] = {}
    for name, (module_name, attr) in table.items():
        if module_name is None:
            if attr is not None:
                aliases[name] = attr
            continue
        module = sys.modules.get(module_name)
        spec = getattr(module, "__spec__", None)
        if module is not None and getattr(spec, "_initializing", False):
            continue  # half-imported (a cycle): its names may not exist yet
        if module is None:
            try:
                module = importlib.import_module(module_name)
            except Exception:
                continue
        if attr is None:
            found[name] = module
        elif hasattr(module, attr):
            found[name] = getattr(module, attr)
        elif depth < 8:
            other = typing.cast("Mapping[str, tuple[str | None, str | None]]",
                                getattr(module, TC_TABLE, {}))
            if attr in other:
                value = _type_checking_names(other, vars(module), depth + 1)
                if attr in value:
                    found[name] = value[attr]
    globalns = ns if isinstance(ns, dict) else dict(ns)
    progress = True
    while aliases and progress:
        progress = False
        for name, source in list(aliases.items()):
            try:
                found[name] = eval(source, globalns, dict(found))  # noqa: S307
            except Exception:
                continue
            del aliases[name]
            progress = True
    return found


def _names_type_checking_only(source: str, table: Mapping[str, object],
                              ns: Mapping[str, object], localns: Mapping[str, object]) -> bool:
    """Whether an annotation's text names a TYPE_CHECKING-only name not defined otherwise."""
    import re

    return any(word in table and word not in ns and word not in localns
               for word in re.findall(r"[A-Za-z_]\w*", source))


def _unwrap_to(obj: object, code: types.CodeType, depth: int = 0) -> types.FunctionType | None:
    if isinstance(obj, types.FunctionType) and obj.__code__ is code:
        return obj
    if depth > 8:
        return None
    inner: list[object] = []
    if isinstance(obj, (staticmethod, classmethod)):
        inner.append(obj.__func__)
    elif isinstance(obj, property):
        inner += [obj.fget, obj.fset, obj.fdel]
    wrapped = getattr(obj, "__wrapped__", None)
    if wrapped is not None:
        inner.append(wrapped)
    for candidate in inner:
        found = _unwrap_to(candidate, code, depth + 1)
        if found is not None:
            return found
    return None


def _function_of(code: types.CodeType, ns: Mapping[str, object] | None = None,
                 qualname: str = "", use_referrers: bool = True) -> types.FunctionType | None:
    """The function running ``code``: found by its qualified name in the module, else (nested
    functions) among the referrers of the code object. Only used on slow paths."""
    if ns is not None and qualname and "<locals>" not in qualname:
        parts = qualname.split(".")
        owner: object = ns.get(parts[0])
        for part in parts[1:]:
            namespace = getattr(owner, "__dict__", {})
            owner = namespace.get(part) if part in namespace else getattr(owner, part, None)
        found = _unwrap_to(owner, code)
        if found is not None:
            return found
    if not use_referrers:
        return None
    for referrer in gc.get_referrers(code):
        if isinstance(referrer, types.FunctionType) and referrer.__code__ is code:
            return referrer
    return None


@functools.cache
def _import_annotationlib() -> types.ModuleType | None:
    try:
        return importlib.import_module("annotationlib")
    except ImportError:
        return None


def annotationlib_module() -> types.ModuleType | None:
    """The ``annotationlib`` module (Python 3.14+, PEP 649/749), or None before it."""
    return sys.modules.get("annotationlib") or _import_annotationlib()


def annotations_of(func: object) -> dict[str, object]:
    """A function's annotations without evaluating deferred ones that cannot be yet: with
    ``annotationlib``, an undefined name becomes a ForwardRef, resolved at the first call."""
    annotationlib = annotationlib_module()
    if annotationlib is not None:
        found = annotationlib.get_annotations(func, format=annotationlib.Format.FORWARDREF)
        return dict(found)
    return dict(getattr(func, "__annotations__", None) or {})


def _annotation_of(func: types.FunctionType, key: str) -> object:
    return annotations_of(func).get(key, inspect.Parameter.empty)


def notice(message: str) -> None:
    """Warn that a check is skipped. Fail open: a check hintloader cannot make is no error in
    the user's code, so a ``-W error`` filter must not turn the notice into an exception
    raised inside their function (``sys._version_info``, a typeshed-only name, made every
    test of packaging's markers fail under its ``filterwarnings = error``)."""
    try:
        warnings.warn(HintWarning(message), stacklevel=_user_stacklevel())
    except Warning:
        pass


def _no_explanation() -> Compiled:
    return ANY


def resolve_site(
    ns: dict[str, object], spec: Spec, settings: Settings, code: types.CodeType | None
) -> tuple[Compiled, Callable[[], Compiled]]:
    """Evaluate a site's annotation now (so forward references work) and compile it; also
    returns how to compile it for a complete check, which describes misfits."""
    _, role, function, name, source, class_qualname, _ = spec
    module = str(settings.get("module", ns.get("__name__", "?")))
    owner = _class_at(ns, class_qualname)
    localns: dict[str, object] = dict(vars(owner)) if owner is not None else {}
    mode = typing.cast(CollectionMode, settings.get("collection", "sample"))

    where = f"{function}()" if function else f"variable {name!r}"

    def unresolved(text: str, exc: BaseException) -> None:
        if (module, text) not in _warned:
            _warned.add((module, text))
            notice(f"{module}: cannot resolve {text!r} for the runtime check of {where} "
                   f"({type(exc).__name__}: {exc}); not checked")

    key = "return" if role in ("return", "genreturn", "yield", "send") else name
    hint: object = inspect.Parameter.empty
    if code is not None and key is not None and role != "var":
        # Prefer what Python evaluated at `def` time: no second evaluation, and enclosing
        # scopes were visible. Strings (postponed annotations) are evaluated from the source
        # below, where the TYPE_CHECKING names are known.
        func = _function_of(code, ns, function, use_referrers=False)
        if func is not None:
            try:
                value = _annotation_of(func, key)
            except Exception:  # a broken __annotate__ / __annotations__: use the source
                value = inspect.Parameter.empty
            if not isinstance(value, str):
                hint = value
    if hint is inspect.Parameter.empty:
        try:
            hint = evaluate_hint(source, ns, localns)
        except NameError:
            table = typing.cast("Mapping[str, tuple[str | None, str | None]]",
                                settings.get("type_checking", {}))
            localns.update(_type_checking_names(table, ns))
            try:
                hint = evaluate_hint(source, ns, localns)
            except Exception as exc:
                # Names of an enclosing function or PEP 695 type parameters: ask the function.
                func = _function_of(code, ns, function) if code is not None else None
                if func is not None and key is not None:
                    hint = _annotation_of(func, key)
                if hint is inspect.Parameter.empty:
                    unresolved(source, exc)
                    return ANY, _no_explanation
        except Exception as exc:
            unresolved(source, exc)
            return ANY, _no_explanation
    # A quoted annotation without `from __future__ import annotations` ("Fraction", or
    # list["Fraction"]) evaluates to a string that is resolved while compiling: its
    # TYPE_CHECKING-only names must be known then too, not only when the source failed above.
    table = typing.cast("Mapping[str, tuple[str | None, str | None]]",
                        settings.get("type_checking", {}))
    if table and _names_type_checking_only(source, table, ns, localns):
        for name, value in _type_checking_names(table, ns).items():
            if name not in ns:
                localns.setdefault(name, value)
    ctx = Context(ns, localns, owner, mode, unresolved)
    resolved = hint

    @functools.cache
    def explain() -> Compiled:
        return compile_role(resolved, role, Context(ns, localns, owner, "all", None))

    return compile_role(hint, role, ctx), explain


def compile_role(hint: object, role: str, ctx: Context) -> Compiled:
    """Compile the part of ``hint`` that a site of this role checks."""
    if role in ("yield", "send", "genreturn"):
        origin = typing.get_origin(hint)
        args = typing.get_args(hint)
        if origin not in _GENERATOR_ORIGINS:
            return ANY
        position = {"yield": 0, "send": 1, "genreturn": 2}[role]
        if len(args) <= position or (role != "yield" and origin not in (
                cabc.Generator, cabc.AsyncGenerator)):
            return ANY
        hint = args[position]
    if role in ("varargs", "kwargs") and unpacked(hint) is not MISSING:
        # *args: Unpack[tuple[int, str]] and **kwargs: Unpack[Movie] (PEP 646, 692) describe
        # the whole tuple or dict; *args: *Ts / Unpack[Ts] is not checked.
        return compile_hint(unpacked(hint), ctx)
    compiled = compile_hint(hint, ctx)
    if role == "varargs" and compiled.fast != ANY.fast:
        return sequence_checker(tuple, compiled, compiled.expected, ctx.mode)
    if role == "kwargs" and compiled.fast != ANY.fast:
        return mapping_checker(dict, ANY, compiled, compiled.expected, ctx.mode)
    return compiled


