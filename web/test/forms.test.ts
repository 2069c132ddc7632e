import { describe, expect, it } from "vitest";
import { optionChoices, optionValue } from "../src/pages/Home";

describe("the create-table form reads the options the server describes", () => {
  it("offers the listed values", () => {
    expect(optionChoices({ name: "deck", default: "full", values: ["full", "classroom", "short"] })).toEqual(["full", "classroom", "short"]);
    expect(optionChoices({ name: "max_turns", default: null, values: null })).toBeNull();
  });

  it("types what was typed", () => {
    const turns = { name: "max_turns", default: null };
    expect(optionValue(turns, "12")).toBe(12);
    expect(optionValue(turns, " none ")).toBeNull();
    expect(optionValue(turns, "")).toBeNull();
    expect(optionValue({ name: "waypoints", default: false }, true)).toBe(true);
    expect(optionValue({ name: "penalty", default: "strict" }, "honor")).toBe("honor");
    // a text option keeps digits as text
    expect(optionValue({ name: "tiles", default: "x" }, "12")).toBe("12");
  });
});

describe("option help for players", () => {
  it("says what an option does and names its default in words", async () => {
    const { optionHelp } = await import("../src/pages/Home");
    const option = { name: "covered", default: "hidden", words: "Whose face may be seen.", choice_words: { hidden: "nobody, as printed" } };
    expect(optionHelp(option)).toBe("Whose face may be seen. Default: nobody, as printed.");
    expect(optionHelp({ name: "waypoints", default: false, words: "Each player has a waypoint." })).toBe("Each player has a waypoint.");
  });
});
