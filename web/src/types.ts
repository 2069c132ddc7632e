// The shapes of the server's messages (docs/server.md), read defensively; the websocket's
// messages are generated (web/src/generated/messages.ts).

import type { GameViews } from "./generated/views";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** Any game's view: exactly state.view(seat) as the server sent it (types generated from
 * the games' view shapes, web/src/generated/views.ts). */
export type AnyView = GameViews[keyof GameViews];
export type View = AnyView;
/** The data form of any game's action (`Action.data()`). */
export type ActionData = AnyView["legal_data"][number];

/** One legal action: the notation to send and the action's data to match clicks on. */
export interface LegalAction<A = ActionData> {
  action: string;
  data: A;
  /** The action as the player reads and types it (the state message's `shown`), if sent. */
  shown?: string;
}

export interface OptionInfo {
  name: string;
  default: Json;
  values?: Json;
  choices?: string[] | null;
  allowed?: string;
  help?: string;
  /** Player-facing: the option's name, what it does, each choice's words; developer options are advanced. */
  label?: string;
  words?: string;
  choice_words?: Record<string, string>;
  advanced?: boolean;
  /** Sets the table's clock, not the rules (El Switcher's seconds per turn). */
  clock?: boolean;
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
  /** The seat as people read it, made by the server: the player's name (kept while a bot
   * plays for them), "Bot 3 (random)" for a bot's own seat, null for an open seat. */
  display_name: string | null;
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
  rated?: boolean;
  unrated?: string | null; // why a rated table's game does not count for ratings
  grace?: number;
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
  /** The same action as data (null for a forfeit or an ending). */
  data?: ActionData | null;
  /** The action as the reader reads and types it (not the wire notation). */
  shown?: string;
  text: string;
}

export interface Clocks {
  server_time?: number;
  running?: number | null;
  remaining_ms?: (number | null)[];
  turn_deadline?: number | null;
  /** Nobody human is at the table: it waits, no clock runs. */
  paused?: boolean;
}

/** The websocket's `state` message and a log entry, generated from the server's message
 * shapes (src/seaboard/server/protocol.py, web/src/generated/messages.ts). */
export type { LogEvent, StateMessage } from "./generated/messages";

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

/** A seat of a replayed record, named as the table named it. */
export interface ReplaySeat {
  seat: number;
  role?: string;
  name: string | null;
  bot: string | null;
  display_name: string | null;
}

export interface ReplayData {
  game: string;
  title?: string;
  players: number;
  options?: { [key: string]: Json };
  seat: number | null;
  /** The record's seats with their display names (the words of the steps use them). */
  seats?: ReplaySeat[];
  steps: ReplayStep[];
  result?: GameResult | null;
  /** The result in words for the replay's seat (the server's one telling of results). */
  told?: string | null;
}

/** One step of a guided lesson, as GET /api/lessons/{game} sends it. */
export interface LessonStep {
  step: number;
  title: string;
  sentence: string;
  goal: string;
  seat: number;
  names: string[];
  view: View;
  legal: string[];
  /** The right moves with their data, marked on the board as the goal. */
  highlight: LegalAction[];
  /** The step goes on from the one before: its position is that step's after your move. */
  continues?: boolean;
}

export interface LessonData {
  game: string;
  title: string;
  steps: LessonStep[];
}

/** The answer to a move made in a lesson step. */
export interface LessonAnswer {
  step: number;
  action: string;
  right: boolean;
  why: string;
  text: string;
  view: View;
  legal: string[];
  last: boolean;
}

/** What every board component receives (`V`: the game's view type). */
export interface BoardProps<V extends AnyView = AnyView> {
  view: V;
  /** The seat this page plays (null: spectator or replay). */
  seat: number | null;
  /** Legal actions this page may send now, notation with data (empty when it may not act). */
  actions: LegalAction<V["legal_data"][number]>[];
  /** The last action's data, to mark on the board. */
  lastData: V["legal_data"][number] | null;
  /** A better action than the last one, by the game's review: its data, marked on the board
   * beside the last action's (replays only; absent elsewhere). */
  betterData?: V["legal_data"][number] | null;
  /** Send an action's canonical notation (an entry of `actions`). */
  act: (notation: string) => void;
  names: string[];
}

/** A game's review, as GET /api/tables/{id}/review sends it (seats and moves once done). */
export type ReviewMark = "inaccuracy" | "mistake" | "blunder";
export interface ReviewMove {
  seq: number;
  seat: number;
  action: string;
  chance_before: number;
  chance_after: number;
  best: string;
  best_chance: number;
  /** The action and the best one as the mover reads and types them (counted from 1). */
  shown?: string;
  best_shown?: string;
  /** The best action's data (marked on the board) and its words, as a spectator hears them. */
  best_data?: ActionData | null;
  best_text?: string;
  mark: ReviewMark | null;
}
export interface ReviewData {
  status: "queued" | "running" | "done";
  position: number;
  progress: number;
  seats: { seat: number; accuracy: number; marks: { [k in ReviewMark]: number } }[];
  moves: ReviewMove[];
}
