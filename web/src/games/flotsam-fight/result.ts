// Flotsam Fight's score breakdown: each round's token per player, read from the view's round results.
import type { Breakdown } from "../../boardkit/client";
import type { FlotsamFightView } from "../../generated/views";
import { t } from "../../i18n";

export function flotsamFightBreakdown(view: Partial<FlotsamFightView>): Breakdown | null {
  const rounds: { tokens?: number[] }[] = Array.isArray(view.round_results) ? view.round_results : [];
  if (!rounds.length) return null;
  const players = Array.isArray(view.scores) ? view.scores.length : 0;
  const sign = (token: number) => (token > 0 ? `+${token}` : String(token));
  return {
    columns: rounds.map((_, k) => t("flotsam.col.round", { n: k + 1 })),
    rows: Array.from({ length: players }, (_, s) => rounds.map((r) => sign(Number(r.tokens?.[s] ?? 0)))),
  };
}
