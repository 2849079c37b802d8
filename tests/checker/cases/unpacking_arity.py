# Unpacking a fixed tuple into targets: the number of targets (a starred one takes any number
# of items) must fit, in assignments, loop targets and comprehension targets alike.

# case: starred-targets-with-too-few-items
def split(pair: tuple[int, str]) -> None:
    first, second, third, *rest = pair  # E: misc: Need more than 2 values to unpack (3 expected)
    *init, a, b, c = pair  # E: misc: Need more than 2 values to unpack (3 expected)
head, *body, tail, end = 1, 2  # E: misc: Need more than 2 values to unpack (3 expected)

# case: starred-targets-that-fit
def split(pair: tuple[int, str], triple: tuple[int, str, bytes]) -> None:
    first, second, *rest = pair
    *init, last = triple
    reveal_type(init)  # N: reveal-type: Revealed type is "list[int | str]"
    a, *b, c, d = triple
    reveal_type(d)  # N: reveal-type: Revealed type is "bytes"

# case: loop-targets-with-the-wrong-number
def walk(pairs: list[tuple[int, str]]) -> None:
    for a, b, c in pairs:  # E: misc: Need more than 2 values to unpack (3 expected)
        pass
    for x, in pairs:  # E: misc: Too many values to unpack (1 expected, 2 provided)
        pass
    for (k, v, w), n in [(pairs[0], 1)]:  # E: misc: Need more than 2 values to unpack (3 expected)
        pass
    for p, q, r, *s in pairs:  # E: misc: Need more than 2 values to unpack (3 expected)
        pass
for one, two in [(1, 2, 3)]:  # E: misc: Too many values to unpack (2 expected, 3 provided)
    pass

# case: loop-targets-that-fit
def walk(pairs: list[tuple[int, str]], rows: list[tuple[int, ...]], words: dict[str, int]) -> None:
    for a, b in pairs:
        reveal_type(b)  # N: reveal-type: Revealed type is "str"
    for c, *d in pairs:
        pass
    for e, f, g in rows:
        pass
    for (h, i), j in [(pairs[0], 1)]:
        pass
    for key, count in words.items():
        pass

# case: comprehension-targets-with-the-wrong-number
def gather(pairs: list[tuple[int, str]]) -> None:
    firsts = [a for a, b, c in pairs]  # E: misc: Need more than 2 values to unpack (3 expected)
    keys = {a: 1 for a, in pairs}  # E: misc: Too many values to unpack (1 expected, 2 provided)

# case: comprehension-targets-that-fit
def gather(pairs: list[tuple[int, str]]) -> None:
    firsts = [a for a, b in pairs]
    reveal_type(firsts)  # N: reveal-type: Revealed type is "list[int]"
    rests = [r for a, *r in pairs]
    total = sum(a for a, _ in pairs)

# case: every-union-member-of-another-length
def f(rgb: tuple[int, int, int] | tuple[str, str, str], mixed: tuple[int, int] | tuple[str, str, str, str]) -> None:
    r, g, b, a = rgb  # E: misc: Need more than 3 values to unpack (4 expected)
    reveal_type(r)  # N: reveal-type: Revealed type is "Any"
    x, y = rgb  # E: misc: Too many values to unpack (2 expected, 3 provided)
    p, q, s = mixed  # E: misc: Need more than 2 values to unpack (3 expected) # E: misc: Too many values to unpack (3 expected, 4 provided)

# case: some-union-member-of-the-right-length-silent
def f(rgb: tuple[int, int, int] | tuple[str, str, str], pair: tuple[int, int] | list[str]) -> None:
    r, g, b = rgb
    first, *rest = rgb
    x, y = pair
    reveal_type(r)  # N: reveal-type: Revealed type is "int | str"

# case: a-starred-target-unpacked-from-any-is-any
from typing import Any
def split(value: Any, items: list[int]) -> None:
    head, *rest = value
    reveal_type(rest)  # N: reveal-type: Revealed type is "Any"
    first, *others = items
    count: int = others  # E: assignment: Incompatible types in assignment (expression has type "list[int]", variable has type "int")

# case: a-starred-target-unpacked-from-any-silent
from typing import Any
class Config: ...
def split(value: Any) -> Config:
    head, *rest = value
    return rest
