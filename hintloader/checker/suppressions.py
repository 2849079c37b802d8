"""``# type: ignore`` comments: per line, per code, file-level, and which ones went unused."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# An ignore for the general code also covers its more specific variant; mypy reports calling
# what is not callable as ``operator``, ``import`` covers both of its import codes, and
# ``method-assign`` is mypy's sub-code of ``assignment``.
PARENT_CODES = {"union-attr": "attr-defined", "not-callable": "operator",
                "import-not-found": "import", "import-untyped": "import", "method-assign": "assignment"}
_IGNORE = re.compile(r"#\s*type:\s*ignore(?!\w)\s*(\[[^\]]*\])?")  # (not ``# type: ignored``)
# Pyright's own line ignore: its rule names are not ours, so it silences the whole line.
_PYRIGHT_IGNORE = re.compile(r"#\s*pyright:\s*ignore\b")
# mypy's inline configuration (a comment line of its own): the module opts out of checking, or
# out of some error codes, and says so to any checker that follows mypy.
_MYPY_CONFIG = re.compile(r"^#\s*mypy:(.*)$", re.MULTILINE)
_MYPY_IGNORE_ERRORS = re.compile(r"(?:^|,)\s*ignore[-_]errors\s*(?:=\s*True\s*)?(?:,|$)", re.IGNORECASE)
_MYPY_DISABLED_CODES = re.compile(r"disable[-_]error[-_]code\s*=\s*(?:\"([^\"]*)\"|'([^']*)'|([\w-]+))")


@dataclass
class Suppressions:
    # line -> None (all codes) or the listed codes
    lines: dict[int, frozenset[str] | None] = field(default_factory=dict)
    whole_file: bool = False
    # Codes a ``# mypy: disable-error-code=...`` comment turns off for the whole module.
    file_codes: frozenset[str] = frozenset()
    used: dict[int, set[str]] = field(default_factory=dict)
    # Lines with a ``# pyright: ignore``: silenced, never reported as unused (pyright's to judge).
    pyright_lines: set[int] = field(default_factory=set)

    def suppresses(self, line: int, code: str) -> bool:
        if self.whole_file or line in self.pyright_lines:
            return True
        if code in self.file_codes or PARENT_CODES.get(code) in self.file_codes:
            return True
        if line not in self.lines:
            return False
        codes = self.lines[line]
        if codes is not None and code not in codes:
            parent = PARENT_CODES.get(code)
            if parent is None or parent not in codes:
                return False
            code = parent
        self.used.setdefault(line, set()).add(code)
        return True

    def lines_silencing(self, code: str) -> frozenset[int]:
        """The lines whose own ignore covers ``code`` (not counted as used: nothing is yet)."""
        return frozenset(line for line, codes in self.lines.items() if codes is None or code in codes)

    def suppresses_at(self, line: int, origin_line: int | None, code: str) -> bool:
        """An ignore on the finding's line, or on the first line of the statement it belongs to."""
        return self.suppresses(line, code) or (origin_line is not None and self.suppresses(origin_line, code))

    def not_covering(self, line: int, origin_line: int | None) -> str | None:
        """The text of a coded ignore on the finding's line (or its statement's first line)
        that did not silence it, for mypy's note; None where there is none."""
        for where in (line, origin_line):
            if where is None or where not in self.lines:
                continue
            codes = self.lines[where]
            if codes is not None:
                return f"type: ignore[{', '.join(sorted(codes))}]"
        return None

    def unused(self) -> list[tuple[int, str]]:
        """(line, message) for ignores that suppressed nothing (or some listed codes unused)."""
        out: list[tuple[int, str]] = []
        for line, codes in sorted(self.lines.items()):
            used = self.used.get(line, set())
            if not used:
                text = "type: ignore" if codes is None else f"type: ignore[{', '.join(sorted(codes))}]"
                out.append((line, f'Unused "{text}" comment'))
            elif codes is not None and codes - used:
                out.append((line, f'Unused "type: ignore[{", ".join(sorted(codes - used))}]" comment'))
        return out


def find_suppressions(source: str, first_statement_line: int | None) -> Suppressions:
    """Scan comments for ignores. A line-based scan: an ignore inside a string literal counts
    too, which can only hide findings on that line, never create one."""
    result = Suppressions()
    if "mypy:" in source:
        _read_mypy_config(source, result)
    pyright = "pyright:" in source
    if "type:" not in source and not pyright:
        return result
    for lineno, line in enumerate(source.splitlines(), start=1):
        if pyright and "pyright:" in line and _PYRIGHT_IGNORE.search(line):
            result.pyright_lines.add(lineno)
        if "type:" not in line or "#" not in line:
            continue
        match = _IGNORE.search(line)
        if match is None:
            continue
        codes: frozenset[str] | None = None
        if match.group(1):
            codes = frozenset(c.strip() for c in match.group(1)[1:-1].split(",") if c.strip())
        at_top = first_statement_line is None or lineno < first_statement_line
        if at_top and match.start() == 0 and codes is None:
            result.whole_file = True
            continue
        result.lines[lineno] = codes
    return result


def _read_mypy_config(source: str, result: Suppressions) -> None:
    """``# mypy: ignore-errors`` silences the module; ``# mypy: disable-error-code="a, b"``
    those codes in it (mypy's inline configuration; its other flags are not ours)."""
    codes: set[str] = set()
    for match in _MYPY_CONFIG.finditer(source):
        flags = match.group(1)
        if _MYPY_IGNORE_ERRORS.search(flags):
            result.whole_file = True
        for disabled in _MYPY_DISABLED_CODES.finditer(flags):
            listed = next(g for g in disabled.groups() if g is not None)
            codes.update(c.strip() for c in listed.split(",") if c.strip())
    result.file_codes = frozenset(codes)
