"""Run every ``benchmarks/bench_*.py`` script and write their tables to ``benchmarks/results.md``.

Run with the project's interpreter (``pip install -e '.[bench]'`` first)::

    .venv/bin/python benchmarks/run_all.py [--timeout SECONDS] [--budget SECONDS]
                                           [--only NAME ...] [--output FILE] [--docs FILE]

Each script runs in its own process, one after the other (never two at once, so they do not
compete for the cores), with a timeout. The contract with a script is small: it prints its
Markdown table between a line ``<!-- table -->`` and a line ``<!-- /table -->`` (several such
blocks are fine). A script without the markers has its whole standard output recorded. A script
that fails or runs out of time is recorded as such, with the end of its error output; no figure
is ever filled in by hand. ``--budget`` bounds the whole run: a script gets at most the time that
is left, and scripts that no time is left for are recorded as not run.

The results file starts with the machine (CPU model, cores, memory), the Python and package
versions, the date and the command. ``--docs FILE`` also copies the results into FILE between
the lines ``<!-- BEGIN benchmark results -->`` and ``<!-- END benchmark results -->``.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import importlib.metadata
import os
import platform
import re
import shlex
import signal
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
PACKAGES = ("hintloader", "mypy", "typeguard", "beartype", "rich")
TABLE_START = "<!-- table -->"
TABLE_END = "<!-- /table -->"
DOCS_START = "<!-- BEGIN benchmark results -->"
DOCS_END = "<!-- END benchmark results -->"
STDERR_TAIL = 3000


@dataclass(frozen=True, slots=True)
class Outcome:
    script: str
    status: str  # "ok", "failed (exit N)", "timed out after N s", "not run: ...", ...
    seconds: float
    body: str  # Markdown: the tables, or the captured output, or the error tail
    load: str = ""  # 1-minute load average when the script started

    @property
    def ok(self) -> bool:
        return self.status == "ok"


def scripts(only: Sequence[str]) -> list[Path]:
    found = sorted(HERE.glob("bench_*.py"))
    if only:
        wanted = {name.removesuffix(".py") for name in only}
        found = [p for p in found if p.stem in wanted or p.stem.removeprefix("bench_") in wanted]
    return found


def child_env() -> dict[str, str]:
    """The benchmarks decide themselves what to activate: inherit no hintloader settings."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("HINTLOADER")}
    env.pop("PYTHONPATH", None)
    env["NO_COLOR"] = "1"
    env["PYTHONUNBUFFERED"] = "1"
    return env


def without_machine_paths(text: str) -> str:
    """Results are committed: name the checkout and the environment, not this machine."""
    for folder, label in ((sys.prefix, "<venv>"), (str(ROOT), ".")):
        text = text.replace(folder + os.sep, label + "/").replace(folder, label)
    return text


def extract_tables(stdout: str) -> str:
    """The marked blocks; without markers, all of stdout (fenced unless it holds a table)."""
    stdout = without_machine_paths(stdout)
    blocks: list[str] = []
    current: list[str] | None = None
    for line in stdout.splitlines():
        if line.strip() == TABLE_START:
            current = []
        elif line.strip() == TABLE_END and current is not None:
            blocks.append("\n".join(current).strip("\n"))
            current = None
        elif current is not None:
            current.append(line)
    if blocks:
        return guard_tables("\n\n".join(blocks))
    text = stdout.strip("\n")
    if not text:
        return "_(the script printed nothing)_"
    if any(line.startswith("|") for line in text.splitlines()):
        return guard_tables(text)
    return fenced(text)


def cell_count(row: str) -> int:
    """Cells of a Markdown table row (an escaped ``\\|`` is not a separator)."""
    return len(re.split(r"(?<!\\)\|", row.strip().strip("|")))


