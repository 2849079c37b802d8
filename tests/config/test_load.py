"""Configuration: discovery, every key, overrides, precedence, errors, distributions, provenance."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from hintloader.config import load as config_load
from hintloader.config.load import (
    KEYS,
    TARGET_KEYS,
    find_pyproject,
    load_config,
    load_options,
    reference_markdown,
)
from hintloader.errors import ConfigError
from hintloader.config.options import DEFAULT_CACHE_DIR, PACKAGE_KEYS, Options, PackageOptions

REPO = Path(__file__).resolve().parents[2]


def write(folder: Path, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "pyproject.toml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A repository root, so that discovery never wanders above the test's folder."""
    (tmp_path / ".git").mkdir()
    return tmp_path


def load(start: Path, text: str | None = None, **env: str) -> Options:
    if text is not None:
        write(start, text)
    return load_options(start=str(start), environ=env)


def error_of(start: Path, text: str | None = None, env: dict[str, str] | None = None,
             cli: dict[str, object] | None = None) -> ConfigError:
    if text is not None:
        write(start, text)
    with pytest.raises(ConfigError) as info:
        load_options(start=str(start), environ=env or {}, cli=cli)
    return info.value


# -- discovery --------------------------------------------------------------------------------

def test_discovery_walks_upward_from_the_start_folder(repo: Path) -> None:
    path = write(repo, '[tool.hintloader]\nmode = "error"\n')
    deep = repo / "a" / "b" / "c"
    deep.mkdir(parents=True)
    assert find_pyproject(str(deep)) == str(path)
    options = load_options(start=str(deep), environ={})
    assert options.defaults.mode == "error"
    assert options.project_root == str(repo)


def test_discovery_stops_at_the_repository_root(tmp_path: Path) -> None:
    write(tmp_path, '[tool.hintloader]\nmode = "error"\n')
    inner = tmp_path / "checkout"
    (inner / ".git").mkdir(parents=True)
    (inner / "src").mkdir()
    assert find_pyproject(str(inner / "src")) is None
    options = load_options(start=str(inner / "src"), environ={})
    assert options.defaults.mode == "warn"
    assert options.project_root == str(inner / "src")


def test_mercurial_root_also_stops_discovery(tmp_path: Path) -> None:
    write(tmp_path, '[tool.hintloader]\nmode = "error"\n')
    (tmp_path / "hg" / ".hg").mkdir(parents=True)
    assert find_pyproject(str(tmp_path / "hg")) is None


def test_pyproject_at_the_repository_root_is_still_used(repo: Path) -> None:
    path = write(repo, '[tool.hintloader]\nmode = "off"\n')
    assert find_pyproject(str(repo)) == str(path)


def test_a_pyproject_without_the_table_is_skipped(repo: Path) -> None:
    outer = write(repo, '[tool.hintloader]\nstrictness = "strict"\n')
    write(repo / "sub", '[project]\nname = "sub"\n[tool.other]\nhintloader = "mentioned"\n')
    write(repo / "sub" / "pkg", '[project]\nname = "pkg"\n')
    assert find_pyproject(str(repo / "sub" / "pkg")) == str(outer)
    assert load(repo / "sub" / "pkg").project_root == str(repo)


def test_skipping_does_not_pass_the_repository_root(tmp_path: Path) -> None:
    write(tmp_path, '[tool.hintloader]\nmode = "error"\n')
    write(tmp_path / "r", '[project]\nname = "r"\n')
    (tmp_path / "r" / ".git").write_text("gitdir: elsewhere\n")  # a worktree's .git is a file
    assert find_pyproject(str(tmp_path / "r")) is None


def test_hintloader_config_names_the_file(repo: Path) -> None:
    write(repo, '[tool.hintloader]\nmode = "off"\n')
    chosen = write(repo / "elsewhere", '[tool.hintloader]\nmode = "error"\n')
    resolved = load_config(start=str(repo), environ={"HINTLOADER_CONFIG": str(chosen)})
    assert resolved.path == str(chosen)
    assert resolved.options.defaults.mode == "error"
    assert resolved.options.project_root == str(repo / "elsewhere")
    relative = load_options(start=str(repo),
                            environ={"HINTLOADER_CONFIG": "elsewhere/pyproject.toml"})
    assert relative.defaults.mode == "error"
    folder = load_options(start=str(repo), environ={"HINTLOADER_CONFIG": str(chosen.parent)})
    assert folder.defaults.mode == "error"


