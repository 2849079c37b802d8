# Unpacking a str into several targets (mypy's str-unpack): union members, literals, loops.

# case: a-union-with-a-str-member-unpacks-a-string
import re
from typing import Any, Literal
def hatch(value: tuple[str, int] | Literal["none"], maybe: str | None, loose: str | Any, m: re.Match[str]) -> None:
    character, width = value  # E: str-unpack: Unpacking a string is disallowed
    if maybe is not None:
        a, b = maybe  # E: str-unpack: Unpacking a string is disallowed
    c, d = loose  # E: str-unpack: Unpacking a string is disallowed
    triple, quad = m.groups()
    if triple is not None:
        r, g, b = triple  # E: str-unpack: Unpacking a string is disallowed

# case: a-literal-string-unpacks-when-its-characters-fill-the-targets
from typing import Literal
def split(pair: Literal["ab"], either: Literal["ab", "cd"], tagged: tuple[str, int] | Literal["ok"]) -> None:
    a, b = pair
    c, d = either
    e, f = "xy"
    first, *rest = "abc"  # fills them (mypy counts the starred target as one character)
    g, h = tagged

# case: a-literal-string-of-another-length-unpacks-a-string
from typing import Literal
def split(word: Literal["none"]) -> None:
    a, b = word  # E: str-unpack: Unpacking a string is disallowed
    c, d = "abc"  # E: str-unpack: Unpacking a string is disallowed

# case: loop-and-comprehension-targets-that-unpack-a-string
def pairs(codes: list[str], table: dict[str, str]) -> list[str]:
    for a, b in codes:  # E: str-unpack: Unpacking a string is disallowed
        pass
    return [k + v for k, v in table]  # E: str-unpack: Unpacking a string is disallowed

# case: loops-over-strings-into-one-target-or-over-pairs-are-silent
def pairs(text: str, table: dict[str, str], rows: list[tuple[str, str]]) -> list[str]:
    out = [c for c in text]
    for i, c in enumerate(text):
        out.append(c)
    for k, v in table.items():
        out.append(k + v)
    for a, b in rows:
        out.append(a + b)
    for x, y in zip(text, text):
        out.append(x + y)
    return out
