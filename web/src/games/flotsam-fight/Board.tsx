// Flotsam Fight: the lifeboats with their top cards, one's sorted hand, the others' counts.
import { useState, useEffect, useRef } from "preact/hooks";
import type { BoardProps } from "../../types";
import type { FlotsamFightView } from "../../generated/views";
import { findAction, groupBy, ofKind } from "../../boardkit/actions";
import { printedBoats } from "./cards";
import { Prompt, target } from "../../boardkit/widgets";
import { selects } from "../../learn/goal";
import { t } from "../../i18n";

interface Boat {
  number: number;
  active: boolean;
  cards: number[];
}

function Hull({ number, active }: { number: number; active: boolean }) {
  return (
    <svg viewBox="0 0 100 42" class="hull" aria-hidden="true">
      <path d="M2 4 h96 l-14 30 h-68z" fill={active ? "#8a5a2b" : "#c9b8a6"} stroke="#4a2f14" stroke-width="1.5" />
      <path d="M0 38 q12.5 -5 25 0 t25 0 t25 0 t25 0" fill="none" stroke="#2a7fb8" stroke-width="3" />
      <text x="50" y="27" text-anchor="middle" font-size="24" font-weight="700" fill={active ? "#fff" : "#4a2f14"}>
        {number}
      </text>
    </svg>
  );
}

function tokenText(token: number): string {
  return token > 0 ? `+${token}` : String(token);
}

