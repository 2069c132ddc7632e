// Land vs Sea's score breakdown by kind of points: completed areas' tiles, and the rest (bonuses, and with the modules chains, routes, waypoints).
import type { Breakdown } from "../../boardkit/client";
import type { LandVsSeaView } from "../../generated/views";

const SIDES = ["land", "sea", "cartographer"];

export function landSeaBreakdown(view: Partial<LandVsSeaView>): Breakdown | null {
  const points = (view.points ?? {}) as Record<string, number>;
  const areas = (view.area_points ?? null) as Record<string, number> | null;
  const teams: number[] = Array.isArray(view.teams) ? view.teams : [];
  if (!areas || !teams.length) return null;
  const modules = (view.modules ?? {}) as Record<string, boolean>;
  const more = [modules.mountains_coral && "chains", modules.caravans_ships && "routes", modules.waypoints && "waypoints"].filter(Boolean);
  return {
    columns: ["Side", "Completed areas", more.length ? `Bonuses, ${more.join(", ")}` : "Bonuses"],
    rows: teams.map((team) => {
      const side = SIDES[team] ?? "?";
      const area = Number(areas[side] ?? 0);
      return [side[0].toUpperCase() + side.slice(1), area, Number(points[side] ?? 0) - area];
    }),
  };
}
