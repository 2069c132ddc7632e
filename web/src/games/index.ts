// The client's registry of games, built from their list (./list.ts, a line per game).
import type { GameClient } from "../boardkit/client";
import * as listed from "./list";

/** Every game the client draws, keyed by its id (the server's game name). */
export const GAMES: Readonly<Record<string, GameClient>> = Object.fromEntries(
  Object.values(listed).map((game: GameClient) => [game.id, game]),
);

/** The registered pieces of a game, or null for a game this client does not know. */
export function gameClient(id: string | null | undefined): GameClient | null {
  return typeof id === "string" && Object.hasOwn(GAMES, id) ? GAMES[id] : null;
}
