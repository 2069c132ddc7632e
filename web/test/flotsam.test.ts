// Flotsam Fight's printed boats: the numbers 3 to 10 that divide a card's value.
import { describe, expect, it } from "vitest";
import { printedBoats } from "../src/games/flotsam-fight/cards";

describe("printed boats", () => {
  it("lists the divisors among 3 to 10", () => {
    expect(printedBoats(24)).toEqual([3, 4, 6, 8]);
    expect(printedBoats(35)).toEqual([5, 7]);
    expect(printedBoats(90)).toEqual([3, 5, 6, 9, 10]);
    expect(printedBoats(97)).toEqual([]);
  });
});
