// The shapes of the server's messages (docs/server.md), read defensively.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** A game's view: exactly state.view(seat) as the server sent it. */
export type View = { [key: string]: any };

export interface OptionInfo {
  name: string;
  default: Json;
  values?: Json;
  choices?: string[] | null;
  allowed?: string;
  help?: string;
}

export interface GameInfo {
  name: string;
  title: string;
  min_players: number;
  max_players: number;
  options: OptionInfo[];
  summary?: string;
}

export interface SeatInfo {
  seat: number;
  role?: string;
  name: string | null;
  bot: string | null;
  /** Why a bot plays for the seat's player: "timeout", "zombie" or "resign". */
  takeover?: string | null;
  connected?: boolean;
}

export interface TableInfo {
  table_id: string;
  game: string;
  title?: string;
  players: number;
  options?: { [key: string]: Json };
  public?: boolean;
  status: "open" | "playing" | "over" | string;
  seats: SeatInfo[];
  created?: string | number;
  clock?: { base: number; increment: number } | null;
  turn_days?: number | null;
  result?: GameResult | null;
}

/** How a game ended: its reason ("normal", "resign", "draw", "time", "abandon") in words. */
export interface GameResult {
  scores?: number[];
  winners?: number[];
  reason?: string | null;
  text?: string | null;
}

export interface LastAction {
  seat: number | null;
  action: string | null;
  text: string;
}

export interface Clocks {
  server_time?: number;
  running?: number | null;
  remaining_ms?: (number | null)[];
  turn_deadline?: number | null;
}

export interface StateMessage {
  type: "state";
  seq: number;
  seat: number | null;
  view: View;
  last: LastAction | null;
  clocks?: Clocks | null;
  seats?: SeatInfo[];
  status?: string;
  can_undo?: boolean;
  start?: string;
  result?: GameResult | null;
  draw_offer?: number | null;
}

export interface LogEvent {
  seq: number;
  seat: number | null;
  action: string | null;
  text: string;
}

export interface ChatMessage {
  from: string;
  text: string;
  time?: number;
}

export interface ReplayStep {
  seq: number;
  view: View;
  last: LastAction | null;
}

export interface ReplayData {
  game: string;
  title?: string;
  players: number;
  options?: { [key: string]: Json };
  seat: number | null;
  steps: ReplayStep[];
  result?: GameResult | null;
}

/** What every board component receives. */
export interface BoardProps {
  view: View;
  /** The seat this page plays (null: spectator or replay). */
  seat: number | null;
  /** Legal actions this page may send now (empty when it may not act). */
  legal: string[];
  /** The last action, in canonical notation, to mark on the board. */
  lastAction: string | null;
  act: (notation: string) => void;
  names: string[];
}
