"""hintloader against mypy and pyright on the small programs of mypy's own test data.

mypy's source distribution ships ``test-data/unit/check-*.test``: thousands of short programs,
each written to probe one rule. This script takes the ones that stand alone (one file, no
flags, no extra modules), runs mypy, pyright (when found) and hintloader over them, and counts
error lines by (file, line):

- agree: lines hintloader reports that mypy or pyright report too;
- missed: lines mypy AND pyright report and hintloader does not (the strong signal of a miss);
- false: lines hintloader reports and neither checker does;
- mypy only: lines only mypy reports (often mypy's own behaviour, not the spec's).

The programs are third-party test data, used here to measure only: they are downloaded into a
scratch folder (``pip download``), never into the project. Run with the project's interpreter
after ``pip install -e '.[test]'`` (which brings mypy)::

    .venv/bin/python benchmarks/mypy_cases_report.py --work /tmp/mypy-cases \\
        [--pyright PATH] [--mypy-version 1.13.0] [--list missed|false|mypy-only]

``--pyright`` names a pyright executable (``npm install pyright`` puts one in
``node_modules/.bin``); without one, "missed" counts the lines mypy reports alone. Cases the
running interpreter cannot parse (run it on 3.12 or newer for the PEP 695 ones), or that stop
mypy (a blocking error), are left out. Every checker runs in the scratch folder with its
defaults: no configuration of the project it is started from applies. A second run reuses the
extracted cases and the checkers' outputs unless ``--fresh`` is given.
"""

from __future__ import annotations

import argparse
import ast
import collections
import json
import os
import re
import subprocess
import sys
import tarfile
from dataclasses import dataclass
from pathlib import Path

from error_lines import MYPY_LINE, compare, mypy_command, read_hintloader, read_mypy, run_hintloader

# Test files that need what a lone program cannot give: several modules, incremental runs,
# plugins, command-line flags or reports, or rules mypy only applies under options.
SKIPPED_FILES = frozenset({
    "check-incremental", "check-serialize", "check-custom-plugin", "check-reports", "check-flags",
    "check-modules", "check-modules-fast", "check-modules-case", "check-newsemanal",
    "check-incomplete-fixture", "check-inline-config", "check-plugin-attrs", "check-ctypes",
    "check-native-int", "check-columns", "check-errorcodes", "check-ignore", "check-unreachable-code",
    "check-possibly-undefined", "check-redefine", "check-warnings", "check-semanal-error",
    "check-statements",
})
# Sections after the program that make it more than one file, or a run in steps.
MULTI_FILE_SECTIONS = ("file", "fixture", "stale", "rechecked", "delete", "out2", "triggered")
CASE_HEADER = re.compile(r"^\[case ([^\]]+)\]\s*$", re.M)
SECTION_HEADER = re.compile(r"^\[([^\]]+)\]\s*$", re.M)
BLOCKING = re.compile(r"(\[syntax\]|[^\]])\s*$")


@dataclass(frozen=True)
class Counts:
    agree: int
    missed: int
    false: int
    mypy_only: int


def fetch_test_data(work: Path, version: str) -> Path:
    """mypy's sdist, unpacked; its ``test-data/unit`` folder."""
    unit = work / f"mypy-{version}" / "test-data" / "unit"
    if unit.is_dir():
        return unit
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary", ":all:",
                    f"mypy=={version}", "--dest", str(work)], check=True)
    with tarfile.open(work / f"mypy-{version}.tar.gz") as archive:
        members = [m for m in archive.getmembers() if "/test-data/unit/" in m.name and m.name.endswith(".test")]
        archive.extractall(work, members=members, filter="data")
    return unit


def standalone_cases(unit: Path) -> dict[str, str]:
    """File name -> program, for each case that is one file run without flags."""
    cases: dict[str, str] = {}
    for test_file in sorted(unit.glob("check-*.test")):
        if test_file.stem in SKIPPED_FILES:
            continue
        parts = CASE_HEADER.split(test_file.read_text(encoding="utf-8"))
        for name, body in zip(parts[1::2], parts[2::2]):
            if name.endswith("-xfail") or "-skip" in name:
                continue
            program, *rest = SECTION_HEADER.split(body.removeprefix("\n"))  # (line 1 follows the header)
            if any(section.startswith(MULTI_FILE_SECTIONS) for section in rest[::2]):
                continue
            if re.search(r"^# (flags|mypy):", program, re.M) or "reveal_locals" in program or "mypy_extensions" in program:
                continue  # (options, mypy's own helpers: not the typing rules every checker shares)
            try:
                ast.parse(program)
            except SyntaxError:
                continue
            stem, safe_name = test_file.stem.replace("-", "_"), re.sub(r"\W", "_", name)[:60]
            cases[f"{stem}__{safe_name}.py"] = program
    return cases


