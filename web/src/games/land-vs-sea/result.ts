// Land vs Sea's score breakdown by kind of points: completed areas' tiles, and the rest (bonuses, and with the modules chains, routes, waypoints).
import type { Breakdown } from "../../boardkit/client";
import type { LandVsSeaView } from "../../generated/views";
import { t } from "../../i18n";

const SIDES = ["land", "sea", "cartographer"];

export function landSeaBreakdown(view: Partial<LandVsSeaView>): Breakdown | null {
  const points = (view.points ?? {}) as Record<string, number>;
  const areas = (view.area_points ?? null) as Record<string, number> | null;
  const teams: number[] = Array.isArray(view.teams) ? view.teams : [];
  if (!areas || !teams.length) return null;
  const modules = (view.modules ?? {}) as Record<string, boolean>;
  const more = [modules.mountains_coral && "chains", modules.caravans_ships && "routes", modules.waypoints && "waypoints"].filter((k): k is string => Boolean(k)).map((kind) => t("lvs.more", { kind }));
  return {
    columns: [t("lvs.col.side"), t("lvs.col.areas"), more.length ? t("lvs.col.bonusesMore", { more: more.join(", ") }) : t("lvs.col.bonuses")],
    rows: teams.map((team) => {
      const side = SIDES[team] ?? "?";
      const area = Number(areas[side] ?? 0);
      return [t("lvs.side", { side }), area, Number(points[side] ?? 0) - area];
    }),
  };
}
