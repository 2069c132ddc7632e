// The notation box's matching: typed text against the shown forms the state message lists
// (`shown`, beside `view.legal`). Only case and spacing are made equal, as the server's
// engine/typed.py `normal` does; nothing here reads or decides what a move is.

/** Text in lower case, runs of spaces made one, none inside a pair of numbers ("4, 5"). */
export function normalTyped(text: string): string {
  return text.toLowerCase().trim().split(/\s+/).join(" ").replace(/(\d) ?, ?(-?\d)/g, "$1,$2");
}

/** The wire notation of the legal action whose shown form is `text` (null: none is). */
export function matchTyped(text: string, shown: string[], legal: string[]): string | null {
  const key = normalTyped(text);
  if (!key || shown.length !== legal.length) return null;
  const i = shown.findIndex((s) => normalTyped(s) === key);
  return i >= 0 ? legal[i] : null;
}