def guard_tables(markdown: str) -> str:
    """Fence any table whose rows do not all have as many cells as its header.

    An unescaped ``|`` inside a cell (``int | str``) would shift every later figure of the row
    into the wrong column; shown verbatim, the row can still be read as printed.
    """
    out: list[str] = []
    table: list[str] = []

    def flush() -> None:
        if table and len({cell_count(row) for row in table}) > 1:
            out.append("_The table below is shown as printed: some rows have more cells than "
                       "its header (an unescaped `|` inside a cell)._")
            out.append("")
            out.append(fenced("\n".join(table)))
        else:
            out.extend(table)
        table.clear()

    in_fence = False
    for line in markdown.splitlines():
        if line.startswith("```"):
            in_fence = not in_fence
        if not in_fence and line.startswith("|"):
            table.append(line)
            continue
        flush()
        out.append(line)
    flush()
    return "\n".join(out)


def fenced(text: str) -> str:
    fence = "```"
    while fence in text:
        fence += "`"
    return f"{fence}text\n{text}\n{fence}"


def run_script(path: Path, timeout: float) -> Outcome:
    name = path.name
    start = time.perf_counter()
    try:
        # A new session, so that a timeout can stop the script's own child processes too.
        proc = subprocess.Popen(
            [sys.executable, str(path)], cwd=ROOT, env=child_env(), text=True,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
        )
    except OSError as exc:
        return Outcome(name, f"could not start: {exc}", 0.0, "")
    try:
        stdout, stderr = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        kill_group(proc)
        stdout, stderr = proc.communicate()
        elapsed = time.perf_counter() - start
        return Outcome(name, f"timed out after {timeout:.0f} s", elapsed,
                       failure_body(stdout, stderr))
    except BaseException:  # interrupted: leave no benchmark running behind us
        kill_group(proc)
        raise
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        return Outcome(name, f"failed (exit {proc.returncode})", elapsed,
                       failure_body(stdout, stderr))
    return Outcome(name, "ok", elapsed, extract_tables(stdout))


def kill_group(proc: subprocess.Popen[str]) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    proc.wait()


def failure_body(stdout: str, stderr: str) -> str:
    parts = ["No figures: the script did not complete."]
    if stdout.strip():
        parts.append("Standard output:\n\n" + fenced(stdout.strip("\n")[-STDERR_TAIL:]))
    if stderr.strip():
        parts.append("End of the error output:\n\n" + fenced(stderr.strip("\n")[-STDERR_TAIL:]))
    return "\n\n".join(parts)


def load_average() -> str:
    try:
        return f"{os.getloadavg()[0]:.1f}"
    except (AttributeError, OSError):
        return "unknown"


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.lower().startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine() or "unknown"


def usable_cores() -> str:
    total = os.cpu_count()
    try:
        usable = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return str(total)
    return str(usable) if usable == total else f"{usable} usable of {total}"


