"""hintloader against mypy on installed packages: the lines both report, mypy alone, we alone.

The packages and their pinned versions are in ``benchmarks/mypy_packages.toml``, in groups. Each
group is installed apart, ``python -m pip install --target DIR/GROUP/ext REQUIREMENTS`` (a
package marked ``apart``, whose pins conflict with the group's, into ``DIR/GROUP/ext-NAME``; the
``typing_extensions.py`` / ``mypy_extensions.py`` pip puts beside the packages are moved aside:
mypy refuses a module that shadows its own). A plain folder, not a venv: hintloader takes a
folder named ``site-packages`` for installed code, which needs ``py.typed``, where mypy reads its
working folder as source (sphinx then imports an untyped docutils for us, a typed one for mypy);
from a plain folder both read every package there as source, as the figures of
tests/realworld/REVIEW.md were taken since the twelfth session. Each package is then checked from
that folder by mypy 2.4.1 with its defaults, exactly::

    cd DIR/GROUP/ext && python -m mypy --config-file DIR/mypy-defaults.ini --no-incremental \\
        --follow-imports=silent --no-error-summary --show-error-codes --hide-error-context \\
        --cache-dir /dev/null -p PKG      # (-m MOD for a one-file module)

(``mypy-defaults.ini`` holds ``[mypy]`` alone), and by hintloader::

    cd DIR/GROUP/ext && PYTHONPATH=TREE python -m hintloader check PKG \\
        --format json --cache-dir off --no-baseline -j 1

with the same interpreter (so both see its site-packages beyond the folder), where TREE is the
checkout whose hintloader is measured (``--hintloader-tree``, by default the one this script
belongs to: a detached ``git worktree`` of another commit measures that commit with the same mypy
outputs). Error lines only, compared by (path below the install folder, line):

- both: lines mypy and hintloader report;
- mypy-only: lines only mypy reports (a miss, or one of mypy's quirks: a platform module, a line
  mypy places elsewhere, a stub of a dependency mypy checks because it sits beside the package);
- ours-only: lines only hintloader reports (a false report, or a true one mypy does not give:
  hintloader checks unannotated bodies, which mypy skips by default).

Run it with the interpreter mypy is installed in (the project's ``.venv``: Python 3.11, the
version the recorded figures use)::

    .venv/bin/python benchmarks/mypy_packages_report.py --work /tmp/pkgs --group review \\
        [--package NAME] [--hintloader-tree PATH] [--fresh] [--list mypy-only|ours-only|both]

mypy's outputs are kept in ``DIR/GROUP/mypy/PKG.out``, so a second run only reruns hintloader
(``--fresh`` installs and runs mypy again: needed after changing a pin, which reinstalls the
group but keeps mypy's earlier outputs); hintloader's outputs are in ``DIR/GROUP/hintloader/``.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:
    import tomli as tomllib

from error_lines import Lines, Where, below, compare, mypy_command, read_hintloader, read_mypy, run_hintloader

PACKAGES_FILE = Path(__file__).resolve().parent / "mypy_packages.toml"
SHADOWING = ("typing_extensions.py", "mypy_extensions.py")
KINDS = ("both", "mypy-only", "ours-only")


@dataclass(frozen=True)
class Package:
    name: str
    group: str
    install: tuple[str, ...]
    check: tuple[str, ...]  # import names, dotted
    apart: bool = False  # installed in a folder of its own (its pins conflict with the group's)


@dataclass(frozen=True)
class Row:
    name: str
    lines: int
    both: int
    mypy_only: int
    ours_only: int


def read_packages(text: str) -> list[Package]:
    groups = tomllib.loads(text)
    return [Package(name, group, tuple(entry["install"]), tuple(entry["check"]), entry.get("apart", False))
            for group, packages in groups.items() for name, entry in packages.items()]


def chosen(packages: list[Package], groups: list[str], names: list[str]) -> list[Package]:
    known = {p.group for p in packages}
    if unknown := set(groups) - known:
        raise SystemExit(f"no group {', '.join(sorted(unknown))} in {PACKAGES_FILE.name} (groups: {', '.join(sorted(known))})")
    picked = [p for p in packages if (not groups or p.group in groups) and (not names or p.name in names)]
    if names and (missing := set(names) - {p.name for p in picked}):
        raise SystemExit(f"no package {', '.join(sorted(missing))} in the chosen groups")
    return picked


def install_folder(outputs: Path, package: Package) -> Path:
    return outputs / (f"ext-{package.name}" if package.apart else "ext")


def install(folder: Path, packages: list[Package], again: bool) -> Path:
    """An install folder with the requirements of the packages checked from it, filled once
    (again when they change, or when asked)."""
    requirements = sorted({r for p in packages for r in p.install})
    done = folder.with_name(f"{folder.name}.installed")
    if not again and done.exists() and done.read_text(encoding="utf-8").split() == requirements:
        return folder
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--upgrade",
                    "--target", str(folder), *requirements], check=True)
    for name in SHADOWING:
        if (folder / name).exists():
            (folder / name).replace(folder / f"{name}.aside")
    done.write_text("\n".join(requirements) + "\n", encoding="utf-8")
    return folder


def targets(folder: Path, package: Package) -> list[tuple[str, str]]:
    """(mypy's option, hintloader's path) per name the package checks."""
    found = []
    for name in package.check:
        path = name.replace(".", "/")
        if (folder / path).is_dir():
            found.append(("-p", path))
        elif (folder / f"{path}.py").is_file():
            found.append(("-m", f"{path}.py"))
        else:
            raise SystemExit(f"{package.name}: {name} is not installed in {folder}")
    return found


def run_mypy(work: Path, folder: Path, package: Package, output: Path) -> str:
    command = mypy_command(work / "mypy-defaults.ini")
    for option, path in targets(folder, package):
        command += [option, path.removesuffix(".py").replace("/", ".")]
    done = subprocess.run(command, capture_output=True, text=True, cwd=folder)
    if done.returncode not in (0, 1):
        sys.stderr.write(f"mypy stopped on {package.name} (status {done.returncode}):\n{done.stdout[-1000:]}{done.stderr[-1000:]}\n")
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(done.stdout, encoding="utf-8")
    return done.stdout


def count_lines(folder: Path, package: Package) -> int:
    files: list[Path] = []
    for _, path in targets(folder, package):
        files += [folder / path] if path.endswith(".py") else sorted((folder / path).rglob("*.py"))
    return sum(len(f.read_bytes().splitlines()) for f in files)


def line_sets(ours: set[Where], mypy: set[Where]) -> dict[str, set[Where]]:
    """both / mypy-only / ours-only: the cases report's comparison with mypy the one oracle."""
    sets = compare(ours, mypy, None)
    return {"both": sets["agree"], "mypy-only": sets["missed"], "ours-only": sets["false"]}


