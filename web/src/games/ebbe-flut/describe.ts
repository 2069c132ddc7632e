// Ebbe & Flut's moves in words, for the move confirmation's question (rows, columns and
// stacks from 1 and from the reader's side, as the board labels them).
import type { EbbeFlutView } from "../../generated/views";
import { cellWords, dirWords, screenArrow } from "./layout";
import { t } from "../../i18n";

type Data = EbbeFlutView["legal_data"][number];

export function describeEbbeFlut(data: Data, view: Partial<EbbeFlutView>): string | null {
  const flip = view.turned === true;
  switch (data.kind) {
    case "draw":
      return t("ebbe.describe.draw", { n: data.stack + 1 });
    case "place":
      return t("ebbe.describe.place", { cell: cellWords([data.row, data.col], flip) });
    case "move":
      return t("ebbe.describe.move", { cell: cellWords([data.row, data.col], flip), dir: dirWords(screenArrow(data.dir, flip).word) });
    case "done":
      return t("ebbe.describe.done");
    default:
      return null;
  }
}
