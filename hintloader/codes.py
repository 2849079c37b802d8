"""The one registry of diagnostic codes: stable kebab-case names with a summary each."""

from __future__ import annotations

from hintloader.record import Record

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Literal, TypeAlias

    from hintloader.config.options import Strictness

    Severity: TypeAlias = Literal["error", "warning", "note"]
else:
    Severity = str


class ErrorCode(Record):
    """A registered code: its stable name, a one-line summary, how it is reported."""

    __slots__ = ("name", "summary", "severity", "strictness")
    name: str
    summary: str
    severity: Severity
    strictness: Strictness  # reported only when the module's strictness is at least this

    def __init__(
        self,
        name: str,
        summary: str,
        severity: Severity = "error",
        strictness: Strictness = "basic",
    ) -> None:
        self._init(name=name, summary=summary, severity=severity, strictness=strictness)


CODES: dict[str, ErrorCode] = {}


def _register(code: ErrorCode) -> ErrorCode:
    if code.name in CODES:
        raise ValueError(f"duplicate error code {code.name!r}")
    CODES[code.name] = code
    return code


# Inputs the checker could not take in.
SYNTAX = _register(ErrorCode("syntax", "The module is not valid Python for this interpreter."))
INTERNAL_ERROR = _register(
    ErrorCode("internal-error", "hintloader failed on this input; the module still loads.")
)

# Names, attributes and annotations.
NAME_DEFINED = _register(ErrorCode("name-defined", "A name is used that is never defined."))
USED_BEFORE_DEF = _register(ErrorCode("used-before-def", "Module code reads a name before the module binds it."))
ATTR_DEFINED = _register(ErrorCode("attr-defined", "An attribute does not exist on the type."))
# `standard` and up: findings about what *may* happen (a value that may be None, a body that may
# fall off its end) or about design rules (Liskov), rather than a use that fails on every run.
UNION_ATTR = _register(
    ErrorCode(
        "union-attr",
        "An attribute is missing on some members of a union (often None).",
        strictness="standard",
    )
)
NO_REDEF = _register(
    ErrorCode("no-redef", "A function, class or import binds a name the same scope already bound.")
)
IMPORT_NOT_FOUND = _register(
    ErrorCode("import-not-found", "An imported module is found neither as source nor as a stub.")
)
IMPORT_UNTYPED = _register(
    ErrorCode("import-untyped", "An imported package is installed without py.typed or stubs.")
)
VALID_TYPE = _register(ErrorCode("valid-type", "An annotation is not a valid type expression."))
NONETYPE_TYPE = _register(ErrorCode("nonetype-type", "A type expression names types.NoneType where None is meant."))
TYPE_ARG = _register(ErrorCode("type-arg", "A generic type has the wrong number of type arguments."))
VALID_NEWTYPE = _register(ErrorCode("valid-newtype", "The base of a NewType is not a class that may be subclassed."))
NARROWED_TYPE_NOT_SUBTYPE = _register(
    ErrorCode("narrowed-type-not-subtype", "What a TypeIs function narrows to does not fit its parameter's type.")
)

