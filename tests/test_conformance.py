"""A ratchet on the typing spec's conformance suite: every file listed as passing still passes.

The suite lives outside the project (``../shared/conformance``, a copy of python/typing's
conformance tests with its scorer); this test runs it when it is there and skips otherwise.
``conformance_passing.txt`` lists the test files hintloader passes under the suite's strict
automated rule. The list is kept honest both ways: a listed file that fails is a regression,
and a passing file that is not listed must be added, so the list only ever grows.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO, clean_env

SUITE = REPO.parent / "shared" / "conformance"
PASSING = Path(__file__).with_name("conformance_passing.txt")

pytestmark = [
    pytest.mark.skipif(not (SUITE / "score.py").is_file(),
                       reason="the conformance suite is not here (../shared/conformance)"),
    pytest.mark.skipif(sys.version_info < (3, 12),
                       reason="13 of the suite's files use PEP 695 syntax, parsed from Python 3.12"),
]


def listed_as_passing() -> set[str]:
    lines = PASSING.read_text(encoding="utf-8").splitlines()
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}


def verdicts(tmp_path: Path) -> dict[str, bool]:
    """Each test file's verdict, from one check of the whole suite as the suite's runner does."""
    tests = SUITE / "suite" / "tests"
    diagnostics = tmp_path / "diagnostics.jsonl"
    with diagnostics.open("wb") as out:
        subprocess.run([sys.executable, "-m", "hintloader", "check", "--format", "json",
                        "--cache-dir", "off", "."], cwd=tests, stdout=out, env=clean_env(),
                       timeout=600)
    scored = tmp_path / "scored.json"
    subprocess.run([sys.executable, str(SUITE / "score.py"), str(tests), str(diagnostics),
                    "--label", "hintloader", "--json", str(scored), "-q"],
                   check=True, capture_output=True, timeout=120)
    return {row["file"]: row["passed"] for row in json.loads(scored.read_text())["files"]}


def test_the_files_listed_as_passing_pass_and_every_passing_file_is_listed(tmp_path: Path) -> None:
    found = verdicts(tmp_path)
    listed = listed_as_passing()
    unknown = sorted(listed - found.keys())
    assert not unknown, f"{PASSING.name} lists files the suite does not have: {unknown}"
    regressed = sorted(name for name in listed if not found[name])
    assert not regressed, (
        f"files listed as passing now fail: {regressed} "
        f"(../shared/conformance/run -v --file NAME shows why)")
    unlisted = sorted(name for name, passed in found.items() if passed and name not in listed)
    assert not unlisted, f"these files pass now: add them to tests/{PASSING.name}: {unlisted}"
