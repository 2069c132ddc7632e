import { listing as listed, t } from "./i18n";

/** "1 card", "0 cards", "2 cards": the noun agrees with the count (English only: a told
 * sentence uses a catalogue message with a plural instead). */
export function counted(count: number, noun: string, plural: string = `${noun}s`): string {
  return `${count} ${Math.abs(count) === 1 ? noun : plural}`;
}

/** Names as a sentence lists them: "Ben", "Ben and Cat", "Ben, Cat and Dan" (in the reader's language). */
export function listing(names: string[]): string {
  return listed(names);
}

/** What a take-back request says to ``seat``: to one asked, who else must agree (a table
 * of three or more); to the asker and to a seat not asked (or no longer: it agreed), who
 * the request waits for. */
export function takebackWords(takeback: { seat: number; waiting: number[] }, seat: number, names: string[]): string {
  const name = (s: number) => names[s] ?? t("seat.n", { n: s + 1 });
  const others = takeback.waiting.filter((s) => s !== seat).map(name);
  if (takeback.seat === seat) return t("takeback.mine", { names: listing(takeback.waiting.map(name)) });
  if (takeback.waiting.includes(seat)) {
    if (others.length) return t("takeback.askedAlso", { name: name(takeback.seat), names: listing(others) });
    return t("takeback.asked", { name: name(takeback.seat) });
  }
  return t("takeback.waiting", { name: name(takeback.seat), names: listing(others) });
}
