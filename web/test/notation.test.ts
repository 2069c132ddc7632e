import { describe, expect, it } from "vitest";
import { groupBy } from "../src/boardkit/notation";
import { parseEbbe } from "../src/games/ebbe-flut/notation";
import { parseFlotsam } from "../src/games/flotsam-fight/notation";
import { faceKeys, parseLandSea } from "../src/games/land-vs-sea/notation";
import { claimPrefix, parseSwitcherClaim, parseSwitcherMove, partners } from "../src/games/el-switcher/notation";

describe("notation parsing only sorts what the server listed", () => {
  it("reads Ebbe & Flut actions", () => {
    expect(parseEbbe("draw 3")).toEqual({ kind: "draw", stack: 3, action: "draw 3" });
    expect(parseEbbe("place 4,3")).toMatchObject({ kind: "place", cell: [4, 3] });
    expect(parseEbbe("move 2,2 left")).toMatchObject({ kind: "move", cell: [2, 2], dir: "left" });
    expect(parseEbbe("done")).toMatchObject({ kind: "other" });
  });

  it("reads Flotsam Fight plays and groups them by boat and by card", () => {
    const legal = ["60>4", "72>4", "72>9", "76>4", "pass"];
    const plays = legal.map(parseFlotsam).filter((p) => p !== null);
    expect(plays).toHaveLength(4);
    const byBoat = groupBy(plays, (p) => String(p!.boat));
    expect(byBoat.get("4")!.map((p) => p!.card)).toEqual([60, 72, 76]);
    const byCard = groupBy(plays, (p) => String(p!.card));
    expect(byCard.get("72")!.map((p) => p!.action)).toEqual(["72>4", "72>9"]);
    expect(parseFlotsam("pass")).toBeNull();
  });

  it("reads El Switcher moves and finds the partners of a first tile", () => {
    const moves = ["mov2 0,0 0,2", "mov2 0,0 2,0", "mov3 0,0 0,1", "mov2 0,2 2,2"].map(parseSwitcherMove).filter((m) => m !== null);
    const found = partners(moves as NonNullable<(typeof moves)[number]>[], "mov2", [0, 2]);
    expect(found.map((p) => p.action).sort()).toEqual(["mov2 0,0 0,2", "mov2 0,2 2,2"]);
    expect(found.map((p) => p.other)).toContainEqual([0, 0]);
  });

  it("reads El Switcher claims of one's own and another seat's card", () => {
    const own = parseSwitcherClaim("claim fige07 0,0 0,1 0,2 1,0")!;
    expect(own).toMatchObject({ prefix: "claim fige07", card: "fige07", owner: null });
    expect(own.cells).toHaveLength(4);
    const block = parseSwitcherClaim("claim fig07@2 1,1 1,2 1,3 1,4 2,4")!;
    expect(block).toMatchObject({ prefix: "claim fig07@2", owner: 2 });
    expect(claimPrefix("fig07", 2, 0)).toBe(block.prefix);
    expect(claimPrefix("fige07", 1, 1)).toBe(own.prefix);
    expect(parseSwitcherClaim("end")).toBeNull();
  });

  it("reads Land vs Sea actions with an opaque face part", () => {
    expect(parseLandSea("t12b@3,-2r4")).toMatchObject({ kind: "place", face: "t12b", q: 3, r: -2, rotation: 4 });
    expect(parseLandSea("h0u@-8,1r1")).toMatchObject({ kind: "place", face: "h0u", q: -8, r: 1, rotation: 1 });
    expect(parseLandSea("volcano@0,0r2")).toMatchObject({ kind: "volcano", q: 0, r: 0, rotation: 2 });
    expect(parseLandSea("steal 1.0")).toMatchObject({ kind: "steal", seat: 1, slot: 0 });
    expect(parseLandSea("take 1")).toMatchObject({ kind: "take", stack: 1 });
    expect(parseLandSea("waypoint@2,-1.1")).toMatchObject({ kind: "waypoint", q: 2, r: -1, region: 1 });
    expect(parseLandSea("pass")).toMatchObject({ kind: "other" });
  });

  it("offers the ways a placement may name a hand face", () => {
    expect(faceKeys("48a", 0, "up")).toContain("t48a");
    expect(faceKeys(undefined, 1, "down")).toContain("h1d");
    expect(faceKeys(null, 0, "up")).toContain("h0u");
  });
});
