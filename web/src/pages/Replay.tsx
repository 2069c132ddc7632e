// Replays: a finished table (or a dropped record file) stepped through, from any seat.
import { useEffect, useState } from "preact/hooks";
import { api, type JsonText } from "../api";
import type { ActionData, ReplayData, ReplaySeat, ReviewData } from "../types";
import { ReviewChart, SEAT_COLOURS } from "../components/ReviewChart";
import { Board } from "../components/GameBoard";
import { RecordFilePicker, readRecordFile, recordDrop } from "../components/RecordFile";
import { nextTurn, nextTurnOf, previousTurn } from "./replaySteps";

const SPEEDS: [number, string][] = [
  [2000, "slow (2 s a step)"],
  [900, "normal (about 1 s a step)"],
  [350, "fast"],
];

/** Player names for a replay: the seats' names as the server sent them with the replay
 * (`display_name`), with the role beside a name where the game's roles mean something. */
export function replayNames(count: number, seats: ReplaySeat[] | null | undefined, roles: (string | undefined)[]): string[] {
  return Array.from({ length: count }, (_, s) => {
    const name = seats?.find((x) => x.seat === s)?.display_name ?? null;
    const role = roles[s];
    if (name && role && role.toLowerCase() !== name.toLowerCase()) return `${name} (${role})`;
    return name || role || `Seat ${s + 1}`;
  });
}

