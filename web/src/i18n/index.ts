// The client's messages in the reader's language: `t("key", values)` formats the message in
// ICU MessageFormat (intl-messageformat: plurals, numbers and dates by `Intl` in that
// language). The keys are the English catalogues' keys: an unknown key does not compile.
import { IntlMessageFormat } from "intl-messageformat";
import { useEffect, useState } from "preact/hooks";
import { language, onLanguage, type Lang } from "./language";
import type { Translation } from "./types";
import { de as sharedDe, en as sharedEn } from "./messages";
import { de as ebbeDe, en as ebbeEn } from "../games/ebbe-flut/messages";
import { de as flotsamDe, en as flotsamEn } from "../games/flotsam-fight/messages";
import { de as landDe, en as landEn } from "../games/land-vs-sea/messages";
import { de as switcherDe, en as switcherEn } from "../games/el-switcher/messages";

export { language, setLanguage, onLanguage, type Lang } from "./language";

/** Every catalogue pair, for the checks (tests) and for building the lookup tables. */
export const CATALOGUES: { name: string; en: Record<string, string>; de: Record<string, Translation> }[] = [
  { name: "shared", en: sharedEn, de: sharedDe },
  { name: "ebbe-flut", en: ebbeEn, de: ebbeDe },
  { name: "flotsam-fight", en: flotsamEn, de: flotsamDe },
  { name: "land-vs-sea", en: landEn, de: landDe },
  { name: "el-switcher", en: switcherEn, de: switcherDe },
];

const ENGLISH = { ...sharedEn, ...ebbeEn, ...flotsamEn, ...landEn, ...switcherEn };
export type MessageKey = keyof typeof ENGLISH;

const TABLES: Record<Lang, Record<string, string>> = {
  en: ENGLISH,
  de: Object.fromEntries(CATALOGUES.flatMap((c) => Object.entries(c.de).map(([k, v]) => [k, v.text]))),
};

/** A value a message fills in: text, a number (a plural's count), a date, or (for `tx`) a node. */
export type Value = string | number | Date | boolean | null | undefined;
export type Values = Record<string, Value>;

/** The `Intl` locale a language formats with (English lists read "A, B and C"). */
export function locale(lang: Lang = language()): string {
  return lang === "en" ? "en-GB" : lang;
}

const formats = new Map<string, IntlMessageFormat>();

function formatter(key: MessageKey, lang: Lang): IntlMessageFormat {
  const id = `${lang}\u0000${key}`;
  let made = formats.get(id);
  if (!made) {
    const message = TABLES[lang][key] ?? ENGLISH[key] ?? key;
    made = new IntlMessageFormat(message, lang === "en" ? "en" : lang);
    formats.set(id, made);
  }
  return made;
}

function clean(values: Values | undefined): Record<string, string | number | Date | boolean> | undefined {
  if (!values) return undefined;
  const out: Record<string, string | number | Date | boolean> = {};
  for (const [k, v] of Object.entries(values)) out[k] = v ?? "";
  return out;
}

/** The message ``key`` in the reader's language (or ``lang``), its placeholders filled in. */
export function t(key: MessageKey, values?: Values, lang: Lang = language()): string {
  try {
    return String(formatter(key, lang).format(clean(values)));
  } catch (error) {
    // a value of the wrong kind (text for a plural's count): the page still reads, in English
    console.warn(`message ${key}:`, error);
    return lang === "en" ? key : t(key, values, "en");
  }
}

/** The message with nodes filled in (a link or a button inside a sentence): its parts. */
export function tx<N>(key: MessageKey, values: Record<string, Value | N>, lang: Lang = language()): (string | N)[] {
  const filled: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) filled[k] = v ?? "";
  const out = formatter(key, lang).format(filled as Record<string, string>);
  return Array.isArray(out) ? (out as (string | N)[]) : [out as string | N];
}

/** Names as a sentence lists them: "Ben, Cat and Dan", "Ben, Cat und Dan". */
export function listing(names: string[], lang: Lang = language()): string {
  return new Intl.ListFormat(locale(lang), { type: "conjunction" }).format(names);
}

/** A date in the reader's language (``options`` as Intl.DateTimeFormat takes them). */
export function formatDate(when: number | Date, options?: Intl.DateTimeFormatOptions, lang: Lang = language()): string {
  return new Intl.DateTimeFormat(locale(lang), options).format(when);
}

/** A number in the reader's language (a decimal comma in German). */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions, lang: Lang = language()): string {
  return new Intl.NumberFormat(locale(lang), options).format(n);
}

/** The current language, re-rendering the component when it changes. */
export function useLanguage(): Lang {
  const [lang, setLang] = useState(language());
  useEffect(() => onLanguage(setLang), []);
  return lang;
}
