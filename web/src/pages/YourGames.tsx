// The home page's "Your games": ongoing tables (whose turn, Continue) first, then finished ones
// (result, date, Replay); the page title counts the games waiting for your move.
import { useEffect, useState } from "preact/hooks";
import { resultWords, yourTables, type YourTable } from "../account";
import { ensureIdentity } from "../api";
import { navigate } from "../router";
import { IDENTITY_EVENT } from "./Account";
import { formatDate, t } from "../i18n";

const REFRESH_MS = 10_000;

function turnWords(table: YourTable): string {
  if (table.status === "open") return t("yours.waitingPlayers");
  if (table.your_turn) return t("yours.yourTurn");
  return t("yours.waitingOthers");
}

function go(event: Event, path: string): void {
  event.preventDefault();
  navigate(path);
}

function when(ms: number | null): string {
  if (!ms) return "";
  return formatDate(ms, { year: "numeric", month: "short", day: "numeric" });
}

function opponents(table: YourTable): string {
  const others = table.seats.filter((s) => s.seat !== table.seat).map((s) => s.display_name ?? t("lobby.openSeat"));
  return others.length ? t("yours.with", { names: others.join(", ") }) : "";
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
          const waiting = found.filter((table) => table.your_turn).length;
          document.title = waiting ? t("yours.tabWaiting", { n: waiting }) : "Seaboard";
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
  const ongoing = (tables ?? []).filter((table) => table.status !== "over");
  const finished = (tables ?? []).filter((table) => table.status === "over");
  return (
    <section class="your-games" aria-labelledby="your-games-title">
      <h2 id="your-games-title">{t("yours.title")}</h2>
      {error && <p class="error">{error}</p>}
      {tables === null ? (
        <p>{t("common.loading")}</p>
      ) : tables.length === 0 ? (
        <p class="hint">{t("yours.none")}</p>
      ) : (
        <>
          {ongoing.length > 0 && (
            <ul class="table-list" aria-label={t("yours.ongoing")} data-testid="ongoing">
              {ongoing.map((table) => (
                <li data-table={table.table_id} class={table.your_turn ? "your-turn" : ""}>
                  <strong>{table.title}</strong>
                  <span class="seats-line">{opponents(table)}</span>
                  <span class="turn">{turnWords(table)}</span>
                  <a class="button tag-button" href={`/tables/${table.table_id}`} onClick={(e) => go(e, `/tables/${table.table_id}`)} aria-label={t("yours.continueAria", { title: table.title, turn: turnWords(table) })}>
                    {t("yours.continue")}
                  </a>
                </li>
              ))}
            </ul>
          )}
          {finished.length > 0 && (
            <ul class="table-list" aria-label={t("yours.finished")} data-testid="finished">
              {finished.map((table) => (
                <li data-table={table.table_id}>
                  <strong>{table.title}</strong>
                  <span class="seats-line">{resultWords(table)}</span>
                  <span class="hint">{when(table.ended ?? table.created)}</span>
                  <a class="button tag-button" href={`/replay/${table.table_id}`} onClick={(e) => go(e, `/replay/${table.table_id}`)} aria-label={t("yours.replayAria", { title: table.title })}>
                    {t("yours.replay")}
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
