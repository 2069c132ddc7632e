import { describe, expect, it } from "vitest";
import { displayCell, screenArrow } from "../src/games/ebbe-flut/layout";
import { regionAnchor, rotateFace } from "../src/games/land-vs-sea/hexface";
import { matchFaces, parseLandSea } from "../src/games/land-vs-sea/notation";
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

  it("matches Land vs Sea placements to the hand faces they name", () => {
    const up = { id: "48a", edges: "LLLSSS" };
    const down = { id: "48b", edges: "LLSSLS" };
    const hand = [{ up, down }, { up: { id: "31b", edges: "LLSLSS" }, down: null }];
    const placements = ["h0u@1,0r0", "h0d@1,0r2", "t31b@0,1r3"].map(parseLandSea) as any[];
    const faces = matchFaces(hand, placements);
    expect(faces.get("h0u")).toMatchObject({ slot: 0, side: "up", face: up });
    expect(faces.get("h0d")).toMatchObject({ slot: 0, side: "down", face: down });
    expect(faces.get("t31b")).toMatchObject({ slot: 1, side: "up" });
    const unknown = matchFaces(hand, [parseLandSea("zz@0,0r0")] as any[]);
    expect(unknown.get("zz")).toMatchObject({ slot: -1, face: null });
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
    const names = seatNames([{ seat: 0, name: "ana", bot: null }, { seat: 1, name: null, bot: "greedy" }], view, 2);
    expect(names).toEqual(["ana", "Bot 2 (greedy)"]);
    expect(turnWords(view, names, 0, "playing")).toBe("Bot 2 (greedy) (Land) to move.");
    expect(turnWords({ ...view, to_move: 0 }, names, 0, "playing")).toBe("Your turn (Water).");
    expect(turnWords({ ...view, game_over: true }, names, 0, "over")).toBe("The game is over.");
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
