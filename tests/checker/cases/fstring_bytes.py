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
