"""The checker on real, well-annotated packages: every diagnostic is committed and reviewed.

``hintloader check`` runs over each distribution of the corpus (``corpus.json``, versions pinned
by the ``corpus`` extra of pyproject.toml) and its findings must equal
``expected/<distribution>.jsonl`` exactly. A new finding is a false positive to fix or a real
error to explain in ``REVIEW.md``; a finding that disappeared is progress to record. To rewrite
the expectation files from the checker as it is::

    HINTLOADER_UPDATE_CORPUS=1 .venv/bin/python -m pytest tests/realworld -n 0 -q

then classify the new lines in REVIEW.md (``python benchmarks/corpus_report.py`` lists what is
missing). The comparison needs the pinned versions and the Python the files were recorded with
(the checker reads that interpreter's typeshed stubs and ``sys.version_info`` branches); on another
Python it still runs the checker and requires that no ``internal-error`` appears.
"""

from __future__ import annotations

import difflib
import os
import sys

import pytest

from tests.realworld.corpus_lib import (
    EXPECTED_DIR,
    REPO,
    REVIEW_MD,
    UPDATE_VAR,
    check,
    classify,
    distributions,
    pinned_versions,
    read_expected,
    read_review,
    recorded_python,
    running_python,
    version_problem,
    write_expected,
)

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - hintloader depends on tomli there
    import tomli as tomllib

INTERNAL_ERROR = "internal-error"


def _updating() -> bool:
    return os.environ.get(UPDATE_VAR, "") not in ("", "0")


@pytest.mark.parametrize("distribution", sorted(distributions()))
def test_corpus_diagnostics_match_the_committed_list(distribution: str) -> None:
    problem = version_problem(distribution)
    if problem is not None:
        pytest.skip(problem)
    output = check(distribution)
    assert output.returncode in (0, 1), (
        f"hintloader check exited {output.returncode} on {distribution}:\n{output.stderr}")
    internal = [str(f) for f in output.findings if f.code == INTERNAL_ERROR]
    assert not internal, f"internal errors on {distribution}:\n" + "\n".join(internal)
    if running_python() != recorded_python():
        pytest.skip(f"expectations are recorded on Python {recorded_python()}, this is "
                    f"{running_python()}: only checked for internal errors")
    if _updating():
        write_expected(distribution, output.findings)
        return
    expected = read_expected(distribution)
    assert expected is not None, (
        f"no {EXPECTED_DIR.name}/{distribution}.jsonl: record it with {UPDATE_VAR}=1")
    if output.findings != expected:
        diff = "\n".join(difflib.unified_diff(
            [str(f) for f in expected], [str(f) for f in output.findings],
            f"expected/{distribution}.jsonl", "hintloader check now", lineterm="", n=1))
        pytest.fail(
            f"the checker's findings on {distribution} changed ('-' gone, '+' new). Fix new false "
            f"positives; otherwise rerun with {UPDATE_VAR}=1 and update REVIEW.md.\n{diff}",
            pytrace=False)


def test_expectation_files_cover_the_corpus() -> None:
    names = {p.stem for p in EXPECTED_DIR.glob("*.jsonl")}
    assert names == set(distributions())


def test_no_internal_error_is_expected() -> None:
    """An internal error is never an accepted finding: it must be fixed, not recorded."""
    internal = [f"{d}: {f}" for d in distributions()
                for f in read_expected(d) or [] if f.code == INTERNAL_ERROR]
    assert not internal, "\n".join(internal)


def test_review_classifies_every_expected_diagnostic() -> None:
    """REVIEW.md has exactly one line per committed finding, each TRUE or a cause of FALSE
    POSITIVE that the file describes under a ``### <cause>:`` heading."""
    findings = [f for d in distributions() for f in read_expected(d) or []]
    verdicts = read_review()
    _, unreviewed, stale = classify(findings, verdicts)
    assert not unreviewed, "findings not classified in REVIEW.md:\n" + "\n".join(
        f"- TRUE `{f.path}:{f.line}` [{f.code}] {f.message} — why" for f in unreviewed)
    assert not stale, "REVIEW.md lines with no committed finding:\n" + "\n".join(
        f"{v.path}:{v.line} [{v.code}] {v.rest}" for v in stale)
    text = REVIEW_MD.read_text(encoding="utf-8")
    causes = {v.cause for v in verdicts if v.verdict == "FALSE POSITIVE"}
    assert None not in causes, "every FALSE POSITIVE line names its cause: (FP-n)"
    undescribed = sorted(c for c in causes if f"### {c}:" not in text)
    assert not undescribed, f"causes without a '### <cause>:' section: {undescribed}"


def test_the_test_extra_carries_the_corpus_pins() -> None:
    """CI installs the test extra: it must pin the corpus exactly as the corpus extra does."""
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    extras = project["optional-dependencies"]
    assert set(extras["corpus"]) <= set(extras["test"]), sorted(
        set(extras["corpus"]) - set(extras["test"]))
    assert set(pinned_versions()) >= set(distributions())
