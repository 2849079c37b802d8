"""Background checks, in process: which imports are handed over, what the worker answers, the
frames between them, and the words said at exit. The processes themselves: tests/e2e."""

from __future__ import annotations

import os
import warnings
from pathlib import Path

import pytest

from hintloader.cache.store import Cache
from hintloader.config.load import load_options
from hintloader.config.options import Options, PackageOptions
from hintloader.errors import ConfigError, HintWarning
from hintloader.importing import background
from hintloader.importing.channel import frame, read_frame, write_frame
from hintloader.importing.pipeline import Pipeline
from hintloader.importing.worker import CHANGED, CHECKED, check_job
from hintloader.record import blake2b

BAD = b"def f(x: int) -> int:\n    return x\n\nY: str = f(1)\n"


class Recorder:
    """Stands in for the worker: takes every module, remembers what it was given."""

    def __init__(self, accept: bool = True) -> None:
        self.accept = accept
        self.submitted: list[tuple[str, bool]] = []

    def submit(self, source: bytes, *, path: str, module: str, runtime: bool) -> bool:
        self.submitted.append((module, runtime))
        return self.accept


def pipeline_with(recorder: Recorder, tmp_path: Path, *, mode: str = "warn",
                  instrument: bool = False, cache: bool = True) -> Pipeline:
    options = Options(defaults=PackageOptions(mode=mode, instrument=instrument),  # type: ignore[arg-type]
                      background=True)
    opened = Cache.open(str(tmp_path / "cache")) if cache else None
    pipeline = Pipeline(options, opened, background=True)
    pipeline.background = recorder  # type: ignore[assignment]
    return pipeline


def module_file(tmp_path: Path, source: bytes = BAD) -> Path:
    path = tmp_path / "mod.py"
    path.write_bytes(source)
    return path


# -- what is handed over --------------------------------------------------------------------

def test_a_warn_mode_miss_is_handed_over_and_loads_without_findings(tmp_path: Path) -> None:
    recorder = Recorder()
    pipeline = pipeline_with(recorder, tmp_path)
    path = module_file(tmp_path)
    outcome = pipeline.analyse(BAD, path=str(path), module="mod")
    assert recorder.submitted == [("mod", True)]
    assert (outcome.diagnostics, outcome.code, outcome.tree) == ((), None, None)
    assert list((tmp_path / "cache").glob("??/*.hlc")) == []  # the worker's to store


def test_an_instrumented_module_loads_instrumented_without_the_check(tmp_path: Path) -> None:
    recorder = Recorder()
    pipeline = pipeline_with(recorder, tmp_path, instrument=True)
    source = b"def f(x: int) -> int:\n    return x\n\nf('a')\n"
    path = module_file(tmp_path, source)
    outcome = pipeline.analyse(source, path=str(path), module="mod")
    assert recorder.submitted == [("mod", True)]
    assert outcome.diagnostics == () and outcome.code is not None
    namespace: dict[str, object] = {"__name__": "mod"}
    with pytest.raises(TypeError, match="x"):  # the runtime check of f's argument is there
        exec(outcome.code, namespace)


def test_another_hooks_module_is_handed_over_without_runtime_checks(tmp_path: Path) -> None:
    recorder = Recorder()
    pipeline = pipeline_with(recorder, tmp_path, instrument=True)
    path = module_file(tmp_path)
    outcome = pipeline.analyse(BAD, path=str(path), module="mod", runtime=False)
    assert recorder.submitted == [("mod", False)] and outcome.code is None


@pytest.mark.parametrize("mode", ["error", "off"])
def test_other_modes_are_never_handed_over(tmp_path: Path, mode: str) -> None:
    recorder = Recorder()
    pipeline = pipeline_with(recorder, tmp_path, mode=mode, instrument=True)
    path = module_file(tmp_path)
    pipeline.analyse(BAD, path=str(path), module="mod")
    assert recorder.submitted == []


def test_a_collector_sink_keeps_imports_waiting(tmp_path: Path) -> None:
    recorder = Recorder()
    pipeline = pipeline_with(recorder, tmp_path)
    pipeline.sink = lambda module, found: None
    path = module_file(tmp_path)
    outcome = pipeline.analyse(BAD, path=str(path), module="mod")
    assert recorder.submitted == [] and [d.code for d in outcome.diagnostics] == ["assignment"]


def test_a_hit_is_never_handed_over(tmp_path: Path) -> None:
    path = module_file(tmp_path)
    Pipeline(Options(), Cache.open(str(tmp_path / "cache"))).analyse(BAD, path=str(path),
                                                                       module="mod")
    recorder = Recorder()
    outcome = pipeline_with(recorder, tmp_path).analyse(BAD, path=str(path), module="mod")
    assert recorder.submitted == []
    assert [d.code for d in outcome.diagnostics] == ["assignment"]


def test_a_refused_hand_over_checks_at_the_import(tmp_path: Path) -> None:
    recorder = Recorder(accept=False)
    pipeline = pipeline_with(recorder, tmp_path)
    path = module_file(tmp_path)
    outcome = pipeline.analyse(BAD, path=str(path), module="mod")
    assert recorder.submitted == [("mod", True)]
    assert [d.code for d in outcome.diagnostics] == ["assignment"]