def row(name: str, lines: int, sets: dict[str, set[Where]]) -> Row:
    return Row(name, lines, len(sets["both"]), len(sets["mypy-only"]), len(sets["ours-only"]))


def table(rows: list[Row]) -> str:
    total = Row("total", sum(r.lines for r in rows), sum(r.both for r in rows), sum(r.mypy_only for r in rows),
                sum(r.ours_only for r in rows))
    text = [f"| package | lines | both | mypy-only | ours-only |", "|---|---:|---:|---:|---:|"]
    for r in [*rows, total]:
        text.append(f"| {r.name} | {r.lines:,} | {r.both} | {r.mypy_only} | {r.ours_only} |")
    return "\n".join(text)


def listing(name: str, kind: str, sets: dict[str, set[Where]], mypy: Lines, ours: Lines) -> list[str]:
    return [f"{name} {path}:{line}  mypy={mypy.get((path, line))}  hintloader={ours.get((path, line))}"
            for path, line in sorted(sets[kind])]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", type=Path, required=True, help="scratch folder for the installs and the outputs")
    parser.add_argument("--group", action="append", default=[], help="a group of mypy_packages.toml (repeatable; default: all)")
    parser.add_argument("--package", action="append", default=[], help="only this package (repeatable)")
    parser.add_argument("--hintloader-tree", type=Path, default=Path(__file__).resolve().parent.parent,
                        help="the checkout whose hintloader is measured (default: this script's)")
    parser.add_argument("--fresh", action="store_true", help="install and run mypy again")
    parser.add_argument("--list", choices=KINDS, help="print the lines of one kind")
    args = parser.parse_args(argv)
    work: Path = args.work.resolve()
    tree: Path = args.hintloader_tree.resolve()
    listed_packages = read_packages(PACKAGES_FILE.read_text(encoding="utf-8"))
    packages = chosen(listed_packages, args.group, args.package)
    for group in dict.fromkeys(p.group for p in packages):
        members = [p for p in packages if p.group == group]
        outputs = work / group
        installed: set[Path] = set()
        rows, listed = [], []
        for package in members:
            folder = install_folder(outputs, package)
            if folder not in installed:  # (with every package checked from it, once)
                install(folder, [p for p in listed_packages if p.group == group and install_folder(outputs, p) == folder], args.fresh)
                installed.add(folder)
            key = below(folder)
            mypy_out = outputs / "mypy" / f"{package.name}.out"
            text = mypy_out.read_text(encoding="utf-8") if mypy_out.exists() and not args.fresh else \
                run_mypy(work, folder, package, mypy_out)
            mypy = read_mypy(text, key)
            (outputs / "hintloader").mkdir(parents=True, exist_ok=True)
            ours = read_hintloader(run_hintloader([path for _, path in targets(folder, package)], folder,
                                                  outputs / "hintloader" / f"{package.name}.json", tree), key)
            sets = line_sets(set(ours), set(mypy))
            rows.append(row(package.name, count_lines(folder, package), sets))
            if args.list:
                listed += listing(package.name, args.list, sets, mypy, ours)
            print(f"{package.name}: {rows[-1].both} / {rows[-1].mypy_only} / {rows[-1].ours_only}", file=sys.stderr, flush=True)
        print(f"\ngroup {group}: hintloader of {tree}, mypy outputs in {outputs / 'mypy'}\n")
        print(table(rows))
        if listed:
            print("\n" + "\n".join(listed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
