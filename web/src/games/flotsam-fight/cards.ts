// What a Flotsam Fight treasure card has printed on it: the lifeboats its value is divisible by.
// Display only, as on the physical card: which boat takes a card now comes from view.legal.

export const BOATS = [3, 4, 5, 6, 7, 8, 9, 10] as const;

/** The boat numbers printed on a card: those among 3 to 10 that divide its value. */
export function printedBoats(value: number): number[] {
  return BOATS.filter((boat) => value % boat === 0);
}
