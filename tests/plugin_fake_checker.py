"""Test helper for pytester runs (``-p plugin_fake_checker``): a stand-in for the static checker
while hintloader.checker is not implemented; once it is, this plugin changes nothing.

The stand-in reports what the real checker reports for the one error the plugin tests use:
``double("...")`` where ``def double(x: int) -> int``.
"""

from __future__ import annotations

import ast

import pytest


def _fake_check_module(tree: ast.Module, source: str, *, path: str, module: str | None,
                       options: object, search_path: tuple[str, ...] = ()) -> object:
    from hintloader.checker import CheckResult
    from hintloader.diagnostics import Diagnostic

    found = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, (ast.Name, ast.Attribute))
            and (node.func.id if isinstance(node.func, ast.Name) else node.func.attr) == "double"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            arg = node.args[0]
            found.append(Diagnostic(
                path, arg.lineno, arg.col_offset + 1, "error", "arg-type",
                'Argument 1 to "double" has incompatible type "str"; expected "int"',
            ))
    return CheckResult(tuple(found), "fake")


def _real_checker_works() -> bool:
    from hintloader.checker import check_module
    from hintloader.options import PackageOptions

    try:
        check_module(ast.parse("x = 1"), "x = 1", path="probe.py", module="probe",
                     options=PackageOptions())
    except NotImplementedError:
        return False
    return True


@pytest.hookimpl(tryfirst=True)
def pytest_load_initial_conftests() -> None:
    # Registered before hintloader's plugin, so this runs just after it installed the hook
    # (and before any conftest), and hintloader is not imported while pytest sets up.
    import sys

    pipeline = sys.modules.get("hintloader.pipeline")  # None: hintloader is not active
    if pipeline is not None and not _real_checker_works():
        pipeline.check_module = _fake_check_module
