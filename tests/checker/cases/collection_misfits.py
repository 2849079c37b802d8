# Indexing, operators and assignments of collections that do not fit what they are used as.

# case: invalid-index-type-is-reported-on-the-index
from typing import Mapping
def lookup(table: Mapping[int, str], key: int | str) -> str:
    return table[
        key  # E: index: Invalid index type "int | str" for "Mapping[int, str]"; expected type "int"
    ]


# case: a-valid-index-on-its-own-line-is-silent
from typing import Mapping
def lookup(table: Mapping[int, str], key: int, other: bool) -> str:
    return table[
        key
    ] + table[other]
