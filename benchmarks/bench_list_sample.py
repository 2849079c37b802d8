"""Where the time of a sampled ``list[int]`` check goes: its inline test, built up step by step.

Run: ``.venv/bin/python benchmarks/bench_list_sample.py [--quick] [--size N]``. Prints a
Markdown table: one call of a function with one ``list[int]`` argument of N items (10,000 by
default, as the ``bench_runtime.py`` row), measured as ``bench_runtime.py`` measures (thread CPU
time, best of interleaved rounds), for

- the plain function, and the function as hintloader instruments it;
- hand-written tests that add one piece of the instrumented test at a time: the list's class,
  its first item, an item at a rotating index that needs no reduction (a cycle over this
  list's own indices: valid for lists of exactly N items only, so a lower bound for any
  rotation), the list's length read (any index that is right for lists of every length needs
  it), and the index reduced by that length.

Issue 25 asks for ``list[int]`` at most 3x the plain call while every call reads a new position
of the list; the rows show which of the pieces fit in that budget.
"""

from __future__ import annotations

import argparse
import ast
import itertools
import sys
import types
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_runtime import measure_row  # noqa: E402
from hintloader.config.options import PackageOptions  # noqa: E402
from hintloader.errors import HintTypeError  # noqa: E402
from hintloader.runtime.instrument import instrument_module  # noqa: E402

CHECKED = '''
def checked(xs: list[int]) -> int:
    return 0
'''

# Each test as the instrumenter writes it: a miss sends the value to the site's slot (here a
# TypeError, never raised: the argument fits). LIST and INT stand for the globals the first
# call fills in; CYCLE is an index source that allocates nothing (a cycle over the list's own
# positions, whose int objects it keeps after the first pass).
STEPS = '''
def plain(xs):
    return 0

def list_class(xs):
    if type(xs) is not LIST:
        raise TypeError
    return 0

def first_item(xs):
    if type(xs) is not LIST or (xs and type(xs[0]) is not INT):
        raise TypeError
    return 0

def rotating_unreduced(xs):
    if type(xs) is not LIST or (xs and type(xs[next(CYCLE)]) is not INT):
        raise TypeError
    return 0

def rotating_with_length(xs):
    if type(xs) is not LIST or (len(xs) and type(xs[next(CYCLE)]) is not INT):
        raise TypeError
    return 0

def rotating_reduced(xs):
    if type(xs) is not LIST or (xs and type(xs[next(CYCLE) % len(xs)]) is not INT):
        raise TypeError
    return 0
'''

ROWS = (
    ("plain call", "plain"),
    ("the list's class", "list_class"),
    ("+ its first item", "first_item"),
    ("+ an item at a rotating index, unreduced (only right for this length)", "rotating_unreduced"),
    ("+ the length read (`len(xs)` for the emptiness test), still unreduced", "rotating_with_length"),
    ("+ the index reduced by that length (`% len(xs)`)", "rotating_reduced"),
    ("hintloader's test (`next(count()) % len(xs)`)", "checked"),
)


def functions(size: int) -> dict[str, types.FunctionType]:
    namespace: dict[str, object] = {"LIST": list, "INT": int, "CYCLE": itertools.cycle(range(size))}
    exec(compile(STEPS, "<steps>", "exec"), namespace)  # noqa: S102
    tree = instrument_module(ast.parse(CHECKED), module="bench_list_sample_subject",
                             path="bench_list_sample_subject.py", options=PackageOptions())
    module: dict[str, object] = {"__name__": "bench_list_sample_subject"}
    exec(compile(tree, "bench_list_sample_subject.py", "exec", dont_inherit=True), module)  # noqa: S102
    found = {name: namespace[name] for _, name in ROWS if name in namespace}
    found["checked"] = module["checked"]
    return {name: func for name, func in found.items() if isinstance(func, types.FunctionType)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="shorter measurements")
    parser.add_argument("--size", type=int, default=10_000, help="items in the list (default 10,000)")
    args = parser.parse_args()
    funcs = functions(args.size)
    xs = list(range(args.size))
    funcs["checked"](xs)  # the first call resolves the hint and fills the globals
    try:
        funcs["checked"](["not an int"])
    except HintTypeError:
        pass
    else:
        raise SystemExit("the instrumented function did not check its argument")
    times = measure_row([(funcs[name], (xs,)) for _, name in ROWS], 0.05 if args.quick else 0.2)
    base = times[0]
    print(f"| one call, `list[int]` of {args.size:,} items | ns | x plain | added ns |")
    print("|---|---:|---:|---:|")
    previous = base
    for (label, name), value in zip(ROWS, times):
        added = "" if name in ("plain", "checked") else f"{value - previous:+.0f}"
        print(f"| {label} | {value:.0f} | {value / base:.2f}x | {added} |", flush=True)
        if name != "checked":
            previous = value


if __name__ == "__main__":
    main()
