from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections import OrderedDict
    import decimal
    from .sibling import Thing

LIMIT: int = 10
later: "OrderedDict[str, int]"


def f() -> None:
    total: float = 0
    total = 3
    items: list[str] = []


class Config:
    field: int = 3
