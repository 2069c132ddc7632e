"""The browser's generated view types match the games' view shapes, and the shapes only use
types the generator knows."""

from __future__ import annotations

from pathlib import Path
from typing import TypedDict

import pytest

from seaboard.schema import check, schema_of, views_schema
from seaboard.schema_ts import typescript

VIEWS_TS = Path(__file__).resolve().parents[1] / "web" / "src" / "generated" / "views.ts"


def test_generated_view_types_are_up_to_date() -> None:
    assert VIEWS_TS.exists(), "web/src/generated/views.ts is missing: run `make views`"
    assert VIEWS_TS.read_text() == typescript(views_schema()), (
        "web/src/generated/views.ts is stale (a game's view.py changed): run `make views` "
        "and commit the file"
    )


class _Inner(TypedDict):
    n: int


class _Shape(TypedDict):
    inner: _Inner
    tags: list[str]
    maybe: float | None


def test_the_checker_names_a_renamed_key_and_a_wrong_type() -> None:
    check({"inner": {"n": 1}, "tags": ["a"], "maybe": None}, _Shape)
    with pytest.raises(AssertionError, match=r"lacks 'tags'.*has 'tag'"):
        check({"inner": {"n": 1}, "tag": ["a"], "maybe": 1.5}, _Shape)
    with pytest.raises(AssertionError, match=r"view.inner.n: True is not a number"):
        check({"inner": {"n": True}, "tags": [], "maybe": 2}, _Shape)


def test_the_generator_refuses_a_type_json_cannot_hold() -> None:
    class Bad(TypedDict):
        when: set[int]

    with pytest.raises(TypeError, match="cannot use"):
        schema_of(Bad, {})
