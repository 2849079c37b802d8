"""Run a typed PyPI package's own test suite, plain and with hintloader's runtime checks.

Used by ``tests/realworld/test_instrumented_suites.py``. The package itself comes from the
environment (its exact version is pinned in the ``test`` extra of ``pyproject.toml``); its
tests come from the sdist of that same version, fetched once with ``pip download`` into
``tests/realworld/.suites/`` (gitignored: no third-party code is committed). Only the tests
and the project's pytest configuration are extracted, never the package's source, so the
tests import the installed, instrumented package.
"""

from __future__ import annotations

import fnmatch
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
CACHE = Path(os.environ.get("HINTLOADER_SUITES_CACHE", HERE / ".suites"))
# HINTLOADER_SUITES_FULL=1 runs every test file of each suite (minutes), not the CI selection.
FULL_VAR = "HINTLOADER_SUITES_FULL"
RECORDED_PYTHON = (3, 11)  # the Python the reviewed failures below were recorded with
_CONFIG_FILES = ("pyproject.toml", "setup.cfg", "tox.ini", "pytest.ini", "conftest.py")


@dataclass(frozen=True)
class Suite:
    """One package's test suite and what is known about it instrumented."""

    distribution: str
    version: str
    package: str  # the import package that HINTLOADER_PACKAGES selects
    # Test files run in CI: the whole suite minus the files that take most of its time.
    selected: tuple[str, ...]
    # A statement that must raise HintTypeError when the package is instrumented.
    probe: str
    # Failures that only instrumentation causes, each a real mismatch between a value and the
    # annotation it meets (reviewed by hand): fnmatch pattern of test ids -> why.
    reviewed: dict[str, str] = field(default_factory=dict)
    pytest_args: tuple[str, ...] = ()