export function ReplayViewer({ initial, load, review }: { initial: ReplayData; load: (seat: number | null) => Promise<ReplayData>; review?: ReviewData | null }) {
  const [data, setData] = useState(initial);
  const [step, setStep] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(900);
  const [jump, setJump] = useState("");
  const steps = data.steps ?? [];
  const max = Math.max(0, steps.length - 1);
  const go = (k: number) => setStep(Math.max(0, Math.min(max, k)));
  const movers = steps.map((st) => (st.view?.game_over ? null : typeof st.view?.to_move === "number" ? st.view.to_move : null));
  useEffect(() => {
    if (!playing) return;
    if (step >= max) {
      setPlaying(false);
      return;
    }
    const timer = window.setTimeout(() => setStep((k) => Math.min(max, k + 1)), speed);
    return () => window.clearTimeout(timer);
  }, [playing, step, speed, max]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const tag = (e.target as HTMLElement)?.tagName;
      if (tag === "INPUT" && (e.target as HTMLInputElement).type !== "range") return;
      if (tag === "SELECT" || tag === "TEXTAREA") return;
      if (e.key === "ArrowRight") (e.preventDefault(), setStep((s) => Math.min(max, s + 1)));
      if (e.key === "ArrowLeft") (e.preventDefault(), setStep((s) => Math.max(0, s - 1)));
      if (e.key === "Home") setStep(0);
      if (e.key === "End") setStep(max);
      if (e.key === "PageDown") (e.preventDefault(), setStep((k) => nextTurn(movers, k)));
      if (e.key === "PageUp") (e.preventDefault(), setStep((k) => previousTurn(movers, k)));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [max]);
  const current = steps[Math.min(step, max)];
  const players = data.players ?? current?.view?.players?.length ?? 0;
  const names = replayNames(players, data.seats, Array.from({ length: players }, (_, s) => current?.view?.players?.[s]?.name));
  const mover = movers[Math.min(step, max)];
  const followed = typeof data.seat === "number" ? data.seat : mover;
  return (
    <div class="replay" data-seen-by={data.seat === null || data.seat === undefined ? "" : String(data.seat)}>
      <div class="replay-controls">
        <label for="replay-seat">Seen by</label>
        <select
          id="replay-seat"
          value={data.seat === null || data.seat === undefined ? "" : String(data.seat)}
          onChange={async (e) => {
            const raw = (e.target as HTMLSelectElement).value;
            try {
              setData(await load(raw === "" ? null : Number(raw)));
              setError(null);
            } catch (err) {
              setError(err instanceof Error ? err.message : String(err));
            }
          }}
        >
          <option value="">a spectator (public information)</option>
          {names.map((n, s) => (
            <option value={String(s)}>{n}</option>
          ))}
        </select>
      </div>
      <div class="replay-controls" role="toolbar" aria-label="Replay steps">
        <button onClick={() => go(0)} aria-label="First position" title="The start (Home)">
          « Start
        </button>
        <button onClick={() => go(previousTurn(movers, step))} aria-label="Previous turn" title="Previous turn (Page Up)" data-replay="previous-turn">
          ‹‹ Turn
        </button>
        <button onClick={() => go(step - 1)} aria-label="Previous step" title="Previous step (←)">
          ‹ Step
        </button>
        <button class="primary" onClick={() => setPlaying(!playing)} aria-pressed={playing} data-replay="autoplay">
          {playing ? "Pause" : "Play"}
        </button>
        <button onClick={() => go(step + 1)} aria-label="Next step" title="Next step (→)" data-replay="next-step">
          Step ›
        </button>
        <button onClick={() => go(nextTurn(movers, step))} aria-label="Next turn" title="Next turn (Page Down)" data-replay="next-turn">
          Turn ››
        </button>
        {followed !== null && followed !== undefined && (
          <button onClick={() => go(nextTurnOf(movers, step, followed))} data-replay="next-turn-of">
            {names[followed] ?? `Seat ${followed + 1}`}'s next turn
          </button>
        )}
        <button onClick={() => go(max)} aria-label="Last position" title="The end (End)">
          End »
        </button>
      </div>
      <div class="replay-controls">
        <input type="range" min={0} max={max} value={step} aria-label="Step" onInput={(e) => go(Number((e.target as HTMLInputElement).value))} />
        <span data-testid="replay-step">
          step {step} of {max}
        </span>
        <form
          class="jump"
          onSubmit={(e) => {
            e.preventDefault();
            const k = Number(jump);
            if (Number.isFinite(k)) go(Math.round(k));
            setJump("");
          }}
        >
          <label for="replay-jump">Go to step</label>{" "}
          <input id="replay-jump" name="jump" type="number" min={0} max={max} value={jump} onInput={(e) => setJump((e.target as HTMLInputElement).value)} style={{ width: "5.5rem" }} />{" "}
          <button type="submit">Go</button>
        </form>
        <label for="replay-speed">Speed</label>
        <select id="replay-speed" value={String(speed)} onChange={(e) => setSpeed(Number((e.target as HTMLSelectElement).value))}>
          {SPEEDS.map(([ms, words]) => (
            <option value={String(ms)}>{words}</option>
          ))}
        </select>
      </div>
      {review?.status === "done" && <ReviewSummary review={review} names={names} step={Math.min(step, max)} go={go} />}
      <p class="replay-who" data-testid="replay-who">
        {current?.view?.game_over ? "The game is over." : mover !== null && mover !== undefined ? `${names[mover] ?? `Seat ${mover + 1}`} to move.` : ""}
      </p>
      {error && <p class="error">{error}</p>}
      <p class="last-line" aria-live="polite">
        {current?.last ? current.last.text || current.last.shown : "The start of the game."}
        {current?.last?.shown && (
          <details class="notation-peek">
            <summary>as typed</summary>
            <code>{current.last.shown}</code>
          </details>
        )}
      </p>
      {step === max && (data.told ?? data.result?.text) && (
        <p class="replay-result" data-testid="replay-result">
          {data.told ?? data.result?.text}
        </p>
      )}
      {current && (
        <Board
          view={current.view}
          seat={typeof data.seat === "number" ? data.seat : null}
          actions={[]}
          lastData={current.last?.data ?? null}
          betterData={review?.status === "done" ? betterThan(review, Math.min(step, max)) : null}
          act={() => undefined}
          names={names}
        />
      )}
    </div>
  );
}

/** The data of the better action the review found for the move that led to `step` (null:
 * none better, or a review stored before it sent the data). */
export function betterThan(review: ReviewData, step: number): ActionData | null {
  const move = review.moves.find((m) => m.seq === step);
  if (!move || move.best === move.action || !move.best_data || !("kind" in move.best_data)) return null;
  return move.best_data;
}

/** The review's chart, each player's accuracy and marks, and what the search said of the
 * move that led to the current step. */
