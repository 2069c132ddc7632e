// A game card's "Play now": a private table against bots of the level chosen beside the
// button (the gentlest real level by default), without a turn clock unless asked for.
import { useEffect, useState } from "preact/hooks";
import { api, ensureIdentity } from "../api";
import type { GameInfo, Json } from "../types";
import { groupOf, ladderOf, levelsAndGroups, thinkWords, type BotLevel } from "../ratings";
import { navigate } from "../router";
import { t } from "../i18n";

export const FALLBACK_LEVEL = "greedy";

export interface LevelChoice {
  spec: string;
  words: string;
}

/** The game's ladder in the server's order, weakest first, each level with its rating in
 * this group and how long it thinks; and the default: the first level that is not random. */
export function levelChoices(levels: BotLevel[], group: string | null): { choices: LevelChoice[]; gentle: string } {
  const game = group ? group.split("/")[0] : null;
  const offered = game ? ladderOf(levels, game) : levels;
  const rating = (l: BotLevel) => (group ? l.ratings[group] : undefined);
  const real = offered.filter((l) => l.spec !== "random");
  // Named as every seat names the level ("Club level"), with its rating in this game.
  const named = (l: BotLevel) => (l.name ? t("level.named", { name: l.name }) : l.title);
  const words = (l: BotLevel) => {
    const about = rating(l) !== undefined ? String(rating(l)) : "none";
    const which = l === real[0] ? "gentlest" : l === real[real.length - 1] ? "strongest" : "none";
    const think = game ? thinkWords(l, game) : null;
    const what = l.spec === "random" ? "random" : (think ?? "none");
    return t("level.words", { named: named(l), about, which, what });
  };
  const choices = offered.map((l) => ({ spec: l.spec, words: words(l) }));
  return { choices, gentle: real[0]?.spec ?? FALLBACK_LEVEL };
}

/** Options for a "Play now" table: every clock option off unless a clock is wanted. */
export function playNowOptions(game: GameInfo, clock: boolean): Record<string, Json> {
  const options: Record<string, Json> = {};
  if (!clock) for (const o of game.options) if (o.clock) options[o.name] = null;
  return options;
}

export function PlayNow({ game, players }: { game: GameInfo; players: number }) {
  const [levels, setLevels] = useState<{ choices: LevelChoice[]; gentle: string } | null>(null);
  const [level, setLevel] = useState<string | null>(null);
  const [clock, setClock] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    levelsAndGroups()
      .then(([found, groups]) => setLevels(levelChoices(found, groupOf(groups, game.name, players))))
      .catch(() => undefined);
  }, [game.name, players]);
  const spec = level ?? levels?.gentle ?? FALLBACK_LEVEL;
  const hasClock = game.options.some((o) => o.clock);
  const play = async () => {
    setBusy(true);
    setError(null);
    try {
      await ensureIdentity();
      const made = await api.createTable({
        game: game.name,
        players,
        options: playNowOptions(game, clock),
        seats: [null, ...Array.from({ length: players - 1 }, () => spec)],
        public: false,
        clock: null,
      });
      navigate(`/tables/${made.table_id}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };
  const id = `level-${game.name}`;
  return (
    <div class="play-now">
      <div class="row">
        <button class="primary" onClick={play} disabled={busy} data-play-now={game.name} aria-label={t("play.aria", { title: game.title })}>
          {t("play.button")}
        </button>
        <label class="level-pick" for={id}>
          <span>{t("play.level")}</span>
          <select id={id} value={spec} data-play-level={game.name} onChange={(e) => setLevel((e.target as HTMLSelectElement).value)}>
            {(levels?.choices ?? [{ spec: FALLBACK_LEVEL, words: t("level.fallback") }]).map((c) => (
              <option value={c.spec}>{c.words}</option>
            ))}
          </select>
        </label>
        {hasClock && (
          <label class="check">
            <input type="checkbox" checked={clock} data-play-clock={game.name} onChange={(e) => setClock((e.target as HTMLInputElement).checked)} /> {t("play.clock")}
          </label>
        )}
      </div>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
