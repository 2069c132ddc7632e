// Ebbe & Flut's moves in words, for the move confirmation's question (rows, columns and
// stacks from 1 and from the reader's side, as the board labels them).
import type { EbbeFlutView } from "../../generated/views";
import { cellWords, screenArrow } from "./layout";

type Data = EbbeFlutView["legal_data"][number];

export function describeEbbeFlut(data: Data, view: Partial<EbbeFlutView>): string | null {
  const flip = view.turned === true;
  switch (data.kind) {
    case "draw":
      return `Draw the top card of stack ${data.stack + 1}`;
    case "place":
      return `Place the drawn card on ${cellWords([data.row, data.col], flip)}`;
    case "move":
      return `Move the top card on ${cellWords([data.row, data.col], flip)} ${screenArrow(data.dir, flip).word}`;
    case "done":
      return "End the turn with the conflicts left";
    default:
      return null;
  }
}
