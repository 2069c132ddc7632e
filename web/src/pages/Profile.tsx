// A player's profile: ratings per group with their chart, games per game, recent games.
import { useEffect, useState } from "preact/hooks";
import { RatingChart } from "../components/RatingChart";
import { levelsAndGroups, ratingsApi, groupWords, type Profile } from "../ratings";
import { navigate } from "../router";

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

function ordinal(n: number): string {
  const tail = n % 100 >= 11 && n % 100 <= 13 ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th";
  return `${n}${n % 10 > 3 ? "th" : tail}`;
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
        document.title = `${p.name} · Seaboard`;
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
  if (!data) return <p>Loading the profile…</p>;
  const title = (game: string) => titles[game] ?? game;
  const rated = Object.entries(data.ratings).sort();
  return (
    <div class="profile" data-testid="profile">
      <h1>{data.name}</h1>
      <p class="hint">{data.account ? "Signed-in player" : "Guest"}</p>
      <section aria-labelledby="ratings-h">
        <h2 id="ratings-h">Ratings</h2>
        {rated.length === 0 && <p>No rated games yet.</p>}
        {rated.map(([group, r]) => {
          const [game] = group.split("/");
          return (
            <article class="rating-card" data-group={group}>
              <h3>
                {title(game)}, {groupWords(group, groups)}: <span class="rating-number">{r.rating}</span>
              </h3>
              <p class="hint">
                {r.games === 1 ? "1 rated game" : `${r.games} rated games`} ·{" "}
                {link(`/leaderboards/${group}`, "leaderboard")}
              </p>
              <RatingChart points={r.history} label={`${title(game)} rating`} />
            </article>
          );
        })}
      </section>
      <section aria-labelledby="games-h">
        <h2 id="games-h">Games played</h2>
        {Object.keys(data.games).length === 0 && <p>No finished games yet.</p>}
        <ul class="game-stats">
          {Object.entries(data.games).map(([game, s]) => (
            <li data-game={game}>
              <strong>{title(game)}</strong>: {s.played} played, {s.wins} won{s.draws ? `, ${s.draws} drawn` : ""}
              {s.played > 0 && " · "}
              {Object.entries(s.placings)
                .sort((a, b) => Number(a[0]) - Number(b[0]))
                .map(([place, count]) => `${ordinal(Number(place))} ${count}×`)
                .join(", ")}
              {(s.bot_finished ?? 0) > 0 && <span data-testid="bot-finished"> · {s.bot_finished === 1 ? "1 game" : `${s.bot_finished} games`} finished by a bot (not counted)</span>}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="recent-h">
        <h2 id="recent-h">Recent games</h2>
        <ul class="recent" data-testid="recent">
          {data.recent.map((g) => (
            <li data-table={g.table_id}>
              <span>
                {g.title}, {new Date(g.created).toLocaleDateString()}
                {g.bot_finished ? " · finished by a bot" : ""}
                {g.rated ? (g.counted === false ? " · not rated" : " · rated") : " · casual"}
              </span>
              {(g.told ?? g.text) && <small data-testid="recent-told">{g.told ?? g.text}</small>}
              {link(`/replay/${g.table_id}`, "Replay", { "data-replay": g.table_id })}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
