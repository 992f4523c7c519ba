"""The Python examples of the learning guide (docs/learning.md, "From Python") run as printed."""

from __future__ import annotations

import contextlib
import io
import re

import pytest

from welcome_to import find_engine

GUIDE = find_engine() / "docs" / "learning.md"
EXAMPLES = [code for code in re.findall(r"```python\n(.*?)```", GUIDE.read_text(encoding="utf-8"), re.S) if "import welcome_to" in code]


def test_the_guide_has_its_examples():
    assert len(EXAMPLES) >= 4


@pytest.mark.parametrize("code", EXAMPLES, ids=[f"example-{n}" for n in range(len(EXAMPLES))])
def test_each_example_of_the_guide_runs(code):
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(code, str(GUIDE), "exec"), {"__name__": "guide"})
    if "print(" in code:
        assert printed.getvalue().strip()
