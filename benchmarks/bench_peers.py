"""hintloader's static check against its peers: time and peak memory, whole package and one module.

Plain script: ``.venv/bin/python benchmarks/bench_peers.py [--repeat N]``. The peers come from the
``bench`` extra (``mypy``, ``ty``); a peer that is not installed is listed as missing, not guessed.

Every tool checks the same copy of the installed ``rich`` (so no tool skips it as a
site-packages folder) in a fresh process with nothing cached: ``hintloader check -j 1
--cache-dir off``, ``mypy --no-incremental`` and ``ty check``. The tools run in turn, round
after round, so a slower minute on this shared machine falls on all of them; the table gives
the median of the rounds. CPU time and peak resident memory are the child's own (``wait4``),
so another process on the machine does not count.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from importlib.metadata import version
from pathlib import Path

import rich

RICH = Path(rich.__file__).resolve().parent
ONE_MODULE = "measure.py"  # about 150 lines
BIN = Path(sys.executable).parent


@dataclass(frozen=True)
class Sample:
    wall: float
    cpu: float
    peak_mb: float


def _measure(cmd: list[str], cwd: str) -> Sample:
    """Run ``cmd`` to the end; its wall time, CPU time (user + sys) and peak RSS."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "HINTLOADER")}
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode not in (0, 1):  # 1: findings (rich has a few untyped imports)
        raise SystemExit(f"{' '.join(cmd)} exited with {proc.returncode}")
    return Sample(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024)


def _tools(work: str) -> dict[str, tuple[list[str], list[str]]]:
    """name -> (command for the package, command for the one module); only installed tools."""
    module = os.path.join("rich", ONE_MODULE)
    tools = {
        "hintloader": (
            [sys.executable, "-m", "hintloader", "check", "rich", "-j", "1", "--cache-dir", "off", "--no-baseline"],
            [sys.executable, "-m", "hintloader", "check", module, "-j", "1", "--cache-dir", "off", "--no-baseline"],
        ),
    }
    if shutil.which("mypy", path=str(BIN)):
        mypy = [str(BIN / "mypy"), "--no-incremental", "--cache-dir", os.devnull]
        tools["mypy"] = ([*mypy, "-p", "rich"], [*mypy, "--follow-imports", "silent", module])
    if shutil.which("ty", path=str(BIN)):
        ty = [str(BIN / "ty"), "check", "--python", str(Path(sys.prefix)), "--no-progress"]
        tools["ty"] = ([*ty, "rich"], [*ty, module])
    return tools


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="rounds (default 3); the median is shown")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        shutil.copytree(RICH, os.path.join(work, "rich"), ignore=shutil.ignore_patterns("__pycache__"))
        tools = _tools(work)
        samples: dict[tuple[str, str], list[Sample]] = {}
        for _ in range(args.repeat):
            for name, commands in tools.items():
                for what, cmd in zip(("package", "module"), commands):
                    samples.setdefault((name, what), []).append(_measure(cmd, work))
    lines = sum(1 for p in RICH.rglob("*.py") for _ in p.open(encoding="utf-8"))
    print(f"rich {version('rich')} ({lines:,} lines); one module: {ONE_MODULE}; median of {args.repeat} rounds")
    print()
    print("| tool | package wall (s) | package CPU (s) | package peak (MB) | module CPU (ms) | module peak (MB) | package CPU / hintloader's |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    ours = _median(samples[("hintloader", "package")], "cpu")
    for name in tools:
        package, module = samples[(name, "package")], samples[(name, "module")]
        cpu = _median(package, "cpu")
        print(
            f"| {name} | {_median(package, 'wall'):.2f} | {cpu:.2f} | {_median(package, 'peak_mb'):.0f} "
            f"| {_median(module, 'cpu') * 1000:.0f} | {_median(module, 'peak_mb'):.0f} | {cpu / ours:.2f}x |"
        )
    missing = [name for name in ("mypy", "ty") if name not in tools]
    if missing:
        print(f"\nnot installed (pip install -e '.[bench]'): {', '.join(missing)}")


def _median(samples: list[Sample], field: str) -> float:
    values: list[float] = [getattr(s, field) for s in samples]
    return statistics.median(values)


if __name__ == "__main__":
    main()
