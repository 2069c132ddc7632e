// Pointy-top axial hex geometry (Land vs Sea): direction i faces the neighbour
// 0 = (+1, 0), 1 = (+1, -1), 2 = (0, -1), 3 = (-1, 0), 4 = (-1, +1), 5 = (0, +1).

export const SQRT3 = Math.sqrt(3);
export type Point = [number, number];

export const DIRECTIONS: [number, number][] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

/** Centre of hex (q, r) for hexes of circumradius `size`. */
export function hexCenter(q: number, r: number, size: number): Point {
  return [size * SQRT3 * (q + r / 2), size * 1.5 * r];
}

/** Corner k (0..5) of a hex centred at the origin, at 60k - 30 degrees counter-clockwise
 * from east (screen y grows downwards); edge i runs from corner i to corner i + 1. */
export function corner(k: number, size: number): Point {
  const angle = ((60 * k - 30) * Math.PI) / 180;
  return [size * Math.cos(angle), -size * Math.sin(angle)];
}

/** The two corners bounding edge i (the side facing direction i). */
export function edgeCorners(i: number, size: number): [Point, Point] {
  return [corner(i, size), corner((i + 1) % 6, size)];
}

/** Midpoint of edge i. */
export function edgeMid(i: number, size: number): Point {
  const angle = (-60 * i * Math.PI) / 180;
  const apothem = (size * SQRT3) / 2;
  return [apothem * Math.cos(angle), apothem * Math.sin(angle)];
}

export function neighbour(q: number, r: number, i: number): [number, number] {
  const [dq, dr] = DIRECTIONS[((i % 6) + 6) % 6];
  return [q + dq, r + dr];
}

export function hexPoints(size: number, cx = 0, cy = 0): string {
  return [0, 1, 2, 3, 4, 5]
    .map((k) => {
      const [x, y] = corner(k, size);
      return `${(cx + x).toFixed(2)},${(cy + y).toFixed(2)}`;
    })
    .join(" ");
}

/** Turn a face's printed edges by `rotation`: printed edge j shows in direction (j + k) mod 6. */
export function rotateEdges(edges: string, rotation: number): string {
  const out: string[] = new Array(6);
  for (let j = 0; j < 6; j++) out[(j + rotation) % 6] = edges[j] ?? "?";
  return out.join("");
}

export function rotateIndex(edge: number, rotation: number): number {
  return (((edge + rotation) % 6) + 6) % 6;
}

/** Bounding box of hexes at the given coordinates. */
export function bounds(cells: [number, number][], size: number): { minX: number; minY: number; maxX: number; maxY: number } {
  if (cells.length === 0) return { minX: -size, minY: -size, maxX: size, maxY: size };
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const [q, r] of cells) {
    const [x, y] = hexCenter(q, r, size);
    minX = Math.min(minX, x - (size * SQRT3) / 2);
    maxX = Math.max(maxX, x + (size * SQRT3) / 2);
    minY = Math.min(minY, y - size);
    maxY = Math.max(maxY, y + size);
  }
  return { minX, minY, maxX, maxY };
}

/** Runs of consecutive edges (cyclic) in a sorted set of edge indices. */
export function edgeRuns(edges: number[]): number[][] {
  const set = new Set(edges.map((e) => ((e % 6) + 6) % 6));
  if (set.size === 6) return [[0, 1, 2, 3, 4, 5]];
  const runs: number[][] = [];
  // start each run at an edge whose predecessor is not in the set
  for (let e = 0; e < 6; e++) {
    if (!set.has(e) || set.has((e + 5) % 6)) continue;
    const run: number[] = [];
    let k = e;
    while (set.has(k) && run.length < 6) {
      run.push(k);
      k = (k + 1) % 6;
    }
    runs.push(run);
  }
  return runs;
}

export const EDGE_NAMES = ["east", "north-east", "north-west", "west", "south-west", "south-east"];
