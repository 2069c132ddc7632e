// Move confirmation (issue 36): an optional setting, remembered in localStorage, under which
// a move is sent only after a second click on it or on Confirm. Pure, so vitest checks it.
import { t } from "./i18n";

export const CONFIRM_KEY = "seaboard.confirmMoves";

/** The part of localStorage this setting uses (a fake one in the tests). */
export interface Store {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function loadConfirm(store: Store | undefined): boolean {
  try {
    return store?.getItem(CONFIRM_KEY) === "1";
  } catch {
    return false; // storage refused (private mode): the setting is simply off
  }
}

export function saveConfirm(store: Store | undefined, on: boolean): void {
  try {
    store?.setItem(CONFIRM_KEY, on ? "1" : "0");
  } catch {
    // not remembered; the page still uses the choice until it is closed
  }
}

/** A move waiting for its confirmation, at the table's seq it was chosen at. */
export interface Pending {
  action: string;
  typed: boolean;
  seq: number;
}

/** What one click on ``action`` does: send it now (``send``), or hold it (``pending``). */
export function choose(
  on: boolean,
  pending: Pending | null,
  action: string,
  typed: boolean,
  seq: number,
): { send: Pending | null; pending: Pending | null } {
  const chosen = { action, typed, seq };
  if (!on) return { send: chosen, pending: null };
  if (pending && pending.action === action && pending.seq === seq) return { send: chosen, pending: null };
  return { send: null, pending: chosen };
}

/** The held move, while the table is still where it was chosen (a new state drops it). */
export function stillPending(pending: Pending | null, seq: number | undefined): Pending | null {
  return pending && pending.seq === seq ? pending : null;
}

/** What the held move's question says: the move in the game's words ("Draw the top card of
 * stack 3?"), with the form one would type it in apart as a hint (`draw 3`), never inside the
 * sentence. ``describe`` is the game's (null when the game has none or the data is unknown). */
export function heldQuestion(
  pending: Pending,
  legal: string[],
  shown: string[],
  data: unknown[],
  describe: ((data: unknown) => string | null) | null,
): { question: string; typed: string } {
  const k = legal.indexOf(pending.action);
  const typed = pending.typed ? pending.action : (k >= 0 ? (shown[k] ?? "") : "");
  const words = !pending.typed && k >= 0 && describe && data[k] !== undefined ? describe(data[k]) : null;
  if (words) return { question: t("confirm.question", { move: words }), typed };
  return { question: t(pending.typed ? "confirm.typed" : "confirm.this"), typed };
}
