// A rating group's leaderboard: players with enough rated games, and the bot levels.
import { useEffect, useState } from "preact/hooks";
import { gameTitles, groupTitle, groupWords, levelsAndGroups, ratingsApi, type Leaderboard } from "../ratings";
import { navigate } from "../router";
import { t } from "../i18n";

export function LeaderboardPage({ game, group }: { game: string; group: string }) {
  const [data, setData] = useState<Leaderboard | null>(null);
  const [groups, setGroups] = useState<Record<string, number[]>>({});
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    document.title = t("board.tab");
    ratingsApi
      .leaderboard(game, group)
      .then(setData)
      .catch((e) => setError(e instanceof Error ? e.message : String(e)));
    levelsAndGroups()
      .then(([, g]) => setGroups(g))
      .catch(() => undefined);
    gameTitles()
      .then(setTitles)
      .catch(() => undefined);
  }, [game, group]);
  if (error)
    return (
      <p class="error" role="alert">
        {error}
      </p>
    );
  if (!data) return <p>{t("board.loading")}</p>;
  const others = Object.keys(groups).filter((g) => g !== data.group);
  return (
    <div class="leaderboard" data-testid="leaderboard">
      <h1>
        {t("board.title", { game: titles[game] ?? game, group: groupWords(data.group, groups) })}
      </h1>
      <p class="hint">{t("board.hint", { n: data.min_games })}</p>
      {data.players.length === 0 ? (
        <p>{t("board.nobody")}</p>
      ) : (
        <ol class="board" data-testid="players">
          {data.players.map((p) => (
            <li data-player={p.player_id}>
              <a
                href={`/players/${p.player_id}`}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(`/players/${p.player_id}`);
                }}
              >
                {p.name}
              </a>{" "}
              <span class="rating-number">{p.rating}</span> <small>{t("board.games", { n: p.games })}</small>
            </li>
          ))}
        </ol>
      )}
      <h2>{t("board.bots")}</h2>
      <ul class="bots" data-testid="bots">
        {data.bots.map((b) => (
          <li>
            {t("board.bot", { name: b.name ? t("create.level", { name: b.name, title: b.title }) : b.title, rating: b.rating })}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <p class="hint">
          {t("board.others")}{" "}
          {others.map((g, i) => (
            <>
              {i > 0 && ", "}
              <a
                href={`/leaderboards/${g}`}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(`/leaderboards/${g}`);
                }}
              >
                {groupTitle(g, groups, titles)}
              </a>
            </>
          ))}
        </p>
      )}
    </div>
  );
}
