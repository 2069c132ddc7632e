import { describe, expect, it } from "vitest";
import { matchTyped, normalTyped } from "../src/boardkit/typed";

const legal = ["mov1 3,3 5,1", "mov7 0,0 0,2", "end"];
const shown = ["swap 4,4 6,2", "swap 1,1 1,3 to an end of the line", "end"];

describe("the notation box matches typed text against the shown forms", () => {
  it("makes only case and spacing equal", () => {
    expect(normalTyped("  Swap  4, 4   6 ,2 ")).toBe("swap 4,4 6,2");
    expect(normalTyped("tile 1 up on -1, 0, turned 1")).toBe("tile 1 up on -1,0, turned 1");
  });

  it("sends the wire notation of the one shown form typed", () => {
    expect(matchTyped("SWAP 4,4 6,2", shown, legal)).toBe("mov1 3,3 5,1");
    expect(matchTyped("swap 1,1  1,3 to an END of the line", shown, legal)).toBe("mov7 0,0 0,2");
  });

  it("matches no wire notation and nothing unlisted: the server reads those", () => {
    expect(matchTyped("mov1 3,3 5,1", shown, legal)).toBeNull();
    expect(matchTyped("swap 1,1 1,3", shown, legal)).toBeNull();
    expect(matchTyped("end", shown.slice(1), legal)).toBeNull(); // lists that do not pair up
  });
});
