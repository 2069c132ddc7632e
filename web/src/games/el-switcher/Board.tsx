// El Switcher: the 6x6 board (colour, pattern and letter), movement cards, figure cards.
import { useState, useEffect } from "preact/hooks";
import type { BoardProps } from "../../types";
import type { ElSwitcherView } from "../../generated/views";
import { cellKey, groupBy, ofKind, type Cell } from "../../boardkit/actions";
import { Prompt, target } from "../../boardkit/widgets";
import { selects } from "../../learn/goal";
import { t, tx } from "../../i18n";

const SIZE = 54;
const GAP = 4;
const PAD = 8;
const LABEL = 16; // room for the row and column labels
const BOARD = 6 * SIZE + 5 * GAP;

export const TILE: Record<string, { fill: string; text: string; name: string; pattern: string }> = {
  R: { fill: "#d55e00", text: "#fff", name: "red", pattern: "stripes" },
  Y: { fill: "#f0e442", text: "#222", name: "yellow", pattern: "dots" },
  G: { fill: "#009e73", text: "#fff", name: "green", pattern: "grid" },
  B: { fill: "#0072b2", text: "#fff", name: "blue", pattern: "waves" },
};

/** Steps drawn on a movement card's picture (what the printed card shows). */
const CARD_PICTURE: Record<string, [number, number][]> = {
  mov1: [[-2, -2], [-2, 2], [2, -2], [2, 2]],
  mov2: [[-2, 0], [2, 0], [0, -2], [0, 2]],
  mov3: [[-1, 0], [1, 0], [0, -1], [0, 1]],
  mov4: [[-1, -1], [-1, 1], [1, -1], [1, 1]],
  mov5: [[-2, 1], [-1, -2], [2, -1], [1, 2]],
  mov6: [[-2, -1], [1, -2], [2, 1], [-1, 2]],
  mov7: [[-2, 0], [2, 0], [0, -2], [0, 2]],
};

/** The movement cards' kinds (each has its name in the catalogue). */
export const CARD_KINDS = ["mov1", "mov2", "mov3", "mov4", "mov5", "mov6", "mov7"];

/** A movement card's name in words, as a player calls it ("straight, side by side"). */
export function cardWords(card: string): string {
  return t("switcher.card", { card });
}

/** A tile's colour in words ("red", "rot"). */
export function colourWords(letter: string): string {
  return t("switcher.colour", { colour: letter });
}

/** A cell in words, counted from 1 as the board's labels show. */
export function cellWords(cell: Cell): string {
  return t("switcher.cell", { row: cell[0] + 1, col: cell[1] + 1 });
}

function Patterns() {
  return (
    <defs>
      <pattern id="pat-stripes" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="3" height="8" fill="#ffffff40" />
      </pattern>
      <pattern id="pat-dots" width="9" height="9" patternUnits="userSpaceOnUse">
        <circle cx="4.5" cy="4.5" r="1.6" fill="#00000038" />
      </pattern>
      <pattern id="pat-grid" width="9" height="9" patternUnits="userSpaceOnUse">
        <path d="M0 0 H9 M0 0 V9" stroke="#ffffff45" stroke-width="1.4" />
      </pattern>
      <pattern id="pat-waves" width="14" height="8" patternUnits="userSpaceOnUse">
        <path d="M0 5 q3.5 -4 7 0 t7 0" fill="none" stroke="#ffffff45" stroke-width="1.4" />
      </pattern>
    </defs>
  );
}

export function MoveCard({ card }: { card: string }) {
  const steps = CARD_PICTURE[card] ?? [];
  const s = 7;
  return (
    <svg viewBox="0 0 40 40" class="move-pic" aria-hidden="true">
      {Array.from({ length: 25 }, (_, k) => (
        <rect x={2.5 + (k % 5) * s} y={2.5 + Math.floor(k / 5) * s} width={s - 1} height={s - 1} fill="#eee" />
      ))}
      <rect x={2.5 + 2 * s} y={2.5 + 2 * s} width={s - 1} height={s - 1} fill="#222" />
      {card === "mov7" &&
        [-1, 1].flatMap((d) => [
          <rect x={2.5 + (2 + d) * s} y={2.5 + 2 * s} width={s - 1} height={s - 1} fill="#bbb" />,
          <rect x={2.5 + 2 * s} y={2.5 + (2 + d) * s} width={s - 1} height={s - 1} fill="#bbb" />,
        ])}
      {steps.map(([dr, dc]) => (
        <rect x={2.5 + (2 + dc) * s} y={2.5 + (2 + dr) * s} width={s - 1} height={s - 1} fill="#d55e00" />
      ))}
    </svg>
  );
}

