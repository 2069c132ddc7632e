// The panels around a board: seats, clocks, log, chat, game over, rules, notation box.
import { useEffect, useRef, useState } from "preact/hooks";
import type { ChatMessage, Clocks, GameResult, LogEvent, SeatInfo, View } from "../types";
import { api, downloadRecord, request } from "../api";
import { Markdown } from "./Markdown";
import { gameClient } from "../games";
import { GamePicture } from "./GamePicture";
import { matchTyped } from "../boardkit/typed";
import { listing, t, tx } from "../i18n";

export function useNow(active: boolean): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

export function formatMs(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  if (total >= 86_400) return t("time.days", { d: Math.floor(total / 86_400), h: Math.floor((total % 86_400) / 3600) }); // turn-based
  if (total >= 3600) return t("time.hours", { h: Math.floor(total / 3600), m: String(Math.floor((total % 3600) / 60)).padStart(2, "0") });
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, "0")}`;
}

/** Remaining time of a seat's clock now, from the server's reading and when it arrived. */
export function clockLeft(clocks: Clocks | null | undefined, seat: number, receivedAt: number, now: number): number | null {
  const left = clocks?.remaining_ms?.[seat];
  if (left === null || left === undefined) return null;
  return clocks?.running === seat ? left - (now - receivedAt) : left;
}

export function turnLeft(clocks: Clocks | null | undefined, receivedAt: number, now: number): number | null {
  if (!clocks?.turn_deadline) return null;
  const serverNow = (clocks.server_time ?? receivedAt) + (now - receivedAt);
  return clocks.turn_deadline - serverNow;
}

export function Seats({
  seats,
  view,
  mySeat,
  clocks,
  receivedAt,
  connected = true,
  playing = true,
}: {
  connected?: boolean;
  playing?: boolean;
  seats: SeatInfo[];
  view: View | null;
  mySeat: number | null;
  clocks: Clocks | null | undefined;
  receivedAt: number;
}) {
  const now = useNow(Boolean(clocks?.running !== null && clocks?.running !== undefined) || Boolean(clocks?.turn_deadline));
  const scores: number[] = view?.scores ?? [];
  const players: { role?: string; name?: string }[] = view?.players ?? [];
  return (
    <ul class="seats" data-testid="seats" aria-label={t("seats.aria")}>
      {seats.map((s) => {
        const toMove = playing && view && !view.game_over && view.to_move === s.seat;
        const left = clockLeft(clocks, s.seat, receivedAt, now);
        const who = s.display_name ?? t("seats.open");
        return (
          <li class={`${toMove ? "to-move" : ""} ${s.seat === mySeat ? "me" : ""}`} data-seat={s.seat}>
            <span class="who">
              {toMove ? <span class="turn-mark">▶ </span> : null}
              <strong>{who}</strong>
              {s.seat === mySeat ? t("seats.you") : ""}
            </span>
            <span class="role">{s.role || players[s.seat]?.name || t("seat.n", { n: s.seat + 1 })}</span>
            <span class="score">{t("seats.score", { score: scores[s.seat] ?? 0 })}</span>
            <span class={`presence ${s.bot ? "bot" : s.connected ? "on" : "off"}`}>
              {s.bot ? (s.name ? t("seats.botFor", { name: s.display_name, why: s.takeover ?? "none" }) : t("seats.bot")) : s.name ? (s.connected && (s.seat !== mySeat || connected) ? t("seats.online") : t("seats.away")) : t("seats.waiting")}
            </span>
            {left !== null && <span class={`clock ${clocks?.running === s.seat ? "running" : ""}`}>{t("seats.clock", { time: formatMs(left) })}</span>}
          </li>
        );
      })}
    </ul>
  );
}

export function ActionLog({ events, start }: { events: LogEvent[]; start?: string | null }) {
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.scrollTop = ref.current.scrollHeight;
  }, [events.length]);
  return (
    <section class="log" aria-label={t("log.title")}>
      <h3>{t("log.title")}</h3>
      <ol ref={ref} aria-live="polite">
        {start && events.length <= 60 && <li class="start">{start}</li>}
        {events.slice(-60).map((e) => (
          <li title={e.shown ?? undefined} data-seq={e.seq}>
            <span class="text">{e.text || e.shown}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function Chat({ messages, send, disabled }: { messages: ChatMessage[]; send: (text: string) => void; disabled: boolean }) {
  const [text, setText] = useState("");
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.scrollTop = ref.current.scrollHeight;
  }, [messages.length]);
  return (
    <section class="chat" aria-label={t("chat.title")}>
      <h3>{t("chat.title")}</h3>
      <ol ref={ref} aria-live="polite">
        {messages.slice(-100).map((m) => (
          <li>
            <strong>{m.from}:</strong> {m.text}
          </li>
        ))}
      </ol>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim()) {
            send(text.trim());
            setText("");
          }
        }}
      >
        <label class="sr-only" for="chat-input">
          {t("chat.label")}
        </label>
        <input id="chat-input" name="chat" maxLength={300} placeholder={t("chat.placeholder")} value={text} disabled={disabled} onInput={(e) => setText((e.target as HTMLInputElement).value)} />
        <button type="submit" disabled={disabled}>
          {t("chat.send")}
        </button>
      </form>
    </section>
  );
}

/** Type a move as the board shows it: text matching a shown form (case and spacing aside)
 * sends that action's wire notation; other text goes to the server, which reads it in the
 * shown notation and refuses it with the reason. Hints and suggestions are the shown forms. */
export function NotationBox({ legal, shown, send, sendTyped }: { legal: string[]; shown: string[]; send: (notation: string) => void; sendTyped: (text: string) => void }) {
  const [text, setText] = useState("");
  const hints = shown.length === legal.length ? shown : [];
  return (
    <form
      class="notation"
      onSubmit={(e) => {
        e.preventDefault();
        const typed = text.trim();
        if (!typed) return;
        const notation = matchTyped(typed, hints, legal);
        if (notation !== null) send(notation);
        else sendTyped(typed);
        setText("");
      }}
    >
      <label for="notation-input">{t("notation.label")}</label>
      <input
        id="notation-input"
        name="notation"
        list="legal-moves"
        autocomplete="off"
        spellcheck={false}
        placeholder={hints[0] ? t("notation.example", { move: hints[0] }) : t("notation.placeholder")}
        value={text}
        onInput={(e) => setText((e.target as HTMLInputElement).value)}
        aria-describedby="notation-help"
      />
      <datalist id="legal-moves">
        {hints.slice(0, 300).map((a) => (
          <option value={a} />
        ))}
      </datalist>
      <small id="notation-help">{legal.length ? t("notation.help", { n: legal.length }) : t("notation.notYours")}</small>
    </form>
  );
}

/** Whether a result is a draw: every player is among the winners. */
export function isDraw(winners: number[], players: number): boolean {
  return players > 1 && winners.length === players;
}

/** The game-over headline: who won, in words; a tie between everyone is a draw. */
export function resultHeadline(winners: number[], players: number, mySeat: number | null, names: string[]): string {
  const name = (w: number) => names[w] ?? t("seat.n", { n: w + 1 });
  if (winners.length === 0) return t("result.over");
  if (isDraw(winners, players)) return t("result.draw");
  if (mySeat !== null && winners.includes(mySeat)) {
    const others = winners.filter((w) => w !== mySeat).map(name);
    return others.length ? t("result.youShare", { names: listing(others) }) : t("result.youWin");
  }
  return winners.length === 1 ? t("result.wins", { name: name(winners[0]) }) : t("result.share", { names: listing(winners.map(name)) });
}

/** The end-of-game score table, best first: each player's columns of the game's own breakdown,
 * the score and the result (the game over panel and a lesson's last step both show it). */
export function ScoreBreakdown({ view, names, seat, winners }: { view: View; names: string[]; seat: number | null; winners: number[] }) {
  const scores: number[] = Array.isArray(view.scores) ? view.scores : [];
  const order = scores.map((_, s) => s).sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
  const draw = isDraw(winners, scores.length);
  const breakdown = gameClient(view.game)?.breakdown?.(view) ?? null;
  return (
    <div class="table-scroll">
      <table data-testid="score-breakdown">
        <thead>
          <tr>
            <th>{t("score.player")}</th>
            <th>{t("score.result")}</th>
            <th>{t("score.score")}</th>
            {breakdown?.columns.map((c) => (
              <th>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.map((s) => (
            <tr class={winners.includes(s) && !draw ? "winner" : ""}>
              <td>
                {names[s] ?? t("seat.n", { n: s + 1 })}
                {s === seat ? t("seats.you") : ""}
              </td>
              {/* the result and the score next to the name: on a phone the details after
                  them may scroll */}
              <td>{draw ? t("score.draw") : winners.includes(s) ? (winners.length > 1 ? t("score.shares") : t("score.winner")) : ""}</td>
              <td>{scores[s]}</td>
              {breakdown?.columns.map((_, k) => (
                <td>{breakdown.rows[s]?.[k] ?? ""}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface RatingChange {
  seat: number;
  before: number;
  after: number;
}

/** Each player's rating before and after a rated game ("Ann 1500 → 1512, +12"). */
function RatingChanges({ tableId, names, mySeat }: { tableId: string; names: string[]; mySeat: number | null }) {
  const [changes, setChanges] = useState<RatingChange[] | null>(null);
  useEffect(() => {
    let live = true;
    void request<RatingChange[]>("GET", `/api/tables/${tableId}/rating-changes`)
      .then((c) => live && setChanges(c))
      .catch(() => live && setChanges([]));
    return () => {
      live = false;
    };
  }, [tableId]);
  if (changes === null) return null;
  if (changes.length === 0) return <p class="hint" data-testid="rating-changes">{t("rating.none")}</p>;
  return (
    <ul class="rating-changes" data-testid="rating-changes" aria-label={t("rating.aria")}>
      {changes.map((c) => {
        const delta = c.after - c.before;
        const who = c.seat === mySeat ? t("rating.yours") : (names[c.seat] ?? t("seat.n", { n: c.seat + 1 }));
        return (
          <li>
            {who}: {c.before} → {c.after} ({delta >= 0 ? `+${delta}` : `−${-delta}`})
          </li>
        );
      })}
    </ul>
  );
}

export function GameOver({
  view,
  names,
  mySeat,
  tableId,
  onRematch,
  rematchId,
  result,
  told,
  rated,
}: {
  /** How the game ended (the server's result): its winners and its reason in words. */
  result?: GameResult | null;
  /** The result in words for this reader, as the server tells every result. */
  told?: string | null;
  /** A rated table: the end shows each player's rating change. */
  rated?: boolean;
  view: View;
  names: string[];
  mySeat: number | null;
  tableId: string;
  onRematch: () => void;
  rematchId: string | null;
}) {
  const scores: number[] = view.scores ?? [];
  const winners: number[] = Array.isArray(result?.winners) ? result!.winners! : Array.isArray(view.winners) ? view.winners : [];
  const headline = told ?? resultHeadline(winners, scores.length, mySeat, names);
  return (
    <section class="game-over" data-testid="game-over" role="dialog" aria-labelledby="game-over-title">
      <h2 id="game-over-title">{t("over.title")}</h2>
      <p class="result-told" data-testid="result-told">
        {headline}
      </p>
      {rated && <RatingChanges tableId={tableId} names={names} mySeat={mySeat} />}
      <ScoreBreakdown view={view} names={names} seat={mySeat} winners={winners} />
      <div class="row">
        {mySeat !== null && (
          <button class="primary" onClick={onRematch} data-rematch>
            {rematchId ? t("over.joinRematch") : t("over.rematch")}
          </button>
        )}
        <a class="button" href={`/replay/${tableId}`}>
          {t("over.replay")}
        </a>
        <a class="button" href={`/replay/${tableId}#review`} data-review-link>
          {t("over.review")}
        </a>
        <a
          class="button"
          href={`/api/tables/${tableId}/record`}
          download={`seaboard-${tableId}.json`}
          onClick={(e) => {
            e.preventDefault(); // fetched with the token: a private table's record is its players'
            void downloadRecord(tableId).catch(() => undefined);
          }}
        >
          {t("over.download")}
        </a>
        <a class="button" href="/">
          {t("over.lobby")}
        </a>
      </div>
    </section>
  );
}

