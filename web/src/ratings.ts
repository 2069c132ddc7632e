// The ratings' HTTP calls: bot levels, rating groups, profiles, leaderboards, quick play.
import { api, request } from "./api";
import { onLanguage, t } from "./i18n";

export interface BotLevel {
  spec: string;
  title: string;
  /** The level's name for people: "Club" reads "Club level". */
  name?: string;
  ratings: Record<string, number>;
  /** Median seconds a move per game, measured on the project's machine. */
  seconds_per_move?: Record<string, number>;
}

/** A game's ladder: the levels offered in it (those timed in it, or rated in one of its
 * groups), weakest first as the server lists them. */
export function ladderOf(levels: BotLevel[], game: string): BotLevel[] {
  const offered = (l: BotLevel) =>
    (l.seconds_per_move !== undefined && game in l.seconds_per_move) || Object.keys(l.ratings).some((g) => g.startsWith(`${game}/`));
  return levels.filter(offered);
}

/** How long a level thinks in a game, in words ("about 0.3 seconds a move"); null when it
 * answers at once (under a twentieth of a second) or was not timed. */
export function thinkWords(level: BotLevel, game: string): string | null {
  const s = level.seconds_per_move?.[game];
  if (s === undefined || s < 0.05) return null;
  if (s < 0.95) return t("ratings.thinkTenths", { s: Math.round(s * 10) / 10 });
  return t("ratings.thinkWhole", { n: Math.round(s) });
}

export interface GroupRating {
  rating: number;
  games: number;
  history: [number, number][];
}

export interface GameStats {
  played: number;
  wins: number;
  draws?: number;
  placings: Record<string, number>;
  /** Games a bot finished for the player (they left or ran out of time): counted apart. */
  bot_finished?: number;
}

export interface RecentGame {
  table_id: string;
  game: string;
  title: string;
  players: number;
  seat: number;
  place: number | null; // null: aborted
  rated: boolean;
  counted?: boolean; // a rated table's game that changed the ratings
  reason: string | null;
  text: string | null;
  /** The result in words, as anyone reads it (the server's one telling of results). */
  told?: string | null;
  bot_finished?: boolean;
  created: number;
}

export interface Profile {
  player_id: string;
  name: string;
  account: boolean;
  ratings: Record<string, GroupRating>;
  games: Record<string, GameStats>;
  recent: RecentGame[];
}

export interface Leaderboard {
  group: string;
  min_games: number;
  players: { player_id: string; name: string; rating: number; games: number }[];
  bots: { spec: string; title: string; name?: string; rating: number }[];
}

export interface QuickStatus {
  status: "waiting" | "seated";
  table_id: string | null;
  game: string;
  players: number;
  since: number;
}

const enc = encodeURIComponent;

export const ratingsApi = {
  bots: () => request<BotLevel[]>("GET", "/api/bots", undefined, false),
  groups: () => request<Record<string, number[]>>("GET", "/api/rating-groups", undefined, false),
  profile: (id: string) => request<Profile>("GET", `/api/players/${enc(id)}`, undefined, false),
  leaderboard: (game: string, group: string) =>
    request<Leaderboard>("GET", `/api/leaderboards/${enc(game)}/${enc(group)}`, undefined, false),
  quickJoin: (game: string, players: number, botsAfter: number | null) =>
    request<QuickStatus>("POST", "/api/quickplay", { game, players, bots_after: botsAfter }),
  quickLeave: () => request<{ left: boolean }>("DELETE", "/api/quickplay"),
  quickStatus: () => request<QuickStatus>("GET", "/api/quickplay"),
};

let cached: Promise<[BotLevel[], Record<string, number[]>]> | null = null;

/** The bot levels and rating groups, asked once a page load. */
export function levelsAndGroups(): Promise<[BotLevel[], Record<string, number[]>]> {
  if (!cached) {
    cached = Promise.all([ratingsApi.bots(), ratingsApi.groups()]);
    cached.catch(() => {
      cached = null;
    });
  }
  return cached;
}

// the levels' names and titles are the server's words, in the language asked in
onLanguage(() => {
  cached = null;
  titles = null;
});

let titles: Promise<Record<string, string>> | null = null;

/** Each game's title by its name (the server's words), asked once a page load. */
export function gameTitles(): Promise<Record<string, string>> {
  if (!titles) {
    titles = api.games().then((games) => Object.fromEntries(games.map((g) => [g.name, g.title])));
    titles.catch(() => {
      titles = null;
    });
  }
  return titles;
}

/** A rating group for people: "Ebbe & Flut, 2 players". */
export function groupTitle(group: string, groups: Record<string, number[]>, names: Record<string, string>): string {
  const game = group.split("/")[0];
  return t("links.group", { game: names[game] ?? game, group: groupWords(group, groups) });
}

/** The rating group of a game at a table size, or null when none covers it. */
export function groupOf(groups: Record<string, number[]>, game: string, players: number): string | null {
  for (const [group, counts] of Object.entries(groups)) {
    if (group.startsWith(`${game}/`) && counts.includes(players)) return group;
  }
  return null;
}

/** A group's name for people: "2 players", "3 to 6 players", "teams of two". */
export function groupWords(group: string, groups: Record<string, number[]>): string {
  const counts = groups[group] ?? [];
  if (group.endsWith("/teams")) return t("ratings.teams");
  if (counts.length === 1) return t("ratings.players", { n: counts[0] });
  if (counts.length > 1) return t("ratings.playersRange", { from: counts[0], to: counts[counts.length - 1] });
  return group.split("/")[1] ?? group;
}
