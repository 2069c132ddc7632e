// Accounts and "Your games": sign up, sign in and out, rename, a new password, my tables.
import { ACCOUNT_KEY, NAME_KEY, TOKEN_KEY, forgetIdentityCache, request, type Identity } from "./api";
import { closeTableSockets } from "./socket";
import type { SeatInfo } from "./types";
import { t } from "./i18n";

export interface YourTable {
  table_id: string;
  game: string;
  title: string;
  status: "open" | "playing" | "over";
  public: boolean;
  created: number;
  seats: SeatInfo[];
  seat: number;
  your_turn: boolean;
  result: { scores?: number[]; winners?: number[]; reason?: string } | null;
  /** The result in words for you, as the server tells every result (null while playing). */
  told?: string | null;
  ended: number | null;
}

function keep(made: Identity): Identity {
  localStorage.setItem(ACCOUNT_KEY, made.name);
  localStorage.setItem(TOKEN_KEY, made.token);
  localStorage.setItem(NAME_KEY, made.name);
  forgetIdentityCache();
  return { ...made, account: true };
}

/** Make an account; the guest signed in now becomes it (same games and seats). */
export async function signUp(name: string, password: string): Promise<Identity> {
  return keep(await request<Identity>("POST", "/api/accounts", { name, password }));
}

/** Sign in to an account on this browser (the guest stored here is left). */
export async function signIn(name: string, password: string): Promise<Identity> {
  return keep(await request<Identity>("POST", "/api/sessions", { name, password }, false));
}

/** End this browser's session; the next page makes a new guest. Every open table socket
 * of this page is closed (other tabs close theirs when they see the token go). */
export async function signOut(): Promise<void> {
  try {
    await request("DELETE", "/api/sessions");
  } finally {
    localStorage.removeItem(ACCOUNT_KEY);
    localStorage.removeItem(NAME_KEY); // the next guest takes a guest name
    localStorage.removeItem(TOKEN_KEY);
    forgetIdentityCache();
    closeTableSockets();
  }
}

export async function rename(name: string): Promise<{ player_id: string; name: string; account: boolean }> {
  const done = await request<{ player_id: string; name: string; account: boolean }>("PATCH", "/api/players/me", { name });
  localStorage.setItem(NAME_KEY, done.name);
  if (done.account) localStorage.setItem(ACCOUNT_KEY, done.name);
  forgetIdentityCache();
  return done;
}

export function changePassword(password: string, newPassword: string): Promise<unknown> {
  return request("POST", "/api/players/me/password", { password, new_password: newPassword });
}

export function yourTables(): Promise<YourTable[]> {
  return request<YourTable[]>("GET", "/api/players/me/tables");
}

/** The result of a finished table in words, for the player at ``seat`` (the server's). */
export function resultWords(table: YourTable): string {
  return table.told ?? t("account.finished");
}