def memory() -> str:
    try:
        with open("/proc/meminfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("MemTotal:"):
                    return f"{int(line.split()[1]) / 1024 / 1024:.1f} GiB"
    except (OSError, ValueError, IndexError):
        pass
    try:
        return f"{os.sysconf('SC_PAGE_SIZE') * os.sysconf('SC_PHYS_PAGES') / 1024 ** 3:.1f} GiB"
    except (AttributeError, ValueError, OSError):
        return "unknown"


def version(distribution: str) -> str:
    try:
        return importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        return "not installed"


def git(*args: str) -> str:
    try:
        return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True,
                              timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return ""


def git_revision() -> str:
    """The commit, and the measured code that differs from it (hintloader/, benchmarks/)."""
    head = git("rev-parse", "--short", "HEAD").strip() or "unknown"
    changed = [line[3:] for line in git("status", "--porcelain", "--untracked-files=all",
                                        "--", "hintloader", "benchmarks").splitlines()
               if line[3:].endswith(".py")]
    if changed:
        head += " with uncommitted changes to " + ", ".join(f"`{c}`" for c in changed)
    return head


def command_line(argv: Sequence[str]) -> str:
    def short(path: str) -> str:
        try:
            return os.path.relpath(path, ROOT)
        except ValueError:
            return path

    return shlex.join([short(sys.executable), short(os.path.abspath(sys.argv[0])), *argv])


def render(outcomes: Sequence[Outcome], argv: Sequence[str], date: datetime.datetime,
           timeout: float, budget: float | None = None) -> str:
    limits = f"timeout {timeout:.0f} s per script"
    if budget is not None:
        limits += f", {budget:.0f} s in all"
    lines = [
        "# Benchmark results",
        "",
        f"Produced by `{command_line(argv)}` on {date:%Y-%m-%d %H:%M} UTC "
        f"(commit {git_revision()}; each script ran alone; {limits}).",
        "",
        "| machine | |",
        "|---|---|",
        f"| CPU | {cpu_model()} |",
        f"| cores | {usable_cores()} |",
        f"| memory | {memory()} |",
        f"| OS | {platform.system()} {platform.release()} |",
        f"| Python | {platform.python_implementation()} {platform.python_version()} |",
    ]
    lines += [f"| {name} | {version(name)} |" for name in PACKAGES]
    lines += ["", "| script | status | wall time | load average at start |",
              "|---|---|---:|---:|"]
    lines += [f"| `{o.script}` | {o.status} | {o.seconds:.0f} s | {o.load} |" for o in outcomes]
    for outcome in outcomes:
        lines += ["", f"## {outcome.script}", ""]
        if not outcome.ok:
            lines += [f"**{outcome.status}.**", ""]
        lines.append(outcome.body)
    if not outcomes:
        lines += ["", "No `benchmarks/bench_*.py` script was found."]
    return "\n".join(lines) + "\n"


def copy_into_docs(docs: Path, results: str) -> None:
    """Replace the marked block of the docs page with the results (headings one level down)."""
    text = docs.read_text(encoding="utf-8")
    start, end = text.find(DOCS_START), text.find(DOCS_END)
    if start < 0 or end < start:
        raise SystemExit(f"{docs}: no {DOCS_START} ... {DOCS_END} block to fill in")
    body = results_for_docs(results)
    new = text[: start + len(DOCS_START)] + "\n\n" + body + "\n\n" + text[end:]
    docs.write_text(new, encoding="utf-8")


def results_for_docs(results: str) -> str:
    """The results file without its title, its script headings made level 3."""
    kept: list[str] = []
    in_fence = False
    for line in results.splitlines():
        if line.startswith("```"):
            in_fence = not in_fence
        if not in_fence and line.startswith("# "):
            continue
        if not in_fence and line.startswith("## "):
            line = "#" + line
        kept.append(line)
    return "\n".join(kept).strip("\n")


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--timeout", type=float, default=1200,
                        help="seconds each script may run (default 1200)")
    parser.add_argument("--budget", type=float, default=None,
                        help="seconds for the whole run (default: no limit)")
    parser.add_argument("--only", nargs="+", default=[], metavar="NAME",
                        help="run only these scripts (bench_import, import, ...)")
    parser.add_argument("--output", type=Path, default=HERE / "results.md",
                        help="where to write the results (default benchmarks/results.md)")
    parser.add_argument("--docs", type=Path, default=None,
                        help="also copy the results into this page's marked block")
    ns = parser.parse_args(args)
    # A plain `kill` of this runner should stop the running benchmark too (see run_script).
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    date = datetime.datetime.now(datetime.timezone.utc)
    outcomes: list[Outcome] = []
    started = time.monotonic()
    for path in scripts(ns.only):
        timeout = ns.timeout
        if ns.budget is not None:
            timeout = min(timeout, ns.budget - (time.monotonic() - started))
        if timeout < 1:
            status = f"not run: the budget of {ns.budget:.0f} s was spent"
            outcomes.append(Outcome(path.name, status, 0.0,
                                    "No figures: the script did not run.", load_average()))
            continue
        sys.stderr.write(f"run_all: {path.name} (timeout {timeout:.0f} s) ...\n")
        sys.stderr.flush()
        load = load_average()
        outcome = dataclasses.replace(run_script(path, timeout), load=load)
        sys.stderr.write(f"run_all: {path.name}: {outcome.status} ({outcome.seconds:.0f} s)\n")
        outcomes.append(outcome)
    results = render(outcomes, args, date, ns.timeout, ns.budget)
    ns.output.write_text(results, encoding="utf-8")
    sys.stdout.write(results)
    if ns.docs is not None:
        copy_into_docs(ns.docs, results)
    return 0 if all(o.ok for o in outcomes) else 1


if __name__ == "__main__":
    sys.exit(main())
