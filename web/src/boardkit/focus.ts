// Keyboard travel on a board: arrow keys move between targets by where they are drawn, and
// after an action the focus goes to the next target the new position offers.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Direction = "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown";

/** The index of the box nearest to `from` in a direction (null when none lies that way). */
export function nearestInDirection(from: Box, boxes: Box[], direction: Direction): number | null {
  const cx = from.x + from.width / 2;
  const cy = from.y + from.height / 2;
  let best: number | null = null;
  let bestScore = Infinity;
  boxes.forEach((box, i) => {
    const dx = box.x + box.width / 2 - cx;
    const dy = box.y + box.height / 2 - cy;
    const [along, across] = direction === "ArrowLeft" ? [-dx, dy] : direction === "ArrowRight" ? [dx, dy] : direction === "ArrowUp" ? [-dy, dx] : [dy, dx];
    if (along <= 1) return;
    const score = along + 2 * Math.abs(across);
    if (score < bestScore) [best, bestScore] = [i, score];
  });
  return best;
}

/** The focusable targets of a board, in reading (document) order. */
export function boardTargets(root: Element): HTMLElement[] {
  const all = root.querySelectorAll<HTMLElement>('[data-action], [data-select], [role="button"][tabindex="0"]');
  return [...all].filter((el) => el.tabIndex >= 0 && el.getAttribute("tabindex") !== "-1" && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0);
}

/** Move the focus with an arrow key among a board's targets; true when it moved. */
export function arrowTravel(root: Element, event: KeyboardEvent): boolean {
  const direction = event.key as Direction;
  if (!["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"].includes(direction)) return false;
  const active = document.activeElement as HTMLElement | null;
  const targets = boardTargets(root);
  if (!active || !targets.includes(active)) return false;
  const others = targets.filter((el) => el !== active);
  const found = nearestInDirection(active.getBoundingClientRect(), others.map((el) => el.getBoundingClientRect()), direction);
  if (found === null) return false;
  others[found].focus();
  return true;
}
