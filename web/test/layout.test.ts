import { describe, expect, it } from "vitest";
import { displayCell, screenArrow } from "../src/games/ebbe-flut/layout";
import { matchFaces, placements } from "../src/games/land-vs-sea/Board";
import { regionAnchor, rotateFace } from "../src/games/land-vs-sea/hexface";
import { seatNames, turnWords } from "../src/pages/Table";
import { clockLeft, formatMs } from "../src/components/TableParts";

describe("view to board layout", () => {
  it("shows Land the Ebbe & Flut grid turned half round, arrows included", () => {
    expect(displayCell([0, 0], true)).toEqual([4, 4]);
    expect(displayCell([3, 4], false)).toEqual([3, 4]);
    // Land's "right" on the board (column + 1) points left on Land's screen
    expect(screenArrow("right", true)).toMatchObject({ glyph: "←", word: "left" });
    expect(screenArrow("up", false)).toMatchObject({ glyph: "↑", word: "up" });
    expect(screenArrow("down", true)).toMatchObject({ glyph: "↑" });
  });

  it("matches Land vs Sea placements to the hand faces their data names", () => {
    const up = { id: "h0u", edges: "LLLSSS" };
    const down = { id: "h0d", edges: "LLSSLS" };
    const hand = [{ up, down }, { up: { id: "h1u", edges: "LLSLSS" }, down: null }];
    const place = (slot: number, side: "up" | "down", action: string) => ({ action, data: { kind: "place" as const, slot, side, q: 1, r: 0, rotation: 0 } });
    const offered = placements([place(0, "up", "h0u@1,0r0"), place(0, "down", "h0d@1,0r0"), place(1, "up", "h1u@1,0r0"), { action: "pass", data: { kind: "pass" } }]);
    expect(offered.map((p) => p.face)).toEqual(["h0u", "h0d", "h1u"]);
    const faces = matchFaces(hand, offered);
    expect(faces.get("h0u")).toMatchObject({ slot: 0, side: "up", face: up });
    expect(faces.get("h0d")).toMatchObject({ slot: 0, side: "down", face: down });
    expect(faces.get("h1u")).toMatchObject({ slot: 1, side: "up" });
    const unknown = matchFaces(hand, placements([place(5, "up", "h5u@1,0r0")]));
    expect(unknown.get("h5u")).toMatchObject({ slot: -1, face: null });
  });

  it("turns a face's regions and sections with its edges", () => {
    const face = { edges: "LLSSSS", regions: [{ type: "L", edges: [0, 1], bonus: 1 }, { type: "S", edges: [2, 3, 4, 5] }], mountains: [[0, 1]] };
    const turned = rotateFace(face, 2);
    expect(turned.edges).toBe("SSLLSS");
    expect(turned.regions![0].edges).toEqual([2, 3]);
    expect(turned.mountains).toEqual([[2, 3]]);
    const [x, y] = regionAnchor(turned.regions![0], 10);
    expect(x).toBeLessThan(0); // edges 2 and 3 face north-west and west
    expect(y).toBeLessThan(0.01);
  });

  it("says whose turn it is in words", () => {
    const view = { to_move: 1, game_over: false, players: [{ name: "Water" }, { name: "Land" }] };
    const names = seatNames([{ seat: 0, name: "ana", bot: null, display_name: "ana" }, { seat: 1, name: null, bot: "greedy", display_name: "Bot 2 (greedy)" }], view, 2);
    expect(names).toEqual(["ana", "Bot 2 (greedy)"]);
    expect(turnWords(view, names, 0, "playing")).toBe("Bot 2 (greedy) (Land) to move.");
    expect(turnWords({ ...view, to_move: 0 }, names, 0, "playing")).toBe("Your turn (Water).");
    expect(turnWords({ ...view, game_over: true }, names, 0, "over")).toBe("The game is over.");
  });

  it("names each seat by the server's display_name, an open seat by its role", () => {
    const view = { players: [{ name: "Player 1" }, { name: "Player 2" }, { name: "Player 3" }, { name: "Player 4" }] };
    const seats = [
      { seat: 0, role: "Player 1", name: "ana", bot: null, display_name: "ana" },
      // a bot playing for ben: the seat keeps his name
      { seat: 1, role: "Player 2", name: "ben", bot: "greedy", takeover: "resign", display_name: "ben" },
      // the client shows the server's words as they are, composing nothing of its own
      { seat: 2, role: "Player 3", name: null, bot: "ismcts:think=2", display_name: "Bot 3 (ismcts)" },
      { seat: 3, role: "Player 4", name: null, bot: null, display_name: null },
    ];
    expect(seatNames(seats, view, 4)).toEqual(["ana", "ben", "Bot 3 (ismcts)", "Player 4"]);
    expect(seatNames(seats, null, 4)[3]).toBe("Player 4"); // before the first view: the seat's role
    expect(seatNames([], null, 2)).toEqual(["Seat 1", "Seat 2"]);
  });

  it("runs only the mover's clock", () => {
    const clocks = { running: 1, remaining_ms: [60000, 30000], server_time: 0 };
    expect(clockLeft(clocks, 1, 1000, 3000)).toBe(28000);
    expect(clockLeft(clocks, 0, 1000, 3000)).toBe(60000);
    expect(clockLeft({ remaining_ms: [null, null] }, 0, 0, 0)).toBeNull();
    expect(formatMs(61000)).toBe("1:01");
  });

  it("tells a turn-based clock in days and hours", () => {
    expect(formatMs(2 * 86_400_000 + 3 * 3_600_000)).toBe("2 d 3 h");
    expect(formatMs(5 * 3_600_000 + 7 * 60_000)).toBe("5 h 07 min");
    expect(formatMs(3_599_000)).toBe("59:59");
  });
});

describe("Ebbe & Flut labels", () => {
  it("counts rows and columns from 1 as the viewer sees them", async () => {
    const { cellWords } = await import("../src/games/ebbe-flut/layout");
    expect(cellWords([0, 0], false)).toBe("row 1, column 1");
    expect(cellWords([0, 0], true)).toBe("row 5, column 5");
    expect(cellWords([1, 3], false)).toBe("row 2, column 4");
  });

  it("says whose cards lie beneath a pile's top card, top first, counted when many", async () => {
    const { beneathMarks } = await import("../src/games/ebbe-flut/layout");
    expect(beneathMarks(["land", "water"])).toBe("+2 ≈▲");
    expect(beneathMarks(["land", "land", "water", "land", "water"])).toBe("+5 ≈2 ▲3");
  });
});

describe("arrow keys on a board", () => {
  it("go to the nearest target that way, preferring the same row or column", async () => {
    const { nearestInDirection } = await import("../src/boardkit/focus");
    const cell = (x: number, y: number) => ({ x, y, width: 10, height: 10 });
    const boxes = [cell(20, 0), cell(40, 0), cell(20, 20), cell(0, 20), cell(22, 40)];
    expect(nearestInDirection(cell(0, 0), boxes, "ArrowRight")).toBe(0);
    expect(nearestInDirection(cell(20, 0), [boxes[1], boxes[2], boxes[3]], "ArrowDown")).toBe(1);
    expect(nearestInDirection(cell(20, 20), boxes, "ArrowDown")).toBe(4);
    expect(nearestInDirection(cell(0, 0), boxes, "ArrowLeft")).toBeNull();
    expect(nearestInDirection(cell(0, 0), boxes, "ArrowUp")).toBeNull();
  });
});
