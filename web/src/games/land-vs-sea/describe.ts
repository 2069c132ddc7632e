// Land vs Sea's moves in words, for the move confirmation's question: tiles and stacks
// from 1 as the board shows them, spaces by the coordinates the map's tooltips give.
import type { LandVsSeaView } from "../../generated/views";

type Data = LandVsSeaView["legal_data"][number];

export function describeLandVsSea(data: Data, _view: Partial<LandVsSeaView>, names: string[]): string | null {
  switch (data.kind) {
    case "place":
      return `Place tile ${data.slot + 1}, ${data.side === "up" ? "face up" : "hidden face"}, on space ${data.q},${data.r}, turned ${data.rotation}`;
    case "volcano":
      return `Put the Volcano/Whirlpool into the hole at ${data.q},${data.r}, turned ${data.rotation}`;
    case "take":
      return `Take the top tile of stack ${data.stack + 1}`;
    case "steal":
      return `Steal ${names[data.seat] ?? `Player ${data.seat + 1}`}'s tile ${data.slot + 1}`;
    case "waypoint":
      return `Put your waypoint on region ${data.region + 1} of the tile at ${data.q},${data.r}`;
    case "pass":
      return "Place nothing";
    default:
      return null;
  }
}
