"""The docs site builds, lists every page, and its examples name real commands, options, codes."""

from __future__ import annotations

import datetime
import importlib.util
import re
import shlex
import subprocess
import sys
import types
from functools import cache
from pathlib import Path

import pytest

from tests.conftest import REPO, clean_env, load_benchmark

DOCS = REPO / "docs"
MKDOCS_YML = REPO / "mkdocs.yml"

# Pages being written in parallel may be listed in the nav before they land (name -> what it is);
# until then the tests below skip for them instead of failing. Every page has landed.
PENDING: dict[str, str] = {}

SUBCOMMANDS = ("check", "baseline", "explain", "cache", "config")


PENDING_LINK = re.compile(r"Doc file '([^']+)' contains a link '([\w./-]+\.md)(?:#[^']*)?', "
                          r"but the target is not found")


def nav_pages() -> list[str]:
    """The .md files the nav of mkdocs.yml names (``- Title: page.md`` entries)."""
    return re.findall(r"^\s*-\s*[^:\n]+:\s*([\w./-]+\.md)\s*$", MKDOCS_YML.read_text(), re.M)


def docs_pages() -> list[str]:
    return sorted(p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md"))


# -- the site ---------------------------------------------------------------------------------

def test_mkdocs_build_strict(tmp_path: Path) -> None:
    if importlib.util.find_spec("mkdocs") is None:
        pytest.skip("mkdocs is not installed (pip install -e '.[docs]')")
    result = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--config-file", str(MKDOCS_YML),
         "--site-dir", str(tmp_path / "site")],
        cwd=REPO, env=clean_env(), capture_output=True, text=True, timeout=300,
    )
    if result.returncode != 0:
        warnings = [line for line in result.stderr.splitlines() if line.startswith("WARNING")]
        waiting = [w for w in warnings if (m := PENDING_LINK.search(w)) and m.group(2) in PENDING
                   and not (DOCS / m.group(2)).is_file()]
        if warnings and waiting == warnings:
            pytest.skip("links to pages that have not landed yet: "
                        + "; ".join(w.removeprefix("WARNING -  ") for w in waiting))
    assert result.returncode == 0, result.stderr[-4000:]
    assert (tmp_path / "site" / "index.html").is_file()


def test_every_docs_page_is_in_the_nav() -> None:
    missing = sorted(set(docs_pages()) - set(nav_pages()))
    assert not missing, f"add these pages to the nav in mkdocs.yml: {missing}"


def test_every_nav_entry_exists() -> None:
    nav = nav_pages()
    assert len(nav) == len(set(nav)), "a page is listed twice in the nav"
    absent = [page for page in nav if not (DOCS / page).is_file()]
    unexpected = [page for page in absent if page not in PENDING]
    assert not unexpected, f"the nav names pages that do not exist: {unexpected}"
    if absent:
        pytest.skip("not landed yet: " + ", ".join(f"{p} ({PENDING[p]})" for p in absent))


# -- console examples -------------------------------------------------------------------------

OPTION_LINE = re.compile(r"^ {2}(-[^ ].*?)(?: {2,}|$)")


def parse_help(text: str) -> dict[str, bool]:
    """Option strings of an argparse help text, each mapped to whether it takes a value."""
    options: dict[str, bool] = {}
    for line in text.splitlines():
        match = OPTION_LINE.match(line)
        if match is None:
            continue
        for part in match.group(1).split(", "):
            name, _, value = part.partition(" ")
            if name.startswith("-"):
                options[name] = bool(value)
    return options


