# type: ignore comments.

# case: ignore-line
x: int = "a"  # type: ignore
y: int = "b"  # E: assignment

# case: ignore-with-matching-code
x: int = "a"  # type: ignore[assignment]

# case: ignore-with-other-code
x: int = "a"  # type: ignore[arg-type]  # E: assignment # N: assignment: Error code "assignment" not covered by "type: ignore[arg-type]" comment

# case: a-finding-no-listed-code-covers-gets-mypys-note
def f(x: int) -> None: ...
f("a")  # type: ignore[assignment, call-arg]  # E: arg-type # N: arg-type: Error code "arg-type" not covered by "type: ignore[assignment, call-arg]" comment
f("a")  # type: ignore  (a bare ignore covers every code: no note)

# case: no-note-without-an-ignore-on-the-line
def f(x: int) -> None: ...
f("a")  # E: arg-type

# case: ignore-multiple-codes
def f(x: int) -> None: ...
f("a", 2)  # type: ignore[arg-type, call-arg]

# case: unused-ignore-silent-in-standard
x: int = 1  # type: ignore

# case: unused-ignore-in-strict strictness=strict
# Reported only where no checker could need the ignore: no construct on the line can give a
# finding of the ignored code (mypy's wording: codes named only when several are listed).
def f(flag: bool) -> int:
    if flag:
        pass  # type: ignore  # W: unused-ignore: Unused "type: ignore" comment
    x = 1  # type: ignore[arg-type]  # W: unused-ignore: Unused "type: ignore" comment
    y: int = "a"  # type: ignore[assignment, return-value]  # W: unused-ignore: Unused "type: ignore[return-value]" comment
    return x + y  # type: ignore[call-arg, dict-item]  # W: unused-ignore: Unused "type: ignore[call-arg, dict-item]" comment

# case: an-ignore-another-checker-may-need-is-not-unused strictness=strict
# The line holds a construct where the ignored code can arise: mypy may report what hintloader
# does not (a platform-specific attribute, a finding hintloader misses), so hintloader cannot
# call the ignore unused. The same holds for a bare ignore on any expression, for codes that
# arise anywhere (misc), and for codes of other checkers.
import os
def g(path: str, items: list[int]) -> int:
    fd = os.open(path, os.O_BINARY)  # type: ignore[attr-defined]
    n = len(items)  # type: ignore[arg-type]
    total: int = n  # type: ignore
    items.sort()  # type: ignore[misc]
    return total  # type: ignore[no-any-return]
def h(x: int) -> int:
    return x  # type: ignore[reportReturnType]
def k(x: int) -> int:
    return x  # type: ignore[return-value, unused-ignore]

# case: an-ignore-on-a-statement-s-first-line-covers-its-later-lines strictness=strict
def f(a: int, b: int) -> int: raise NotImplementedError
total = f(  # type: ignore[arg-type]
    1,
    2,
)

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
        self, dialect: SQLiteDialect, coltype: object  # E: override # N: override: Error code "override" not covered by "type: ignore[arg-type]" comment
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
items()  # type: ignore[arg-type]  # E: not-callable # N: not-callable: Error code "not-callable" not covered by "type: ignore[arg-type]" comment

# case: disabled-error-codes-are-not-reported disable=arg-type,union-attr
def f(x: int) -> None: ...
def g(s: str | None) -> None:
    f("a")
    s.upper()
    y: int = "b"  # E: assignment

# case: an-ignore-of-a-disabled-code-silences-nothing strictness=strict disable=arg-type
def f(x: int) -> None: ...
f("a")  # type: ignore[arg-type]
x = 1  # type: ignore[arg-type]  # W: unused-ignore

# case: enabled-error-codes-are-reported-below-their-strictness strictness=basic enable=no-untyped-def,union-attr,unused-ignore
def f(x, y: int) -> None: ...  # E: no-untyped-def
def g(s: str | None) -> None:
    s.upper()  # E: union-attr
    pass  # type: ignore  # W: unused-ignore
def h(s: str | None) -> int:
    return s  # E: return-value # N: return-value

# case: enabling-beats-disabling strictness=basic enable=union-attr disable=union-attr,return-value
def g(s: str | None) -> int:
    s.upper()  # E: union-attr
    return s

