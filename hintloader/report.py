"""Rendering of diagnostics: mypy-style text, JSON Lines, GitHub annotations, warnings."""

from __future__ import annotations

import json
import os
import sys
import warnings
from collections.abc import Iterable, Sequence
from typing import Any, TextIO

from hintloader.diagnostics import Diagnostic
from hintloader.errors import HintWarning


def text_line(d: Diagnostic) -> str:
    """``path:line:col: severity: message  [code]``, as mypy prints with --show-column-numbers."""
    where = f"{d.path}:{d.line}" if d.column is None else f"{d.path}:{d.line}:{d.column}"
    return f"{where}: {d.severity}: {d.message}  [{d.code}]"


def json_line(d: Diagnostic) -> str:
    return json.dumps(d.to_json(), ensure_ascii=False)


def _github_escape(text: str, *, property_value: bool = False) -> str:
    text = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    if property_value:
        text = text.replace(":", "%3A").replace(",", "%2C")
    return text


def github_line(d: Diagnostic) -> str:
    """A GitHub Actions workflow command that annotates the line in the pull request."""
    kind = {"error": "error", "warning": "warning", "note": "notice"}[d.severity]
    props = [f"file={_github_escape(d.path, property_value=True)}", f"line={d.line}"]
    if d.column is not None:
        props.append(f"col={d.column}")
    props.append(f"title={_github_escape('hintloader ' + d.code, property_value=True)}")
    return f"::{kind} {','.join(props)}::{_github_escape(d.message)}  [{d.code}]"


def summary_line(diagnostics: Sequence[Diagnostic], files_checked: int) -> str:
    errors = [d for d in diagnostics if d.severity == "error"]
    sources = "source file" if files_checked == 1 else "source files"
    if not errors:
        return f"Success: no issues found in {files_checked} {sources}"
    files = len({d.path for d in errors})
    return (
        f"Found {len(errors)} error{'s' if len(errors) != 1 else ''} in {files} "
        f"file{'s' if files != 1 else ''} (checked {files_checked} {sources})"
    )


def sorted_diagnostics(diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
    return sorted(set(diagnostics), key=Diagnostic.sort_key)


def write(
    diagnostics: Sequence[Diagnostic], fmt: str, stream: TextIO, *, files_checked: int = 0
) -> None:
    """Print diagnostics in one of the check command's formats."""
    ordered = sorted_diagnostics(diagnostics)
    if fmt == "json":
        for d in ordered:
            stream.write(json_line(d) + "\n")
    elif fmt == "github":
        for d in ordered:
            stream.write(github_line(d) + "\n")
    else:
        for d in ordered:
            stream.write(text_line(d) + "\n")
        stream.write(summary_line(ordered, files_checked) + "\n")


def write_stderr(diagnostics: Sequence[Diagnostic]) -> None:
    """Error mode in the runner: the findings, then why the program did not run."""
    ordered = sorted_diagnostics(diagnostics)
    for d in ordered:
        sys.stderr.write(text_line(d) + "\n")
    errors = sum(1 for d in ordered if d.severity == "error")
    files = len({d.path for d in ordered if d.severity == "error"})
    sys.stderr.write(
        f"hintloader: {errors} error{'s' if errors != 1 else ''} in {files} "
        f"file{'s' if files != 1 else ''}; not running (mode 'error')\n"
    )


# -- warn mode ------------------------------------------------------------------------------

_previous_showwarning: Any = None


def _showwarning(
    message: Warning | str,
    category: type[Warning],
    filename: str,
    lineno: int,
    file: TextIO | None = None,
    line: str | None = None,
) -> None:
    # HintWarnings already carry a mypy-style line; print it as is, without the
    # "file:line: HintWarning:" prefix and source excerpt that the default format adds.
    if issubclass(category, HintWarning):
        stream = file if file is not None else sys.stderr
        if stream is None:
            return
        try:
            stream.write(f"{message}\n")
        except OSError:
            pass
        return
    _previous_showwarning(message, category, filename, lineno, file, line)


def _install_showwarning() -> None:
    global _previous_showwarning
    if warnings.showwarning is not _showwarning:
        _previous_showwarning = warnings.showwarning
        warnings.showwarning = _showwarning


def warn(diagnostics: Sequence[Diagnostic], *, module: str) -> None:
    """Report findings in warn mode: one HintWarning per diagnostic, filterable with -W."""
    _install_showwarning()
    for d in sorted_diagnostics(diagnostics):
        warnings.warn_explicit(
            HintWarning(text_line(d)),
            HintWarning,
            filename=d.path,
            lineno=d.line,
            module=module,
            registry=None,
        )


def use_colour(stream: TextIO) -> bool:
    """NO_COLOR wins, then FORCE_COLOR, then whether the stream is a terminal."""
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())
