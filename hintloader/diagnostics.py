"""Diagnostics as plain data: where, how severe, which code, what."""

from __future__ import annotations

from hintloader.record import Record

TYPE_CHECKING = False
if TYPE_CHECKING:
    from hintloader.codes import Severity

SEVERITY_RANK: dict[str, int] = {"error": 0, "warning": 1, "note": 2}


class Diagnostic(Record):
    """One finding. ``line`` and ``column`` are 1-based; ``column`` may be unknown."""

    __slots__ = ("path", "line", "column", "severity", "code", "message", "end_line",
                 "end_column")
    path: str
    line: int
    column: int | None
    severity: Severity
    code: str
    message: str
    end_line: int | None
    end_column: int | None

    def __init__(
        self,
        path: str,
        line: int,
        column: int | None,
        severity: Severity,
        code: str,
        message: str,
        end_line: int | None = None,
        end_column: int | None = None,
    ) -> None:
        self._init(path=path, line=line, column=column, severity=severity, code=code,
                   message=message, end_line=end_line, end_column=end_column)

    def _identity(self) -> tuple[object, ...]:
        # The end of a range does not make two findings different.
        return (self.path, self.line, self.column, self.severity, self.code, self.message)

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
    def from_syntax_error(cls, path: str, exc: SyntaxError) -> Diagnostic:
        """A ``syntax`` finding. Some errors (an unknown source encoding) carry no column:
        Python sets the offset to 0 or -1 for them."""
        column = exc.offset if exc.offset is not None and exc.offset > 0 else None
        return cls(path, exc.lineno or 1, column, "error", "syntax", exc.msg)

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
            severity=severity,  # type: ignore[arg-type]  # validated just above
            code=str(data["code"]),
            message=str(data["message"]),
        )

