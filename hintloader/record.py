"""Small immutable records for values on the start-up and warm-import paths."""

from __future__ import annotations

# dataclasses imports inspect, ast and dis, and hashlib loads OpenSSL: together several
# milliseconds in every HINTLOADER=1 process. These two stand-ins cost next to nothing.
try:
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - CPython always ships _blake2
    from hashlib import blake2b

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any, TypeVar

    _R = TypeVar("_R", bound="Record")

__all__ = ["Record", "blake2b", "from_plain", "to_plain"]


class Record:
    """An immutable value: equality, hashing, repr and replace() derived from __slots__."""

    __slots__: tuple[str, ...] = ()

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self.__slots__)

    def _init(self, **values: object) -> None:
        for name, value in values.items():
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable; use replace()")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def _identity(self) -> tuple[object, ...]:
        """What equality and hashing compare; all fields unless a record says otherwise."""
        return self._values()

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self._identity() == other._identity()

    def __hash__(self) -> int:
        return hash((type(self).__name__, self._identity()))

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__)
        return f"{type(self).__name__}({fields})"

    def __reduce__(self) -> tuple[object, ...]:
        # Records cross process boundaries (check -j workers, xdist): pickle by fields.
        return (_rebuild, (type(self), dict(zip(self.__slots__, self._values()))))

    def replace(self: _R, **changes: object) -> _R:
        unknown = set(changes) - set(self.__slots__)
        if unknown:
            raise TypeError(f"{type(self).__name__} has no field {sorted(unknown)[0]!r}")
        values = dict(zip(self.__slots__, self._values()))
        values.update(changes)
        return type(self)(**values)


def _rebuild(cls: type[_R], values: dict[str, object]) -> _R:
    return cls(**values)


def to_plain(value: object) -> object:
    """Records of tuples, strings and numbers as marshal-able data (a record is a pair of its
    class name, as bytes, and its fields)."""
    if isinstance(value, Record):
        return (type(value).__name__.encode(), tuple(to_plain(getattr(value, name))
                                                     for name in value.__slots__))
    if type(value) is tuple:
        return tuple(to_plain(item) for item in value)
    if value is None or type(value) in (str, int, bool, float):
        return value
    raise TypeError(f"no plain form for a {type(value).__name__}")


def from_plain(value: object, kinds: Mapping[bytes, type[Record]]) -> object:
    """The inverse of ``to_plain``, for records of the given classes (by name)."""
    if type(value) is not tuple:
        return value
    if len(value) == 2 and type(value[0]) is bytes:
        cls = kinds[value[0]]
        fields = value[1]
        if type(fields) is not tuple or len(fields) != len(cls.__slots__):
            raise TypeError(f"not the plain form of a {cls.__name__}")
        values: dict[str, Any] = dict(zip(cls.__slots__, (from_plain(f, kinds) for f in fields)))
        return cls(**values)
    return tuple(from_plain(item, kinds) for item in value)
