"""Benchmark hintloader's runtime checks against the plain call, typeguard and beartype.

Run: ``.venv/bin/python benchmarks/bench_runtime.py [--quick]``. Prints a Markdown table of
call-time ratios (checked call / plain call), all measured in one run, by the thread's CPU
time (best of interleaved rounds).
"""

from __future__ import annotations

import argparse
import ast
import importlib.util
import sys
import tempfile
import time
import timeit
import types
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hintloader.runtime.instrument import instrument_module  # noqa: E402
from hintloader.config.options import PackageOptions  # noqa: E402

SOURCE = '''
from typing import Callable, Protocol, TypedDict, runtime_checkable


class User:
    pass


@runtime_checkable  # so that beartype accepts it; hintloader checks structurally either way
class Greeter(Protocol):
    def greet(self, name: str) -> str: ...


class English:
    def greet(self, name: str) -> str:
        return "hi " + name


class Movie(TypedDict):
    title: str
    year: int


def to_str(x: int) -> str:
    return str(x)


def f_int(x: int) -> int:
    return x


def f_str_int(x: str, y: int) -> str:
    return x


def f_list10(xs: list[int]) -> int:
    return 0


def f_list10k(xs: list[int]) -> int:
    return 0


def f_dict(d: dict[str, list[int]]) -> int:
    return 0


def f_union(x: int | str | None) -> int | str | None:
    return x


def f_user(u: User) -> User:
    return u


def f_callable(c: Callable[[int], str]) -> int:
    return 0


def f_protocol(g: Greeter) -> int:
    return 0


def f_typeddict(m: Movie) -> int:
    return 0
'''

ROWS: list[tuple[str, str, Callable[[types.ModuleType], tuple[Any, ...]]]] = [
    ("(x: int) -> int", "f_int", lambda m: (3,)),
    ("(x: str, y: int) -> str", "f_str_int", lambda m: ("a", 3)),
    ("list[int], 10 items", "f_list10", lambda m: (list(range(10)),)),
    ("list[int], 10,000 items", "f_list10k", lambda m: (list(range(10_000)),)),
    ("dict[str, list[int]], 100 keys", "f_dict", lambda m: ({str(i): [i, i] for i in range(100)},)),
    ("int | str | None", "f_union", lambda m: (None,)),
    ("user class", "f_user", lambda m: (m.User(),)),
    ("Callable[[int], str]", "f_callable", lambda m: (m.to_str,)),
    ("Protocol", "f_protocol", lambda m: (m.English(),)),
    ("TypedDict", "f_typeddict", lambda m: ({"title": "x", "year": 1},)),
]


def load(path: Path, name: str, instrument: bool) -> types.ModuleType:
    source = path.read_text()
    tree = ast.parse(source)
    if instrument:
        tree = instrument_module(tree, module=name, path=str(path), options=PackageOptions())
    module = types.ModuleType(name)
    module.__file__ = str(path)
    sys.modules[name] = module
    exec(compile(tree, str(path), "exec", dont_inherit=True), module.__dict__)
    return module


def _timer(func: Callable[..., Any], args: tuple[Any, ...]) -> timeit.Timer:
    # The thread's CPU time, not the wall clock: on a shared machine the time this process
    # waits for a core is not the call's (best-of-rounds alone did not remove it: ratios
    # moved by 2x between runs at a load average of 6-9).
    names = [f"a{i}" for i in range(len(args))]
    return timeit.Timer(f"f({', '.join(names)})", timer=time.thread_time,
                        globals={"f": func, **dict(zip(names, args))})


def measure_row(calls: list[tuple[Callable[..., Any], tuple[Any, ...]]], seconds: float,
                rounds: int = 15) -> list[float]:
    """Best time per call (ns) of each call. Rounds interleave the candidates, so a change in
    machine load affects all of them alike instead of skewing one ratio."""
    timers = [_timer(func, args) for func, args in calls]
    numbers = []
    for timer in timers:
        number, _ = timer.autorange()
        numbers.append(max(1, int(number * seconds / 0.2 / 3)))
    best = [float("inf")] * len(timers)
    for _ in range(rounds):
        for index, timer in enumerate(timers):
            best[index] = min(best[index], timer.timeit(numbers[index]) / numbers[index] * 1e9)
    return best


def run_rows(labels: list[str] | None, seconds: float) -> Iterator[tuple[str, float, dict[str, str]]]:
    """(label, plain ns, cell per checker) of each row (all rows when ``labels`` is None),
    every checker measured in the same rounds as the plain call."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench_subject.py"
        path.write_text(SOURCE)
        plain = load(path, "bench_subject", instrument=False)
        ours = load(path, "bench_subject_hl", instrument=True)
        checkers: dict[str, Callable[[Callable[..., Any]], Callable[..., Any]]] = {}
        try:
            from typeguard import typechecked

            checkers["typeguard"] = typechecked
        except ImportError:
            pass
        try:
            from beartype import beartype

            checkers["beartype"] = beartype
        except ImportError:
            pass
        for label, name, make_args in ROWS:
            if labels is not None and label not in labels:
                continue
            call_args = make_args(plain)
            calls = [(getattr(plain, name), call_args), (getattr(ours, name), make_args(ours))]
            failed: dict[int, str] = {}
            for index, decorate in enumerate(checkers.values(), start=2):
                try:
                    func = decorate(getattr(plain, name))
                    func(*call_args)
                except Exception as exc:  # a checker that cannot handle the row
                    failed[index] = f"n/a ({type(exc).__name__})"
                    func = getattr(plain, name)
                calls.append((func, call_args))
            times = measure_row(calls, seconds)
            base = times[0]
            cells = {}
            for index, (checker, value) in enumerate(zip(["hintloader", *checkers], times[1:]), start=1):
                cells[checker] = failed.get(index, f"{value / base:.2f}x")
            yield label, base, cells


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="shorter measurements")
    args = parser.parse_args()
    seconds = 0.05 if args.quick else 0.2
    header: list[str] = []
    for label, base, cells in run_rows(None, seconds):
        if not header:
            header = ["signature", "plain (ns)", *cells]
            print("| " + " | ".join(header) + " |")
            print("|" + "|".join("---" for _ in header) + "|")
        row = [label.replace("|", "\\|"), f"{base:.0f}", *cells.values()]  # `int | str` in a cell
        print("| " + " | ".join(row) + " |", flush=True)


if __name__ == "__main__":
    main()
