// What the client needs of every game: the pieces each games/<game>/index.ts hands the registry.
import type { ComponentType } from "preact";
import type { BoardProps } from "../types";

/** One game's browser pieces, registered once in games/index.ts. */
export interface GameClient {
  /** The game's id, as the server names it (`GameInfo.name`, `view.game`) and as its folder is named. */
  id: string;
  /** The interactive board for a view: click targets only from `legal`. */
  Board: ComponentType<BoardProps>;
  /** The lobby picture, drawn inside a 128 by 120 SVG box. */
  Picture: ComponentType;
}

/** The pieces every registered game must have (the registry test checks each one). */
export const REQUIRED_PIECES = ["Board", "Picture"] as const satisfies readonly (keyof GameClient)[];
