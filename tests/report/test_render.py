"""Rendering: text, JSON Lines, GitHub annotations, colour, excerpts, progress, error-code docs."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest

from hintloader.report import render
from hintloader.codes import CODES
from hintloader.diagnostics import Diagnostic
from hintloader.report.progress import Progress

ANSI = re.compile(r"\x1b\[[0-9;]*[mK]")


def d(path: str = "pkg/m.py", line: int = 3, column: int | None = 5, code: str = "arg-type",
      message: str = 'Argument 1 has incompatible type "str"; expected "int"',
      severity: str = "error", end_column: int | None = None) -> Diagnostic:
    return Diagnostic(path, line, column, severity, code, message,  # type: ignore[arg-type]
                      end_line=line if end_column else None, end_column=end_column)


def test_text_line_matches_mypy() -> None:
    assert render.text_line(d()) == \
        'pkg/m.py:3:5: error: Argument 1 has incompatible type "str"; expected "int"  [arg-type]'
    assert render.text_line(d(column=None, severity="note", code="reveal-type", message="x")) \
        == "pkg/m.py:3: note: x  [reveal-type]"


def test_json_line_has_exactly_the_documented_shape() -> None:
    data = json.loads(render.json_line(d(message="ünïcode")))
    assert data == {"path": "pkg/m.py", "line": 3, "column": 5, "severity": "error",
                    "code": "arg-type", "message": "ünïcode"}
    assert json.loads(render.json_line(d(column=None)))["column"] is None
    assert "ünïcode" in render.json_line(d(message="ünïcode"))  # not \\u-escaped


def test_github_line_escapes_properties_and_message() -> None:
    line = render.github_line(d(path="a,b:c.py", message="50% bad\nsecond", severity="warning"))
    assert line == ("::warning file=a%2Cb%3Ac.py,line=3,col=5,title=hintloader arg-type::"
                    "50%25 bad%0Asecond  [arg-type]")
    assert render.github_line(d(severity="note", column=None)).startswith(
        "::notice file=pkg/m.py,line=3,title=")


def test_summary_line() -> None:
    assert render.summary_line([], 1) == "Success: no issues found in 1 source file"
    two = [d(), d(path="b.py"), d(severity="note")]
    assert render.summary_line(two, 7) == "Found 2 errors in 2 files (checked 7 source files)"


def test_write_sorts_and_deduplicates() -> None:
    stream = io.StringIO()
    render.write([d(path="b.py"), d(line=1), d(path="b.py")], "text", stream, files_checked=2)
    assert [line.split(":")[0] + ":" + line.split(":")[1] for line in
            stream.getvalue().splitlines()[:2]] == ["b.py:3", "pkg/m.py:1"]
    assert stream.getvalue().splitlines()[-1].startswith("Found 2 errors in 2 files")


def test_write_json_and_github_have_no_summary_or_footer() -> None:
    for fmt in ("json", "github"):
        stream = io.StringIO()
        render.write([d()], fmt, stream, files_checked=1, colour=True, excerpt=True,
                     footer=["baseline note"])
        assert len(stream.getvalue().splitlines()) == 1
        assert "\x1b[" not in stream.getvalue()


def test_coloured_line_is_the_text_line_with_escapes() -> None:
    for severity in ("error", "warning", "note"):
        diagnostic = d(severity=severity)
        coloured = render.coloured_text_line(diagnostic)
        assert coloured != render.text_line(diagnostic)
        assert ANSI.sub("", coloured) == render.text_line(diagnostic)


def test_excerpt_with_caret_and_tildes(tmp_path: Path) -> None:
    source = tmp_path / "m.py"
    source.write_text("def f() -> None:\n    double(\"a\")\n\tx = 1\n")
    lines = render.SourceLines()
    assert render.excerpt_lines(d(path=str(source), line=2, column=12, end_column=15), lines) == [
        '    double("a")', "           ^~~"]
    assert render.excerpt_lines(d(path=str(source), line=2, column=5), lines) == [
        '    double("a")', "    ^"]
    assert render.excerpt_lines(d(path=str(source), line=2, column=None), lines) == [
        '    double("a")']
    assert render.excerpt_lines(d(path=str(source), line=3, column=2), lines) == [
        "    x = 1", "    ^"]  # tab indentation is dropped, the caret follows
    assert render.excerpt_lines(d(path=str(source), line=40), lines) == []
    assert render.excerpt_lines(d(path=str(tmp_path / "gone.py")), lines) == []


def test_write_text_with_colour_and_excerpt(tmp_path: Path) -> None:
    source = tmp_path / "m.py"
    source.write_text("x: int = 'a'\n")
    stream = io.StringIO()
    render.write([d(path=str(source), line=1, column=10, end_column=13)], "text", stream,
                 files_checked=1, colour=True, excerpt=True, footer=["note"])
    plain = ANSI.sub("", stream.getvalue()).splitlines()
    assert plain[1:] == ["    x: int = 'a'", "             ^~~",
                         "Found 1 error in 1 file (checked 1 source file)", "note"]
    assert "\x1b[1m\x1b[31mFound" in stream.getvalue()


def test_use_colour(monkeypatch: pytest.MonkeyPatch) -> None:
    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    assert render.use_colour(Tty()) and not render.use_colour(io.StringIO())
    monkeypatch.setenv("FORCE_COLOR", "1")
    assert render.use_colour(io.StringIO())
    monkeypatch.setenv("NO_COLOR", "1")
    assert not render.use_colour(Tty())


def test_baseline_line() -> None:
    assert render.baseline_line(0, 0) is None
    assert render.baseline_line(1, 0) == "1 baselined diagnostic not shown"
    assert render.baseline_line(3, 2, updated=True) == (
        "3 baselined diagnostics not shown; 2 baselined diagnostics fixed and removed from "
        "the baseline")
    assert "--update-baseline" in (render.baseline_line(0, 1) or "")


# -- error-code docs --------------------------------------------------------------------------

DOCS = """\
# Error codes

