// Picks the board for a view's game; any game without one gets a list of its legal actions.
import type { BoardProps } from "../types";
import { gameClient } from "../games";

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
  return <GameBoard {...props} />;
}
