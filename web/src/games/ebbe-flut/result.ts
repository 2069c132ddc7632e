// Ebbe & Flut's score breakdown: cards scored, and cards lost over the edge or given up.
import type { Breakdown } from "../../boardkit/client";
import type { EbbeFlutView } from "../../generated/views";
import { t } from "../../i18n";

export function ebbeFlutBreakdown(view: Partial<EbbeFlutView>): Breakdown | null {
  const players: { role?: string }[] = Array.isArray(view.players) ? view.players : [];
  if (view.solo || players.length < 2) return null;
  const count = (key: "scored" | "lost" | "forfeited", role: string) => view[key]?.[role]?.length ?? 0;
  return {
    columns: [t("ebbe.col.side"), t("ebbe.col.scored"), t("ebbe.col.lost"), t("ebbe.col.forfeited")],
    rows: players.map((p) => {
      const role = String(p.role ?? "");
      return [t("ebbe.role", { role }), count("scored", role), count("lost", role), count("forfeited", role)];
    }),
  };
}
