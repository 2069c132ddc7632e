// El Switcher's score breakdown: figures formed and figures left per player.
import type { Breakdown } from "../../boardkit/client";
import type { ElSwitcherView } from "../../generated/views";
import { t } from "../../i18n";

export function switcherBreakdown(view: Partial<ElSwitcherView>): Breakdown | null {
  const formed: unknown[][] = Array.isArray(view.formed) ? view.formed : [];
  const left: number[] = Array.isArray(view.figures_left) ? view.figures_left : [];
  if (!formed.length) return null;
  return {
    columns: [t("switcher.col.formed"), t("switcher.col.left")],
    rows: formed.map((list, s) => [Array.isArray(list) ? list.length : 0, left[s] ?? "?"]),
  };
}
