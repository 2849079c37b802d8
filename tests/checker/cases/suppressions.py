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

# case: pyright-ignore-silences-its-line strictness=strict
x: int = "a"  # pyright: ignore
y: int = "b"  # pyright: ignore[reportAssignmentType]
z: int = 1  # pyright: ignore
w: int = "c"  # pyright: basic  # E: assignment
