// The lesson goal marks: which board targets lead towards a lesson's right moves.
import { describe, expect, it } from "vitest";
import { leadsToGoal, notationParts } from "../src/learn/goal";

describe("lesson goals", () => {
  it("splits notations into the parts a selection names", () => {
    expect(notationParts("h0u@-2,3r4")).toEqual(expect.arrayContaining(["h0u", "-2,3", "-2,3r4"]));
    expect(notationParts("claim fig07@1 1,1 1,2")).toEqual(expect.arrayContaining(["claim fig07@1", "fig07", "1,1", "1,2"]));
    expect(notationParts("42>7")).toEqual(expect.arrayContaining(["42", "7"]));
  });

  it("marks an action only when it is a goal", () => {
    expect(leadsToGoal("action", "draw 2", ["draw 2", "draw 3"])).toBe(true);
    expect(leadsToGoal("action", "draw 1", ["draw 2"])).toBe(false);
  });

  it("marks a selection that is part of a goal, and no other", () => {
    expect(leadsToGoal("select", "claim fig07@1", ["claim fig07@1 1,1 1,2"])).toBe(true);
    expect(leadsToGoal("select", "mov2#0", ["mov2 0,0 0,2"])).toBe(true);
    expect(leadsToGoal("select", "mov3#1", ["mov2 0,0 0,2"])).toBe(false);
    expect(leadsToGoal("select", "-2,3", ["h0u@-2,3r4"])).toBe(true);
    expect(leadsToGoal("select", "2,3", ["h0u@-2,3r4"])).toBe(false);
    expect(leadsToGoal("select", "42", ["42>7"])).toBe(true);
  });
});