export function FigureShape({ shape, colour }: { shape: string; colour?: string }) {
  const rows = String(shape ?? "").split("/");
  const h = rows.length;
  const w = Math.max(1, ...rows.map((r) => r.length));
  const s = 8;
  return (
    <svg viewBox={`0 0 ${w * s + 2} ${h * s + 2}`} class="figure-pic" style={{ width: `${(w * s + 2) * 1.6}px` }} aria-hidden="true">
      {rows.flatMap((row, r) =>
        row.split("").map((ch, c) => (ch === "#" ? <rect x={1 + c * s} y={1 + r * s} width={s - 1} height={s - 1} rx="1" fill={colour ?? "#333"} /> : null)),
      )}
    </svg>
  );
}

/** The selection key of a figure card: its name, with the owner's seat when it is not the viewer's. */
export function figureKey(card: string, owner: number | null): string {
  return owner === null ? card : `${card}@${owner}`;
}

interface ElSwitcherMoveEntry {
  card: string;
  a: Cell;
  b: Cell;
  action: string;
}

/** Moves of one card that touch `cell`, each with the other cell. */
export function partners(moves: ElSwitcherMoveEntry[], card: string, cell: Cell): { other: Cell; action: string }[] {
  const key = cellKey(cell);
  const out: { other: Cell; action: string }[] = [];
  for (const move of moves) {
    if (move.card !== card) continue;
    if (cellKey(move.a) === key) out.push({ other: move.b, action: move.action });
    else if (cellKey(move.b) === key) out.push({ other: move.a, action: move.action });
  }
  return out;
}

function xy(cell: Cell): [number, number] {
  return [PAD + LABEL + cell[1] * (SIZE + GAP), PAD + LABEL + cell[0] * (SIZE + GAP)];
}