# case: strict-codes-stay-off-below-strict-unless-enabled strictness=standard enable=implicit-any
def f(x) -> None: ...
def g(items: list) -> None: ...  # E: implicit-any

# case: a-disabled-code-is-silent-also-in-strict strictness=strict disable=no-untyped-def,implicit-any
def f(x): ...
def g(items: list) -> None: ...

# case: enabling-a-code-already-reported-adds-nothing enable=arg-type
def f(x: int) -> None: ...
f(1)

# case: an-ignore-listing-the-code-gets-no-note
def f(x: int) -> None: ...
f("a")  # type: ignore[call-arg, arg-type]
f("a", 2)  # type: ignore[call-arg, arg-type]

# case: an-ignore-with-nothing-to-silence-is-not-reported-below-strict
def f(flag: bool) -> None:
    if flag:
        pass  # type: ignore
    x = 1  # type: ignore[arg-type]

# case: a-decorator-line-may-need-an-ignore strictness=strict
# Checkers report a decorated definition's findings on a decorator's line too.
class Base:
    def run(self) -> int: raise NotImplementedError
class Child(Base):
    @property  # type: ignore[override]
    def size(self) -> int: raise NotImplementedError
    @staticmethod  # type: ignore[arg-type]
    def make() -> None: ...

# case: an-assignment-ignore-covers-assigning-to-a-method
# ``method-assign`` is mypy's sub-code of ``assignment``: an ignore of the parent covers it
# (sphinx ``nodes.Element.copy = ...  # type: ignore[assignment]``); another code does not.
class Element:
    def copy(self) -> "Element":
        return self
def copy_plain(self: Element) -> Element:
    return self
Element.copy = copy_plain  # type: ignore[assignment]
Element.copy = copy_plain  # type: ignore[misc]  # E: method-assign # N: method-assign: Error code "method-assign" not covered by "type: ignore[misc]" comment

# case: an-ignore-word-must-end-there
x: int = "a"  # type: ignored  # E: assignment
y: int = "a"  # type: ignore_this  # E: assignment
z: int = "a"  # type: ignores[assignment]  # E: assignment

# case: ignore-forms-with-spaces
x: int = "a"  # type: ignore [assignment]
y: int = "a"  # type:ignore[ assignment ]
z: int = "a"  #type: ignore # why
w: int = "a"  # type: ignore[assignment, misc]

# case: an-ignore-on-the-attribute-line-of-a-multi-line-member-access-covers-it
def f(d: dict[str, int | dict[str, int]], v: dict[str, int]) -> None:
    (
        d.setdefault(
            "k", {}
        ).update(  # type: ignore
            v
        )
    )
    d.setdefault(
        "k", {}
    ).nope  # type: ignore[union-attr]

# case: an-ignore-after-a-multi-line-member-access-does-not-cover-it
def f(d: dict[str, int | dict[str, int]], v: dict[str, int]) -> None:
    (
        d.setdefault(  # E: union-attr: Item "int" of "int | dict[str, int]" has no attribute "update"
            "k", {}
        ).update(
            v  # type: ignore
        )
    )

# case: an-ignore-on-any-line-of-the-expression-a-finding-is-about-covers-it strictness=strict
def need_int(a: int) -> int: raise NotImplementedError
def need_str(s: str) -> str: raise NotImplementedError
need_int(
    1,
    2,
)  # type: ignore[call-arg]
need_int(
    need_str(
        "a"
    )  # type: ignore[arg-type]
)
pair = {
    "a"
    -  # type: ignore[operator]
    "b",
}

# case: an-ignore-outside-the-expression-a-finding-is-about-does-not-cover-it
def need_int(a: int) -> int: raise NotImplementedError
def need_str(s: str) -> str: raise NotImplementedError
need_int(  # E: call-arg: Too many arguments for "need_int"
    1,
    2,
)
need_int(
    need_str(  # E: arg-type: Argument 1 to "need_int" has incompatible type "str"; expected "int"
        "a"
    )
)  # type: ignore[call-arg]
pair = {
    "a"  # E: operator: Unsupported left operand type for - ("str")
    -
    "b",
}  # type: ignore[operator]
