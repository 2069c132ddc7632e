// Flotsam Fight's notation in view.legal (`42>7`, `pass`), read into click targets.
// Nothing here decides what is legal: it only sorts the strings the server listed.

export interface FlotsamPlay {
  card: number;
  boat: number;
  action: string;
}

export function parseFlotsam(action: string): FlotsamPlay | null {
  const m = /^(\d+)\s*>\s*(\d+)$/.exec(action);
  return m ? { card: Number(m[1]), boat: Number(m[2]), action } : null;
}
