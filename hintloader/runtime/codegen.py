"""Generate one specialised Python function per check site from a compiled hint."""

from __future__ import annotations

import collections
import collections.abc as cabc
import itertools
from collections.abc import Callable, Mapping

from hintloader.runtime.static import namespace_size
from hintloader.runtime.values import ANY_TYPES, CollectionMode, Compiled, Memo

# How many leading members of a set a sample looks at (same as the closure checkers).
_SET_SAMPLE = 3
_MISSING = object()
# Containers this deep are checked inline; deeper ones through a helper function.
_INLINE_DEPTH = 2
_CONTAINERS = ("seq", "set", "map", "tuple", "td")


class _Generator:
    """Accumulates helper functions and the constants they refer to."""

    def __init__(self, mode: CollectionMode, counters: Mapping[int, object] | None = None) -> None:
        self.mode = mode
        self.ns: dict[str, object] = {
            "issubclass": issubclass, "len": len, "next": next, "iter": iter, "type": type,
            "reversed": reversed, "islice": itertools.islice, "dict": dict, "tuple": tuple,
            "MISSING": _MISSING, "id": id, "size": namespace_size,
        }
        self.sources: list[str] = []
        self.functions: dict[int, str] = {}
        self.rotations: dict[int, str] = {}
        self.serial = itertools.count(1)
        self.shared = frozenset(counters or ())
        self.first_items: set[int] = set()  # sequences that are a dict's value: item 0
        for key, counter in (counters or {}).items():
            self.rotations[key] = self.const(counter, "r")

    def const(self, value: object, stem: str = "k") -> str:
        name = f"_{stem}{next(self.serial)}"
        self.ns[name] = value
        return name

    def rotation(self, c: Compiled) -> str:
        """One counter per container hint, so that consecutive samples look at different
        items."""
        name = self.rotations.get(id(c))
        if name is None:
            name = self.rotations[id(c)] = self.const(itertools.count(), "r")
        return name

    def test(self, c: Compiled, var: str) -> str:
        """A boolean expression: does local ``var`` fit ``c``?"""
        if c.kind == "fast":
            assert c.fast is not None
            if c.fast == ANY_TYPES:
                return "True"
            # The class alone (never isinstance, which asks a proxy's __class__); a miss
            # goes to the closure checker, which knows proxies.
            if len(c.fast) == 1:
                name = self.const(c.fast[0], "t")
                return f"(type({var}) is {name} or issubclass(type({var}), {name}))"
            return f"issubclass(type({var}), {self.const(c.fast, 't')})"
        if c.kind == "union":
            tests = [self.test(p, var) for p in c.parts if not (p.kind == "fast" and p.fast == ())]
            return "(" + " or ".join(tests) + ")" if tests else "False"
        if c.kind in _CONTAINERS:
            return f"{self.function(c)}({var}, m)"
        return f"{self.const(c.check, 'c')}({var}, m) is None"

    def function(self, c: Compiled) -> str:
        """A helper ``_pN(v, m) -> bool`` for ``c`` (used inside expressions and deep down)."""
        name = self.functions.get(id(c))
        if name is None:
            name = f"_p{next(self.serial)}"
            self.functions[id(c)] = name
            lines = [f"def {name}(v, m):", *self.check(c, "v", "return False", "    ", 1),
                     "    return True"]
            self.sources.append("\n".join(lines))
        return name

    def check(self, c: Compiled, var: str, fail: str, ind: str, depth: int) -> list[str]:
        """Statements that run ``fail`` unless local ``var`` fits ``c``, else fall through."""
        if c.kind in _CONTAINERS and depth <= _INLINE_DEPTH:
            exact = _exact_classes(c)
            if not exact:
                return [f"{ind}if {self.const(c.check, 'c')}({var}, m) is not None:", f"{ind}    {fail}"]
            inline: list[str] = getattr(self, f"_{c.kind}")(c, var, fail, ind + "    ", depth)
            # Items are read inline only from an exact builtin container: its reads run no
            # code of the program's. Anything else (a subclass, a proxy, a mapping of the
            # program's own) goes to the closure checker, which decides what may be read.
            if len(exact) == 1:
                head = f"{ind}if type({var}) is {self.const(exact[0], 'o')}:"
            else:
                head = f"{ind}if type({var}) in {self.const(frozenset(exact), 'o')}:"
            return [head, *(inline or [f"{ind}    pass"]),
                    f"{ind}elif {self.const(c.check, 'c')}({var}, m) is not None:",
                    f"{ind}    {fail}"]
        if c.kind == "proto" and c.fits is not None:
            # A class remembered to fit (its namespace the same size) needs no call.
            known, e, t = self.const(c.fits.get, "f"), f"e{depth}", f"c{depth}"
            return [f"{ind}{t} = type({var})", f"{ind}{e} = {known}(id({t}))",
                    f"{ind}if {e} is None or {e}[1] != size({t}):",
                    f"{ind}    if {self.const(c.check, 'c')}({var}, m) is not None:",
                    f"{ind}        {fail}"]
        test = self.test(c, var)
        if test == "True":
            return []
        return [f"{ind}if not {test}:", f"{ind}    {fail}"]

    def _seq(self, c: Compiled, var: str, fail: str, ind: str, depth: int) -> list[str]:
        n, x = f"n{depth}", f"x{depth}"
        if self.mode == "all":
            return [f"{ind}for {x} in {var}:",
                    *self.check(c.parts[0], x, fail, ind + "    ", depth + 1)]
        lines = [f"{ind}{n} = len({var})", f"{ind}if {n}:"]
        if self.mode == "first" or id(c) in self.first_items:
            indices = ["0"]
        elif id(c) in self.shared:
            # The counter of the site's inline test, which looked at the item before this
            # call's (and called the slot because it could not tell): that item and the next.
            r = f"r{depth}"
            lines.append(f"{ind}    {r} = next({self.rotation(c)})")
            indices = [f"({r} - 1) % {n}", f"{r} % {n}"]
        else:  # one item per call, at a rotating index
            indices = [f"next({self.rotation(c)}) % {n}"]
        for index in indices:
            lines += [f"{ind}    {x} = {var}[{index}]",
                      *self.check(c.parts[0], x, fail, ind + "    ", depth + 1)]
        return lines

    def _set(self, c: Compiled, var: str, fail: str, ind: str, depth: int) -> list[str]:
        x = f"x{depth}"
        limit = 1 if self.mode == "first" or depth else _SET_SAMPLE
        source = var if self.mode == "all" else f"islice({var}, {limit})"
        return [f"{ind}for {x} in {source}:",
                *self.check(c.parts[0], x, fail, ind + "    ", depth + 1)]

    def _map(self, c: Compiled, var: str, fail: str, ind: str, depth: int) -> list[str]:
        k, x = f"k{depth}", f"x{depth}"
        key, val = c.parts
        self.first_items.add(id(val))

        def entry(inner: str) -> list[str]:
            return [*self.check(key, k, fail, inner, depth + 1),
                    *self.check(val, x, fail, inner, depth + 1)]

        # Entries come from items(): a key is never hashed (or compared) again.
        if self.mode == "all":
            return [f"{ind}for {k}, {x} in {var}.items():", *entry(ind + "    ")]
        # The first entry; `for ... break` takes it without the cost of next(iter(...)).
        return [f"{ind}for {k}, {x} in {var}.items():", *entry(ind + "    "), f"{ind}    break"]

    def _tuple(self, c: Compiled, var: str, fail: str, ind: str, depth: int) -> list[str]:
        x = f"x{depth}"
        lines = [f"{ind}if len({var}) != {len(c.parts)}:", f"{ind}    {fail}"]
        for index, part in enumerate(c.parts):
            checks = self.check(part, x, fail, ind, depth + 1)
            if checks:
                lines += [f"{ind}{x} = {var}[{index}]", *checks]
        return lines

    def _td(self, c: Compiled, var: str, fail: str, ind: str, depth: int) -> list[str]:
        x = f"x{depth}"
        lines: list[str] = []
        required = [k for k in c.keys if k in c.required]
        if required:
            present = " and ".join(f"{k!r} in {var}" for k in required)
            lines += [f"{ind}if not ({present}):", f"{ind}    {fail}"]
        for key, part in zip(c.keys, c.parts):
            if key in c.required:
                checks = self.check(part, x, fail, ind, depth + 1)
                if checks:
                    lines += [f"{ind}{x} = {var}[{key!r}]", *checks]
            else:
                checks = self.check(part, x, fail, ind + "    ", depth + 1)
                if checks:
                    lines += [f"{ind}{x} = {var}.get({key!r}, MISSING)",
                              f"{ind}if {x} is not MISSING:", *checks]
        return lines


