// A game card's Quick play button: wait in the queue (with a cancel), then go to the table.
import { useEffect, useRef, useState } from "preact/hooks";
import { ensureIdentity } from "../api";
import { ratingsApi } from "../ratings";
import { navigate } from "../router";
import { t } from "../i18n";

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
          {t("quick.looking", { title, players })}{" "}
          <button onClick={cancel} data-quickplay-cancel={game}>
            {t("common.cancel")}
          </button>
        </p>
      ) : (
        <div class="row">
          <button onClick={start} data-quickplay={game} aria-label={t("quick.aria", { title })}>
            {t("quick.button")}
          </button>
          <label>
            <input type="checkbox" checked={bots} onChange={(e) => setBots((e.target as HTMLInputElement).checked)} /> {t("quick.bots")}
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
