"""The pre-commit hook, run by pre-commit itself: the repository's .pre-commit-hooks.yaml, the
isolated environment (third-party imports unresolved), additional_dependencies, and
--python-executable pointing at the project's environment.

Skipped without pre-commit and git (`pip install pre-commit`); pre-commit builds the hook's
environment from PyPI, so the first run needs the network (about half a minute)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import REPO, clean_env

MODULE = """\
import tomli_w

TEXT: int = tomli_w.dumps({})
OWN: str = 1
"""
OWN = 'mod.py:4:12: error: Incompatible types in assignment (expression has type "int", ' \
      'variable has type "str")  [assignment]'
THIRD_PARTY = 'mod.py:3:13: error: Incompatible types in assignment (expression has type ' \
              '"str", variable has type "int")  [assignment]'


def _pre_commit() -> list[str] | None:
    if shutil.which("git") is None:
        return None
    try:
        import pre_commit  # noqa: F401
    except ImportError:
        return None
    return [sys.executable, "-m", "pre_commit"]


def _pypi_reachable() -> bool:
    """pre-commit builds the hook's environment from PyPI (hatchling, typeshed_client)."""
    import socket

    try:
        with socket.create_connection(("pypi.org", 443), timeout=5):
            return True
    except OSError:
        return False


def git(*args: str, cwd: Path) -> str:
    env = {**clean_env(), "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
           "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com"}
    return subprocess.run(["git", *args], cwd=cwd, env=env, check=True, capture_output=True,
                          text=True).stdout


@pytest.fixture(scope="module")
def hook_repo(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, str]]:
    """A git repository with this working tree's files (uncommitted changes included), as a
    user's pre-commit would clone hintloader's; and its commit."""
    if _pre_commit() is None:
        pytest.skip("needs git and pre-commit")
    if not (REPO / ".git").exists():
        pytest.skip("not a git checkout")
    if os.environ.get("PIP_INDEX_URL") is None and not _pypi_reachable():
        pytest.skip("PyPI is not reachable: pre-commit cannot build the hook's environment")
    listed = git("ls-files", "--cached", "--others", "--exclude-standard", cwd=REPO)
    target = tmp_path_factory.mktemp("hintloader-repo")
    for name in listed.splitlines():
        source = REPO / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)
    git("init", "-q", cwd=target)
    git("add", "-A", cwd=target)
    git("commit", "-q", "-m", "snapshot", cwd=target)
    yield target, git("rev-parse", "HEAD", cwd=target).strip()


@pytest.fixture(scope="module")
def pre_commit_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("pre-commit-home")


def run_hook(tmp_path: Path, hook_repo: tuple[Path, str], home: Path,
             hook: str) -> subprocess.CompletedProcess[str]:
    repo, rev = hook_repo
    project = tmp_path / "project"
    project.mkdir()
    (project / "mod.py").write_text(MODULE)
    config = f"repos:\n  - repo: {repo}\n    rev: {rev}\n    hooks:\n      - id: hintloader\n"
    (project / ".pre-commit-config.yaml").write_text(config + textwrap.indent(hook, " " * 8))
    git("init", "-q", cwd=project)
    git("add", "-A", cwd=project)
    command = _pre_commit()
    assert command is not None
    env = clean_env(PRE_COMMIT_HOME=str(home), HINTLOADER_CACHE_DIR="off")
    return subprocess.run([*command, "run", "--all-files"], cwd=project, env=env,
                          capture_output=True, text=True, timeout=900)


def test_the_isolated_environment_does_not_see_third_party_imports(
        tmp_path: Path, hook_repo: tuple[Path, str], pre_commit_home: Path) -> None:
    result = run_hook(tmp_path, hook_repo, pre_commit_home, "")
    assert result.returncode == 1, result.stdout + result.stderr
    assert OWN in result.stdout
    assert THIRD_PARTY not in result.stdout  # tomli_w is not installed in the hook's venv


def test_additional_dependencies_make_them_resolvable(
        tmp_path: Path, hook_repo: tuple[Path, str], pre_commit_home: Path) -> None:
    result = run_hook(tmp_path, hook_repo, pre_commit_home,
                      "additional_dependencies: [tomli_w==1.2.0]\n")
    assert OWN in result.stdout and THIRD_PARTY in result.stdout, result.stdout + result.stderr


def test_python_executable_resolves_in_the_projects_environment(
        tmp_path: Path, hook_repo: tuple[Path, str], pre_commit_home: Path) -> None:
    pytest.importorskip("tomli_w")  # installed next to the tests: this Python's environment
    result = run_hook(tmp_path, hook_repo, pre_commit_home,
                      f"args: [--python-executable, {sys.executable}]\n")
    assert OWN in result.stdout and THIRD_PARTY in result.stdout, result.stdout + result.stderr


def test_the_docs_name_the_repository_the_hooks_file_names() -> None:
    hooks = (REPO / ".pre-commit-hooks.yaml").read_text()
    docs = (REPO / "docs" / "check-command.md").read_text()
    project = (REPO / "pyproject.toml").read_text()
    url = re.search(r'Repository = "([^"]+)"', project)
    assert url is not None, "pyproject.toml: [project.urls] Repository"
    assert f"repo: {url.group(1)}" in hooks
    assert f"repo: {url.group(1)}" in docs
    assert "id: hintloader" in docs and "- id: hintloader" in hooks
    assert os.path.basename(url.group(1)) == "hintloader"