Intro text.

## arg-type

An argument does not fit.

```python
## not a heading inside a fence
double("a")
```

## `return-value`

Returned value.

# Appendix

Other text.
"""


def test_doc_sections() -> None:
    sections = render.doc_sections(DOCS)
    assert set(sections) == {"arg-type", "return-value"}
    assert sections["arg-type"].startswith("## arg-type\n\nAn argument does not fit.")
    assert "## not a heading inside a fence" in sections["arg-type"]
    assert "Returned value." in sections["return-value"]
    assert "Appendix" not in sections["return-value"]


def test_error_code_docs_inside_the_package_or_the_checkout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = tmp_path / "hintloader"
    package.mkdir()
    monkeypatch.setattr(render, "__file__", str(package / "report" / "render.py"))
    assert render.error_code_docs() is None
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "error-codes.md").write_text("## from-docs\n")
    assert render.error_code_docs() == "## from-docs\n"  # source checkout, editable install
    (package / "error-codes.md").write_text("## from-wheel\n")
    assert render.error_code_docs() == "## from-wheel\n"  # the copy a wheel ships


def test_explain_falls_back_to_the_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(render, "error_code_docs", lambda: None)
    text = render.explain("arg-type")
    assert text is not None and CODES["arg-type"].summary in text
    assert render.explain("no-such-code") is None
    monkeypatch.setattr(render, "error_code_docs", lambda: DOCS)
    assert render.explain("return-value") == render.doc_sections(DOCS)["return-value"]
    assert "return-value" in render.known_codes() and "syntax" in render.known_codes()


# -- progress -------------------------------------------------------------------------------

class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_progress_waits_a_second_then_draws_and_erases() -> None:
    clock, stream = Clock(), io.StringIO()
    progress = Progress(stream, enabled=True, clock=clock)
    progress(1, 10)
    clock.now += 0.5
    progress(2, 10)
    assert stream.getvalue() == ""
    clock.now += 0.6
    progress(3, 10)
    assert stream.getvalue().startswith("\rchecking [#########") and "3/10 files" in \
        stream.getvalue()
    drawn = stream.getvalue()
    clock.now += 0.01
    progress(4, 10)  # throttled
    assert stream.getvalue() == drawn
    progress(10, 10)  # the last step always draws
    assert "10/10 files" in stream.getvalue()
    progress.close()
    assert stream.getvalue().endswith("\r\x1b[K")


def test_progress_disabled_and_for_stream() -> None:
    clock, stream = Clock(), io.StringIO()
    progress = Progress(stream, enabled=False, clock=clock)
    clock.now += 5
    progress(1, 2)
    progress.close()
    assert stream.getvalue() == ""
    assert not Progress.for_stream(io.StringIO()).enabled

    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    assert Progress.for_stream(Tty()).enabled
