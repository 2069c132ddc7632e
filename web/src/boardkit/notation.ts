// What every game's notation reading shares: cells and grouping of view.legal's strings.
// Nothing here decides what is legal: every function only sorts the given strings.
// Each game's own grammar is in web/src/games/<game>/notation.ts.

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
