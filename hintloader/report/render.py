"""Rendering of diagnostics: mypy-style text, JSON Lines, GitHub annotations, warnings."""

from __future__ import annotations

import os
import sys
import warnings

TYPE_CHECKING = False
if TYPE_CHECKING:  # a warm import with findings loads this module: typing only for checkers
    from collections.abc import Iterable, Sequence
    from typing import Any, TextIO

from hintloader.diagnostics import Diagnostic
from hintloader.errors import HintWarning


def text_line(d: Diagnostic, path: str | None = None) -> str:
    """``path:line:col: severity: message  [code]``, as mypy prints with --show-column-numbers
    (``path``: the file as shown, when not ``d.path``)."""
    shown = d.path if path is None else path
    where = f"{shown}:{d.line}" if d.column is None else f"{shown}:{d.line}:{d.column}"
    return f"{where}: {d.severity}: {d.message}  [{d.code}]"


def json_line(d: Diagnostic) -> str:
    import json

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
    diagnostics: Sequence[Diagnostic],
    fmt: str,
    stream: TextIO,
    *,
    files_checked: int = 0,
    colour: bool = False,
    excerpt: bool = False,
    footer: Sequence[str] = (),
) -> None:
    """Print diagnostics in one of the check command's formats.

    ``colour`` and ``excerpt`` (source line with a caret) only change the text format;
    ``footer`` lines follow the text summary (json and github output stay pure)."""
    ordered = sorted_diagnostics(diagnostics)
    if fmt == "json":
        for d in ordered:
            stream.write(json_line(d) + "\n")
    elif fmt == "github":
        for d in ordered:
            stream.write(github_line(d) + "\n")
    else:
        lines = SourceLines() if excerpt else None
        for d in ordered:
            stream.write((coloured_text_line(d) if colour else text_line(d)) + "\n")
            if lines is not None:
                for extra in excerpt_lines(d, lines):
                    marker = not extra.strip(" ^~")
                    stream.write((_paint(extra, _BOLD + _RED) if colour and marker else extra)
                                 + "\n")
        summary = summary_line(ordered, files_checked)
        if colour:
            failed = any(d.severity == "error" for d in ordered)
            summary = _paint(summary, _BOLD + (_RED if failed else _GREEN))
        stream.write(summary + "\n")
        for line in footer:
            stream.write(line + "\n")


# -- terminal niceties ----------------------------------------------------------------------

_RESET = "\x1b[0m"
_BOLD = "\x1b[1m"
_DIM = "\x1b[2m"
_RED = "\x1b[31m"
_GREEN = "\x1b[32m"
_YELLOW = "\x1b[33m"
_BLUE = "\x1b[34m"
_SEVERITY_COLOUR = {"error": _RED, "warning": _YELLOW, "note": _BLUE}


def _paint(text: str, style: str) -> str:
    return f"{style}{text}{_RESET}"


def coloured_text_line(d: Diagnostic) -> str:
    """``text_line`` with ANSI colours; the same characters once the escapes are removed."""
    where = f"{d.path}:{d.line}" if d.column is None else f"{d.path}:{d.line}:{d.column}"
    severity = _paint(f"{d.severity}:", _BOLD + _SEVERITY_COLOUR[d.severity])
    return f"{_paint(where + ':', _BOLD)} {severity} {d.message}  {_paint(f'[{d.code}]', _DIM)}"


class SourceLines:
    """Lines of source files read once each, for excerpts; unreadable files have none."""

    def __init__(self) -> None:
        self._files: dict[str, list[str]] = {}

    def line(self, path: str, number: int) -> str | None:
        lines = self._files.get(path)
        if lines is None:
            try:
                with open(path, encoding="utf-8", errors="replace") as f:
                    lines = f.read().splitlines()
            except OSError:
                lines = []
            self._files[path] = lines
        return lines[number - 1] if 0 < number <= len(lines) else None


