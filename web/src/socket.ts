// One table's websocket: hello (with `since`), reconnects by itself, keeps the last seq;
// closed for good when the identity it speaks for signs out (here, in another tab, or
// anywhere: the server then closes it with SIGNED_OUT_CODE).
import { TOKEN_KEY } from "./api";
import { language, t } from "./i18n";
import type { ChatMessage, LogEvent, SeatInfo, StateMessage } from "./types";

export interface SocketHandlers {
  state: (message: StateMessage) => void;
  log: (events: LogEvent[]) => void;
  chat: (message: ChatMessage) => void;
  error: (message: string, id: string | null) => void;
  rematch: (tableId: string) => void;
  presence: (seats: SeatInfo[]) => void;
  connection: (up: boolean) => void;
  /** The seating changed this connection's seat (null: it watches now); `words` says so. */
  seat: (seat: number | null, words: string) => void;
  /** The socket was closed for good: the player it spoke for signed out. */
  signedOut: () => void;
}

/** The close code the server ends a socket with when its token's session ended. */
export const SIGNED_OUT_CODE = 4401;

const open = new Set<TableSocket>();
let listening = false;

/** Sign-out: every table socket that speaks for a player is closed, none keeps playing
 * under the old token (a spectator's socket, without a token, stays). */
export function closeTableSockets(): void {
  tokenChanged(null);
}

/** The stored token changed (in another tab: a sign-out, a sign-in): the sockets opened
 * with another token are closed, since they no longer speak for this browser's player. */
export function tokenChanged(token: string | null): void {
  for (const socket of [...open]) if (socket.token !== null && socket.token !== token) socket.signOff();
}

function listen(): void {
  if (listening || typeof window === "undefined" || !window.addEventListener) return;
  listening = true;
  window.addEventListener("storage", (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) tokenChanged(event.key === null ? null : event.newValue);
  });
}

let counter = 0;
export function clientId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

export class TableSocket {
  private ws: WebSocket | null = null;
  private closed = false;
  private retry = 0;
  private timer: number | undefined;
  private pinger: number | undefined;
  /** The last event seq this client holds (sent as `since` on reconnect). */
  since: number | null = null;
  seq = 0;

  constructor(
    private readonly tableId: string,
    readonly token: string | null,
    private readonly handlers: SocketHandlers,
  ) {}

  private url(): string {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    return `${scheme}://${location.host}/ws/tables/${encodeURIComponent(this.tableId)}`;
  }

  connect(): void {
    if (this.closed) return;
    listen();
    open.add(this);
    const ws = new WebSocket(this.url());
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 0;
      const hello: Record<string, unknown> = { type: "hello", language: language() };
      if (this.token) hello.token = this.token;
      if (this.since !== null) hello.since = this.since;
      ws.send(JSON.stringify(hello));
      this.handlers.connection(true);
      window.clearInterval(this.pinger);
      this.pinger = window.setInterval(() => this.send({ type: "ping" }), 25000);
    };
    ws.onmessage = (event) => {
      let message: any;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      this.dispatch(message);
    };
    ws.onclose = (event) => {
      window.clearInterval(this.pinger);
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.closed) return;
      if (event?.code === SIGNED_OUT_CODE) {
        this.signOff(); // the server ended the session: a reconnect would be refused
        return;
      }
      this.handlers.connection(false);
      const delay = Math.min(8000, 400 * 2 ** this.retry);
      this.retry += 1;
      this.timer = window.setTimeout(() => this.connect(), delay);
    };
    ws.onerror = () => {
      /* onclose follows and reconnects */
    };
  }

  private dispatch(message: any): void {
    switch (message?.type) {
      case "state":
        if (typeof message.seq === "number") {
          this.seq = message.seq;
          this.since = message.seq;
        }
        this.handlers.state(message as StateMessage);
        break;
      case "log":
        if (Array.isArray(message.events)) {
          for (const event of message.events) {
            if (typeof event?.seq === "number") this.since = Math.max(this.since ?? 0, event.seq);
          }
          this.handlers.log(message.events as LogEvent[]);
        }
        break;
      case "chat":
        this.handlers.chat({ from: String(message.from ?? "?"), text: String(message.text ?? ""), time: message.time });
        break;
      case "error":
        this.handlers.error(String(message.message ?? t("socket.refused")), message.id ?? null);
        break;
      case "presence":
        if (Array.isArray(message.seats)) this.handlers.presence(message.seats as SeatInfo[]);
        break;
      case "rematch":
        if (typeof message.table_id === "string") this.handlers.rematch(message.table_id);
        break;
      case "seat":
        if (message.seat === null || typeof message.seat === "number") this.handlers.seat(message.seat, typeof message.message === "string" ? message.message : "");
        break;
      default:
        break;
    }
  }

  send(message: Record<string, unknown>): boolean {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  /** Send an action: its wire notation, or (`typed`) text as the player typed it in the
   * shown notation, for the server to read or refuse with the reason. */
  act(action: string, typed = false): string | null {
    const id = clientId();
    return this.send({ type: "act", action, seq: this.seq, id, ...(typed ? { typed: true } : {}) }) ? id : null;
  }

  undo(): string | null {
    const id = clientId();
    return this.send({ type: "undo", seq: this.seq, id }) ? id : null;
  }

  chat(text: string): boolean {
    return this.send({ type: "chat", text });
  }

  close(): void {
    this.closed = true;
    open.delete(this);
    window.clearTimeout(this.timer);
    window.clearInterval(this.pinger);
    this.ws?.close();
    this.ws = null;
  }

  /** Closed for good because its player signed out; the page is told. */
  signOff(): void {
    if (this.closed) return;
    this.close();
    this.handlers.signedOut();
  }
}
