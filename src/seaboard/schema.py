"""The games' view shapes (``Game.view_shape``, TypedDicts) as JSON Schema, and a checker.

``python -m seaboard.schema`` prints the schema of every registered game's view; the
browser's types (web/src/generated/views.ts) are generated from it by
``seaboard.schema_ts``, and the conformance kit checks every view against it with
``check``. Standard library only: the shapes use int, float, str, bool, None, lists,
tuples, ``dict[str, X]``, ``Literal``, unions and nested TypedDicts; a value whose shape is
given elsewhere (a game's view inside a ``state`` message) is ``Annotated`` with ``Named``.
"""

from __future__ import annotations

import functools
import json
import sys
import types
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import (
    Annotated,
    Any,
    Literal,
    NotRequired,
    Required,
    Union,
    get_args,
    get_origin,
    get_type_hints,
    is_typeddict,
)

Schema = dict[str, Any]
_SCALARS: dict[object, Schema] = {
    int: {"type": "integer"},
    float: {"type": "number"},
    str: {"type": "string"},
    bool: {"type": "boolean"},
    type(None): {"type": "null"},
}


@dataclass(frozen=True)
class Named:
    """``Annotated`` metadata: a value the browser types by this name (its shape is given
    elsewhere, as a game's view is), not checked here."""

    ts: str


def schema_of(tp: object, defs: dict[str, Schema]) -> Schema:
    """The JSON Schema of type ``tp``; every TypedDict goes into ``defs`` by class name."""
    origin = get_origin(tp)
    if origin is Annotated:
        named = [m for m in getattr(tp, "__metadata__", ()) if isinstance(m, Named)]
        return {"x-ts": named[0].ts} if named else schema_of(get_args(tp)[0], defs)
    if origin is Required or origin is NotRequired:  # __required_keys__ says which
        return schema_of(get_args(tp)[0], defs)
    if tp in _SCALARS:
        return dict(_SCALARS[tp])
    if is_typeddict(tp):
        assert isinstance(tp, type)
        name = tp.__name__
        if name not in defs:
            defs[name] = {}  # placeholder first: a shape may refer to itself
            hints = get_type_hints(tp, include_extras=True)
            defs[name] = {
                **({"description": " ".join(tp.__doc__.split())} if tp.__doc__ else {}),
                "type": "object",
                "properties": {key: schema_of(hint, defs) for key, hint in hints.items()},
                "required": sorted(
                    k
                    for k in tp.__required_keys__  # type: ignore[attr-defined]
                    # (under postponed annotations the class cannot see NotRequired)
                    if get_origin(hints[k]) is not NotRequired
                ),
                "additionalProperties": False,
                "x-python": f"{tp.__module__}.{tp.__qualname__}",
            }
        elif defs[name].get("x-python") not in (None, f"{tp.__module__}.{tp.__qualname__}"):
            raise TypeError(f"two view shapes are named {name}: give one another name")
        return {"$ref": f"#/$defs/{name}"}
    origin, args = get_origin(tp), get_args(tp)
    if origin is Literal:
        return {"enum": list(args)}
    if origin is Union or origin is types.UnionType:
        return {"anyOf": [schema_of(a, defs) for a in args]}
    if origin is list or (origin is tuple and len(args) == 2 and args[1] is Ellipsis):
        return {"type": "array", "items": schema_of(args[0], defs)}
    if origin is tuple:
        items = [schema_of(a, defs) for a in args]
        return {
            "type": "array",
            "prefixItems": items,
            "minItems": len(items),
            "maxItems": len(items),
        }
    if origin is dict and args and args[0] is str:
        return {"type": "object", "additionalProperties": schema_of(args[1], defs)}
    raise TypeError(f"a view shape cannot use {tp!r}; use JSON types, TypedDicts and Literal")


def views_schema() -> Schema:
    """One schema document: an object whose property per game name is that game's view
    (the built-in games, the packages of ``seaboard.games``)."""
    from seaboard.engine.registry import game_class, names

    defs: dict[str, Schema] = {}
    games: dict[str, Schema] = {}
    for name in names():
        cls = game_class(name)
        shape = cls.view_shape
        if shape is not None and cls.__module__.startswith("seaboard.games."):
            games[name] = schema_of(shape, defs)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Seaboard views",
        "description": "The view of each game, by game name (State.view).",
        "type": "object",
        "properties": games,
        "$defs": dict(sorted(defs.items())),
    }


_TYPES: dict[str, tuple[type, ...]] = {
    "integer": (int,),
    "number": (int, float),
    "string": (str,),
    "boolean": (bool,),
    "null": (type(None),),
    "array": (list, tuple),
    "object": (Mapping,),
}


