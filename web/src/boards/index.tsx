// Picks the board for a view's game; any game without one gets a list of its legal actions.
import type { BoardProps } from "../types";
import { EbbeFlutBoard } from "./EbbeFlut";
import { FlotsamBoard } from "./Flotsam";
import { LandSeaBoard } from "./LandSea";
import { ElSwitcherBoard } from "./ElSwitcher";

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
