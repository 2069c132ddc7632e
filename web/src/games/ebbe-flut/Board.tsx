// Ebbe & Flut: the 5x5 grid seen from one's own side, stacks, scored piles, conflicts.
import { useState, useEffect } from "preact/hooks";
import type { BoardProps } from "../../types";
import type { EbbeFlutCard, EbbeFlutView } from "../../generated/views";
import { cellKey, groupBy, ofKind, type Cell } from "../../boardkit/actions";
import { CELL, EBBE_FLUT_STEPS, GAP, GRID, HEIGHT, LEFT, TOP, WIDTH, beneathMarks, cellWords, cellXY, dirWords, screenArrow } from "./layout";
import { t } from "../../i18n";
import { Prompt, target } from "../../boardkit/widgets";
import { selects } from "../../learn/goal";

type CardData = Partial<EbbeFlutCard>;

const OWNER_STYLE: Record<string, { fill: string; text: string; mark: string }> = {
  water: { fill: "#1f6fa8", text: "#ffffff", mark: "≈" },
  land: { fill: "#d9b46c", text: "#2b1d05", mark: "▲" },
};

function ownerStyle(owner: string | undefined) {
  return OWNER_STYLE[owner ?? ""] ?? { fill: "#888", text: "#fff", mark: "?" };
}

