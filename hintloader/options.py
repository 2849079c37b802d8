"""Effective settings as frozen values: per-package options and the override table."""

from __future__ import annotations

import fnmatch
import hashlib
from dataclasses import dataclass, field, fields, replace
from typing import Literal, get_args

Mode = Literal["off", "warn", "error"]
Strictness = Literal["basic", "standard", "strict"]
OnViolation = Literal["raise", "warn"]
CollectionCheck = Literal["sample", "first", "all"]

MODES: tuple[str, ...] = get_args(Mode)
STRICTNESS_LEVELS: tuple[str, ...] = get_args(Strictness)
ON_VIOLATION: tuple[str, ...] = get_args(OnViolation)
COLLECTION_CHECKS: tuple[str, ...] = get_args(CollectionCheck)

DEFAULT_CACHE_DIR = ".hintloader_cache"


def strictness_at_least(actual: Strictness, required: Strictness) -> bool:
    return STRICTNESS_LEVELS.index(actual) >= STRICTNESS_LEVELS.index(required)


@dataclass(frozen=True, slots=True)
class PackageOptions:
    """What applies to one module once overrides are resolved."""

    mode: Mode = "warn"
    strictness: Strictness = "standard"
    instrument: bool = False
    on_violation: OnViolation = "raise"
    collection_check: CollectionCheck = "sample"
    # Instrument annotated assignments (``x: int = f()``) as well as calls.
    check_assignments: bool = False

    def fingerprint(self) -> str:
        """Stable digest of everything that changes a check's result or generated code."""
        text = ";".join(f"{f.name}={getattr(self, f.name)!r}" for f in fields(self))
        return hashlib.blake2b(text.encode(), digest_size=8).hexdigest()


#: Keys of ``PackageOptions`` as spelled in configuration files (kebab-case).
PACKAGE_KEYS: dict[str, str] = {f.name.replace("_", "-"): f.name for f in fields(PackageOptions)}


@dataclass(frozen=True, slots=True)
class Override:
    """``[[tool.hintloader.overrides]]``: settings for modules matching ``patterns``."""

    patterns: tuple[str, ...]
    settings: tuple[tuple[str, object], ...]  # (PackageOptions field name, value)

    def specificity(self, module: str) -> tuple[int, int] | None:
        """How closely the best pattern matches ``module``; None when none does."""
        best: tuple[int, int] | None = None
        for pattern in self.patterns:
            score = pattern_specificity(pattern, module)
            if score is not None and (best is None or score > best):
                best = score
        return best


def pattern_specificity(pattern: str, module: str) -> tuple[int, int] | None:
    """Score a module pattern: more literal dotted parts wins, exact beats wildcard.

    ``pkg.*`` matches ``pkg`` itself and everything below it, as in mypy's overrides.
    """
    if pattern == module:
        return (pattern.count(".") + 1, 1)
    if pattern.endswith(".*"):
        prefix = pattern[:-2]
        if "*" not in prefix and (module == prefix or module.startswith(prefix + ".")):
            return (prefix.count(".") + 1, 0)
    if any(ch in pattern for ch in "*?[") and fnmatch.fnmatchcase(module, pattern):
        literal = [part for part in pattern.split(".") if not any(c in part for c in "*?[")]
        return (len(literal), 0)
    return None


def module_in_packages(module: str, packages: tuple[str, ...]) -> bool:
    """Dotted-prefix selection: ``pkg`` selects ``pkg`` and ``pkg.sub`` but not ``pkgx``."""
    return any(module == p or module.startswith(p + ".") for p in packages)


@dataclass(frozen=True, slots=True)
class Options:
    """The whole effective configuration of one process or one check run."""

    # None selects first-party code (the project's own folders, never site-packages).
    packages: tuple[str, ...] | None = None
    defaults: PackageOptions = field(default_factory=PackageOptions)
    overrides: tuple[Override, ...] = ()
    cache_dir: str | None = DEFAULT_CACHE_DIR
    project_root: str | None = None
    exclude: tuple[str, ...] = ()
    cache_max_bytes: int = 256 * 1024 * 1024

    def for_module(self, module: str) -> PackageOptions:
        """Defaults, then matching overrides from least to most specific (so settings inherit)."""
        matching: list[tuple[tuple[int, int], int, Override]] = []
        for index, override in enumerate(self.overrides):
            score = override.specificity(module)
            if score is not None:
                matching.append((score, index, override))
        result = self.defaults
        for _score, _index, override in sorted(matching, key=lambda item: (item[0], item[1])):
            result = replace(result, **dict(override.settings))  # type: ignore[arg-type]
        return result

    def explicitly_selects(self, module: str) -> bool:
        return self.packages is not None and module_in_packages(module, self.packages)
