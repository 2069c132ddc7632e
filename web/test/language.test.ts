// Choosing the language: the server's choice on a first visit (asked without our own
// Accept-Language), the switch's choice kept on the browser and sent to an account, an
// account's choice adopted on signing in, and the language on every request and hello.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Call = { path: string; method: string; headers: Record<string, string>; body?: string };

let stored: Map<string, string>;
let calls: Call[];
let answers: Record<string, unknown>;

beforeEach(async () => {
  vi.resetModules();
  stored = new Map();
  calls = [];
  answers = {};
  vi.stubGlobal("localStorage", {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
    removeItem: (k: string) => void stored.delete(k),
  });
  vi.stubGlobal("document", { documentElement: { lang: "en" } });
  vi.stubGlobal("navigator", { languages: ["fr-FR", "de-DE"], language: "fr-FR" });
  vi.stubGlobal("fetch", async (path: string, init?: { method?: string; headers?: Record<string, string>; body?: string }) => {
    const method = init?.method ?? "GET";
    calls.push({ path, method, headers: init?.headers ?? {}, body: init?.body });
    const answer = answers[`${method} ${path}`];
    const text = answer === undefined ? "" : JSON.stringify(answer);
    return { ok: answer !== undefined, status: answer === undefined ? 404 : 200, text: async () => text, json: async () => JSON.parse(text || "null") };
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the first visit", () => {
  it("takes the server's choice, asked with the browser's own header, and sets <html lang>", async () => {
    answers["GET /api/language"] = { language: "de", languages: [{ code: "en", name: "English" }, { code: "de", name: "Deutsch" }] };
    const { startLanguage, languageChoices } = await import("../src/i18n/choose");
    const { language } = await import("../src/i18n/language");
    await startLanguage();
    expect(language()).toBe("de");
    expect(document.documentElement.lang).toBe("de");
    expect(calls[0].headers["Accept-Language"]).toBeUndefined();
    expect(languageChoices().map((c) => c.name)).toEqual(["English", "Deutsch"]);
    expect(stored.has("seaboard.language")).toBe(false); // not chosen yet: it follows the browser
  });
  it("keeps a language chosen before, and falls back to the browser's without the server", async () => {
    stored.set("seaboard.language", "en");
    answers["GET /api/language"] = { language: "de", languages: [] };
    const first = await import("../src/i18n/choose");
    const lang = await import("../src/i18n/language");
    await first.startLanguage();
    expect(lang.language()).toBe("en");
    stored.clear();
    delete answers["GET /api/language"];
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("offline");
    });
    await first.startLanguage();
    expect(lang.language()).toBe("de"); // navigator: fr (none of ours), then de
  });
});

describe("the switch", () => {
  it("sends the language on every request, remembers a guest's choice and tells an account's server", async () => {
    stored.set("seaboard.token", "tok");
    answers["GET /api/players/me"] = { player_id: "p1", name: "Ann", account: true, language: null };
    answers["PATCH /api/players/me"] = { player_id: "p1", name: "Ann", account: true, language: "de" };
    const { chooseLanguage } = await import("../src/i18n/choose");
    const { language } = await import("../src/i18n/language");
    await chooseLanguage("de");
    expect(language()).toBe("de");
    expect(stored.get("seaboard.language")).toBe("de");
    const patch = calls.find((c) => c.method === "PATCH");
    expect(patch && JSON.parse(patch.body ?? "{}")).toEqual({ language: "de" });
    expect(calls.every((c) => c.headers["Accept-Language"] === "de" || c.path === "/api/players/me")).toBe(true);
    expect(patch?.headers["Accept-Language"]).toBe("de");
  });
  it("adopts a signed-in account's own language", async () => {
    stored.set("seaboard.token", "tok");
    stored.set("seaboard.language", "en");
    answers["GET /api/players/me"] = { player_id: "p1", name: "Ann", account: true, language: "de" };
    const { ensureIdentity } = await import("../src/api");
    const { language, setLanguage } = await import("../src/i18n/language");
    setLanguage("en");
    const me = await ensureIdentity();
    expect(me).toEqual({ player_id: "p1", name: "Ann", account: true, token: "tok" });
    expect(language()).toBe("de");
    expect(stored.get("seaboard.language")).toBe("de");
  });
  it("says hello to a table in the chosen language", async () => {
    const sent: string[] = [];
    class FakeWebSocket {
      static OPEN = 1;
      readyState = 1;
      onopen: (() => void) | null = null;
      constructor(readonly url: string) {
        made.push(this);
      }
      send(text: string) {
        sent.push(text);
      }
      close() {}
    }
    const made: FakeWebSocket[] = [];
    vi.stubGlobal("WebSocket", FakeWebSocket);
    vi.stubGlobal("location", { protocol: "http:", host: "example.test" });
    vi.stubGlobal("window", { setInterval: () => 1, clearInterval: () => undefined, setTimeout: () => 1, clearTimeout: () => undefined, addEventListener: () => undefined });
    const { setLanguage } = await import("../src/i18n/language");
    const { TableSocket } = await import("../src/socket");
    setLanguage("de");
    const socket = new TableSocket("t1", "tok", { state() {}, log() {}, chat() {}, error() {}, rematch() {}, presence() {}, connection() {}, seat() {}, signedOut() {} });
    socket.connect();
    made[0].onopen?.();
    expect(JSON.parse(sent[0])).toEqual({ type: "hello", language: "de", token: "tok" });
    socket.close();
  });
});
