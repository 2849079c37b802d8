# Bytes formatted into an f-string (str-bytes-safe).

# case: str-bytes-safe-fstring
def f(key: bytes, name: bytes | str) -> str:
    first = f"slot of {key}"  # E: str-bytes-safe
    return first + f"Cannot identify slot number for command: {name}, {len(name)}"  # E: str-bytes-safe

# case: str-bytes-safe-format-spec
def f(key: bytes) -> str:
    return f"{key:>10}"  # E: str-bytes-safe

# case: str-bytes-safe-repr-or-decoded-silent
def f(key: bytes, buf: bytearray, text: str) -> str:
    return f"{key!r} {key!s} {key.decode()} {buf} {text} {key[0]}"

# case: str-bytes-safe-narrowed-silent
def f(name: bytes | str) -> str:
    if isinstance(name, bytes):
        name = name.decode()
    return f"command {name}"

# case: str-bytes-safe-format-call-and-percent
def f(key: bytes, maybe: bytes | None, name: str) -> None:
    "slot {}".format(key)  # E: str-bytes-safe
    "{0} {1:>8}".format(name, key)  # E: str-bytes-safe
    "slot %s" % key  # E: str-bytes-safe: If x = b'abc' then "%s" % x produces "b'abc'", not "abc". If this is desired behavior use "%r" % x. Otherwise, decode the bytes
    "%s of %s" % (name, maybe)  # E: str-bytes-safe
    "%(k)s" % {"k": key}  # E: str-bytes-safe

# case: str-bytes-safe-format-call-and-percent-silent
class Tag(bytes):
    def __str__(self) -> str:
        return self.decode()
def f(key: bytes, tag: Tag, name: str) -> None:
    "{!r} {!s} {} {}".format(key, key, key.decode(), tag)
    "%r %a %s" % (key, key, name)
    "%(k)r" % {"k": key}
    f"{tag}"

# case: str-bytes-safe-other-binary-types-silent
def f(buf: bytearray, view: memoryview, name: str) -> None:
    "%s %s" % (buf, view)
    "{} {}".format(buf, view)
    f"{buf} {view} {name!s}"