export function RulesDrawer({ game, onClose }: { game: string; onClose: () => void }) {
  const [guide, setGuide] = useState<{ title: string; text: string } | null>(null);
  const [rules, setRules] = useState<{ title: string; text: string } | null>(null);
  const [full, setFull] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // the guide for players first; the full rules (options, notation, rulings) on request
    api
      .guide(game)
      .then(setGuide)
      .catch(() => setFull(true));
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [game]);
  useEffect(() => {
    if (!full || rules) return;
    api
      .rules(game)
      .then(setRules)
      .catch((e) => setError(e instanceof Error ? e.message : String(e)));
  }, [full, game]);
  const shown = full ? rules : guide;
  const title = guide?.title ?? rules?.title;
  return (
    <aside class="drawer" role="dialog" aria-label={t("rules.aria")} aria-modal="false">
      <div class="drawer-head">
        <h2>{t("rules.title", { title: title ?? "none" })}</h2>
        <button ref={closeRef} onClick={onClose} aria-label={t("rules.close")}>
          ✕
        </button>
      </div>
      <div class="drawer-picture">{title && <GamePicture name={game} title={title} />}</div>
      <p class="learn-link">
        {tx("rules.learn", {
          link: (
            <a href={`/learn/${game}`} data-learn={game}>
              {t("rules.learnLink")}
            </a>
          ),
        })}
      </p>
      {guide && (
        <p class="row">
          <button onClick={() => setFull(!full)} aria-pressed={full} data-full-rules>
            {full ? t("rules.short") : t("rules.full")}
          </button>
        </p>
      )}
      {error && <p class="error">{error}</p>}
      {shown ? <Markdown text={shown.text} /> : !error && <p>{t("common.loading")}</p>}
    </aside>
  );
}