def test_hintloader_config_missing_file_is_an_error(repo: Path) -> None:
    error = error_of(repo, env={"HINTLOADER_CONFIG": "nope/pyproject.toml"})
    assert error.source == "HINTLOADER_CONFIG"
    assert "no such file" in str(error) and "nope" in str(error)


def test_no_tomllib_import_for_a_pyproject_that_never_mentions_us(repo: Path) -> None:
    write(repo, '[project]\nname = "x"\n')
    code = ("import sys; from hintloader.config.load import load_options; "
            f"load_options(start={str(repo)!r}, environ={{}}); "
            "print(sorted(m for m in ('tomllib', 'tomli', 'importlib.metadata', 'difflib') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=REPO, check=True)
    assert out.stdout.strip() == "[]"


# -- keys -------------------------------------------------------------------------------------

EVERY_KEY = """\
[tool.hintloader]
packages = ["json", "email.mime"]
mode = "error"
strictness = "strict"
instrument = true
on-violation = "warn"
collection-check = "all"
check-assignments = true
cache-dir = "build/cache"
cache-max-size = "1.5GB"
exclude = ["tests/*", "*_pb2.py"]
"""


def test_every_key_is_parsed(repo: Path) -> None:
    options = load(repo, EVERY_KEY)
    assert options.packages == ("json", "email.mime")
    assert options.defaults == PackageOptions(
        mode="error", strictness="strict", instrument=True, on_violation="warn",
        collection_check="all", check_assignments=True,
    )
    assert options.cache_dir == str(repo / "build" / "cache")
    assert options.cache_max_bytes == int(1.5 * 1024**3)
    assert options.exclude == ("tests/*", "*_pb2.py")
    assert options.project_root == str(repo)


def test_the_key_table_covers_every_per_module_option() -> None:
    # The target (python-version, platform) is global, but part of every module's settings.
    assert {key.name for key in KEYS if key.per_module} | set(TARGET_KEYS) == set(PACKAGE_KEYS)
    defaults = PackageOptions()
    for key in KEYS:
        if key.per_module:
            assert getattr(defaults, key.field) == key.default, key.name


def test_nothing_configured_gives_the_default_options(repo: Path) -> None:
    options = load(repo)
    expected = Options(cache_dir=str(repo / DEFAULT_CACHE_DIR), project_root=str(repo),
                       background=True)
    assert options == expected


@pytest.mark.parametrize(("written", "expected"), [
    ("1024", 1024), ('"256MB"', 256 * 1024**2), ('"10 kb"', 10240), ('"2GiB"', 2 * 1024**3),
    ('"512"', 512), ("0", 0),
])
def test_cache_max_size_forms(repo: Path, written: str, expected: int) -> None:
    options = load(repo, f"[tool.hintloader]\ncache-max-size = {written}\n")
    assert options.cache_max_bytes == expected


@pytest.mark.parametrize("written", ['"lots"', "-1", "true", '"12TB"', '"inf"'])
def test_bad_cache_max_size(repo: Path, written: str) -> None:
    error = error_of(repo, f"[tool.hintloader]\ncache-max-size = {written}\n")
    assert error.key == "cache-max-size" and "256MB" in str(error)


def test_relative_cache_dir_is_relative_to_the_pyproject_folder(repo: Path) -> None:
    write(repo, '[tool.hintloader]\ncache-dir = ".cache/hl"\n')
    deep = repo / "pkg" / "sub"
    deep.mkdir(parents=True)
    options = load_options(start=str(deep), environ={})
    assert options.cache_dir == str(repo / ".cache" / "hl")


def test_absolute_cache_dir_is_kept(repo: Path, tmp_path_factory: pytest.TempPathFactory) -> None:
    elsewhere = tmp_path_factory.mktemp("cache")
    options = load(repo, f'[tool.hintloader]\ncache-dir = "{elsewhere.as_posix()}"\n')
    assert options.cache_dir == os.path.normpath(str(elsewhere))


def test_cache_dir_off_disables_the_cache(repo: Path) -> None:
    assert load(repo, '[tool.hintloader]\ncache-dir = "off"\n').cache_dir is None
    assert load(repo, HINTLOADER_CACHE_DIR="off").cache_dir is None


def test_default_cache_dir_is_in_the_project_root(repo: Path) -> None:
    write(repo, "[tool.hintloader]\n")
    (repo / "sub").mkdir()
    assert load(repo / "sub").cache_dir == str(repo / DEFAULT_CACHE_DIR)


def test_env_cache_dir_is_relative_to_the_start_folder(repo: Path) -> None:
    write(repo, '[tool.hintloader]\ncache-dir = "from-file"\n')
    (repo / "sub").mkdir()
    options = load(repo / "sub", HINTLOADER_CACHE_DIR="envcache")
    assert options.cache_dir == str(repo / "sub" / "envcache")


# -- overrides --------------------------------------------------------------------------------

OVERRIDES = """\
[tool.hintloader]
packages = ["json"]
mode = "warn"
strictness = "basic"

[[tool.hintloader.overrides]]
module = "app.*"
mode = "error"
instrument = true

[[tool.hintloader.overrides]]
module = ["app.billing", "app.billing.*"]
strictness = "strict"

[[tool.hintloader.overrides]]
module = "app.billing.legacy"
mode = "off"
"""


def test_overrides_most_specific_wins_and_settings_inherit(repo: Path) -> None:
    options = load(repo, OVERRIDES)
    assert options.for_module("other") == PackageOptions(mode="warn", strictness="basic")
    assert options.for_module("app.ui") == PackageOptions(mode="error", strictness="basic",
                                                          instrument=True)
    assert options.for_module("app.billing.tax") == PackageOptions(
        mode="error", strictness="strict", instrument=True)
    assert options.for_module("app.billing.legacy") == PackageOptions(
        mode="off", strictness="strict", instrument=True)
    assert options.overrides[1].patterns == ("app.billing", "app.billing.*")


def test_override_errors_name_the_entry(repo: Path) -> None:
    error = error_of(repo, '[tool.hintloader]\n[[tool.hintloader.overrides]]\nmodule = "a.*"\n'
                           '[[tool.hintloader.overrides]]\nmodule = "b"\nstrictnes = "strict"\n')
    assert error.source.endswith("[[tool.hintloader.overrides]] #2")
    assert str(repo / "pyproject.toml") in error.source
    assert error.key == "strictnes" and error.suggestion == "did you mean 'strictness'?"


def test_override_without_module_is_an_error(repo: Path) -> None:
    error = error_of(repo, '[[tool.hintloader.overrides]]\nmode = "off"\n')
    assert error.key == "module" and "mypkg.*" in error.suggestion


def test_override_cannot_set_a_process_wide_key(repo: Path) -> None:
    error = error_of(repo, '[[tool.hintloader.overrides]]\nmodule = "a"\ncache-dir = "x"\n')
    assert error.key == "cache-dir" and "per-module" in error.problem


def test_overrides_written_as_a_single_table_is_explained(repo: Path) -> None:
    error = error_of(repo, '[tool.hintloader.overrides]\nmodule = "a"\n')
    assert error.key == "overrides" and "[[tool.hintloader.overrides]]" in error.suggestion


# -- precedence -------------------------------------------------------------------------------

def test_pyproject_beats_defaults(repo: Path) -> None:
    assert load(repo, '[tool.hintloader]\nstrictness = "strict"\n').defaults.strictness == "strict"


def test_environment_beats_pyproject(repo: Path) -> None:
    write(repo, '[tool.hintloader]\npackages = ["json"]\nmode = "error"\nstrictness = "strict"\n'
                'instrument = false\ncache-dir = "filecache"\n')
    options = load(repo, HINTLOADER_PACKAGES="email, csv", HINTLOADER_MODE="off",
                   HINTLOADER_STRICTNESS="basic", HINTLOADER_INSTRUMENT="1",
                   HINTLOADER_CACHE_DIR="envcache")
    assert options.packages == ("email", "csv")
    assert options.defaults == PackageOptions(mode="off", strictness="basic", instrument=True)
    assert options.cache_dir == str(repo / "envcache")


def test_command_line_beats_environment(repo: Path) -> None:
    options = load_options(
        start=str(repo),
        environ={"HINTLOADER_MODE": "off", "HINTLOADER_PACKAGES": "json",
                 "HINTLOADER_INSTRUMENT": "1", "HINTLOADER_CACHE_DIR": "off"},
        cli={"mode": "error", "packages": ["csv"], "instrument": False, "cache-dir": "c",
             "strictness": None},
    )
    assert options.defaults.mode == "error" and options.defaults.instrument is False
    assert options.packages == ("csv",)
    assert options.cache_dir == str(repo / "c")


def test_environment_and_command_line_also_beat_overrides(repo: Path) -> None:
    write(repo, OVERRIDES)
    env_only = load(repo, HINTLOADER_MODE="warn")
    assert env_only.for_module("app.billing.legacy").mode == "warn"
    assert env_only.for_module("app.billing.legacy").strictness == "strict"  # not forced
    cli = load_options(start=str(repo), environ={}, cli={"strictness": "basic"})
    assert cli.for_module("app.billing").strictness == "basic"
    assert cli.for_module("app.billing.legacy").mode == "off"


def test_empty_environment_variables_are_unset(repo: Path) -> None:
    options = load(repo, '[tool.hintloader]\nmode = "error"\n', HINTLOADER_MODE="",
                   HINTLOADER_PACKAGES=" ")
    assert options.defaults.mode == "error" and options.packages is None


# -- errors -----------------------------------------------------------------------------------

def test_unknown_key_names_file_table_and_suggests(repo: Path) -> None:
    error = error_of(repo, '[tool.hintloader]\nstrictnes = "strict"\n')
    path = str(repo / "pyproject.toml")
    assert error.source == f"{path} [tool.hintloader]"
    assert error.key == "strictnes"
    assert str(error) == (f"{path} [tool.hintloader]: strictnes: unknown key "
                          "(did you mean 'strictness'?)")


def test_unknown_key_without_close_match_lists_the_keys(repo: Path) -> None:
    error = error_of(repo, "[tool.hintloader]\nzzz = 1\n")
    assert "expected one of packages, mode" in error.suggestion


def test_bad_value_suggests_the_close_one(repo: Path) -> None:
    error = error_of(repo, '[tool.hintloader]\nstrictness = "strikt"\n')
    assert error.key == "strictness"
    assert "'strikt' is not one of basic, standard, strict" in error.problem
    assert error.suggestion == "did you mean 'strict'?"


def test_bad_types_are_explained(repo: Path) -> None:
    assert "without quotes" in error_of(repo, '[tool.hintloader]\ninstrument = "true"\n').suggestion
    error = error_of(repo, '[tool.hintloader]\npackages = "app"\n')
    assert error.key == "packages" and error.suggestion == 'write ["app"]'
    assert error_of(repo, "[tool.hintloader]\nmode = 3\n").key == "mode"


@pytest.mark.parametrize(("variable", "value", "key", "text"), [
    ("HINTLOADER_MODE", "loud", "mode", "'loud' is not one of off, warn, error"),
    ("HINTLOADER_STRICTNESS", "stricter", "strictness", "did you mean 'strict'?"),
    ("HINTLOADER_INSTRUMENT", "maybe", "instrument", "expected 1/0, true/false, yes/no or on/off"),
    ("HINTLOADER_PACKAGES", ",", "packages", "no package names in ','"),
    ("HINTLOADER_MODE", "strict", "mode", "'strict' is a value of HINTLOADER_STRICTNESS"),
    ("HINTLOADER_CACHE_DIR", "", None, None),
])
def test_environment_errors_name_the_variable(repo: Path, variable: str, value: str,
                                              key: str | None, text: str | None) -> None:
    if key is None:
        load(repo, **{variable: value})  # empty: unset, not an error
        return
    error = error_of(repo, env={variable: value})
    assert error.source == variable and error.key == key and text in str(error)


def test_environment_booleans(repo: Path) -> None:
    for word, expected in [("0", False), ("1", True), ("true", True), ("off", False),
                           ("YES", True), ("no", False), ("On", True), ("False", False)]:
        assert load(repo, HINTLOADER_INSTRUMENT=word).defaults.instrument is expected


def test_unknown_command_line_key(repo: Path) -> None:
    error = error_of(repo, cli={"strict": "basic"})
    assert error.source == "command line" and error.suggestion == "did you mean 'strictness'?"


def test_toml_syntax_error_names_file_and_line(repo: Path) -> None:
    error = error_of(repo, '[tool.hintloader]\nmode = "warn"\nstrictness "strict"\n')
    assert error.source == str(repo / "pyproject.toml")
    assert error.key == "line 3"
    assert str(error).startswith(f"{repo / 'pyproject.toml'}: line 3: invalid TOML")


def test_table_that_is_not_a_table(repo: Path) -> None:
    error = error_of(repo, '[tool]\nhintloader = "yes"\n')
    assert "must be a table" in str(error)


def test_config_errors_are_value_errors_without_chained_internals(repo: Path) -> None:
    error = error_of(repo, "[tool.hintloader\n")
    assert isinstance(error, ValueError)
    assert error.__cause__ is None and error.__suppress_context__


# -- distribution names -----------------------------------------------------------------------

def test_a_distribution_name_becomes_its_import_package(repo: Path) -> None:
    # typeshed_client is a dependency of hintloader, so it is installed wherever the tests run.
    assert load(repo, HINTLOADER_PACKAGES="typeshed-client").packages == ("typeshed_client",)
    assert load(repo, HINTLOADER_PACKAGES="Typeshed.Client").packages == ("typeshed_client",)


def test_distribution_with_different_top_level_names(repo: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib.metadata

    fake = {"fancy_core": ["Fancy-Dist"], "fancy_extra": ["Fancy-Dist"],
            "__editable___fancy_finder": ["Fancy-Dist"], "other": ["other"]}
    monkeypatch.setattr(importlib.metadata, "packages_distributions", lambda: fake)
    options = load(repo, '[tool.hintloader]\npackages = ["fancy_dist", "json"]\n')
    assert options.packages == ("fancy_core", "fancy_extra", "json")


def test_importable_names_never_consult_distributions(repo: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib.metadata

    def boom() -> dict[str, list[str]]:
        raise AssertionError("packages_distributions() called")

    monkeypatch.setattr(importlib.metadata, "packages_distributions", boom)
    (repo / "localpkg").mkdir()
    (repo / "localpkg" / "__init__.py").write_text("")
    options = load(repo, '[tool.hintloader]\npackages = ["json", "localpkg.sub", "email.mime"]\n')
    assert options.packages == ("json", "localpkg.sub", "email.mime")


def test_dotted_lookup_uses_only_the_top_level_name(repo: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    from importlib.machinery import PathFinder

    asked: list[str] = []
    real = PathFinder.find_spec

    def spy(name: str, path: object = None, target: object = None) -> object:
        asked.append(name)
        return real(name, path)  # type: ignore[arg-type]

    monkeypatch.setattr(PathFinder, "find_spec", spy)
    (repo / "toppkg").mkdir()
    assert load(repo, HINTLOADER_PACKAGES="toppkg.a.b").packages == ("toppkg.a.b",)
    assert asked == ["toppkg"]


def test_unknown_names_are_kept_or_reported(repo: Path) -> None:
    assert load(repo, HINTLOADER_PACKAGES="not_yet_there").packages == ("not_yet_there",)
    error = error_of(repo, env={"HINTLOADER_PACKAGES": "typeshed-clent"})
    assert error.source == "HINTLOADER_PACKAGES" and error.key == "packages"
    assert error.suggestion == "did you mean 'typeshed-client'?"


# -- provenance -------------------------------------------------------------------------------

def test_provenance_names_every_layer(repo: Path) -> None:
    write(repo, OVERRIDES)
    resolved = load_config(start=str(repo), environ={"HINTLOADER_INSTRUMENT": "0"},
                           cli={"cache-dir": "off"})
    table = {s.key: (s.value, s.origin) for s in resolved.explain("app.billing.tax")}
    file = str(repo / "pyproject.toml")
    assert set(table) == {key.name for key in KEYS}
    assert table["packages"] == (["json"], f"{file} [tool.hintloader]")
    assert table["mode"] == ("error", f'{file} [[tool.hintloader.overrides]] #1 (module = "app.*")')
    assert table["strictness"] == (
        "strict",
        f'{file} [[tool.hintloader.overrides]] #2 (module = ["app.billing", "app.billing.*"])')
    assert table["instrument"] == (False, "HINTLOADER_INSTRUMENT")
    assert table["cache-dir"] == ("off", "command line")
    assert table["on-violation"] == ("raise", "default")
    assert table["cache-max-size"] == (256 * 1024**2, "default")
    outside = {s.key: s.origin for s in resolved.explain("other")}
    assert outside["mode"] == f"{file} [tool.hintloader]"
    assert resolved.path == file


def test_cli_config_command_prints_provenance(repo: Path) -> None:
    write(repo, OVERRIDES)
    from tests.conftest import clean_env

    out = subprocess.run([sys.executable, "-m", "hintloader", "config", "app.ui"],
                         cwd=repo, env=clean_env(HINTLOADER_MODE="warn"), capture_output=True,
                         text=True)
    assert out.returncode == 0, out.stderr
    lines = {line.split("=")[0].strip(): line for line in out.stdout.splitlines()}
    assert re.fullmatch(r'mode = "warn" +# HINTLOADER_MODE', lines["mode"])
    assert re.fullmatch(r'instrument = true +# .*#1 \(module = "app\.\*"\)', lines["instrument"])


def test_cli_reports_a_config_error_with_exit_status_2(repo: Path) -> None:
    write(repo, '[tool.hintloader]\nmdoe = "error"\n')
    from tests.conftest import clean_env

    out = subprocess.run([sys.executable, "-m", "hintloader", "config"], cwd=repo,
                         env=clean_env(), capture_output=True, text=True)
    assert out.returncode == 2
    assert "[tool.hintloader]: mdoe: unknown key (did you mean 'mode'?)" in out.stderr
    assert "Traceback" not in out.stderr


# -- the generated reference ------------------------------------------------------------------

def test_docs_contain_the_generated_reference() -> None:
    docs = (REPO / "docs" / "configuration.md").read_text(encoding="utf-8")
    assert reference_markdown() in docs, (
        "docs/configuration.md is stale: python -m hintloader.config.load --write docs/configuration.md")


def test_reference_lists_every_key_and_variable() -> None:
    text = reference_markdown()
    for key in KEYS:
        assert f"| `{key.name}` |" in text
        if key.env:
            assert f"| `{key.env}` |" in text
    assert "`HINTLOADER_CONFIG`" in text


def test_markdown_command(tmp_path: Path) -> None:
    out = subprocess.run([sys.executable, "-m", "hintloader.config.load", "--markdown"],
                         capture_output=True, text=True, cwd=REPO, check=True)
    assert out.stdout == reference_markdown()
    doc = tmp_path / "c.md"
    doc.write_text(f"intro\n{config_load.BEGIN_MARKER}\nold\n{config_load.END_MARKER}\nend\n")
    assert config_load.main(["--write", str(doc)]) == 0
    assert doc.read_text() == f"intro\n{reference_markdown()}end\n"


IGNORED_IMPORTS = """\
[tool.hintloader]
packages = ["json"]

[[tool.hintloader.overrides]]
module = ["yaml", "yaml.*", "vendor.*"]
ignore-missing-imports = true

[[tool.hintloader.overrides]]
module = "vendor.strict"
ignore-missing-imports = false
"""


def test_ignore_missing_imports_names_the_imported_module(repo: Path) -> None:
    """As mypy's ignore_missing_imports: the override's pattern is matched against the module
    an import names, whichever module holds the import; the most specific pattern wins."""
    options = load(repo, IGNORED_IMPORTS)
    importer = options.for_module("app.main")
    assert importer.ignore_missing_imports is False
    assert importer.ignores_missing_import("yaml")
    assert importer.ignores_missing_import("yaml.loader")
    assert importer.ignores_missing_import("vendor.anything")
    assert not importer.ignores_missing_import("vendor.strict")
    assert not importer.ignores_missing_import("requests")
    assert options.for_module("yaml").ignore_missing_imports is True


def test_ignore_missing_imports_globally(repo: Path) -> None:
    options = load(repo, '[tool.hintloader]\nignore-missing-imports = true\n'
                         '[[tool.hintloader.overrides]]\nmodule = "app.*"\nmode = "error"\n')
    assert options.for_module("app.x").ignores_missing_import("anything")
    assert options.for_module("other").ignores_missing_import("anything")
    assert not load(repo, '[tool.hintloader]\n').for_module("x").ignores_missing_import("anything")


def test_ignored_imports_change_the_options_fingerprint(repo: Path) -> None:
    plain = load(repo, '[tool.hintloader]\n[[tool.hintloader.overrides]]\nmodule = "a"\nmode = "error"\n')
    ignoring = load(repo, IGNORED_IMPORTS)
    assert plain.for_module("app").fingerprint() != ignoring.for_module("app").fingerprint()


# -- the target: python-version and platform ----------------------------------------------------

def test_the_target_defaults_to_the_running_interpreter(repo: Path) -> None:
    defaults = load(repo).defaults
    assert defaults.python_version == f"{sys.version_info[0]}.{sys.version_info[1]}"
    assert defaults.platform == sys.platform


def test_the_target_is_read_from_pyproject_and_applies_to_every_module(repo: Path) -> None:
    options = load(repo, '[tool.hintloader]\npython-version = "3.10"\nplatform = "win32"\n'
                         '[[tool.hintloader.overrides]]\nmodule = "app.*"\nstrictness = "strict"\n')
    for module in ("app.core", "other"):
        assert (options.for_module(module).python_version, options.for_module(module).platform) == ("3.10", "win32")
    assert options.defaults.fingerprint() != PackageOptions().replace(python_version="3.12").fingerprint()


def test_the_target_from_environment_and_command_line(repo: Path) -> None:
    write(repo, '[tool.hintloader]\npython-version = "3.10"\n')
    assert load(repo, HINTLOADER_PYTHON_VERSION="3.12").defaults.python_version == "3.12"
    cli = load_options(start=str(repo), environ={}, cli={"python-version": "3.13", "platform": "darwin"})
    assert (cli.defaults.python_version, cli.defaults.platform) == ("3.13", "darwin")


@pytest.mark.parametrize(("written", "problem", "suggestion"), [
    ("3.10", "expected a version string, got the number 3.1", 'write it in quotes: "3.1"'),
    ('"3.9"', "Python 3.9 is older than the oldest version the bundled typeshed stubs describe",
     'use "3.10" or newer'),
    ('"3.11.4"', "'3.11.4' is not a major.minor Python version", 'write major.minor, e.g. "3.11"'),
    ('"2.7"', "'2.7' is not a Python 3 version", 'e.g. "3.10"'),
    ('"three"', "'three' is not a major.minor Python version", 'e.g. "3.10"'),
])
def test_bad_python_versions_name_file_key_and_fix(repo: Path, written: str, problem: str, suggestion: str) -> None:
    error = error_of(repo, f"[tool.hintloader]\npython-version = {written}\n")
    assert error.source == f"{repo / 'pyproject.toml'} [tool.hintloader]"
    assert (error.key, error.problem) == ("python-version", problem)
    assert error.suggestion.startswith(suggestion)


@pytest.mark.parametrize(("written", "suggestion"), [
    ('"windows"', "did you mean 'win32'?"), ('"macos"', "did you mean 'darwin'?"), ('"linus"', "did you mean 'linux'?"),
])
def test_bad_platforms_suggest_the_sys_platform_value(repo: Path, written: str, suggestion: str) -> None:
    error = error_of(repo, f"[tool.hintloader]\nplatform = {written}\n")
    assert error.key == "platform" and error.suggestion.startswith(suggestion)


@pytest.mark.parametrize("value", ["linux", "win32", "darwin", "freebsd14", "emscripten"])
def test_sys_platform_values_are_accepted(repo: Path, value: str) -> None:
    assert load(repo, f'[tool.hintloader]\nplatform = "{value}"\n').defaults.platform == value


def test_the_target_cannot_be_set_per_module(repo: Path) -> None:
    error = error_of(repo, '[tool.hintloader]\n[[tool.hintloader.overrides]]\nmodule = "a"\npython-version = "3.10"\n')
    assert error.key == "python-version" and "not a per-module setting" in error.problem