export function ElSwitcherBoard({ view, seat, actions, lastData, betterData, act, names }: BoardProps<ElSwitcherView>) {
  const [cardPick, setCardPick] = useState<string | null>(null); // "mov3#1": the kind and which card of the hand
  const card = cardPick ? cardPick.split("#")[0] : null;
  const setCard = (pick: string | null) => setCardPick(pick);
  const [tile, setTile] = useState<string | null>(null);
  const [claim, setClaim] = useState<string | null>(null);
  const moves: ElSwitcherMoveEntry[] = ofKind(actions, "move").map((m) => ({ card: m.data.card, a: [m.data.a[0], m.data.a[1]], b: [m.data.b[0], m.data.b[1]], action: m.action }));
  const claims = ofKind(actions, "claim").map((c) => ({ key: figureKey(c.data.card, c.data.owner), cells: c.data.cells, action: c.action }));
  const movesByCard = groupBy(moves, (m) => m.card);
  const claimsByPrefix = groupBy(claims, (c) => c.key);
  const plain = actions.filter((a) => a.data.kind === "end" || a.data.kind === "undo");
  // every new position (a swap, a claim) starts with nothing selected
  useEffect(() => {
    setCard(null);
    setTile(null);
    setClaim(null);
  }, [actions.map((a) => a.action).join("|")]);

  const board: string[] = Array.isArray(view.board) ? view.board : [];
  const figures: { card: string; blocked: boolean; shape: string }[][] = Array.isArray(view.figures) ? view.figures : [];
  const hand: string[] = Array.isArray(view.hand) ? view.hand : [];

  // what the current selection offers on the board
  const tileTargets = new Map<string, string>(); // cell -> data-select for a first tile
  const partnerActions = new Map<string, string>(); // cell -> action
  const claimActions = new Map<string, string>(); // cell -> claim action
  if (card && movesByCard.has(card)) {
    const cardMoves = movesByCard.get(card)!;
    if (tile) {
      const [r, c] = tile.split(",").map(Number);
      for (const p of partners(cardMoves, card, [r, c])) partnerActions.set(cellKey(p.other), p.action);
    } else {
      for (const m of cardMoves) {
        tileTargets.set(cellKey(m.a), cellKey(m.a));
        tileTargets.set(cellKey(m.b), cellKey(m.b));
      }
    }
  }
  if (claim && claimsByPrefix.has(claim)) {
    for (const c of claimsByPrefix.get(claim)!) for (const cell of c.cells) claimActions.set(cellKey(cell), c.action);
  }
  const outlined = new Set<string>();
  for (const c of Array.isArray(view.claimable_data) ? view.claimable_data : []) for (const cell of c.cells) outlined.add(cellKey(cell));
  const lastSwap = new Set<string>();
  const lastFigure = new Set<string>();
  if (lastData?.kind === "move") (lastSwap.add(cellKey(lastData.a)), lastSwap.add(cellKey(lastData.b)));
  if (lastData?.kind === "claim") for (const cell of lastData.cells) lastFigure.add(cellKey(cell));
  // a review's better action: the two tiles it swaps, or the figure it claims
  const betterCells = new Set<string>();
  if (betterData?.kind === "move") (betterCells.add(cellKey(betterData.a)), betterCells.add(cellKey(betterData.b)));
  if (betterData?.kind === "claim") for (const cell of betterData.cells) betterCells.add(cellKey(cell));

  const tiles = [];
  for (let r = 0; r < 6; r++) {
    for (let c = 0; c < 6; c++) {
      const key = `${r},${c}`;
      const letter = board[r]?.[c] ?? "?";
      const style = TILE[letter] ?? { fill: "#999", text: "#000", name: "unknown", pattern: "dots" };
      const [x, y] = xy([r, c]);
      const isTile = tile === key;
      const partner = partnerActions.get(key);
      const claimAction = claimActions.get(key);
      const first = tileTargets.get(key);
      const label =
        t("switcher.tile", { cell: cellWords([r, c]), colour: colourWords(letter) }) +
        (outlined.has(key) ? t("switcher.tile.claimable") : "") +
        (partner && tile ? t("switcher.tile.swapWith", { cell: cellWords(tile.split(",").map(Number) as Cell) }) : "") +
        (claimAction ? t("switcher.tile.claim") : "") +
        (lastSwap.has(key) ? t("switcher.tile.last") : "") +
        (lastFigure.has(key) ? t("switcher.tile.lastFigure") : "") +
        (betterCells.has(key) ? t("switcher.tile.better") : "");
      const content = (
        <>
          <rect x={x} y={y} width={SIZE} height={SIZE} rx={6} fill={style.fill} />
          <rect x={x} y={y} width={SIZE} height={SIZE} rx={6} fill={`url(#pat-${style.pattern})`} />
          <text x={x + 7} y={y + 16} font-size="13" font-weight="700" fill={style.text}>
            {letter}
          </text>
          {outlined.has(key) && (
            <g class="claimable-mark">
              <rect x={x + 1.5} y={y + 1.5} width={SIZE - 3} height={SIZE - 3} rx={6} fill="none" stroke="#111" stroke-width={6} />
              <rect x={x + 1.5} y={y + 1.5} width={SIZE - 3} height={SIZE - 3} rx={6} fill="none" stroke="#ffd23f" stroke-width={3} />
              <text x={x + SIZE - 10} y={y + SIZE - 7} text-anchor="middle" font-size="14" fill="#111" stroke="#ffd23f" stroke-width={0.8}>
                ★
              </text>
            </g>
          )}
          {lastSwap.has(key) && (
            <g>
              <circle cx={x + SIZE - 11} cy={y + 11} r={8} fill="#fff" stroke="#7a3db8" stroke-width={2} />
              <text x={x + SIZE - 11} y={y + 15} text-anchor="middle" font-size="11" font-weight="700" fill="#7a3db8">
                ⇄
              </text>
            </g>
          )}
          {lastFigure.has(key) && <rect x={x + 5} y={y + 5} width={SIZE - 10} height={SIZE - 10} rx={4} fill="none" stroke="#fff" stroke-width={2.5} stroke-dasharray="3 2" />}
          {betterCells.has(key) && (
            <g class="better">
              <rect x={x + 1.5} y={y + 1.5} width={SIZE - 3} height={SIZE - 3} rx={6} fill="none" stroke="#111" stroke-width={7} />
              <rect x={x + 1.5} y={y + 1.5} width={SIZE - 3} height={SIZE - 3} rx={6} fill="none" stroke="#2fd67f" stroke-width={3.5} />
              <text x={x + SIZE / 2} y={y + SIZE - 6} text-anchor="middle" font-size="10" font-weight="700" fill="#fff" stroke="#111" stroke-width={2.5} paint-order="stroke">
                {t("switcher.better")}
              </text>
            </g>
          )}
          {(partner || claimAction) && (
            <g>
              <rect x={x + 2} y={y + 2} width={SIZE - 4} height={SIZE - 4} rx={6} fill="none" stroke="#111" stroke-width={5} />
              <rect x={x + 2} y={y + 2} width={SIZE - 4} height={SIZE - 4} rx={6} fill="none" stroke="#fff" stroke-width={2.5} />
              <text x={x + SIZE / 2} y={y + SIZE / 2 + 8} text-anchor="middle" font-size="22" font-weight="700" fill="#fff" stroke="#111" stroke-width={1}>
                {partner ? "⇄" : "✓"}
              </text>
            </g>
          )}
          {first && <rect x={x + 4} y={y + 4} width={SIZE - 8} height={SIZE - 8} rx={5} fill="none" stroke="#fff" stroke-width={2} stroke-dasharray="4 3" />}
          {isTile && <rect x={x - 2} y={y - 2} width={SIZE + 4} height={SIZE + 4} rx={8} fill="none" stroke="#111" stroke-width={4} />}
          <title>{label}</title>
        </>
      );
      if (partner) tiles.push(<g {...target(label, () => act(partner), { "data-action": partner })}>{content}</g>);
      else if (claimAction) tiles.push(<g {...target(label, () => act(claimAction), { "data-action": claimAction })}>{content}</g>);
      else if (first || isTile)
        tiles.push(
          <g {...target(label, () => setTile(isTile ? null : key), { "data-select": key, ...selects({ kind: "move", card, a: [r, c] }, { kind: "move", card, b: [r, c] }), "aria-pressed": String(isTile) })}>{content}</g>,
        );
      else
        tiles.push(
          <g role="img" aria-label={label}>
            {content}
          </g>,
        );
    }
  }

  let prompt: string | null = null;
  if (actions.length) {
    if (claim) prompt = t("switcher.prompt.claim");
    else if (card && tile) prompt = t("switcher.prompt.partner", { cell: cellWords(tile.split(",").map(Number) as Cell) });
    else if (card) prompt = t("switcher.prompt.first", { card: CARD_KINDS.includes(card) ? cardWords(card) : t("switcher.prompt.aCard") });
    else if (moves.length || claims.length)
      prompt = t("switcher.prompt.turn", { left: view.moves_left !== undefined ? "yes" : "none", n: view.moves_left ?? 0, end: plain.some((a) => a.data.kind === "end") ? "yes" : "no" });
    else prompt = t("switcher.prompt.end");
  }

  const forbidden = view.forbidden_colour ? TILE[String(view.forbidden_colour)] : null;

  // figures on the board that a card can take now, announced in words with the card's picture
  const onBoard = (Array.isArray(view.claimable_data) ? view.claimable_data : []).map((c) => ({
    card: c.card,
    owner: c.owner,
    cells: c.cells as Cell[],
    prefix: figureKey(c.card, c.owner),
  }));
  type OnBoard = (typeof onBoard)[number];
  const claimablePrefixes = new Set(onBoard.map((c) => c.prefix));
  const figureOf = (c: OnBoard) => {
    const owner = c.owner ?? seat ?? 0;
    return figures[owner]?.find((f) => f.card === c.card) ?? null;
  };
  const seen = new Set<string>();
  const announcements = onBoard.length ? (
    <ul class="claim-news" aria-live="polite" data-testid="claimable">
      {onBoard.map((c) => {
        if (seen.has(c.prefix)) return null;
        seen.add(c.prefix);
        const owner = c.owner ?? seat;
        const mine = owner === seat;
        const letter = board[c.cells[0][0]]?.[c.cells[0][1]] ?? "";
        const colour = TILE[letter] ? t("switcher.colourNoun", { colour: letter }) : "";
        const fig = figureOf(c);
        const shape = fig ? <FigureShape shape={fig.shape} colour="#333" /> : "";
        const take = claimsByPrefix.has(c.prefix) ? "yes" : "no";
        const name = names[owner ?? 0] ?? t("switcher.player", { n: (owner ?? 0) + 1 });
        return (
          <li>
            <span class="star">★</span> {mine ? tx("switcher.news.mine", { shape, colour, take }) : tx("switcher.news.theirs", { name, shape, colour, take })}
          </li>
        );
      })}
    </ul>
  ) : null;

  return (
    <div class="board switcher">
      <Prompt text={prompt} />
      <p class="status-line">
        {t("switcher.forbidden")}{" "}
        {forbidden ? (
          <strong>
            <span class="swatch" style={{ background: forbidden.fill }} aria-hidden="true" /> {colourWords(String(view.forbidden_colour))} ({String(view.forbidden_colour)})
          </strong>
        ) : (
          t("switcher.none")
        )}
        {" · "}
        {t("switcher.deck", { n: view.movement_deck_size ?? "?" })}
        {Array.isArray(view.pending) && view.pending.length > 0 && t("switcher.pending", { n: view.pending.length })}
      </p>
      {announcements}
      <svg viewBox={`0 0 ${BOARD + 2 * PAD + LABEL} ${BOARD + 2 * PAD + LABEL}`} class="board-svg square" role="group" aria-label={t("switcher.boardAria")}>
        <Patterns />
        {Array.from({ length: 6 }, (_, k) => {
          const [x, y] = xy([k, k]);
          return (
            <g aria-hidden="true" class="axis">
              <text x={x + SIZE / 2} y={PAD + LABEL - 4} text-anchor="middle" font-size="12" fill="#556">
                {k + 1}
              </text>
              <text x={PAD + LABEL / 2 - 2} y={y + SIZE / 2 + 4} text-anchor="middle" font-size="12" fill="#556">
                {k + 1}
              </text>
            </g>
          );
        })}
        {tiles}
      </svg>
      {seat !== null && (
        <section class="hand" aria-label={t("switcher.handAria")}>
          <h3>{t("switcher.handAria")}</h3>
          <div class="cards">
            {hand.map((kind, k) => {
              const playable = movesByCard.has(kind);
              const isSelected = cardPick === `${kind}#${k}`;
              const label = t("switcher.moveCard", { n: k + 1, card: cardWords(kind), playable: playable ? "yes" : "no" });
              return playable ? (
                <button
                  class={`card move-card ${isSelected ? "selected" : ""} playable`}
                  data-select={`${kind}#${k}`}
                  {...selects({ kind: "move", card: kind })}
                  aria-pressed={isSelected}
                  aria-label={label}
                  title={label}
                  onClick={() => {
                    setClaim(null);
                    setTile(null);
                    setCard(isSelected ? null : `${kind}#${k}`);
                  }}
                >
                  <MoveCard card={kind} />
                  <span class="move-name">{cardWords(kind)}</span>
                </button>
              ) : (
                <span class="card move-card" role="img" aria-label={label} title={label}>
                  <MoveCard card={kind} />
                  <span class="move-name">{cardWords(kind)}</span>
                </span>
              );
            })}
          </div>
          <div class="actions">
            {plain.map((a) => (
              <button data-action={a.action} onClick={() => act(a.action)}>
                {a.data.kind === "end" ? t("switcher.endTurn") : t("switcher.takeBack")}
              </button>
            ))}
          </div>
        </section>
      )}
      <section class="figures" aria-label={t("switcher.figuresAria")}>
        {figures.map((list, owner) => (
          <div class="figure-row">
            <h4>
              {names[owner] ?? t("switcher.player", { n: owner + 1 })}
              {owner === seat ? t("seats.you") : ""}:{" "}
              {t("switcher.row", { figures: view.figures_left?.[owner] ?? "?", hand: view.hand_sizes?.[owner] === undefined ? "unknown" : "known", count: view.hand_sizes?.[owner] ?? 0 })}
              {view.locked?.[owner] ? t("switcher.hasBlocked") : ""}
            </h4>
            <div class="cards">
              {list.map((fig) => {
                const prefix = figureKey(fig.card, owner === seat ? null : owner);
                const claimable = claimsByPrefix.has(prefix);
                const onTheBoard = claimablePrefixes.has(prefix) || claimable;
                const isSelected = claim === prefix;
                const label = t("switcher.figureLabel", {
                  n: list.indexOf(fig) + 1,
                  whose: owner === seat ? "yours" : (names[owner] ?? t("switcher.player", { n: owner + 1 })),
                  blocked: fig.blocked ? "yes" : "no",
                  claim: claimable ? (owner === seat ? "mine" : "theirs") : "none",
                });
                const body = (
                  <>
                    <FigureShape shape={fig.shape} colour={fig.blocked ? "#999" : "#333"} />
                    <span>
                      {onTheBoard ? t("switcher.onBoard") : fig.blocked ? t("switcher.blocked") : t("switcher.figure", { n: list.indexOf(fig) + 1 })}
                    </span>
                  </>
                );
                return claimable ? (
                  <button
                    class={`card figure-card ${isSelected ? "selected" : ""} playable ${onTheBoard ? "on-board" : ""}`}
                    data-select={prefix}
                    {...selects({ kind: "claim", card: fig.card, owner: owner === seat ? null : owner })}
                    aria-pressed={isSelected}
                    aria-label={label}
                    title={label}
                    onClick={() => {
                      setCard(null);
                      setTile(null);
                      setClaim(isSelected ? null : prefix);
                    }}
                  >
                    {body}
                  </button>
                ) : (
                  <span class={`card figure-card ${fig.blocked ? "blocked" : ""}`} role="img" aria-label={label} title={label}>
                    {body}
                  </span>
                );
              })}
            </div>
          </div>
        ))}
      </section>
    </div>
  );
}