function ReviewSummary({ review, names, step, go }: { review: ReviewData; names: string[]; step: number; go: (k: number) => void }) {
  const move = review.moves.find((m) => m.seq === step);
  const pct = (c: number) => `${Math.round(c * 100)}%`;
  return (
    <section class="review" aria-label="Game review" data-testid="review">
      <ReviewChart review={review} names={names} current={step} onPick={go} />
      <ul class="review-seats">
        {review.seats.map((s) => (
          <li style={{ color: SEAT_COLOURS[s.seat % SEAT_COLOURS.length] }} data-review-seat={s.seat}>
            <strong>{names[s.seat] ?? `Seat ${s.seat + 1}`}</strong>: accuracy {Math.round(s.accuracy)} · {s.marks.inaccuracy} {s.marks.inaccuracy === 1 ? "inaccuracy" : "inaccuracies"} ·{" "}
            {s.marks.mistake} {s.marks.mistake === 1 ? "mistake" : "mistakes"} · {s.marks.blunder} {s.marks.blunder === 1 ? "blunder" : "blunders"}
          </li>
        ))}
      </ul>
      {move && (
        <p class="review-move" data-testid="review-move">
          {names[move.seat] ?? `Seat ${move.seat + 1}`}'s chance of winning: {pct(move.chance_before)} before this move, {pct(move.chance_after)} after
          {move.mark ? `: ${move.mark}` : ""}.
          {move.best !== move.action && (
            <>
              {" "}
              Better was, with {pct(move.best_chance)}: <strong data-testid="review-best">{move.best_text || move.best_shown || move.best}</strong>
              {move.best_text ? "." : ""}
              {move.best_text && move.best_shown && (
                <details class="notation-peek">
                  <summary>as typed</summary>
                  <code>{move.best_shown}</code>
                </details>
              )}
            </>
          )}
        </p>
      )}
    </section>
  );
}

/** "Review this game": asks for the review, shows its place in the queue and its progress. */
export function useReview(tableId: string | null): { review: ReviewData | null; ask: () => void; error: string | null } {
  const [review, setReview] = useState<ReviewData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    // Nothing is fetched before the player asks: a stored review comes back at once then.
    if (!tableId || !asked) return;
    let alive = true;
    let timer = 0;
    const poll = async (first: boolean) => {
      try {
        const answer = first ? await api.askReview(tableId) : await api.review(tableId);
        if (!alive) return;
        setReview(answer);
        setError(null);
        if (answer.status !== "done") timer = window.setTimeout(() => void poll(false), 1000);
      } catch (e) {
        if (!alive) return;
        setError(e instanceof Error ? e.message : String(e));
      }
    };
    void poll(true);
    return () => {
      alive = false;
      window.clearTimeout(timer);
    };
  }, [tableId, asked]);
  return { review, ask: () => setAsked(true), error };
}

function ReviewControls({ review, ask, error }: { review: ReviewData | null; ask: () => void; error: string | null }) {
  if (review?.status === "done") return null;
  return (
    <div class="replay-controls review-controls">
      {review === null ? (
        <button class="primary" onClick={ask} data-review-ask>
          Review this game
        </button>
      ) : (
        <p role="status" data-testid="review-progress">
          {review.status === "queued"
            ? `Review waiting: ${review.position === 1 ? "next" : `number ${review.position}`} in the queue.`
            : `Reviewing the game: ${Math.round(review.progress * 100)}% done.`}{" "}
          <progress max={1} value={review.progress} />
        </p>
      )}
      {error && <p class="error">{error}</p>}
    </div>
  );
}

export function ReplayPage({ tableId }: { tableId: string }) {
  const [data, setData] = useState<ReplayData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const [fileRecord, setFileRecord] = useState<JsonText | null>(null);
  const { review, ask, error: reviewError } = useReview(fileRecord ? null : tableId);
  useEffect(() => {
    if (window.location.hash === "#review") ask(); // from the game-over panel's button
  }, [tableId]);
  useEffect(() => {
    document.title = "Replay · Seaboard";
    api
      .replay(tableId, null)
      .then(setData)
      .catch((e) => setError(e instanceof Error ? e.message : String(e)));
  }, [tableId]);
  const openFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const record = await readRecordFile(file);
      const replay = await api.replayRecord(record, null);
      setFileRecord(record);
      setData(replay);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <div class={`page replay-page ${over ? "over" : ""}`} {...recordDrop(setOver, openFile)}>
      <h1>Replay{data?.title ? `: ${data.title}` : ""}</h1>
      <p class="hint">
        Arrow keys step through the game, Page Up and Page Down by whole turns. Drop a record file anywhere on this page to replay it instead, or{" "}
        <RecordFilePicker label="choose one" onFile={openFile} />
        .
      </p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {data && !fileRecord && <ReviewControls review={review} ask={ask} error={reviewError} />}
      {data && (
        <ReplayViewer
          key={fileRecord ? "file" : tableId}
          review={fileRecord ? null : review}
          initial={data}
          load={(seat) => (fileRecord ? api.replayRecord(fileRecord, seat) : api.replay(tableId, seat))}
        />
      )}
    </div>
  );
}
