// The legal actions a view lists, as entries of notation and data (view.legal beside
// view.legal_data): boards find what a click means by the data's fields and send the
// entry's notation. Nothing here decides what is legal, and nothing reads notation.
import type { AnyView, LegalAction } from "../types";

export type { LegalAction };

export type Cell = [number, number];

export function cellKey(cell: Cell | number[]): string {
  return `${cell[0]},${cell[1]}`;
}

/** The view's legal actions this page may send (`legal`, a subset of `view.legal`), with their
 * data and, given `shown` (the state message's, in `view.legal`'s order), their shown form. */
export function legalActions<V extends AnyView>(view: V | null | undefined, legal: string[], shown: string[] = []): LegalAction<V["legal_data"][number]>[] {
  if (!view || !Array.isArray(view.legal) || !Array.isArray(view.legal_data)) return [];
  const allowed = new Set(legal);
  const named = shown.length === view.legal.length;
  const out: LegalAction<V["legal_data"][number]>[] = [];
  view.legal.forEach((action, i) => {
    const data = view.legal_data[i];
    if (allowed.has(action) && data !== undefined) out.push({ action, data: data as V["legal_data"][number], ...(named ? { shown: shown[i] } : {}) });
  });
  return out;
}

/** The entries whose data is of one kind, typed as that kind. */
export function ofKind<A extends { kind: string }, K extends A["kind"]>(actions: LegalAction<A>[], kind: K): LegalAction<Extract<A, { kind: K }>>[] {
  return actions.filter((a): a is LegalAction<Extract<A, { kind: K }>> => a.data.kind === kind);
}

/** The first entry whose data has all the given fields (cells compared by value). */
export function findAction<A extends { kind: string }>(actions: LegalAction<A>[], fields: Partial<A>): LegalAction<A> | undefined {
  const want = Object.entries(fields);
  return actions.find((a) => want.every(([k, v]) => JSON.stringify((a.data as Record<string, unknown>)[k]) === JSON.stringify(v)));
}

/** Group items by a key; entries whose key is null are left out. */
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

/** The data of one of the view's legal actions, found by its notation (null: not listed). */
export function dataOf<V extends AnyView>(view: V, action: string): V["legal_data"][number] | null {
  const i = Array.isArray(view.legal) ? view.legal.indexOf(action) : -1;
  return i >= 0 ? ((view.legal_data[i] as V["legal_data"][number] | undefined) ?? null) : null;
}
