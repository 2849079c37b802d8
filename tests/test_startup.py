"""Warm start: a remembered configuration is used only while every input it came from holds."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pytest

from hintloader import startup, warmstart
from hintloader.config.load import load_config
from hintloader.config.options import decode_options
from tests.conftest import clean_env, run_python

SHOW = ("import sys; print(type(sys.meta_path[0]).__name__, getattr(sys.meta_path[0], 'packages', "
        "None) if type(sys.meta_path[0]).__name__ == 'StandIn' else "
        "sys.meta_path[0].options.packages); "
        "print(sorted(m for m in sys.modules if m.startswith('hintloader')))")
BAD = "VALUE: int = 'text'\n"
OLD = time.time() - 3600  # older than the racy window


def _age(*paths: Path) -> None:
    for path in paths:
        os.utime(path, (OLD, OLD))


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "proj"
    (root / ".git").mkdir(parents=True)
    (root / "app").mkdir()
    (root / "app" / "__init__.py").write_text(BAD)
    (root / "other").mkdir()
    (root / "other" / "__init__.py").write_text(BAD)
    (root / "pyproject.toml").write_text('[tool.hintloader]\npackages = ["app"]\n')
    _age(root / "app", root / "other", root)
    return root


@pytest.fixture
def memo(tmp_path: Path) -> Path:
    return tmp_path / "memo"


def _env(memo: Path, **extra: str) -> dict[str, str]:
    return clean_env(**{"HINTLOADER": "1", "HINTLOADER_CACHE_DIR": "off",
                        "HINTLOADER_STARTUP_CACHE": str(memo), **extra})


def _show(cwd: Path, env: dict[str, str], code: str = SHOW) -> list[str]:
    result = run_python("-c", code, cwd=cwd, env=env)
    assert result.returncode == 0, result.stderr
    return result.stdout.splitlines()


def test_second_start_loads_two_modules_and_reads_no_configuration(project: Path, memo: Path) -> None:
    env = _env(memo)
    first = _show(project, env)
    assert first[0] == "HintFinder ('app',)"
    assert "hintloader.config.load" in first[1]
    second = _show(project, env)
    assert second == ["StandIn ('app',)", "['hintloader', 'hintloader.startup']"]


def test_outside_a_project_too(tmp_path: Path, memo: Path) -> None:
    folder = tmp_path / "plain"
    (folder / ".git").mkdir(parents=True)
    env = _env(memo)
    _show(folder, env)
    assert _show(folder, env) == ["StandIn None", "['hintloader', 'hintloader.startup']"]


def test_a_selected_import_builds_the_real_hook_in_place(project: Path, memo: Path) -> None:
    env = _env(memo)
    code = "import json, app, sys; print([type(f).__name__ for f in sys.meta_path][:2])"
    cold = run_python("-c", code, cwd=project, env=env)
    warm = run_python("-c", code, cwd=project, env=env)
    assert cold.stdout == warm.stdout and cold.stdout.startswith("['HintFinder'")
    assert "app/__init__.py:1:" in warm.stderr and "[assignment]" in warm.stderr
    assert cold.stderr == warm.stderr
    # An unselected module does not build it.
    assert _show(project, env, "import json; " + SHOW)[1] == "['hintloader', 'hintloader.startup']"


def test_first_party_mode_finds_project_modules_after_a_warm_start(tmp_path: Path, memo: Path) -> None:
    folder = tmp_path / "fp"
    (folder / ".git").mkdir(parents=True)
    (folder / "mod.py").write_text(BAD)
    env = _env(memo)
    cold = run_python("-c", "import mod", cwd=folder, env=env)
    warm = run_python("-c", "import mod", cwd=folder, env=env)
    assert "mod.py:1:" in warm.stderr and cold.stderr == warm.stderr


def test_editing_pyproject_is_seen_at_once(project: Path, memo: Path) -> None:
    env = _env(memo)
    _show(project, env)
    assert _show(project, env)[0] == "StandIn ('app',)"
    (project / "pyproject.toml").write_text('[tool.hintloader]\npackages = ["other"]\n')
    assert _show(project, env)[0] == "HintFinder ('other',)"
    assert _show(project, env)[0] == "StandIn ('other',)"


def test_a_pyproject_added_between_start_and_repository_root_is_seen(project: Path, memo: Path) -> None:
    inner = project / "sub"
    inner.mkdir()
    env = _env(memo)
    _show(inner, env)
    assert _show(inner, env)[0] == "StandIn ('app',)"
    (inner / "pyproject.toml").write_text('[tool.hintloader]\npackages = ["other"]\n')
    (inner / "other").mkdir()
    (inner / "other" / "__init__.py").write_text("")
    assert _show(inner, env)[0] == "HintFinder ('other',)"


def test_a_repository_marker_is_an_input(tmp_path: Path, memo: Path) -> None:
    outer = tmp_path / "outer"
    inner = outer / "inner"
    inner.mkdir(parents=True)
    (outer / ".git").mkdir()
    (outer / "pyproject.toml").write_text('[tool.hintloader]\npackages = ["json"]\n')
    env = _env(memo)
    _show(inner, env)
    assert _show(inner, env)[0] == "StandIn ('json',)"
    (inner / ".git").mkdir()  # the search now stops below the file
    assert _show(inner, env)[0] == "HintFinder None"


def test_variables_are_part_of_the_key(project: Path, memo: Path) -> None:
    _show(project, _env(memo))
    assert _show(project, _env(memo))[0] == "StandIn ('app',)"
    assert _show(project, _env(memo, HINTLOADER_PACKAGES="other"))[0] == "HintFinder ('other',)"
    assert _show(project, _env(memo, HINTLOADER_PACKAGES="other"))[0] == "StandIn ('other',)"
    assert _show(project, _env(memo))[0] == "StandIn ('app',)"


def test_a_removed_package_is_resolved_again(project: Path, memo: Path) -> None:
    env = _env(memo)
    _show(project, env)
    assert _show(project, env)[0] == "StandIn ('app',)"
    (project / "app" / "__init__.py").unlink()
    (project / "app").rmdir()
    assert _show(project, env)[0] == "HintFinder ('app',)"


def _distribution(site: Path, name: str, top: str) -> None:
    info = site / f"{name}-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n")
    (info / "top_level.txt").write_text(f"{top}\n")
    (site / top).mkdir()
    (site / top / "__init__.py").write_text("")


def test_installing_and_removing_a_distribution_is_seen(project: Path, memo: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    site.mkdir()
    _distribution(site, "my_dist", "mydist_pkg")
    (project / "pyproject.toml").write_text('[tool.hintloader]\npackages = ["my-dist"]\n')
    _age(site, site / "mydist_pkg", project)
    env = _env(memo, PYTHONPATH=str(site))
    assert _show(project, env)[0] == "HintFinder ('mydist_pkg',)"
    assert _show(project, env)[0] == "StandIn ('mydist_pkg',)"
    # Another version adds a package: the folder changed, so the names are mapped again.
    _distribution(site, "my_dist_extra", "mydist_extra")
    (site / "my_dist-1.0.dist-info" / "top_level.txt").write_text("mydist_pkg\nmydist_extra\n")
    import shutil

    shutil.rmtree(site / "my_dist_extra-1.0.dist-info")
    assert _show(project, env)[0] == "HintFinder ('mydist_extra', 'mydist_pkg')"
    # Uninstalled: the name means nothing any more, and the start says so.
    shutil.rmtree(site / "my_dist-1.0.dist-info")
    result = run_python("-c", "pass", cwd=project, env=env)
    assert "hintloader is not active" in result.stderr and "my-dist" in result.stderr


def test_a_recently_changed_folder_is_not_trusted(project: Path, memo: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    site.mkdir()
    _distribution(site, "my_dist", "mydist_pkg")  # site changed just now
    (project / "pyproject.toml").write_text('[tool.hintloader]\npackages = ["my-dist"]\n')
    env = _env(memo, PYTHONPATH=str(site))
    assert _show(project, env)[0] == "HintFinder ('mydist_pkg',)"
    assert _show(project, env)[0] == "HintFinder ('mydist_pkg',)"  # not remembered


def test_a_bad_configuration_is_never_remembered(project: Path, memo: Path) -> None:
    (project / "pyproject.toml").write_text('[tool.hintloader]\nmode = "loud"\n')
    env = _env(memo)
    for _ in range(2):
        result = run_python("-c", "print('ran')", cwd=project, env=env)
        assert result.stdout == "ran\n" and "hintloader is not active" in result.stderr


def test_remembering_can_be_turned_off(project: Path, memo: Path) -> None:
    env = _env(memo, HINTLOADER_STARTUP_CACHE="off")
    _show(project, env)
    assert _show(project, env)[0] == "HintFinder ('app',)"


def test_a_folder_others_can_write_to_is_not_used(project: Path, memo: Path) -> None:
    memo.mkdir(mode=0o777)
    memo.chmod(0o777)
    env = _env(memo)
    _show(project, env)
    assert list(memo.iterdir()) == []


# -- in-process ---------------------------------------------------------------------------

def test_options_survive_the_round_trip(project: Path) -> None:
    (project / "pyproject.toml").write_text(
        '[tool.hintloader]\npackages = ["app"]\nmode = "error"\ninstrument = true\n'
        'disable-error-codes = ["misc"]\ncache-max-size = "1MB"\n'
        '[[tool.hintloader.overrides]]\nmodule = ["app.x", "app.y.*"]\nstrictness = "strict"\n'
        'ignore-missing-imports = true\n')
    options = load_config(start=str(project), environ={}).options
    assert decode_options(warmstart.encode(options)) == options


def test_the_stand_in_roots_are_the_finders(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from hintloader.config.options import Options
    from hintloader.importing.finder import default_roots

    script = tmp_path / "script.py"
    script.write_text("")
    for argv in (["-c"], ["-m"], [str(script)], ["missing.py"], []):
        monkeypatch.setattr(sys, "argv", argv)
        for root in (str(tmp_path), None):
            assert startup.launch_roots(root) == default_roots(Options(project_root=root))


def test_the_discovery_checks_cover_every_file_the_load_reads(
        project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """startup.discovery must name every path config.load's search consults."""
    inner = project / "a" / "b"
    inner.mkdir(parents=True)
    (project / "a" / "pyproject.toml").write_text("[project]\nname = 'x'\n")
    consulted: list[str] = []
    real_isfile, real_exists = os.path.isfile, os.path.exists

    def isfile(path: str) -> bool:
        consulted.append(os.fspath(path))
        return real_isfile(path)

    def exists(path: str) -> bool:
        consulted.append(os.fspath(path))
        return real_exists(path)

    monkeypatch.setattr(os.path, "isfile", isfile)
    monkeypatch.setattr(os.path, "exists", exists)
    load_config(start=str(inner), environ={})
    monkeypatch.undo()
    checked = {path for _kind, path, _state in startup.discovery(str(inner), {})}
    assert consulted and set(consulted) - {str(inner)} <= checked


def test_the_stand_in_judges_first_party_files_as_the_finder_does(tmp_path: Path) -> None:
    import json as stdlib_module

    from hintloader.importing.finder import FirstParty, excluded_folders

    project = tmp_path / "p"
    (project / "pkg").mkdir(parents=True)
    (project / ".venv" / "lib").mkdir(parents=True)
    stand_in = startup.StandIn((None, None, excluded_folders(), str(project)))
    finder = FirstParty(startup.launch_roots(str(project)))
    paths = [project / "pkg" / "mod.py", project / "site-packages" / "x.py",
             tmp_path / "elsewhere.py", Path(stdlib_module.__file__ or ""), Path(pytest.__file__ or "")]
    for path in paths:
        assert stand_in._first_party(str(path)) == finder.contains(str(path)), path
