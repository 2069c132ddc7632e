// Replays: a finished table (or a dropped record file) stepped through, from any seat.
import { useEffect, useState } from "preact/hooks";
import { api, JsonText } from "../api";
import type { ReplayData } from "../types";
import { Board } from "../components/GameBoard";

/** A dropped record file's text, checked to be JSON and then sent to the server as it is
 * (its seed is too large for a JavaScript number: the client never reads it). */
export async function readRecordFile(file: File): Promise<JsonText> {
  const text = await file.text();
  try {
    JSON.parse(text);
  } catch {
    throw new Error(`${file.name} is not a JSON record file.`);
  }
  return new JsonText(text);
}

export function ReplayViewer({ initial, load }: { initial: ReplayData; load: (seat: number | null) => Promise<ReplayData> }) {
  const [data, setData] = useState(initial);
  const [step, setStep] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const steps = data.steps ?? [];
  const max = Math.max(0, steps.length - 1);
  const go = (k: number) => setStep(Math.max(0, Math.min(max, k)));
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const tag = (e.target as HTMLElement)?.tagName;
      if (tag === "INPUT" && (e.target as HTMLInputElement).type !== "range") return;
      if (tag === "SELECT" || tag === "TEXTAREA") return;
      if (e.key === "ArrowRight") (e.preventDefault(), setStep((s) => Math.min(max, s + 1)));
      if (e.key === "ArrowLeft") (e.preventDefault(), setStep((s) => Math.max(0, s - 1)));
      if (e.key === "Home") setStep(0);
      if (e.key === "End") setStep(max);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [max]);
  const current = steps[Math.min(step, max)];
  const players = data.players ?? current?.view?.players?.length ?? 0;
  const names = Array.from({ length: players }, (_, s) => current?.view?.players?.[s]?.name ?? `Seat ${s + 1}`);
  return (
    <div class="replay">
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
        <button onClick={() => go(0)} aria-label="First position">
          «
        </button>
        <button onClick={() => go(step - 1)} aria-label="Previous step">
          ◀
        </button>
        <input type="range" min={0} max={max} value={step} aria-label="Step" onInput={(e) => go(Number((e.target as HTMLInputElement).value))} />
        <button onClick={() => go(step + 1)} aria-label="Next step">
          ▶
        </button>
        <button onClick={() => go(max)} aria-label="Last position">
          »
        </button>
        <span data-testid="replay-step">
          step {step} of {max}
        </span>
      </div>
      {error && <p class="error">{error}</p>}
      <p class="last-line" aria-live="polite">
        {current?.last ? current.last.text || current.last.action : "The start of the game."}
        {current?.last && <code title="notation"> {current.last.action}</code>}
      </p>
      {step === max && data.result?.text && (
        <p class="replay-result" data-testid="replay-result">
          {data.result.text}
        </p>
      )}
      {current && <Board view={current.view} seat={typeof data.seat === "number" ? data.seat : null} legal={[]} lastAction={current.last?.action ?? null} act={() => undefined} names={names} />}
    </div>
  );
}

export function ReplayPage({ tableId }: { tableId: string }) {
  const [data, setData] = useState<ReplayData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const [fileRecord, setFileRecord] = useState<JsonText | null>(null);
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
    <div
      class={`page replay-page ${over ? "over" : ""}`}
      onDragOver={(e) => (e.preventDefault(), setOver(true))}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        openFile(e.dataTransfer?.files?.[0]);
      }}
    >
      <h1>Replay{data?.title ? `: ${data.title}` : ""}</h1>
      <p class="hint">
        Arrow keys step through the game. Drop a record file anywhere on this page to replay it instead, or{" "}
        <label class="file">
          choose one
          <input type="file" accept=".json,application/json" onChange={(e) => openFile((e.target as HTMLInputElement).files?.[0])} />
        </label>
        .
      </p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {data && (
        <ReplayViewer
          key={fileRecord ? "file" : tableId}
          initial={data}
          load={(seat) => (fileRecord ? api.replayRecord(fileRecord, seat) : api.replay(tableId, seat))}
        />
      )}
    </div>
  );
}
