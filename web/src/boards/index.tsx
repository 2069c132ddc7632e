// Picks the board for a view's game; any game without one gets a list of its legal actions.
import type { BoardProps } from "../types";
import type { EbbeFlutView, ElSwitcherView, FlotsamView, LandSeaView } from "../generated/views";
import { EbbeFlutBoard } from "./EbbeFlut";
import { FlotsamBoard } from "./Flotsam";
import { LandSeaBoard } from "./LandSea";
import { ElSwitcherBoard } from "./ElSwitcher";

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
  switch (props.view?.game) {
    case "ebbe-flut":
      return <EbbeFlutBoard {...(props as unknown as BoardProps<EbbeFlutView>)} />;
    case "flotsam-fight":
      return <FlotsamBoard {...(props as unknown as BoardProps<FlotsamView>)} />;
    case "land-vs-sea":
      return <LandSeaBoard {...(props as unknown as BoardProps<LandSeaView>)} />;
    case "el-switcher":
      return <ElSwitcherBoard {...(props as unknown as BoardProps<ElSwitcherView>)} />;
    default:
      return <Fallback {...props} />;
  }
}
