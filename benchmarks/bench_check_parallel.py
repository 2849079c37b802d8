"""`hintloader check` on the whole ``rich`` package: -j 2 vs -j 1 vs mypy, and warm vs cold cache.

Run with the project's interpreter (mypy and rich are in the bench extra)::

    .venv/bin/python benchmarks/bench_check_parallel.py [--repeat 3] [--jobs 2]

A copy of ``rich`` is checked in a temporary folder (with a ``.git`` marker, so no
configuration from elsewhere applies). Every sample is a fresh process, interpreter start
included, as a user would see it; the best of ``--repeat`` samples is reported:

* ``-j 1`` and ``-j N`` with the cache off (the parallel speed-up);
* ``mypy --no-incremental`` on the same copy (for scale, not like for like: mypy follows
  imports and checks more);
* a cold run into an empty cache folder, then a warm re-check of the unchanged tree (the
  first one, which also records dependency interfaces, and later ones).

It prints a Markdown table (between the markers benchmarks/run_all.py looks for); the goal
for the first warm re-check is under 10% of the cold run.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PACKAGE = "rich"


def environment() -> dict[str, str]:
    # PYTHONPATH is kept: point it at a snapshot to measure a tree that is not being edited.
    # Bytecode caching stays on, as for any installed package: PYTHONDONTWRITEBYTECODE would
    # make every sample recompile hintloader's own modules (about 0.1 s), which no user pays.
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("HINTLOADER") and k != "PYTHONDONTWRITEBYTECODE"}
    env["NO_COLOR"] = "1"
    return env


def cpu_of_children() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(args: list[str], cwd: Path) -> tuple[float, subprocess.CompletedProcess[str]]:
    start = time.perf_counter()
    result = subprocess.run(args, cwd=cwd, env=environment(), capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode not in (0, 1):
        sys.exit(f"failed ({result.returncode}): {' '.join(args)}\n{result.stderr[-2000:]}")
    return elapsed, result


def best(args: list[str], cwd: Path, repeat: int) -> tuple[float, float, str]:
    """(best wall seconds, CPU seconds of that kind of run incl. workers, last stdout)."""
    samples = []
    for _ in range(repeat):
        before = cpu_of_children()
        elapsed, result = timed(args, cwd)
        samples.append((elapsed, cpu_of_children() - before, result.stdout))
    wall, cpu, _ = min(samples)
    return wall, cpu, samples[-1][2]


def copy_package(into: Path) -> Path:
    spec = importlib.util.find_spec(PACKAGE)
    if spec is None or spec.origin is None:
        sys.exit(f"{PACKAGE} is not installed: pip install -e '.[bench]'")
    target = into / PACKAGE
    shutil.copytree(Path(spec.origin).parent, target,
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    (into / ".git").mkdir()
    return target


def count_files(folder: Path) -> tuple[int, int]:
    files = list(folder.rglob("*.py"))
    lines = sum(len(f.read_text(encoding="utf-8", errors="replace").splitlines()) for f in files)
    return len(files), lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="samples per measurement")
    parser.add_argument("--jobs", type=int, default=2, help="workers of the parallel run")
    parser.add_argument("--no-mypy", action="store_true", help="skip the mypy comparison")
    ns = parser.parse_args()
    check = [sys.executable, "-m", "hintloader", "check"]
    with tempfile.TemporaryDirectory(prefix="bench-check-") as temp:
        root = Path(temp)
        package = copy_package(root)
        files, lines = count_files(package)
        cache = root / "cache"

        serial, serial_cpu, serial_out = best(
            [*check, "-j", "1", "--cache-dir", "off", PACKAGE], root, ns.repeat)
        parallel, parallel_cpu, parallel_out = best(
            [*check, "-j", str(ns.jobs), "--cache-dir", "off", PACKAGE], root, ns.repeat)
        same = serial_out == parallel_out
        mypy: tuple[float, float] | None = None
        if not ns.no_mypy:
            mypy_wall, mypy_cpu, _ = best([sys.executable, "-m", "mypy", "--no-incremental",
                                           "--cache-dir", os.devnull, PACKAGE], root, ns.repeat)
            mypy = (mypy_wall, mypy_cpu)

        colds: list[float] = []
        warms: list[float] = []
        for _ in range(ns.repeat):
            shutil.rmtree(cache, ignore_errors=True)
            cold_time, cold = timed([*check, "-j", str(ns.jobs), "--cache-dir", str(cache),
                                     PACKAGE], root)
            warm_time, warm = timed([*check, "-j", str(ns.jobs), "--cache-dir", str(cache),
                                     PACKAGE], root)
            if warm.stdout != cold.stdout:
                sys.exit("the warm re-check reported something else than the cold run")
            colds.append(cold_time)
            warms.append(warm_time)
        # The first warm run also records dependency interfaces; later ones only read.
        steady, _, _ = best([*check, "-j", str(ns.jobs), "--cache-dir", str(cache), PACKAGE],
                            root, ns.repeat)
        warm_serial, _, _ = best([*check, "-j", "1", "--cache-dir", str(cache), PACKAGE],
                                 root, ns.repeat)
        cold_best, warm_best = min(colds), min(warms)

    diagnostics = serial_out.count("\n") - 1
    print("<!-- table -->")  # the block benchmarks/run_all.py records
    print(f"`hintloader check {PACKAGE}`: {files} files, {lines} lines, {diagnostics} "
          f"diagnostics; {os.cpu_count()} CPUs; best of {ns.repeat}; -j {ns.jobs} output "
          f"{'identical to' if same else 'DIFFERENT from'} -j 1\n")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"load average at the end: {load:.1f} (CPU seconds include worker processes)\n")
    print("| run | wall s | CPU s | wall ratio |")
    print("|---|---:|---:|---:|")
    print(f"| hintloader check -j 1 (no cache) | {serial:.2f} | {serial_cpu:.2f} | 1.00 |")
    print(f"| hintloader check -j {ns.jobs} (no cache) | {parallel:.2f} | {parallel_cpu:.2f} | "
          f"{parallel / serial:.2f} of -j 1 |")
    if mypy is not None:
        print(f"| mypy --no-incremental | {mypy[0]:.2f} | {mypy[1]:.2f} | {mypy[0] / serial:.2f} "
              f"of -j 1, {mypy[0] / parallel:.2f} of -j {ns.jobs} |")
    print(f"| cold cache, -j {ns.jobs} | {cold_best:.2f} | | 1.00 |")
    print(f"| first warm re-check, -j {ns.jobs} | {warm_best:.2f} | | "
          f"{warm_best / cold_best:.1%} of cold |")
    print(f"| later warm re-checks, -j {ns.jobs} | {steady:.2f} | | {steady / cold_best:.1%} of "
          "cold |")
    print(f"| later warm re-checks, -j 1 | {warm_serial:.2f} | | {warm_serial / cold_best:.1%} of "
          "cold |")
    goal = warm_best / cold_best < 0.10
    print(f"\nwarm re-check under 10% of cold: {'yes' if goal else 'NO'}")
    print("<!-- /table -->")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
