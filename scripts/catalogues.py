"""The message catalogues: extract, update, check and compile them (Babel).

    python scripts/catalogues.py update    # extract every message, update each .po
    python scripts/catalogues.py check     # exit 1 naming each missing, stale or bad message
    python scripts/catalogues.py compile   # write each .mo beside its .po
    python scripts/catalogues.py init LANG # start the .po files of a new language
    python scripts/catalogues.py todo DOMAIN LANG        # print the untranslated messages
    python scripts/catalogues.py fill DOMAIN LANG FILE   # translations from JSON {English: told}

A domain's messages are the strings marked in its Python sources (``N_``, ``t``, ``tn``,
``gettext``, ``ngettext``) and, for a game, the texts its data declares: its options' words,
its role titles, its lessons. ``check`` fails on a message without a translation, one whose
English changed since it was translated (Babel marks it fuzzy on update), a translation that
drops or adds a placeholder, and a translation of a message that no longer exists.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

import seaboard  # noqa: F401  (registers the games)
from seaboard.catalogues import LANGUAGES, ROOT, SHARED, po_path
from seaboard.engine import game_class, names
from seaboard.per_game import package_of

KEYWORDS = {
    "N_": None,
    "t": None,
    "tn": (1, 2),
    "_": None,
    "gettext": None,
    "ngettext": (1, 2),
}
PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")
STAMP = datetime(2026, 12, 1, tzinfo=UTC)  # fixed, so an update changes only messages
LESSON_FIELDS = ("title", "sentence", "goal", "right", "wrong", "otherwise", "continues")


def domains() -> list[str]:
    """The shared domain and one per game package."""
    return [SHARED, *sorted(package_of(name).rsplit(".", 1)[1] for name in names())]


def _sources(domain: str) -> Iterator[Path]:
    if domain == SHARED:
        for path in sorted(ROOT.rglob("*.py")):
            if "games" not in path.relative_to(ROOT).parts[:1]:
                yield path
    else:
        yield from sorted((ROOT / "games" / domain).rglob("*.py"))


def _data_messages(domain: str) -> Iterator[tuple[str, str]]:
    """(message, where) for the texts a game declares as data."""
    for name in names():
        if package_of(name).rsplit(".", 1)[1] != domain:
            continue
        cls = game_class(name)
        if cls.summary:
            yield cls.summary, "summary"
        for option in cls.options_spec:
            for text in option.texts():
                yield text, f"option:{option.name}"
        for players in range(cls.min_players, cls.max_players + 1):
            for role in cls.configure(players).roles:
                yield cls.role_title(role), "roles"
        lessons = ROOT / "games" / domain / "lessons.json"
        if lessons.exists():
            data = json.loads(lessons.read_text())
            yield data["title"], "lessons.json"
            for number, step in enumerate(data["steps"], 1):
                for field in LESSON_FIELDS:
                    value = step.get(field)
                    if isinstance(value, str) and value:
                        yield value, f"lessons.json#{number}.{field}"
                    for group in value if isinstance(value, list) else ():
                        if isinstance(group, dict) and group.get("why"):
                            yield str(group["why"]), f"lessons.json#{number}.{field}"


def template(domain: str) -> Catalog:
    """Every message of ``domain``, as Babel's catalogue template."""
    catalog = Catalog(
        domain=domain, project="Seaboard", charset="utf-8", creation_date=STAMP, fuzzy=False
    )
    for path in _sources(domain):
        for line, message, _comments, _context in extract_from_file(
            "python", str(path), keywords=KEYWORDS
        ):
            if not message or (isinstance(message, tuple) and not all(message)):
                continue
            where = (str(path.relative_to(ROOT.parent)), line)
            catalog.add(message, locations=[where])
    for text, place in _data_messages(domain):
        catalog.add(text, locations=[(place, 0)])
    return catalog


def _read(path: Path, code: str) -> Catalog:
    with path.open("rb") as fp:
        return read_po(fp, locale=code, domain=path.stem)


def _new(code: str, domain: str) -> Catalog:
    return Catalog(
        locale=code,
        domain=domain,
        project="Seaboard",
        copyright_holder="the Seaboard authors",
        creation_date=STAMP,
        revision_date=STAMP,
        fuzzy=False,
    )


