import { describe, expect, it } from "vitest";
import { cellKey, findAction, groupBy, legalActions, ofKind } from "../src/boardkit/actions";
import { figureKey, partners } from "../src/games/el-switcher/Board";
import type { FlotsamFightView } from "../src/generated/views";

const flotsam = {
  legal: ["60>4", "72>4", "72>9", "pass"],
  legal_data: [
    { kind: "play", card: 60, boat: 4 },
    { kind: "play", card: 72, boat: 4 },
    { kind: "play", card: 72, boat: 9 },
    { kind: "pass" },
  ],
} as unknown as FlotsamFightView;

describe("legal actions come as notation with data; clicks match fields", () => {
  it("pairs view.legal with view.legal_data, keeping only what this page may send", () => {
    const all = legalActions(flotsam, flotsam.legal);
    expect(all).toHaveLength(4);
    expect(all[2]).toEqual({ action: "72>9", data: { kind: "play", card: 72, boat: 9 } });
    expect(legalActions(flotsam, [])).toEqual([]);
    expect(legalActions(null, ["pass"])).toEqual([]);
  });

  it("sorts by kind and finds an action by its fields, never by its notation", () => {
    const all = legalActions(flotsam, flotsam.legal);
    const plays = ofKind(all, "play");
    expect(plays.map((p) => p.data.card)).toEqual([60, 72, 72]);
    expect(groupBy(plays, (p) => String(p.data.boat)).get("4")!.map((p) => p.action)).toEqual(["60>4", "72>4"]);
    expect(findAction(all, { kind: "play", card: 72, boat: 9 })?.action).toBe("72>9");
    expect(findAction(all, { kind: "play", card: 60, boat: 9 })).toBeUndefined();
    expect(ofKind(all, "pass")[0].action).toBe("pass");
  });

  it("finds El Switcher partners and keys figure cards by owner", () => {
    const moves = [
      { card: "mov2", a: [0, 0] as [number, number], b: [0, 2] as [number, number], action: "m1" },
      { card: "mov2", a: [0, 2] as [number, number], b: [2, 2] as [number, number], action: "m2" },
      { card: "mov3", a: [0, 1] as [number, number], b: [0, 2] as [number, number], action: "m3" },
    ];
    const found = partners(moves, "mov2", [0, 2]);
    expect(found.map((p) => p.action).sort()).toEqual(["m1", "m2"]);
    expect(found.map((p) => cellKey(p.other))).toContain("0,0");
    expect(figureKey("fig07", null)).toBe("fig07");
    expect(figureKey("fig07", 2)).toBe("fig07@2");
  });
});
