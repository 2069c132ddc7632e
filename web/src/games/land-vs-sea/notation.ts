// Land vs Sea's notation in view.legal (`<face>@q,rrK`, `volcano@q,rrK`, `steal S.I`, `take K`, `pass`,
// `waypoint@q,r.I`; the face part kept as an opaque key), read into click targets.
// Nothing here decides what is legal: it only sorts the strings the server listed.
import type { Face } from "./hexface";

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

/** A hand tile's two faces, as the view lists them. */
export interface HandFaces {
  up?: Face | null;
  down?: Face | null;
}

export type Place = Extract<LandSeaAction, { kind: "place" }>;

/** The hand faces this seat may place, keyed as the placements name them. */
export function matchFaces(hand: HandFaces[], placements: Place[]): Map<string, { face: Face | null; slot: number; side: "up" | "down" }> {
  const byKey = new Map<string, { face: Face | null; slot: number; side: "up" | "down" }>();
  hand.forEach((entry, slot) => {
    for (const side of ["up", "down"] as const) {
      const face = entry?.[side] ?? null;
      for (const key of faceKeys(face?.id, slot, side)) if (!byKey.has(key)) byKey.set(key, { face, slot, side });
    }
  });
  const out = new Map<string, { face: Face | null; slot: number; side: "up" | "down" }>();
  for (const p of placements) {
    if (out.has(p.face)) continue;
    out.set(p.face, byKey.get(p.face) ?? { face: null, slot: -1, side: "up" });
  }
  return out;
}