SUITES: dict[str, Suite] = {
    "packaging": Suite(
        "packaging", "26.4", "packaging",
        # Left out in CI: test_version.py (51,524 parametrised cases, ~60 s alone),
        # test_requirements.py and test_ranges.py (~7,000 more).
        selected=(
            "tests/test_markers.py", "tests/test_specifiers.py", "tests/test_metadata.py",
            "tests/test_tags.py", "tests/test_utils.py", "tests/test_licenses.py",
            "tests/test_dependency_groups.py", "tests/test_direct_url.py",
            "tests/test_pylock.py", "tests/test_pylock_select.py", "tests/test_tokenizer.py",
            "tests/test_errors.py", "tests/test_elffile.py", "tests/test_manylinux.py",
            "tests/test_musllinux.py",
        ),
        probe="import packaging.version; packaging.version.Version(3)",
        reviewed={
            "tests/test_markers.py::TestExtraSetEvaluation::test_marker_evaluation[[]list-*":
                "passes {'extra': ['gpu']} to Marker.evaluate(environment: "
                "Mapping[str, str | AbstractSet[str]] | None); a list is no AbstractSet",
            "tests/test_markers.py::TestExtraSetEvaluation::test_marker_evaluation[[]tuple-*":
                "the same with a tuple of extras",
            "tests/test_markers.py::TestMarker::test_environment_with_extra_none":
                "passes {'extra': None} where Mapping[str, str | AbstractSet[str]] is "
                "declared (packaging tolerates it at run time)",
            "tests/test_markers.py::TestPrepareEnvironment::test_extra_is_canonicalized[[]None-]":
                "the same {'extra': None} to prepare_environment()",
            "tests/test_markers.py::TestEvaluatePrepared::test_answers_match_evaluate[[]*-environment6-*":
                "the same {'extra': None}",
            "tests/test_markers.py::TestEvaluatePrepared::test_non_string_extra_raises_undefined_comparison[[]*":
                "checks the error for an extra of None, which the Mapping's value type excludes",
            "tests/test_markers.py::TestNode::test_accepts_value[[]*":
                "Node(value: str) called with 3, 5, None and [] to show it stores anything",
            "tests/test_dependency_groups.py::test_malformed_group_entries_are_not_cached_on_resolver_instance[[]item1-*":
                "malformed dependency groups ({'include-group': 5}) passed where "
                "Mapping[str, Sequence[str | Mapping[str, str]]] is declared, to test the error",
            "tests/test_dependency_groups.py::test_non_list_data":
                "the same: a group that is the int 101, to test the error",
            "tests/test_dependency_groups.py::test_non_unexpected_item_type":
                "the same: a group item that is an object(), to test the error",
            "tests/test_manylinux.py::test_parse_elf_bad_executable[[]None]":
                "_parse_elf(path: str) called with None to test a bad executable",
            "tests/test_metadata.py::TestMetadata::test_from_email_*":
                "packaging calls _Validator._process_metadata_version/_process_name/"
                "_process_version(value: str) with None for a missing required field",
            "tests/test_metadata.py::TestMetadata::test_required_fields_missing[[]*":
                "the same: _process_<field>(value: str) called with None",
            "tests/test_metadata.py::TestMetadata::test_missing_version":
                "the same: _process_version(value: str) called with None",
            "tests/test_metadata.py::TestRawMetadata::test_description_non_utf8":
                "parse_email() returns the undecodable description as bytes inside its "
                "unparsed dict[str, list[str]]",
            "tests/test_specifiers.py::test_filter_keyed_none_version_is_skipped":
                "a key function returns None where coerce_version(version: Version | str) "
                "is declared; packaging skips it at run time",
            # Outside the CI selection (HINTLOADER_SUITES_FULL=1):
            "tests/test_ranges.py::*wrong_type_raises":
                "VersionRange.intersection/difference/is_subset/... given 'x' where a "
                "VersionRange is declared, to check packaging's own TypeError message",
            "tests/test_ranges.py::TestContains::test_contains_typeerror":
                "the same for `in`: the message is hintloader's, not packaging's",
            "tests/test_version.py::TestVersion::test_non_string_versions_raise_invalid_version[[]*":
                "Version(version: str) given 1, b'1.0', None, a list and a tuple on purpose",
            "tests/test_version.py::TestVersion::test_replace_invalid_*":
                "Version.__replace__(dev/epoch/post: int | None, pre: tuple[str, int] | None) "
                "given strings on purpose",
            "tests/test_version.py::test_from_parts_rejects_non_str_pre_letter":
                "Version.from_parts(pre=(1, 1)) where tuple[str, int] is declared, on purpose",
            "tests/test_version.py::test_from_parts[[]args8-*":
                "Version.from_parts(epoch=None) where epoch: int is declared; packaging "
                "accepts None at run time",
            "tests/test_tags.py::test_platform_tags[[]*":
                "the test replaces mac_platforms & co. with functions returning lists; "
                "platform_tags() -> Iterator[str] then returns a list",
            "tests/test_tags.py::TestSysTags::test_mac_cpython":
                "the same monkeypatched platform functions returning lists",
            "tests/test_tags.py::TestSysTags::test_windows_cpython":
                "the same monkeypatched platform functions returning lists",
        },
    ),
    "idna": Suite(
        "idna", "3.20", "idna",
        # Left out in CI: test_idna_uts46.py (6,329 generated cases), the randomised
        # hypothesis tests, the thread test and the fuzz targets.
        selected=(
            "tests/test_idna.py", "tests/test_idna_codec.py", "tests/test_idna_compat.py",
            "tests/test_idna_errors.py", "tests/test_intranges.py", "tests/test_idna_cli.py",
        ),
        probe="import idna; idna.encode(42)",
        reviewed={
            "tests/test_idna.py::IDNATests::test_encode_decode_invalid_input_type":
                "checks that encode(42) raises; encode(s: str | bytes | bytearray) "
                "rejects it first with HintTypeError",
            "tests/test_idna_codec.py::IDNACodecTests::testDirectDecode":
                "Codec.decode(data: bytes) is called with a str (idna accepts both)",
            "tests/test_idna_codec.py::IDNACodecTests::testDirectEncode":
                "Codec.encode(data: str) is called with bytes (idna accepts both)",
            "tests/test_idna_codec.py::IDNACodecTests::testStreamWriter":
                "the stream writer passes bytes to Codec.encode(data: str)",
            "tests/test_intranges.py::IntrangeContainsTests::test_simple":
                "intranges_from_list(list_: list[int]) is called with a range",
        },
    ),
}


def full_run() -> bool:
    return os.environ.get(FULL_VAR, "") not in ("", "0")


def installed_version(distribution: str) -> str | None:
    import importlib.metadata

    try:
        return importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        return None


def fetch_tests(suite: Suite) -> Path:
    """The folder holding the suite's tests and configuration, extracted from its sdist."""
    folder = CACHE / f"{suite.distribution}-{suite.version}"
    if folder.is_dir():
        return folder
    sdists = CACHE / "sdists"
    sdists.mkdir(parents=True, exist_ok=True)
    archive = _sdist(sdists, suite) or _download(suite, sdists)
    # Extracted aside, then renamed: pytest-xdist workers may fetch the same suite at once.
    scratch = Path(tempfile.mkdtemp(dir=CACHE, prefix=f".{folder.name}-"))
    _extract(archive, scratch)
    try:
        scratch.rename(folder)
    except OSError:  # another worker got there first
        shutil.rmtree(scratch, ignore_errors=True)
    return folder


def _download(suite: Suite, sdists: Path) -> Path:
    with tempfile.TemporaryDirectory(dir=sdists) as scratch:
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
             "--no-binary", ":all:", f"{suite.distribution}=={suite.version}", "-d", scratch],
            check=True, capture_output=True, text=True, timeout=600,
        )
        archive = _sdist(Path(scratch), suite)
        if archive is None:
            raise FileNotFoundError(f"pip download left no sdist of {suite.distribution}")
        target = sdists / archive.name
        os.replace(archive, target)
    return target


def _sdist(folder: Path, suite: Suite) -> Path | None:
    names = {f"{suite.distribution}-{suite.version}.tar.gz".lower(),
             f"{suite.distribution.replace('-', '_')}-{suite.version}.tar.gz".lower()}
    return next((p for p in folder.iterdir() if p.is_file() and p.name.lower() in names), None)


