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
        "disable_error_codes",
        "enable_error_codes",
        "ignore_missing_imports",
        "missing_imports_rules",
        "python_version",
        "platform",
    )
    mode: Mode
    strictness: Strictness
    instrument: bool
    on_violation: OnViolation
    collection_check: CollectionCheck
    check_assignments: bool  # instrument annotated assignments (x: int = f()) too
    disable_error_codes: tuple[str, ...]  # never reported (mypy's disable_error_code)
    enable_error_codes: tuple[str, ...]  # reported whatever the strictness; beats disabling
    # Imports OF the matching modules that cannot be followed are not reported (mypy's
    # ignore_missing_imports: the pattern names the imported module, not the importing one).
    ignore_missing_imports: bool
    # Derived by Options.for_module, not a setting: (pattern, ignore) of the default ("*") and of
    # each override that sets ignore-missing-imports, so a check can answer for any imported
    # module (and the cache key changes with them).
    missing_imports_rules: tuple[tuple[str, bool], ...]
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
        disable_error_codes: tuple[str, ...] = (),
        enable_error_codes: tuple[str, ...] = (),
        ignore_missing_imports: bool = False,
        missing_imports_rules: tuple[tuple[str, bool], ...] = (),
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
            disable_error_codes=disable_error_codes,
            enable_error_codes=enable_error_codes,
            ignore_missing_imports=ignore_missing_imports,
            missing_imports_rules=missing_imports_rules,
            python_version=python_version,
            platform=platform,
        )

    def reports(self, code: str, level: Strictness) -> bool:
        """Whether a finding of ``code`` (reported from strictness ``level`` up) is shown."""
        if code in self.enable_error_codes:
            return True
        if code in self.disable_error_codes:
            return False
        return strictness_at_least(self.strictness, level)

    @property
    def static(self) -> bool:
        """Whether imports get the static check (``mode`` governs static findings only)."""
        return self.mode != "off"

    @property
    def claimed(self) -> bool:
        """Whether the import hook takes the module: for the static check, runtime checks or both."""
        return self.mode != "off" or self.instrument
    def ignores_missing_import(self, module: str) -> bool:
        """Whether an import of ``module`` that cannot be followed goes unreported: the most
        specific rule matching it wins (the later of equals), as overrides resolve."""
        if not self.missing_imports_rules:
            return self.ignore_missing_imports
        best: tuple[tuple[int, int], int] | None = None
        answer = False
        for index, (pattern, ignore) in enumerate(self.missing_imports_rules):
            score = pattern_specificity(pattern, module)
            if score is not None and (best is None or (score, index) > best):
                best, answer = (score, index), ignore
        return answer

    def fingerprint(self) -> str:
        """Stable digest of everything that changes a check's result or generated code."""
        from hintloader.record import blake2b

        text = ";".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__)
        return blake2b(text.encode(), digest_size=8).hexdigest()


#: Keys of ``PackageOptions`` as spelled in configuration files (kebab-case).
PACKAGE_KEYS: dict[str, str] = {
    name.replace("_", "-"): name for name in PackageOptions.__slots__ if name != "missing_imports_rules"
}


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
    # A plain loop: this runs for every import of the process, and a generator costs more
    # than the comparisons.
    for package in packages:
        if module.startswith(package) and (len(module) == len(package) or module[len(package)] == "."):
            return True
    return False


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
        "files",
        "python_executable",
        "background",
        "background_wait",
    )
    packages: tuple[str, ...] | None  # None: first-party code (never site-packages)
    defaults: PackageOptions
    overrides: tuple[Override, ...]
    cache_dir: str | None  # None: no cache
    project_root: str | None
    exclude: tuple[str, ...]
    cache_max_bytes: int
    files: tuple[str, ...] | None  # what `hintloader check` checks without PATH (absolute)
    python_executable: str | None  # resolve the check command's imports in its environment
    # Warn mode: check cache misses beside the program (importing.background). Off unless the
    # configuration asks (its default is on): Options built in code keep imports that wait.
    background: bool
    background_wait: float  # seconds a program waits at exit for those checks

    def __init__(
        self,
        packages: tuple[str, ...] | None = None,
        defaults: PackageOptions | None = None,
        overrides: tuple[Override, ...] = (),
        cache_dir: str | None = DEFAULT_CACHE_DIR,
        project_root: str | None = None,
        exclude: tuple[str, ...] = (),
        cache_max_bytes: int = 256 * 1024 * 1024,
        files: tuple[str, ...] | None = None,
        python_executable: str | None = None,
        background: bool = False,
        background_wait: float = 10.0,
    ) -> None:
        self._init(
            packages=packages,
            defaults=PackageOptions() if defaults is None else defaults,
            overrides=overrides,
            cache_dir=cache_dir,
            project_root=project_root,
            exclude=exclude,
            cache_max_bytes=cache_max_bytes,
            files=files,
            python_executable=python_executable,
            background=background,
            background_wait=background_wait,
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
            result = result.replace(**layered_codes(result, dict(override.settings)))
            result = result.replace(**dict(override.settings))
        rules = tuple((pattern, bool(value)) for override in self.overrides
                      for field, value in override.settings if field == "ignore_missing_imports"
                      for pattern in override.patterns)
        if rules:
            result = result.replace(missing_imports_rules=(("*", self.defaults.ignore_missing_imports), *rules))
        return result


_CODE_FIELDS = ("disable_error_codes", "enable_error_codes")


def layered_codes(base: PackageOptions, settings: dict[str, object]) -> dict[str, object]:
    """An override's settings with its error-code lists applied on top of ``base``'s, as mypy
    applies a per-module section: a code it disables is no longer enabled, and the reverse;
    within one table enabling wins."""
    if not any(name in settings for name in _CODE_FIELDS):
        return settings
    disabled = dict.fromkeys(base.disable_error_codes)
    enabled = dict.fromkeys(base.enable_error_codes)
    for code in _code_tuple(settings.get("disable_error_codes")):
        disabled[code] = None
        enabled.pop(code, None)
    for code in _code_tuple(settings.get("enable_error_codes")):
        enabled[code] = None
        disabled.pop(code, None)
    return {**settings, "disable_error_codes": tuple(disabled), "enable_error_codes": tuple(enabled)}


def _code_tuple(value: object) -> tuple[str, ...]:
    return tuple(str(code) for code in value) if isinstance(value, (list, tuple)) else ()


def decode_options(plain: object) -> Options:
    """Options from their plain form (hintloader.record.to_plain): a remembered start."""
    from hintloader.record import from_plain

    options = from_plain(plain, {b"Options": Options, b"Override": Override,
                                 b"PackageOptions": PackageOptions})
    if not isinstance(options, Options):
        raise TypeError("not the plain form of Options")
    return options
