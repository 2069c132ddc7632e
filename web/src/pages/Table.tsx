// A table: the board, seats, clocks, log, chat, game over, rules; one websocket.
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { TableRatings } from "../components/TableRatings";
import { api, ApiError, ensureIdentity, forgetIdentityCache, TOKEN_KEY } from "../api";
import { NotFound } from "./NotFound";
import { TableSocket } from "../socket";
import type { ChatMessage, LogEvent, SeatInfo, StateMessage, TableInfo } from "../types";
import { Board } from "../components/GameBoard";
import { legalActions } from "../boardkit/actions";
import { ActionLog, Chat, GameOver, NotationBox, RulesDrawer, Seats, clockLeft, turnLeft, useNow } from "../components/TableParts";
import { navigate } from "../router";
import { EndingButtons, TakebackRequest, othersSeated } from "../components/Endings";
import { ClockLine } from "../components/ClockLine";
import { useTurnNotice } from "../notify";
import { choose, heldQuestion, loadConfirm, saveConfirm, stillPending, type Pending } from "../confirm";
import { gameClient } from "../games";
import { t, tx } from "../i18n";

const storage = (): Storage | undefined => (typeof localStorage === "undefined" ? undefined : localStorage);

/** Each seat's name as the server made it (`display_name`); an open seat by its role. */
export function seatNames(seats: SeatInfo[], view: { players?: { name?: string }[] } | null, count: number): string[] {
  return Array.from({ length: count }, (_, s) => {
    const info = seats.find((x) => x.seat === s);
    return info?.display_name ?? info?.role ?? view?.players?.[s]?.name ?? t("seat.n", { n: s + 1 });
  });
}

/** The `seat` message in words: the server's sentence, or ours if it sent none. */
export function seatNoticeWords(seat: number | null, words: string): string {
  if (words.trim()) return words;
  return seat === null ? t("table.watching") : t("table.seated", { n: seat + 1 });
}

/** Whose turn it is, in words. */
export function turnWords(view: any, names: string[], mySeat: number | null, status: string | undefined, told?: string | null, paused?: boolean): string {
  if (!view) return t("table.connecting");
  if (view.game_over || status === "over") return told ?? t("result.over");
  if (paused) return t("table.paused");
  if (status === "open") return t("table.waitingOpen");
  const mover = view.to_move;
  if (mover === null || mover === undefined) return t("table.waiting");
  const rawRole = view.players?.[mover]?.name;
  // "Player 2" is no role: only real ones (Water, Land, Sea) are named beside the player
  const role = typeof rawRole === "string" && !/^(player|seat) \d+$/i.test(rawRole) ? rawRole : undefined;
  if (mover === mySeat) return t("table.yourTurn", { role: role ?? "none" });
  return t("table.toMove", { name: names[mover] ?? t("seat.n", { n: mover + 1 }), role: role && role !== names[mover] ? role : "none" });
}

