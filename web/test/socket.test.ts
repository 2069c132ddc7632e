// The table socket: the server's `seat` message reaches the page, and a sign-out closes
// every socket that speaks for the player (here, in another tab, or by the server).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

class FakeWebSocket {
  static OPEN = 1;
  static made: FakeWebSocket[] = [];
  readyState = 1;
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.made.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.closed = true;
    this.onclose?.({ code: 1000 });
  }
  /** The server says something. */
  say(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const storageListeners: ((event: { key: string | null; newValue: string | null }) => void)[] = [];
const timers: (() => void)[] = [];

beforeEach(() => {
  FakeWebSocket.made = [];
  timers.length = 0;
  vi.stubGlobal("WebSocket", FakeWebSocket);
  vi.stubGlobal("location", { protocol: "http:", host: "example.test" });
  vi.stubGlobal("window", {
    setInterval: () => 1,
    clearInterval: () => undefined,
    setTimeout: (f: () => void) => (timers.push(f), timers.length),
    clearTimeout: () => undefined,
    addEventListener: (kind: string, f: (event: { key: string | null; newValue: string | null }) => void) => {
      if (kind === "storage") storageListeners.push(f);
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function handlers() {
  return {
    state: vi.fn(),
    log: vi.fn(),
    chat: vi.fn(),
    error: vi.fn(),
    rematch: vi.fn(),
    presence: vi.fn(),
    connection: vi.fn(),
    seat: vi.fn(),
    signedOut: vi.fn(),
  };
}

describe("the table socket", () => {
  it("hands the server's seat message to the page, with its words", async () => {
    const { TableSocket } = await import("../src/socket");
    const h = handlers();
    const socket = new TableSocket("t1", "token-a", h);
    socket.connect();
    const ws = FakeWebSocket.made[0];
    ws.onopen?.();
    ws.say({ type: "seat", seat: null, message: "You no longer hold a seat at this table: you are watching as a spectator." });
    ws.say({ type: "seat", seat: 1, message: "You now sit at this table as Player 2." });
    ws.say({ type: "seat", seat: "two" }); // not a seat: ignored
    expect(h.seat.mock.calls).toEqual([
      [null, "You no longer hold a seat at this table: you are watching as a spectator."],
      [1, "You now sit at this table as Player 2."],
    ]);
    socket.close();
  });

  it("closes every player's socket on sign-out, and none reconnects", async () => {
    const { TableSocket, closeTableSockets } = await import("../src/socket");
    const mine = handlers();
    const watching = handlers();
    const player = new TableSocket("t1", "token-a", mine);
    const spectator = new TableSocket("t2", null, watching);
    player.connect();
    spectator.connect();
    const [ws, other] = FakeWebSocket.made;
    closeTableSockets();
    expect(ws.closed).toBe(true);
    expect(mine.signedOut).toHaveBeenCalledTimes(1);
    expect(timers).toEqual([]); // no reconnect scheduled
    expect(player.act("pass")).toBeNull();
    // a spectator's socket has no token to lose
    expect(other.closed).toBe(false);
    expect(watching.signedOut).not.toHaveBeenCalled();
    closeTableSockets(); // twice: told once
    expect(mine.signedOut).toHaveBeenCalledTimes(1);
    spectator.close();
  });

  it("closes a socket whose token another tab signed out or replaced", async () => {
    const { TableSocket, tokenChanged } = await import("../src/socket");
    const h = handlers();
    const socket = new TableSocket("t1", "token-a", h);
    socket.connect();
    tokenChanged("token-a"); // the same token: nothing happens
    expect(h.signedOut).not.toHaveBeenCalled();
    // another tab signs out: the browser removes the token, and this tab hears of it
    for (const listener of storageListeners) listener({ key: "seaboard.token", newValue: null });
    expect(FakeWebSocket.made[0].closed).toBe(true);
    expect(h.signedOut).toHaveBeenCalledTimes(1);
  });

  it("stops when the server closes it for a session that ended", async () => {
    const { TableSocket, SIGNED_OUT_CODE } = await import("../src/socket");
    const h = handlers();
    const socket = new TableSocket("t1", "token-a", h);
    socket.connect();
    const ws = FakeWebSocket.made[0];
    ws.onopen?.();
    ws.onclose?.({ code: SIGNED_OUT_CODE });
    expect(h.signedOut).toHaveBeenCalledTimes(1);
    expect(timers).toEqual([]);
    expect(FakeWebSocket.made).toHaveLength(1);
    // an ordinary drop still reconnects
    const again = new TableSocket("t1", "token-a", handlers());
    again.connect();
    FakeWebSocket.made[1].onopen?.();
    FakeWebSocket.made[1].onclose?.({ code: 1006 });
    expect(timers).toHaveLength(1);
    again.close();
  });
});

describe("signing out", () => {
  it("closes the page's table sockets, even when the server cannot be reached", async () => {
    const stored = new Map<string, string>([["seaboard.token", "token-a"], ["seaboard.account", "Ann"]]);
    vi.stubGlobal("localStorage", {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    });
    const calls: string[] = [];
    vi.stubGlobal("fetch", async (path: string, init: { method: string }) => {
      calls.push(`${init.method} ${path}`);
      throw new TypeError("offline");
    });
    const { TableSocket } = await import("../src/socket");
    const { signOut } = await import("../src/account");
    const h = handlers();
    new TableSocket("t1", "token-a", h).connect();
    await expect(signOut()).rejects.toThrow("offline");
    expect(calls).toEqual(["DELETE /api/sessions"]);
    expect(FakeWebSocket.made[0].closed).toBe(true);
    expect(h.signedOut).toHaveBeenCalledTimes(1);
    expect(stored.has("seaboard.token")).toBe(false);
  });
});

describe("the seat notice", () => {
  it("says the server's words, or ours when it sent none", async () => {
    const { seatNoticeWords } = await import("../src/pages/Table");
    expect(seatNoticeWords(1, "You now sit at this table as Player 2.")).toBe("You now sit at this table as Player 2.");
    expect(seatNoticeWords(null, "")).toBe("You no longer hold a seat at this table: you are watching.");
    expect(seatNoticeWords(0, " ")).toBe("You now sit at this table in seat 1.");
  });
});