def problems(value: object, schema: Schema, defs: Mapping[str, Schema], where: str) -> list[str]:
    """What is wrong with ``value`` against ``schema`` (the subset ``schema_of`` writes)."""
    if "x-ts" in schema:
        return []  # a ``Named`` value: its own shape is checked where it is made
    if "$ref" in schema:
        return problems(value, defs[schema["$ref"].rsplit("/", 1)[1]], defs, where)
    if "anyOf" in schema:
        found = [problems(value, s, defs, where) for s in schema["anyOf"]]
        if all(found):
            best = min(found, key=len)
            return best if len(best) == 1 else [f"{where}: {value!r:.80} fits none of its types"]
        return []
    if "enum" in schema:
        ok = any(value == e and type(value) is type(e) for e in schema["enum"])
        return [] if ok else [f"{where}: {value!r} is not one of {schema['enum']}"]
    kind = schema["type"]
    if isinstance(value, bool) and kind in ("integer", "number"):
        return [f"{where}: {value!r} is not a number"]
    if not isinstance(value, _TYPES[kind]):
        return [f"{where}: {value!r:.80} is not of type {kind}"]
    out: list[str] = []
    if kind == "array":
        assert isinstance(value, list | tuple)
        if "prefixItems" in schema:
            items = schema["prefixItems"]
            if len(value) != len(items):
                return [f"{where}: {len(value)} items, not {len(items)}"]
            for i, (item, sub) in enumerate(zip(value, items, strict=True)):
                out += problems(item, sub, defs, f"{where}[{i}]")
        else:
            for i, item in enumerate(value):
                out += problems(item, schema["items"], defs, f"{where}[{i}]")
    elif kind == "object":
        assert isinstance(value, Mapping)
        props: Mapping[str, Schema] = schema.get("properties", {})
        missing = [k for k in schema.get("required", ()) if k not in value]
        out += [f"{where}: lacks {k!r}" for k in missing]
        extra = schema.get("additionalProperties", True)
        for key, item in value.items():
            if key in props:
                out += problems(item, props[key], defs, f"{where}.{key}")
            elif extra is False:
                out.append(f"{where}: has {key!r}, which its shape does not declare")
            elif isinstance(extra, dict):
                out += problems(item, extra, defs, f"{where}.{key}")
    return out


Check = Callable[[object], bool]
_EXACT: dict[str, Check] = {
    "integer": lambda v: type(v) is int,
    "number": lambda v: type(v) is int or type(v) is float,
    "string": lambda v: type(v) is str,
    "boolean": lambda v: type(v) is bool,
    "null": lambda v: v is None,
}


def compiled(schema: Schema, defs: Mapping[str, Schema], done: dict[str, Check]) -> Check:
    """A fast yes-or-no test of ``schema`` (``problems`` then says what is wrong)."""
    if "x-ts" in schema:
        return lambda v: True
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[1]
        if name not in done:
            done[name] = lambda v: done[name](v)  # a shape may refer to itself
            done[name] = compiled(defs[name], defs, done)
        return done[name]
    if "anyOf" in schema:
        options = [compiled(s, defs, done) for s in schema["anyOf"]]
        return lambda v: any(f(v) for f in options)
    if "enum" in schema:
        allowed = [(type(e), e) for e in schema["enum"]]
        return lambda v: (type(v), v) in allowed
    kind = schema["type"]
    if kind in _EXACT:
        return _EXACT[kind]
    if kind == "array":
        if "prefixItems" in schema:
            each = [compiled(s, defs, done) for s in schema["prefixItems"]]
            return lambda v: (
                isinstance(v, list | tuple)
                and len(v) == len(each)
                and all(f(x) for f, x in zip(each, v, strict=True))
            )
        item = compiled(schema["items"], defs, done)
        return lambda v: isinstance(v, list | tuple) and all(item(x) for x in v)
    extra = schema.get("additionalProperties", True)
    if "properties" not in schema and isinstance(extra, dict):
        value = compiled(extra, defs, done)
        return lambda v: (
            isinstance(v, Mapping) and all(type(k) is str and value(x) for k, x in v.items())
        )
    props = {k: compiled(s, defs, done) for k, s in schema.get("properties", {}).items()}
    required = frozenset(schema.get("required", ()))
    return lambda v: (
        isinstance(v, Mapping)
        and required <= v.keys()
        and all(k in props and props[k](x) for k, x in v.items())
    )


@functools.cache
def _shape_check(shape: type) -> tuple[Check, Schema, dict[str, Schema]]:
    defs: dict[str, Schema] = {}
    schema = schema_of(shape, defs)
    return compiled(schema, defs, {}), schema, defs


def shape_problems(view: object, shape: type) -> list[str]:
    """Every way ``view`` differs from TypedDict ``shape`` (none: it fits)."""
    fits, schema, defs = _shape_check(shape)
    return [] if fits(view) else problems(view, schema, defs, "view")


def check(view: Mapping[str, Any], shape: type) -> None:
    """Raise AssertionError listing every way ``view`` differs from TypedDict ``shape``."""
    found = shape_problems(view, shape)
    if found:
        more = f" (and {len(found) - 5} more)" if len(found) > 5 else ""
        raise AssertionError(
            f"the view does not fit {shape.__name__}: " + "; ".join(found[:5]) + more
        )


def main() -> None:
    """Print the views' JSON Schema."""
    import seaboard  # noqa: F401  (registers the built-in games)

    json.dump(views_schema(), sys.stdout, indent=2)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
