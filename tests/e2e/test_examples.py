"""examples/shop end to end: the README tour is what the program prints, and the settings work."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO, clean_env

EXAMPLE = REPO / "examples" / "shop"

PRICING_ERROR = """
[[tool.hintloader.overrides]]
module = "shop.pricing"
mode = "error"
"""


@pytest.fixture
def shop(tmp_path: Path) -> Path:
    """A fresh copy of the example (no cache, no bytecode) inside a repository root."""
    (tmp_path / ".git").mkdir()
    target = tmp_path / "shop"
    shutil.copytree(EXAMPLE, target,
                    ignore=shutil.ignore_patterns(".hintloader_cache", "__pycache__"))
    return target


def run_tour(shop: Path, *options: str, cache: Path | None = None,
             background: bool = True) -> tuple[int, str]:
    """``python -m hintloader [options] main.py`` in the shop folder, stdout and stderr merged
    in the order they were written (as a terminal shows them), paths shortened."""
    env = clean_env(PYTHONUNBUFFERED="1",
                    HINTLOADER_CACHE_DIR=str(cache) if cache is not None else "off",
                    HINTLOADER_BACKGROUND="1" if background else "0")
    result = subprocess.run(
        [sys.executable, "-m", "hintloader", *options, "main.py"], cwd=shop, env=env,
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=300,
    )
    return result.returncode, shorten(result.stdout, shop)


def shorten(output: str, shop: Path) -> str:
    """Paths as the README shows them: relative to the shop folder."""
    return output.replace(str(shop) + os.sep, "")


def readme_tour() -> str:
    text = (REPO / "README.md").read_text()
    section = text.split("## A 30-second tour", 1)[1]
    match = re.search(r"^```text\n(.*?)^```", section, re.M | re.S)
    assert match is not None, "README: no ```text block in the 30-second tour"
    return match.group(1)


def test_readme_tour_is_what_the_program_prints(shop: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    status, cold = run_tour(shop, cache=cache, background=False)
    assert status == 0, cold
    assert cold == readme_tour()
    # A warm start (everything served from the cache) prints exactly the same.
    status, warm = run_tour(shop, cache=cache)
    assert (status, warm) == (0, cold)


def test_first_run_checks_in_the_background_and_prints_the_same_lines(shop: Path) -> None:
    # The module is checked beside the program: its finding may come after the program's
    # lines, as the README says; the lines themselves are the tour's.
    status, cold = run_tour(shop)
    assert status == 0, cold
    assert sorted(cold.splitlines()) == sorted(readme_tour().splitlines())


def test_readme_commands_are_the_tour() -> None:
    text = (REPO / "README.md").read_text()
    tour = text.split("## A 30-second tour", 1)[1].split("```text", 1)[0]
    assert "$ cd examples/shop\n$ python -m hintloader main.py\n" in tour


def test_pricing_in_error_mode_refuses_the_import(shop: Path) -> None:
    pyproject = shop / "pyproject.toml"
    pyproject.write_text(pyproject.read_text() + PRICING_ERROR)
    status, output = run_tour(shop)
    assert status == 1, output
    last = output.rstrip("\n").splitlines()
    refusal = [line for line in last if line.startswith("hintloader.errors.HintError:")]
    assert refusal == ["hintloader.errors.HintError: shop.pricing: 1 type error "
                       "(hintloader mode 'error')"], output
    assert re.search(r"shop/pricing\.py:\d+:\d+: error: .*\[arg-type\]$", output, re.M)
    assert "ImportError" not in output
    assert "total after loyalty discount" not in output  # the program never ran
    assert "legacy" not in output


def test_readme_names_the_switch_the_test_makes() -> None:
    text = (REPO / "README.md").read_text()
    assert PRICING_ERROR.strip() in text


def test_legacy_package_stays_silent(shop: Path) -> None:
    status, output = run_tour(shop, "--strictness", "strict")
    assert status == 0, output
    assert "legacy" not in output
    # Silent because of its `mode = "off"` override, not for lack of findings: with the
    # mode forced to warn for every module, strict mode reports the unannotated function.
    status, output = run_tour(shop, "--strictness", "strict", "--mode", "warn")
    assert status == 0, output
    assert re.search(r"legacy/export\.py:\d+:\d+: error: .*\[no-untyped-def\]$", output, re.M)
