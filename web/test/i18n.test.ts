// The catalogues: every German message translates the English one now in the catalogue (it
// records the English it was made from), for a key that still exists, with the same ICU
// placeholders; and the formatting follows the reader's language (plurals, numbers, dates).
import { describe, expect, it } from "vitest";
import { IntlMessageFormat } from "intl-messageformat";
import { CATALOGUES, formatDate, listing, t } from "../src/i18n";
import { language, setLanguage } from "../src/i18n/language";
import { takebackWords } from "../src/words";
import type { German } from "../src/i18n/types";
import { gameClient } from "../src/games";
import { heldQuestion } from "../src/confirm";
import { ebbeFlutBreakdown } from "../src/games/ebbe-flut/result";
import type { View } from "../src/types";
import { thinkWords } from "../src/ratings";

/** The placeholders of an ICU message, with their kind ("plural n", "select which", "name"). */
function placeholders(message: string, lang: string): string[] {
  const found = new Set<string>();
  const walk = (elements: any[]) => {
    for (const el of elements) {
      if (el.type === 0 || el.type === 7) continue; // literal text, a plural's #
      if (el.value !== undefined && typeof el.value === "string") found.add(`${el.type}:${el.value}`);
      if (el.options) for (const option of Object.values(el.options) as any[]) walk(option.value);
      if (el.children) walk(el.children);
    }
  };
  walk(new IntlMessageFormat(message, lang).getAst() as any[]);
  return [...found].sort();
}

describe("the German catalogues", () => {
  for (const { name, en, de } of CATALOGUES) {
    it(`${name}: has a German entry for every English key and none for a key that is gone`, () => {
      expect(Object.keys(de).filter((k) => !(k in en))).toEqual([]);
      expect(Object.keys(en).filter((k) => !(k in de))).toEqual([]);
    });
    it(`${name}: translates the English message as it is now (else the entry is stale)`, () => {
      const stale = Object.entries(de)
        .filter(([k, entry]) => k in en && entry.en !== en[k])
        .map(([k]) => k);
      expect(stale).toEqual([]);
    });
    it(`${name}: keeps every placeholder of the English message`, () => {
      const differ = Object.entries(de)
        .filter(([k, entry]) => k in en && placeholders(entry.text, "de").join() !== placeholders(en[k], "en").join())
        .map(([k, entry]) => `${k}: ${entry.text}`);
      expect(differ).toEqual([]);
    });
    it(`${name}: has messages that parse as ICU MessageFormat in both languages`, () => {
      const broken: string[] = [];
      for (const [k, message] of Object.entries(en)) {
        try {
          new IntlMessageFormat(message, "en");
        } catch {
          broken.push(`en ${k}`);
        }
      }
      for (const [k, entry] of Object.entries(de)) {
        try {
          new IntlMessageFormat(entry.text, "de");
        } catch {
          broken.push(`de ${k}`);
        }
      }
      expect(broken).toEqual([]);
    });
    it(`${name}: formats every message in both languages with values of the kinds it takes`, () => {
      const failed: string[] = [];
      const sample = (message: string, lang: string) => {
        const values: Record<string, string | number> = {};
        for (const p of placeholders(message, lang)) {
          const [type, key] = [Number(p.split(":")[0]), p.slice(p.indexOf(":") + 1)];
          values[key] = type === 2 || type === 6 ? 2 : type === 3 || type === 4 ? 0 : "x";
        }
        return String(new IntlMessageFormat(message, lang).format(values));
      };
      for (const [k, message] of Object.entries(en)) {
        try {
          sample(message, "en");
          if (k in de) sample(de[k].text, "de");
        } catch (error) {
          failed.push(`${k}: ${error}`);
        }
      }
      expect(failed).toEqual([]);
    });
    it(`${name}: has German text in every entry`, () => {
      expect(Object.entries(de).filter(([, entry]) => !entry.text.trim()).map(([k]) => k)).toEqual([]);
    });
  }
  it("uses each key in one catalogue only", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const { name, en } of CATALOGUES) for (const k of Object.keys(en)) seen.has(k) ? twice.push(k) : seen.set(k, name);
    expect(twice).toEqual([]);
  });
  it("makes an unknown key and a missing German entry compile errors (tsc checks this file)", () => {
    // @ts-expect-error: no message has this key
    expect(t("no.such.message")).toBe("no.such.message");
    // @ts-expect-error: the German catalogue lacks "b"
    const lacking: German<{ a: string; b: string }> = { a: { text: "A", en: "a" } };
    // @ts-expect-error: the German catalogue has a key English does not
    const extra: German<{ a: string }> = { a: { text: "A", en: "a" }, gone: { text: "B", en: "b" } };
    expect([lacking, extra].length).toBe(2);
  });
  it("finds a placeholder that differs", () => {
    expect(placeholders("{n, plural, one {# Karte} other {# Karten}}", "de")).toEqual(placeholders("{n, plural, one {# card} other {# cards}}", "en"));
    expect(placeholders("{name} zieht", "de")).not.toEqual(placeholders("{who} draws", "en"));
  });
});

