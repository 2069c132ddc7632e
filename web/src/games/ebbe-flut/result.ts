// Ebbe & Flut's score breakdown: cards scored, and cards lost over the edge or given up.
import type { Breakdown } from "../../boardkit/client";
import type { EbbeFlutView } from "../../generated/views";

export function ebbeFlutBreakdown(view: Partial<EbbeFlutView>): Breakdown | null {
  const players: { role?: string }[] = Array.isArray(view.players) ? view.players : [];
  if (view.solo || players.length < 2) return null;
  const count = (key: "scored" | "lost" | "forfeited", role: string) => view[key]?.[role]?.length ?? 0;
  return {
    columns: ["Side", "Cards scored", "Cards lost", "Cards given up"],
    rows: players.map((p) => {
      const role = String(p.role ?? "");
      return [role[0]?.toUpperCase() + role.slice(1), count("scored", role), count("lost", role), count("forfeited", role)];
    }),
  };
}
