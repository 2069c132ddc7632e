// Ebbe & Flut's notation in view.legal (`draw K`, `place R,C`, `move R,C DIR`, `done`), read into click targets.
// Nothing here decides what is legal: it only sorts the strings the server listed.
import type { Cell } from "../../boardkit/notation";

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
