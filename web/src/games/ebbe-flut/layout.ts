// Where Ebbe & Flut's grid is drawn: sizes, Land's half-turned view, arrows seen from one's side.
import type { Cell } from "../../boardkit/actions";
import type { EbbeFlutMove } from "../../generated/views";
import { t } from "../../i18n";

export const CELL = 60;
export const GAP = 4;
export const LEFT = 26; // room for the row labels
export const TOP = 96; // the top stacks, then the column labels
export const GRID = 5 * CELL + 4 * GAP;
export const WIDTH = GRID + LEFT + 64; // the drawn card fits right of the five stacks
export const HEIGHT = TOP + GRID + 96;

/** A board direction's step (row, column). */
export const EBBE_FLUT_STEPS: Record<EbbeFlutMove["dir"], Cell> = { left: [0, -1], right: [0, 1], up: [-1, 0], down: [1, 0] };

/** Where board cell (r, c) is drawn: Land sees the grid turned half round. */
export function displayCell(cell: Cell, flip: boolean): Cell {
  return flip ? [4 - cell[0], 4 - cell[1]] : cell;
}

/** The screen arrow for a board direction, seen from the player's side. */
export function screenArrow(dir: EbbeFlutMove["dir"], flip: boolean): { glyph: string; dx: number; dy: number; word: string } {
  const step = EBBE_FLUT_STEPS[dir] ?? [0, 0];
  const dy = flip ? -step[0] : step[0];
  const dx = flip ? -step[1] : step[1];
  const glyph = dx < 0 ? "←" : dx > 0 ? "→" : dy < 0 ? "↑" : "↓";
  const word = dx < 0 ? "left" : dx > 0 ? "right" : dy < 0 ? "up" : "down";
  return { glyph, dx, dy, word };
}

/** The top-left corner of board cell (r, c) on the screen. */
export function cellXY(cell: Cell, flip: boolean): [number, number] {
  const [r, c] = displayCell(cell, flip);
  return [LEFT + c * (CELL + GAP), TOP + r * (CELL + GAP)];
}

/** Row and column labels as the viewer reads them: counted from 1, top to bottom and left to
 * right (``start``: at the start of a line, capitalised where the language does). */
export function cellWords(cell: Cell, flip: boolean, start = false): string {
  const [r, c] = displayCell(cell, flip);
  return t(start ? "ebbe.cellCap" : "ebbe.cell", { row: r + 1, col: c + 1 });
}

/** A screen direction's word ("left", "nach links"). */
export function dirWords(word: string): string {
  return t("ebbe.dir", { dir: word });
}

/** What the "+N" badge of a pile says: how many cards lie beneath, and whose (≈ Water, ▲ Land). */
export function beneathMarks(owners: (string | undefined)[]): string {
  const marks = owners.map((o) => (o === "water" ? "≈" : o === "land" ? "▲" : "?")).reverse();
  if (marks.length <= 3) return `+${owners.length} ${marks.join("")}`;
  const counts = ["≈", "▲", "?"].map((m) => [m, marks.filter((x) => x === m).length] as const).filter(([, n]) => n > 0);
  return `+${owners.length} ${counts.map(([m, n]) => `${m}${n}`).join(" ")}`;
}
