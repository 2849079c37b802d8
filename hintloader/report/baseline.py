"""The baseline: today's known diagnostics, recorded so that later runs report only new ones."""

from __future__ import annotations

import json
import os
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from hintloader.diagnostics import Diagnostic
from hintloader.report import BASELINE_FILE

__all__ = [
    "BASELINE_FILE",
    "Baseline",
    "BaselineError",
    "BaselineKey",
    "default_baseline_path",
    "find_baseline",
    "load_baseline",
    "normalise_message",
    "write_baseline",
]

FORMAT_VERSION = 1

#: (file relative to the baseline's folder in posix form, code, normalised message)
BaselineKey = tuple[str, str, str]

# Line numbers move with unrelated edits; literal values (Literal[...] contents, quoted
# string values) change with harmless ones. Type and names in double quotes are the finding.
_LINE_NUMBER = re.compile(r"\b(lines?|line number|column|col)\s+\d+(?:\s*[-–]\s*\d+)?", re.I)
_LITERAL = re.compile(r"Literal\[[^\[\]]*(?:\[[^\[\]]*\][^\[\]]*)*\]")
_SINGLE_QUOTED = re.compile(r"'(?:[^'\\]|\\.)*'")
_SPACES = re.compile(r"\s+")


class BaselineError(ValueError):
    """A baseline file that cannot be read or is not a hintloader baseline."""

    def __init__(self, path: str, problem: str) -> None:
        self.path = path
        self.problem = problem
        super().__init__(f"{path}: {problem}")


def normalise_message(message: str) -> str:
    """The message with what moves under unrelated edits replaced: line numbers, literal
    values; other numbers ("Argument 2", "expected 3 arguments") stay, they are the finding."""
    text = _LINE_NUMBER.sub(lambda m: f"{m.group(1)} N", message)
    text = _LITERAL.sub("Literal[...]", text)
    text = _SINGLE_QUOTED.sub("'...'", text)
    return _SPACES.sub(" ", text).strip()


def default_baseline_path(project_root: str | None) -> str:
    return os.path.join(project_root or os.getcwd(), BASELINE_FILE)


def find_baseline(project_root: str | None, path: str | None = None) -> Baseline | None:
    """The project's baseline if it has one (the import hook and pytest plugin start here).

    ``path`` overrides the default ``hintloader-baseline.json`` in ``project_root``.
    Raises BaselineError for a file that exists but is not a valid baseline."""
    try:
        return load_baseline(path or default_baseline_path(project_root))
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as exc:
        raise BaselineError(path or default_baseline_path(project_root), str(exc)) from None


def _baselined(d: Diagnostic) -> bool:
    # Notes (reveal_type) are asked for on purpose; a baseline must never hide them.
    return d.severity != "note"