def write_cases(folder: Path, cases: dict[str, str]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, program in cases.items():
        (folder / name).write_text(program, encoding="utf-8")


def run_mypy(folder: Path, output: Path) -> dict[tuple[str, int], list[str]]:
    """mypy over the folder, with its default options; a case that stops mypy (a blocking error)
    is removed and mypy runs again, until none does."""
    command = [*mypy_command(folder.parent / "mypy-defaults.ini"), str(folder)]
    while True:
        done = subprocess.run(command, capture_output=True, text=True, cwd=folder.parent)
        text = done.stdout
        # Status 2: a blocking error (a syntax error, or one mypy gives no code), which stops
        # mypy before the other files are checked.
        blocking = {os.path.basename(m.group(1)) for line in text.splitlines() if (m := MYPY_LINE.fullmatch(line)) and BLOCKING.search(m.group(3))} if done.returncode == 2 else set()
        if not blocking:
            break
        for name in blocking:
            (folder / name).unlink(missing_ok=True)
    output.write_text(text, encoding="utf-8")
    return read_mypy(text)


def run_pyright(pyright: str, folder: Path, output: Path) -> dict[tuple[str, int], list[str]]:
    done = subprocess.run([pyright, "--outputjson", "--pythonversion", "3.13", str(folder)], capture_output=True, text=True,
                          cwd=folder.parent)
    output.write_text(done.stdout, encoding="utf-8")
    return read_pyright(done.stdout)


def read_pyright(text: str) -> dict[tuple[str, int], list[str]]:
    lines: dict[tuple[str, int], list[str]] = collections.defaultdict(list)
    for diagnostic in json.loads(text).get("generalDiagnostics", []):
        if diagnostic["severity"] == "error":
            where = (os.path.basename(diagnostic["file"]), diagnostic["range"]["start"]["line"] + 1)
            lines[where].append(diagnostic["message"].splitlines()[0])
    return lines


def counts(sets: dict[str, set[tuple[str, int]]]) -> Counts:
    return Counts(len(sets["agree"]), len(sets["missed"]), len(sets["false"]), len(sets["mypy-only"]))


def per_test_file(sets: dict[str, set[tuple[str, int]]]) -> dict[str, Counts]:
    by_file: dict[str, dict[str, set[tuple[str, int]]]] = collections.defaultdict(lambda: collections.defaultdict(set))
    for kind, lines in sets.items():
        for where in lines:
            by_file[where[0].split("__", 1)[0]][kind].add(where)
    return {name: counts({k: found[k] for k in ("agree", "missed", "false", "mypy-only")}) for name, found in sorted(by_file.items())}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", type=Path, required=True, help="scratch folder for the sdist, the cases and the outputs")
    parser.add_argument("--mypy-version", default="1.13.0", help="the mypy release whose test data is used")
    parser.add_argument("--pyright", help="a pyright executable, the second oracle")
    parser.add_argument("--fresh", action="store_true", help="extract and run everything again")
    parser.add_argument("--list", choices=("missed", "false", "mypy-only"), help="print the lines of one kind")
    args = parser.parse_args(argv)
    work: Path = args.work.resolve()
    work.mkdir(parents=True, exist_ok=True)
    folder = work / "cases"
    if args.fresh or not folder.is_dir():
        write_cases(folder, standalone_cases(fetch_test_data(work, args.mypy_version)))
    mypy_out, pyright_out = work / "mypy.out", work / "pyright.json"
    mypy = read_mypy(mypy_out.read_text(encoding="utf-8")) if mypy_out.exists() and not args.fresh else run_mypy(folder, mypy_out)
    pyright = None
    if args.pyright:
        fresh = args.fresh or not pyright_out.exists()
        pyright = run_pyright(args.pyright, folder, pyright_out) if fresh else read_pyright(pyright_out.read_text(encoding="utf-8"))
    ours = read_hintloader(run_hintloader([str(folder)], folder.parent, work / "hintloader.json"))
    sets = compare(set(ours), set(mypy), set(pyright) if pyright is not None else None)
    total = counts(sets)
    print(f"{len(list(folder.glob('*.py')))} programs from mypy {args.mypy_version}'s test data"
          f"{' (oracles: mypy and pyright)' if pyright is not None else ' (oracle: mypy)'}")
    print(f"agree {total.agree}  missed {total.missed}  false {total.false}  mypy only {total.mypy_only}")
    print(f"{'test file':32} {'agree':>6} {'missed':>7} {'false':>6} {'mypy only':>10}")
    for name, row in per_test_file(sets).items():
        print(f"{name:32} {row.agree:6} {row.missed:7} {row.false:6} {row.mypy_only:10}")
    if args.list:
        for where in sorted(sets[args.list]):
            print(f"{where[0]}:{where[1]}  mypy={mypy.get(where)}  pyright={(pyright or {}).get(where)}  hintloader={ours.get(where)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
