// A guided first game: prepared positions, one rule each, played on the game's real board.
import { useEffect, useRef, useState } from "preact/hooks";
import { api, ApiError } from "../api";
import { NotFound } from "./NotFound";
import type { LessonAnswer, LessonData } from "../types";
import { Board } from "../components/GameBoard";
import { dataOf, legalActions } from "../boardkit/actions";
import { markGoals, showGoal } from "../learn/goal";
import { ScoreBreakdown, resultHeadline } from "../components/TableParts";
import { navigate } from "../router";
import { t } from "../i18n";

/** The end of a lesson's game: who won, and the game's own score breakdown. */
function LessonResult({ view, names, seat }: { view: any; names: string[]; seat: number }) {
  const winners: number[] = Array.isArray(view.winners) ? view.winners : [];
  const players = Array.isArray(view.scores) ? view.scores.length : 0;
  return (
    <div class="lesson-result">
      <p>
        <strong>{t("learn.over", { headline: resultHeadline(winners, players, seat, names) })}</strong>
      </p>
      <ScoreBreakdown view={view} names={names} seat={seat} winners={winners} />
    </div>
  );
}

export function LearnPage({ game }: { game: string }) {
  const [data, setData] = useState<LessonData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [index, setIndex] = useState(0);
  const [answer, setAnswer] = useState<LessonAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  // your right move in the step before and where it led, for a step that goes on from it
  const [carried, setCarried] = useState<LessonAnswer | null>(null);
  const [visits, setVisits] = useState(0); // a step's button pressed again brings its goal back into view
  const boardRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    api
      .lesson(game)
      .then((d) => {
        setData(d);
        document.title = t("learn.tabTitle", { title: d.title });
      })
      .catch((e) => (e instanceof ApiError && e.status === 404 ? setMissing(true) : setError(e instanceof Error ? e.message : String(e))));
  }, [game]);

  const step = data?.steps[index] ?? null;
  const finished = data !== null && index >= data.steps.length;

  // the goal marks follow the board as it redraws (selections add and remove targets)
  useEffect(() => {
    const root = boardRef.current;
    if (!root || !step) return;
    const goals = answer ? [] : step.highlight;
    const mark = () => {
      markGoals(root, goals);
      showGoal(root); // what to click is in the window, on a phone too
    };
    mark();
    // again once laid out and once the fonts are in: both can move the board
    const frame = requestAnimationFrame(() => showGoal(root));
    document.fonts?.ready.then(() => showGoal(root)).catch(() => undefined);
    const observer = new MutationObserver(mark);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-action", "data-select", "data-fields"] });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [step, answer, carried, visits]);

  useEffect(() => {
    if (answer) nextRef.current?.focus();
  }, [answer]);

  const act = async (action: string) => {
    if (!step || busy || answer) return;
    setBusy(true);
    try {
      setAnswer(await api.lessonMove(game, step.step, action, carried?.action));
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const goTo = (k: number) => {
    const goesOn = k === index + 1 && answer?.right && data?.steps[k]?.continues;
    setCarried(goesOn ? answer : null);
    setAnswer(null);
    setIndex(k);
    setVisits((n) => n + 1);
  };
  // the position of this step: where your move in the step before led, when it goes on from it
  const shown = carried ? { view: carried.view, legal: carried.legal } : step ? { view: step.view, legal: step.legal } : null;

  if (missing) return <NotFound what={t("learn.missing", { game })} />;
  if (error && !data)
    return (
      <div class="page">
        <p class="error" role="alert">
          {error}
        </p>
        <p>
          <a href="/">{t("over.lobby")}</a>
        </p>
      </div>
    );
  if (!data) return <p class="page">{t("learn.loading")}</p>;

  return (
    <div class="page learn-page" data-step={finished ? "done" : String(index + 1)}>
      <h1>{data.title}</h1>
      <ol class="lesson-steps" aria-label={t("learn.stepsAria")}>
        {data.steps.map((s, k) => (
          <li class={k === index ? "current" : k < index ? "done" : ""}>
            <button onClick={() => goTo(k)} aria-current={k === index ? "step" : undefined}>
              {t("learn.stepButton", { n: k + 1, title: s.title })}
            </button>
          </li>
        ))}
      </ol>
      {finished ? (
        <section class="lesson-done" data-testid="lesson-done">
          <h2>{t("learn.doneTitle", { game: data.title.replace(/^(Learn|Lerne) /, "") })}</h2>
          <p>{t("learn.doneText")}</p>
          <div class="row">
            <button class="primary" ref={nextRef} onClick={() => navigate("/")} data-lesson-home>
              {t("learn.backGames")}
            </button>
            <button onClick={() => goTo(0)}>{t("learn.again")}</button>
          </div>
        </section>
      ) : (
        step && (
          <div class="lesson-body">
            <section class="lesson-text" aria-live="polite">
              <h2>
                {t("learn.stepOf", { n: index + 1, count: data.steps.length, title: step.title })}
              </h2>
              {index > 0 && !step.continues && <p class="hint lesson-new">{t("learn.newPosition")}</p>}
              {carried && <p class="hint lesson-new">{t("learn.goingOn", { n: index })}</p>}
              <p>{step.sentence}</p>
              <p class="lesson-goal">
                <strong>{t("learn.goal")}</strong> {step.goal}
              </p>
              {answer && (
                <div class={`lesson-answer ${answer.right ? "right" : "wrong"}`} data-testid="lesson-answer" data-right={String(answer.right)} role="status">
                  <p>
                    <strong>{answer.right ? "✓ " : "✗ "}</strong>
                    {answer.why}
                  </p>
                  {answer.text && <p class="lesson-what">{t("learn.what", { text: answer.text })}</p>}
                  {answer.view?.game_over && <LessonResult view={answer.view} names={step.names} seat={step.seat} />}
                  {answer.right ? (
                    <button class="primary" ref={nextRef} onClick={() => goTo(index + 1)} data-lesson-next>
                      {answer.last ? t("learn.finish") : t("learn.next")}
                    </button>
                  ) : (
                    <button class="primary" ref={nextRef} onClick={() => setAnswer(null)} data-lesson-retry>
                      {t("learn.retry")}
                    </button>
                  )}
                </div>
              )}
              {error && (
                <p class="error" role="alert">
                  {error}
                </p>
              )}
            </section>
            <div class="lesson-board" ref={boardRef}>
              <Board
                key={`${index}-${answer ? "after" : "before"}`}
                view={answer ? answer.view : shown!.view}
                seat={step.seat}
                actions={answer ? [] : legalActions(shown!.view, shown!.legal)}
                lastData={answer ? dataOf(shown!.view, answer.action) : carried && index > 0 ? dataOf(data.steps[index - 1].view, carried.action) : null}
                act={act}
                names={step.names}
              />
            </div>
          </div>
        )
      )}
      <p>
        <a href="/">{t("over.lobby")}</a>
      </p>
    </div>
  );
}
