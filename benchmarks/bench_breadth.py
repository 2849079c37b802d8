"""What the checker's breadth costs: the share of a cold check spent in breadth-only code.

Plain script: ``.venv/bin/python benchmarks/bench_breadth.py [--repeat N]``.

The core checker (issue 3) and its breadth (issue 4: overrides, dataclasses and dataclass_transform,
Final and read-only writes, TypedDict, overloads, ParamSpec and TypeVarTuple solving, constrained
type-variable bodies, structural protocols, match statements and the finer narrowing rules) share
one code base, so there is no "core only" build to time against. Instead, every package of the
real-world corpus is checked cold, in a fresh process, with a profile hook that measures the wall
time spent while at least one breadth function is on the stack (nested breadth calls are counted
once). The goal of issue 4 is that breadth adds at most 30% to the core's time::

    extra = breadth time / (total time - breadth time)

The profile hook slows every call down by about the same factor, so the ratio, not the
absolute time, is what this script reports. The list of breadth code is below; a name that no
longer exists fails the run, so a rename cannot silently drop code from the count.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = json.loads((ROOT / "tests" / "realworld" / "corpus.json").read_text(encoding="utf-8"))

# Modules whose every function is breadth.
BREADTH_MODULES = (
    "hintloader.checker.dataclasses_",
    "hintloader.checker.overrides",
    "hintloader.checker.typeddicts",
    "hintloader.checker.typeddict_classes",
    "hintloader.checker.typeddict_patterns",
    "hintloader.checker.typeddict_methods",
    "hintloader.checker.overloads",
    "hintloader.checker.constraints",
    "hintloader.checker.transforms",
    "hintloader.checker.guards",
    "hintloader.checker.writes",
    "hintloader.checker.finals",
    "hintloader.typesystem.structural",
    "hintloader.checker.protocols",
    "hintloader.checker.protocol_classes",
    "hintloader.checker.enums",
    "hintloader.checker.variance",
)
# Single breadth functions inside modules shared with the core ("module:qualname").
BREADTH_FUNCTIONS = (
    "hintloader.typesystem.relations:_protocol_check",
    "hintloader.typesystem.relations:_protocol_members_fit",
    "hintloader.typesystem.relations:_callback_protocol",
    "hintloader.typesystem.relations:_class_object_protocol",
    "hintloader.typesystem.relations:_has_type_var_args",
    "hintloader.typesystem.relations:_collect_from_members",
    "hintloader.checker.program:Program.member_view",
    "hintloader.typesystem.relations:_relate_typeddicts",
    "hintloader.typesystem.relations:_relate_item",
    "hintloader.typesystem.relations:_typeddict_as_dict",
    "hintloader.typesystem.relations:_collect_unpacked",
    "hintloader.typesystem.relations:_collect_param_list",
    "hintloader.checker.variadic_calls:solve_variadic",
    "hintloader.checker.calls:_check_paramspec_args",
    "hintloader.checker.typeargs:_bind_unpacked",
    "hintloader.checker.annotations:TypeConverter._paramspec_tail",
    "hintloader.checker.statements:StatementChecker.visit_Match",
    "hintloader.checker.narrowing:_len_compare",
    "hintloader.checker.narrowing:_with_tuple_parent",
    "hintloader.checker.narrowing:_refine_parent",
    "hintloader.checker.narrowing:_keeps_protocol",
    "hintloader.checker.narrowing:member_beside_declared",
    "hintloader.checker.classes:_decorator_transform",
    "hintloader.checker.narrowing:_enum_member_compare",
    "hintloader.checker.narrowing:_value_pattern_split",
    "hintloader.checker.statements:StatementChecker._exception_group",
    "hintloader.checker.awaits:_by_protocol",
    "hintloader.checker.calls:_with_defaults",
)

# Runs in a fresh process: check every file of the packages, attributing time to breadth code.
_CHILD = r"""
import ast, importlib, inspect, json, os, sys, time
from hintloader.checker import check_module
from hintloader.config.options import PackageOptions
import hintloader.checker.statements  # the checker's modules load lazily; load them first

