// A game card's Quick play button: wait in the queue (with a cancel), then go to the table.
import { useEffect, useRef, useState } from "preact/hooks";
import { ensureIdentity } from "../api";
import { ratingsApi } from "../ratings";
import { navigate } from "../router";

const POLL_MS = 1000;
const BOTS_AFTER = 60; // seconds before a bot of about your rating may fill the table

export function QuickPlay({ game, title, players }: { game: string; title: string; players: number }) {
  const [waiting, setWaiting] = useState(false);
  const [bots, setBots] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | null>(null);
  const stop = () => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);
  const poll = () => {
    stop();
    timer.current = window.setInterval(async () => {
      try {
        const now = await ratingsApi.quickStatus();
        if (now.status === "seated" && now.table_id) {
          stop();
          navigate(`/tables/${now.table_id}`);
        }
      } catch (e) {
        stop();
        setWaiting(false);
        setError(e instanceof Error ? e.message : String(e));
      }
    }, POLL_MS);
  };
  const start = async () => {
    setError(null);
    try {
      await ensureIdentity();
      await ratingsApi.quickJoin(game, players, bots ? BOTS_AFTER : null);
      setWaiting(true);
      poll();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const cancel = async () => {
    stop();
    try {
      await ratingsApi.quickLeave();
    } finally {
      setWaiting(false);
    }
  };
  return (
    <div class="quickplay" data-quickplay-box={game}>
      {waiting ? (
        <p class="waiting" role="status" data-quickplay-waiting={game}>
          Looking for a game of {title} for {players} players…{" "}
          <button onClick={cancel} data-quickplay-cancel={game}>
            Cancel
          </button>
        </p>
      ) : (
        <div class="row">
          <button onClick={start} data-quickplay={game} aria-label={`Quick play ${title}: find an opponent of your level`}>
            Quick play
          </button>
          <label>
            <input type="checkbox" checked={bots} onChange={(e) => setBots((e.target as HTMLInputElement).checked)} /> a bot
            may fill in after a minute
          </label>
        </div>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
