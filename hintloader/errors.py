"""The few exception and warning classes users can catch, each on a natural built-in base."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:  # errors is imported at start-up; diagnostics (a dataclass) is not needed
    from collections.abc import Sequence

    from hintloader.diagnostics import Diagnostic


class HintWarning(UserWarning):
    """Static findings in ``warn`` mode and runtime violations with ``on-violation = "warn"``."""


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
