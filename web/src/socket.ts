// One table's websocket: hello (with `since`), reconnects by itself, keeps the last seq.
import type { ChatMessage, LogEvent, SeatInfo, StateMessage } from "./types";

export interface SocketHandlers {
  state: (message: StateMessage) => void;
  log: (events: LogEvent[]) => void;
  chat: (message: ChatMessage) => void;
  error: (message: string, id: string | null) => void;
  rematch: (tableId: string) => void;
  presence: (seats: SeatInfo[]) => void;
  connection: (up: boolean) => void;
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
    private readonly token: string | null,
    private readonly handlers: SocketHandlers,
  ) {}

  private url(): string {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    return `${scheme}://${location.host}/ws/tables/${encodeURIComponent(this.tableId)}`;
  }

  connect(): void {
    if (this.closed) return;
    const ws = new WebSocket(this.url());
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 0;
      const hello: Record<string, unknown> = { type: "hello" };
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
    ws.onclose = () => {
      window.clearInterval(this.pinger);
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.closed) return;
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
        this.handlers.error(String(message.message ?? "Refused."), message.id ?? null);
        break;
      case "presence":
        if (Array.isArray(message.seats)) this.handlers.presence(message.seats as SeatInfo[]);
        break;
      case "rematch":
        if (typeof message.table_id === "string") this.handlers.rematch(message.table_id);
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

  act(action: string): string | null {
    const id = clientId();
    return this.send({ type: "act", action, seq: this.seq, id }) ? id : null;
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
    window.clearTimeout(this.timer);
    window.clearInterval(this.pinger);
    this.ws?.close();
    this.ws = null;
  }
}
