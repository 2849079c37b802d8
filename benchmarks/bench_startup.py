"""What ``HINTLOADER=1`` adds to every process, and to a warm import of a few rich modules.

Run with the project's interpreter::

    .venv/bin/python benchmarks/bench_startup.py [--repeat 40] [--json] [--compare CHECKOUT]

Rows (issue 25, "warm start-up close to zero"), each against plain Python measured in the
same run, samples interleaved, medians:

- ``python -c pass`` in a project folder whose ``[tool.hintloader]`` names ``packages =
  ["app"]`` (goal: at most +1 ms), and in a folder without any configuration;
- ``python main.py`` in that project, a first-party script importing ``app`` (the script is
  checked too, then found in the cache, then replayed: goal, no more than the same run without
  the script's check, e.g. ``--compare`` with a checkout from before it);
- ``import`` of five rich modules with a warm cache (goal: at most 1.03x plain);
- one call of an instrumented function (issue 25, item 4) whose argument is a runtime-checkable
  ``Protocol`` (goal: at most 5x the plain call), a ``list[int]`` of 10,000 items (3x) and a
  ``dict[str, list[int]]`` (5x), measured as ``bench_runtime.py`` does (thread CPU time, best
  of interleaved rounds), with beartype beside them when it is installed.

Each sample is a fresh process, timed by its CPU time (user + system: on a shared machine
the load changes wall times far more). Remembered starts, the module cache and the record of
a replayable run (hintloader.replay) live in a temporary folder, filled by four rounds
before the samples.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RICH_FIVE = "import rich.console, rich.table, rich.progress, rich.syntax, rich.markdown"
# Rows of bench_runtime.py, with their goals (checked call / plain call).
RUNTIME_GOALS = {"Protocol": 5.0, "list[int], 10,000 items": 3.0,
                 "dict[str, list[int]], 100 keys": 5.0}


# The checkout this script belongs to, first on every variant's path (plain included), so that
# a worktree measures its own hintloader rather than the installed one (as bench_import.py).
CHECKOUT = str(Path(__file__).resolve().parent.parent)


def base_env(checkout: str = CHECKOUT) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("HINTLOADER")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPATH"] = checkout
    return env


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


SCRIPT = "main.py"  # run(SCRIPT, ...) runs the project's script rather than -c


def run(code: str, env: dict[str, str], cwd: Path) -> float:
    """One fresh process: its CPU time (user + system; a shared machine's load changes wall
    times far more), and its wall time in WALL."""
    cpu = _children_cpu()
    start = time.perf_counter()
    args = [SCRIPT] if code == SCRIPT else ["-c", code]
    proc = subprocess.run([sys.executable, *args], env=env, cwd=cwd,
                          capture_output=True, text=True)
    WALL.append(time.perf_counter() - start)
    elapsed = _children_cpu() - cpu
    if proc.returncode != 0:
        raise SystemExit(f"benchmark run failed ({proc.returncode}):\n{proc.stderr[-3000:]}")
    return elapsed


WALL: list[float] = []


def _paired(hooked: list[float], plain: list[float]) -> float:
    return statistics.median(h / p for h, p in zip(hooked, plain))


def runtime_rows() -> list[tuple[str, float, dict[str, str]]]:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import bench_runtime

    return list(bench_runtime.run_rows(list(RUNTIME_GOALS), 0.2))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=40)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--no-runtime", action="store_true", help="skip the runtime-check rows")
    parser.add_argument("--compare", metavar="CHECKOUT",
                        help="also measure another checkout's hintloader (e.g. main) in the same "
                             "rounds: before -> after from one run")
    args = parser.parse_args()
    runtime = [] if args.no_runtime else runtime_rows()

    work = Path(tempfile.mkdtemp(prefix="hintloader-bench-startup-"))
    try:
        project = work / "project"
        (project / "app").mkdir(parents=True)
        (project / ".git").mkdir()
        (project / "app" / "__init__.py").write_text("VALUE: int = 1\n")
        (project / SCRIPT).write_text("import app\n\nCOUNT: int = app.VALUE + 1\n")
        (project / "pyproject.toml").write_text(
            '[project]\nname = "demo"\nversion = "0.1"\n\n'
            '[tool.hintloader]\npackages = ["app"]\nmode = "warn"\n')
        bare = work / "bare"
        (bare / ".git").mkdir(parents=True)
        old = time.time() - 3600  # older than the window in which a folder stamp is not trusted
        for path in (project, project / "app", project / SCRIPT, bare):
            os.utime(path, (old, old))

        plain = base_env()
        variants = {"hooked": CHECKOUT}
        if args.compare:
            variants["other"] = os.path.abspath(args.compare)
        envs: dict[str, tuple[dict[str, str], dict[str, str]]] = {}
        for name, checkout in variants.items():
            # A module cache of its own per variant: a variant writing to the other's would
            # invalidate the other's replayable runs.
            hooked = dict(base_env(checkout), HINTLOADER="1",
                          HINTLOADER_STARTUP_CACHE=str(work / f"starts-{name}"),
                          HINTLOADER_CACHE_DIR=str(work / f"project-cache-{name}"))
            envs[name] = (hooked, dict(hooked, HINTLOADER_PACKAGES="rich",
                                       HINTLOADER_CACHE_DIR=str(work / f"cache-{name}")))
        # .pyc files, remembered starts, the module cache and a replayable run (hintloader.replay:
        # recorded once the cache's files are older than its 2.5 s window)
        for round_ in range(4):
            if round_ >= 2:
                time.sleep(2.6)
            run("pass", plain, project)
            run(SCRIPT, plain, project)
            run(RICH_FIVE, plain, bare)
            for hooked, rich in envs.values():
                run("pass", hooked, project)
                run(SCRIPT, hooked, project)
                run("pass", hooked, bare)
                run(RICH_FIVE, rich, bare)

        samples: dict[str, list[float]] = {f"{kind}_{where}": []
                                           for kind in ("plain", *envs)
                                           for where in ("project", "script", "bare", "rich")}
        for _ in range(args.repeat):
            samples["plain_project"].append(run("pass", plain, project))
            for name, (hooked, rich) in envs.items():
                samples[f"{name}_project"].append(run("pass", hooked, project))
            samples["plain_script"].append(run(SCRIPT, plain, project))
            for name, (hooked, rich) in envs.items():
                samples[f"{name}_script"].append(run(SCRIPT, hooked, project))
            samples["plain_bare"].append(run("pass", plain, bare))
            for name, (hooked, rich) in envs.items():
                samples[f"{name}_bare"].append(run("pass", hooked, bare))
            samples["plain_rich"].append(run(RICH_FIVE, plain, bare))
            for name, (hooked, rich) in envs.items():
                samples[f"{name}_rich"].append(run(RICH_FIVE, rich, bare))
    finally:
        shutil.rmtree(work, ignore_errors=True)

    med = {name: statistics.median(values) * 1000 for name, values in samples.items()}
    figures = {
        "repeat": args.repeat,
        "median_ms": med,
        "project_delta_ms": med["hooked_project"] - med["plain_project"],
        "script_delta_ms": med["hooked_script"] - med["plain_script"],
        "bare_delta_ms": med["hooked_bare"] - med["plain_bare"],
        "rich_ratio": med["hooked_rich"] / med["plain_rich"],
        # Each round's ratio, then their median: less moved by a load that changes between rounds.
        "rich_ratio_paired": _paired(samples["hooked_rich"], samples["plain_rich"]),
        "runtime": {label: {"plain_ns": base, **cells} for label, base, cells in runtime},
    }
    if args.compare:
        figures["compare"] = {
            "checkout": os.path.abspath(args.compare),
            "project_delta_ms": med["other_project"] - med["plain_project"],
            "script_delta_ms": med["other_script"] - med["plain_script"],
            "bare_delta_ms": med["other_bare"] - med["plain_bare"],
            "rich_ratio": med["other_rich"] / med["plain_rich"],
            "rich_ratio_paired": _paired(samples["other_rich"], samples["plain_rich"]),
        }
    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    print("<!-- table -->")
    print(f"Median CPU time (user + system) of {args.repeat} fresh processes each, interleaved.\n")
    print("| what | plain | HINTLOADER=1 | difference | goal |")
    print("|---|---:|---:|---:|---|")
    print(f"| `python -c pass`, project folder with `[tool.hintloader]` | "
          f"{med['plain_project']:.1f} ms | {med['hooked_project']:.1f} ms | "
          f"{figures['project_delta_ms']:+.2f} ms | at most +1 ms |")
    print(f"| `python main.py`, that project's script (warm: replayed) | "
          f"{med['plain_script']:.1f} ms | {med['hooked_script']:.1f} ms | "
          f"{figures['script_delta_ms']:+.2f} ms | the script's check: within noise of a run without it |")
    print(f"| `python -c pass`, folder without configuration | {med['plain_bare']:.1f} ms | "
          f"{med['hooked_bare']:.1f} ms | {figures['bare_delta_ms']:+.2f} ms | at most +1 ms |")
    print(f"| warm import of 5 rich modules | {med['plain_rich']:.1f} ms | "
          f"{med['hooked_rich']:.1f} ms | x{figures['rich_ratio']:.3f} (per round: "
          f"x{figures['rich_ratio_paired']:.3f}) | at most x1.03 |")
    for label, base, cells in runtime:
        anchor = f" (beartype {cells['beartype']})" if "beartype" in cells else ""
        print(f"| runtime check per call, `{label}` | {base:.0f} ns | {cells['hintloader']}{anchor} | "
              f"| at most {RUNTIME_GOALS[label]:g}x |")
    print("<!-- /table -->")
    if args.compare:
        other = figures["compare"]
        assert isinstance(other, dict)
        print(f"\n{other['checkout']} in the same rounds: project {other['project_delta_ms']:+.2f} ms, "
              f"script {other['script_delta_ms']:+.2f} ms, "
              f"outside a project {other['bare_delta_ms']:+.2f} ms, "
              f"5 rich modules x{other['rich_ratio']:.3f} (per round: x{other['rich_ratio_paired']:.3f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
