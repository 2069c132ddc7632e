// What the client needs of every game: the pieces each games/<game>/index.ts hands the registry.
import type { ComponentType } from "preact";
import type { BoardProps, View } from "../types";

/** One game's browser pieces, registered once in games/index.ts. */
export interface GameClient {
  /** The game's id, as the server names it (`GameInfo.name`, `view.game`) and as its folder is named. */
  id: string;
  /** The interactive board for a view: click targets only from `legal`. */
  Board: ComponentType<BoardProps>;
  /** The lobby picture, drawn inside a 128 by 120 SVG box. */
  Picture: ComponentType;
  /** Optional: the final view's score broken down for the game-over panel (read from the view only). */
  breakdown?: (view: View) => Breakdown | null;
}

/** The pieces every registered game must have (the registry test checks each one). */
export const REQUIRED_PIECES = ["Board", "Picture"] as const satisfies readonly (keyof GameClient)[];

/** A game's score breakdown for the game-over panel: named columns, one row of numbers per seat. */
export interface Breakdown {
  columns: string[];
  rows: (number | string)[][];
}
