// The lesson goal marks: which board targets lead towards a lesson's right moves, by their data.
import { describe, expect, it } from "vitest";
import { hasFields, leadsToGoal, selects } from "../src/learn/goal";
import type { LegalAction } from "../src/types";

const place: LegalAction = { action: "h0u@-2,3r4", data: { kind: "place", slot: 0, side: "up", q: -2, r: 3, rotation: 4 } };
const claim: LegalAction = { action: "claim fig07@1 1,1 1,2", data: { kind: "claim", card: "fig07", owner: 1, cells: [[1, 1], [1, 2]] } };
const swap: LegalAction = { action: "mov2 0,0 0,2", data: { kind: "move", card: "mov2", a: [0, 0], b: [0, 2] } };
const load: LegalAction = { action: "42>7", data: { kind: "play", card: 42, boat: 7 } };

describe("lesson goals", () => {
  it("compares fields by value, cells included, and needs every one", () => {
    expect(hasFields(swap.data, { kind: "move", a: [0, 0] })).toBe(true);
    expect(hasFields(swap.data, { kind: "move", a: [0, 2] })).toBe(false);
    expect(hasFields(claim.data, { card: "fig07", owner: null })).toBe(false);
    expect(hasFields(load.data, { kind: "play", card: 42, missing: 1 })).toBe(false);
  });

  it("marks an action only when it is a goal", () => {
    expect(leadsToGoal({ action: "42>7" }, [load, swap])).toBe(true);
    expect(leadsToGoal({ action: "42>8" }, [load])).toBe(false);
  });

  it("marks a selection whose fields a goal has, and no other", () => {
    expect(leadsToGoal({ fields: [{ kind: "claim", card: "fig07", owner: 1 }] }, [claim])).toBe(true);
    expect(leadsToGoal({ fields: [{ kind: "claim", card: "fig07", owner: null }] }, [claim])).toBe(false);
    expect(leadsToGoal({ fields: [{ kind: "move", card: "mov2" }] }, [swap])).toBe(true);
    expect(leadsToGoal({ fields: [{ kind: "move", card: "mov3" }] }, [swap])).toBe(false);
    expect(leadsToGoal({ fields: [{ kind: "place", slot: 0, side: "up", q: -2, r: 3 }] }, [place])).toBe(true);
    expect(leadsToGoal({ fields: [{ kind: "place", slot: 0, side: "down", q: -2, r: 3 }] }, [place])).toBe(false);
    expect(leadsToGoal({ fields: [{ kind: "place", q: 2, r: 3 }] }, [place])).toBe(false);
    expect(leadsToGoal({ fields: [{ kind: "play", card: 42 }] }, [load])).toBe(true);
    expect(leadsToGoal({ fields: [] }, [load])).toBe(false);
  });

  it("lets a selection match any of its field sets (a tile may be either end of a swap)", () => {
    const tile = JSON.parse(selects({ kind: "move", card: "mov2", a: [0, 2] }, { kind: "move", card: "mov2", b: [0, 2] })["data-fields"]);
    expect(leadsToGoal({ fields: tile }, [swap])).toBe(true);
    expect(leadsToGoal({ fields: tile }, [load])).toBe(false);
  });
});
