/** "1 card", "0 cards", "2 cards": the noun agrees with the count. */
export function counted(count: number, noun: string, plural: string = `${noun}s`): string {
  return `${count} ${Math.abs(count) === 1 ? noun : plural}`;
}
