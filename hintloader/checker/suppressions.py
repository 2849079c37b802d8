"""``# type: ignore`` comments: per line, per code, file-level, and which ones went unused."""

from __future__ import annotations

import io
import re
import tokenize
from dataclasses import dataclass, field

# An ignore for the general code also covers its more specific variant.
PARENT_CODES = {"union-attr": "attr-defined"}
_IGNORE = re.compile(r"#\s*type:\s*ignore(\[[^\]]*\])?")


@dataclass
class Suppressions:
    # line -> None (all codes) or the listed codes
    lines: dict[int, frozenset[str] | None] = field(default_factory=dict)
    whole_file: bool = False
    used: dict[int, set[str]] = field(default_factory=dict)

    def suppresses(self, line: int, code: str) -> bool:
        if self.whole_file:
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
    result = Suppressions()
    if "type:" not in source:
        return result
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return result
    for tok in tokens:
        if tok.type != tokenize.COMMENT:
            continue
        match = _IGNORE.match(tok.string)
        if match is None:
            # "# noqa  # type: ignore" style: the ignore may follow another comment.
            match = _IGNORE.search(tok.string)
            if match is None:
                continue
        line = tok.start[0]
        codes: frozenset[str] | None = None
        if match.group(1):
            codes = frozenset(c.strip() for c in match.group(1)[1:-1].split(",") if c.strip())
        if (first_statement_line is None or line < first_statement_line) and tok.start[1] == 0 and codes is None:
            result.whole_file = True
            continue
        result.lines[line] = codes
    return result
