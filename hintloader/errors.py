"""The few exception and warning classes users can catch, each on a natural built-in base."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:  # errors is imported at start-up; diagnostics (a dataclass) is not needed
    from collections.abc import Sequence

    from hintloader.diagnostics import Diagnostic


class HintWarning(UserWarning):
    """Static findings in ``warn`` mode and runtime violations with ``on-violation = "warn"``."""

    #: The finding a static-check warning reports (None for the other warnings), and its module.
    diagnostic: Diagnostic | None = None
    module: str = ""


class HintError(Exception):
    """An import refused in ``error`` mode. Deliberately not an ImportError: type errors must
    not be swallowed by ``try: import x / except ImportError``."""

    def __init__(self, module: str, diagnostics: Sequence[Diagnostic]) -> None:
        self.module = module
        self.diagnostics = tuple(diagnostics)
        errors = sum(1 for d in self.diagnostics if d.severity == "error")
        lines = [f"{module}: {errors} type error{'s' if errors != 1 else ''} (hintloader mode 'error')"]
        lines += [
            f"{d.path}:{d.line}:{d.column or 0}: {d.severity}: {d.message}  [{d.code}]"
            for d in self.diagnostics
        ]
        super().__init__("\n".join(lines))


class HintTypeError(TypeError):
    """A runtime check failed: a value does not fit its annotation."""

    def __init__(
        self,
        message: str,
        *,
        function: str = "",
        parameter: str | None = None,
        expected: str = "",
        value: object = None,
        path: tuple[str, ...] = (),
    ) -> None:
        super().__init__(message)
        self.function = function
        self.parameter = parameter  # None for a return value or yield
        self.expected = expected
        self.value = value
        self.path = path  # steps inside containers, outermost first


class ConfigError(ValueError):
    """A bad configuration value, naming where it came from and how to fix it."""

    def __init__(self, source: str, key: str, problem: str, suggestion: str = "") -> None:
        self.source = source  # e.g. "pyproject.toml [tool.hintloader]" or "HINTLOADER_MODE"
        self.key = key
        self.problem = problem
        self.suggestion = suggestion
        text = f"{source}: {key}: {problem}"
        if suggestion:
            text += f" ({suggestion})"
        super().__init__(text)

    @property
    def all(self) -> tuple[ConfigError, ...]:
        """Every error of the configuration: a run reports them all, not only the first."""
        return (self,)


class ConfigErrors(ConfigError):
    """Several configuration errors found in one run; the fields are the first one's."""

    def __init__(self, errors: Sequence[ConfigError]) -> None:
        flat = tuple(error for each in errors for error in each.all)
        first = flat[0]
        super().__init__(first.source, first.key, first.problem, first.suggestion)
        self.errors = flat
        self.args = ("\n".join(str(error) for error in flat),)

    @property
    def all(self) -> tuple[ConfigError, ...]:
        return self.errors

    def __str__(self) -> str:
        return str(self.args[0])


def combined(errors: Sequence[ConfigError]) -> ConfigError:
    """One error for all of ``errors`` (non-empty): the error itself when there is one."""
    flat = [error for each in errors for error in each.all]
    return flat[0] if len(flat) == 1 else ConfigErrors(flat)