# Calls and values.
CALL_ARG = _register(
    ErrorCode("call-arg", "A call passes too many, too few or unknown arguments.")
)
ARG_TYPE = _register(ErrorCode("arg-type", "An argument's type does not fit the parameter."))
TYPE_VAR = _register(
    ErrorCode("type-var", "A type variable's value is outside its bound or constraints.")
)
CALL_OVERLOAD = _register(
    ErrorCode("call-overload", "No item of an overloaded function accepts the call's arguments.")
)
OVERLOAD_OVERLAP = _register(
    ErrorCode(
        "overload-overlap",
        "Two overload items accept the same arguments but return incompatible types.",
        strictness="standard",
    )
)
OVERLOAD_CANNOT_MATCH = _register(
    ErrorCode(
        "overload-cannot-match",
        "An overload item can never be chosen: an earlier item accepts all of its arguments.",
        strictness="standard",
    )
)
RETURN_VALUE = _register(
    ErrorCode("return-value", "A returned value does not fit the declared return type.")
)
RETURN = _register(
    ErrorCode(
        "return",
        "A function with a declared return type can end without returning.",
        strictness="standard",
    )
)
EMPTY_BODY = _register(
    ErrorCode(
        "empty-body",
        "A function whose body is only a placeholder (..., pass, a docstring) declares a return type None does not fit.",
        strictness="standard",
    )
)
ASSIGNMENT = _register(
    ErrorCode("assignment", "An assigned value does not fit the declared type of the target.")
)
LIST_ITEM = _register(
    ErrorCode("list-item", "An item of a list display does not fit the list type the context expects.")
)
DICT_ITEM = _register(
    ErrorCode("dict-item", "An entry of a dict display does not fit the dict type the context expects.")
)
OPERATOR = _register(ErrorCode("operator", "An operator is not supported for the operand types."))
INDEX = _register(ErrorCode("index", "A value cannot be indexed with the given key type."))
CALL_NOT_CALLABLE = _register(ErrorCode("not-callable", "A value that is not callable is called."))
ABSTRACT = _register(
    ErrorCode("abstract", "A class with unimplemented abstract methods is instantiated.")
)
TYPE_ABSTRACT = _register(
    ErrorCode("type-abstract", "A protocol class object is given where type[P] (a concrete class) is expected.")
)
NO_OVERLOAD_IMPL = _register(
    ErrorCode("no-overload-impl", "An @overload group outside a stub file has no implementation.")
)
SAFE_SUPER = _register(
    ErrorCode("safe-super", "super() calls an abstract method that has no implementation (a trivial body).")
)
OVERRIDE = _register(
    ErrorCode(
        "override",
        "A method override does not accept what the base method accepts or returns more.",
        strictness="standard",
    )
)
TYPEDDICT_ITEM = _register(
    ErrorCode("typeddict-item", "A TypedDict key is missing or unknown, or its value has the wrong type.")
)
TYPEDDICT_UNKNOWN_KEY = _register(
    ErrorCode("typeddict-unknown-key", "A key that the TypedDict does not declare is given or set.")
)
LITERAL_REQUIRED = _register(
    ErrorCode("literal-required", "A TypedDict is indexed with a key that is no literal string (which item is unknown), or a dataclass option is no literal bool.")
)
TYPEDDICT_READONLY_MUTATED = _register(
    ErrorCode("typeddict-readonly-mutated", "A ReadOnly key of a TypedDict is set or updated.")
)
NAME_MATCH = _register(
    ErrorCode("name-match", "The name given to TypedDict() or namedtuple() differs from the variable's.")
)
STR_FORMAT = _register(
    ErrorCode("str-format", "A literal format string does not fit its arguments (% or str.format).")
)
AWAIT_NOT_ASYNC = _register(
    ErrorCode("await-not-async", "`await` is used in a function that is not `async def`.")
)
TOP_LEVEL_AWAIT = _register(
    ErrorCode("top-level-await", "`await` is used outside any function.")
)
DEPRECATED = _register(
    ErrorCode(
        "deprecated",
        "A class, function or overload marked @deprecated (PEP 702) is used.",
        strictness="standard",
    )
)
STR_UNPACK = _register(
    ErrorCode("str-unpack", "A str is unpacked into several targets (its length is not known).")
)
VAR_ANNOTATED = _register(
    ErrorCode("var-annotated", "An empty collection bound to a local is never filled: its item type needs an annotation.")
)
METHOD_ASSIGN = _register(
    ErrorCode(
        "method-assign",
        "An attribute that the class defines as a method is assigned (monkeypatching).",
        strictness="standard",
    )
)
STR_BYTES_SAFE = _register(
    ErrorCode("str-bytes-safe", "A bytes value is formatted into text without !r: it shows as b'...'.")
)
TRUTHY_FUNCTION = _register(
    ErrorCode("truthy-function", "A function or method is tested for truth: it is always true (the call was meant).")
)
UNUSED_COROUTINE = _register(
    ErrorCode("unused-coroutine", "A coroutine is created and dropped: it never runs (an await was meant).")
)
FUNC_RETURNS_VALUE = _register(
    ErrorCode("func-returns-value", "The value of a call to a function that only ever returns None is used.")
)
METACLASS = _register(
    ErrorCode("metaclass", "A class's metaclass is not a type, or conflicts with the metaclasses of its bases.")
)
MISC = _register(ErrorCode("misc", "A typing rule not covered by a more specific code."))

# Typing helpers that report on purpose.
REVEAL_TYPE = _register(
    ErrorCode("reveal-type", "reveal_type() shows the inferred type of an expression.", "note")
)
ASSERT_TYPE = _register(
    ErrorCode("assert-type", "assert_type() found a different type than the one asserted.")
)

# Strict strictness only.
NO_UNTYPED_DEF = _register(
    ErrorCode(
        "no-untyped-def",
        "A function is missing parameter or return annotations.",
        strictness="strict",
    )
)
IMPLICIT_ANY = _register(
    ErrorCode(
        "implicit-any",
        "A generic type in an annotation has no type arguments, so they are Any.",
        strictness="strict",
    )
)
UNUSED_IGNORE = _register(
    ErrorCode(
        "unused-ignore",
        "A '# type: ignore' comment suppresses nothing.",
        "warning",
        strictness="strict",
    )
)


def lookup(name: str) -> ErrorCode:
    """The registered code called *name*; unknown names are a programming error."""
    return CODES[name]
