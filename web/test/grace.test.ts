import { describe, expect, it } from "vitest";
import { durationWords, graceWords } from "../src/components/TableRatings";
import type { TableInfo } from "../src/types";

const table = (extra: Partial<TableInfo>): TableInfo => ({
  table_id: "t",
  game: "ebbe-flut",
  players: 2,
  status: "playing",
  seats: [],
  grace: 60,
  ...extra,
});

describe("the table's grace in words", () => {
  it("words durations in minutes and seconds", () => {
    expect(durationWords(45)).toBe("45 seconds");
    expect(durationWords(60)).toBe("1 minute");
    expect(durationWords(150)).toBe("2 minutes 30 seconds");
  });
  it("tells a rated table's claim and a casual table's bot", () => {
    expect(graceWords(table({ rated: true, grace: 90 }))).toBe(
      "A player away for more than 1 minute 30 seconds can be claimed against: the other player may claim the win.",
    );
    const two = [
      { seat: 0, role: "Player 1", name: "Ann", bot: null, takeover: null, connected: true, display_name: "Ann" },
      { seat: 1, role: "Player 2", name: "Gull", bot: null, takeover: null, connected: false, display_name: "Gull" },
    ];
    expect(graceWords(table({ grace: 30, seats: two }))).toBe(
      "A player away for more than 30 seconds is played for by a bot until they take the seat back, and the other player may claim the win. When every player is away the table waits: no bot plays for anyone and no clock runs.",
    );
  });
  it("tells a table of you and bots that it waits for you", () => {
    const withBot = [
      { seat: 0, role: "Player 1", name: "Ann", bot: null, takeover: null, connected: true, display_name: "Ann" },
      { seat: 1, role: "Player 2", name: null, bot: "greedy", takeover: null, connected: true, display_name: "Bot 2, Club level" },
    ];
    expect(graceWords(table({ seats: withBot }))).toBe("When every player is away the table waits: no bot plays for anyone and no clock runs.");
  });
  it("says nothing at a turn-based table", () => {
    expect(graceWords(table({ turn_days: 2 }))).toBeNull();
  });
});
