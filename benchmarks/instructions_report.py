"""Instructions a cold ``hintloader check`` executes, for two commits, and whether their findings agree.

Plain script: ``.venv/bin/python benchmarks/instructions_report.py --base COMMIT [--head COMMIT]
[--target PATH]``. Each commit's ``hintloader`` package is exported with ``git archive`` into a
temporary folder and compiled to bytecode there, then checked once under ``valgrind
--tool=callgrind``: ``python -m hintloader check TARGET --cache-dir off --no-baseline -j 1 --format
json`` with ``PYTHONPATH`` pointing at the export and ``PYTHONHASHSEED=0``. The count of executed
instructions does not move with the machine's load (CPU seconds on a shared machine vary by a
third between runs) and repeats to within about 0.5% (probably the order of sets hashed by
identity, which address-space randomisation changes), so one run of each tells a change of a
few percent.

It prints both counts, their ratio (head / base) and whether the JSON findings are the same.
Issue 23's limit, for example: ``--base d9d58bd8`` (the commit the issue was filed at) and the
default target (the installed ``rich``), a ratio of at most 1.15.
"""

from __future__ import annotations

import argparse
import compileall
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
_COLLECTED = re.compile(r"Collected\s*:\s*([\d,]+)")


@dataclass(frozen=True)
class Measurement:
    commit: str
    instructions: int
    findings: bytes


def default_target() -> Path:
    import rich

    return Path(rich.__file__).resolve().parent


def export(commit: str, into: Path) -> str:
    """The package at ``commit``, compiled, under ``into``; returns the full commit id."""
    full = subprocess.run(["git", "rev-parse", "--verify", f"{commit}^{{commit}}"], cwd=REPO,
                          capture_output=True, text=True, check=True).stdout.strip()
    archive = subprocess.run(["git", "archive", full, "hintloader"], cwd=REPO, capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    # (bytecode written now, as an installed package has it: compiling hintloader's own modules
    # must not count as checking)
    compileall.compile_dir(str(into / "hintloader"), quiet=1, force=True)
    return full


def measure(commit: str, target: Path, valgrind: str) -> Measurement:
    with tempfile.TemporaryDirectory(prefix="hintloader-instructions-") as tmp:
        tree = Path(tmp) / "tree"
        tree.mkdir()
        full = export(commit, tree)
        env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        command = [valgrind, "--tool=callgrind", f"--callgrind-out-file={Path(tmp) / 'callgrind.out'}",
                   sys.executable, "-m", "hintloader", "check", str(target),
                   "--cache-dir", "off", "--no-baseline", "-j", "1", "--format", "json"]
        # (run from the temporary folder: no pyproject.toml of ours configures the check)
        done = subprocess.run(command, cwd=tmp, env=env, capture_output=True)
        found = _COLLECTED.search(done.stderr.decode(errors="replace"))
        if found is None:
            raise SystemExit(f"callgrind gave no instruction count for {commit}:\n{done.stderr.decode(errors='replace')[-2000:]}")
        return Measurement(full, int(found.group(1).replace(",", "")), done.stdout)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", required=True, help="the commit to compare against")
    parser.add_argument("--head", default="HEAD", help="the commit measured (default: HEAD)")
    parser.add_argument("--target", type=Path, default=None, help="what to check (default: the installed rich)")
    args = parser.parse_args(argv)
    valgrind = shutil.which("valgrind")
    if valgrind is None:
        print("valgrind is not installed: this report counts instructions with callgrind", file=sys.stderr)
        return 2
    target = args.target or default_target()
    base = measure(args.base, target, valgrind)
    head = measure(args.head, target, valgrind)
    print(f"target: {target}")
    for label, m in (("base", base), ("head", head)):
        print(f"{label} {m.commit[:12]}: {m.instructions / 1e9:6.2f} G instructions")
    print(f"ratio head / base: {head.instructions / base.instructions:.3f}")
    print("findings: " + ("identical" if head.findings == base.findings else "differ"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
