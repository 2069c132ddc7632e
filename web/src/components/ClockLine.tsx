// The clocks beside whose turn it is: the turn clock and your own clock; in the last ten
// seconds of your time they turn red and a screen reader is told once.
import { formatMs } from "./TableParts";
import { t } from "../i18n";

export const WARN_MS = 10_000;

/** Whether a clock that runs for you is in its last ten seconds. */
export function lowTime(ms: number | null, mine: boolean): boolean {
  return mine && ms !== null && ms > 0 && ms <= WARN_MS;
}

/** The warning read out (once, when the last ten seconds begin), or "" while there is none. */
export function warningWords(turnLow: boolean, clockLow: boolean): string {
  if (turnLow) return t("clock.turnLow");
  if (clockLow) return t("clock.mineLow");
  return "";
}

export function ClockLine({ turnMs, myClock, myTurn, myClockRuns }: { turnMs: number | null; myClock: number | null; myTurn: boolean; myClockRuns: boolean }) {
  const turnLow = lowTime(turnMs, myTurn);
  const clockLow = lowTime(myClock, myClockRuns);
  return (
    <>
      {turnMs !== null && (
        <>
          {" · "}
          <span class={`turn-clock ${turnLow ? "low" : ""}`} data-testid="turn-clock" data-low={turnLow ? "1" : undefined}>
            {t("clock.turn", { time: formatMs(turnMs) })}
          </span>
        </>
      )}
      {myClock !== null && (
        <>
          {" · "}
          <span class={`turn-clock my-clock ${myClockRuns ? "running" : ""} ${clockLow ? "low" : ""}`} data-testid="my-clock" data-low={clockLow ? "1" : undefined}>
            {t("clock.mine", { time: formatMs(myClock) })}
          </span>
        </>
      )}
      {/* the words change once when the warning starts, so they are announced once */}
      <span class="sr-only" role="alert" data-testid="clock-warning">
        {warningWords(turnLow, clockLow)}
      </span>
    </>
  );
}
