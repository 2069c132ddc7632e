// Home and lobby: the four games, play-now buttons, the create-table form, public tables.
import { useEffect, useState } from "preact/hooks";
import { api, ensureIdentity, tableList, type JsonText } from "../api";
import type { GameInfo, Json, OptionInfo, ReplayData, TableInfo } from "../types";
import { GamePicture } from "../components/GamePicture";
import { navigate } from "../router";
import { ReplayViewer } from "./Replay";
import { RecordFilePicker, readRecordFile, recordDrop } from "../components/RecordFile";
import { AccountPanel } from "./Account";
import { YourGames } from "./YourGames";
import { QuickPlay } from "../components/QuickPlay";
import { PlayNow } from "../components/PlayNow";
import { RatingsLinks } from "../components/RatingsLinks";
import { groupOf, ladderOf, levelsAndGroups, thinkWords, type BotLevel } from "../ratings";
import { t, tx } from "../i18n";
import type { MessageKey } from "../i18n";

export const BOT_CHOICES: [string, MessageKey][] = [
  ["greedy", "bot.greedy"],
  ["ismcts:think=0.5", "bot.think"],
  ["ismcts:think=2", "bot.strong"],
  ["random", "bot.random"],
];

function defaultPlayers(game: GameInfo): number {
  return Math.min(Math.max(2, game.min_players), game.max_players);
}

/** The values an option offers, when it lists them. */
export function optionChoices(option: OptionInfo): string[] | null {
  if (Array.isArray(option.choices)) return option.choices.map(String);
  if (Array.isArray(option.values)) return (option.values as Json[]).map((v) => String(v));
  return null;
}

/** An option's help for players: what it does and its default, in the option's own words. */
export function optionHelp(option: OptionInfo): string {
  const words = option.words || option.help || "";
  if (typeof option.default === "boolean") return words; // its default may depend on the player count: the select says so
  if (option.default === null || option.default === undefined) return words;
  const name = option.choice_words?.[String(option.default)] ?? String(option.default);
  return t("option.default", { words, name, stop: /[.!?]$/.test(words) ? "yes" : "no" });
}

/** A typed option value from what the form holds. */
export function optionValue(option: OptionInfo, raw: string | boolean): Json {
  if (typeof raw === "boolean") return raw;
  const text = raw.trim();
  if (text === "" || text.toLowerCase() === "none") return null;
  if (/^-?\d+$/.test(text) && typeof option.default !== "string") return Number(text);
  if (/^-?\d+\.\d+$/.test(text) && typeof option.default === "number") return Number(text);
  return text;
}

