"""Fixtures for runtime-check tests: instrument a source text and run it as a real module."""

from __future__ import annotations

import ast
import itertools
import sys
import textwrap
import types
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from hintloader.runtime.instrument import instrument_module
from hintloader.config.options import PackageOptions

_serial = itertools.count()

Loader = Callable[..., types.ModuleType]


def load_module(source: str, directory: Path, name: str | None = None, **options: Any) -> types.ModuleType:
    """Write ``source`` to a file, instrument it, and execute it as module ``name``."""
    name = name or f"hl_rt_mod{next(_serial)}"
    path = directory / f"{name.replace('.', '_')}.py"
    text = textwrap.dedent(source).lstrip("\n")
    path.write_text(text)
    tree = instrument_module(ast.parse(text), module=name, path=str(path), options=PackageOptions(**options))
    code = compile(tree, str(path), "exec", dont_inherit=True)
    module = types.ModuleType(name)
    module.__file__ = str(path)
    sys.modules[name] = module
    exec(code, module.__dict__)
    return module


@pytest.fixture
def load(tmp_path: Path, import_state: None) -> Iterator[Loader]:
    def loader(source: str, name: str | None = None, **options: Any) -> types.ModuleType:
        return load_module(source, tmp_path, name, **options)

    yield loader
