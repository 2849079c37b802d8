# type: ignore comments.

# case: ignore-line
x: int = "a"  # type: ignore
y: int = "b"  # E: assignment

# case: ignore-with-matching-code
x: int = "a"  # type: ignore[assignment]

# case: ignore-with-other-code
x: int = "a"  # type: ignore[arg-type]  # E: assignment

# case: ignore-multiple-codes
def f(x: int) -> None: ...
f("a", 2)  # type: ignore[arg-type, call-arg]

# case: unused-ignore-silent-in-standard
x: int = 1  # type: ignore

# case: unused-ignore-in-strict strictness=strict
x: int = 1  # type: ignore  # W: unused-ignore: Unused "type: ignore" comment
y: int = "a"  # type: ignore[assignment, arg-type]  # W: unused-ignore: Unused "type: ignore[arg-type]" comment

# case: file-level-ignore
# type: ignore
x: int = "a"
undefined_name

# case: file-level-ignore-after-a-docstring-is-a-line-ignore
"""A module docstring is code: an ignore below it covers its own line only."""
# type: ignore
x: int = "a"  # E: assignment

# case: file-level-ignore-above-the-docstring
#!/usr/bin/env python
# type: ignore
"""The docstring follows the ignore."""
x: int = "a"

# case: pyright-ignore-silences-its-line strictness=strict
x: int = "a"  # pyright: ignore
y: int = "b"  # pyright: ignore[reportAssignmentType]
z: int = 1  # pyright: ignore
w: int = "c"  # pyright: basic  # E: assignment

# case: override-argument-ignored-on-the-def-or-the-parameter-line strictness=strict
from typing import Optional
class Dialect: ...
class SQLiteDialect(Dialect): ...
class Base:
    def bind(self, dialect: Dialect) -> Optional[int]:
        return None
class OnDef(Base):
    def bind(  # type: ignore[override]
        self, dialect: SQLiteDialect
    ) -> Optional[int]:
        return None
class OnParameter(Base):
    def bind(
        self, dialect: SQLiteDialect  # type: ignore[override]
    ) -> Optional[int]:
        return None

# case: override-argument-ignore-elsewhere-in-the-def-does-not-cover-it
from typing import Optional
class Dialect: ...
class SQLiteDialect(Dialect): ...
class Base:
    def bind(self, dialect: Dialect, coltype: object) -> Optional[int]:
        return None
class Child(Base):
    def bind(
        self, dialect: SQLiteDialect,  # E: override
        coltype: object,  # type: ignore[override]
    ) -> Optional[int]:
        return None
class Other(Base):
    def bind(  # type: ignore[arg-type]
        self, dialect: SQLiteDialect, coltype: object  # E: override
    ) -> Optional[int]:
        return None

# case: mypy-inline-ignore-errors-silences-the-module
# mypy: ignore-errors
x: int = "a"
undefined_name

# case: mypy-inline-disabled-codes-silence-only-those
# mypy: allow-untyped-defs, allow-untyped-calls
# mypy: disable-error-code="arg-type, attr-defined"
def f(x: int) -> None: ...
f("a")
x: int | None = None
x.real
y: int = "b"  # E: assignment

# case: mypy-inline-config-must-be-its-own-comment-line
x: int = 1  # mypy: ignore-errors
y: int = "b"  # E: assignment

# case: an-operator-ignore-covers-not-callable-as-in-mypy
items = [1]
items()  # type: ignore[operator]
items()  # type: ignore[arg-type]  # E: not-callable
