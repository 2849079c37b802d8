"""``ignore-missing-imports``: the check leaves unreported the imports the settings ignore."""

from __future__ import annotations

from pathlib import Path

from hintloader.checker import check_source
from hintloader.config.options import PackageOptions

SOURCE = """\
import yaml
import yaml.loader
import vendored.tool
from lost_module import thing
"""


def codes(options: PackageOptions, tmp_path: Path) -> list[tuple[int, str]]:
    found = check_source(SOURCE, path="app.py", module="app", options=options, search_path=(str(tmp_path),))
    return [(d.line, d.code) for d in found if d.severity == "error"]


def test_every_unfollowed_import_is_reported_by_default(tmp_path: Path) -> None:
    assert codes(PackageOptions(), tmp_path) == [(1, "import-untyped"), (2, "import-untyped"),
                                                 (3, "import-not-found"), (3, "import-not-found"),
                                                 (4, "import-not-found")]


def test_rules_silence_the_modules_they_match(tmp_path: Path) -> None:
    rules = (("*", False), ("yaml", True), ("yaml.*", True), ("lost_module", True))
    assert codes(PackageOptions(missing_imports_rules=rules), tmp_path) == [(3, "import-not-found"),
                                                                           (3, "import-not-found")]


def test_the_global_setting_silences_all(tmp_path: Path) -> None:
    assert codes(PackageOptions(ignore_missing_imports=True), tmp_path) == []
