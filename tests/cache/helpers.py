"""Helpers for the cache tests: check results without running the checker."""

from __future__ import annotations

from hintloader.checker import CheckResult, Dependency
from hintloader.diagnostics import Diagnostic
from hintloader.config.options import PackageOptions

OPTIONS = PackageOptions()


def result(
    path: str,
    *,
    interface: str = "iface",
    dependencies: tuple[Dependency, ...] = (),
    diagnostics: tuple[Diagnostic, ...] | None = None,
) -> CheckResult:
    if diagnostics is None:
        diagnostics = (
            Diagnostic(path, 3, 5, "error", "arg-type", "Argument 1 has incompatible type"),
            Diagnostic(path, 7, None, "note", "note-code", "See here", end_line=8, end_column=2),
        )
    return CheckResult(diagnostics, interface, dependencies)


class Disk:
    """A folder table's file in memory: what the table last wrote, and how often it wrote."""

    def __init__(self) -> None:
        self.payload: bytes | None = None
        self.writes = 0

    def read(self) -> bytes | None:
        return self.payload

    def write(self, payload: bytes) -> None:
        self.payload = payload
        self.writes += 1
