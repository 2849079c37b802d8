"""hintloader.mainscript: which main scripts a HINTLOADER=1 process checks (end to end:
tests/e2e/test_main_script.py)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from hintloader import mainscript, startup


def test_a_first_party_script_is_claimed(tmp_path: Path) -> None:
    script = tmp_path / "app.py"
    script.write_text("")
    assert mainscript.claims(str(script), lambda path: True)
    assert not mainscript.claims(str(script), lambda path: False)


def test_a_tool_installed_beside_the_interpreter_is_not_claimed() -> None:
    # A console script (pip, pytest) lives in the interpreter's folder, whatever the roots say.
    beside = os.path.join(os.path.dirname(os.path.abspath(sys.executable)), "pip")
    assert not mainscript.claims(beside, lambda path: True)


def test_each_script_has_its_own_entry_in_a_record() -> None:
    first, second = mainscript.record_key("/p/a.py"), mainscript.record_key("/p/b.py")
    assert first != second and first.startswith("__main__ ")
    assert not first.isidentifier()  # no imported module can have this name


@pytest.mark.parametrize("argv", [["-c"], [""], ["-"], []])
def test_no_audit_hook_without_a_script_or_module(
    argv: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # (only the negative cases run here: an audit hook, once added, stays for the process)
    monkeypatch.setattr(sys, "argv", argv)
    monkeypatch.setattr(startup, "_watching", False)
    added: list[object] = []
    monkeypatch.setattr(sys, "addaudithook", added.append)
    startup.watch_main()
    assert added == [] and startup._watching is False


def test_a_script_file_or_dash_m_is_watched(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    script = tmp_path / "app.py"
    script.write_text("")
    for argv in ([str(script), "x"], ["-m", "x"]):
        monkeypatch.setattr(sys, "argv", argv)
        monkeypatch.setattr(startup, "_watching", False)
        added: list[object] = []
        monkeypatch.setattr(sys, "addaudithook", added.append)
        startup.watch_main()
        assert added == [startup._on_run] and startup._watching is True
    monkeypatch.setattr(sys, "argv", [str(tmp_path / "missing.py")])
    monkeypatch.setattr(startup, "_watching", False)
    added = []
    monkeypatch.setattr(sys, "addaudithook", added.append)
    startup.watch_main()
    assert added == []  # Python reports the missing file


def test_other_audit_events_do_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(startup, "_watching", True)
    startup._on_run("open", ("x", "r", 0))
    startup._on_run("import", ("x",))
    assert startup._watching is True


def test_a_remembered_start_adds_no_hook_for_a_script_it_does_not_claim(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    script = tmp_path / "tool.py"
    script.write_text("")

    class StandIn:
        hintloader_stand_in = True

        def __init__(self, verdict: bool) -> None:
            self.verdict = verdict

        def _first_party(self, path: str) -> bool:
            return self.verdict

    monkeypatch.setattr(sys, "argv", [str(script)])
    for verdict in (False, True):
        monkeypatch.setattr(startup, "_handle", StandIn(verdict))
        monkeypatch.setattr(startup, "_watching", False)
        added: list[object] = []
        monkeypatch.setattr(sys, "addaudithook", added.append)
        startup.watch_main()
        assert added == ([startup._on_run] if verdict else [])
