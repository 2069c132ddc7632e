// El Switcher's notation in view.legal (`mov3 2,3 2,4`, `claim fig07@2 1,1 1,2 ...`, `undo`, `end`), read into click targets.
// Nothing here decides what is legal: it only sorts the strings the server listed.
import { cellKey, parseCell, type Cell } from "../../boardkit/notation";

export interface SwitcherMove {
  card: string;
  a: Cell;
  b: Cell;
  action: string;
}

export interface SwitcherClaim {
  /** `claim fig07` or `claim fig07@2`: which card (and whose). */
  prefix: string;
  card: string;
  owner: number | null;
  cells: Cell[];
  action: string;
}

export function parseSwitcherMove(action: string): SwitcherMove | null {
  const m = /^(mov\d+) (\d+,\d+) (\d+,\d+)$/.exec(action);
  if (!m) return null;
  const a = parseCell(m[2]);
  const b = parseCell(m[3]);
  return a && b ? { card: m[1], a, b, action } : null;
}

export function parseSwitcherClaim(action: string): SwitcherClaim | null {
  const m = /^claim (\S+?)(?:@(\d+))? ((?:\d+,\d+ ?)+)$/.exec(action);
  if (!m) return null;
  const cells = m[3].trim().split(/\s+/).map(parseCell);
  if (cells.some((c) => c === null)) return null;
  const owner = m[2] === undefined ? null : Number(m[2]);
  return {
    prefix: owner === null ? `claim ${m[1]}` : `claim ${m[1]}@${owner}`,
    card: m[1],
    owner,
    cells: cells as Cell[],
    action,
  };
}

/** The claim prefix a figure card of `owner` carries, seen by `viewer`. */
export function claimPrefix(card: string, owner: number, viewer: number | null): string {
  return owner === viewer ? `claim ${card}` : `claim ${card}@${owner}`;
}

/** Moves of one card that touch `cell`, each with the other cell. */
export function partners(moves: SwitcherMove[], card: string, cell: Cell): { other: Cell; action: string }[] {
  const key = cellKey(cell);
  const out: { other: Cell; action: string }[] = [];
  for (const move of moves) {
    if (move.card !== card) continue;
    if (cellKey(move.a) === key) out.push({ other: move.b, action: move.action });
    else if (cellKey(move.b) === key) out.push({ other: move.a, action: move.action });
  }
  return out;
}
