// The game-over panel's words and breakdowns: a tie between everyone is a draw; each game's breakdown reads its final view.
import { describe, expect, it } from "vitest";
import { isDraw, resultHeadline } from "../src/components/TableParts";
import { flotsamFightBreakdown } from "../src/games/flotsam-fight/result";
import { landSeaBreakdown } from "../src/games/land-vs-sea/result";
import { ebbeFlutBreakdown } from "../src/games/ebbe-flut/result";
import { switcherBreakdown } from "../src/games/el-switcher/result";
import type { EbbeFlutView, FlotsamFightView, LandVsSeaView } from "../src/generated/views";

/** A partial view for a breakdown test: only the fields the breakdown reads. */
const partial = <V>(fields: object) => fields as Partial<V>;

describe("the game-over headline", () => {
  const names = ["Ann", "Bo", "Cy"];
  it("calls a tie between every player a draw", () => {
    expect(isDraw([0, 1], 2)).toBe(true);
    expect(resultHeadline([0, 1], 2, 0, names)).toBe("A draw.");
    expect(isDraw([0], 1)).toBe(false);
  });
  it("names the winners, and you", () => {
    expect(resultHeadline([1], 2, 0, names)).toBe("Bo wins.");
    expect(resultHeadline([0], 2, 0, names)).toBe("You win!");
    expect(resultHeadline([0, 2], 3, 0, names)).toBe("You share the win with Cy!");
    expect(resultHeadline([1, 2], 3, null, names)).toBe("Bo and Cy share the win.");
  });
});

describe("score breakdowns", () => {
  it("gives Flotsam Fight's tokens per round", () => {
    const view = partial<FlotsamFightView>({ scores: [0, 3], round_results: [{ tokens: [-1, 2] }, { tokens: [-1, 2] }, { tokens: [2, -1] }] });
    expect(flotsamFightBreakdown(view)).toEqual({ columns: ["Round 1", "Round 2", "Round 3"], rows: [["-1", "-1", "+2"], ["+2", "+2", "-1"]] });
  });
  it("splits Land vs Sea's points into areas and the rest", () => {
    const view = partial<LandVsSeaView>({ points: { land: 3, sea: 4 }, area_points: { land: 2, sea: 4 }, teams: [0, 1], modules: {} });
    expect(landSeaBreakdown(view)?.rows).toEqual([["Land", 2, 1], ["Sea", 4, 0]]);
    expect(landSeaBreakdown({ ...view, modules: { waypoints: true, mountains_coral: false, caravans_ships: false } })?.columns[2]).toBe("Bonuses, waypoints");
  });
  it("counts Ebbe & Flut's cards and El Switcher's figures", () => {
    const ebbe = partial<EbbeFlutView>({ players: [{ role: "water" }, { role: "land" }], scored: { water: ["A1"], land: [] }, lost: { water: [], land: ["B2", "C3"] }, forfeited: { water: [], land: [] } });
    expect(ebbeFlutBreakdown(ebbe)?.rows).toEqual([["Water", 1, 0, 0], ["Land", 0, 2, 0]]);
    expect(switcherBreakdown({ formed: [["fig01", "fig02"], []], figures_left: [0, 5] })?.rows).toEqual([[2, 0], [0, 5]]);
  });
});
