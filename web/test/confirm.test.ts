import { describe, expect, it } from "vitest";
import { CONFIRM_KEY, choose, loadConfirm, saveConfirm, stillPending, type Store } from "../src/confirm";

function memory(): Store & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe("move confirmation", () => {
  it("is off until chosen, and remembered once chosen", () => {
    const store = memory();
    expect(loadConfirm(store)).toBe(false);
    saveConfirm(store, true);
    expect(store.data.get(CONFIRM_KEY)).toBe("1");
    expect(loadConfirm(store)).toBe(true);
    saveConfirm(store, false);
    expect(loadConfirm(store)).toBe(false);
  });

  it("is off when storage refuses, without throwing", () => {
    const broken: Store = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(loadConfirm(broken)).toBe(false);
    expect(() => saveConfirm(broken, true)).not.toThrow();
    expect(loadConfirm(undefined)).toBe(false);
  });

  it("sends at once when off", () => {
    expect(choose(false, null, "d1", false, 4)).toEqual({ send: { action: "d1", typed: false, seq: 4 }, pending: null });
  });

  it("holds the first click and sends on the second click of the same move", () => {
    const first = choose(true, null, "d1", false, 4);
    expect(first.send).toBeNull();
    expect(first.pending).toEqual({ action: "d1", typed: false, seq: 4 });
    const other = choose(true, first.pending, "e2", false, 4);
    expect(other.send).toBeNull();
    expect(other.pending?.action).toBe("e2");
    const second = choose(true, other.pending, "e2", false, 4);
    expect(second.send?.action).toBe("e2");
    expect(second.pending).toBeNull();
  });

  it("drops a held move once the table moved on", () => {
    const held = choose(true, null, "d1", true, 4).pending;
    expect(stillPending(held, 4)).toEqual(held);
    expect(stillPending(held, 5)).toBeNull();
    expect(choose(true, held, "d1", true, 5).send).toBeNull(); // a click after a new state holds again
  });
});
