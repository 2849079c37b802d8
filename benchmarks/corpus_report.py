"""The real-world corpus in figures: per package, lines, findings, true errors, false positives.

Run with the project's interpreter after ``pip install -e '.[corpus]'``::

    .venv/bin/python benchmarks/corpus_report.py [--live] [--docs docs/corpus.md]

By default it reads the committed findings (``tests/realworld/expected/*.jsonl``) and their
classification (``tests/realworld/REVIEW.md``); ``--live`` runs ``hintloader check`` on the installed
packages instead (findings not yet reviewed are counted as such). Lines are physical lines of the
checked ``.py`` files, as ``wc -l`` counts them. The table is printed between ``<!-- table -->``
and ``<!-- /table -->`` lines (the contract of ``benchmarks/run_all.py``); ``--docs FILE``
also replaces the table between those lines in FILE.
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.realworld.corpus_lib import (  # noqa: E402
    Finding,
    check,
    classify,
    count_lines,
    distributions,
    installed_version,
    locate,
    pinned_versions,
    python_files,
    read_expected,
    read_review,
    recorded_python,
)

TABLE_START = "<!-- table -->"
TABLE_END = "<!-- /table -->"


@dataclass
class Row:
    package: str
    version: str
    files: int
    lines: int
    findings: int
    true: int
    false: int
    unreviewed: int

    def per_10k(self, count: int) -> str:
        return f"{count * 10_000 / self.lines:.1f}" if self.lines else "n/a"


def rows(live: bool) -> list[Row]:
    verdicts = read_review()
    pins = pinned_versions()
    result: list[Row] = []
    for distribution in distributions():
        version = installed_version(distribution)
        if version is None:
            raise SystemExit(f"{distribution} is not installed: pip install -e '.[corpus]'")
        if version != pins.get(distribution):
            print(f"warning: {distribution} {version} is installed, the corpus pins "
                  f"{pins.get(distribution)}", file=sys.stderr)
        _, folders = locate(distribution)
        findings: list[Finding] = check(distribution).findings if live else \
            (read_expected(distribution) or [])
        pairs, unreviewed, _ = classify(findings, verdicts)
        true = sum(1 for _, v in pairs if v.verdict == "TRUE")
        result.append(Row(distribution, version, len(python_files(folders)), count_lines(folders),
                          len(findings), true, len(pairs) - true, len(unreviewed)))
    return result


def table(data: list[Row]) -> str:
    total = Row("**total**", "", sum(r.files for r in data), sum(r.lines for r in data),
                sum(r.findings for r in data), sum(r.true for r in data),
                sum(r.false for r in data), sum(r.unreviewed for r in data))
    show_unreviewed = total.unreviewed > 0
    head = ["package", "version", "files", "lines", "findings", "true errors", "false positives"]
    if show_unreviewed:
        head.append("not reviewed")
    head += ["findings / 10k lines", "true / 10k lines", "false positives / 10k lines"]
    lines = ["| " + " | ".join(head) + " |",
             "|" + "|".join("---" if i < 2 else "---:" for i in range(len(head))) + "|"]
    for row in [*data, total]:
        cells = [row.package, row.version, str(row.files), f"{row.lines:,}", str(row.findings),
                 str(row.true), str(row.false)]
        if show_unreviewed:
            cells.append(str(row.unreviewed))
        cells += [row.per_10k(row.findings), row.per_10k(row.true), row.per_10k(row.false)]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--live", action="store_true",
                        help="run the checker now instead of reading the committed findings")
    parser.add_argument("--docs", type=Path, help="also replace the table in this Markdown file")
    args = parser.parse_args(argv)
    data = rows(args.live)
    source = "live run" if args.live else "committed findings"
    block = (f"{TABLE_START}\n{table(data)}\n\nPython {recorded_python()}, {source}; lines are "
             f"physical lines of the checked .py files.\n{TABLE_END}")
    print(block)
    if args.docs is not None:
        text = args.docs.read_text(encoding="utf-8")
        pattern = re.compile(re.escape(TABLE_START) + r".*?" + re.escape(TABLE_END), re.S)
        if not pattern.search(text):
            raise SystemExit(f"{args.docs} has no {TABLE_START} ... {TABLE_END} block")
        args.docs.write_text(pattern.sub(lambda _: block, text, count=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