@dataclass
class Baseline:
    """Known diagnostics with counts, keyed by file, code and normalised message."""

    root: str  # folder the recorded paths are relative to (the baseline file's folder)
    counts: Counter[BaselineKey] = field(default_factory=Counter)
    path: str | None = None  # where it was loaded from, if anywhere

    def key(self, d: Diagnostic) -> BaselineKey:
        absolute = os.path.abspath(d.path)
        try:
            shown = os.path.relpath(absolute, self.root)
        except ValueError:  # another drive on Windows: no relative form
            shown = absolute
        return (shown.replace(os.sep, "/"), d.code, normalise_message(d.message))

    def _relative(self, path: str) -> str:
        return self.key(Diagnostic(path, 1, None, "error", "", ""))[0]

    @classmethod
    def from_diagnostics(cls, diagnostics: Iterable[Diagnostic], *, root: str) -> Baseline:
        baseline = cls(os.path.abspath(root))
        baseline.counts.update(baseline.key(d) for d in diagnostics if _baselined(d))
        return baseline

    def __len__(self) -> int:
        return sum(self.counts.values())

    def filter(
        self, diagnostics: Iterable[Diagnostic], *, checked: Iterable[str] | None = None
    ) -> tuple[list[Diagnostic], int]:
        """(the diagnostics the baseline does not cover, how many baselined ones are gone).

        ``checked`` names the files that were looked at (all of them by default, or the
        diagnostics' files): entries of other files are neither matched nor counted as fixed,
        so checking a few files (a pre-commit hook, one import) never reports the rest fixed.
        Diagnostics are matched in their sort order, so with duplicates the first ones are
        the baselined ones."""
        ordered = sorted(diagnostics, key=Diagnostic.sort_key)
        budget = Counter(self.counts)
        new: list[Diagnostic] = []
        for d in ordered:
            k = self.key(d)
            if _baselined(d) and budget[k] > 0:
                budget[k] -= 1
            else:
                new.append(d)
        files = (
            {self._relative(p) for p in checked} if checked is not None
            else {k[0] for k in self.counts}
        )
        fixed = sum(n for k, n in budget.items() if n > 0 and k[0] in files)
        return new, fixed

    def shrunk(
        self, diagnostics: Iterable[Diagnostic], *, checked: Iterable[str] | None = None
    ) -> Baseline:
        """This baseline without the entries that are fixed; never adds an entry."""
        current = Counter(self.key(d) for d in diagnostics if _baselined(d))
        files = None if checked is None else {self._relative(p) for p in checked}
        counts: Counter[BaselineKey] = Counter()
        for k, n in self.counts.items():
            keep = n if files is not None and k[0] not in files else min(n, current[k])
            if keep > 0:
                counts[k] = keep
        return Baseline(self.root, counts, self.path)

    def merged(self, other: Baseline, *, replacing: Iterable[str]) -> Baseline:
        """``other``'s entries for the files in ``replacing``; this one's for all others."""
        files = {self._relative(p) for p in replacing}
        counts: Counter[BaselineKey] = Counter(
            {k: n for k, n in self.counts.items() if k[0] not in files}
        )
        counts.update({k: n for k, n in other.counts.items() if k[0] in files})
        return Baseline(self.root, counts, self.path)

    def to_json(self) -> dict[str, object]:
        entries = [
            {"path": p, "code": c, "message": m, "count": n}
            for (p, c, m), n in sorted(self.counts.items())
            if n > 0
        ]
        return {"hintloader-baseline": FORMAT_VERSION, "entries": entries}


def _entries(data: object, path: str) -> list[Mapping[str, object]]:
    if not isinstance(data, dict) or data.get("hintloader-baseline") != FORMAT_VERSION:
        raise BaselineError(path, f"not a hintloader baseline (format {FORMAT_VERSION})")
    entries = data.get("entries")
    if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
        raise BaselineError(path, "'entries' must be a list of objects")
    return entries


def load_baseline(path: str) -> Baseline:
    """Read a baseline file; paths in it are relative to the file's folder.

    Raises FileNotFoundError when there is no such file and BaselineError when it is not a
    valid baseline."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise BaselineError(path, f"not valid JSON: {exc}") from None
    baseline = Baseline(os.path.dirname(os.path.abspath(path)), path=path)
    for entry in _entries(data, path):
        try:
            key = (str(entry["path"]), str(entry["code"]), normalise_message(str(entry["message"])))
            count = entry.get("count", 1)
            if not isinstance(count, int) or isinstance(count, bool) or count < 1:
                raise BaselineError(path, f"bad count {count!r} for {key[0]} [{key[1]}]")
        except KeyError as exc:
            raise BaselineError(path, f"an entry has no {exc.args[0]!r}") from None
        baseline.counts[key] += count
    return baseline


def write_baseline(baseline: Baseline, path: str) -> None:
    """Write atomically, sorted and indented, so the committed file diffs cleanly."""
    target = os.path.abspath(path)
    if os.path.dirname(target) != baseline.root:
        # Recorded paths are relative to the file's folder; re-key for a different folder.
        moved = Baseline(os.path.dirname(target), path=path)
        for (p, c, m), n in baseline.counts.items():
            absolute = os.path.join(baseline.root, p)
            moved.counts[moved.key(Diagnostic(absolute, 1, None, "error", c, m))] += n
        baseline = moved
    text = json.dumps(baseline.to_json(), indent=2, ensure_ascii=False) + "\n"
    temporary = f"{target}.{os.getpid()}.tmp"
    with open(temporary, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    os.replace(temporary, target)
