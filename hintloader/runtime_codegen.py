"""Generate one specialised Python function per check site from a compiled hint."""

from __future__ import annotations

import itertools
from collections.abc import Callable

from hintloader.runtime_types import ANY_TYPES, CollectionMode, Compiled, Memo

# How many leading members of a set a sample looks at (same as the closure checkers).
_SET_SAMPLE = 3
_MISSING = object()


class _Generator:
    """Accumulates helper functions and the constants they refer to."""

    def __init__(self, mode: CollectionMode) -> None:
        self.mode = mode
        self.ns: dict[str, object] = {
            "isinstance": isinstance, "len": len, "next": next, "iter": iter,
            "reversed": reversed, "islice": itertools.islice, "dict": dict, "tuple": tuple,
            "MISSING": _MISSING,
        }
        self.sources: list[str] = []
        self.functions: dict[int, str] = {}
        self.serial = itertools.count(1)
        self.nested = False  # inside a container: a sample looks at fewer items

    def const(self, value: object, stem: str = "k") -> str:
        name = f"_{stem}{next(self.serial)}"
        self.ns[name] = value
        return name

    def test(self, c: Compiled, var: str) -> str:
        """A boolean expression: does local ``var`` fit ``c``?"""
        if c.kind == "fast":
            assert c.fast is not None
            if c.fast == ANY_TYPES:
                return "True"
            target: object = c.fast[0] if len(c.fast) == 1 else c.fast
            return f"isinstance({var}, {self.const(target, 't')})"
        if c.kind == "union":
            tests = [self.test(p, var) for p in c.parts if not (p.kind == "fast" and p.fast == ())]
            return "(" + " or ".join(tests) + ")" if tests else "False"
        if c.kind in ("seq", "set", "map", "tuple", "td"):
            return f"{self.function(c)}({var}, m)"
        return f"{self.const(c.check, 'c')}({var}, m) is None"

    def function(self, c: Compiled) -> str:
        name = self.functions.get(id(c))
        if name is None:
            name = f"_p{next(self.serial)}"
            self.functions[id(c)] = name
            outer, self.nested = self.nested, True
            try:
                lines = [f"def {name}(v, m):", *self.body(c, "return True", "return False", "    ")]
            finally:
                self.nested = outer
            self.sources.append("\n".join(lines))
        return name

    def body(self, c: Compiled, ok: str, fail: str, ind: str) -> list[str]:
        """Statements checking local ``v`` that end in ``ok`` or ``fail``."""
        method = getattr(self, f"_body_{c.kind}", None)
        if method is None:
            return [f"{ind}if {self.test(c, 'v')}:", f"{ind}    {ok}", f"{ind}{fail}"]
        lines: list[str] = method(c, ok, fail, ind)
        return lines

    def _body_seq(self, c: Compiled, ok: str, fail: str, ind: str) -> list[str]:
        item = self.test(c.parts[0], "x")
        lines = [
            f"{ind}if not isinstance(v, {self.const(c.origin, 'o')}):", f"{ind}    {fail}",
        ]
        if self.mode == "all":
            return lines + [f"{ind}for x in v:", f"{ind}    if not {item}:", f"{ind}        {fail}",
                            f"{ind}{ok}"]
        lines += [f"{ind}n = len(v)", f"{ind}if not n:", f"{ind}    {ok}"]
        rotating = f"next({self.const(itertools.count(), 'r')}) % n"
        if self.mode == "first":
            indices = ["0"]
        elif self.nested:  # one item per call, rotating from the first through the last
            indices = [rotating]
        else:
            indices = ["0", "n - 1", rotating]
        for index in indices:
            lines += [f"{ind}x = v[{index}]", f"{ind}if not {item}:", f"{ind}    {fail}"]
        return lines + [f"{ind}{ok}"]

    def _body_set(self, c: Compiled, ok: str, fail: str, ind: str) -> list[str]:
        item = self.test(c.parts[0], "x")
        limit = 1 if self.mode == "first" or self.nested else _SET_SAMPLE
        source = "v" if self.mode == "all" else f"islice(v, {limit})"
        return [
            f"{ind}if not isinstance(v, {self.const(c.origin, 'o')}):", f"{ind}    {fail}",
            f"{ind}for x in {source}:", f"{ind}    if not {item}:", f"{ind}        {fail}",
            f"{ind}{ok}",
        ]

    def _body_map(self, c: Compiled, ok: str, fail: str, ind: str) -> list[str]:
        tests = [t for t in (self.test(c.parts[0], "k"), self.test(c.parts[1], "x")) if t != "True"]
        pair = " and ".join(tests) or "True"
        lines = [f"{ind}if not isinstance(v, {self.const(c.origin, 'o')}):", f"{ind}    {fail}"]
        if self.mode == "all":
            return lines + [f"{ind}for k, x in v.items():", f"{ind}    if not ({pair}):",
                            f"{ind}        {fail}", f"{ind}{ok}"]
        lines += [f"{ind}if not v:", f"{ind}    {ok}", f"{ind}items = v.items()",
                  f"{ind}k, x = next(iter(items))", f"{ind}if not ({pair}):", f"{ind}    {fail}"]
        if self.mode == "sample" and not self.nested:
            # The last entry is O(1) only for dicts; other mappings get their first entry.
            lines += [f"{ind}if isinstance(v, dict):", f"{ind}    k, x = next(reversed(items))",
                      f"{ind}    if not ({pair}):", f"{ind}        {fail}"]
        return lines + [f"{ind}{ok}"]

    def _body_tuple(self, c: Compiled, ok: str, fail: str, ind: str) -> list[str]:
        lines = [f"{ind}if not isinstance(v, tuple) or len(v) != {len(c.parts)}:", f"{ind}    {fail}"]
        for index, part in enumerate(c.parts):
            test = self.test(part, "x")
            if test != "True":
                lines += [f"{ind}x = v[{index}]", f"{ind}if not {test}:", f"{ind}    {fail}"]
        return lines + [f"{ind}{ok}"]

    def _body_td(self, c: Compiled, ok: str, fail: str, ind: str) -> list[str]:
        lines = [f"{ind}if not isinstance(v, dict):", f"{ind}    {fail}"]
        required = [k for k in c.keys if k in c.required]
        if required:
            present = " and ".join(f"{k!r} in v" for k in required)
            lines += [f"{ind}if not ({present}):", f"{ind}    {fail}"]
        for key, part in zip(c.keys, c.parts):
            test = self.test(part, "x")
            if test == "True":
                continue
            if key in c.required:
                lines += [f"{ind}x = v[{key!r}]", f"{ind}if not {test}:", f"{ind}    {fail}"]
            else:
                lines += [f"{ind}x = v.get({key!r}, MISSING)",
                          f"{ind}if x is not MISSING and not {test}:", f"{ind}    {fail}"]
        return lines + [f"{ind}{ok}"]


def site_function(compiled: Compiled, mode: CollectionMode, on_fail: Callable[[object, Memo], object],
                  passthrough: bool) -> Callable[..., object]:
    """``site(v, m=None)``: None (or ``v`` when ``passthrough``) if ``v`` fits, else
    ``on_fail(v, m)``; ``m`` holds the TypeVar bindings of one call of a generic function."""
    gen = _Generator(mode)
    gen.ns["FAIL"] = on_fail
    ok = "return v" if passthrough else "return None"
    lines = ["def site(v, m=None):", *gen.body(compiled, ok, "return FAIL(v, m)", "    ")]
    source = "\n\n".join([*gen.sources, "\n".join(lines)])
    exec(compile(source, f"<hintloader check {compiled.expected}>", "exec"), gen.ns)  # noqa: S102
    site = gen.ns["site"]
    assert callable(site)
    return site
