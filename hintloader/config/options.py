"""Effective settings as frozen values: per-package options and the override table."""

from __future__ import annotations

import sys

from hintloader.record import Record

# Loaded by every HINTLOADER=1 process at start-up, so this module imports nothing heavy:
# the values below are small slotted records instead of dataclasses (whose import pulls in
# inspect, ast and dis), and typing is only read by type checkers.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Literal, TypeAlias

    Mode: TypeAlias = Literal["off", "warn", "error"]
    Strictness: TypeAlias = Literal["basic", "standard", "strict"]
    OnViolation: TypeAlias = Literal["raise", "warn"]
    CollectionCheck: TypeAlias = Literal["sample", "first", "all"]
else:
    Mode = Strictness = OnViolation = CollectionCheck = str

MODES: tuple[str, ...] = ("off", "warn", "error")
STRICTNESS_LEVELS: tuple[str, ...] = ("basic", "standard", "strict")
ON_VIOLATION: tuple[str, ...] = ("raise", "warn")
COLLECTION_CHECKS: tuple[str, ...] = ("sample", "first", "all")

DEFAULT_CACHE_DIR = ".hintloader_cache"
# The target checked for when none is configured: the running interpreter.
RUNNING_VERSION = f"{sys.version_info[0]}.{sys.version_info[1]}"
RUNNING_PLATFORM = sys.platform


def strictness_at_least(actual: Strictness, required: Strictness) -> bool:
    return STRICTNESS_LEVELS.index(actual) >= STRICTNESS_LEVELS.index(required)


class PackageOptions(Record):
    """What applies to one module once overrides are resolved."""

    __slots__ = (
        "mode",
        "strictness",
        "instrument",
        "on_violation",
        "collection_check",
        "check_assignments",
        "python_version",
        "platform",
    )
    mode: Mode
    strictness: Strictness
    instrument: bool
    on_violation: OnViolation
    collection_check: CollectionCheck
    check_assignments: bool  # instrument annotated assignments (x: int = f()) too
    # The target checked for (the same for every module: set in [tool.hintloader] only).
    python_version: str  # "3.10": decides sys.version_info tests and which stdlib names exist
    platform: str  # a sys.platform value: decides sys.platform tests

    def __init__(
        self,
        mode: Mode = "warn",
        strictness: Strictness = "standard",
        instrument: bool = False,
        on_violation: OnViolation = "raise",
        collection_check: CollectionCheck = "sample",
        check_assignments: bool = False,
        python_version: str = RUNNING_VERSION,
        platform: str = RUNNING_PLATFORM,
    ) -> None:
        self._init(
            mode=mode,
            strictness=strictness,
            instrument=instrument,
            on_violation=on_violation,
            collection_check=collection_check,
            check_assignments=check_assignments,
            python_version=python_version,
            platform=platform,
        )

    def fingerprint(self) -> str:
        """Stable digest of everything that changes a check's result or generated code."""
        from hintloader.record import blake2b

        text = ";".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__)
        return blake2b(text.encode(), digest_size=8).hexdigest()


#: Keys of ``PackageOptions`` as spelled in configuration files (kebab-case).
PACKAGE_KEYS: dict[str, str] = {name.replace("_", "-"): name for name in PackageOptions.__slots__}


class Override(Record):
    """``[[tool.hintloader.overrides]]``: settings for modules matching ``patterns``."""

    __slots__ = ("patterns", "settings")
    patterns: tuple[str, ...]
    settings: tuple[tuple[str, object], ...]  # (PackageOptions field name, value)

    def __init__(
        self, patterns: tuple[str, ...], settings: tuple[tuple[str, object], ...]
    ) -> None:
        self._init(patterns=patterns, settings=settings)

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
    if any(ch in pattern for ch in "*?["):
        import fnmatch

        if fnmatch.fnmatchcase(module, pattern):
            literal = [part for part in pattern.split(".") if not any(c in part for c in "*?[")]
            return (len(literal), 0)
    return None


def module_in_packages(module: str, packages: tuple[str, ...]) -> bool:
    """Dotted-prefix selection: ``pkg`` selects ``pkg`` and ``pkg.sub`` but not ``pkgx``."""
    return any(module == p or module.startswith(p + ".") for p in packages)


class Options(Record):
    """The whole effective configuration of one process or one check run."""

    __slots__ = (
        "packages",
        "defaults",
        "overrides",
        "cache_dir",
        "project_root",
        "exclude",
        "cache_max_bytes",
    )
    packages: tuple[str, ...] | None  # None: first-party code (never site-packages)
    defaults: PackageOptions
    overrides: tuple[Override, ...]
    cache_dir: str | None  # None: no cache
    project_root: str | None
    exclude: tuple[str, ...]
    cache_max_bytes: int

    def __init__(
        self,
        packages: tuple[str, ...] | None = None,
        defaults: PackageOptions | None = None,
        overrides: tuple[Override, ...] = (),
        cache_dir: str | None = DEFAULT_CACHE_DIR,
        project_root: str | None = None,
        exclude: tuple[str, ...] = (),
        cache_max_bytes: int = 256 * 1024 * 1024,
    ) -> None:
        self._init(
            packages=packages,
            defaults=PackageOptions() if defaults is None else defaults,
            overrides=overrides,
            cache_dir=cache_dir,
            project_root=project_root,
            exclude=exclude,
            cache_max_bytes=cache_max_bytes,
        )

    def for_module(self, module: str) -> PackageOptions:
        """Defaults, then matching overrides from least to most specific (so settings inherit)."""
        if not self.overrides:
            return self.defaults
        matching: list[tuple[tuple[int, int], int, Override]] = []
        for index, override in enumerate(self.overrides):
            score = override.specificity(module)
            if score is not None:
                matching.append((score, index, override))
        result = self.defaults
        for _score, _index, override in sorted(matching, key=lambda item: (item[0], item[1])):
            result = result.replace(**dict(override.settings))
        return result