function CreateForm({ game, onCancel }: { game: GameInfo; onCancel: () => void }) {
  const [players, setPlayers] = useState(defaultPlayers(game));
  const [values, setValues] = useState<Record<string, string | boolean>>({});
  const [seats, setSeats] = useState<string[]>(() => Array.from({ length: game.max_players }, () => "greedy"));
  const [isPublic, setPublic] = useState(true);
  const [clock, setClock] = useState("none");
  const [policy, setPolicy] = useState("bot");
  const [rated, setRated] = useState(false);
  const [levels, setLevels] = useState<[BotLevel[], Record<string, number[]>] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    levelsAndGroups()
      .then(setLevels)
      .catch(() => undefined);
  }, []);
  const group = levels ? groupOf(levels[1], game.name, players) : null;
  const ratedWords = (level: BotLevel) => (group && level.ratings[group] !== undefined ? t("create.about", { rating: level.ratings[group] }) : "");
  const ladder = levels ? ladderOf(levels[0], game.name) : [];

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await ensureIdentity();
      const options: Record<string, Json> = {};
      for (const option of game.options) {
        if (!(option.name in values)) continue;
        options[option.name] = optionValue(option, values[option.name]);
      }
      const seatSpecs: (string | null)[] = [null];
      for (let s = 1; s < players; s++) seatSpecs.push(seats[s] === "human" ? null : seats[s]);
      const turnDays = clock.startsWith("days:") ? Number(clock.slice(5)) : null; // turn-based
      const [base, increment] = clock === "none" || turnDays ? [0, 0] : clock.split("+").map(Number);
      const made = await api.createTable({
        game: game.name,
        players,
        options,
        seats: seatSpecs,
        public: isPublic,
        clock: clock === "none" || turnDays ? null : { base: base * 60, increment },
        turn_days: turnDays,
        timeout_policy: rated ? "lose" : policy, // a bot never plays a rated seat
        rated,
      });
      navigate(`/tables/${made.table_id}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };

  const id = (name: string) => `opt-${game.name}-${name}`;
  const optionField = (option: OptionInfo) => {
            const choices = optionChoices(option);
            const current = values[option.name];
            const helpId = `${id(option.name)}-help`;
            let input;
            if (typeof option.default === "boolean") {
              // a select, not a checkbox: some defaults depend on the player count
              input = (
                <select
                  id={id(option.name)}
                  name={option.name}
                  aria-describedby={helpId}
                  value={current === undefined ? "" : String(current)}
                  onChange={(e) => {
                    const raw = (e.target as HTMLSelectElement).value;
                    const next = { ...values };
                    if (raw === "") delete next[option.name];
                    else next[option.name] = raw === "true";
                    setValues(next);
                  }}
                >
                  <option value="">{t("option.gameDefault", { players })}</option>
                  <option value="true">{t("option.on")}</option>
                  <option value="false">{t("option.off")}</option>
                </select>
              );
            } else if (choices) {
              input = (
                <select
                  id={id(option.name)}
                  name={option.name}
                  aria-describedby={helpId}
                  value={String(current ?? option.default)}
                  onChange={(e) => setValues({ ...values, [option.name]: (e.target as HTMLSelectElement).value })}
                >
                  {choices.map((c) => (
                    <option value={c}>{option.choice_words?.[c] ?? c}</option>
                  ))}
                </select>
              );
            } else {
              input = (
                <input
                  type="text"
                  id={id(option.name)}
                  name={option.name}
                  aria-describedby={helpId}
                  placeholder={option.default === null ? t("option.none") : String(option.default)}
                  value={typeof current === "string" ? current : ""}
                  onInput={(e) => setValues({ ...values, [option.name]: (e.target as HTMLInputElement).value })}
                />
              );
            }
            return (
              <div class="option">
                <label for={id(option.name)}>{option.label || option.name.replace(/_/g, " ")}</label>
                {input}
                <small id={helpId}>{optionHelp(option)}</small>
              </div>
            );
          };
  return (
    <form class="create-form" onSubmit={submit} aria-label={t("create.aria", { title: game.title })}>
      <h3>{t("create.aria", { title: game.title })}</h3>
      <label for={id("players")}>{t("create.players")}</label>
      <select id={id("players")} name="players" value={String(players)} onChange={(e) => setPlayers(Number((e.target as HTMLSelectElement).value))}>
        {Array.from({ length: game.max_players - game.min_players + 1 }, (_, k) => game.min_players + k).map((n) => (
          <option value={String(n)}>{n}</option>
        ))}
      </select>
      <fieldset>
        <legend>{t("create.seats")}</legend>
        <p class="hint">{t("create.seatsHint")}</p>
        {Array.from({ length: players - 1 }, (_, k) => k + 1).map((s) => (
          <div class="row">
            <label for={id(`seat${s}`)}>{t("create.seat", { n: s + 1 })}</label>
            <select
              id={id(`seat${s}`)}
              name={`seat${s}`}
              value={seats[s]}
              onChange={(e) => {
                const next = seats.slice();
                next[s] = (e.target as HTMLSelectElement).value;
                setSeats(next);
              }}
            >
              <option value="human">{t("create.open")}</option>
              {ladder.length > 0 && (
                <optgroup label={t("create.ladder")}>
                  {ladder.map((level) => (
                    <option value={level.spec} data-level={level.spec}>
                      {level.name ? t("create.level", { name: level.name, title: level.title }) : level.title}
                      {ratedWords(level)}
                      {thinkWords(level, game.name) ? `, ${thinkWords(level, game.name)}` : ""}
                    </option>
                  ))}
                </optgroup>
              )}
              <optgroup label={ladder.length > 0 ? t("create.otherBots") : t("create.bots")}>
                {BOT_CHOICES.filter(([spec]) => !ladder.some((l) => l.spec === spec)).map(([spec, label]) => (
                  <option value={spec}>{t(label)}</option>
                ))}
              </optgroup>
            </select>
          </div>
        ))}
      </fieldset>
      {game.options.some((o) => !o.advanced) && (
        <fieldset>
          <legend>{t("create.options")}</legend>
          {game.options.filter((o) => !o.advanced).map(optionField)}
        </fieldset>
      )}
      {game.options.some((o) => o.advanced) && (
        <details class="advanced">
          <summary>{t("create.advanced")}</summary>
          <p class="hint">{t("create.advancedHint")}</p>
          {game.options.filter((o) => o.advanced).map(optionField)}
        </details>
      )}
      <fieldset>
        <legend>{t("create.table")}</legend>
        <div class="row">
          <input type="checkbox" id={id("public")} name="public" checked={isPublic} onChange={(e) => setPublic((e.target as HTMLInputElement).checked)} />
          <label for={id("public")}>{t("create.public")}</label>
        </div>
        <div class="row">
          <label for={id("clock")}>{t("create.clock")}</label>
          <select id={id("clock")} name="clock" value={clock} onChange={(e) => setClock((e.target as HTMLSelectElement).value)}>
            <option value="none">{t("create.noClock")}</option>
            {[5, 10, 20].map((m) => (
              <option value={`${m}+${m}`}>{t("create.clockMinutes", { minutes: m, seconds: m })}</option>
            ))}
            <optgroup label={t("create.turnBased")}>
              {[1, 2, 3, 7].map((n) => (
                <option value={`days:${n}`}>{t("create.days", { n })}</option>
              ))}
            </optgroup>
          </select>
        </div>
        <div class="row">
          <input type="checkbox" id={id("rated")} name="rated" checked={rated} disabled={!group} onChange={(e) => setRated((e.target as HTMLInputElement).checked)} />
          <label for={id("rated")}>
            {t("create.rated")}{" "}
            <small>{group ? t("create.ratedHint") : t("create.noRating", { title: game.title, players })}</small>
          </label>
        </div>
        {clock !== "none" && !rated && (
          <div class="row">
            <label for={id("policy")}>{t("create.timeout")}</label>
            <select id={id("policy")} name="timeout_policy" value={policy} onChange={(e) => setPolicy((e.target as HTMLSelectElement).value)}>
              <option value="bot">{t("create.timeoutBot")}</option>
              <option value="lose">{t("create.timeoutLose")}</option>
            </select>
          </div>
        )}
      </fieldset>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <div class="row">
        <button type="submit" class="primary" disabled={busy}>
          {t("create.submit")}
        </button>
        <button type="button" onClick={onCancel}>
          {t("common.cancel")}
        </button>
      </div>
    </form>
  );
}

function GameCard({ game }: { game: GameInfo }) {
  const [form, setForm] = useState(false);
  const [one, two] = (game.summary ?? "").split(/(?<=\.)\s+/, 2);
  return (
    <article class="game-card" aria-labelledby={`title-${game.name}`} data-game={game.name}>
      <GamePicture name={game.name} title={game.title} />
      <div class="game-body">
        <h2 id={`title-${game.name}`}>{game.title}</h2>
        <p class="summary">
          {one}
          {two && <br />}
          {two}
        </p>
        <p class="meta">
          {game.min_players === game.max_players ? t("card.players", { n: game.min_players }) : t("card.playersRange", { from: game.min_players, to: game.max_players })}
        </p>
        <PlayNow game={game} players={defaultPlayers(game)} />
        <div class="row">
          <button onClick={() => setForm(!form)} aria-expanded={form} data-create={game.name}>
            {t("card.create")}
          </button>
          <a
            class="button"
            href={`/learn/${game.name}`}
            data-learn={game.name}
            onClick={(e) => {
              e.preventDefault();
              navigate(`/learn/${game.name}`);
            }}
          >
            {t("card.learn")}
          </a>
        </div>
        <QuickPlay game={game.name} title={game.title} players={defaultPlayers(game)} />
      </div>
      {form && <CreateForm game={game} onCancel={() => setForm(false)} />}
    </article>
  );
}

function seatLabel(table: TableInfo): string {
  return table.seats.map((s) => s.display_name ?? t("lobby.openSeat")).join(", ");
}

function Lobby() {
  const [tables, setTables] = useState<TableInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    const load = () =>
      api
        .tables()
        .then((data) => alive && (setTables(tableList(data)), setError(null)))
        .catch((e) => alive && setError(e instanceof Error ? e.message : String(e)));
    load();
    const timer = window.setInterval(load, 5000);
    return () => {
      alive = false;
      window.clearInterval(timer);
    };
  }, []);
  const live = (tables ?? []).filter((t) => t.status !== "over");
  return (
    <section class="lobby" aria-labelledby="lobby-title">
      <h2 id="lobby-title">{t("lobby.title")}</h2>
      {error && <p class="error">{error}</p>}
      {tables === null ? (
        <p>{t("common.loading")}</p>
      ) : live.length === 0 ? (
        <p>{t("lobby.none")}</p>
      ) : (
        <ul class="table-list">
          {live.slice(0, 40).map((table) => {
            const open = table.status === "open" && table.seats.some((s) => !s.name && !s.bot);
            return (
              <li>
                <a
                  href={`/tables/${table.table_id}`}
                  onClick={(e) => {
                    e.preventDefault();
                    navigate(`/tables/${table.table_id}`);
                  }}
                >
                  <strong>{table.title ?? table.game}</strong> · {t("lobby.line", { players: table.players, status: open ? "waiting" : table.status })}
                </a>
                <span class="seats-line">{seatLabel(table)}</span>
                <span class="tag">{open ? t("lobby.join") : t("lobby.watch")}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function RecordDrop() {
  const [data, setData] = useState<{ record: JsonText; replay: ReplayData } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const open = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    try {
      const record = await readRecordFile(file);
      setData({ record, replay: await api.replayRecord(record, null) });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <section class={`drop ${over ? "over" : ""}`} aria-labelledby="drop-title" {...recordDrop(setOver, open)}>
      <h2 id="drop-title">{t("drop.title")}</h2>
      <p>
        {tx("drop.text", {
          json: <code>.json</code>,
          command: <code>seaboard play</code>,
          picker: <RecordFilePicker label={t("drop.choose")} onFile={open} />,
        })}
      </p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {data && <ReplayViewer initial={data.replay} load={(seat) => api.replayRecord(data.record, seat)} />}
    </section>
  );
}

export function Home() {
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    document.title = "Seaboard";
    api
      .games()
      .then(setGames)
      .catch((e) => setError(e instanceof Error ? e.message : String(e)));
  }, []);
  return (
    <div class="home">
      <AccountPanel />
      <RatingsLinks />
      <YourGames />
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <section class="games" aria-label={t("home.games")}>
        {(games ?? []).map((g) => (
          <GameCard game={g} />
        ))}
      </section>
      <Lobby />
      <RecordDrop />
    </div>
  );
}
