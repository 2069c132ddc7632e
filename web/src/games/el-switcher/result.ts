// El Switcher's score breakdown: figures formed and figures left per player.
import type { Breakdown } from "../../boardkit/client";
import type { ElSwitcherView } from "../../generated/views";

export function switcherBreakdown(view: Partial<ElSwitcherView>): Breakdown | null {
  const formed: unknown[][] = Array.isArray(view.formed) ? view.formed : [];
  const left: number[] = Array.isArray(view.figures_left) ? view.figures_left : [];
  if (!formed.length) return null;
  return {
    columns: ["Figures formed", "Figures left"],
    rows: formed.map((list, s) => [Array.isArray(list) ? list.length : 0, left[s] ?? "?"]),
  };
}
