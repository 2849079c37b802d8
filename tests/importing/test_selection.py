"""Which module names the finder and the start-up stand-in may claim: ``pkg`` selects ``pkg`` and
``pkg.sub``, never ``pkgx``; hintloader itself is never claimed."""

from __future__ import annotations

from importlib.machinery import SourceFileLoader

import pytest

from hintloader import startup
from hintloader.config.options import Options, module_in_packages
from hintloader.importing.finder import NEVER_CLAIMED, HintFinder
from hintloader.warmstart import encode

PACKAGES = ("app", "lib.sub")
NAMES = ("app", "app.x", "app.x.y", "appx", "ap", "lib", "lib.sub", "lib.sub.z", "lib.subx",
         "lib.su", "hintloader", "hintloader.startup", "hintloaderx", "tool", "tool.y", "toolx",
         "")


def _finder(packages: tuple[str, ...] | None, extra: tuple[str, ...] = ()) -> HintFinder:
    def no_loader(fullname: str, path: str, inner: SourceFileLoader | None) -> SourceFileLoader:
        raise AssertionError("not reached")

    return HintFinder(Options(packages=packages), no_loader, extra_modules=extra)


@pytest.mark.parametrize("name", NAMES)
def test_the_finder_selects_by_dotted_prefix(name: str) -> None:
    finder = _finder(PACKAGES)
    expected = (not module_in_packages(name, NEVER_CLAIMED)
                and module_in_packages(name, PACKAGES))
    assert finder._name_may_be_selected(name) is expected


@pytest.mark.parametrize("name", NAMES)
def test_extra_modules_added_later_are_selected_too(name: str) -> None:
    finder = _finder(PACKAGES, extra=("lib",))
    finder.add_extra_module("tool")
    expected = not module_in_packages(name, NEVER_CLAIMED) and module_in_packages(
        name, ("lib", "tool", *PACKAGES))
    assert finder._name_may_be_selected(name) is expected


def test_first_party_mode_leaves_the_choice_to_the_location() -> None:
    finder = _finder(None)
    assert finder._name_may_be_selected("anything.at.all")
    assert not finder._name_may_be_selected("hintloader.cli")


@pytest.mark.parametrize("name", NAMES)
def test_the_stand_in_upgrades_only_for_a_selected_name(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    options = Options(packages=PACKAGES)
    stand_in = startup.StandIn((encode(options), PACKAGES, (), None))
    upgraded: list[str] = []
    monkeypatch.setattr(stand_in, "upgrade", lambda **_: upgraded.append(name))
    monkeypatch.setattr("sys.meta_path", [stand_in])
    assert stand_in.find_spec(name) is None
    selected = (not module_in_packages(name, NEVER_CLAIMED)
                and module_in_packages(name, PACKAGES))
    assert upgraded == ([name] if selected else [])
