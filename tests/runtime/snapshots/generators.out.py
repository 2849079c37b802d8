import hintloader.runtime as __hintloader_rt__
__hintloader_rt__.register(globals(), '__hl_', ((1, 'arg', 'counter', 'n', 'int', None, 4), (2, 'yield', 'counter', None, 'Iterator[int]', None, 4), (3, 'send', 'counter', None, 'Iterator[int]', None, 4), (4, 'genreturn', 'counter', None, 'Iterator[int]', None, 4), (5, 'yield', 'echo', None, 'Generator[int, str, bool]', None, 11), (6, 'send', 'echo', None, 'Generator[int, str, bool]', None, 11), (7, 'genreturn', 'echo', None, 'Generator[int, str, bool]', None, 11), (8, 'yield', 'delegate', None, 'Generator[int, None, None]', None, 18), (9, 'send', 'delegate', None, 'Generator[int, None, None]', None, 18), (10, 'genreturn', 'delegate', None, 'Generator[int, None, None]', None, 18), (11, 'arg', 'agen', 'n', 'int', None, 22), (12, 'yield', 'agen', None, 'AsyncIterator[int]', None, 22), (13, 'send', 'agen', None, 'AsyncIterator[int]', None, 22)), {'module': 'pkg.generators', 'on_violation': 'raise', 'collection': 'sample', 'type_checking': {}})
from typing import AsyncIterator, Generator, Iterator

def counter(n: int) -> Iterator[int]:
    if type(n) is not __hl_t1__ and (not issubclass(type(n), __hl_t1__)):
        if (__hl_e__ := __hl_c1__(n)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__
    i = 0
    while i < n:
        __hl_c3__((yield __hl_c2__(i)))
        i += 1
    if type(None) is not __hl_t4__ and (not issubclass(type(None), __hl_t4__)):
        if (__hl_e__ := __hl_c4__(None)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__

def echo() -> Generator[int, str, bool]:
    received = __hl_c6__((yield __hl_c5__(1)))
    __hl_c6__((yield __hl_c5__(len(received))))
    __hl_c6__((yield __hl_c5__(None)))
    __hl_r__ = True
    if type(__hl_r__) is not __hl_t7__ and (not issubclass(type(__hl_r__), __hl_t7__)):
        if (__hl_e__ := __hl_c7__(__hl_r__)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__, __hl_r__
        del __hl_e__
    return __hl_r__

def delegate() -> Generator[int, None, None]:
    yield from counter(3)
    if type(None) is not __hl_t10__ and (not issubclass(type(None), __hl_t10__)):
        if (__hl_e__ := __hl_c10__(None)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__

async def agen(n: int) -> AsyncIterator[int]:
    if type(n) is not __hl_t11__ and (not issubclass(type(n), __hl_t11__)):
        if (__hl_e__ := __hl_c11__(n)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__
    for i in range(n):
        __hl_c13__((yield __hl_c12__(i)))
