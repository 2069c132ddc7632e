import { describe, expect, it } from "vitest";
import { levelChoices, playNowOptions, FALLBACK_LEVEL } from "../src/components/PlayNow";
import { lowTime, warningWords, WARN_MS } from "../src/components/ClockLine";
import { othersSeated } from "../src/components/Endings";
import type { GameInfo, SeatInfo } from "../src/types";
import type { BotLevel } from "../src/ratings";

const level = (spec: string, rating?: number): BotLevel => ({ spec, title: spec, ratings: rating === undefined ? {} : { "g/2p": rating } });

describe("Play now's bot levels", () => {
  it("offers the levels in the server's order, the first real one by default, random last", () => {
    const { choices, gentle } = levelChoices([level("random", 900), level("greedy", 2100), level("mid", 2300), level("strong", 2200)], "g/2p");
    expect(gentle).toBe("greedy");
    expect(choices.map((c) => c.spec)).toEqual(["greedy", "mid", "strong", "random"]);
    expect(choices[0].words).toBe("greedy, about 2100 (the gentlest)");
    expect(choices[2].words.endsWith("(the strongest)")).toBe(true);
  });
  it("names a level as its seats do", () => {
    const { choices } = levelChoices([{ ...level("greedy", 2100), name: "Club" }, { ...level("random", 900), name: "Beginner" }], "g/2p");
    expect(choices.map((c) => c.words)).toEqual(["Club level, about 2100 (the gentlest)", "Beginner level: random moves, for a first look"]);
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
