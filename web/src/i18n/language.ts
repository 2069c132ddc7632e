// The reader's language: the server's choice on a first visit (from the browser's own
// Accept-Language), then the one chosen with the switch, kept in localStorage (and, for an
// account, on the server). Listeners re-render the page when it changes.

export const LANGUAGES = ["en", "de"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const LANGUAGE_KEY = "seaboard.language";
/** Each language's name in itself (the switch's words; the server may send its own). */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: "English", de: "Deutsch" };

let current: Lang = "en";
const listeners = new Set<(lang: Lang) => void>();

export function isLang(code: unknown): code is Lang {
  return typeof code === "string" && (LANGUAGES as readonly string[]).includes(code);
}

/** The language the page is told in now. */
export function language(): Lang {
  return current;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** The language chosen before on this browser, if any. */
export function storedLanguage(): Lang | null {
  try {
    const code = storage()?.getItem(LANGUAGE_KEY);
    return isLang(code) ? code : null;
  } catch {
    return null;
  }
}

/** Tell the page in ``lang`` from now on (``remember``: keep the choice on this browser). */
export function setLanguage(lang: Lang, remember = false): void {
  if (remember) {
    try {
      storage()?.setItem(LANGUAGE_KEY, lang);
    } catch {
      // not remembered; this page still uses it
    }
  }
  if (typeof document !== "undefined") document.documentElement.lang = lang;
  if (lang === current) return;
  current = lang;
  for (const listener of [...listeners]) listener(lang);
}

/** Be told when the language changes; returns the way to stop. */
export function onLanguage(listener: (lang: Lang) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
