// Under a table's title: whether it is rated, and each bot level's rating at this table.
import { useEffect, useState } from "preact/hooks";
import type { TableInfo } from "../types";
import { groupOf, levelsAndGroups, type BotLevel } from "../ratings";

export function TableRatings({ info }: { info: TableInfo }) {
  const [levels, setLevels] = useState<[BotLevel[], Record<string, number[]>] | null>(null);
  useEffect(() => {
    levelsAndGroups()
      .then(setLevels)
      .catch(() => undefined);
  }, []);
  const group = levels ? groupOf(levels[1], info.game, info.players) : null;
  const bots = info.seats
    .filter((s) => s.bot && !s.name)
    .map((s) => {
      const level = levels?.[0].find((l) => l.spec === s.bot);
      const rating = level && group ? level.ratings[group] : undefined;
      return rating === undefined ? null : `${s.display_name}: ${level!.title}, about ${rating}`;
    })
    .filter((x): x is string => x !== null);
  if (!info.rated && bots.length === 0) return null;
  return (
    <p class="hint table-ratings" data-testid="table-ratings">
      {info.rated ? "Rated game" : "Casual game"}
      {bots.length > 0 && ` · ${bots.join(" · ")}`}
    </p>
  );
}
