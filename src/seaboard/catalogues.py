"""Where the languages' catalogues live and how a reader's language is found.

One gettext domain per game, in its package (``games/<pkg>/locale/<lang>/LC_MESSAGES/
<pkg>.po``), and one for everything else (``seaboard/locale/...``/``seaboard.po``). A game's
Language reads its own catalogue first and the shared one behind it. ``make catalogues``
compiles each ``.po`` to its ``.mo`` (Babel); a checkout where the ``.mo`` is missing or
older than its ``.po`` compiles it in memory, so the words are never stale. English is the
messages' own text and has no catalogue. Adding a language is adding its ``.po`` files
(``scripts/catalogues.py init LANG``) and its code to ``LANGUAGES``.
"""

from __future__ import annotations

import gettext
import io
import os
from collections.abc import Mapping
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Final

from babel import Locale
from babel.dates import format_datetime
from babel.numbers import format_decimal, format_percent

from seaboard.engine.language import ENGLISH, Language
from seaboard.per_game import package_of

ROOT: Final = Path(__file__).resolve().parent
SHARED: Final = "seaboard"


def _found() -> tuple[str, ...]:
    """English (the messages' own text), then every language with a shared catalogue."""
    folder = ROOT / "locale"
    codes = sorted(p.name for p in folder.iterdir() if (p / "LC_MESSAGES").is_dir())
    return ("en", *codes) if folder.is_dir() else ("en",)


#: The languages Seaboard tells in, the first the default: adding a language is adding its
#: catalogues (``scripts/catalogues.py init CODE``).
LANGUAGES: Final = _found()


def native_name(code: str) -> str:
    """A language's name in itself, for the language switch ("Deutsch")."""
    from babel import Locale

    name = str(Locale.parse(code).get_display_name(code) or code)
    return name[:1].upper() + name[1:]


NATIVE_NAMES: Final[Mapping[str, str]] = {code: native_name(code) for code in LANGUAGES}


def domain_dir(domain: str) -> Path:
    """The ``locale`` directory of a domain: the shared one or a game package's."""
    if domain == SHARED:
        return ROOT / "locale"
    return ROOT / "games" / domain / "locale"


def game_domain(game_name: str) -> str:
    """The domain of a game's catalogue: ``"land-vs-sea"`` is ``land_vs_sea``."""
    return package_of(game_name).rsplit(".", 1)[1]


def po_path(domain: str, code: str) -> Path:
    return domain_dir(domain) / code / "LC_MESSAGES" / f"{domain}.po"


def _catalogue(domain: str, code: str) -> gettext.NullTranslations | None:
    po = po_path(domain, code)
    mo = po.with_suffix(".mo")
    if mo.exists() and (not po.exists() or mo.stat().st_mtime >= po.stat().st_mtime):
        with mo.open("rb") as fp:
            return gettext.GNUTranslations(fp)
    if not po.exists():
        return None
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as fp:
        catalog = read_po(fp, locale=code)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)


@cache
def language(code: str, game_name: str | None = None) -> Language:
    """The Language for ``code`` (one of ``LANGUAGES``), with ``game_name``'s words."""
    code = supported(code)
    if code == "en":
        return ENGLISH
    shared = _catalogue(SHARED, code)
    if game_name is None:
        # Told where no game is named (an HTTP error, a socket's error): the shared words,
        # then every game's, so a game's own refusal is found wherever it is told.
        if shared is not None:
            for other in _game_names():
                found = _catalogue(game_domain(other), code)
                if found is not None:
                    shared.add_fallback(found)
        return Language(code, shared)
    own = _catalogue(game_domain(game_name), code)
    if own is None:
        return Language(code, shared)
    if shared is not None:
        own.add_fallback(shared)
    return Language(code, own)


def _game_names() -> list[str]:
    import seaboard  # noqa: F401  (registers the games)
    from seaboard.engine import names

    return list(names())


def supported(code: str | None) -> str:
    """``code`` if Seaboard tells in it (``de``, ``de-AT``, ``de_DE.UTF-8``), else English."""
    if not code:
        return LANGUAGES[0]
    base = code.replace("_", "-").split("-", 1)[0].split(".", 1)[0].lower()
    return base if base in LANGUAGES else LANGUAGES[0]


def from_accept_language(header: str | None) -> str:
    """The best of ``LANGUAGES`` for an ``Accept-Language`` header (English if none fits)."""
    if not header:
        return LANGUAGES[0]
    ranked: list[tuple[float, int, str]] = []
    for index, part in enumerate(header.split(",")[:20]):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        if params.strip().startswith("q="):
            try:
                weight = float(params.strip()[2:])
            except ValueError:
                continue
        base = tag.strip().split("-", 1)[0].lower()
        if base in LANGUAGES and weight > 0:
            ranked.append((-weight, index, base))
    return min(ranked)[2] if ranked else LANGUAGES[0]


def from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The terminal's language from ``LC_ALL``, ``LC_MESSAGES`` or ``LANG`` (else English)."""
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name)
        if value:
            return supported(value)
    return LANGUAGES[0]


def game_document(game_name: str, document: str, code: str) -> str | None:
    """A game's ``rules`` or ``guide`` (markdown in its package) in the language ``code``:
    ``rules.de.md`` beside ``rules.md``; English where a language has none; None when the
    game has no such document at all."""
    from importlib import resources

    package = resources.files(package_of(game_name))
    code = supported(code)
    for file in (
        (f"{document}.{code}.md", f"{document}.md") if code != "en" else (f"{document}.md",)
    ):
        source = package.joinpath(file)
        if source.is_file():
            return source.read_text(encoding="utf-8")
    return None


def _locale(told: Language | str) -> str:
    """The supported language code of ``told`` (a Language or a code), for Babel."""
    return supported(told if isinstance(told, str) else told.code)


def percent(share: float, told: Language | str = ENGLISH, decimals: int = 0) -> str:
    """``share`` (0..1) as a percentage in the language's own form: "84%", German "84 %"."""
    code = _locale(told)
    pattern = str(Locale.parse(code).percent_formats[None].pattern)
    if decimals:
        last = pattern.rfind("0") + 1
        pattern = pattern[:last] + "." + "0" * decimals + pattern[last:]
    return str(format_percent(share, format=pattern, locale=code))


def number(value: float, told: Language | str = ENGLISH, decimals: int | None = 0) -> str:
    """``value`` with ``decimals`` places (None: as many as it has, up to three) in the
    language's own form ("1,234.5", German "1.234,5")."""
    code = _locale(told)
    if decimals is None:
        return str(format_decimal(value, locale=code))
    pattern = "#,##0" + ("." + "0" * decimals if decimals else "")
    return str(format_decimal(value, format=pattern, locale=code))


def percent_range(low: float, high: float, told: Language | str = ENGLISH) -> str:
    """An interval of shares, one decimal: "9.7–70.0%", German "9,7–70,0 %"."""
    return number(low * 100, told, 1) + "\u2013" + percent(high, told, 1)


def moment(iso: str, told: Language | str = ENGLISH) -> str:
    """An ISO time (a record's ``created``) in this computer's time zone, written the
    language's own way ("Dec 6, 2026, 4:54:27 AM", German "06.12.2026, 04:54:27")."""
    try:
        when = datetime.fromisoformat(iso).astimezone()
    except ValueError:
        return iso
    return str(format_datetime(when, format="medium", locale=_locale(told)))
