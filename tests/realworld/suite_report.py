"""A pytest plugin for the instrumented-suite runs: writes each failing test id and its error.

Loaded with ``-p tests.realworld.suite_report`` into a third-party package's own test run;
the file named by ``HINTLOADER_SUITE_REPORT`` receives one JSON object
``{test id: first line of the error}``.
"""

from __future__ import annotations

import json
import os
from typing import Any

_failures: dict[str, str] = {}


def pytest_runtest_logreport(report: Any) -> None:
    if report.failed:
        crash = getattr(report.longrepr, "reprcrash", None)
        message = getattr(crash, "message", None) or str(report.longrepr)
        _failures.setdefault(report.nodeid, message.splitlines()[0] if message else "")


def pytest_collectreport(report: Any) -> None:
    if report.failed:  # a module that cannot even be imported fails all its tests
        _failures.setdefault(report.nodeid or "<collection>", str(report.longrepr).splitlines()[-1])


def pytest_sessionfinish(session: Any, exitstatus: int) -> None:
    path = os.environ.get("HINTLOADER_SUITE_REPORT")
    if path:
        with open(path, "w", encoding="utf-8") as f:
            json.dump(_failures, f, indent=0, sort_keys=True)
