// Parsing the notation strings the server lists in view.legal, to make click targets.
// Nothing here decides what is legal: every function only sorts the given strings.

export type Cell = [number, number];

export function cellKey(cell: Cell): string {
  return `${cell[0]},${cell[1]}`;
}

export function parseCell(text: string): Cell | null {
  const match = /^(-?\d+),(-?\d+)$/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** Group strings by a key; entries whose key is null are left out. */
export function groupBy<T>(items: T[], key: (item: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === null) continue;
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

// ---- Ebbe & Flut: `draw K`, `place R,C`, `move R,C DIR`, `done`

export type EbbeAction =
  | { kind: "draw"; stack: number; action: string }
  | { kind: "place"; cell: Cell; action: string }
  | { kind: "move"; cell: Cell; dir: string; action: string }
  | { kind: "other"; action: string };

export function parseEbbe(action: string): EbbeAction {
  let m = /^draw (\d+)$/.exec(action);
  if (m) return { kind: "draw", stack: Number(m[1]), action };
  m = /^place (-?\d+),(-?\d+)$/.exec(action);
  if (m) return { kind: "place", cell: [Number(m[1]), Number(m[2])], action };
  m = /^move (-?\d+),(-?\d+) (\w+)$/.exec(action);
  if (m) return { kind: "move", cell: [Number(m[1]), Number(m[2])], dir: m[3], action };
  return { kind: "other", action };
}

export const EBBE_STEPS: Record<string, Cell> = { left: [0, -1], right: [0, 1], up: [-1, 0], down: [1, 0] };

// ---- Flotsam Fight: `42>7`, `pass`

export interface FlotsamPlay {
  card: number;
  boat: number;
  action: string;
}

export function parseFlotsam(action: string): FlotsamPlay | null {
  const m = /^(\d+)\s*>\s*(\d+)$/.exec(action);
  return m ? { card: Number(m[1]), boat: Number(m[2]), action } : null;
}

// ---- El Switcher: `mov3 2,3 2,4`, `claim fig07@2 1,1 1,2 ...`, `undo`, `end`

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

// ---- Land vs Sea: placements `<face>@q,rrK`, `volcano@q,rrK`, `steal S.I`, `take K`,
// `pass`, `waypoint@q,r.I`. The face part is kept as an opaque key.

export type LandSeaAction =
  | { kind: "place"; face: string; q: number; r: number; rotation: number; action: string }
  | { kind: "volcano"; q: number; r: number; rotation: number; action: string }
  | { kind: "steal"; seat: number; slot: number; action: string }
  | { kind: "take"; stack: number; action: string }
  | { kind: "waypoint"; q: number; r: number; region: number; action: string }
  | { kind: "other"; action: string };

export function parseLandSea(action: string): LandSeaAction {
  let m = /^(.+?)\s*@\s*(-?\d+),(-?\d+)\s*r\s*(\d+)$/.exec(action);
  if (m) {
    const [q, r, rotation] = [Number(m[2]), Number(m[3]), Number(m[4])];
    if (/^(volcano|whirlpool)$/i.test(m[1])) return { kind: "volcano", q, r, rotation, action };
    return { kind: "place", face: m[1], q, r, rotation, action };
  }
  m = /^waypoint\s*@\s*(-?\d+),(-?\d+)\.(\d+)$/.exec(action);
  if (m) return { kind: "waypoint", q: Number(m[1]), r: Number(m[2]), region: Number(m[3]), action };
  m = /^steal (\d+)\.(\d+)$/.exec(action);
  if (m) return { kind: "steal", seat: Number(m[1]), slot: Number(m[2]), action };
  m = /^take (\d+)$/.exec(action);
  if (m) return { kind: "take", stack: Number(m[1]), action };
  return { kind: "other", action };
}

/** Hand-face keys that a placement's face part may use for slot `slot`, side `side`. */
export function faceKeys(faceId: string | null | undefined, slot: number, side: "up" | "down"): string[] {
  const letter = side === "up" ? "u" : "d";
  const keys = [`${slot}${side}`, `${slot}${letter}`, `h${slot}${letter}`, `${slot}.${side}`, `${slot}:${side}`];
  if (faceId) keys.unshift(`t${faceId}`, faceId);
  return keys;
}
