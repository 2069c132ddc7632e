// What the client needs of every game: the pieces each games/<game>/index.ts hands the registry.
import type { ComponentType } from "preact";
import type { AnyView, BoardProps, View } from "../types";

/** One game's browser pieces, registered once in games/index.ts. */
export interface GameClient {
  /** The game's id, as the server names it (`GameInfo.name`, `view.game`) and as its folder is named. */
  id: string;
  /** The interactive board for a view: click targets only from the view's legal actions. */
  Board: ComponentType<BoardProps>;
  /** The lobby picture, drawn inside a 128 by 120 SVG box. */
  Picture: ComponentType;
  /** Optional: the final view's score broken down for the game-over panel (read from the view only). */
  breakdown?: (view: View) => Breakdown | null;
  /** Optional: a legal action (its `legal_data` entry) in the game's words, as a sentence
   * without its full stop ("Draw the top card of stack 3"): the move confirmation asks it. */
  describe?: (data: unknown, view: View, names: string[]) => string | null;
}

/** The pieces every registered game must have (the registry test checks each one). */
export const REQUIRED_PIECES = ["Board", "Picture"] as const satisfies readonly (keyof GameClient)[];

/** A game's board as the registry holds it: the registry hands it only views of its own game. */
export function registered<V extends AnyView>(board: ComponentType<BoardProps<V>>): ComponentType<BoardProps> {
  return board as unknown as ComponentType<BoardProps>;
}

/** A game's score breakdown for the game-over panel: named columns, one row of numbers per seat. */
export interface Breakdown {
  columns: string[];
  rows: (number | string)[][];
}

/** A game's breakdown as the registry holds it: it is handed only views of its own game. */
export function registeredBreakdown<V>(breakdown: (view: Partial<V>) => Breakdown | null): (view: View) => Breakdown | null {
  return breakdown as unknown as (view: View) => Breakdown | null;
}

/** A game's describer as the registry holds it: it is handed only its own game's actions. */
export function registeredDescribe<V, D>(describe: (data: D, view: Partial<V>, names: string[]) => string | null): (data: unknown, view: View, names: string[]) => string | null {
  return describe as unknown as (data: unknown, view: View, names: string[]) => string | null;
}
