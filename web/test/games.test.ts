// Every game the server offers is registered in the client, from its own folder, with every piece.
/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { isValidElement, type FunctionComponent } from "preact";
import { REQUIRED_PIECES } from "../src/boardkit/client";
import { GAMES, gameClient } from "../src/games";

/** The games the server offers: one Python package each under src/seaboard/games/ (ebbe_flut is ebbe-flut). */
const SERVER_GAMES = Object.keys(import.meta.glob("../../src/seaboard/games/*/__init__.py"))
  .map((path) => path.split("/")[5].replace(/_/g, "-"))
  .sort();

/** Each game folder's files, found by Vite's glob (paths like ../src/games/<id>/Board.tsx). */
const FILES = Object.keys(import.meta.glob("../src/games/*/*.{ts,tsx}"));
const FOLDERS = [...new Set(FILES.map((path) => path.split("/")[3]))].sort();
const FOLDER_FILES = ["index.ts", "Board.tsx", "Picture.tsx"];

describe("the game registry", () => {
  it("finds the server's four games", () => {
    expect(SERVER_GAMES).toEqual(expect.arrayContaining(["ebbe-flut", "flotsam-fight", "land-vs-sea", "el-switcher"]));
  });

  it.each(SERVER_GAMES)("registers %s with every piece a game must have", (id) => {
    const game = gameClient(id);
    expect(game, `${id} is not registered in web/src/games/index.ts`).not.toBeNull();
    expect(game!.id).toBe(id);
    for (const piece of REQUIRED_PIECES) expect(typeof game![piece], `${id} has no ${piece}`).toBe("function");
  });

  it("registers every game folder, under the folder's name", () => {
    expect(Object.keys(GAMES).sort(), "each folder in web/src/games/ registered in web/src/games/index.ts").toEqual(FOLDERS);
    expect(FOLDERS, "a game folder in web/src/games/ per game package in src/seaboard/games/").toEqual(SERVER_GAMES);
  });

  it.each(FOLDERS)("finds the usual files in games/%s/", (folder) => {
    const missing = FOLDER_FILES.filter((name) => !FILES.includes(`../src/games/${folder}/${name}`));
    expect(missing, `web/src/games/${folder}/ lacks ${missing.join(", ")}`).toEqual([]);
  });

  it("draws each game's lobby picture and knows no other game", () => {
    for (const id of SERVER_GAMES) expect(isValidElement((GAMES[id].Picture as FunctionComponent)({})), `${id}'s picture`).toBe(true);
    expect(gameClient("chess")).toBeNull();
    expect(gameClient(undefined)).toBeNull();
    expect(gameClient("constructor")).toBeNull();
  });
});
