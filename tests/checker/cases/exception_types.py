# What raise and except take: exception instances and classes, and tuples of classes.

# case: raising what is no exception
from typing import TypeVar
T = TypeVar("T")
def fail(code: int, nothing: None, maybe: int | ValueError, anything: object, value: T) -> None:
    if code:
        raise code  # E: misc: Exception must be derived from BaseException
    if code > 1:
        raise nothing  # E: misc: Exception must be derived from BaseException
    if code > 2:
        raise maybe  # E: misc: Exception must be derived from BaseException
    if code > 3:
        raise ValueError("x") from anything  # E: misc: Exception must be derived from BaseException
    if code > 4:
        raise value  # E: misc: Exception must be derived from BaseException
    raise ValueError from code  # E: misc: Exception must be derived from BaseException

# case: raising exceptions and their classes is silent
from typing import Any, TypeVar
E = TypeVar("E", bound=Exception)
def fail(code: int, error: E, kind: type[E], either: ValueError | KeyError, anything: Any, base: BaseException) -> None:
    if code:
        raise error
    if code > 1:
        raise kind
    if code > 2:
        raise either from None
    if code > 3:
        raise anything from error
    if code > 4:
        raise ValueError from kind
    if code > 5:
        raise KeyboardInterrupt from base
    try:
        pass
    except ValueError:
        raise
    raise TypeError("done")

# case: catching what is no exception class
def guard(anything: object, mixed: type[int] | type[ValueError], mixed_tuple: tuple[type[ValueError], int], instance: ValueError) -> None:
    try:
        pass
    except anything:  # E: misc: Exception type must be derived from BaseException (or be a tuple of exception classes)
        pass
    except mixed:  # E: misc: Exception type must be derived from BaseException (or be a tuple of exception classes)
        pass
    except mixed_tuple:  # E: misc: Exception type must be derived from BaseException (or be a tuple of exception classes)
        pass
    except (ValueError, (KeyError, TypeError)):  # E: misc: Exception type must be derived from BaseException (or be a tuple of exception classes)
        pass
    except int:  # E: misc: Exception type must be derived from BaseException (or be a tuple of exception classes)
        pass
    except instance:  # E: misc: Exception type must be derived from BaseException (or be a tuple of exception classes)
        pass
    try:
        pass
    except* ExceptionGroup:  # E: misc: Exception type in except* cannot derive from BaseExceptionGroup
        pass

# case: catching exception classes and tuples of them is silent
from typing import Any, TypeVar
E = TypeVar("E", bound=Exception)
def guard(anything: Any, pair: tuple[type[ValueError], type[KeyError]], many: tuple[type[OSError], ...],
          either: type[ValueError] | type[KeyError], kind: type[E], base: type[BaseException], bare: type) -> None:
    try:
        pass
    except anything:
        pass
    except pair:
        pass
    except many as error:
        reveal_type(error)  # N: reveal-type: Revealed type is "OSError"
    except either:
        pass
    except kind:
        pass
    except base:
        pass
    except bare:
        pass
    except (ValueError, KeyError, *many):
        pass
    except ():
        pass
    try:
        pass
    except* (ValueError, TypeError) as group:
        reveal_type(group)  # N: reveal-type: Revealed type is "ExceptionGroup[ValueError | TypeError]"
