"""Import-time overhead of hintloader on the whole ``rich`` package: plain vs warm vs cold cache.

Run with the project's interpreter::

    .venv/bin/python benchmarks/bench_import.py [--repeat 15] [--cold-repeat 5] [--json]

Each sample is one fresh ``python -c "import rich, rich.abc, ..."`` process (interpreter start
included, as a user would see it). Plain runs have their ``.pyc`` files in place; warm runs use a
cache directory filled by one earlier run; cold runs start from an empty cache directory each time.
Samples of the three kinds are interleaved so that machine noise affects them alike; the medians
and their ratios are printed.

Cold runs come in two kinds. With ``background = false`` every import waits for its check (the
"cold cache, imports wait" row). In warn mode with background checks (the default), the modules
load at once and one worker process checks them beside the program: the "imports done" row is
the time from the process's start until the program's next line runs (the program prints a
marker after its imports), compared with the same moment under plain Python; the "process end"
row is the whole process, including the wait for the worker at exit (``background-wait``).
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PACKAGE = "rich"

LIST_MODULES = f"""
import importlib, pkgutil, sys, io, contextlib
import {PACKAGE} as package
names = [package.__name__]
for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
    if info.name.rsplit(".", 1)[-1] == "__main__":
        continue  # runs a demo
    names.append(info.name)
ok = []
for name in names:
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            importlib.import_module(name)
    except Exception:
        continue  # e.g. Windows-only modules
    ok.append(name)
print(",".join(ok))
"""


SHIM = """import os
if os.environ.get("HINTLOADER", "").strip().lower() not in ("", "0", "false", "no", "off"):
    import hintloader.startup
    hintloader.startup.activate_once()
"""


# The checkout this script belongs to, first on every variant's path (plain included), so that
# a worktree measures its own hintloader rather than the installed one.
CHECKOUT = str(Path(__file__).resolve().parent.parent)


def base_env(*path: str | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("HINTLOADER")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPATH"] = os.pathsep.join([*(p for p in path if p), CHECKOUT])
    return env


def activation_shim(workdir: str) -> str | None:
    """None when HINTLOADER=1 activates the hook through the installed .pth file; else a folder
    with a sitecustomize.py doing what that .pth line does (a development checkout whose
    installed .pth is stale). The shim is then used for every variant, plain included."""
    probe = "import sys; sys.exit(0 if 'hintloader.importing.hook' in sys.modules else 1)"
    env = base_env()
    env["HINTLOADER"] = "1"
    if subprocess.run([sys.executable, "-c", probe], env=env, cwd=workdir).returncode == 0:
        return None
    shim_dir = os.path.join(workdir, "shim")
    os.makedirs(shim_dir)
    Path(shim_dir, "sitecustomize.py").write_text(SHIM)
    return shim_dir


def hint_env(cache_dir: str, mode: str, *path: str | None,
             background: bool = False) -> dict[str, str]:
    env = base_env(*path)
    env.update(
        HINTLOADER="1",
        HINTLOADER_PACKAGES=PACKAGE,
        HINTLOADER_MODE=mode,
        HINTLOADER_INSTRUMENT="0",
        HINTLOADER_CACHE_DIR=cache_dir,
        HINTLOADER_BACKGROUND="1" if background else "0",
    )
    return env


def run(statement: str, env: dict[str, str], cwd: str) -> float:
    start = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, "-c", statement], env=env, cwd=cwd, capture_output=True, text=True
    )
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        raise SystemExit(f"benchmark run failed ({proc.returncode}):\n{proc.stderr[-3000:]}")
    return elapsed


MARKER = "imports done"


def run_marked(statement: str, env: dict[str, str], cwd: str) -> tuple[float, float]:
    """(seconds until the program printed the marker after its imports, seconds until exit)."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-c", f"{statement}\nprint({MARKER!r}, flush=True)"], env=env, cwd=cwd,
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    marked = time.perf_counter() - start
    proc.stdout.read()
    status = proc.wait()
    elapsed = time.perf_counter() - start
    if status != 0 or line.strip() != MARKER:
        raise SystemExit(f"benchmark run failed ({status}): {line!r}")
    return marked, elapsed


