// A rating group's leaderboard: players with enough rated games, and the bot levels.
import { useEffect, useState } from "preact/hooks";
import { levelsAndGroups, ratingsApi, groupWords, type Leaderboard } from "../ratings";
import { navigate } from "../router";

export function LeaderboardPage({ game, group }: { game: string; group: string }) {
  const [data, setData] = useState<Leaderboard | null>(null);
  const [groups, setGroups] = useState<Record<string, number[]>>({});
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    document.title = "Leaderboard · Seaboard";
    ratingsApi
      .leaderboard(game, group)
      .then(setData)
      .catch((e) => setError(e instanceof Error ? e.message : String(e)));
    levelsAndGroups()
      .then(([, g]) => setGroups(g))
      .catch(() => undefined);
  }, [game, group]);
  if (error)
    return (
      <p class="error" role="alert">
        {error}
      </p>
    );
  if (!data) return <p>Loading the leaderboard…</p>;
  const others = Object.keys(groups).filter((g) => g !== data.group);
  return (
    <div class="leaderboard" data-testid="leaderboard">
      <h1>
        Leaderboard: {game}, {groupWords(data.group, groups)}
      </h1>
      <p class="hint">Players with at least {data.min_games} rated games, best rating first.</p>
      {data.players.length === 0 ? (
        <p>Nobody has played enough rated games here yet.</p>
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
              <span class="rating-number">{p.rating}</span> <small>({p.games} games)</small>
            </li>
          ))}
        </ol>
      )}
      <h2>Bot levels, for reference</h2>
      <ul class="bots" data-testid="bots">
        {data.bots.map((b) => (
          <li>
            {b.name ? `${b.name} level (${b.title})` : b.title}: about {b.rating}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <p class="hint">
          Other boards:{" "}
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
                {g}
              </a>
            </>
          ))}
        </p>
      )}
    </div>
  );
}
