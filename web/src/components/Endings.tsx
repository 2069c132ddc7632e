// Ending a game from the table: resign, offer/accept/decline a draw, abandon, claim the win,
// take one's seat back from a bot; ask for and answer a take-back (TakebackRequest). The server decides; these buttons only ask (docs/server.md).
import { useState } from "preact/hooks";
import { api } from "../api";
import type { SeatInfo } from "../types";
import { takebackWords } from "../words";
import { t } from "../i18n";

/** Whether someone other than you (a person, not a bot) holds a seat. */
export function othersSeated(seats: SeatInfo[], mySeat: number | null): boolean {
  return seats.some((s) => s.seat !== mySeat && Boolean(s.name) && !s.bot);
}

export function EndingButtons({
  tableId,
  status,
  mySeat,
  seats,
  players,
  drawOffer,
  names,
  onError,
}: {
  tableId: string;
  status: string | undefined;
  mySeat: number | null;
  seats: SeatInfo[];
  players: number;
  drawOffer: number | null | undefined;
  names: string[];
  onError: (message: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  if (mySeat === null || (status !== "playing" && status !== "open")) return null;
  const mine = seats.find((s) => s.seat === mySeat);
  const ask = async (what: string) => {
    setConfirming(false);
    try {
      await api.ending(tableId, what);
    } catch (e) {
      onError(e instanceof Error ? e.message : String(e));
    }
  };
  // before the start only one way out applies: leaving (Table.tsx) while another person sits
  // here, abandoning (the table ends) while you are its only person
  if (status === "open" && othersSeated(seats, mySeat)) return null;
  if (status === "open")
    return (
      <div class="endings" aria-label={t("end.aria")}>
        <button onClick={() => ask("abandon")} data-ending="abandon">
          {t("end.abandon")}
        </button>
      </div>
    );
  if (mine?.takeover === "resign") return <p class="endings">{t("end.resigned")}</p>;
  const other = players === 2 ? seats.find((s) => s.seat !== mySeat) : undefined; // a bot's own seat has no name: no draw to offer it
  const theirOffer = drawOffer !== null && drawOffer !== undefined && drawOffer !== mySeat;
  return (
    <div class="endings" aria-label={t("end.aria")}>
      {mine?.bot && (mine.takeover === "timeout" || mine.takeover === "zombie") && (
        <p class="reclaim">
          {mine.takeover === "timeout" ? t("end.botTimeout") : t("end.botAway")}{" "}
          <button class="primary" onClick={() => ask("reclaim")} data-ending="reclaim">
            {t("end.reclaim")}
          </button>
        </p>
      )}
      {theirOffer && (
        <p class="draw-offer" role="status">
          {t("end.offer", { name: names[drawOffer] ?? t("end.opponent") })}{" "}
          <button class="primary" onClick={() => ask("draw")} data-ending="accept">
            {t("end.accept")}
          </button>{" "}
          <button onClick={() => ask("draw/decline")} data-ending="decline">
            {t("end.decline")}
          </button>
        </p>
      )}
      {players === 2 && !theirOffer && other?.name && (
        <button onClick={() => ask("draw")} disabled={drawOffer === mySeat} data-ending="draw">
          {drawOffer === mySeat ? t("end.drawOffered") : t("end.offerDraw")}
        </button>
      )}
      {other?.takeover === "zombie" && (
        <button onClick={() => ask("claim")} data-ending="claim">
          {t("end.claim", { name: names[other.seat] })}
        </button>
      )}
      {confirming ? (
        <span>
          {t("end.resignAsk")}{" "}
          <button class="danger" onClick={() => ask("resign")} data-ending="resign-yes">
            {t("end.resignYes")}
          </button>{" "}
          <button onClick={() => setConfirming(false)}>{t("end.no")}</button>
        </span>
      ) : (
        <button onClick={() => setConfirming(true)} data-ending="resign">
          {t("end.resign")}
        </button>
      )}
    </div>
  );
}

/** A standing take-back request: Accept and Decline for a player asked, the wait for the asker. */
export function TakebackRequest({
  tableId,
  mySeat,
  takeback,
  names,
  onError,
}: {
  tableId: string;
  mySeat: number | null;
  takeback: { seat: number; waiting: number[] } | null | undefined;
  names: string[];
  onError: (message: string) => void;
}) {
  if (!takeback || mySeat === null) return null;
  const ask = async (what: string) => {
    try {
      await api.ending(tableId, what);
    } catch (e) {
      onError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <>
      {takeback.seat !== mySeat && takeback.waiting.includes(mySeat) ? (
        <p class="takeback-ask" role="status">
          {takebackWords(takeback, mySeat, names)}{" "}
          <button class="primary" onClick={() => ask("takeback/accept")} data-ending="takeback-accept">
            {t("end.takebackAccept")}
          </button>{" "}
          <button onClick={() => ask("takeback/decline")} data-ending="takeback-decline">
            {t("end.decline")}
          </button>
        </p>
      ) : (
        <p class="takeback-ask" role="status">
          {takebackWords(takeback, mySeat, names)}
        </p>
      )}
    </>
  );
}