describe("formatting in the reader's language", () => {
  const told = <T>(lang: "en" | "de", f: () => T): T => {
    const before = language();
    setLanguage(lang);
    try {
      return f();
    } finally {
      setLanguage(before);
    }
  };
  it("counts in the plural of each language", () => {
    expect(told("en", () => [1, 2].map((n) => t("ratings.thinkWhole", { n })))).toEqual(["about 1 second a move", "about 2 seconds a move"]);
    expect(told("de", () => [1, 2].map((n) => t("ratings.thinkWhole", { n })))).toEqual(["etwa 1 Sekunde pro Zug", "etwa 2 Sekunden pro Zug"]);
  });
  it("writes a decimal number as the language does", () => {
    const level = { spec: "x", title: "x", ratings: {}, seconds_per_move: { g: 0.34 } };
    expect(told("en", () => thinkWords(level, "g"))).toBe("about 0.3 seconds a move");
    expect(told("de", () => thinkWords(level, "g"))).toBe("etwa 0,3 Sekunden pro Zug");
  });
  it("writes a date in German", () => {
    const when = Date.UTC(2026, 2, 5, 12);
    expect(formatDate(when, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }, "de")).toBe("5. März 2026");
    expect(formatDate(when, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }, "en")).toBe("5 March 2026");
  });
  it("lists names and tells a take-back request in German", () => {
    expect(listing(["Ben", "Cat", "Dan"], "de")).toBe("Ben, Cat und Dan");
    expect(told("de", () => takebackWords({ seat: 0, waiting: [1, 2] }, 0, ["Ana", "Ben", "Cat"]))).toBe(
      "Du möchtest deinen letzten Zug zurücknehmen: Es wird auf Ben und Cat gewartet.",
    );
  });
});

describe("the move confirmation's sentences in German word order", () => {
  const view = (fields: Record<string, unknown>) => fields as unknown as View;
  const inGerman = <T>(f: () => T): T => {
    const before = language();
    setLanguage("de");
    try {
      return f();
    } finally {
      setLanguage(before);
    }
  };
  it("tells each game's moves with the verb at the end", () => {
    const names = ["Ann", "Ben"];
    const ebbe = gameClient("ebbe-flut")!.describe!;
    const switcher = gameClient("el-switcher")!.describe!;
    const lvs = gameClient("land-vs-sea")!.describe!;
    const flotsam = gameClient("flotsam-fight")!.describe!;
    const figures = view({ seat: 0, figures: [[{ card: "fig03" }, { card: "fig08" }], [{ card: "fig20" }]] });
    expect(inGerman(() => ebbe({ kind: "move", row: 0, col: 1, dir: "left" }, view({ turned: true }), []))).toBe("Die oberste Karte auf Reihe 5, Spalte 4 nach rechts schieben");
    expect(inGerman(() => ebbe({ kind: "draw", stack: 0 }, view({}), []))).toBe("Die oberste Karte von Stapel 1 ziehen");
    expect(inGerman(() => switcher({ kind: "claim", card: "fig20", owner: 1, cells: [] }, figures, names))).toBe("Figurenkarte 1 von Ben blockieren");
    expect(inGerman(() => switcher({ kind: "move", card: "mov3", a: [2, 3], b: [2, 4] }, figures, names))).toBe("Reihe 3, Spalte 4 mit Reihe 3, Spalte 5 tauschen (gerade, nebeneinander)");
    expect(inGerman(() => lvs({ kind: "steal", seat: 1, slot: 0 }, view({}), names))).toBe("Plättchen 1 von Ben stehlen");
    expect(inGerman(() => flotsam({ kind: "play", card: 42, boat: 7 }, view({}), names))).toBe("Karte 42 auf Boot 7 laden");
    expect(inGerman(() => heldQuestion({ action: "x", typed: false, seq: 1 }, ["x"], ["y"], [{}], null).question)).toBe("Diesen Zug senden?");
  });
  it("names the sides in a breakdown in German", () => {
    const ebbe = { players: [{ role: "water" }, { role: "land" }], scored: { water: ["A1"], land: [] }, lost: { water: [], land: [] }, forfeited: { water: [], land: [] } };
    expect(inGerman(() => ebbeFlutBreakdown(ebbe as never)?.rows.map((r) => r[0]))).toEqual(["Wasser", "Land"]);
  });
});
