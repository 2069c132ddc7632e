import { describe, expect, it } from "vitest";
import { faceWords } from "../src/games/land-vs-sea/hexface";
import { counted } from "../src/words";

describe("counts agree with their nouns", () => {
  it("says 1 card and 2 cards", () => {
    expect([0, 1, 2].map((n) => counted(n, "movement card"))).toEqual(["0 movement cards", "1 movement card", "2 movement cards"]);
    expect(counted(1, "die", "dice")).toBe("1 die");
    expect(counted(3, "die", "dice")).toBe("3 dice");
  });

  it("tells a face with one sea edge and one bonus point in the singular", () => {
    const face = { edges: "LLLLLS", regions: [{ type: "L", edges: [0, 1, 2, 3, 4], bonus: 1 }, { type: "S", edges: [5] }] };
    expect(faceWords(face)).toBe("5 land and 1 sea edge, 1 bonus point");
  });
});
