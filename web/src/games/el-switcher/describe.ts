// El Switcher's moves in words, for the move confirmation's question: cells from 1 as the
// board labels them, movement cards by the words printed on them, figure cards numbered as
// the figure panel numbers them.
import type { ElSwitcherView } from "../../generated/views";
import { CARD_KINDS, cardWords, cellWords } from "./Board";
import { t } from "../../i18n";

type Data = ElSwitcherView["legal_data"][number];

export function describeElSwitcher(data: Data, view: Partial<ElSwitcherView>, names: string[]): string | null {
  switch (data.kind) {
    case "move":
      return t("switcher.describe.swap", { a: cellWords(data.a as [number, number]), b: cellWords(data.b as [number, number]), card: CARD_KINDS.includes(data.card) ? cardWords(data.card) : t("switcher.aMovementCard") });
    case "claim": {
      const seat = view.seat ?? null;
      const owner = data.owner ?? seat;
      const list = owner === null ? [] : (view.figures?.[owner] ?? []);
      const n = list.findIndex((f) => f.card === data.card) + 1;
      const figure = n > 0 ? t("switcher.figureN", { n }) : t("switcher.aFigure");
      if (owner === null || owner === seat) return t("switcher.describe.claim", { figure });
      return t("switcher.describe.block", { name: names[owner] ?? t("switcher.player", { n: owner + 1 }), figure });
    }
    case "undo":
      return t("switcher.describe.undo");
    case "end":
      return t("switcher.describe.end");
    default:
      return null;
  }
}
