// The home page's "Your games": ongoing tables (whose turn, Continue) first, then finished ones
// (result, date, Replay); the page title counts the games waiting for your move.
import { useEffect, useState } from "preact/hooks";
import { resultWords, yourTables, type YourTable } from "../account";
import { ensureIdentity } from "../api";
import { navigate } from "../router";
import { IDENTITY_EVENT } from "./Account";

const REFRESH_MS = 10_000;

function turnWords(t: YourTable): string {
  if (t.status === "open") return "waiting for players";
  if (t.your_turn) return "your turn";
  return "waiting for the others";
}

function go(event: Event, path: string): void {
  event.preventDefault();
  navigate(path);
}

function when(ms: number | null): string {
  if (!ms) return "";
  return new Date(ms).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}

function opponents(t: YourTable): string {
  const others = t.seats.filter((s) => s.seat !== t.seat).map((s) => s.display_name ?? "open seat");
  return others.length ? `with ${others.join(", ")}` : "";
}

export function YourGames() {
  const [tables, setTables] = useState<YourTable[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    const load = () =>
      ensureIdentity()
        .then(() => yourTables())
        .then((found) => {
          if (!alive) return;
          setTables(found);
          setError(null);
          const waiting = found.filter((t) => t.your_turn).length;
          document.title = waiting ? `(${waiting}) Seaboard` : "Seaboard";
        })
        .catch((e) => alive && setError(e instanceof Error ? e.message : String(e)));
    load();
    const timer = window.setInterval(load, REFRESH_MS);
    window.addEventListener(IDENTITY_EVENT, load);
    return () => {
      alive = false;
      window.clearInterval(timer);
      window.removeEventListener(IDENTITY_EVENT, load);
    };
  }, []);
  const ongoing = (tables ?? []).filter((t) => t.status !== "over");
  const finished = (tables ?? []).filter((t) => t.status === "over");
  return (
    <section class="your-games" aria-labelledby="your-games-title">
      <h2 id="your-games-title">Your games</h2>
      {error && <p class="error">{error}</p>}
      {tables === null ? (
        <p>Loading…</p>
      ) : tables.length === 0 ? (
        <p class="hint">No games yet. Start one below; it will wait here for you.</p>
      ) : (
        <>
          {ongoing.length > 0 && (
            <ul class="table-list" aria-label="Ongoing games" data-testid="ongoing">
              {ongoing.map((t) => (
                <li data-table={t.table_id} class={t.your_turn ? "your-turn" : ""}>
                  <strong>{t.title}</strong>
                  <span class="seats-line">{opponents(t)}</span>
                  <span class="turn">{turnWords(t)}</span>
                  <a class="button tag-button" href={`/tables/${t.table_id}`} onClick={(e) => go(e, `/tables/${t.table_id}`)} aria-label={`Continue ${t.title}, ${turnWords(t)}`}>
                    Continue
                  </a>
                </li>
              ))}
            </ul>
          )}
          {finished.length > 0 && (
            <ul class="table-list" aria-label="Finished games" data-testid="finished">
              {finished.map((t) => (
                <li data-table={t.table_id}>
                  <strong>{t.title}</strong>
                  <span class="seats-line">{resultWords(t)}</span>
                  <span class="hint">{when(t.ended ?? t.created)}</span>
                  <a class="button tag-button" href={`/replay/${t.table_id}`} onClick={(e) => go(e, `/replay/${t.table_id}`)} aria-label={`Replay ${t.title}`}>
                    Replay
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
