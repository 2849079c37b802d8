"""Cold static check of the installed ``rich`` package and of one ~150-line module, vs mypy.

Plain script: ``.venv/bin/python benchmarks/bench_check.py [--repeat N]``. Every measurement runs
in a fresh process and reports CPU time (user + sys of the child; the machine may be shared)
and wall time; mypy runs in the same minutes, alternating with hintloader, so the ratios compare
like with like. Two kinds of cold (issue 25, item 3):

- **truly cold**: ``hintloader check --cache-dir off``: typeshed read and prepared from scratch;
- **empty cache**: a new cache folder, as in a project's first run: entries are stored and the
  stubs prepared for later runs (compare the stub cache with this one: both store entries);
- **stub cache**: a cache folder with no module entries, only the typeshed stubs an earlier run
  prepared (docs/cache.md, "The typeshed stub cache"): what a first check of new code costs
  in a project hintloader has already run in.

Goals: the package at ``-j 1`` in at most half of ``mypy --no-incremental``'s CPU time (ratio
mypy/hintloader >= 2), and the one module's cold check (in process, typeshed included, the
checker already imported) under 60 ms of CPU.
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
from collections.abc import Callable
from pathlib import Path

import rich

SITE = Path(rich.__file__).resolve().parent.parent
RICH = SITE / "rich"
ONE_MODULE = RICH / "measure.py"  # about 150 lines
MYPY = Path(sys.executable).with_name("mypy")
REPO = str(Path(__file__).resolve().parent.parent)
# Where hintloader runs: a folder without a pyproject.toml, so no project's configuration applies,
# and not a checkout (``python -m`` and ``-c`` put the working folder first on the path).
NEUTRAL = tempfile.gettempdir()

# One module checked in process, timed apart from importing the checker: as the check command's
# pipeline does it (collector paused), with the stub cache of the folder given, if any.
_ONE = r"""
import ast, json, sys, time
t0 = time.process_time()
from hintloader.checker import check_module
from hintloader.config.options import PackageOptions
from hintloader.gcpause import paused_gc
import hintloader.checker.statements  # the checker's own modules load lazily; count them as import
site, path, module, cache_dir = sys.argv[1:5]
if cache_dir:
    from hintloader.cache.store import Cache
    from hintloader.checker.stubs import use_stub_store
    use_stub_store(Cache.open(cache_dir))
source = open(path, encoding="utf-8").read()
t1 = time.process_time()
with paused_gc():
    tree = ast.parse(source, filename=path)
    result = check_module(tree, source, path=path, module=module, options=PackageOptions(),
                          search_path=(site,))
t2 = time.process_time()
# Warm: the same module again in the same process (stub caches hot, nothing else reused).
samples = []
for _ in range(7):
    t3 = time.process_time()
    with paused_gc():
        check_module(tree, source, path=path, module=module, options=PackageOptions(), search_path=(site,))
    samples.append(time.process_time() - t3)
