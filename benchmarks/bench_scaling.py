"""How the checker's time grows with the size of one construct: generated modules, doubled sizes.

Plain script: ``.venv/bin/python benchmarks/bench_scaling.py [--repeat N] [--only NAME ...]``.

Each shape (thousands of locals in one function, deep nesting of displays and calls, a class
with thousands of methods, a long if/elif chain...) is generated at three sizes, each twice the
one before, and checked in this process with ``check_source`` (the builtins stubs are loaded once
beforehand, so they are not part of any figure). The ratio column is time(n) / time(n / 2):
about 2 is linear, about 4 quadratic. A shape that grows worse than linear is a bug to report.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from hintloader.checker import check_source


def many_locals(n: int) -> str:
    """``x1 = x0 + 1`` ... in one function, an attribute narrowed and branched on every 4th."""
    lines = ["class A:", "    b: int | None = None", "def f(a: A) -> None:", "    x0 = 1"]
    for i in range(1, n):
        lines.append(f"    x{i} = x{i - 1} + 1")
        if i % 4 == 0:
            lines.append(f"    if a.b is not None:\n        y{i} = a.b + 1")
    return "\n".join(lines) + "\n"


def many_narrowed(n: int) -> str:
    """``n`` attributes narrowed at once, then their objects reassigned one by one."""
    params = ", ".join(f"p{i}: A" for i in range(n))
    lines = ["class A:", "    b: int | None = None", f"def f({params}) -> None:"]
    lines += [f"    assert p{i}.b is not None" for i in range(n)]
    lines += [f"    p{i} = A()" for i in range(n)]
    return "\n".join(lines) + "\n"


def _nested(template: str, leaf: str, depth: int) -> str:
    value = leaf
    for _ in range(depth):
        value = template.replace("@", value)
    return value


_NESTING_HEAD = """from typing import Any, TypedDict, Union, overload
class A(TypedDict):
    a: "Union[A, B, None]"
class B(TypedDict):
    a: "Union[A, B, None]"
@overload
def ov(x: int) -> int: ...
@overload
def ov(x: str) -> str: ...
def ov(x: Any) -> Any: return x
"""


def nested_dicts(n: int) -> str:
    """Dict, list, set and tuple displays ``n`` deep, with and without a declared type."""
    return (_NESTING_HEAD + "x = " + _nested('{"a": @}', "1", n) + "\n"
            + "y: dict[str, Any] = " + _nested('{"a": [@]}', "1", n) + "\n"
            + "z = " + _nested("({@},)", "1", n) + "\n")


def nested_typeddicts(n: int) -> str:
    """A display ``n`` deep where a union of two TypedDicts is expected at every level."""
    return _NESTING_HEAD + "x: A = " + _nested('{"a": @}', "None", n) + "\n"


def nested_failing_overloads(n: int) -> str:
    """``ov([ov([...])])``: no overload item fits at any level."""
    return _NESTING_HEAD + "x = " + _nested("ov([@])", "1", n) + "\n"


def class_methods(n: int) -> str:
    lines = ["class C:"]
    for i in range(n):
        lines.append(f"    def m{i}(self, a: int) -> int:\n        return self.m{max(i - 1, 0)}(a) + a")
    return "\n".join(lines) + "\n"


def module_functions(n: int) -> str:
    return "".join(f"def f{i}(a: int) -> int:\n    return f{max(i - 1, 0)}(a) + a\n" for i in range(n))


def if_elif(n: int) -> str:
    arms = "".join(f"    elif x == {i}:\n        y = {i}\n" for i in range(1, n))
    return f"def f(x: int) -> int:\n    y = 0\n    if x == 0:\n        y = 0\n{arms}    return y\n"


def literal_union(n: int) -> str:
    members = ", ".join(f'"m{i}"' for i in range(n))
    return (f"from typing import Literal\nT = Literal[{members}]\n"
            "def f(x: T) -> T:\n    if x == 'm0':\n        return x\n    y: T = x\n    return y\n")


def call_arguments(n: int) -> str:
    params = ", ".join(f"a{i}: int" for i in range(n))
    return (f"def f(*a: int) -> None: ...\ndef g({params}) -> None: ...\n"
            f"f({', '.join(map(str, range(n)))})\n"
            f"g({', '.join(f'a{i}={i}' for i in range(n))})\n")


def list_literal(n: int) -> str:
    items = ", ".join(map(str, range(n)))
    return f"x = [{items}]\ny: list[int | str] = [{items}]\n"


def self_attributes(n: int) -> str:
    """``n`` attributes of self narrowed and reassigned in one method."""
    lines = ["class A:", "    def __init__(self) -> None:"]
    lines += [f"        self.a{i}: int | None = {i}" for i in range(n)]
    lines.append("    def m(self) -> None:")
    lines += [f"        if self.a{i} is not None:\n            self.a{i} = self.a{i} + 1" for i in range(n)]
    return "\n".join(lines) + "\n"


def try_finally(n: int) -> str:
    """``n`` locals, each followed by a ``try`` / ``finally`` in one function."""
    lines = ["def f() -> None:"]
    for i in range(n):
        lines.append(f"    v{i} = {i}\n    try:\n        w{i} = v{i}\n    finally:\n        pass")
    return "\n".join(lines) + "\n"


# name -> (generator, the three sizes)
SHAPES: dict[str, tuple[Callable[[int], str], tuple[int, int, int]]] = {
    "many_locals": (many_locals, (2000, 4000, 8000)),
    "many_narrowed": (many_narrowed, (2000, 4000, 8000)),
    "nested_dicts": (nested_dicts, (20, 40, 80)),
    "nested_typeddicts": (nested_typeddicts, (20, 40, 80)),
    "nested_failing_overloads": (nested_failing_overloads, (20, 40, 80)),
    "class_methods": (class_methods, (750, 1500, 3000)),
    "module_functions": (module_functions, (1250, 2500, 5000)),
    "if_elif": (if_elif, (500, 1000, 2000)),
    "literal_union": (literal_union, (300, 600, 1200)),
    "call_arguments": (call_arguments, (250, 500, 1000)),
    "list_literal": (list_literal, (1250, 2500, 5000)),
    "self_attributes": (self_attributes, (250, 500, 1000)),
    "try_finally": (try_finally, (500, 1000, 2000)),
}


def measure(source: str, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        found = check_source(source, path="generated.py", module="generated")
        best = min(best, time.perf_counter() - start)
        if any(d.code == "internal-error" for d in found):
            return float("inf")  # stopped by the time budget: worse than any figure
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--repeat", type=int, default=2, help="runs per size; the fastest is kept")
    parser.add_argument("--only", nargs="*", choices=sorted(SHAPES), help="these shapes only")
    args = parser.parse_args()
    check_source("x = 1\n")  # load the builtins stubs outside the figures
    print("<!-- table -->")
    print("| shape | sizes | time (s) | ratio per doubling (2 = linear) |")
    print("|---|---|---|---|")
    for name in args.only or SHAPES:
        generate, sizes = SHAPES[name]
        times = [measure(generate(n), args.repeat) for n in sizes]
        ratios = [later / earlier if earlier > 0 else float("nan") for earlier, later in zip(times, times[1:])]
        print(f"| {name} | {' / '.join(f'{n:,}' for n in sizes)} | {' / '.join(f'{t:.3f}' for t in times)} | "
              f"{' / '.join(f'{r:.2f}' for r in ratios)} |", flush=True)
    print("<!-- /table -->")


if __name__ == "__main__":
    main()
