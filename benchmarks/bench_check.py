"""Cold static check of the installed ``rich`` package and of one ~150-line module, vs mypy.

Plain script: ``.venv/bin/python benchmarks/bench_check.py [--repeat N]``. Every measurement runs
in a fresh process (cold: nothing cached, typeshed loaded from scratch) and reports wall time and
CPU time (user + sys of the child), because the machine may be shared. Ratios are mypy / ours.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import rich

SITE = Path(rich.__file__).resolve().parent.parent
RICH = SITE / "rich"
ONE_MODULE = RICH / "measure.py"  # about 150 lines
MYPY = Path(sys.executable).with_name("mypy")

_OURS = r"""
import ast, json, os, sys, time
t0 = time.perf_counter()
from hintloader.checker import check_module
from hintloader.config.options import PackageOptions
import hintloader.checker.statements  # the checker's own modules load lazily; count them as import
site, targets = sys.argv[1], sys.argv[2:]
files = []
for target in targets:
    if os.path.isdir(target):
        for d, _, names in os.walk(target):
            files += [os.path.join(d, n) for n in sorted(names) if n.endswith(".py")]
    else:
        files.append(target)
count = 0
t1 = time.perf_counter()
for path in files:
    rel = os.path.relpath(path, site)[:-3].replace(os.sep, ".")
    if rel.endswith(".__init__"):
        rel = rel[: -len(".__init__")]
    source = open(path, encoding="utf-8").read()
    tree = ast.parse(source, filename=path)
    result = check_module(tree, source, path=path, module=rel, options=PackageOptions(), search_path=(site,))
    count += len(result.diagnostics)
t2 = time.perf_counter()
# Warm: the same module again in the same process (stub caches hot, nothing else reused),
# the median of several runs: the first one also pays for collecting the cold check's garbage.
warm = None
if len(files) == 1:
    samples = []
    for _ in range(7):
        t3 = time.perf_counter()
        check_module(tree, source, path=path, module=rel, options=PackageOptions(), search_path=(site,))
        samples.append(time.perf_counter() - t3)
    warm = sorted(samples)[len(samples) // 2]
print(json.dumps({"files": len(files), "diagnostics": count, "import": t1 - t0, "check": t2 - t1, "warm": warm}))
"""


def _run(cmd: list[str], cwd: str) -> tuple[float, float, str]:
    """Wall seconds, CPU seconds of the child, stdout."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    # Bytecode caching stays on, as for any installed package (PYTHONDONTWRITEBYTECODE would make
    # every run recompile hintloader's own modules, which no user pays).
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, env=env)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, proc.stdout


def ours(targets: list[Path]) -> tuple[float, float, dict[str, object]]:
    repo = str(Path(__file__).resolve().parent.parent)
    wall, cpu, out = _run([sys.executable, "-c", _OURS, str(SITE), *map(str, targets)], repo)
    return wall, cpu, json.loads(out.strip().splitlines()[-1])


def mypy(args: list[str]) -> tuple[float, float]:
    with tempfile.TemporaryDirectory() as tmp:
        wall, cpu, _out = _run([str(MYPY), "--no-incremental", "--cache-dir", os.path.join(tmp, "cache"), *args], tmp)
    return wall, cpu


def best(fn, repeat: int):  # type: ignore[no-untyped-def]
    runs = [fn() for _ in range(repeat)]
    return min(runs, key=lambda r: r[1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=1, help="runs per measurement; the best CPU time is kept")
    args = parser.parse_args()
    if not MYPY.exists() and shutil.which("mypy") is None:
        sys.exit("mypy is not installed next to this interpreter")
    lines = sum(p.read_text(encoding="utf-8").count("\n") for p in RICH.rglob("*.py"))
    print(f"rich {rich.__file__} ({lines} lines); one module: {ONE_MODULE.name} "
          f"({ONE_MODULE.read_text(encoding='utf-8').count(chr(10))} lines)")

    ours([ONE_MODULE])  # writes hintloader's own bytecode caches once; not measured
    w_ours, c_ours, info = best(lambda: ours([RICH]), args.repeat)
    w_mypy, c_mypy = best(lambda: mypy(["-p", "rich"]), args.repeat)
    print(f"package  hintloader: wall {w_ours:6.2f}s cpu {c_ours:6.2f}s  "
          f"(in-process check {info['check']:.2f}s, {info['files']} files, {info['diagnostics']} diagnostics)")
    print(f"package  mypy      : wall {w_mypy:6.2f}s cpu {c_mypy:6.2f}s")
    print(f"package  ratio mypy/hintloader: wall {w_mypy / w_ours:5.2f}x  cpu {c_mypy / c_ours:5.2f}x  (goal >= 3x)")

    w1, c1, info1 = best(lambda: ours([ONE_MODULE]), args.repeat)
    w1m, c1m = best(lambda: mypy(["--follow-imports=silent", str(ONE_MODULE)]), args.repeat)
    import_ms = float(info1["import"]) * 1000  # type: ignore[arg-type]
    check_ms = float(info1["check"]) * 1000  # type: ignore[arg-type]
    warm_ms = float(info1["warm"]) * 1000  # type: ignore[arg-type]
    print(f"module   hintloader: cold check {check_ms:6.1f} ms (typeshed and first-party dependencies loaded "
          f"from scratch; goal < 100 ms) + {import_ms:5.1f} ms importing the checker; warm {warm_ms:5.1f} ms "
          f"(goal < 10 ms); process wall {w1:5.2f}s cpu {c1:5.2f}s")
    print(f"module   mypy      : process wall {w1m:5.2f}s cpu {c1m:5.2f}s")
    print(f"module   ratio mypy/hintloader: wall {w1m / w1:5.2f}x  cpu {c1m / c1:5.2f}x")


if __name__ == "__main__":
    main()