def _write(path: Path, catalog: Catalog) -> None:
    catalog.fuzzy = False
    catalog.revision_date = STAMP
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as fp:
        write_po(fp, catalog, width=96, sort_output=True, include_lineno=False)


def update() -> None:
    for domain in domains():
        pot = template(domain)
        for code in LANGUAGES[1:]:
            path = po_path(domain, code)
            catalog = _read(path, code) if path.exists() else _new(code, domain)
            catalog.update(pot, no_fuzzy_matching=False)
            catalog.obsolete.clear()
            _write(path, catalog)
            print(f"{path.relative_to(ROOT.parent)}: {len(pot)} messages")


def init(code: str) -> None:
    for domain in domains():
        path = po_path(domain, code)
        if path.exists():
            print(f"{path} exists", file=sys.stderr)
            continue
        catalog = _new(code, domain)
        catalog.update(template(domain))
        _write(path, catalog)


def _names(text: str) -> set[str]:
    return {m.group(1) for m in PLACEHOLDER.finditer(text)}


def problems() -> list[str]:
    """Every missing, stale or broken translation, one line each."""
    found: list[str] = []
    for domain in domains():
        pot = template(domain)
        for code in LANGUAGES[1:]:
            path = po_path(domain, code)
            where = str(path.relative_to(ROOT.parent))
            if not path.exists():
                found.append(f"{where}: missing (scripts/catalogues.py update)")
                continue
            catalog = _read(path, code)
            for message in pot:
                if not message.id:
                    continue
                have = catalog.get(message.id)
                key = message.id if isinstance(message.id, str) else message.id[0]
                if have is None:
                    found.append(f"{where}: no entry for {key!r}")
                elif have.fuzzy:
                    found.append(f"{where}: stale (its English changed) {key!r}")
                else:
                    ids = _strings(message.id)
                    told = _strings(have.string)
                    if not all(told):
                        found.append(f"{where}: not translated {key!r}")
                    elif any(
                        _names(form) != _names(ids[-1] if i else ids[0])
                        for i, form in enumerate(told)
                    ):
                        found.append(f"{where}: placeholders differ in {key!r}")
            for message in catalog:
                if message.id and pot.get(message.id) is None:
                    found.append(f"{where}: no longer used {message.id!r}")
    return found


def compile_all() -> None:
    for domain in domains():
        for code in LANGUAGES[1:]:
            path = po_path(domain, code)
            if not path.exists():
                continue
            with path.with_suffix(".mo").open("wb") as fp:
                write_mo(fp, _read(path, code))


def todo(domain: str, code: str) -> None:
    catalog = _read(po_path(domain, code), code)
    for message in catalog:
        if message.id and (message.fuzzy or not all(_strings(message.string))):
            print(json.dumps(message.id, ensure_ascii=False))


def _strings(string: object) -> tuple[str, ...]:
    """A message's id or translation as its forms (one, or a plural's several)."""
    if isinstance(string, (tuple, list)):
        return tuple(str(form) for form in string)
    return (str(string or ""),)


def fill(domain: str, code: str, source: Path) -> None:
    """Set translations from ``{English: told}`` (a plural's told is a list of forms)."""
    path = po_path(domain, code)
    catalog = _read(path, code)
    unknown = []
    for key, told in json.loads(source.read_text()).items():
        message = catalog.get(key)
        if message is None:
            unknown.append(key)
            continue
        message.string = tuple(told) if isinstance(told, list) else told
        message.flags.discard("fuzzy")
    _write(path, catalog)
    for key in unknown:
        print(f"not a message of {domain}: {key!r}", file=sys.stderr)


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    if command == "update":
        update()
    elif command == "compile":
        compile_all()
    elif command == "init" and len(argv) == 2:
        init(argv[1])
    elif command == "todo" and len(argv) == 3:
        todo(argv[1], argv[2])
    elif command == "fill" and len(argv) == 4:
        fill(argv[1], argv[2], Path(argv[3]))
    elif command == "check":
        found = problems()
        for line in found:
            print(line)
        if found:
            print(f"{len(found)} problems; translate them and run scripts/catalogues.py check")
            return 1
        print("every message has every language")
    else:
        print(__doc__.strip().splitlines()[0], file=sys.stderr)
        print(
            "usage: catalogues.py update|check|compile|init LANG|todo D L|fill D L F",
            file=sys.stderr,
        )
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
