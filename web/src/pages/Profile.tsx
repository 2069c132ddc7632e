// A player's profile: ratings per group with their chart, games per game, recent games.
import { useEffect, useState } from "preact/hooks";
import { RatingChart } from "../components/RatingChart";
import { levelsAndGroups, ratingsApi, groupWords, type Profile } from "../ratings";
import { navigate } from "../router";
import { formatDate, t } from "../i18n";

function link(path: string, text: string, attrs: Record<string, string> = {}) {
  return (
    <a
      href={path}
      {...attrs}
      onClick={(e) => {
        e.preventDefault();
        navigate(path);
      }}
    >
      {text}
    </a>
  );
}

function placeWords(place: number, count: number): string {
  return t("profile.place", { n: place, count });
}

export function ProfilePage({ playerId }: { playerId: string }) {
  const [data, setData] = useState<Profile | null>(null);
  const [groups, setGroups] = useState<Record<string, number[]>>({});
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    ratingsApi
      .profile(playerId)
      .then((p) => {
        setData(p);
        document.title = t("profile.tab", { name: p.name });
        const names: Record<string, string> = {};
        for (const g of p.recent) names[g.game] = g.title;
        setTitles(names);
      })
      .catch((e) => setError(e instanceof Error ? e.message : String(e)));
    levelsAndGroups()
      .then(([, g]) => setGroups(g))
      .catch(() => undefined);
  }, [playerId]);
  if (error)
    return (
      <p class="error" role="alert">
        {error}
      </p>
    );
  if (!data) return <p>{t("profile.loading")}</p>;
  const title = (game: string) => titles[game] ?? game;
  const rated = Object.entries(data.ratings).sort();
  return (
    <div class="profile" data-testid="profile">
      <h1>{data.name}</h1>
      <p class="hint">{data.account ? t("profile.account") : t("profile.guest")}</p>
      <section aria-labelledby="ratings-h">
        <h2 id="ratings-h">{t("profile.ratings")}</h2>
        {rated.length === 0 && <p>{t("profile.noRated")}</p>}
        {rated.map(([group, r]) => {
          const [game] = group.split("/");
          return (
            <article class="rating-card" data-group={group}>
              <h3>
                {t("profile.groupTitle", { game: title(game), group: groupWords(group, groups) })} <span class="rating-number">{r.rating}</span>
              </h3>
              <p class="hint">
                {t("profile.ratedGames", { n: r.games })} · {link(`/leaderboards/${group}`, t("profile.leaderboard"))}
              </p>
              <RatingChart points={r.history} label={t("profile.chartLabel", { game: title(game) })} />
            </article>
          );
        })}
      </section>
      <section aria-labelledby="games-h">
        <h2 id="games-h">{t("profile.played")}</h2>
        {Object.keys(data.games).length === 0 && <p>{t("profile.noFinished")}</p>}
        <ul class="game-stats">
          {Object.entries(data.games).map(([game, s]) => (
            <li data-game={game}>
              <strong>{title(game)}</strong>: {t("profile.stats", { played: s.played, wins: s.wins, draws: s.draws ?? 0 })}
              {s.played > 0 && " · "}
              {Object.entries(s.placings)
                .sort((a, b) => Number(a[0]) - Number(b[0]))
                .map(([place, count]) => placeWords(Number(place), count))
                .join(", ")}
              {(s.bot_finished ?? 0) > 0 && <span data-testid="bot-finished"> · {t("profile.botFinished", { n: s.bot_finished ?? 0 })}</span>}
            </li>
          ))}
        </ul>
      </section>
      {data.recent.length > 0 && (
        <section aria-labelledby="recent-h">
          <h2 id="recent-h">{t("profile.recent")}</h2>
          <ul class="recent" data-testid="recent">
            {data.recent.map((g) => (
              <li data-table={g.table_id}>
                <span>
                  {g.title}, {formatDate(g.created)}
                  {g.bot_finished ? t("profile.byBot") : ""}
                  {g.rated ? (g.counted === false ? t("profile.notRated") : t("profile.rated")) : t("profile.casual")}
                </span>
                {(g.told ?? g.text) && <small data-testid="recent-told">{g.told ?? g.text}</small>}
                {link(`/replay/${g.table_id}`, t("profile.replay"), { "data-replay": g.table_id })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
