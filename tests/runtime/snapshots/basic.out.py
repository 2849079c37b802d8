"""A module docstring stays first."""
from __future__ import annotations
import hintloader.runtime as __hintloader_rt__
__hintloader_rt__.register(globals(), '__hl_', ((1, 'arg', 'plain', 'x', 'int', None, 7), (2, 'arg', 'plain', 'y', 'str', None, 7), (3, 'arg', 'plain', 'z', 'bytes', None, 7), (4, 'varargs', 'plain', 'args', 'float', None, 7), (5, 'kwargs', 'plain', 'kwargs', 'int', None, 7), (6, 'return', 'plain', None, 'str', None, 7), (7, 'arg', 'positional_only', 'a', 'int', None, 14), (8, 'arg', 'positional_only', 'b', 'list[int]', None, 14), (9, 'arg', 'positional_only', 'c', 'dict[str, int] | None', None, 14), (10, 'arg', 'implicit_optional', 'x', 'int', None, 18), (11, 'return', 'implicit_optional', None, 'int', None, 18), (12, 'arg', 'falls_off', 'x', 'int', None, 22), (13, 'return', 'falls_off', None, 'int', None, 22), (14, 'arg', 'proven', 'x', 'int', None, 31), (15, 'arg', 'proven', 'y', 'str', None, 31), (16, 'return', 'proven', None, 'int', None, 31), (17, 'arg', 'no_return_check', 'x', "'Forward'", None, 37), (18, 'arg', 'coroutine', 'x', 'int', None, 41), (19, 'return', 'coroutine', None, 'int', None, 41)), {'module': 'pkg.basic', 'on_violation': 'raise', 'collection': 'sample', 'type_checking': {}}, {8: ('seq', ('leaf',))})
import os

def plain(x: int, y: str='a', *args: float, z: bytes, **kwargs: int) -> str:
    """The docstring stays the first statement."""
    if type(x) is not __hl_t1__ and (not issubclass(type(x), __hl_t1__)):
        if (__hl_e__ := __hl_c1__(x)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__
    if type(y) is not __hl_t2__ and (not issubclass(type(y), __hl_t2__)):
        if (__hl_e__ := __hl_c2__(y)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__
    if type(z) not in __hl_s3__ and (not issubclass(type(z), __hl_t3__)):
        if (__hl_e__ := __hl_c3__(z)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__
    if type(args) is not __hl_t4__ and (not issubclass(type(args), __hl_t4__)):
        if (__hl_e__ := __hl_c4__(args)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__
    if type(kwargs) is not __hl_t5__ and (not issubclass(type(kwargs), __hl_t5__)):
        if (__hl_e__ := __hl_c5__(kwargs)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__
    if x:
        return y
    __hl_r__ = str(x)
    if type(__hl_r__) is not __hl_t6__ and (not issubclass(type(__hl_r__), __hl_t6__)):
        if (__hl_e__ := __hl_c6__(__hl_r__)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__, __hl_r__
        del __hl_e__
    return __hl_r__

def positional_only(a: int, /, b: list[int], *, c: dict[str, int] | None=None) -> None:
    if type(a) is not __hl_t7__ and (not issubclass(type(a), __hl_t7__)):
        if (__hl_e__ := __hl_c7__(a)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__
    try:
        if (type(b) is not __hl_a8_0__ or (b and type(b[next(__hl_q8_0__) % len(b)]) is not __hl_a8_1__)) and (not issubclass(type(b), __hl_t8__)):
            if (__hl_e__ := __hl_c8__(b)):
                try:
                    raise __hl_e__ from None
                finally:
                    del __hl_e__
            del __hl_e__
    except (LookupError, ArithmeticError, StopIteration):
        if (__hl_e__ := __hl_c8__(b)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__
    if c is not None and type(c) not in __hl_s9__ and (not issubclass(type(c), __hl_t9__)):
        if (__hl_e__ := __hl_c9__(c)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__
    print(a, b, c)

def implicit_optional(x: int=None) -> int:
    if x is not None and type(x) is not __hl_t10__ and (not issubclass(type(x), __hl_t10__)):
        if (__hl_e__ := __hl_c10__(x)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__
    __hl_r__ = x
    if type(__hl_r__) is not __hl_t11__ and (not issubclass(type(__hl_r__), __hl_t11__)):
        if (__hl_e__ := __hl_c11__(__hl_r__)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__, __hl_r__
        del __hl_e__
    return __hl_r__

def falls_off(x: int) -> int:
    if type(x) is not __hl_t12__ and (not issubclass(type(x), __hl_t12__)):
        if (__hl_e__ := __hl_c12__(x)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__
    if x:
        return x
    if type(None) is not __hl_t13__ and (not issubclass(type(None), __hl_t13__)):
        if (__hl_e__ := __hl_c13__(None)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__

def unannotated(x, y):
    return x

def proven(x: int, y: str) -> int:
    if type(x) is not __hl_t14__ and (not issubclass(type(x), __hl_t14__)):
        if (__hl_e__ := __hl_c14__(x)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__
    if type(y) is not __hl_t15__ and (not issubclass(type(y), __hl_t15__)):
        if (__hl_e__ := __hl_c15__(y)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__
    if y:
        return 0
    return x

def no_return_check(x: 'Forward') -> None:
    if type(x) is not __hl_t17__ and (__hl_w17__ is None or __hl_w17__() is not type(x) or len(type(x).__dict__) != __hl_n17__) and (not issubclass(type(x), __hl_t17__)):
        if (__hl_e__ := __hl_c17__(x)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__
    return None

async def coroutine(x: int) -> int:
    if type(x) is not __hl_t18__ and (not issubclass(type(x), __hl_t18__)):
        if (__hl_e__ := __hl_c18__(x)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__
    __hl_r__ = x + 1
    if type(__hl_r__) is not __hl_t19__ and (not issubclass(type(__hl_r__), __hl_t19__)):
        if (__hl_e__ := __hl_c19__(__hl_r__)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__, __hl_r__
        del __hl_e__
    return __hl_r__
lam = lambda v: v
