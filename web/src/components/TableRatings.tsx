// Under a table's title: whether it is rated, each bot level's rating at this table, and
// what happens when a player is away (the table's grace, in words).
import { useEffect, useState } from "preact/hooks";
import type { TableInfo } from "../types";
import { groupOf, levelsAndGroups, type BotLevel } from "../ratings";
import { t } from "../i18n";

export function TableRatings({ info, unrated }: { info: TableInfo; unrated?: string | null }) {
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
      return rating === undefined ? null : t("ratings.botAbout", { name: s.display_name, rating });
    })
    .filter((x): x is string => x !== null);
  const away = graceWords(info);
  if (!info.rated && bots.length === 0 && !away) return null;
  return (
    <>
      {(info.rated || bots.length > 0) && (
        <p class="hint table-ratings" data-testid="table-ratings">
          {info.rated ? t("ratings.rated") : t("ratings.casual")}
          {bots.length > 0 && ` · ${bots.join(" · ")}`}
        </p>
      )}
      {info.rated && (unrated ?? info.unrated) && (
        <p class="hint table-unrated" data-testid="table-unrated" role="note">
          {unrated ?? info.unrated}
        </p>
      )}
      {away && (
        <p class="hint table-grace" data-testid="table-grace">
          {away}
        </p>
      )}
    </>
  );
}

/** "2 minutes", "45 seconds", "1 minute 30 seconds". */
export function durationWords(seconds: number): string {
  const whole = Math.round(seconds);
  const [m, s] = [Math.floor(whole / 60), whole % 60];
  if (m === 0) return t("duration.seconds", { n: s });
  if (s === 0) return t("duration.minutes", { n: m });
  return t("duration.both", { minutes: t("duration.minutes", { n: m }), seconds: t("duration.seconds", { n: s }) });
}

/** What happens when a player is away at a live table; nothing at a turn-based one. */
export function graceWords(info: TableInfo): string | null {
  if (info.turn_days || info.grace === undefined || info.players < 2) return null;
  const after = durationWords(info.grace);
  if (info.rated) {
    return info.players === 2 ? t("grace.ratedTwo", { after }) : null;
  }
  const waits = t("grace.waits");
  const humans = info.seats.filter((s) => s.name).length;
  if (humans <= 1 && info.status !== "open") return waits; // you and bots: it waits for you
  return t(info.players === 2 ? "grace.botClaim" : "grace.bot", { after, waits });
}
