# A class statement's keywords go to the __init_subclass__ of the next class in the MRO.

# case: class-keywords-that-init-subclass-does-not-take-are-reported
from typing import NamedTuple
class Plugin:
    def __init_subclass__(cls, *, enabled: bool = True) -> None: ...
class Wrong(Plugin, enable=True):  # E: call-arg: Unexpected keyword argument "enable" for "__init_subclass__" of "Plugin"; did you mean "enabled"?
    pass
class Typed(Plugin, enabled="yes"):  # E: arg-type: Argument "enabled" to "__init_subclass__" of "Plugin" has incompatible type "str"; expected "bool"
    pass
class Bare(enabled=True):  # E: call-arg: Unexpected keyword argument "enabled" for "__init_subclass__" of "object"
    pass
class Row(NamedTuple, total=False):  # E: call-arg: Unexpected keyword argument "total" for "__init_subclass__" of "NamedTuple"
    a: int

# case: class-keywords-init-subclass-or-a-metaclass-takes-are-silent
import abc
from enum import Enum
from typing import Any, TypedDict
class Plugin:
    def __init_subclass__(cls, *, enabled: bool = True) -> None: ...
class On(Plugin, enabled=True):
    pass
class Open:
    def __init_subclass__(cls, **options: Any) -> None: ...
class Anything(Open, color="red", size=3):
    pass
class Meta(type):
    def __new__(mcs, name: str, bases: tuple[type, ...], ns: dict[str, Any], **kw: Any) -> "Meta":
        return super().__new__(mcs, name, bases, ns)
class Configured(metaclass=Meta, color="red"):
    pass
class Partial(TypedDict, total=False):
    a: int
class Abstract(Plugin, abc.ABC, enabled=False):
    pass

# case: a-subclass-that-passes-no-keyword-init-subclass-requires-is-reported
from typing import Any
class Plugin:
    def __init_subclass__(cls, name: str, **options: Any) -> None: ...
class Nameless(Plugin):  # E: call-arg: Missing positional argument "name" in call to "__init_subclass__" of "Plugin"
    pass
class Own(Plugin, name="own"):
    def __init_subclass__(cls) -> None: ...
class Below(Own):  # Own's hook is the one called
    pass
settings = {"name": "x"}
class Unpacked(Plugin, **settings):  # E: call-arg: Missing positional argument "name" in call to "__init_subclass__" of "Plugin"
    pass

# case: a-subclass-init-subclass-needs-nothing-from-is-silent
from typing import Any
class Plugin:
    def __init_subclass__(cls, name: str = "", **options: Any) -> None: ...
class Nameless(Plugin):
    pass
class Meta(type):
    def __new__(mcs, name: str, bases: tuple[type, ...], ns: dict[str, Any], **kw: Any) -> "Meta":
        return super().__new__(mcs, name, bases, ns)
class Strict:
    def __init_subclass__(cls, name: str) -> None: ...
class Managed(Strict, metaclass=Meta):
    pass
class Plain:
    pass
class Child(Plain):
    pass
