// Choosing the language: the first visit asks the server (GET /api/language reads the
// browser's own Accept-Language, so this one call sends none of ours); the switch's choice
// is kept on this browser and, for a signed-in account, on the server (PATCH /api/players/me).
import { ensureIdentity, request } from "../api";
import { LANGUAGE_NAMES, isLang, setLanguage, storedLanguage, type Lang } from "./language";

export interface LanguageChoice {
  code: Lang;
  name: string;
}

let offered: LanguageChoice[] = (Object.keys(LANGUAGE_NAMES) as Lang[]).map((code) => ({ code, name: LANGUAGE_NAMES[code] }));

/** The languages the switch offers: the server's list, as far as the client has catalogues. */
export function languageChoices(): LanguageChoice[] {
  return offered;
}

/** The browser's own first choice among ours, when the server cannot be asked. */
function browserLanguage(): Lang {
  const wanted = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of wanted) {
    const code = String(tag).toLowerCase().split("-")[0];
    if (isLang(code)) return code;
  }
  return "en";
}

/** The server's answer to GET /api/language, asked without our own Accept-Language (so
 * it reads the browser's), given up after a few seconds: the page never waits long for it. */
async function askServer(): Promise<{ language?: unknown; languages?: { code?: unknown; name?: unknown }[] } | null> {
  const controller = typeof AbortController === "undefined" ? null : new AbortController();
  const timer = controller ? setTimeout(() => controller.abort(), 3000) : undefined;
  try {
    const response = await fetch("/api/language", controller ? { signal: controller.signal } : undefined);
    return (await response.json()) as { language?: unknown; languages?: { code?: unknown; name?: unknown }[] };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

function keepOffered(answer: { languages?: { code?: unknown; name?: unknown }[] } | null): void {
  if (!Array.isArray(answer?.languages)) return;
  const known = answer.languages.filter((l) => isLang(l?.code)).map((l) => ({ code: l.code as Lang, name: typeof l.name === "string" ? l.name : LANGUAGE_NAMES[l.code as Lang] }));
  if (known.length > 1) offered = known;
}

/** Set the page's language before the first render: the one chosen here before (at once),
 * else the server's choice from the browser's own languages. */
export async function startLanguage(): Promise<void> {
  const stored = storedLanguage();
  if (stored) {
    setLanguage(stored);
    void askServer().then(keepOffered); // only the switch's names: nothing waits for it
    return;
  }
  const answer = await askServer();
  keepOffered(answer);
  setLanguage(isLang(answer?.language) ? answer.language : browserLanguage());
}

/** The switch: tell the page in ``lang``, keep the choice here and on a signed-in account. */
export async function chooseLanguage(lang: Lang): Promise<void> {
  setLanguage(lang, true);
  try {
    const me = await ensureIdentity();
    if (me.account) await request("PATCH", "/api/players/me", { language: lang });
  } catch {
    // kept on this browser; the account keeps its old choice
  }
}
