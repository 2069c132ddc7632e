// Moving through a replay by turns: pure helpers over who is to move at each step.

/** The first step after `k` where someone else is to move than at `k` (the next turn), or the last step. */
export function nextTurn(movers: (number | null)[], k: number): number {
  for (let j = k + 1; j < movers.length; j++) if (movers[j] !== movers[k]) return j;
  return Math.max(0, movers.length - 1);
}

/** The start of the turn before the one at `k` (or step 0). */
export function previousTurn(movers: (number | null)[], k: number): number {
  let j = k;
  while (j > 0 && movers[j - 1] === movers[k]) j--; // the start of this turn
  if (j === 0) return 0;
  const before = movers[j - 1];
  j--;
  while (j > 0 && movers[j - 1] === before) j--;
  return j;
}

/** The next step after `k` where `seat` begins a turn, or the last step when it never does again. */
export function nextTurnOf(movers: (number | null)[], k: number, seat: number): number {
  for (let j = k + 1; j < movers.length; j++) if (movers[j] === seat && movers[j - 1] !== seat) return j;
  return Math.max(0, movers.length - 1);
}