print(json.dumps({"diagnostics": len(result.diagnostics), "import": t1 - t0, "check": t2 - t1,
                  "warm": sorted(samples)[len(samples) // 2]}))
"""


def _run(cmd: list[str], cwd: str, tree: str = REPO) -> tuple[float, float, str]:
    """Wall seconds, CPU seconds of the child, stdout."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    # Bytecode caching stays on, as for any installed package (PYTHONDONTWRITEBYTECODE would make
    # every run recompile hintloader's own modules, which no user pays).
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = tree
    proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, env=env)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, proc.stdout


def _module_entries_removed(cache_dir: str) -> None:
    """Keep only the prepared stubs (and the folder's tags and secret): module entries,
    interface records and the stat table go, so every module is checked from scratch."""
    for folder, _dirs, names in os.walk(cache_dir):
        for name in names:
            if name.endswith((".hlc", ".hli")) or name in ("sources", "last-run"):
                os.unlink(os.path.join(folder, name))


def check_command(target: Path, cache_dir: str | None, tree: str = REPO) -> tuple[float, float, str]:
    """``hintloader check TARGET -j 1``, truly cold (no cache) or on a stub cache only;
    ``tree``: the checkout whose hintloader runs."""
    if cache_dir is not None and os.path.isdir(cache_dir):
        _module_entries_removed(cache_dir)
    cmd = [sys.executable, "-m", "hintloader", "check", str(target), "-j", "1", "--no-baseline",
           "--cache-dir", cache_dir or "off"]
    return _run(cmd, NEUTRAL, tree)


def empty_cache(target: Path) -> tuple[float, float, str]:
    """``hintloader check TARGET -j 1`` with a new, empty cache folder (the first run in a
    project): it stores entries and prepares stubs for the next run."""
    with tempfile.TemporaryDirectory() as tmp:
        return check_command(target, os.path.join(tmp, "cache"))


def one_module(cache_dir: str, tree: str = REPO) -> tuple[float, float, dict[str, float]]:
    wall, cpu, out = _run([sys.executable, "-c", _ONE, str(SITE), str(ONE_MODULE), "rich.measure",
                           cache_dir], NEUTRAL, tree)
    return wall, cpu, json.loads(out.strip().splitlines()[-1])


def mypy(args: list[str]) -> tuple[float, float, str]:
    with tempfile.TemporaryDirectory() as tmp:
        return _run([str(MYPY), "--no-incremental", "--cache-dir", os.path.join(tmp, "cache"), *args], tmp)


def best_of(repeat: int, **runs: Callable[[], tuple[float, float, object]]) -> dict[str, tuple[float, float, object]]:
    """Each run ``repeat`` times, the runs alternating; the best CPU time of each."""
    results: dict[str, list[tuple[float, float, object]]] = {name: [] for name in runs}
    for _ in range(repeat):
        for name, run in runs.items():
            results[name].append(run())
    return {name: min(values, key=lambda r: r[1]) for name, values in results.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=1, help="runs per measurement; the best CPU time is kept")
    parser.add_argument("--compare", metavar="CHECKOUT",
                        help="also time another checkout of hintloader (truly cold), in the same rounds")
    args = parser.parse_args()
    other = os.path.abspath(args.compare) if args.compare else None
    if not MYPY.exists() and shutil.which("mypy") is None:
        sys.exit("mypy is not installed next to this interpreter")
    lines = sum(p.read_text(encoding="utf-8").count("\n") for p in RICH.rglob("*.py"))
    print(f"rich {rich.__file__} ({lines} lines); one module: {ONE_MODULE.name} "
          f"({ONE_MODULE.read_text(encoding='utf-8').count(chr(10))} lines)")

    with tempfile.TemporaryDirectory() as tmp:
        stubs = os.path.join(tmp, "cache")
        check_command(RICH, stubs)  # writes hintloader's own bytecode and the stub cache; not measured
        package = best_of(
            args.repeat,
            cold=lambda: check_command(RICH, None),
            empty=lambda: empty_cache(RICH),
            stubs=lambda: check_command(RICH, stubs),
            mypy=lambda: mypy(["-p", "rich"]),
            **({"other": lambda: check_command(RICH, None, other)} if other else {}),
        )
        c_mypy = package["mypy"][1]
        for name, label in (("cold", "truly cold "), ("empty", "empty cache"), ("stubs", "stub cache ")):
            wall, cpu, _out = package[name]
            print(f"package  hintloader {label}: wall {wall:6.2f}s cpu {cpu:6.2f}s  "
                  f"ratio mypy/hintloader cpu {c_mypy / cpu:5.2f}x (goal >= 2x)")
        if other:
            wall, cpu, _out = package["other"]
            print(f"package  {other} truly cold: wall {wall:6.2f}s cpu {cpu:6.2f}s  "
                  f"ratio mypy/hintloader cpu {c_mypy / cpu:5.2f}x")
        print(f"package  mypy --no-incremental: wall {package['mypy'][0]:6.2f}s cpu {c_mypy:6.2f}s")

        module = best_of(
            args.repeat,
            cold=lambda: one_module(""),
            stubs=lambda: one_module(stubs),
            cold_process=lambda: check_command(ONE_MODULE, None),
            empty_process=lambda: empty_cache(ONE_MODULE),
            stubs_process=lambda: check_command(ONE_MODULE, stubs),
            mypy=lambda: mypy(["--follow-imports=silent", str(ONE_MODULE)]),
            **({"other": lambda: one_module("", other),
                "other_process": lambda: check_command(ONE_MODULE, None, other)} if other else {}),
        )
    rows = [("cold", "hintloader truly cold "), ("stubs", "hintloader stub cache ")]
    if other:
        rows.append(("other", f"{other} truly cold"))
    for name, label in rows:
        info = module[name][2]
        assert isinstance(info, dict)
        process = module[name + "_process"]
        print(f"module   {label}: cold check {info['check'] * 1000:6.1f} ms cpu (typeshed "
              f"included; goal < 60 ms) + {info['import'] * 1000:5.1f} ms importing the checker; warm "
              f"{info['warm'] * 1000:5.1f} ms; `hintloader check` process wall {process[0]:5.2f}s "
              f"cpu {process[1]:5.2f}s")
        if name == "cold":
            empty = module["empty_process"]
            print(f"module   hintloader empty cache: `hintloader check` process wall {empty[0]:5.2f}s "
                  f"cpu {empty[1]:5.2f}s")
    print(f"module   mypy: process wall {module['mypy'][0]:5.2f}s cpu {module['mypy'][1]:5.2f}s")


if __name__ == "__main__":
    main()
