"""What a static check hands to the rest of hintloader: findings and an interface summary."""

from __future__ import annotations

from hintloader.record import Record

TYPE_CHECKING = False
if TYPE_CHECKING:
    from hintloader.diagnostics import Diagnostic


class Dependency(Record):
    """A first-party module whose interface the check relied on."""

    __slots__ = ("module", "path", "interface_fingerprint")
    module: str
    path: str
    interface_fingerprint: str

    def __init__(self, module: str, path: str, interface_fingerprint: str) -> None:
        self._init(module=module, path=path, interface_fingerprint=interface_fingerprint)


class CheckResult(Record):
    """One module's findings, plus what the cache needs to know when to recheck it."""

    __slots__ = ("diagnostics", "interface_fingerprint", "dependencies")
    diagnostics: tuple[Diagnostic, ...]
    # Digest of the module's public names and their declared types (not function bodies).
    interface_fingerprint: str
    dependencies: tuple[Dependency, ...]

    def __init__(
        self,
        diagnostics: tuple[Diagnostic, ...],
        interface_fingerprint: str,
        dependencies: tuple[Dependency, ...] = (),
    ) -> None:
        self._init(diagnostics=diagnostics, interface_fingerprint=interface_fingerprint,
                   dependencies=dependencies)
