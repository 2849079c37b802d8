"""Turn ``[tool.hintloader]``, ``HINTLOADER_*`` variables and command-line values into Options."""

from __future__ import annotations

import os
import sys

from hintloader.errors import ConfigError, combined
from hintloader.config.options import (
    COLLECTION_CHECKS,
    DEFAULT_CACHE_DIR,
    MODES,
    ON_VIOLATION,
    STRICTNESS_LEVELS,
    Options,
    Override,
    PackageOptions,
    layered_codes,
)
from hintloader.record import Record

# Loaded at start-up of every HINTLOADER=1 process: typing is for type checkers only.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence
    from typing import Any, Literal, TypeAlias

    Kind: TypeAlias = Literal["choice", "bool", "str-list", "path", "size", "version", "platform",
                              "code-list", "path-list", "executable", "seconds"]
else:
    Kind = str

__all__ = [
    "KEYS",
    "Key",
    "ResolvedConfig",
    "Setting",
    "find_pyproject",
    "load_config",
    "load_options",
    "reference_markdown",
]

TABLE = "[tool.hintloader]"
OVERRIDES_TABLE = "[[tool.hintloader.overrides]]"
CONFIG_VAR = "HINTLOADER_CONFIG"
DEFAULT_ORIGIN = "default"
CLI_ORIGIN = "command line"
_REPO_MARKERS = (".git", ".hg")

class Key(Record):
    """One configuration key: the single source for validation and the docs reference."""

    __slots__ = ("name", "kind", "default", "description", "choices", "env", "per_module")
    name: str  # kebab-case, as written in pyproject.toml and on the command line
    kind: Kind
    default: object  # as written in pyproject.toml; None means "not set"
    description: str
    choices: tuple[str, ...]
    env: str | None
    per_module: bool  # allowed in [[tool.hintloader.overrides]]

    def __init__(
        self,
        name: str,
        kind: Kind,
        default: object,
        description: str,
        choices: tuple[str, ...] = (),
        env: str | None = None,
        per_module: bool = False,
    ) -> None:
        self._init(name=name, kind=kind, default=default, description=description,
                   choices=choices, env=env, per_module=per_module)

    @property
    def field(self) -> str:
        return self.name.replace("-", "_")


KEYS: tuple[Key, ...] = (
    Key("packages", "str-list", None,
        "Import packages (or distribution names) the hook checks; unset: the project's own code.",
        env="HINTLOADER_PACKAGES"),
    Key("mode", "choice", "warn",
        "What a finding does: nothing, a warning, or a refused import.",
        MODES, "HINTLOADER_MODE", True),
    Key("strictness", "choice", "standard", "What counts as a finding.",
        STRICTNESS_LEVELS, "HINTLOADER_STRICTNESS", True),
    Key("instrument", "bool", False, "Add runtime checks of arguments and return values.",
        env="HINTLOADER_INSTRUMENT", per_module=True),
    Key("on-violation", "choice", "raise",
        "What a failed runtime check does: raise `HintTypeError` or warn.",
        ON_VIOLATION, per_module=True,
        env="HINTLOADER_ON_VIOLATION"),
    Key("collection-check", "choice", "sample",
        "Which items of a list, set or dict a runtime check inspects.",
        COLLECTION_CHECKS, per_module=True),
    Key("check-assignments", "bool", False,
        "Also check annotated assignments (`x: int = f()`) at run time.", per_module=True),
    Key("ignore-missing-imports", "bool", False,
        "Do not report imports of these modules that cannot be followed (mypy's setting).",
        per_module=True),
    Key("cache-dir", "path", DEFAULT_CACHE_DIR,
        "Cache folder, relative to the pyproject.toml's folder; `\"off\"` disables the cache.",
        env="HINTLOADER_CACHE_DIR"),
    Key("cache-max-size", "size", "256MB",
        "Size limit of the cache: bytes, or a number with `KB`, `MB` or `GB` (powers of 1024)."),
    Key("exclude", "str-list", (), "Glob patterns of paths `hintloader check` skips."),
    Key("background", "bool", True,
        "In `warn` mode, check a module missing from the cache in a background process: the "
        "import does not wait, findings print as they arrive; `false`: the import waits.",
        env="HINTLOADER_BACKGROUND"),
    Key("background-wait", "seconds", 10,
        "At exit, how long a program waits for the background check before it stops it and "
        "says how many modules were still being checked.",
        env="HINTLOADER_BACKGROUND_WAIT"),
    Key("disable-error-codes", "code-list", (),
        "Error codes never reported, e.g. `[\"union-attr\"]` (mypy's `disable_error_code`).",
        env="HINTLOADER_DISABLE_ERROR_CODES", per_module=True),
    Key("enable-error-codes", "code-list", (),
        "Error codes reported whatever the strictness, e.g. `[\"no-untyped-def\"]` "
        "(mypy's `enable_error_code`); enabling beats disabling.",
        env="HINTLOADER_ENABLE_ERROR_CODES", per_module=True),
    Key("files", "path-list", None,
        "What `hintloader check` and `baseline` check when no PATH is given, relative to the "
        "pyproject.toml's folder; unset: `packages`, else the project's packages."),
    Key("python-executable", "executable", None,
        "The Python whose installed packages `hintloader check` resolves imports in "
        "(mypy's `python_executable`), e.g. `\".venv/bin/python\"` under pre-commit."),
    Key("python-version", "version", None,
        "The Python version checked for (`\"3.10\"`): `sys.version_info` tests and which standard "
        "library modules and names exist; unset: the running interpreter's.",
        env="HINTLOADER_PYTHON_VERSION"),
    Key("platform", "platform", None,
        "The `sys.platform` checked for (`\"linux\"`, `\"win32\"`, `\"darwin\"`); unset: the "
        "running interpreter's.", env="HINTLOADER_PLATFORM"),
)
# Keys that name the target checked for: global, but part of every module's settings.
TARGET_KEYS: tuple[str, ...] = ("python-version", "platform")
KEYS_BY_NAME: dict[str, Key] = {key.name: key for key in KEYS}
PER_MODULE_KEYS: tuple[str, ...] = tuple(key.name for key in KEYS if key.per_module)
_SECTION_KEYS = (*KEYS_BY_NAME, "overrides")

