// Picks the board for a view's game; any game without one gets a list of its legal actions.
import type { BoardProps } from "../types";
import { gameClient } from "../games";

function Fallback({ legal, act }: BoardProps) {
  return (
    <div class="actions">
      {legal.map((a) => (
        <button data-action={a} onClick={() => act(a)}>
          {a}
        </button>
      ))}
    </div>
  );
}

export function Board(props: BoardProps) {
  const GameBoard = gameClient(props.view?.game)?.Board ?? Fallback;
  return <GameBoard {...props} />;
}
