"""The real-world corpus: well-annotated PyPI packages checked with ``hintloader check``.

Shared by ``tests/realworld/test_corpus.py`` and ``benchmarks/corpus_report.py``. The packages
and the import folders each one installs are listed in ``corpus.json``; their exact versions are
the ``corpus`` extra of ``pyproject.toml`` (``pip install -e '.[corpus]'``). The diagnostics the
checker reports on each distribution are committed, one JSON object a line, in
``expected/<distribution>.jsonl``; ``REVIEW.md`` classifies every one of them.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - hintloader depends on tomli there
    import tomli as tomllib

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
CORPUS_JSON = HERE / "corpus.json"
EXPECTED_DIR = HERE / "expected"
REVIEW_MD = HERE / "REVIEW.md"
UPDATE_VAR = "HINTLOADER_UPDATE_CORPUS"
JOBS = 2


@dataclass(frozen=True, order=True)
class Finding:
    """One diagnostic, as compared: the path is relative to the site-packages folder."""

    path: str
    line: int
    code: str
    message: str

    def to_json(self) -> str:
        return json.dumps({"path": self.path, "line": self.line, "code": self.code,
                           "message": self.message}, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> Finding:
        data = json.loads(text)
        return cls(data["path"], int(data["line"]), data["code"], data["message"])

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: [{self.code}] {self.message}"


def corpus_config() -> dict[str, object]:
    data: dict[str, object] = json.loads(CORPUS_JSON.read_text(encoding="utf-8"))
    return data


def distributions() -> dict[str, list[str]]:
    """Each distribution of the corpus and the top-level import folders it installs."""
    packages = corpus_config()["packages"]
    assert isinstance(packages, dict)
    return {str(name): [str(m) for m in modules] for name, modules in packages.items()}


def recorded_python() -> str:
    """The Python (major.minor) the expectation files were recorded with: the checker reads
    the typeshed stubs and ``sys.version_info`` branches of the running interpreter."""
    return str(corpus_config()["python"])


def running_python() -> str:
    return f"{sys.version_info[0]}.{sys.version_info[1]}"


def _canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def pinned_versions() -> dict[str, str]:
    """``name -> version`` from the ``corpus`` extra of pyproject.toml (exact ``==`` pins)."""
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    pins: dict[str, str] = {}
    for requirement in project["optional-dependencies"]["corpus"]:
        name, sep, version = requirement.partition("==")
        assert sep, f"corpus pins must be exact (==): {requirement!r}"
        pins[_canonical(name.strip())] = version.strip()
    return pins


def installed_version(distribution: str) -> str | None:
    try:
        return importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        return None


def version_problem(distribution: str) -> str | None:
    """Why this distribution cannot be compared here, or None when the pinned version is in."""
    pinned = pinned_versions().get(_canonical(distribution))
    have = installed_version(distribution)
    if pinned is None:
        return f"{distribution} has no pin in the corpus extra of pyproject.toml"
    if have is None:
        return f"{distribution}=={pinned} is not installed (pip install -e '.[corpus]')"
    if have != pinned:
        return (f"{distribution} {have} is installed, the corpus pins {pinned} "
                f"(pip install -e '.[corpus]')")
    return None


def locate(distribution: str) -> tuple[Path, list[Path]]:
    """(the site-packages folder, the distribution's import folders), found without importing."""
    folders: list[Path] = []
    for module in distributions()[distribution]:
        spec = importlib.util.find_spec(module)
        if spec is None or not spec.submodule_search_locations:
            raise LookupError(f"{module} (of {distribution}) is not an installed package")
        folders.append(Path(list(spec.submodule_search_locations)[0]))
    roots = {folder.parent for folder in folders}
    assert len(roots) == 1, f"{distribution}'s folders are in different places: {folders}"
    return roots.pop(), folders


def python_files(folders: list[Path]) -> list[Path]:
    """The files ``hintloader check`` checks in these folders: every .py file."""
    found: list[Path] = []
    for folder in folders:
        for dirpath, dirnames, filenames in os.walk(folder):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
            found += [Path(dirpath, name) for name in sorted(filenames) if name.endswith(".py")]
    return found


def count_lines(folders: list[Path]) -> int:
    """Physical lines of the checked files (blank lines and comments included, as ``wc -l``)."""
    total = 0
    for path in python_files(folders):
        with open(path, "rb") as f:
            total += sum(1 for _ in f)
    return total


def _clean_env() -> dict[str, str]:
    """No inherited activation; the child imports the hintloader that this process imported
    (a checkout run with ``python -m pytest`` from its folder checks that checkout's code)."""
    import hintloader

    env = {k: v for k, v in os.environ.items() if not k.startswith("HINTLOADER")}
    env["PYTHONPATH"] = str(Path(hintloader.__file__).resolve().parent.parent)
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    if "HINTLOADER_STARTUP_CACHE" in os.environ:  # tests/conftest.py: never the user's cache
        env["HINTLOADER_STARTUP_CACHE"] = os.environ["HINTLOADER_STARTUP_CACHE"]
    return env


@dataclass
class CheckOutput:
    findings: list[Finding]
    returncode: int
    stderr: str
    seconds: float


def check(distribution: str, *, jobs: int = JOBS, timeout: float = 600) -> CheckOutput:
    """Run ``python -m hintloader check`` on the distribution's folders (no cache, no baseline);
    errors and warnings are findings, notes (which explain the error they follow) are not."""
    import time

    root, folders = locate(distribution)
    command = [sys.executable, "-m", "hintloader", "check", *map(str, folders),
               "--format", "json", "--cache-dir", "off", "--no-baseline", "-j", str(jobs)]
    started = time.perf_counter()
    # An empty working folder: no project configuration of ours applies to the packages.
    with tempfile.TemporaryDirectory() as cwd:
        result = subprocess.run(command, cwd=cwd, env=_clean_env(), capture_output=True,
                                text=True, timeout=timeout)
    seconds = time.perf_counter() - started
    findings: list[Finding] = []
    for text in result.stdout.splitlines():
        if not text.strip():
            continue
        data = json.loads(text)
        if data["severity"] == "note":
            continue  # a note explains the error before it: the error is the finding
        path = Path(data["path"])
        if not path.is_absolute():
            path = Path(cwd, path)
        relative = Path(os.path.relpath(path, root)).as_posix()
        findings.append(Finding(relative, int(data["line"]), data["code"], data["message"]))
    return CheckOutput(sorted(findings), result.returncode, result.stderr, seconds)


def expected_path(distribution: str) -> Path:
    return EXPECTED_DIR / f"{distribution}.jsonl"


def read_expected(distribution: str) -> list[Finding] | None:
    path = expected_path(distribution)
    if not path.is_file():
        return None
    return sorted(Finding.from_json(line) for line in path.read_text(encoding="utf-8").splitlines()
                  if line.strip())


def write_expected(distribution: str, findings: list[Finding]) -> None:
    EXPECTED_DIR.mkdir(parents=True, exist_ok=True)
    text = "".join(f.to_json() + "\n" for f in sorted(findings))
    expected_path(distribution).write_text(text, encoding="utf-8")


# -- REVIEW.md ----------------------------------------------------------------------------------

#: ``- TRUE `path:line` [code] message — why`` or
#: ``- FALSE POSITIVE (FP-n) `path:line` [code] message — which rule is wrong``
REVIEW_LINE = re.compile(
    r"^- (?P<verdict>TRUE|FALSE POSITIVE)(?: \((?P<cause>[\w-]+)\))? "
    r"`(?P<path>[^`:]+):(?P<line>\d+)` \[(?P<code>[\w-]+)\] (?P<rest>.*)$"
)


@dataclass(frozen=True)
class Verdict:
    verdict: str  # "TRUE" or "FALSE POSITIVE"
    cause: str | None
    path: str
    line: int
    code: str
    rest: str  # the message, then " — " and the explanation

    def matches(self, finding: Finding) -> bool:
        return (self.path, self.line, self.code) == (finding.path, finding.line, finding.code) \
            and (self.rest == finding.message or self.rest.startswith(finding.message + " — "))


def read_review(text: str | None = None) -> list[Verdict]:
    if text is None:
        text = REVIEW_MD.read_text(encoding="utf-8") if REVIEW_MD.is_file() else ""
    verdicts: list[Verdict] = []
    for line in text.splitlines():
        match = REVIEW_LINE.match(line)
        if match:
            verdicts.append(Verdict(match["verdict"], match["cause"], match["path"],
                                    int(match["line"]), match["code"], match["rest"]))
    return verdicts


def classify(findings: list[Finding], verdicts: list[Verdict]
             ) -> tuple[list[tuple[Finding, Verdict]], list[Finding], list[Verdict]]:
    """Pair each finding with one review line: (pairs, findings not reviewed, stale lines)."""
    left = list(verdicts)
    pairs: list[tuple[Finding, Verdict]] = []
    unreviewed: list[Finding] = []
    for finding in sorted(findings):
        for index, verdict in enumerate(left):
            if verdict.matches(finding):
                pairs.append((finding, left.pop(index)))
                break
        else:
            unreviewed.append(finding)
    return pairs, unreviewed, left


def distribution_of(path: str) -> str | None:
    top = path.split("/", 1)[0]
    for distribution, modules in distributions().items():
        if top in modules:
            return distribution
    return None
