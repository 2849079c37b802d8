"""Real packages' own test suites with runtime checks on fail no test that passes without them.

Each suite of ``suites_lib.SUITES`` runs twice in subprocesses, at the same time: plain, and
with ``HINTLOADER=1 HINTLOADER_INSTRUMENT=1 HINTLOADER_PACKAGES=<package>`` against the
installed package. A test that fails only when instrumented is a false positive of the runtime
checker, to fix, unless it is one of the suite's reviewed failures: tests that hand the package
values outside its annotations on purpose (``Version(1)`` to test the error), and places where
the package's own annotations are narrower than what it does. See docs/runtime-checks.md.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.realworld.suites_lib import (
    FULL_VAR,
    RECORDED_PYTHON,
    SUITES,
    fetch_tests,
    installed_version,
    probe,
    reviewed_in_selection,
    reviewed_pattern,
    start,
)


def _folder_or_skip(name: str) -> Path:
    suite = SUITES[name]
    installed = installed_version(suite.distribution)
    if installed != suite.version:
        pytest.skip(f"{suite.distribution}=={suite.version} is not installed ({installed}): "
                    "pip install -e '.[test]'")
    try:
        return fetch_tests(suite)
    except (subprocess.SubprocessError, OSError) as exc:
        if os.environ.get("CI"):
            raise  # in CI the registry is reachable: a failed download is a failure
        pytest.skip(f"cannot fetch the sdist of {suite.distribution}=={suite.version}: {exc}")


@pytest.mark.parametrize("name", sorted(SUITES))
def test_instrumentation_adds_no_failures(name: str, tmp_path: Path) -> None:
    suite = SUITES[name]
    folder = _folder_or_skip(name)
    plain_run = start(suite, folder, tmp_path, instrumented=False)
    checked_run = start(suite, folder, tmp_path, instrumented=True)
    plain, checked = plain_run.failures(), checked_run.failures()

    # Instrumentation really happened: the probe's bad argument is refused.
    probed = probe(suite, tmp_path)
    assert probed["raised"] == "HintTypeError", probed
    assert isinstance(probed["hintloader_modules"], int) and probed["hintloader_modules"] >= 1

    new = {test: error for test, error in checked.items() if test not in plain}
    unexplained = {test: error for test, error in new.items() if reviewed_pattern(suite, test) is None}
    assert not unexplained, (
        f"{len(unexplained)} test(s) of {name} fail only with runtime checks: a false positive "
        "to fix, or (after review) a real mismatch to add to SUITES[...].reviewed:\n"
        + "\n".join(f"{test}\n    {error}" for test, error in sorted(unexplained.items())))
    healed = sorted(set(plain) - set(checked))
    assert not healed, f"tests of {name} that fail plain but pass instrumented: {healed}"

    # The reviewed failures still happen (so they are real and the list is not stale).
    used = {reviewed_pattern(suite, test) for test in new}
    assert used, f"no reviewed failure of {name} occurred: were the checks active?"
    if sys.version_info[:2] == RECORDED_PYTHON:
        stale = sorted(reviewed_in_selection(suite) - used)
        assert not stale, f"reviewed failures of {name} that no longer occur: {stale}"


def test_selection_names_existing_test_files() -> None:
    for name, suite in SUITES.items():
        assert suite.selected, name
        folder = _folder_or_skip(name)
        missing = [f for f in suite.selected if not (folder / f).is_file()]
        assert not missing, f"{name}: {missing} (set {FULL_VAR}=1 to run everything)"
