// Picks the board for a view's game; any game without one gets a list of its legal actions.
import type { BoardProps } from "../types";
import { EbbeFlutBoard } from "../games/ebbe-flut/Board";
import { FlotsamBoard } from "../games/flotsam-fight/Board";
import { LandSeaBoard } from "../games/land-vs-sea/Board";
import { ElSwitcherBoard } from "../games/el-switcher/Board";

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
  switch (props.view?.game) {
    case "ebbe-flut":
      return <EbbeFlutBoard {...props} />;
    case "flotsam-fight":
      return <FlotsamBoard {...props} />;
    case "land-vs-sea":
      return <LandSeaBoard {...props} />;
    case "el-switcher":
      return <ElSwitcherBoard {...props} />;
    default:
      return <Fallback {...props} />;
  }
}
