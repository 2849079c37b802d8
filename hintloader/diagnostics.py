"""Diagnostics as plain data: where, how severe, which code, what."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import cast

from hintloader.codes import Severity

SEVERITY_RANK: dict[str, int] = {"error": 0, "warning": 1, "note": 2}


@dataclass(frozen=True, slots=True, order=False)
class Diagnostic:
    """One finding. ``line`` and ``column`` are 1-based; ``column`` may be unknown."""

    path: str
    line: int
    column: int | None
    severity: Severity
    code: str
    message: str
    end_line: int | None = field(default=None, compare=False)
    end_column: int | None = field(default=None, compare=False)

    def sort_key(self) -> tuple[str, int, int, int, str, str]:
        return (
            self.path,
            self.line,
            self.column or 0,
            SEVERITY_RANK[self.severity],
            self.code,
            self.message,
        )

    def to_json(self) -> dict[str, object]:
        """The stable JSON shape of DESIGN.md; exactly these keys."""
        return {
            "path": self.path,
            "line": self.line,
            "column": self.column,
            "severity": self.severity,
            "code": self.code,
            "message": self.message,
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Diagnostic:
        column = data["column"]
        severity = str(data["severity"])
        if severity not in SEVERITY_RANK:
            raise ValueError(f"unknown severity {severity!r}")
        return cls(
            path=str(data["path"]),
            line=int(str(data["line"])),
            column=None if column is None else int(str(column)),
            severity=cast(Severity, severity),
            code=str(data["code"]),
            message=str(data["message"]),
        )


def count_errors(diagnostics: tuple[Diagnostic, ...] | list[Diagnostic]) -> int:
    return sum(1 for d in diagnostics if d.severity == "error")
