"""pytest plugin: check (and optionally instrument) the selected packages during a test run."""

from __future__ import annotations

from typing import Any

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("hintloader", "type checks at import time")
    group.addoption("--hintloader-packages", default=None, metavar="PKG,...",
                    help="packages hintloader checks while the tests import them")
    group.addoption("--hintloader-mode", default=None, choices=("off", "warn", "error"),
                    help="what a finding does")
    group.addoption("--hintloader-strictness", default=None,
                    choices=("basic", "standard", "strict"), help="what counts as a finding")
    group.addoption("--hintloader-instrument", action="store_true", default=None,
                    help="add runtime argument and return checks")
    parser.addini("hintloader_packages", "packages hintloader checks", type="args")
    parser.addini("hintloader_mode", "off | warn | error", default=None)
    parser.addini("hintloader_strictness", "basic | standard | strict", default=None)
    parser.addini("hintloader_instrument", "add runtime checks", type="bool", default=None)


def _settings(config: pytest.Config) -> dict[str, Any]:
    settings: dict[str, Any] = {}
    packages = config.getoption("hintloader_packages") or None
    if packages:
        settings["packages"] = [p.strip() for p in packages.split(",") if p.strip()]
    elif config.getini("hintloader_packages"):
        settings["packages"] = list(config.getini("hintloader_packages"))
    for key in ("mode", "strictness"):
        value = config.getoption(f"hintloader_{key}") or config.getini(f"hintloader_{key}")
        if value:
            settings[key] = value
    instrument = config.getoption("hintloader_instrument")
    if instrument is None:
        instrument = config.getini("hintloader_instrument")
    if instrument is not None:
        settings["instrument"] = bool(instrument)
    return settings


def _wanted(config: pytest.Config) -> bool:
    return bool(
        config.getoption("hintloader_packages")
        or config.getini("hintloader_packages")
        or config.getoption("hintloader_mode")
        or config.getoption("hintloader_instrument")
    )


@pytest.hookimpl(tryfirst=True)
def pytest_load_initial_conftests(early_config: pytest.Config, parser: pytest.Parser,
                                  args: list[str]) -> None:
    if not _wanted(early_config):
        return
    import os

    from hintloader.config import load_options
    from hintloader.hook import install

    options = load_options(start=str(early_config.invocation_params.dir), environ=os.environ,
                           cli=_settings(early_config))
    early_config.stash[_HANDLE] = install(options)


_HANDLE = pytest.StashKey[Any]()


def pytest_unconfigure(config: pytest.Config) -> None:
    handle = config.stash.get(_HANDLE, None)
    if handle is not None:
        handle.uninstall()