_TRUE = ("1", "true", "yes", "on")
_FALSE = ("0", "false", "no", "off")
_UNITS = {"": 1, "B": 1, "K": 1024, "KB": 1024, "KIB": 1024, "M": 1024**2, "MB": 1024**2,
          "MIB": 1024**2, "G": 1024**3, "GB": 1024**3, "GIB": 1024**3}


class Setting(Record):
    """One effective value and where it came from, for ``hintloader config``."""

    __slots__ = ("key", "value", "origin")
    key: str
    value: object
    origin: str  # "default", "<file> [tool.hintloader]", "HINTLOADER_MODE", "command line", ...

    def __init__(self, key: str, value: object, origin: str) -> None:
        self._init(key=key, value=value, origin=origin)


class ResolvedConfig(Record):
    """Options plus the provenance of every value."""

    __slots__ = ("options", "path", "origins", "override_origins")
    options: Options
    path: str | None  # the pyproject.toml used, if any
    origins: Mapping[str, str]  # key -> origin of its global value (absent: default)
    override_origins: tuple[str, ...]  # parallel to options.overrides

    def __init__(
        self,
        options: Options,
        path: str | None,
        origins: Mapping[str, str],
        override_origins: tuple[str, ...] = (),
    ) -> None:
        self._init(options=options, path=path, origins=origins,
                   override_origins=override_origins)

    def explain(self, module: str | None = None) -> list[Setting]:
        """Every key's effective value for ``module`` (None: outside any override)."""
        effective = self.options.defaults if module is None else self.options.for_module(module)
        winners: dict[str, str] = {}
        if module is not None:
            matching = []
            for index, override in enumerate(self.options.overrides):
                score = override.specificity(module)
                if score is not None:
                    matching.append((score, index))
            for _score, index in sorted(matching):  # same order as Options.for_module
                for name, _value in self.options.overrides[index].settings:
                    winners[name] = self.override_origins[index]
        settings = []
        for key in KEYS:
            if key.per_module:
                value = getattr(effective, key.field)
                origin = winners.get(key.field, self.origins.get(key.name, DEFAULT_ORIGIN))
            else:
                value = _global_value(self.options, key.name)
                origin = self.origins.get(key.name, DEFAULT_ORIGIN)
            settings.append(Setting(key.name, value, origin))
        return settings


def _global_value(options: Options, name: str) -> object:
    """A process-wide value as one would write it in pyproject.toml."""
    if name == "packages":
        return None if options.packages is None else list(options.packages)
    if name == "cache-dir":
        return "off" if options.cache_dir is None else options.cache_dir
    if name == "cache-max-size":
        return options.cache_max_bytes
    if name == "files":
        return None if options.files is None else list(options.files)
    if name == "python-executable":
        return options.python_executable
    if name == "background":
        return options.background
    if name == "background-wait":
        return options.background_wait
    if name in TARGET_KEYS:
        return getattr(options.defaults, name.replace("-", "_"))
    return list(options.exclude)