function mergeEvents(list: LogEvent[], more: LogEvent[]): LogEvent[] {
  const bySeq = new Map<number, LogEvent>();
  for (const e of [...list, ...more]) bySeq.set(e.seq, e);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

export function TablePage({ tableId }: { tableId: string }) {
  const [info, setInfo] = useState<TableInfo | null>(null);
  const [state, setState] = useState<StateMessage | null>(null);
  const [receivedAt, setReceivedAt] = useState(Date.now());
  const [events, setEvents] = useState<LogEvent[]>([]);
  const [chat, setChat] = useState<ChatMessage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null); // a notice in words, beside the errors
  const [signedOut, setSignedOut] = useState(false);
  const [fatal, setFatal] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [connected, setConnected] = useState(true);
  const [everConnected, setEverConnected] = useState(false);
  const [rematchId, setRematchId] = useState<string | null>(null);
  const [rules, setRules] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [presence, setPresence] = useState<SeatInfo[] | null>(null);
  const [confirmMoves, setConfirmMoves] = useState(() => loadConfirm(storage()));
  const [held, setHeld] = useState<Pending | null>(null); // a move waiting for Confirm
  const socket = useRef<TableSocket | null>(null);
  const statesSeen = useRef(0);

  useEffect(() => {
    api
      .table(tableId)
      .then((table) => {
        setInfo(table);
        document.title = t("table.tabTitle", { title: table.title ?? table.game });
      })
      .catch((e) => (e instanceof ApiError && e.status === 404 ? setMissing(true) : setFatal(e instanceof Error ? e.message : String(e))));
  }, [tableId, generation]);

  useEffect(() => {
    let live = true;
    let sock: TableSocket | null = null;
    ensureIdentity()
      .catch(() => null)
      .then(() => {
        if (!live) return;
        sock = new TableSocket(tableId, localStorage.getItem(TOKEN_KEY), {
          state: (message) => {
            statesSeen.current += 1;
            setState(message);
            setPresence(null);
            setReceivedAt(Date.now());
            const last = message.last;
            if (last && message.seq > 0) setEvents((list) => mergeEvents(list, [{ ...last, seq: message.seq }]));
          },
          log: (more) => setEvents((list) => mergeEvents(list, more)),
          chat: (message) => setChat((list) => [...list, message]),
          error: (message) => setError(message),
          rematch: (id) => setRematchId(id),
          presence: (seats) => setPresence(seats),
          seat: (seat, words) => {
            setNote(seatNoticeWords(seat, words));
            // the seat list as it is now (the state that follows brings it too)
            const seen = statesSeen.current;
            api
              .table(tableId)
              .then((table) => {
                if (!live) return;
                setInfo(table);
                if (statesSeen.current === seen) setPresence(table.seats);
              })
              .catch(() => undefined);
          },
          signedOut: () => {
            forgetIdentityCache();
            setSignedOut(true);
            setConnected(false);
          },
          connection: (up) => {
            setConnected(up);
            if (up) setEverConnected(true);
          },
        });
        socket.current = sock;
        sock.connect();
      });
    return () => {
      live = false;
      sock?.close();
      socket.current = null;
    };
  }, [tableId, generation]);

  useEffect(() => {
    if (!error) return;
    const timer = window.setTimeout(() => setError(null), 6000);
    return () => window.clearTimeout(timer);
  }, [error]);
  useEffect(() => {
    if (!note) return;
    const timer = window.setTimeout(() => setNote(null), 10000);
    return () => window.clearTimeout(timer);
  }, [note]);

  // the table's status changes (a seat filled, the game ended): refresh its description
  const status = state?.status ?? info?.status;
  useEffect(() => {
    if (state?.status && info && state.status !== info.status) api.table(tableId).then(setInfo).catch(() => undefined);
  }, [state?.status]);

  const view = state?.view ?? null;
  const mySeat = state ? state.seat : null;
  const seats: SeatInfo[] = presence ?? state?.seats ?? info?.seats ?? [];
  const count = view?.players?.length ?? info?.players ?? seats.length;
  const names = useMemo(() => seatNames(seats, view, count), [JSON.stringify(seats), count, view?.players?.length]);
  const over = status === "over" || Boolean(view?.game_over); // ended by the rules, or by resign, draw, time...
  const legal: string[] = mySeat !== null && view && !over && Array.isArray(view.legal) ? view.legal : [];
  const now = useNow(Boolean(state?.clocks?.turn_deadline) || (state?.clocks?.running !== null && state?.clocks?.running !== undefined));
  const turnMs = turnLeft(state?.clocks, receivedAt, now);
  const myClock = mySeat !== null ? clockLeft(state?.clocks, mySeat, receivedAt, now) : null;

  // the tab's title says when it is this seat's turn
  const myTurn = legal.length > 0;
  useEffect(() => {
    const base = t("table.tabTitle", { title: info?.title ?? view?.game ?? t("table.table") });
    document.title = over ? t("table.tabOver", { base }) : myTurn ? t("table.tabTurn", { base }) : base;
  }, [myTurn, over, info?.title]);
  useTurnNotice(myTurn, info?.title ?? view?.game ?? "Seaboard", Boolean(info?.turn_days));

  const shown: string[] = legal.length && Array.isArray(state?.shown) ? state!.shown : [];
  const send = (action: string, typed: boolean) => {
    setError(null);
    if (!socket.current?.act(action, typed)) setError(signedOut ? t("table.signedOutSend") : t("table.notConnected"));
  };
  const pending = stillPending(held, state?.seq);
  // with move confirmation on, the first click holds the move; a second click or Confirm sends it
  const act = (action: string, typed = false) => {
    const step = choose(confirmMoves, pending, action, typed, state?.seq ?? -1);
    setHeld(step.pending);
    if (step.send) send(step.send.action, step.send.typed);
  };
  const describe = gameClient(view?.game)?.describe;
  const question = pending
    ? heldQuestion(pending, legal, shown, Array.isArray(view?.legal_data) ? view.legal_data : [], describe && view ? (d) => describe(d, view, names) : null)
    : null;
  const takeBack = async () => {
    try {
      await api.ending(tableId, "takeback");
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const join = async (seat?: number) => {
    try {
      await ensureIdentity();
      await api.join(tableId, seat);
      setGeneration((g) => g + 1);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const rematch = async () => {
    try {
      const made = await api.rematch(tableId);
      navigate(`/tables/${made.table_id}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  if (missing) return <NotFound what={t("table.missing")} />;
  if (fatal)
    return (
      <div class="page">
        <p class="error" role="alert">
          {fatal}
        </p>
        <p>
          <a href="/">{t("over.lobby")}</a>
        </p>
      </div>
    );

  const openSeats = seats.filter((s) => !s.name && !s.bot);
  const inviteUrl = `${location.origin}/tables/${tableId}`;
  const gameName = view?.game ?? info?.game ?? "";

  return (
    <div class="table-page" data-seq={state?.seq ?? -1} data-status={status ?? ""} data-seat={mySeat ?? ""}>
      {signedOut ? (
        <div class="banner" role="alert" data-testid="signed-out">
          {t("table.signedOut")}{" "}
          <button
            onClick={() => {
              setSignedOut(false);
              setGeneration((g) => g + 1);
            }}
          >
            {t("table.watchGuest")}
          </button>
        </div>
      ) : (
        !connected &&
        everConnected && (
          <div class="banner" role="alert">
            {t("table.lost")}
          </div>
        )
      )}
      <div class="table-head">
        <h1>{info?.title ?? view?.game ?? t("table.table")}</h1>
        <p class="turn" aria-live="polite" data-testid="turn">
          {turnWords(view, names, mySeat, status, state?.told, Boolean(state?.clocks?.paused))}
          {!view?.game_over && <ClockLine turnMs={turnMs} myClock={myClock} myTurn={myTurn} myClockRuns={state?.clocks?.running === mySeat} />}
        </p>
        <div class="head-buttons">
          {state?.can_undo && !state.undo_asks && (
            <button onClick={() => socket.current?.undo()} data-undo aria-label={t("table.undoAria")}>
              {t("table.undo")}
            </button>
          )}
          {state?.can_undo && state.undo_asks && (
            <button onClick={takeBack} disabled={state.takeback?.seat === mySeat} data-takeback aria-label={t("table.takebackAria")}>
              {state.takeback?.seat === mySeat ? t("table.takebackAsked") : t("table.takebackAsk")}
            </button>
          )}
          <button onClick={() => setRules(!rules)} aria-expanded={rules}>
            {t("table.rules")}
          </button>
        </div>
      </div>
      {pending && question && (
        <p class="held-move" role="status" data-testid="held-move">
          <span data-testid="held-question">{question.question}</span>{" "}
          {question.typed && (
            <span class="hint">{tx("table.typed", { move: <code>{question.typed}</code> })}</span>
          )}{" "}
          <button class="primary" onClick={() => { setHeld(null); send(pending.action, pending.typed); }} data-confirm-move>
            {t("table.confirm")}
          </button>{" "}
          <button onClick={() => setHeld(null)}>{t("common.cancel")}</button>
        </p>
      )}
      {status === "playing" && <TakebackRequest tableId={tableId} mySeat={mySeat} takeback={state?.takeback} names={names} onError={setError} />}
      {info && <TableRatings info={info} unrated={state?.unrated} />}
      {error && (
        <p class="error toast" role="alert">
          {error}
        </p>
      )}
      {note && (
        <p class="toast note" role="status" data-testid="table-notice">
          {note}
        </p>
      )}
      {status === "open" && (
        <section class="waiting" aria-label={t("table.waitingAria")}>
          <p>
            {t("table.invite", { n: openSeats.length })}{" "}
            <input class="invite" readOnly value={inviteUrl} aria-label={t("table.inviteAria")} onFocus={(e) => (e.target as HTMLInputElement).select()} />{" "}
            <button onClick={() => navigator.clipboard?.writeText(inviteUrl).catch(() => undefined)}>{t("table.copy")}</button>
          </p>
          {mySeat !== null && othersSeated(seats, mySeat) && (
            <p>
              <button
                data-leave
                onClick={async () => {
                  try {
                    await api.leave(tableId);
                    setGeneration((g) => g + 1);
                  } catch (e) {
                    setError(e instanceof Error ? e.message : String(e));
                  }
                }}
              >
                {t("table.leave")}
              </button>
            </p>
          )}
          {mySeat === null && openSeats.length > 0 && (
            <p>
              {openSeats.map((s) => (
                <button class="primary" onClick={() => join(s.seat)} data-join={s.seat}>
                  {t("table.takeSeat", { n: s.seat + 1, role: s.role || "none" })}
                </button>
              ))}
            </p>
          )}
        </section>
      )}
      <div class="table-layout">
        <div class="board-area">
          {view && over && <GameOver view={view} names={names} mySeat={mySeat} tableId={tableId} onRematch={rematch} rematchId={rematchId} result={state?.result ?? info?.result ?? null} told={state?.told ?? null} rated={Boolean(info?.rated)} />}
          {view ? (
            <Board view={view} seat={mySeat} actions={legalActions(view, legal, shown)} lastData={state?.last?.data ?? null} act={act} names={names} />
          ) : (
            <p>{status === "open" ? t("table.boardLater") : t("table.loading")}</p>
          )}
          {mySeat !== null && view && !over && <NotationBox legal={legal} shown={shown} send={act} sendTyped={(text) => act(text, true)} />}
          {mySeat !== null && view && !over && (
            <div class="confirm-moves">
              <label>
                <input
                  type="checkbox"
                  checked={confirmMoves}
                  data-confirm-setting
                  onChange={(e) => {
                    const on = (e.target as HTMLInputElement).checked;
                    setConfirmMoves(on);
                    saveConfirm(storage(), on);
                    if (!on) setHeld(null);
                  }}
                />{" "}
                {t("table.confirmEach")}
              </label>
            </div>
          )}
          <EndingButtons tableId={tableId} status={status} mySeat={mySeat} seats={seats} players={count} drawOffer={state?.draw_offer} names={names} onError={setError} />
          {mySeat === null && view && <p class="spectating">{t("table.spectating")}</p>}
        </div>
        <div class="side">
          <Seats playing={status === "playing"} connected={connected} seats={seats} view={view} mySeat={mySeat} clocks={state?.clocks} receivedAt={receivedAt} />
          <ActionLog events={events} start={state?.start ?? null} />
          <Chat messages={chat} send={(text) => socket.current?.chat(text)} disabled={!connected} />
        </div>
      </div>
      {rules && gameName && <RulesDrawer game={gameName} onClose={() => setRules(false)} />}
    </div>
  );
}