def cache_report(cache_dir: str) -> str:
    """What ``hintloader cache info`` would say, to show that warm runs really hit."""
    try:
        from hintloader.cache.store import Cache, format_info
    except ImportError:
        return "(hintloader.cache.store not importable)"
    import marshal

    from hintloader.cache.files import HEADER_SIZE

    cache = Cache.open(cache_dir)
    if cache is None:
        return "(cache refused)"
    dependencies = 0
    for entry in Path(cache_dir).glob("??/*.hlc"):
        dependencies += len(marshal.loads(entry.read_bytes()[HEADER_SIZE:])[2])
    return f"{format_info(cache.info())}\ndependencies listed in the entries: {dependencies}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=15, help="plain and warm samples")
    parser.add_argument("--cold-repeat", type=int, default=5, help="cold samples")
    parser.add_argument("--mode", default="warn", choices=["off", "warn", "error"])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--copy", action="store_true",
        help=f"import a copy of {PACKAGE} from outside site-packages (first-party code: the "
        "checker then records dependencies, so warm runs validate them)",
    )
    args = parser.parse_args()

    workdir = tempfile.mkdtemp(prefix="hintloader-bench-")  # no pyproject.toml up the tree
    try:
        shim_dir = activation_shim(workdir)
        source_root: str | None = None
        installed = Path(__import__(PACKAGE).__file__ or "").parent
        if args.copy:
            source_root = os.path.join(workdir, "src")
            shutil.copytree(installed, os.path.join(source_root, PACKAGE),
                            ignore=shutil.ignore_patterns("__pycache__"))
        package_dir = Path(source_root, PACKAGE) if source_root else installed
        modules = subprocess.run(
            [sys.executable, "-c", LIST_MODULES], env=base_env(source_root), cwd=workdir,
            capture_output=True, text=True, check=True,
        ).stdout.strip()
        # Some module names (rich._unicode_data.unicode15-0-0) are not identifiers.
        statement = f"import importlib\nfor m in {modules!r}.split(','): importlib.import_module(m)"
        compileall.compile_dir(str(package_dir), quiet=1)  # plain Python runs from .pyc

        warm_dir = os.path.join(workdir, "warm-cache")
        cold_dir = os.path.join(workdir, "cold-cache")
        plain_env = base_env(shim_dir, source_root)
        warm_env = hint_env(warm_dir, args.mode, shim_dir, source_root)
        cold_env = hint_env(cold_dir, args.mode, shim_dir, source_root)
        background_env = hint_env(cold_dir, args.mode, shim_dir, source_root, background=True)
        run(statement, plain_env, workdir)  # warm the OS file cache
        run(statement, warm_env, workdir)  # fill the warm cache
        if not any(Path(warm_dir).glob("??/*.hlc")):
            raise SystemExit("the hook wrote no cache entries: is hintloader active here?")
        run(statement, warm_env, workdir)

        plain: list[float] = []
        warm: list[float] = []
        cold: list[float] = []
        plain_marked: list[float] = []
        background_marked: list[float] = []
        background_whole: list[float] = []
        startup_plain: list[float] = []
        startup_hook: list[float] = []
        for i in range(args.repeat):
            plain.append(run(statement, plain_env, workdir))
            warm.append(run(statement, warm_env, workdir))
            startup_plain.append(run("pass", plain_env, workdir))
            startup_hook.append(run("pass", warm_env, workdir))
            if i < args.cold_repeat:
                shutil.rmtree(cold_dir, ignore_errors=True)
                cold.append(run(statement, cold_env, workdir))
                plain_marked.append(run_marked(statement, plain_env, workdir)[0])
                shutil.rmtree(cold_dir, ignore_errors=True)
                marked, whole = run_marked(statement, background_env, workdir)
                background_marked.append(marked)
                background_whole.append(whole)
        warm_info = cache_report(warm_dir)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)

    med = {
        "plain": statistics.median(plain),
        "warm": statistics.median(warm),
        "cold": statistics.median(cold) if cold else float("nan"),
        "startup_plain": statistics.median(startup_plain),
        "startup_hook": statistics.median(startup_hook),
        "plain_imports_done": statistics.median(plain_marked) if cold else float("nan"),
        "background_imports_done": statistics.median(background_marked) if cold else float("nan"),
        "background_process": statistics.median(background_whole) if cold else float("nan"),
    }
    figures = {
        "python": sys.version.split()[0],
        "package": PACKAGE,
        "modules": modules.count(",") + 1,
        "repeat": args.repeat,
        "cold_repeat": args.cold_repeat,
        "median_seconds": med,
        "warm_ratio": med["warm"] / med["plain"],
        "cold_ratio": med["cold"] / med["plain"],
        "startup_ratio": med["startup_hook"] / med["startup_plain"],
        "background_ratio": med["background_imports_done"] / med["plain_imports_done"],
        "background_process_ratio": med["background_process"] / med["plain"],
        "activation": "installed .pth" if shim_dir is None else "sitecustomize shim",
        "source": "copy outside site-packages" if args.copy else "installed",
    }
    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    print(f"python {figures['python']}, {figures['modules']} modules of {PACKAGE}, "
          f"median of {args.repeat} (cold: {len(cold)}) fresh processes, mode={args.mode}, "
          f"activation: {figures['activation']}, source: {figures['source']}")
    print(f"  plain python (.pyc)      {med['plain'] * 1000:8.1f} ms")
    print(f"  hintloader, warm cache   {med['warm'] * 1000:8.1f} ms   "
          f"x{figures['warm_ratio']:.3f}  ({(figures['warm_ratio'] - 1) * 100:+.1f}%)")
    print(f"  hintloader, cold cache, imports wait   {med['cold'] * 1000:8.1f} ms   "
          f"x{figures['cold_ratio']:.2f}")
    print(f"  cold cache, warn mode, background: imports done {med['background_imports_done'] * 1000:8.1f}"
          f" ms vs plain {med['plain_imports_done'] * 1000:.1f} ms   x{figures['background_ratio']:.2f}")
    print(f"  cold cache, warn mode, background: process end  {med['background_process'] * 1000:8.1f}"
          f" ms   x{figures['background_process_ratio']:.2f} (waits up to background-wait at exit)")
    print(f"  'python -c pass': plain {med['startup_plain'] * 1000:.1f} ms, "
          f"HINTLOADER=1 {med['startup_hook'] * 1000:.1f} ms")
    print("warm cache after the runs:")
    print("  " + warm_info.replace("\n", "\n  "))
    return 0


if __name__ == "__main__":
    sys.exit(main())