# -- finding and reading the file ----------------------------------------------------------

def find_pyproject(start: str) -> str | None:
    """The nearest pyproject.toml with a [tool.hintloader] table, not above the repository root."""
    found = _discover(os.path.abspath(start))
    return None if found is None else found[0]


def _discover(start: str) -> tuple[str, dict[str, object]] | None:
    folder = start
    while True:
        candidate = os.path.join(folder, "pyproject.toml")
        if os.path.isfile(candidate):
            section = _section_if_present(candidate)
            if section is not None:
                return candidate, section
        if any(os.path.exists(os.path.join(folder, marker)) for marker in _REPO_MARKERS):
            return None
        parent = os.path.dirname(folder)
        if parent == folder:
            return None
        folder = parent


def _section_if_present(path: str) -> dict[str, object] | None:
    data = _read_bytes(path)
    # Most pyproject files never mention us: skip parsing them (and importing tomllib) at start-up.
    if b"hintloader" not in data:
        return None
    tool = _parse_toml(path, data).get("tool")
    if not isinstance(tool, dict) or "hintloader" not in tool:
        return None
    return _as_section(path, tool["hintloader"])


def _read_explicit(path: str) -> dict[str, object]:
    if not os.path.isfile(path):
        raise ConfigError(CONFIG_VAR, "path", f"no such file: {path}")
    tool = _parse_toml(path, _read_bytes(path)).get("tool")
    if not isinstance(tool, dict) or "hintloader" not in tool:
        return {}  # a file chosen explicitly with no table simply sets nothing
    return _as_section(path, tool["hintloader"])


def _as_section(path: str, section: object) -> dict[str, object]:
    if not isinstance(section, dict):
        raise ConfigError(path, "tool.hintloader", "must be a table", "write [tool.hintloader]")
    return section


def _read_bytes(path: str) -> bytes:
    try:
        with open(path, "rb") as stream:
            return stream.read()
    except OSError as exc:
        raise ConfigError(path, "file", f"cannot read it: {exc.strerror or exc}") from None