def excerpt_lines(d: Diagnostic, sources: SourceLines) -> list[str]:
    """The diagnostic's source line and a caret under its column (tildes to its end)."""
    text = sources.line(d.path, d.line)
    if text is None or not text.strip():
        return []
    expanded = text.expandtabs(8)
    indent = len(expanded) - len(expanded.lstrip())
    shown = "    " + expanded[indent:]
    if d.column is None:
        return [shown]
    start = max(d.column - 1, indent)
    width = 1
    if d.end_column is not None and d.end_line in (None, d.line) and d.end_column - 1 > start:
        width = d.end_column - 1 - start
    marker = "^" + "~" * (width - 1)
    return [shown, " " * (4 + start - indent) + marker]


def baseline_line(hidden: int, fixed: int, *, updated: bool = False) -> str | None:
    """What the baseline did this run, or None when it did nothing."""
    parts: list[str] = []
    if hidden:
        parts.append(f"{hidden} baselined diagnostic{'s' if hidden != 1 else ''} not shown")
    if fixed:
        plural = "s" if fixed != 1 else ""
        parts.append(
            f"{fixed} baselined diagnostic{plural} fixed and removed from the baseline" if updated
            else f"{fixed} baselined diagnostic{plural} fixed "
            "(run with --update-baseline to shrink the baseline)"
        )
    return "; ".join(parts) if parts else None


# -- error code documentation ---------------------------------------------------------------

_DOC_NAME = "error-codes.md"


def error_code_docs() -> str | None:
    """docs/error-codes.md: shipped inside the wheel as ``hintloader/error-codes.md``; in a
    source checkout or editable install, read from the repository's docs folder."""
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    for candidate in (os.path.join(package, _DOC_NAME),
                      os.path.join(os.path.dirname(package), "docs", _DOC_NAME)):
        try:
            with open(candidate, encoding="utf-8") as f:
                return f.read()
        except OSError:
            continue
    return None


def doc_sections(text: str) -> dict[str, str]:
    """The ``## code-name`` sections of the error-code docs, each with its heading."""
    sections: dict[str, str] = {}
    name: str | None = None
    body: list[str] = []
    fence = False
    for line in text.splitlines():
        if line.lstrip().startswith(("```", "~~~")):
            fence = not fence
        if not fence and (line.startswith("## ") or line.startswith("# ")):
            if name is not None:
                sections[name] = "\n".join(body).rstrip() + "\n"
            name = None
            if line.startswith("## "):
                # "## `arg-type`" and "## arg-type: summary" both name the code.
                name = line[3:].strip().strip("`").split()[0].strip("`:")
                body = [line]
            continue
        if name is not None:
            body.append(line)
    if name is not None:
        sections[name] = "\n".join(body).rstrip() + "\n"
    return sections


def explain(code: str) -> str | None:
    """The documentation of an error code (the registry summary when the docs are missing)."""
    text = error_code_docs()
    if text is not None:
        section = doc_sections(text).get(code)
        if section is not None:
            return section
    from hintloader.codes import CODES  # the registry: not on the warm path that prints findings

    known = CODES.get(code)
    if known is None:
        return None
    return f"## {known.name}\n\n{known.summary}\n\nSeverity: {known.severity}; reported from " \
        f"strictness '{known.strictness}' up.\n"


def known_codes() -> list[str]:
    from hintloader.codes import CODES

    text = error_code_docs()
    names = set(CODES)
    if text is not None:
        names.update(doc_sections(text))
    return sorted(names)


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
LABEL = "hintloader:"


class _Tally:
    """Errors printed in warn mode, for the one summary line at exit."""

    errors = 0
    modules: set[str] = set()
    registered = False


def display_path(path: str) -> str:
    """A path as the user reads it: relative to the working directory when it is below it."""
    if not os.path.isabs(path):
        return path
    try:
        relative = os.path.relpath(path)
    except ValueError:  # another drive (Windows)
        return path
    return path if relative.startswith(os.pardir) else relative