modules, functions, packages = json.loads(sys.argv[1])
codes = set()
for name in modules:
    mod = importlib.import_module(name)
    for obj in vars(mod).values():
        if inspect.isfunction(obj) and obj.__module__ == name:
            codes.add(obj.__code__)
        elif inspect.isclass(obj) and obj.__module__ == name:
            codes.update(f.__code__ for f in vars(obj).values() if inspect.isfunction(f))
for spec in functions:
    name, _, qualname = spec.partition(":")
    obj = importlib.import_module(name)
    for part in qualname.split("."):
        obj = getattr(obj, part)  # AttributeError: the list above is stale
    codes.add(obj.__code__)

files = []
for package in packages:
    top = importlib.import_module(package)
    root = os.path.dirname(top.__file__)
    site = os.path.dirname(root)
    for folder, _, names in os.walk(root):
        files += [(site, os.path.join(folder, n)) for n in sorted(names) if n.endswith(".py")]

depth = 0
started = 0.0
breadth = 0.0
clock = time.perf_counter

def hook(frame, event, arg):
    global depth, started, breadth
    if frame.f_code in codes:
        if event == "call":
            if depth == 0:
                started = clock()
            depth += 1
        elif event == "return":
            depth -= 1
            if depth == 0:
                breadth += clock() - started

lines = 0
sys.setprofile(hook)
t0 = clock()
for site, path in files:
    rel = os.path.relpath(path, site)[:-3].replace(os.sep, ".")
    if rel.endswith(".__init__"):
        rel = rel[: -len(".__init__")]
    source = open(path, encoding="utf-8").read()
    lines += source.count("\n")
    check_module(ast.parse(source, filename=path), source, path=path, module=rel,
                 options=PackageOptions(), search_path=(site,))
total = clock() - t0
sys.setprofile(None)
print(json.dumps({"files": len(files), "lines": lines, "total": total, "breadth": breadth}))
"""


def measure(packages: list[str]) -> dict[str, float]:
    spec = json.dumps([list(BREADTH_MODULES), list(BREADTH_FUNCTIONS), packages])
    proc = subprocess.run([sys.executable, "-c", _CHILD, spec], cwd=ROOT, capture_output=True,
                          text=True, check=False)
    if proc.returncode != 0:
        sys.exit(f"measuring {packages} failed:\n{proc.stderr[-3000:]}")
    result: dict[str, float] = json.loads(proc.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--repeat", type=int, default=1,
                        help="runs per distribution; the lowest breadth share is kept")
    args = parser.parse_args()
    rows = []
    for distribution, packages in CORPUS["packages"].items():
        runs = [measure(packages) for _ in range(args.repeat)]
        best = min(runs, key=lambda r: r["breadth"] / r["total"])
        core = best["total"] - best["breadth"]
        rows.append((distribution, int(best["lines"]), best["total"], best["breadth"],
                     best["breadth"] / core if core > 0 else 0.0))
    all_total = sum(r[2] for r in rows)
    all_breadth = sum(r[3] for r in rows)
    print("<!-- table -->")
    print("| package | lines | profiled check (s) | in breadth code (s) | breadth / core (goal <= 30%) |")
    print("|---|---|---|---|---|")
    for name, lines, total, breadth, extra in rows:
        print(f"| {name} | {lines:,} | {total:.2f} | {breadth:.2f} | {extra:.1%} |")
    extra_all = all_breadth / (all_total - all_breadth) if all_total > all_breadth else 0.0
    print(f"| **all** | {sum(r[1] for r in rows):,} | {all_total:.2f} | {all_breadth:.2f} | "
          f"**{extra_all:.1%}** |")
    print("<!-- /table -->")


if __name__ == "__main__":
    main()