def help_text(*args: str) -> str:
    result = subprocess.run([sys.executable, "-m", "hintloader", *args], cwd=REPO,
                            env=clean_env(), capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return result.stdout


@cache
def known_options(command: str) -> dict[str, bool]:
    if command == "run":
        # `python -m hintloader --help` prints the short usage of every command. An option
        # before `--help` reaches run mode's own parser, whose help lists its options.
        usage = help_text("--help")
        assert "python -m hintloader [OPTIONS] script.py" in usage
        return parse_help(help_text("--mode", "warn", "--help"))
    return parse_help(help_text(command, "--help"))


def console_commands(text: str) -> list[str]:
    """Commands in ```console blocks (``$ `` prompts; a block without prompts is all commands)
    and in inline code spans that start with a hintloader invocation."""
    commands: list[str] = []
    for block in re.findall(r"^```console\n(.*?)^```", text, re.M | re.S):
        lines = block.splitlines()
        prompted = [line[2:] for line in lines if line.startswith("$ ")]
        commands += prompted if prompted else lines
    commands += re.findall(r"`((?:[\w./]*python\S* -m hintloader|hintloader) [^`]*)`", text)
    return commands


def invocations(command: str) -> list[list[str]]:
    """The hintloader argument lists in one shell line (after ``python -m hintloader`` or the
    ``hintloader`` script), split at ``&&``, ``;``, ``|`` and parentheses."""
    found: list[list[str]] = []
    for part in re.split(r"&&|;|\||[()]", command):
        try:
            words = shlex.split(part, comments=True)
        except ValueError:
            continue
        while words and re.match(r"^[A-Z_][A-Z0-9_]*=", words[0]):
            words.pop(0)
        if not words:
            continue
        program = Path(words[0]).name
        if program == "hintloader":
            found.append(words[1:])
        elif program.startswith("python"):
            for index in range(1, len(words) - 1):
                if words[index] == "-m":
                    if words[index + 1] == "hintloader":
                        found.append(words[index + 2:])
                    break
    return found


def bad_options(args: list[str]) -> list[str]:
    """Options in one hintloader argument list that its parser does not define."""
    if args and args[0] in SUBCOMMANDS:
        command, words, stop_at_target = args[0], args[1:], False
    else:
        command, words, stop_at_target = "run", args, True
    options = known_options(command)
    problems: list[str] = []
    index = 0
    while index < len(words):
        word = words[index]
        if word == "--" or (stop_at_target and (word == "-m" or not word.startswith("-"))):
            break  # the rest belongs to the program being run
        if word.startswith("-") and word != "-":
            name = word.split("=", 1)[0]
            if name not in options:
                problems.append(f"{command}: {word}")
            elif options[name] and "=" not in word:
                index += 1  # skip the option's value
        index += 1
    return problems


def example_files() -> list[Path]:
    return [REPO / "README.md", *sorted(DOCS.rglob("*.md"))]


def test_the_extractor_finds_the_readme_commands() -> None:
    runs = [args for c in console_commands((REPO / "README.md").read_text())
            for args in invocations(c)]
    assert ["main.py"] in runs
    assert invocations("HINTLOADER=1 python -m hintloader --mode error app.py --x") == [
        ["--mode", "error", "app.py", "--x"]]
    assert bad_options(["--mode", "warn", "app.py", "--not-ours"]) == []
    assert bad_options(["--nope", "app.py"]) == ["run: --nope"]
    assert bad_options(["check", "-j", "2", "--format=json", "src"]) == []


@pytest.mark.parametrize("path", example_files(), ids=lambda p: p.relative_to(REPO).as_posix())
def test_console_examples_use_real_options(path: Path) -> None:
    problems: list[str] = []
    for command in console_commands(path.read_text()):
        for args in invocations(command):
            problems += [f"{p}   (in: {command.strip()})" for p in bad_options(args)]
    assert not problems, "\n".join(problems)


# -- error codes ------------------------------------------------------------------------------

def test_every_error_code_has_a_section() -> None:
    from hintloader.codes import CODES

    page = DOCS / "error-codes.md"
    assert page.is_file(), "docs/error-codes.md is missing"
    headings = set(re.findall(r"^## `?([a-z0-9-]+)`?\s*$", page.read_text(), re.M))
    missing = sorted(set(CODES) - headings)
    assert not missing, f"docs/error-codes.md has no `## code` section for: {missing}"


# -- benchmark results ------------------------------------------------------------------------

def load_run_all() -> types.ModuleType:
    return load_benchmark("run_all")


def test_performance_page_shows_the_committed_results() -> None:
    results = REPO / "benchmarks" / "results.md"
    if not results.is_file():
        pytest.skip("benchmarks/results.md has not been produced yet (benchmarks/run_all.py)")
    run_all = load_run_all()
    page = (DOCS / "performance.md").read_text()
    start = page.index(run_all.DOCS_START) + len(run_all.DOCS_START)
    block = page[start:page.index(run_all.DOCS_END)].strip("\n")
    assert block == run_all.results_for_docs(results.read_text()), (
        "docs/performance.md is out of date: "
        ".venv/bin/python benchmarks/run_all.py --docs docs/performance.md")


def test_run_all_table_contract() -> None:
    run_all = load_run_all()
    marked = "noise\n<!-- table -->\n| a | b |\n|---|---|\n| 1 | 2 |\n<!-- /table -->\nmore\n"
    assert run_all.extract_tables(marked) == "| a | b |\n|---|---|\n| 1 | 2 |"
    assert run_all.extract_tables("intro\n| a |\n|---|\n") == "intro\n| a |\n|---|"
    assert run_all.extract_tables("plain 1.0 ms\n") == "```text\nplain 1.0 ms\n```"
    assert run_all.extract_tables("") == "_(the script printed nothing)_"
    # An unescaped pipe inside a cell would shift the row's figures into the wrong columns.
    shifted = run_all.extract_tables("| hint | ns |\n|---|---:|\n| int | str | 48 |\n")
    assert "```text\n| hint | ns |" in shifted and "shown as printed" in shifted
    escaped = "| hint | ns |\n|---|---:|\n| int \\| str | 48 |"
    assert run_all.extract_tables(escaped + "\n") == escaped


def test_run_all_records_failures_and_timeouts(tmp_path: Path) -> None:
    run_all = load_run_all()
    ok = tmp_path / "bench_ok.py"
    ok.write_text("print('<!-- table -->'); print('| x |'); print('<!-- /table -->')\n")
    broken = tmp_path / "bench_broken.py"
    broken.write_text("raise SystemExit('no rich here')\n")
    slow = tmp_path / "bench_slow.py"
    slow.write_text("import time\nprint('started', flush=True)\ntime.sleep(60)\n")
    assert run_all.run_script(ok, 60).body == "| x |"
    failed = run_all.run_script(broken, 60)
    assert failed.status == "failed (exit 1)" and "no rich here" in failed.body
    timed_out = run_all.run_script(slow, 1)
    assert timed_out.status == "timed out after 1 s" and "started" in timed_out.body
    text = run_all.render([failed, timed_out], [], datetime.datetime(2026, 1, 2), 1)
    assert "| `bench_broken.py` | failed (exit 1) |" in text
    assert "No figures" in text and "| Python |" in text and "| hintloader |" in text


# -- evidence named in the README -------------------------------------------------------------

def test_tests_and_benchmarks_named_in_the_readme_exist() -> None:
    text = (REPO / "README.md").read_text()
    named = re.findall(r"\b((?:tests|benchmarks)/[\w/]+\.py)(?:::(\w+))?", text)
    assert named, "the README's comparison names no test or benchmark"
    missing: list[str] = []
    for path, function in named:
        source = REPO / path
        if not source.is_file():
            missing.append(path)
        elif function and not re.search(rf"^def {function}\(", source.read_text(), re.M):
            missing.append(f"{path}::{function}")
    assert not missing, f"the README names tests or benchmarks that do not exist: {missing}"


# -- code in the pages this test owns ---------------------------------------------------------

OWN_PAGES = ("index.md", "faq.md", "activation.md", "performance.md")


@pytest.mark.parametrize("page", OWN_PAGES)
def test_python_examples_parse_and_check_clean(page: str) -> None:
    from hintloader import check_source

    text = (DOCS / page).read_text()
    for number, block in enumerate(re.findall(r"^```python\n(.*?)^```", text, re.M | re.S)):
        found = check_source(block, path=f"{page}[{number}]", module=f"example{number}")
        assert not found, f"{page}, python block {number}: {found}"
