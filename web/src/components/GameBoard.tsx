// Picks the board for a view's game (any game without one gets a list of its legal actions),
// and gives every board the same keyboard travel: arrow keys between targets, and the focus on
// the next target after each action.
import { useEffect, useRef } from "preact/hooks";
import type { BoardProps } from "../types";
import { gameClient } from "../games";
import { arrowTravel, boardTargets } from "../boardkit/focus";

function Fallback({ actions, act }: BoardProps) {
  return (
    <div class="actions">
      {actions.map(({ action }) => (
        <button data-action={action} onClick={() => act(action)}>
          {action}
        </button>
      ))}
    </div>
  );
}

export function Board(props: BoardProps) {
  const GameBoard = gameClient(props.view?.game)?.Board ?? Fallback;
  const root = useRef<HTMLDivElement>(null);
  const acted = useRef(false);
  const legalKey = props.actions.map((a) => a.action).join("|");
  useEffect(() => {
    const box = root.current;
    if (!box || !props.actions.length) return;
    const active = document.activeElement as HTMLElement | null;
    const targets = boardTargets(box);
    const idle = !active || active === document.body || !document.contains(active);
    const stale = active !== null && box.contains(active) && !targets.includes(active);
    // after this page acted, or with the focus nowhere useful, go to the first target the new
    // position offers; focus in the chat or the notation box stays where it is
    if (acted.current ? idle || box.contains(active) : idle || stale) targets[0]?.focus({ preventScroll: !acted.current });
    acted.current = false;
  }, [legalKey]);
  const act = (notation: string) => {
    acted.current = true;
    props.act(notation);
  };
  return (
    <div
      class="board-frame"
      ref={root}
      onKeyDown={(event) => {
        if (root.current && arrowTravel(root.current, event)) event.preventDefault();
      }}
    >
      <GameBoard {...props} act={act} />
    </div>
  );
}