export function FlotsamFightBoard({ view, seat, actions, lastData, betterData, act, names }: BoardProps<FlotsamFightView>) {
  const [selected, setSelected] = useState<number | null>(null);
  const plays = ofKind(actions, "play").map((a) => ({ card: a.data.card, boat: a.data.boat, action: a.action }));
  const byCard = groupBy(plays, (p) => String(p.card));
  const byBoat = groupBy(plays, (p) => String(p.boat));
  const passAction = ofKind(actions, "pass")[0]?.action;
  const legalKey = actions.map((a) => a.action).join("|");
  const boatsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selected !== null && !byCard.has(String(selected))) setSelected(null);
  }, [legalKey]);
  // after a card is chosen by keyboard, the next step is a boat: focus the first lit one
  useEffect(() => {
    if (selected === null || !(document.activeElement as HTMLElement | null)?.closest?.(".hand")) return;
    boatsRef.current?.querySelector<HTMLElement>(".boat-body.target")?.focus();
  }, [selected]);
  const boats: Boat[] = Array.isArray(view.boats) ? view.boats : [];
  const hand: number[] = Array.isArray(view.hand) ? [...view.hand].sort((a, b) => a - b) : [];
  const handSizes: number[] = view.hand_sizes ?? [];
  const passed: boolean[] = view.passed ?? [];
  const tokens: number[][] = view.tokens ?? [];
  const lastBoat = lastData?.kind === "play" ? lastData.boat : null;
  const better = betterData?.kind === "play" ? betterData : null;
  const n = handSizes.length || (view.players?.length ?? 0);
  const others = Array.from({ length: n }, (_, s) => s).filter((s) => s !== seat);

  const passConsequence =
    view.pass_rule === "one-lap" ? t("flotsam.pass.oneLap") : t("flotsam.pass.out");

  let prompt: string | null = null;
  if (actions.length) {
    if (plays.length === 0) prompt = t("flotsam.prompt.mustPass");
    else if (selected !== null) prompt = t("flotsam.prompt.selected", { card: selected });
    else prompt = view.must_play ? t("flotsam.prompt.lead") : t("flotsam.prompt.load");
  }

  const drop = (boat: number) => (event: DragEvent) => {
    event.preventDefault();
    const card = Number(event.dataTransfer?.getData("text/plain"));
    const found = findAction(actions, { kind: "play", card, boat });
    if (found) act(found.action);
  };

  return (
    <div class="board flotsam">
      <Prompt text={prompt} />
      <p class="status-line">
        {t("flotsam.status", { round: view.round ?? "?", pile: view.draw_pile ?? "?", aside: Array.isArray(view.set_aside) ? view.set_aside.length : 0, active: view.active_count ?? "?", limit: view.active_limit ?? "?" })}
        {view.last_card_only ? t("flotsam.lastCard") : ""}
        {Array.isArray(view.draw_pile_known) && view.draw_pile_known.length > 0 ? t("flotsam.known", { cards: [...view.draw_pile_known].sort((a: number, b: number) => a - b).join(" ") }) : ""}
      </p>
      <div class="boats" role="group" aria-label={t("flotsam.boatsAria")} ref={boatsRef}>
        {boats.map((boat) => {
          const top = boat.cards[boat.cards.length - 1];
          const fits = byBoat.get(String(boat.number)) ?? [];
          const lit = selected !== null ? fits.find((p) => p.card === selected) : undefined;
          const label =
            (boat.active ? t("flotsam.boatActive", { boat: boat.number, top, n: boat.cards.length }) : t("flotsam.boatEmpty", { boat: boat.number })) +
            (lit ? t("flotsam.boatLoad", { card: selected }) : "") +
            (better?.boat === boat.number ? t("flotsam.boatBetter", { card: better.card }) : "");
          const body = (
            <>
              <Hull number={boat.number} active={boat.active} />
              <div class="boat-top" aria-hidden="true">
                {boat.active ? <span class="card-face">{top}</span> : <span class="empty">{t("flotsam.empty")}</span>}
              </div>
              <div class="boat-count" aria-hidden="true">
                {boat.cards.length ? t("flotsam.onBoard", { n: boat.cards.length }) : t("flotsam.inactive")}
                {lastBoat === boat.number ? t("flotsam.lastMove") : ""}
              </div>
              {better?.boat === boat.number && <div class="better-tag">{t("flotsam.betterTag", { card: better.card })}</div>}
            </>
          );
          return (
            <div class={`boat ${boat.active ? "active" : ""} ${lit ? "lit" : ""} ${lastBoat === boat.number ? "last" : ""} ${better?.boat === boat.number ? "better" : ""}`} onDragOver={(e) => fits.length && e.preventDefault()} onDrop={drop(boat.number)}>
              {lit ? (
                <div {...target(label, () => act(lit.action), { "data-action": lit.action })} class="target boat-body">
                  {body}
                </div>
              ) : (
                <div class="boat-body" role="img" aria-label={label}>
                  {body}
                </div>
              )}
              {fits.length > 0 && (
                <div class="fit-chips">
                  <span class="chips-label" aria-hidden="true">
                    {t("flotsam.loadChips")}
                  </span>
                  {fits.map((p) => (
                    <button class="chip" tabIndex={-1} data-action={p.action} onClick={() => act(p.action)} aria-label={t("flotsam.describe.play", { card: p.card, boat: p.boat })} title={t("flotsam.describe.play", { card: p.card, boat: p.boat })}>
                      {p.card}
                    </button>
                  ))}
                </div>
              )}
            </div>
          );
        })}
      </div>
      {seat !== null && (
        <section class="hand" aria-label={t("flotsam.handAria")}>
          <h3>{hand.length ? t("flotsam.handCount", { n: hand.length }) : t("flotsam.handAria")}</h3>
          {hand.length === 0 && <p class="hint">{view.round ? t("flotsam.noCards") : t("flotsam.noCardsYet")}</p>}
          <div class="cards">
            {hand.map((card) => {
              const fits = byCard.get(String(card)) ?? [];
              const isSelected = selected === card;
              const printed = printedBoats(card);
              const fitNow = new Set(fits.map((f) => f.boat));
              const label = t("flotsam.card", { card, printed: printed.join(", "), fits: fits.length ? fits.map((f) => f.boat).join(", ") : "none", count: fits.length });
              const face = (
                <>
                  <span class="value">{card}</span>
                  <span class="printed" aria-hidden="true">
                    {printed.map((b) => (
                      <span class={fitNow.has(b) ? "now" : ""}>{b}</span>
                    ))}
                  </span>
                </>
              );
              return fits.length ? (
                <button
                  class={`card ${isSelected ? "selected" : ""} playable`}
                  data-select={String(card)}
                  {...selects({ kind: "play", card })}
                  aria-pressed={isSelected}
                  aria-label={label}
                  title={label}
                  draggable
                  onDragStart={(e) => e.dataTransfer?.setData("text/plain", String(card))}
                  onClick={() => setSelected(isSelected ? null : card)}
                >
                  {face}
                </button>
              ) : (
                <span class="card" aria-label={label} title={label} role="img">
                  {face}
                </span>
              );
            })}
          </div>
          {passAction && (
            <button class="pass" data-action={passAction} onClick={() => act(passAction)}>
              {t("flotsam.passButton", { consequence: passConsequence })}
            </button>
          )}
        </section>
      )}
      <section class="others" aria-label={t("flotsam.playersAria")}>
        <table>
          <thead>
            <tr>
              <th>{t("flotsam.th.player")}</th>
              <th>{t("flotsam.th.cards")}</th>
              <th>{t("flotsam.th.passed")}</th>
              <th>{t("flotsam.th.tokens")}</th>
            </tr>
          </thead>
          <tbody>
            {(seat === null ? Array.from({ length: n }, (_, s) => s) : [seat, ...others]).map((s) => (
              <tr class={view.to_move === s ? "to-move" : ""}>
                <td>
                  {names[s] ?? t("flotsam.player", { n: s + 1 })}
                  {s === seat ? t("seats.you") : ""}
                  {view.to_move === s ? " ▶" : ""}
                  {view.leader === s ? (
                    <span class="leader" title={t("flotsam.leaderTitle")}>
                      {" "}
                      {t("flotsam.leader")}
                    </span>
                  ) : (
                    ""
                  )}
                </td>
                <td>{handSizes[s] ?? "?"}</td>
                <td>{passed[s] ? t("flotsam.passed") : "–"}</td>
                <td>{(tokens[s] ?? []).map(tokenText).join(" ") || "–"}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p class="hint">
          {t("flotsam.leaderHint")}
        </p>
      </section>
      {Array.isArray(view.round_results) && view.round_results.length > 0 && (
        <section class="rounds" aria-label={t("flotsam.roundsAria")}>
          <h3>{t("flotsam.rounds")}</h3>
          <ol>
            {view.round_results.map((result: any) => (
              <li>
                {result?.winner !== null && result?.winner !== undefined ? t("flotsam.wentOut", { name: names[result.winner] ?? t("flotsam.player", { n: result.winner + 1 }) }) : t("flotsam.nobodyOut")}
                {Array.isArray(result?.highest) && t("flotsam.highest", { list: result.highest.map((h: number | null, s: number) => `${names[s] ?? s + 1} ${h ?? "–"}`).join(", ") })}
                {Array.isArray(result?.tokens) && t("flotsam.tokens", { list: result.tokens.map((token: number, s: number) => `${names[s] ?? s + 1} ${token ? tokenText(token) : "0"}`).join(", ") })}
              </li>
            ))}
          </ol>
        </section>
      )}
      {Array.isArray(view.revealed_hands) && (
        <p class="status-line">{t("flotsam.hands", { list: view.revealed_hands.map((h: number[], s: number) => `${names[s] ?? s + 1}: ${h.join(" ") || t("flotsam.empty")}`).join(" · ") })}</p>
      )}
    </div>
  );
}