_EXACT: dict[object, tuple[type, ...]] = {
    list: (list,), cabc.Sequence: (list, tuple), cabc.MutableSequence: (list,),
    collections.deque: (collections.deque,), tuple: (tuple,),
    set: (set,), frozenset: (frozenset,), cabc.Set: (set, frozenset), cabc.MutableSet: (set,),
    dict: (dict,), cabc.Mapping: (dict,), cabc.MutableMapping: (dict,),
}


def _exact_classes(c: Compiled) -> tuple[type, ...]:
    """The builtin classes whose exact instances fit the container hint ``c`` and are read
    inline; () when none is (then only the closure checks)."""
    if c.kind in ("tuple",):
        return (tuple,)
    if c.kind == "td":
        return (dict,)
    return _EXACT.get(c.origin, ())


def site_function(compiled: Compiled, mode: CollectionMode, on_fail: Callable[[object, Memo], object],
                  passthrough: bool, counters: Mapping[int, object] | None = None) -> Callable[..., object]:
    """``site(v, m=None)``: None (or ``v`` when ``passthrough``) if ``v`` fits, else
    ``on_fail(v, m)``; ``m`` holds the TypeVar bindings of one call of a generic function.
    ``counters`` gives sequence hints (by id) the rotation of the site's inline test."""
    gen = _Generator(mode, counters)
    gen.ns["FAIL"] = on_fail
    ok = "return v" if passthrough else "return None"
    lines = ["def site(v, m=None):", *gen.check(compiled, "v", "return FAIL(v, m)", "    ", 0),
             f"    {ok}"]
    source = "\n\n".join([*gen.sources, "\n".join(lines)])
    exec(compile(source, f"<hintloader check {compiled.expected}>", "exec"), gen.ns)  # noqa: S102
    site = gen.ns["site"]
    assert callable(site)
    return site