def _extract(archive: Path, folder: Path) -> None:
    """Only ``tests/`` and the root's configuration files: the package's own source stays out,
    so that nothing shadows the installed package."""
    with tarfile.open(archive) as tar:
        members = []
        for member in tar.getmembers():
            _, _, inner = member.name.partition("/")
            if inner.startswith("tests/") or inner in _CONFIG_FILES:
                member.name = inner
                members.append(member)
        if hasattr(tarfile, "data_filter"):
            tar.extractall(folder, members=members, filter="data")
        else:  # pragma: no cover - Python without extraction filters
            tar.extractall(folder, members=members)  # noqa: S202 (names checked above)


def _environment(extra: dict[str, str]) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("HINTLOADER", "PYTEST_", "COV_CORE")) and k != "PYTHONPATH"}
    env["PYTHONPATH"] = str(HERE)  # for -p suite_report, and nothing else of this repository
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    # Sampling looks at the first members of a set: the same ones in every run.
    env["PYTHONHASHSEED"] = "0"
    if "HINTLOADER_STARTUP_CACHE" in os.environ:  # tests/conftest.py: never the user's cache
        env["HINTLOADER_STARTUP_CACHE"] = os.environ["HINTLOADER_STARTUP_CACHE"]
    env.update(extra)
    return env


def instrumented_environment(suite: Suite, cache_dir: str) -> dict[str, str]:
    return {
        "HINTLOADER": "1", "HINTLOADER_PACKAGES": suite.package, "HINTLOADER_INSTRUMENT": "1",
        # warn, not off: off leaves a package alone entirely. Static findings go to the pytest
        # plugin's summary, so they cannot change a test's outcome.
        "HINTLOADER_MODE": "warn", "HINTLOADER_CACHE_DIR": cache_dir,
        # A suite's own tests compare a child program's stderr (idna's `python -m idna`): on a
        # loaded machine its exit must wait for the background check, not say it stopped it.
        "HINTLOADER_BACKGROUND_WAIT": "600",
    }


@dataclass
class Run:
    process: subprocess.Popen[str]
    report: Path

    def failures(self) -> dict[str, str]:
        """Failing test ids and their errors, once the run has finished."""
        out, _ = self.process.communicate(timeout=900)
        if not self.report.exists():
            raise RuntimeError(f"the test run wrote no report (exit {self.process.returncode}):\n"
                               + out[-3000:])
        data: dict[str, str] = json.loads(self.report.read_text(encoding="utf-8"))
        return data


def start(suite: Suite, folder: Path, scratch: Path, instrumented: bool) -> Run:
    """Start the suite's pytest in a subprocess (plain or instrumented); returns at once."""
    name = "instrumented" if instrumented else "plain"
    report = scratch / f"{suite.distribution}-{name}.json"
    extra = {"HINTLOADER_SUITE_REPORT": str(report)}
    if instrumented:
        extra.update(instrumented_environment(suite, str(scratch / "hintloader-cache")))
    files = () if full_run() else suite.selected
    # The extracted folder is the root (this repository's pytest configuration and conftest
    # files sit above it and must not apply), with the project's own configuration.
    command = [sys.executable, "-m", "pytest", "--rootdir", str(folder), "-c",
               str(folder / "pyproject.toml"), "--confcutdir", str(folder),
               "-p", "suite_report", "-p", "no:cacheprovider", "-p", "no:xdist",
               "-q", "--tb=no", "-o", "console_output_style=classic", *suite.pytest_args, *files]
    process = subprocess.Popen(command, cwd=folder, env=_environment(extra), text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    return Run(process, report)


PROBE = """
import json, sys
try:
    exec(sys.argv[1])
    raised = None
except Exception as exc:
    raised = type(exc).__name__
loaders = [type(getattr(m, "__loader__", None)).__name__ for n, m in list(sys.modules.items())
           if n == sys.argv[2] or n.startswith(sys.argv[2] + ".")]
print(json.dumps({"raised": raised, "hintloader_modules": loaders.count("HintLoader")}))
"""


def probe(suite: Suite, scratch: Path) -> dict[str, object]:
    """In the instrumented environment: what the probe raised, how many modules were claimed."""
    env = _environment(instrumented_environment(suite, str(scratch / "hintloader-cache")))
    done = subprocess.run([sys.executable, "-c", PROBE, suite.probe, suite.package],
                          env=env, cwd=tempfile.gettempdir(), capture_output=True, text=True,
                          timeout=300, check=True)
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def reviewed_pattern(suite: Suite, test_id: str) -> str | None:
    return next((p for p in suite.reviewed if fnmatch.fnmatchcase(test_id, p)), None)


def reviewed_in_selection(suite: Suite) -> set[str]:
    """The reviewed patterns whose test file the run covers (each must then still match)."""
    if full_run():
        return set(suite.reviewed)
    return {p for p in suite.reviewed if p.partition("::")[0] in suite.selected}
