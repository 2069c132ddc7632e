// Replays: a finished table (or a dropped record file) stepped through, from any seat.
import { useEffect, useState } from "preact/hooks";
import { api, type JsonText } from "../api";
import type { ActionData, ReplayData, ReplaySeat, ReviewData } from "../types";
import { ReviewChart, SEAT_COLOURS } from "../components/ReviewChart";
import { Board } from "../components/GameBoard";
import { RecordFilePicker, readRecordFile, recordDrop } from "../components/RecordFile";
import { nextTurn, nextTurnOf, previousTurn } from "./replaySteps";
import { formatNumber, t, tx, type MessageKey } from "../i18n";

const SPEEDS: [number, MessageKey][] = [
  [2000, "replay.slow"],
  [900, "replay.normal"],
  [350, "replay.fast"],
];

/** Player names for a replay: the seats' names as the server sent them with the replay
 * (`display_name`), with the role beside a name where the game's roles mean something. */
export function replayNames(count: number, seats: ReplaySeat[] | null | undefined, roles: (string | undefined)[]): string[] {
  return Array.from({ length: count }, (_, s) => {
    const name = seats?.find((x) => x.seat === s)?.display_name ?? null;
    const role = roles[s];
    if (name && role && role.toLowerCase() !== name.toLowerCase()) return t("replay.nameRole", { name, role });
    return name || role || t("seat.n", { n: s + 1 });
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
  // the roles as the server told them in the reader's language; the view's own (English) names only for an old record
  const roles = Array.from({ length: players }, (_, s) => data.seats?.find((x) => x.seat === s)?.role ?? current?.view?.players?.[s]?.name);
  const names = replayNames(players, data.seats, roles);
  const mover = movers[Math.min(step, max)];
  const followed = typeof data.seat === "number" ? data.seat : mover;
  return (
    <div class="replay" data-seen-by={data.seat === null || data.seat === undefined ? "" : String(data.seat)}>
      <div class="replay-controls">
        <label for="replay-seat">{t("replay.seenBy")}</label>
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
          <option value="">{t("replay.spectator")}</option>
          {names.map((n, s) => (
            <option value={String(s)}>{n}</option>
          ))}
        </select>
      </div>
      <div class="replay-controls" role="toolbar" aria-label={t("replay.steps")}>
        <button onClick={() => go(0)} aria-label={t("replay.firstAria")} title={t("replay.firstTitle")}>
          {t("replay.start")}
        </button>
        <button onClick={() => go(previousTurn(movers, step))} aria-label={t("replay.prevTurnAria")} title={t("replay.prevTurnTitle")} data-replay="previous-turn">
          {t("replay.prevTurn")}
        </button>
        <button onClick={() => go(step - 1)} aria-label={t("replay.prevStepAria")} title={t("replay.prevStepTitle")}>
          {t("replay.prevStep")}
        </button>
        <button class="primary" onClick={() => setPlaying(!playing)} aria-pressed={playing} data-replay="autoplay">
          {playing ? t("replay.pause") : t("replay.play")}
        </button>
        <button onClick={() => go(step + 1)} aria-label={t("replay.nextStepAria")} title={t("replay.nextStepTitle")} data-replay="next-step">
          {t("replay.nextStep")}
        </button>
        <button onClick={() => go(nextTurn(movers, step))} aria-label={t("replay.nextTurnAria")} title={t("replay.nextTurnTitle")} data-replay="next-turn">
          {t("replay.nextTurn")}
        </button>
        {followed !== null && followed !== undefined && (
          <button onClick={() => go(nextTurnOf(movers, step, followed))} data-replay="next-turn-of">
            {t("replay.nextTurnOf", { name: names[followed] ?? t("seat.n", { n: followed + 1 }) })}
          </button>
        )}
        <button onClick={() => go(max)} aria-label={t("replay.lastAria")} title={t("replay.lastTitle")}>
          {t("replay.end")}
        </button>
      </div>
      <div class="replay-controls">
        <input type="range" min={0} max={max} value={step} aria-label={t("replay.step")} onInput={(e) => go(Number((e.target as HTMLInputElement).value))} />
        <span data-testid="replay-step">
          {t("replay.stepOf", { step, max })}
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
          <label for="replay-jump">{t("replay.goTo")}</label>{" "}
          <input id="replay-jump" name="jump" type="number" min={0} max={max} value={jump} onInput={(e) => setJump((e.target as HTMLInputElement).value)} style={{ width: "5.5rem" }} />{" "}
          <button type="submit">{t("replay.go")}</button>
        </form>
        <label for="replay-speed">{t("replay.speed")}</label>
        <select id="replay-speed" value={String(speed)} onChange={(e) => setSpeed(Number((e.target as HTMLSelectElement).value))}>
          {SPEEDS.map(([ms, words]) => (
            <option value={String(ms)}>{t(words)}</option>
          ))}
        </select>
      </div>
      {review?.status === "done" && <ReviewSummary review={review} names={names} step={Math.min(step, max)} go={go} />}
      <p class="replay-who" data-testid="replay-who">
        {current?.view?.game_over ? t("result.over") : mover !== null && mover !== undefined ? t("replay.toMove", { name: names[mover] ?? t("seat.n", { n: mover + 1 }) }) : ""}
      </p>
      {error && <p class="error">{error}</p>}
      <p class="last-line" aria-live="polite">
        {current?.last ? current.last.text || current.last.shown : t("replay.start2")}
        {current?.last?.shown && (
          <details class="notation-peek">
            <summary>{t("replay.asTyped")}</summary>
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
  const pct = (c: number) => formatNumber(Math.round(c * 100) / 100, { style: "percent" });
  return (
    <section class="review" aria-label={t("review.aria")} data-testid="review">
      <ReviewChart review={review} names={names} current={step} onPick={go} />
      <ul class="review-seats">
        {review.seats.map((s) => (
          <li style={{ color: SEAT_COLOURS[s.seat % SEAT_COLOURS.length] }} data-review-seat={s.seat}>
            <strong>{names[s.seat] ?? t("seat.n", { n: s.seat + 1 })}</strong>:{" "}
            {t("review.seat", { accuracy: Math.round(s.accuracy), inaccuracy: s.marks.inaccuracy, mistake: s.marks.mistake, blunder: s.marks.blunder })}
          </li>
        ))}
      </ul>
      {move && (
        <p class="review-move" data-testid="review-move">
          {t("review.chance", { name: names[move.seat] ?? t("seat.n", { n: move.seat + 1 }), before: pct(move.chance_before), after: pct(move.chance_after), mark: move.mark ?? "none" })}
          {move.best !== move.action && (
            <>
              {" "}
              {tx("review.better", { chance: pct(move.best_chance), best: <strong data-testid="review-best">{move.best_text || move.best_shown || move.best}</strong> })}
              {move.best_text ? "." : ""}
              {move.best_text && move.best_shown && (
                <details class="notation-peek">
                  <summary>{t("replay.asTyped")}</summary>
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
          {t("review.ask")}
        </button>
      ) : (
        <p role="status" data-testid="review-progress">
          {review.status === "queued" ? t("review.queued", { position: String(review.position) }) : t("review.running", { percent: Math.round(review.progress * 100) })}{" "}
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
    document.title = t("replay.tabTitle");
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
      <h1>{t("replay.title", { title: data?.title || "none" })}</h1>
      <p class="hint">{tx("replay.hint", { picker: <RecordFilePicker label={t("replay.chooseOne")} onFile={openFile} /> })}</p>
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
