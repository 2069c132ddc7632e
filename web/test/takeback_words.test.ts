import { describe, expect, it } from "vitest";
import { listing, takebackWords } from "../src/words";

const names = ["Ana", "Ben", "Cat", "Dan"];

describe("a take-back request in words", () => {
  it("lists names as a sentence does", () => {
    expect(listing(["Ben"])).toBe("Ben");
    expect(listing(["Ben", "Cat"])).toBe("Ben and Cat");
    expect(listing(["Ben", "Cat", "Dan"])).toBe("Ben, Cat and Dan");
  });

  it("tells each seat of a table of three what it waits for", () => {
    const standing = { seat: 0, waiting: [1, 2] };
    expect(takebackWords(standing, 1, names)).toBe("Ana asks to take back their last action. Everyone asked must agree: Cat too.");
    expect(takebackWords(standing, 0, names)).toBe("You asked to take back your last action: waiting for Ben and Cat.");
    const half = { seat: 0, waiting: [2] }; // Ben agreed
    expect(takebackWords(half, 1, names)).toBe("Ana asks to take back their last action: waiting for Cat.");
    expect(takebackWords(half, 2, names)).toBe("Ana asks to take back their last action.");
  });
});
