"""Checker test settings: the ``slow`` marker (still part of the default run)."""

from __future__ import annotations

import pytest


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: long-running test; still runs by default")
