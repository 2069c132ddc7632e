import { describe, expect, it } from "vitest";
import { heldQuestion } from "../src/confirm";
import { gameClient } from "../src/games";
import type { View } from "../src/types";

const view = (fields: Record<string, unknown>) => fields as unknown as View;

describe("the held move's question", () => {
  it("tells the move in the game's words, the typed form apart", () => {
    const ebbe = gameClient("ebbe-flut")!.describe!;
    const v = view({ game: "ebbe-flut", turned: false });
    const q = heldQuestion({ action: "draw 0", typed: false, seq: 3 }, ["draw 0", "draw 1"], ["draw 1", "draw 2"], [{ kind: "draw", stack: 0 }, { kind: "draw", stack: 1 }], (d) => ebbe(d, v, []));
    expect(q).toEqual({ question: "Draw the top card of stack 1?", typed: "draw 1" });
    expect(q.question).not.toContain(q.typed);
  });

  it("counts from the reader's side of Ebbe & Flut's table", () => {
    const ebbe = gameClient("ebbe-flut")!.describe!;
    expect(ebbe({ kind: "place", row: 0, col: 1 }, view({ turned: false }), [])).toBe("Place the drawn card on row 1, column 2");
    expect(ebbe({ kind: "place", row: 0, col: 1 }, view({ turned: true }), [])).toBe("Place the drawn card on row 5, column 4");
    expect(ebbe({ kind: "move", row: 0, col: 1, dir: "left" }, view({ turned: true }), [])).toBe("Move the top card on row 5, column 4 right");
  });

  it("names cards, figures, boats and tiles as the boards do", () => {
    const names = ["Ann", "Ben"];
    const sw = gameClient("el-switcher")!.describe!;
    const v = view({ seat: 0, figures: [[{ card: "fig03" }, { card: "fig08" }], [{ card: "fig20" }]] });
    expect(sw({ kind: "move", card: "mov3", a: [2, 3], b: [2, 4] }, v, names)).toBe("Swap row 3, column 4 with row 3, column 5 (straight, side by side)");
    expect(sw({ kind: "claim", card: "fig08", owner: null, cells: [] }, v, names)).toBe("Claim your figure card 2");
    expect(sw({ kind: "claim", card: "fig20", owner: 1, cells: [] }, v, names)).toBe("Block Ben's figure card 1");
    expect(gameClient("flotsam-fight")!.describe!({ kind: "play", card: 42, boat: 7 }, view({}), names)).toBe("Load card 42 onto boat 7");
    const lvs = gameClient("land-vs-sea")!.describe!;
    expect(lvs({ kind: "place", slot: 1, side: "up", q: 3, r: -2, rotation: 4 }, view({}), names)).toBe("Place tile 2, face up, on space 3,-2, turned 4");
    expect(lvs({ kind: "steal", seat: 1, slot: 0 }, view({}), names)).toBe("Steal Ben's tile 1");
  });

  it("asks plainly, the text apart, for a typed move or a game without words", () => {
    expect(heldQuestion({ action: "draw 9", typed: true, seq: 1 }, ["draw 0"], ["draw 1"], [{}], () => "never")).toEqual({ question: "Send the move you typed?", typed: "draw 9" });
    expect(heldQuestion({ action: "x", typed: false, seq: 1 }, ["x"], ["y"], [{}], null)).toEqual({ question: "Send this move?", typed: "y" });
  });
});