export function cap(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/** A side's name ("Water", "Wasser"); the shared stacks of a solo game are "shared". */
export function roleWords(role: string | undefined): string {
  return t("ebbe.role", { role: role ?? "" });
}

function CardShape({ x, y, w, h, card, label }: { x: number; y: number; w: number; h: number; card: CardData; label?: string }) {
  const style = ownerStyle(card.owner);
  return (
    <g aria-hidden="true">
      <rect x={x} y={y} width={w} height={h} rx={6} fill={style.fill} stroke="#00000055" />
      <text x={x + 5} y={y + 13} font-size="11" fill={style.text}>
        {style.mark}
      </text>
      <text x={x + w / 2} y={y + h / 2 + 7} font-size={h > 40 ? 20 : 14} font-weight="700" text-anchor="middle" fill={style.text}>
        {label ?? card.card ?? "?"}
      </text>
    </g>
  );
}

/** The cells an action's data touches: where a card is placed, where one moves from and to. */
function touched(data: EbbeFlutView["legal_data"][number] | null | undefined): Set<string> {
  const cells = new Set<string>();
  if (data?.kind === "place") cells.add(cellKey([data.row, data.col]));
  if (data?.kind === "move") {
    cells.add(cellKey([data.row, data.col]));
    const step = EBBE_FLUT_STEPS[data.dir] ?? [0, 0];
    cells.add(cellKey([data.row + step[0], data.col + step[1]]));
  }
  return cells;
}

export function EbbeFlutBoard({ view, seat, actions, lastData, betterData, act, names }: BoardProps<EbbeFlutView>) {
  const [selected, setSelected] = useState<string | null>(null);
  const players: { seat: number; role: string; name: string }[] = Array.isArray(view.players) ? view.players : [];
  const solo = Boolean(view.solo) || players.length === 1;
  const myRole = seat !== null ? players[seat]?.role ?? null : null;
  const flip = typeof view.turned === "boolean" ? view.turned : !solo && myRole === "land";
  const board: CardData[][][] = Array.isArray(view.board) ? view.board : [];
  const draws = new Map(ofKind(actions, "draw").map((a) => [a.data.stack, a.action]));
  const places = new Map(ofKind(actions, "place").map((a) => [cellKey([a.data.row, a.data.col]), a.action]));
  const moves = groupBy(
    ofKind(actions, "move").map((a) => ({ cell: [a.data.row, a.data.col] as Cell, dir: a.data.dir, action: a.action })),
    (a) => cellKey(a.cell),
  );
  const others = ofKind(actions, "done");
  useEffect(() => {
    if (selected && !moves.has(selected)) setSelected(null);
  }, [actions.map((a) => a.action).join("|")]);

  const conflictCells = new Set<string>();
  for (const conflict of Array.isArray(view.conflicts) ? view.conflicts : []) {
    for (const cell of conflict?.cells ?? []) conflictCells.add(cellKey(cell));
  }
  const lastCells = touched(lastData);
  const betterCells = touched(betterData);
  const startCells: Record<string, string> = {};
  for (const [role, cells] of Object.entries((view.start_cells ?? {}) as Record<string, Cell[]>)) {
    for (const cell of cells ?? []) startCells[cellKey(cell)] = role;
  }

  const stacks = (view.stacks ?? {}) as Record<string, number[]>;
  const roles = solo ? ["shared"] : ["water", "land"];
  const bottomRole = solo ? "shared" : flip ? "land" : "water";
  const topRole = solo ? null : flip ? "water" : "land";
  const roleName = (role: string) => {
    const p = players.find((pl) => pl.role === role);
    return p ? names[p.seat] ?? p.name : role;
  };
  /** "Water (Ann)", or just "Water" when the seat has no other name. */
  const sideName = (role: string) => {
    const name = roleName(role);
    return name.toLowerCase() === role ? roleWords(role) : t("ebbe.side", { side: roleWords(role), name });
  };
  const scored = (view.scored ?? {}) as Record<string, string[]>;

  const stackRow = (role: string, y: number, mine: boolean) => {
    const sizes = stacks[role] ?? [];
    const style = role === "shared" ? { fill: "#6c7a89", text: "#fff", mark: "" } : ownerStyle(role);
    return sizes.map((size, k) => {
      const x = LEFT + k * 44;
      const action = mine ? draws.get(k) : undefined;
      const label = t("ebbe.stack", { role, n: k + 1, size, action: action ? "yes" : "no" });
      const body = (
        <>
          <rect x={x} y={y} width={38} height={50} rx={5} fill={size ? style.fill : "none"} stroke={action ? "#111" : "#0004"} stroke-width={action ? 2.5 : 1} stroke-dasharray={size ? undefined : "3 3"} />
          <text x={x + 19} y={y + 31} text-anchor="middle" font-size="15" font-weight="700" fill={size ? style.text : "#666"}>
            {size}
          </text>
          {action && (
            <text x={x + 19} y={y + 46} text-anchor="middle" font-size="9" fill={style.text}>
              {t("ebbe.drawMark")}
            </text>
          )}
          <title>{label}</title>
        </>
      );
      return action ? (
        <g {...target(label, () => act(action), { "data-action": action })} class="target hot">
          {body}
        </g>
      ) : (
        <g role="img" aria-label={label}>
          {body}
        </g>
      );
    });
  };

  const cells = [];
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < 5; c++) {
      const key = `${r},${c}`;
      const pile = board[r]?.[c] ?? [];
      const top = pile[pile.length - 1];
      const [x, y] = cellXY([r, c], flip);
      const start = startCells[key];
      const placeAction = places.get(key);
      const cellMoves = moves.get(key);
      const isSelected = selected === key;
      const conflict = conflictCells.has(key);
      const where = cellWords([r, c], flip, true);
      const cardWords = (card: CardData, hidden: string) => t("ebbe.card", { owner: roleWords(card.owner), card: card.card ?? hidden });
      const label =
        (top
          ? pile.length > 1
            ? t("ebbe.cellBeneath", { cell: where, top: cardWords(top, t("ebbe.hiddenCard")), beneath: pile.slice(0, -1).reverse().map((card) => cardWords(card, t("ebbe.covered"))).join(", ") })
            : t("ebbe.cellTop", { cell: where, top: cardWords(top, t("ebbe.hiddenCard")) })
          : t("ebbe.cellEmpty", { cell: where })) +
        (start ? t("ebbe.entersHere", { role: roleWords(start) }) : "") +
        (conflict ? t("ebbe.inConflict") : "") +
        (betterCells.has(key) ? t("ebbe.better") : "") +
        (placeAction ? t("ebbe.placeHere") : "") +
        (cellMoves ? t("ebbe.selectMove") : "");
      const content = (
        <>
          <rect x={x} y={y} width={CELL} height={CELL} rx={7} fill={start ? (start === "water" ? "#dcebf6" : "#f4ead6") : "#eef2f5"} stroke={isSelected ? "#000" : "#b6c2cc"} stroke-width={isSelected ? 3 : 1} />
          {start && !top && (
            <text x={x + CELL / 2} y={y + CELL / 2 - 2} text-anchor="middle" font-size="10" fill="#556">
              <tspan x={x + CELL / 2}>{t("ebbe.startLine1", { role: start })}</tspan>
              <tspan x={x + CELL / 2} dy="12">
                {t("ebbe.startLine2", { role: start })}
              </tspan>
            </text>
          )}
          {top && <CardShape x={x + 4} y={y + 4} w={CELL - 8} h={CELL - 8} card={top} />}
          {pile.length > 1 && (
            <g aria-hidden="true">
              <rect x={x + 3} y={y + CELL - 19} width={CELL - 6} height={16} rx={8} fill="#fff" stroke="#333" />
              <text x={x + CELL / 2} y={y + CELL - 7} text-anchor="middle" font-size={pile.length > 4 ? 9 : 11} font-weight="700" fill="#111">
                {beneathMarks(pile.slice(0, -1).map((card) => card.owner))}
              </text>
            </g>
          )}
          {conflict && (
            <g aria-hidden="true">
              <rect x={x + 1} y={y + 1} width={CELL - 2} height={CELL - 2} rx={7} fill="none" stroke="#c0392b" stroke-width={3} stroke-dasharray="6 3" />
              <circle cx={x + CELL - 9} cy={y + 9} r={8} fill="#c0392b" />
              <text x={x + CELL - 9} y={y + 13} text-anchor="middle" font-size="12" font-weight="700" fill="#fff">
                !
              </text>
            </g>
          )}
          {betterCells.has(key) && (
            <g class="better" aria-hidden="true">
              <rect x={x - 3} y={y - 3} width={CELL + 6} height={CELL + 6} rx={10} fill="none" stroke="#0a8f5a" stroke-width={3.5} />
              <text x={x + CELL / 2} y={y + CELL - 5} text-anchor="middle" font-size="10" font-weight="700" fill="#fff" stroke="#0a8f5a" stroke-width={3} paint-order="stroke">
                {t("ebbe.betterMark")}
              </text>
            </g>
          )}
          {lastCells.has(key) && <rect x={x - 2} y={y - 2} width={CELL + 4} height={CELL + 4} rx={9} fill="none" stroke="#7a3db8" stroke-width={2} stroke-dasharray="2 3" aria-hidden="true" />}
          {placeAction && (
            <g aria-hidden="true">
              <rect x={x + 2} y={y + 2} width={CELL - 4} height={CELL - 4} rx={7} fill="#2e9d5b33" stroke="#1b7a42" stroke-width={3} stroke-dasharray="5 3" />
              {/* a badge, so the + stands out on a card of either colour too */}
              <circle cx={x + 13} cy={y + 13} r={10} fill="#1b7a42" stroke="#fff" stroke-width={1.5} />
              <text x={x + 13} y={y + 19} text-anchor="middle" font-size="17" font-weight="700" fill="#fff">
                +
              </text>
            </g>
          )}
          <title>{label}</title>
        </>
      );
      if (placeAction) {
        cells.push(
          <g {...target(label, () => act(placeAction), { "data-action": placeAction })} class="target hot">
            {content}
          </g>,
        );
      } else if (cellMoves) {
        cells.push(
          <g {...target(label, () => setSelected(isSelected ? null : key), { "data-select": key, ...selects({ kind: "move", row: r, col: c }), "aria-pressed": String(isSelected) })} class="target hot">
            {content}
          </g>,
        );
      } else {
        cells.push(
          <g role="img" aria-label={label}>
            {content}
          </g>,
        );
      }
    }
  }

  const arrows = [];
  if (selected && moves.has(selected)) {
    for (const move of moves.get(selected)!) {
      const arrow = screenArrow(move.dir, flip);
      const [x, y] = cellXY(move.cell, flip);
      const cx = x + CELL / 2 + arrow.dx * (CELL / 2 + GAP / 2);
      const cy = y + CELL / 2 + arrow.dy * (CELL / 2 + GAP / 2);
      const top = board[move.cell[0]]?.[move.cell[1]]?.slice(-1)[0];
      const label = t("ebbe.moveArrow", { card: top?.card ?? t("ebbe.theCard"), cell: cellWords(move.cell, flip), dir: dirWords(arrow.word) });
      arrows.push(
        <g {...target(label, () => act(move.action), { "data-action": move.action })} class="target arrow">
          <circle cx={cx} cy={cy} r={15} fill="#111" stroke="#fff" stroke-width={2} />
          <text x={cx} y={cy + 6} text-anchor="middle" font-size="18" font-weight="700" fill="#fff">
            {arrow.glyph}
          </text>
          <title>{label}</title>
        </g>,
      );
    }
  }

  const drawn = view.drawn as CardData | null;
  const bottomY = TOP + GRID + 14;
  // the drawn card lies right of its owner's stacks, whichever side of the grid they are on
  const drawnRole = drawn ? (solo ? "shared" : drawn.owner ?? bottomRole) : null;
  const drawnY = drawnRole === topRole ? 22 : bottomY + 10;
  const drawnCard = drawn && (
    <g role="img" aria-label={t("ebbe.drawn", { role: drawnRole === "shared" ? "shared" : "side", owner: roleWords(drawn.owner), card: drawn.card ?? t("ebbe.hidden") })} data-drawn={drawnRole ?? ""}>
      <rect x={LEFT + 5 * 44 + 2} y={drawnY - 4} width={WIDTH - LEFT - 5 * 44 - 6} height={58} rx={8} fill="#fff8e1" stroke="#e69f00" stroke-width={1.5} />
      <CardShape x={LEFT + 5 * 44 + 8} y={drawnY} w={40} h={50} card={drawn} />
      <text x={LEFT + 5 * 44 + 54} y={drawnY + 22} font-size="11" fill="#333">
        {t("ebbe.drawnLine1")}
      </text>
      <text x={LEFT + 5 * 44 + 54} y={drawnY + 36} font-size="11" fill="#333">
        {t("ebbe.drawnLine2")}
      </text>
    </g>
  );
  const labels = [];
  for (let k = 0; k < 5; k++) {
    const [cx] = cellXY([0, k], false);
    const [, ry] = cellXY([k, 0], false);
    labels.push(
      <text x={cx + CELL / 2} y={TOP - 4} text-anchor="middle" font-size="11" fill="#556" aria-hidden="true">
        {k + 1}
      </text>,
      <text x={LEFT - 8} y={ry + CELL / 2 + 4} text-anchor="middle" font-size="11" fill="#556" aria-hidden="true">
        {k + 1}
      </text>,
    );
  }
  let prompt: string | null = null;
  if (actions.length) {
    const card = drawn?.card ?? t("ebbe.theDrawnCard");
    if (draws.size) prompt = t("ebbe.prompt.draw");
    else if (places.size && moves.size) prompt = t("ebbe.prompt.placeOrMove", { card });
    else if (places.size) prompt = t("ebbe.prompt.place", { card });
    else if (moves.size) prompt = selected ? t("ebbe.prompt.arrow") : t("ebbe.prompt.resolve");
  }

  return (
    <div class="board ebbe">
      <Prompt text={prompt} />
      <svg viewBox={solo ? `0 ${TOP - 12} ${WIDTH} ${HEIGHT - TOP + 12}` : `0 0 ${WIDTH} ${HEIGHT}`} class="board-svg" role="group" aria-label={t("ebbe.gridAria", { role: roleWords(flip ? "land" : "water") })}>
        {topRole && (
          <g>
            <text x={LEFT} y={14} font-size="12" fill="#333">
              {t("ebbe.topLine", { side: sideName(topRole), n: (scored[topRole] ?? []).length })}
            </text>
            {stackRow(topRole, 22, false)}
          </g>
        )}
        {labels}
        {cells}
        {arrows}
        <g>
          <text x={LEFT} y={bottomY + 2} font-size="12" fill="#333">
            {solo ? t("ebbe.soloLine", { n: Number(view.scores?.[0] ?? 0) }) : t("ebbe.topLine", { side: sideName(bottomRole), n: (scored[bottomRole] ?? []).length })}
          </text>
          {stackRow(bottomRole, bottomY + 10, seat !== null)}
          {(stacks[bottomRole] ?? []).map((_, k) => (
            <text x={LEFT + k * 44 + 19} y={bottomY + 72} text-anchor="middle" font-size="10" fill="#556" aria-hidden="true">
              {t("ebbe.stackLabel", { n: k + 1 })}
            </text>
          ))}
        </g>
        {drawnCard}
      </svg>
      <div class="scored" aria-label={t("ebbe.scoredAria")}>
        {roles.filter((r) => r !== "shared").map((role) => (
          <span>
            {t("ebbe.scored", { mark: ownerStyle(role).mark, role: roleWords(role), cards: (scored[role] ?? []).join(" ") || t("ebbe.none") })}
          </span>
        ))}
        {Number(view.out ?? 0) > 0 && <span>{t("ebbe.out", { n: view.out })}</span>}
      </div>
      {others.length > 0 && (
        <div class="actions">
          {others.map((a) => (
            <button data-action={a.action} onClick={() => act(a.action)}>
              {t("ebbe.done")}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
