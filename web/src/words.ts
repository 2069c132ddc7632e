/** "1 card", "0 cards", "2 cards": the noun agrees with the count. */
export function counted(count: number, noun: string, plural: string = `${noun}s`): string {
  return `${count} ${Math.abs(count) === 1 ? noun : plural}`;
}

/** Names as a sentence lists them: "Ben", "Ben and Cat", "Ben, Cat and Dan". */
export function listing(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** What a take-back request says to ``seat``: to one asked, who else must agree (a table
 * of three or more); to the asker and to a seat not asked (or no longer: it agreed), who
 * the request waits for. */
export function takebackWords(takeback: { seat: number; waiting: number[] }, seat: number, names: string[]): string {
  const name = (s: number) => names[s] ?? `Seat ${s + 1}`;
  const others = takeback.waiting.filter((s) => s !== seat).map(name);
  if (takeback.seat === seat) return `You asked to take back your last action: waiting for ${listing(takeback.waiting.map(name))}.`;
  if (takeback.waiting.includes(seat)) {
    const also = others.length ? ` Everyone asked must agree: ${listing(others)} too.` : "";
    return `${name(takeback.seat)} asks to take back their last action.${also}`;
  }
  return `${name(takeback.seat)} asks to take back their last action: waiting for ${listing(others)}.`;
}