def _parse_toml(path: str, data: bytes) -> dict[str, object]:
    import importlib

    # tomllib is stdlib from 3.11; tomli is the same parser on 3.10.
    name = "tomllib" if sys.version_info >= (3, 11) else "tomli"
    try:
        tomllib = importlib.import_module(name)
    except ImportError:
        raise ConfigError(path, "file", f"reading TOML needs {name}",
                          f"pip install {name}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ConfigError(path, "file", f"not UTF-8 text: {exc.reason}") from None
    try:
        parsed: dict[str, object] = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        line = getattr(exc, "lineno", None) or _line_from_message(str(exc))
        where = f"line {line}" if line else "syntax"
        raise ConfigError(path, where, f"invalid TOML: {exc}") from None
    return parsed


def _line_from_message(message: str) -> int | None:
    # Before 3.14 TOMLDecodeError has no lineno; its message ends "(at line N, column M)".
    marker = "(at line "
    start = message.rfind(marker)
    if start < 0:
        return None
    digits = message[start + len(marker):].split(",")[0]
    return int(digits) if digits.isdigit() else None


# -- values ---------------------------------------------------------------------------------

def _suggest(word: str, candidates: Sequence[str]) -> str:
    import difflib  # only on the error path

    close = difflib.get_close_matches(word, list(candidates), n=1, cutoff=0.6)
    if close:
        return f"did you mean '{close[0]}'?"
    return "expected one of " + ", ".join(candidates)


def _unknown_key(source: str, name: str, known: Sequence[str]) -> ConfigError:
    return ConfigError(source, name, "unknown key", _suggest(name, known))


def _convert(key: Key, raw: object, source: str, base: str, *, text: bool) -> object:
    """Validate one value; ``text`` is True for environment strings, which need parsing."""
    if key.kind == "choice":
        if not isinstance(raw, str):
            raise ConfigError(source, key.name, f"expected a string, got {raw!r}")
        value = raw.strip() if text else raw
        if value not in key.choices:
            close = _suggest(value, key.choices)
            problem = f"'{value}' is not one of {', '.join(key.choices)}"
            hint = close if close.startswith("did") else _other_key_hint(key, value, source)
            raise ConfigError(source, key.name, problem, hint)
        return value
    if key.kind == "bool":
        if isinstance(raw, bool):
            return raw
        if isinstance(raw, str) and (text or source == CLI_ORIGIN):
            word = raw.strip().lower()
            if word in _TRUE or word in _FALSE:
                return word in _TRUE
            raise ConfigError(source, key.name, f"expected {BOOLEAN_WORDS}, got {raw!r}")
        hint = "write true or false without quotes" if isinstance(raw, str) else ""
        raise ConfigError(source, key.name, f"expected true or false, got {raw!r}", hint)
    if key.kind in ("code-list", "path-list"):
        return _special_list(key, raw, source, base, text=text)
    if key.kind == "executable":
        return _executable(key, raw, source, base)
    if key.kind == "str-list":
        if isinstance(raw, str) and (text or source == CLI_ORIGIN):
            names = tuple(part.strip() for part in raw.split(",") if part.strip())
            if not names and key.name == "packages":
                raise ConfigError(source, key.name, f"no package names in {raw!r}",
                                  "give comma-separated names, or unset it to check the "
                                  "project's own code")
            return names
        if isinstance(raw, (list, tuple)) and all(isinstance(item, str) for item in raw):
            if not raw and key.name == "packages":
                raise ConfigError(source, key.name, "an empty list selects nothing",
                                  "remove the key to check the project's own code, or set "
                                  'mode = "off"')
            return tuple(raw)
        hint = f'write ["{raw}"]' if isinstance(raw, str) else ""
        raise ConfigError(source, key.name, f"expected a list of strings, got {raw!r}", hint)
    if key.kind == "path":
        if not isinstance(raw, str) or not raw.strip():
            raise ConfigError(source, key.name, f"expected a folder name or \"off\", got {raw!r}")
        if raw.strip().lower() == "off":
            return None
        return os.path.normpath(os.path.join(base, os.path.expanduser(raw)))
    if key.kind == "version":
        return _python_version(key, raw, source)
    if key.kind == "platform":
        return _platform(key, raw, source)
    if key.kind == "seconds":
        return _seconds(key, raw, source)
    return _size(key, raw, source)


BOOLEAN_WORDS = "1/0, true/false, yes/no or on/off"


def _other_key_hint(key: Key, value: str, source: str) -> str:
    """``mode = "strict"``: the value belongs to another key; say which."""
    for other in KEYS:
        if other is not key and value in other.choices:
            if source == key.env and other.env:
                return f"'{value}' is a value of {other.env}"
            if source == CLI_ORIGIN:
                return f"'{value}' is a value of --{other.name}"
            return f'\'{value}\' is a value of `{other.name}`: write {other.name} = "{value}"'
    return ""


def _special_list(key: Key, raw: object, source: str, base: str, *, text: bool) -> tuple[str, ...]:
    """Error codes (each a registered one) or paths (made absolute against ``base``)."""
    if isinstance(raw, str) and (text or source == CLI_ORIGIN):
        items = [part.strip() for part in raw.split(",") if part.strip()]
    elif isinstance(raw, (list, tuple)) and all(isinstance(item, str) for item in raw):
        items = [item.strip() for item in raw if item.strip()]
        if key.kind == "code-list":  # the command line repeats the option: "a,b" "c"
            items = [part.strip() for item in items for part in item.split(",") if part.strip()]
    else:
        hint = f'write ["{raw}"]' if isinstance(raw, str) else ""
        raise ConfigError(source, key.name, f"expected a list of strings, got {raw!r}", hint)
    if key.kind == "path-list":
        return tuple(os.path.normpath(os.path.join(base, os.path.expanduser(p))) for p in items)
    from hintloader.codes import CODES  # only when codes are configured

    for code in items:
        if code not in CODES:
            close = _suggest(code, sorted(CODES))
            raise ConfigError(source, key.name, f"unknown error code '{code}'",
                              close if close.startswith("did") else
                              "`hintloader explain` lists the codes")
    return tuple(dict.fromkeys(items))


def _executable(key: Key, raw: object, source: str, base: str) -> str:
    if not isinstance(raw, str) or not raw.strip():
        raise ConfigError(source, key.name, f"expected the path of a Python interpreter, got {raw!r}")
    value = os.path.expanduser(raw.strip())
    if os.sep in value or (os.altsep and os.altsep in value):
        return os.path.normpath(os.path.join(base, value))
    return value  # a bare name ("python3.12") is looked up on PATH when it is used


def _size(key: Key, raw: object, source: str) -> int:
    if isinstance(raw, int) and not isinstance(raw, bool) and raw >= 0:
        return raw
    if isinstance(raw, str):
        text = raw.strip().replace(" ", "").upper()
        number = text.rstrip("KMGIB")
        unit = text[len(number):]
        try:
            amount = float(number)
        except ValueError:
            amount = -1.0
        if 0 <= amount < float("inf") and unit in _UNITS:
            return int(amount * _UNITS[unit])
    raise ConfigError(source, key.name,
                      f'expected a size such as "256MB" or a number of bytes, got {raw!r}')


def _seconds(key: Key, raw: object, source: str) -> float:
    if isinstance(raw, (int, float)) and not isinstance(raw, bool):
        amount = float(raw)
    elif isinstance(raw, str):
        try:
            amount = float(raw.strip().removesuffix("s").strip())
        except ValueError:
            amount = -1.0
    else:
        amount = -1.0
    if 0 <= amount < float("inf"):
        return amount
    raise ConfigError(source, key.name, f"expected a number of seconds such as 2 or 0.5, got {raw!r}")


# The oldest Python the bundled typeshed stubs describe (older branches are gone from them).
OLDEST_TARGET = (3, 10)
# sys.platform values; the BSDs and SunOS add their release number (freebsd14, sunos5).
PLATFORMS = ("linux", "win32", "darwin", "cygwin", "aix", "android", "ios", "emscripten", "wasi")
_NUMBERED_PLATFORMS = ("freebsd", "openbsd", "netbsd", "sunos")
_PLATFORM_NAMES = {"windows": "win32", "win": "win32", "win64": "win32", "nt": "win32",
                   "mac": "darwin", "macos": "darwin", "macosx": "darwin", "osx": "darwin",
                   "linux2": "linux", "posix": "linux"}


def _python_version(key: Key, raw: object, source: str) -> str:
    """``"3.10"``: a version of Python 3 the stubs describe. A TOML float is refused: 3.10
    written bare is the number 3.1."""
    oldest = f"{OLDEST_TARGET[0]}.{OLDEST_TARGET[1]}"
    if isinstance(raw, float) and not isinstance(raw, bool):
        raise ConfigError(source, key.name, f"expected a version string, got the number {raw!r}",
                          f'write it in quotes: "{raw}" (a bare 3.10 is the number 3.1)')
    if not isinstance(raw, str):
        raise ConfigError(source, key.name, f"expected a version string such as \"{oldest}\", got {raw!r}")
    text = raw.strip()
    major, dot, minor = text.partition(".")
    if not (dot and major.isdigit() and minor.isdigit()):
        hint = f'write major.minor, e.g. "{".".join(text.split(".")[:2])}"' if text.count(".") == 2 else \
            f'e.g. "{oldest}"'
        raise ConfigError(source, key.name, f"'{text}' is not a major.minor Python version", hint)
    version = (int(major), int(minor))
    if version[0] != 3:
        raise ConfigError(source, key.name, f"'{text}' is not a Python 3 version", f'e.g. "{oldest}"')
    if version < OLDEST_TARGET:
        raise ConfigError(source, key.name, f"Python {text} is older than the oldest version the "
                          f"bundled typeshed stubs describe", f"use \"{oldest}\" or newer")
    return f"{version[0]}.{version[1]}"


def _platform(key: Key, raw: object, source: str) -> str:
    """A ``sys.platform`` value, as Python spells it (``win32`` also on 64-bit Windows)."""
    if not isinstance(raw, str) or not raw.strip():
        raise ConfigError(source, key.name, f"expected a sys.platform value such as \"linux\", got {raw!r}")
    text = raw.strip()
    if text in PLATFORMS or any(text.startswith(p) and text[len(p):].isdigit() for p in _NUMBERED_PLATFORMS):
        return text
    known = _PLATFORM_NAMES.get(text.lower())
    hint = f"did you mean '{known}'? (the value of sys.platform there)" if known else _suggest(text, PLATFORMS)
    raise ConfigError(source, key.name, f"'{text}' is not a sys.platform value", hint)


# -- the layers -----------------------------------------------------------------------------

Values = dict[str, tuple[object, str]]  # key name -> (validated value, origin)


def _file_layer(
    path: str, section: Mapping[str, object]
) -> tuple[Values, list[tuple[Override, str]]]:
    source = f"{path} {TABLE}"
    base = os.path.dirname(path)
    values: Values = {}
    errors: list[ConfigError] = []
    for name, raw in section.items():
        if name == "overrides":
            continue
        key = KEYS_BY_NAME.get(name)
        try:
            if key is None:
                raise _unknown_key(source, name, _SECTION_KEYS)
            values[name] = (_convert(key, raw, source, base, text=False), source)
        except ConfigError as exc:
            errors.append(exc)
    try:
        overrides = _overrides(path, section.get("overrides", []))
    except ConfigError as exc:
        errors.append(exc)
    if errors:
        raise combined(errors)
    return values, overrides


def _overrides(path: str, raw: object) -> list[tuple[Override, str]]:
    if not isinstance(raw, list) or not all(isinstance(item, dict) for item in raw):
        raise ConfigError(f"{path} {TABLE}", "overrides", "must be an array of tables",
                          f"write each one as {OVERRIDES_TABLE}")
    result = []
    errors: list[ConfigError] = []
    for number, table in enumerate(raw, start=1):
        source = f"{path} {OVERRIDES_TABLE} #{number}"
        module = table.get("module")
        patterns = [module] if isinstance(module, str) else module
        if (not isinstance(patterns, list) or not patterns
                or not all(isinstance(p, str) and p.strip() for p in patterns)):
            errors.append(ConfigError(source, "module", f"expected a pattern or a list of "
                                      f"patterns, got {module!r}", 'e.g. module = "mypkg.*"'))
            continue
        settings: list[tuple[str, object]] = []
        for name, value in table.items():
            if name == "module":
                continue
            key = KEYS_BY_NAME.get(name)
            try:
                if key is None:
                    raise _unknown_key(source, name, ("module", *PER_MODULE_KEYS))
                if not key.per_module:
                    raise ConfigError(source, name, "is not a per-module setting",
                                      f"set it in {TABLE}")
                settings.append((key.field, _convert(key, value, source, "", text=False)))
            except ConfigError as exc:
                errors.append(exc)
        shown = _toml(patterns[0] if len(patterns) == 1 else tuple(patterns))
        origin = f"{source} (module = {shown})"
        result.append((Override(tuple(p.strip() for p in patterns), tuple(settings)), origin))
    if errors:
        raise combined(errors)
    return result


def _env_layer(environ: Mapping[str, str], start: str) -> Values:
    values: Values = {}
    errors: list[ConfigError] = []
    for key in KEYS:
        if key.env is None:
            continue
        raw = environ.get(key.env, "")
        if raw.strip():
            try:
                values[key.name] = (_convert(key, raw, key.env, start, text=True), key.env)
            except ConfigError as exc:
                errors.append(exc)
    if errors:
        raise combined(errors)
    return values


def _cli_layer(cli: Mapping[str, object], start: str) -> Values:
    values: Values = {}
    errors: list[ConfigError] = []
    for name, raw in cli.items():
        if raw is None:  # an option the user did not give
            continue
        key = KEYS_BY_NAME.get(name)
        try:
            if key is None:
                raise _unknown_key(CLI_ORIGIN, name, tuple(KEYS_BY_NAME))
            values[name] = (_convert(key, raw, CLI_ORIGIN, start, text=False), CLI_ORIGIN)
        except ConfigError as exc:
            errors.append(exc)
    if errors:
        raise combined(errors)
    return values


# -- distribution names ---------------------------------------------------------------------

def _normalise(name: str) -> str:
    """PEP 503: runs of -, _ and . are one separator; case does not matter."""
    out: list[str] = []
    for char in name.lower():
        if char in "-_.":
            if not out or out[-1] != "-":
                out.append("-")
        else:
            out.append(char)
    return "".join(out)


def _importable(top: str, search: list[str]) -> bool:
    if top in sys.modules or top in sys.builtin_module_names:
        return True
    from importlib.machinery import PathFinder

    try:
        return PathFinder.find_spec(top, [*sys.path, *search]) is not None
    except (ImportError, ValueError):
        return False


def _resolve_packages(names: tuple[str, ...], search: list[str], origin: str) -> tuple[str, ...]:
    """Keep importable names; replace a distribution name by the packages it installs."""
    resolved: list[str] = []
    distributions: dict[str, list[str]] | None = None
    for name in names:
        dotted = all(part.isidentifier() for part in name.split("."))
        if dotted and _importable(name.partition(".")[0], search):
            resolved.append(name)
            continue
        if distributions is None:
            distributions = _distributions()
        tops = distributions.get(_normalise(name))
        if tops:
            resolved.extend(top for top in tops if top not in resolved)
        elif dotted:
            resolved.append(name)  # may become importable later (sys.path set by the program)
        else:
            hint = _suggest(_normalise(name), sorted(distributions))
            raise ConfigError(origin, "packages", f"'{name}' is neither an importable package "
                              "nor an installed distribution",
                              hint if hint.startswith("did") else "")
    return tuple(resolved)


def _distributions() -> dict[str, list[str]]:
    """Normalised distribution name -> its top-level import packages."""
    import importlib.metadata  # slow; only when a name is not importable as it stands

    result: dict[str, list[str]] = {}
    for top, dists in importlib.metadata.packages_distributions().items():
        if not top.isidentifier() or top.startswith("__"):
            continue  # editable-install helpers and other non-packages
        for dist in dists:
            result.setdefault(_normalise(dist), []).append(top)
    for tops in result.values():
        tops.sort(key=lambda top: (top.startswith("_"), top))
    return result


# -- putting it together --------------------------------------------------------------------

def load_config(
    *, start: str, environ: Mapping[str, str], cli: Mapping[str, object] | None = None
) -> ResolvedConfig:
    """Defaults < pyproject.toml < environment < command line, with each value's origin.

    A key set in the environment or on the command line applies to every module: it also
    beats the same key in ``[[tool.hintloader.overrides]]``.
    """
    start = os.path.abspath(start)
    if os.path.isfile(start):
        start = os.path.dirname(start)
    explicit = environ.get(CONFIG_VAR, "").strip()
    path: str | None
    if explicit:
        path = os.path.normpath(os.path.join(start, os.path.expanduser(explicit)))
        if os.path.isdir(path):
            path = os.path.join(path, "pyproject.toml")
        section: Mapping[str, object] = _read_explicit(path)
    else:
        found = _discover(start)
        path, section = (None, {}) if found is None else found
    root = start if path is None else os.path.dirname(path)

    # Every layer is read even after an error, so that a run reports all of them at once.
    errors: list[ConfigError] = []
    file_values: Values = {}
    overrides: list[tuple[Override, str]] = []
    forced: Values = {}
    try:
        if path is not None:
            file_values, overrides = _file_layer(path, section)
    except ConfigError as exc:
        errors.append(exc)
    try:
        forced.update(_env_layer(environ, start))
    except ConfigError as exc:
        errors.append(exc)
    try:
        forced.update(_cli_layer(cli or {}, start))
    except ConfigError as exc:
        errors.append(exc)
    values: Values = {**file_values, **_without_code_lists(forced)}
    values.update(_code_lists(file_values, forced))

    if "packages" in values:
        names, origin = values["packages"]
        assert isinstance(names, tuple)
        search = [root, os.path.join(root, "src"), start]
        try:
            values["packages"] = (_resolve_packages(names, search, origin), origin)
        except ConfigError as exc:
            errors.append(exc)
    if errors:
        raise combined(errors)

    def get(name: str) -> object:
        if name in values:
            return values[name][0]
        if name == "cache-dir":
            return os.path.join(root, DEFAULT_CACHE_DIR)
        if name == "cache-max-size":
            return _size(KEYS_BY_NAME[name], KEYS_BY_NAME[name].default, DEFAULT_ORIGIN)
        return KEYS_BY_NAME[name].default

    # What the environment or command line sets wins over every override too (error-code
    # lists excepted: they add to the file's, and overrides apply on top, as in mypy).
    forced_fields = {KEYS_BY_NAME[name].field for name in _without_code_lists(forced)}
    kept = tuple(
        Override(override.patterns,
                 tuple(item for item in override.settings if item[0] not in forced_fields))
        for override, _origin in overrides
    )
    per_module = {key.field: get(key.name) for key in KEYS if key.per_module}
    # The target is global, but every module is checked for it: it is part of their settings.
    per_module.update({KEYS_BY_NAME[name].field: get(name) for name in TARGET_KEYS if get(name) is not None})
    defaults = PackageOptions(**per_module)  # type: ignore[arg-type]  # validated above
    packages = get("packages")
    cache_dir = get("cache-dir")
    max_bytes = get("cache-max-size")
    exclude = get("exclude")
    files = get("files")
    executable = get("python-executable")
    background = get("background")
    background_wait = get("background-wait")
    assert files is None or isinstance(files, tuple)
    assert executable is None or isinstance(executable, str)
    assert packages is None or isinstance(packages, tuple)
    assert cache_dir is None or isinstance(cache_dir, str)
    assert isinstance(max_bytes, int) and isinstance(exclude, tuple)
    assert isinstance(background, bool) and isinstance(background_wait, (int, float))
    options = Options(
        packages=packages, defaults=defaults, overrides=kept, cache_dir=cache_dir,
        project_root=root, exclude=exclude, cache_max_bytes=max_bytes,
        files=files, python_executable=executable,
        background=background, background_wait=float(background_wait),
    )
    origins = {name: origin for name, (_value, origin) in values.items()}
    return ResolvedConfig(options, path, origins, tuple(origin for _o, origin in overrides))


_CODE_LISTS = ("disable-error-codes", "enable-error-codes")


def _without_code_lists(values: Values) -> Values:
    return {name: value for name, value in values.items() if name not in _CODE_LISTS}


def _code_lists(file_values: Values, forced: Values) -> Values:
    """The global error-code lists: the environment's and command line's on top of the file's."""
    if not any(name in forced for name in _CODE_LISTS):
        return {name: file_values[name] for name in _CODE_LISTS if name in file_values}
    base = PackageOptions(**{KEYS_BY_NAME[name].field: file_values[name][0]  # type: ignore[arg-type]
                             for name in _CODE_LISTS if name in file_values})
    merged = layered_codes(base, {KEYS_BY_NAME[name].field: forced[name][0]
                                  for name in _CODE_LISTS if name in forced})
    result: Values = {}
    for name in _CODE_LISTS:
        origin = forced[name][1] if name in forced else file_values.get(name, (None, CLI_ORIGIN))[1]
        result[name] = (merged[KEYS_BY_NAME[name].field], origin)
    return result


def load_options(
    *, start: str, environ: Mapping[str, str], cli: Mapping[str, object] | None = None
) -> Options:
    """The effective Options for a process started in ``start``."""
    return load_config(start=start, environ=environ, cli=cli).options


# -- the docs reference ---------------------------------------------------------------------

BEGIN_MARKER = "<!-- BEGIN generated by `python -m hintloader.config.load --markdown` -->"
END_MARKER = "<!-- END generated reference -->"
_TYPE_NAMES = {"choice": "string", "bool": "boolean", "str-list": "list of strings",
               "path": "string (folder)", "size": "integer or string",
               "version": "string (`major.minor`)", "platform": "string (`sys.platform`)",
               "code-list": "list of error codes", "path-list": "list of paths",
               "executable": "string (path)", "seconds": "number (seconds)"}


def _toml(value: object) -> str:
    if value is None:
        return "(unset)"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    if isinstance(value, tuple):
        return "[" + ", ".join(_toml(item) for item in value) + "]"
    return str(value)


def reference_markdown() -> str:
    """The key and variable reference of docs/configuration.md, generated from KEYS."""
    lines = [
        BEGIN_MARKER,
        "",
        f"### Keys of `{TABLE}`",
        "",
        "| Key | Type | Default | Allowed values | In overrides | Environment | Description |",
        "|---|---|---|---|---|---|---|",
    ]
    for key in KEYS:
        allowed = ", ".join(f"`{c}`" for c in key.choices) if key.choices else ""
        if key.kind == "bool":
            allowed = "`true`, `false`"
        env = f"`{key.env}`" if key.env else ""
        lines.append(f"| `{key.name}` | {_TYPE_NAMES[key.kind]} | `{_toml(key.default)}` | "
                     f"{allowed} | {'yes' if key.per_module else 'no'} | {env} | "
                     f"{key.description} |")
    lines += [
        "",
        "### Environment variables",
        "",
        "| Variable | Value |",
        "|---|---|",
        "| `HINTLOADER` | `1` (or `true`, `yes`, `on`) turns the import hook on in any Python "
        "process of the environment |",
        f"| `{CONFIG_VAR}` | path of the pyproject.toml to use instead of searching for one |",
    ]
    for key in KEYS:
        if key.env is None:
            continue
        if key.kind == "bool":
            value = "`1`/`0`, `true`/`false`, `yes`/`no` or `on`/`off` (any case)"
        elif key.kind == "str-list":
            value = "comma-separated names, e.g. `pkg1,pkg2`"
        elif key.kind == "code-list":
            value = "comma-separated error codes, added to the file's (e.g. `union-attr,misc`)"
        elif key.kind == "path":
            value = "a folder (relative to the current directory), or `off`"
        elif key.kind == "version":
            value = "a Python version, e.g. `3.10`"
        elif key.kind == "platform":
            value = "a `sys.platform` value, e.g. `linux`"
        elif key.kind == "seconds":
            value = "a number of seconds, e.g. `0.5`"
        else:
            value = " \\| ".join(f"`{c}`" for c in key.choices)
        lines.append(f"| `{key.env}` | sets `{key.name}`: {value} |")
    lines += ["", END_MARKER]
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args == ["--markdown"]:
        sys.stdout.write(reference_markdown())
        return 0
    if len(args) == 2 and args[0] == "--write":
        with open(args[1], encoding="utf-8") as stream:
            text = stream.read()
        head, _sep, rest = text.partition(BEGIN_MARKER)
        _old, sep, tail = rest.partition(END_MARKER)
        if not sep:
            sys.stderr.write(f"{args[1]}: no generated-reference markers\n")
            return 2
        with open(args[1], "w", encoding="utf-8") as stream:
            stream.write(head + reference_markdown().rstrip("\n") + tail)
        return 0
    sys.stderr.write("usage: python -m hintloader.config.load --markdown | --write FILE.md\n")
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