def test_options_built_in_code_keep_imports_waiting(tmp_path: Path) -> None:
    pipeline = Pipeline(Options(), None, background=True)
    path = module_file(tmp_path)
    outcome = pipeline.analyse(BAD, path=str(path), module="mod")
    assert pipeline.background is None and len(outcome.diagnostics) == 1


def test_the_worker_findings_are_reported_as_at_the_import(tmp_path: Path) -> None:
    pipeline = pipeline_with(Recorder(), tmp_path)
    path = module_file(tmp_path)
    checked = Pipeline(Options(), None).analyse(BAD, path=str(path), module="mod")
    with pytest.warns(HintWarning, match=r"mod.py:4:10: error: .*\[assignment\]"):
        pipeline._report_deferred("mod", str(path), checked.diagnostics)


# -- the worker's side ------------------------------------------------------------------------

def job(path: Path, source: bytes) -> tuple[object, ...]:
    return (str(path), "mod", blake2b(source, digest_size=16).digest(), True, None)


def test_the_worker_checks_and_fills_the_cache(tmp_path: Path) -> None:
    path = module_file(tmp_path)
    cache = Cache.open(str(tmp_path / "cache"))
    path_, module, status, found = check_job(Pipeline(Options(), cache), job(path, BAD))
    assert (path_, module, status) == (str(path), "mod", CHECKED)
    assert [item[4] for item in found] == ["assignment"]  # type: ignore[index]
    assert len(list((tmp_path / "cache").glob("??/*.hlc"))) == 1


def test_the_worker_says_nothing_of_a_file_edited_since_its_import(tmp_path: Path) -> None:
    path = module_file(tmp_path, b"Y: str = 1\n")
    result = check_job(Pipeline(Options(), None), job(path, BAD))
    assert result[2:] == (CHANGED, ())
    path.unlink()
    assert check_job(Pipeline(Options(), None), job(path, BAD))[2:] == (CHANGED, ())


# -- frames -----------------------------------------------------------------------------------

def test_frames_cross_a_pipe_whole_and_end_with_eof() -> None:
    read_end, write_end = os.pipe()
    try:
        value = ("a/b.py", "b", b"\x00" * 16, True, ("x", "y"))
        write_frame(write_end, value)
        write_frame(write_end, ())
        assert read_frame(read_end) == value
        assert read_frame(read_end) == ()
        os.close(write_end)
        write_end = -1
        with pytest.raises(EOFError):
            read_frame(read_end)
    finally:
        os.close(read_end)
        if write_end >= 0:
            os.close(write_end)


def test_a_frame_cut_short_is_the_end() -> None:
    read_end, write_end = os.pipe()
    os.write(write_end, frame(("long", "value"))[:-3])
    os.close(write_end)
    with pytest.raises(EOFError):
        read_frame(read_end)
    os.close(read_end)


# -- when the import must wait anyway ------------------------------------------------------------

def test_warnings_as_errors_keep_imports_waiting() -> None:
    assert not background.findings_raise()
    with warnings.catch_warnings():
        warnings.simplefilter("error", UserWarning)
        assert background.findings_raise()
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)  # not a finding's category
        assert not background.findings_raise()


def test_a_multiprocessing_child_is_recognised(monkeypatch: pytest.MonkeyPatch) -> None:
    assert not background.in_multiprocessing_child()
    monkeypatch.setattr("sys.argv", ["-c", "--multiprocessing-fork"])
    assert background.in_multiprocessing_child()


def test_one_background_per_process() -> None:
    options = Options(background=True)
    first = background.claim(options, lambda module, path, found: None)
    assert first is not None
    # Not started yet: a later hook takes its place (and the first one never starts).
    second = background.claim(options, lambda module, path, found: None)
    assert second is not None and second is not first
    assert not first.submit(b"", path="x.py", module="x", runtime=True)
    second._state = "running"  # as after its start
    try:
        assert background.claim(options, lambda module, path, found: None) is None
    finally:
        second._state = "off"


# -- words at exit and configuration ----------------------------------------------------------

def test_exit_lines() -> None:
    assert background.still_checking_line(1, 0.5) == (
        "hintloader: 1 module was still being checked at exit (background-wait 0.5s); "
        "the next run checks it again")
    assert background.still_checking_line(3, 2) == (
        "hintloader: 3 modules were still being checked at exit (background-wait 2s); "
        "the next run checks them again")
    assert background.not_checked_line(2) == (
        "hintloader: 2 modules were not checked: the background check ended early; "
        "the next run checks them again")


def test_configuration_keys(tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    defaults = load_options(start=str(tmp_path), environ={})
    assert (defaults.background, defaults.background_wait) == (True, 10.0)
    (tmp_path / "pyproject.toml").write_text(
        "[tool.hintloader]\nbackground = false\nbackground-wait = 0.25\n")
    chosen = load_options(start=str(tmp_path), environ={})
    assert (chosen.background, chosen.background_wait) == (False, 0.25)
    forced = load_options(start=str(tmp_path), environ={"HINTLOADER_BACKGROUND": "1",
                                                        "HINTLOADER_BACKGROUND_WAIT": "5s"})
    assert (forced.background, forced.background_wait) == (True, 5.0)
    with pytest.raises(ConfigError, match="background-wait: expected a number of seconds"):
        load_options(start=str(tmp_path), environ={"HINTLOADER_BACKGROUND_WAIT": "-1"})
