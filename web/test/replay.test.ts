// Replay travel by turns: next turn, previous turn, a player's next turn.
import { describe, expect, it } from "vitest";
import { nextTurn, nextTurnOf, previousTurn } from "../src/pages/replaySteps";
import type { ReviewData } from "../src/types";

describe("replay turns", () => {
  // El Switcher-like: seat 0 moves three times, then seat 1 twice, then seat 0, then the end
  const movers = [0, 0, 0, 1, 1, 0, null];
  it("jumps to the next turn", () => {
    expect(nextTurn(movers, 0)).toBe(3);
    expect(nextTurn(movers, 3)).toBe(5);
    expect(nextTurn(movers, 5)).toBe(6);
    expect(nextTurn(movers, 6)).toBe(6);
  });
  it("goes back a turn", () => {
    expect(previousTurn(movers, 4)).toBe(0);
    expect(previousTurn(movers, 5)).toBe(3);
    expect(previousTurn(movers, 1)).toBe(0);
  });
  it("finds a player's next turn", () => {
    expect(nextTurnOf(movers, 0, 1)).toBe(3);
    expect(nextTurnOf(movers, 0, 0)).toBe(5);
    expect(nextTurnOf(movers, 5, 1)).toBe(6);
  });
});

describe("replay names", () => {
  it("names the seats as the replay's seat list does, with the role beside", async () => {
    const { replayNames } = await import("../src/pages/Replay");
    const seats = [
      { seat: 0, name: "Ann", bot: null, display_name: "Ann" },
      { seat: 1, name: null, bot: "greedy:samples=8", display_name: "Bot 2 (greedy)" },
    ];
    expect(replayNames(2, seats, ["Water", "Land"])).toEqual(["Ann (Water)", "Bot 2 (greedy) (Land)"]);
    expect(replayNames(2, seats, ["Player 1", "Player 2"])).toEqual(["Ann (Player 1)", "Bot 2 (greedy) (Player 2)"]);
    expect(replayNames(2, [{ seat: 0, name: "Ann", bot: null, display_name: "Ann" }], ["Player 1", "Player 2"])).toEqual(["Ann (Player 1)", "Player 2"]);
    expect(replayNames(1, undefined, [undefined])).toEqual(["Seat 1"]);
  });
});

describe("the review's better action on the board", () => {
  const move = (seq: number, action: string, best: string, best_data: unknown = { kind: "play", card: 14, boat: 7 }) =>
    ({ seq, seat: 0, action, chance_before: 0.7, chance_after: 0.6, best, best_chance: 0.7, mark: null, best_data }) as ReviewData["moves"][number];
  const review: ReviewData = {
    status: "done",
    position: 0,
    progress: 1,
    seats: [],
    moves: [move(1, "96>8", "14>7"), move(2, "14>7", "14>7"), move(3, "96>8", "14>7", null)],
  };
  it("is the data of the move that led to the step, when it was not the move played", async () => {
    const { betterThan } = await import("../src/pages/Replay");
    expect(betterThan(review, 1)).toEqual({ kind: "play", card: 14, boat: 7 });
    expect(betterThan(review, 2)).toBeNull(); // the best was played
    expect(betterThan(review, 3)).toBeNull(); // stored before reviews sent the data
    expect(betterThan(review, 0)).toBeNull(); // the start: no move led there
  });
});
