import { describe, expect, it } from "vitest";
import { levelChoices, playNowOptions, FALLBACK_LEVEL } from "../src/components/PlayNow";
import { lowTime, warningWords, WARN_MS } from "../src/components/ClockLine";
import { othersSeated } from "../src/components/Endings";
import type { GameInfo, SeatInfo } from "../src/types";
import { thinkWords, type BotLevel } from "../src/ratings";

const level = (spec: string, rating?: number): BotLevel => ({ spec, title: spec, ratings: rating === undefined ? {} : { "g/2p": rating } });

describe("Play now's bot levels", () => {
  it("offers the game's ladder in the server's order, the first real level by default", () => {
    const { choices, gentle } = levelChoices([level("random", 900), level("greedy", 2100), level("mid", 2300), level("strong", 2500)], "g/2p");
    expect(gentle).toBe("greedy");
    expect(choices.map((c) => c.spec)).toEqual(["random", "greedy", "mid", "strong"]);
    expect(choices[1].words).toBe("greedy, about 2100 (the gentlest)");
    expect(choices[3].words).toContain("(the strongest)");
  });
  it("names a level as its seats do, with how long it thinks in this game", () => {
    const slow = { ...level("ismcts", 2400), name: "Master", seconds_per_move: { g: 1.04, h: 0.2 } };
    const { choices } = levelChoices([{ ...level("random", 900), name: "Beginner" }, { ...level("greedy", 2100), name: "Club" }, slow], "g/2p");
    expect(choices.map((c) => c.words)).toEqual([
      "Beginner level, about 900: random moves, for a first look",
      "Club level, about 2100 (the gentlest)",
      "Master level, about 2400 (the strongest), about 1 second a move",
    ]);
  });
  it("leaves out the levels another game offers", () => {
    const other = { spec: "h-only", title: "h only", ratings: { "h/2p": 2000 }, seconds_per_move: { h: 0.1 } };
    const { choices } = levelChoices([level("greedy", 2100), other], "g/2p");
    expect(choices.map((c) => c.spec)).toEqual(["greedy"]);
  });
  it("says how long a level thinks in words", () => {
    const timed = (s: number) => ({ ...level("x"), seconds_per_move: { g: s } });
    expect(thinkWords(timed(0.01), "g")).toBeNull();
    expect(thinkWords(timed(0.34), "g")).toBe("about 0.3 seconds a move");
    expect(thinkWords(timed(2.4), "g")).toBe("about 2 seconds a move");
    expect(thinkWords(level("x"), "g")).toBeNull();
  });
  it("falls back to the greedy bot when no level is known", () => {
    expect(levelChoices([], null).gentle).toBe(FALLBACK_LEVEL);
    expect(levelChoices([level("random")], null).choices.map((c) => c.spec)).toEqual(["random"]);
  });
  it("turns a game's clock options off unless a clock is asked for", () => {
    const game = { name: "x", title: "X", min_players: 2, max_players: 2, options: [{ name: "turn_seconds", default: 120, clock: true }, { name: "deck", default: "full" }] } as GameInfo;
    expect(playNowOptions(game, false)).toEqual({ turn_seconds: null });
    expect(playNowOptions(game, true)).toEqual({});
  });
});

describe("the clock's last ten seconds", () => {
  it("warns only for your own running time, from ten seconds down", () => {
    expect(lowTime(WARN_MS, true)).toBe(true);
    expect(lowTime(WARN_MS + 1, true)).toBe(false);
    expect(lowTime(3000, false)).toBe(false);
    expect(lowTime(null, true)).toBe(false);
    expect(lowTime(0, true)).toBe(false);
  });
  it("says which clock in one sentence, or nothing", () => {
    expect(warningWords(true, false)).toBe("Ten seconds left for this turn.");
    expect(warningWords(false, true)).toBe("Ten seconds left on your clock.");
    expect(warningWords(false, false)).toBe("");
  });
});

describe("one way out of an open table", () => {
  const seat = (s: number, name: string | null, bot: string | null = null): SeatInfo => ({ seat: s, name, bot, display_name: name ?? bot });
  it("sees another person, not a bot or an open seat", () => {
    expect(othersSeated([seat(0, "ann"), seat(1, null, "greedy"), seat(2, null)], 0)).toBe(false);
    expect(othersSeated([seat(0, "ann"), seat(1, "ben")], 0)).toBe(true);
  });
});