def _showwarning(
    message: Warning | str,
    category: type[Warning],
    filename: str,
    lineno: int,
    file: TextIO | None = None,
    line: str | None = None,
) -> None:
    # A finding prints as the check command prints it (mypy's line, and on a terminal colour
    # and the source with a caret), labelled as hintloader's; a message that names hintloader
    # itself (a configuration problem) prints as it is. Other warnings, and runtime checks'
    # HintWarnings (whose place is where the call was made), keep Python's format.
    if isinstance(message, HintWarning):
        diagnostic = message.diagnostic
        text = str(message)
        if diagnostic is not None or text.startswith((LABEL, "hintloader ")):
            stream = file if file is not None else sys.stderr
            if stream is None:
                return
            try:
                stream.write(f"{text}\n" if diagnostic is None else
                             _warning_text(diagnostic, text, stream))
            except OSError:
                return
            if diagnostic is not None and diagnostic.severity == "error":
                _count(message.module)
            return
    _previous_showwarning(message, category, filename, lineno, file, line)


def _warning_text(d: Diagnostic, plain: str, stream: TextIO) -> str:
    colour = use_colour(stream)
    if not colour and not _isatty(stream):
        return f"{LABEL} {plain}\n"
    label = _paint(LABEL, _BOLD + _BLUE) if colour else LABEL
    shown = d.replace(path=display_path(d.path))
    lines = [f"{label} {coloured_text_line(shown) if colour else plain}"]
    for extra in excerpt_lines(d, SourceLines()):
        marker = not extra.strip(" ^~")
        lines.append(_paint(extra, _BOLD + _RED) if colour and marker else extra)
    return "\n".join(lines) + "\n"


def _count(module: str) -> None:
    _Tally.errors += 1
    _Tally.modules.add(module)
    register_summary()


def register_summary() -> None:
    """Print the summary line at exit (nothing when no error was printed); registered once."""
    if not _Tally.registered:
        from hintloader.gcpause import at_exit_without_collection

        _Tally.registered = True
        at_exit_without_collection(_print_summary)


def summary_at_exit() -> str | None:
    """``hintloader: 3 errors in 2 modules (warn mode)``, or None when none was printed."""
    errors, modules = _Tally.errors, len(_Tally.modules)
    if not errors:
        return None
    return (f"{LABEL} {errors} error{'s' if errors != 1 else ''} in {modules} "
            f"module{'s' if modules != 1 else ''} (warn mode)")


def _print_summary() -> None:
    line = summary_at_exit()
    stream = sys.stderr
    if line is None or stream is None:
        return
    try:
        if use_colour(stream):
            line = _paint(line, _BOLD)
        stream.write(line + "\n")
        stream.flush()
    except (OSError, ValueError):  # closed at exit
        pass


def _printing_by_default() -> bool:
    """True when warnings go to the default printer: not recorded by catch_warnings
    (pytest, pytest.warns) and not routed through someone else's showwarning."""
    impl = getattr(warnings, "_showwarnmsg_impl", None)
    return (
        warnings.showwarning is getattr(warnings, "_showwarning_orig", None)
        and getattr(impl, "__module__", None) == "warnings"
    )


def install_showwarning() -> None:
    """Print hintloader's warnings its own way (see _showwarning) while nobody else does."""
    global _previous_showwarning
    if warnings.showwarning is not _showwarning and _printing_by_default():
        _previous_showwarning = warnings.showwarning
        warnings.showwarning = _showwarning


def warn(diagnostics: Sequence[Diagnostic], *, module: str) -> None:
    """Report findings in warn mode: one HintWarning per diagnostic, filterable with -W."""
    install_showwarning()
    shown: dict[str, str] = {}  # a module's findings are mostly in its own file
    for d in sorted_diagnostics(diagnostics):
        path = shown.get(d.path)
        if path is None:
            path = shown[d.path] = display_path(d.path)
        warning = HintWarning(text_line(d, path))
        warning.diagnostic = d  # for the printer above
        warning.module = module
        warnings.warn_explicit(
            warning,
            HintWarning,
            filename=d.path,
            lineno=d.line,
            module=module,
            registry=None,
        )


def _isatty(stream: TextIO) -> bool:
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(isatty and isatty())
    except ValueError:  # closed
        return False


def use_colour(stream: TextIO) -> bool:
    """NO_COLOR wins, then FORCE_COLOR, then whether the stream is a terminal."""
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())
