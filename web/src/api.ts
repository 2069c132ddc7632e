// HTTP calls and the guest identity kept in localStorage.
import type { GameInfo, LessonAnswer, LessonData, ReplayData, ReviewData, TableInfo } from "./types";
import { isLang, language, setLanguage, storedLanguage } from "./i18n/language";
import { t } from "./i18n";

export const TOKEN_KEY = "seaboard.token";
export const NAME_KEY = "seaboard.name";
/** The account this browser was last signed in to (so an ended session can be told). */
export const ACCOUNT_KEY = "seaboard.account";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function authHeaders(): Record<string, string> {
  const token = localStorage.getItem(TOKEN_KEY);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Every request asks for the reader's language: the server answers errors, option labels,
 * lessons, guides and rules in it. */
export function languageHeaders(): Record<string, string> {
  return { "Accept-Language": language() };
}

/** JSON text sent as it is, never parsed and written again: a record's seed has 128 bits,
 * more than a JavaScript number holds exactly, so a parse and re-stringify would change it. */
export class JsonText {
  constructor(readonly text: string) {}
}

export async function request<T>(method: string, path: string, body?: unknown, auth = true): Promise<T> {
  const headers: Record<string, string> = { ...languageHeaders(), ...(auth ? authHeaders() : {}) };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : body instanceof JsonText ? body.text : JSON.stringify(body),
  });
  const text = await response.text();
  let data: any = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const detail = data && typeof data.detail === "string" ? data.detail : t("api.answered", { status: response.status });
    throw new ApiError(detail, response.status);
  }
  return data as T;
}

export interface Identity {
  player_id: string;
  name: string;
  token: string;
  account?: boolean;
}

const GUEST_NAMES = ["Otter", "Heron", "Gull", "Puffin", "Seal", "Tern", "Crab", "Eider", "Plover", "Skua"];

export function guestName(): string {
  const pick = GUEST_NAMES[Math.floor(Math.random() * GUEST_NAMES.length)];
  return `${pick} ${Math.floor(100 + Math.random() * 900)}`;
}

/** Make a new guest identity and keep it. */
export async function createIdentity(name: string): Promise<Identity> {
  const made = await request<Identity>("POST", "/api/players", { name }, false);
  localStorage.setItem(TOKEN_KEY, made.token);
  localStorage.setItem(NAME_KEY, made.name);
  return made;
}

let pending: Promise<Identity> | null = null;

/** The stored identity, checked with the server, or a new one on the first visit. */
export function ensureIdentity(): Promise<Identity> {
  if (pending) return pending;
  pending = (async () => {
    const token = localStorage.getItem(TOKEN_KEY);
    if (token) {
      try {
        const { language: chosen, ...me } = await request<{ player_id: string; name: string; account?: boolean; language?: string | null }>("GET", "/api/players/me");
        localStorage.setItem(NAME_KEY, me.name);
        if (me.account) adoptAccountLanguage(chosen);
        return { ...me, token };
      } catch (error) {
        if (!(error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404))) {
          throw error;
        }
      }
    }
    // A new guest after an account's session ended takes a guest name, not the account's.
    const last = localStorage.getItem(ACCOUNT_KEY) ? null : localStorage.getItem(NAME_KEY);
    return createIdentity(last || guestName());
  })();
  pending.catch(() => {
    pending = null;
  });
  return pending;
}

/** A signed-in account's language is its own choice (kept on the server): the page takes
 * it; an account without one keeps the choice made on this browser, sent to the server. */
function adoptAccountLanguage(chosen: string | null | undefined): void {
  if (isLang(chosen)) {
    setLanguage(chosen, true);
    return;
  }
  const here = storedLanguage();
  if (here) void request("PATCH", "/api/players/me", { language: here }).catch(() => undefined);
}

export function forgetIdentityCache(): void {
  pending = null;
}

export const api = {
  games: () => request<GameInfo[]>("GET", "/api/games", undefined, false),
  rules: (name: string) => request<{ name: string; title: string; text: string }>("GET", `/api/games/${encodeURIComponent(name)}/rules`, undefined, false),
  guide: (name: string) => request<{ name: string; title: string; text: string }>("GET", `/api/games/${encodeURIComponent(name)}/guide`, undefined, false),
  tables: () => request<TableInfo[] | { tables: TableInfo[] }>("GET", "/api/tables", undefined, false),
  table: (id: string) => request<TableInfo>("GET", `/api/tables/${encodeURIComponent(id)}`, undefined, false),
  createTable: (body: unknown) => request<{ table_id: string; seat: number }>("POST", "/api/tables", body),
  join: (id: string, seat?: number) =>
    request<{ seat: number }>("POST", `/api/tables/${encodeURIComponent(id)}/join`, seat === undefined ? {} : { seat }),
  leave: (id: string) => request<{ left: number }>("POST", `/api/tables/${encodeURIComponent(id)}/leave`, {}),
  rematch: (id: string) => request<{ table_id: string; seat: number }>("POST", `/api/tables/${encodeURIComponent(id)}/rematch`, {}),
  /** An ending or a seat taken back: resign, draw, draw/decline, abandon, claim, reclaim. */
  ending: (id: string, what: string) => request<{ seq: number }>("POST", `/api/tables/${encodeURIComponent(id)}/${what}`, {}),
  replay: (id: string, seat: number | null) =>
    // With the player's token: a private table's replay is for its players.
    request<ReplayData>("GET", `/api/tables/${encodeURIComponent(id)}/replay${seat === null ? "" : `?seat=${seat}`}`),
  // An uploaded record is replayed for a player (the server limits replays per player).
  replayRecord: async (record: JsonText, seat: number | null) => {
    await ensureIdentity();
    return request<ReplayData>("POST", `/api/replay${seat === null ? "" : `?seat=${seat}`}`, record);
  },
  /** Ask for a finished table's review (computed once, then stored). */
  askReview: (id: string) => request<ReviewData>("POST", `/api/tables/${encodeURIComponent(id)}/review`, {}),
  review: (id: string) => request<ReviewData>("GET", `/api/tables/${encodeURIComponent(id)}/review`),
  lesson: (game: string) => request<LessonData>("GET", `/api/lessons/${encodeURIComponent(game)}`, undefined, false),
  /** `before`: your right move in the step before, for a step that goes on from it. */
  lessonMove: (game: string, step: number, action: string, before?: string) =>
    request<LessonAnswer>("POST", `/api/lessons/${encodeURIComponent(game)}/${step}`, before ? { action, before } : { action }, false),
};

export function tableList(data: TableInfo[] | { tables: TableInfo[] }): TableInfo[] {
  return Array.isArray(data) ? data : Array.isArray(data?.tables) ? data.tables : [];
}

/** Download a finished table's record as its JSON text (unparsed: the seed keeps its 128
 * bits), with the player's token: a private table's record is for its players. */
export async function downloadRecord(id: string): Promise<void> {
  const response = await fetch(`/api/tables/${encodeURIComponent(id)}/record`, { headers: { ...languageHeaders(), ...authHeaders() } });
  const text = await response.text();
  if (!response.ok) throw new ApiError(t("api.answered", { status: response.status }), response.status);
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `seaboard-${id}.json`;
  link.click();
  URL.revokeObjectURL(url);
}
