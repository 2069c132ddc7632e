// The client's registry of games: the one place a game is added to the browser client.
import type { GameClient } from "../boardkit/client";
import { ebbeFlut } from "./ebbe-flut";
import { flotsamFight } from "./flotsam-fight";
import { landVsSea } from "./land-vs-sea";
import { elSwitcher } from "./el-switcher";

/** Every game the client draws, keyed by its id (the server's game name). */
export const GAMES: Readonly<Record<string, GameClient>> = Object.fromEntries(
  [ebbeFlut, flotsamFight, landVsSea, elSwitcher].map((game) => [game.id, game]),
);

/** The registered pieces of a game, or null for a game this client does not know. */
export function gameClient(id: string | null | undefined): GameClient | null {
  return typeof id === "string" && Object.hasOwn(GAMES, id) ? GAMES[id] : null;
}
