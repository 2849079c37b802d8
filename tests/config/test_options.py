"""Options values: override matching, inheritance, fingerprints, dotted-prefix selection."""

from __future__ import annotations

import pytest

from hintloader.config.options import (
    Options,
    Override,
    PackageOptions,
    module_in_packages,
    pattern_specificity,
)


@pytest.mark.parametrize(
    ("module", "packages", "expected"),
    [
        ("pkg", ("pkg",), True),
        ("pkg.sub.mod", ("pkg",), True),
        ("pkgx", ("pkg",), False),
        ("other.pkg", ("pkg",), False),
        ("a.b", ("a.b.c",), False),
    ],
)
def test_dotted_prefix_selection(module: str, packages: tuple[str, ...], expected: bool) -> None:
    assert module_in_packages(module, packages) is expected


def test_pattern_specificity_orders_exact_over_wildcards() -> None:
    assert pattern_specificity("a.b", "a.b") == (2, 1)
    assert pattern_specificity("a.b.*", "a.b") == (2, 0)
    assert pattern_specificity("a.b.*", "a.b.c") == (2, 0)
    assert pattern_specificity("a.*", "a.b.c") == (1, 0)
    assert pattern_specificity("a.*", "ab") is None
    assert pattern_specificity("*.tests", "a.tests") == (1, 0)
    assert pattern_specificity("a.b", "a.b.c") is None


def test_most_specific_override_wins_and_settings_inherit() -> None:
    options = Options(
        defaults=PackageOptions(mode="warn"),
        overrides=(
            Override(("app.billing.core",), (("strictness", "basic"),)),
            Override(("app.*",), (("mode", "error"), ("instrument", True))),
            Override(("app.billing.*",), (("strictness", "strict"), ("mode", "warn"))),
        ),
    )
    assert options.for_module("other") == PackageOptions(mode="warn")
    assert options.for_module("app.ui") == PackageOptions(mode="error", instrument=True)
    billing = options.for_module("app.billing.tax")
    assert (billing.mode, billing.strictness, billing.instrument) == ("warn", "strict", True)
    core = options.for_module("app.billing.core")
    assert (core.mode, core.strictness, core.instrument) == ("warn", "basic", True)


def test_fingerprint_changes_with_every_setting() -> None:
    base = PackageOptions()
    variants = [
        PackageOptions(mode="error"),
        PackageOptions(strictness="strict"),
        PackageOptions(instrument=True),
        PackageOptions(on_violation="warn"),
        PackageOptions(collection_check="all"),
        PackageOptions(check_assignments=True),
    ]
    prints = {v.fingerprint() for v in variants}
    assert base.fingerprint() not in prints
    assert len(prints) == len(variants)
    assert PackageOptions().fingerprint() == base.fingerprint()
