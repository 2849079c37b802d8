# Calling a value of a union type: each member is called with the arguments (as mypy does).

# case: each-function-member-checks-the-arguments
from typing import Any, Callable
def retry(fail: Callable[[Exception], Any] | Callable[[Exception, int], Any], error: Exception, count: bool) -> None:
    if count:
        fail(error, 1)  # E: call-arg: Too many arguments
    else:
        fail(error)  # E: call-arg: Too few arguments

# case: a-union-of-methods-names-each-after-its-class
from typing import BinaryIO, TextIO
def read(f: BinaryIO | TextIO, size: str) -> None:
    f.read(size)  # E: arg-type: Argument 1 to "read" of "IO" has incompatible type "str"; expected "int"

# case: arguments-that-fit-every-member-are-silent
from typing import Any, Callable
def run(handler: Callable[[int, str], Any] | Callable[..., Any], both: Callable[[int], str] | Callable[[float], bytes]) -> None:
    handler(1, "x")
    reveal_type(both(1))  # N: reveal-type: Revealed type is "str | bytes"
    both(x := 2)

# case: members-infer-their-arguments-in-their-own-context
from typing import Callable
def run(f: Callable[[list[float]], None] | Callable[[list[float], int], None], g: Callable[[Callable[[int], int]], None] | Callable[[Callable[[int], int], int], None]) -> None:
    f([1, 2])  # E: call-arg: Too few arguments
    g(lambda n: n + 1, 2)  # E: call-arg: Too many arguments

# case: union-calls-in-an-unannotated-function-are-silent
from typing import Any, Callable
def pick() -> Callable[[int], Any] | Callable[[int, int], Any]: raise NotImplementedError
def run():
    pick()(1)

# case: a-method-every-receiver-member-inherits-is-named-after-its-class
class Connection: ...
class PubSub:
    def on_connect(self, connection: Connection) -> None: ...
class ClusterPubSub(PubSub): ...
def reconnect(p: PubSub | ClusterPubSub) -> None:
    p.on_connect(None)  # E: arg-type: Argument 1 to "on_connect" of "PubSub" has incompatible type "None"; expected "Connection"

# case: a-method-of-a-union-receiver-that-fits-is-silent
class Connection: ...
class PubSub:
    def on_connect(self, connection: Connection) -> None: ...
class ClusterPubSub(PubSub):
    def on_connect(self, connection: Connection) -> None: ...
def reconnect(p: PubSub | ClusterPubSub, c: Connection) -> None:
    p.on_connect(c)
