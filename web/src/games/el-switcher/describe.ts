// El Switcher's moves in words, for the move confirmation's question: cells from 1 as the
// board labels them, movement cards by the words printed on them, figure cards numbered as
// the figure panel numbers them.
import type { ElSwitcherView } from "../../generated/views";
import { CARD_WORDS, cellWords } from "./Board";

type Data = ElSwitcherView["legal_data"][number];

export function describeElSwitcher(data: Data, view: Partial<ElSwitcherView>, names: string[]): string | null {
  switch (data.kind) {
    case "move":
      return `Swap ${cellWords(data.a as [number, number])} with ${cellWords(data.b as [number, number])} (${CARD_WORDS[data.card] ?? "a movement card"})`;
    case "claim": {
      const seat = view.seat ?? null;
      const owner = data.owner ?? seat;
      const list = owner === null ? [] : (view.figures?.[owner] ?? []);
      const n = list.findIndex((f) => f.card === data.card) + 1;
      const card = n > 0 ? `figure card ${n}` : "a figure card";
      if (owner === null || owner === seat) return `Claim your ${card}`;
      return `Block ${names[owner] ?? `Player ${owner + 1}`}'s ${card}`;
    }
    case "undo":
      return "Take back your last swap";
    case "end":
      return "End the turn";
    default:
      return null;
  }
}
