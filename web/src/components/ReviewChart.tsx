// A game's review: every seat's chance of winning after each of its moves, with the marks.
// SVG without a library, legible on a 390 px phone; a point or a mark is a button that goes
// to that move in the replay.
import type { JSX } from "preact";
import { formatNumber, t } from "../i18n";
import type { ReviewData, ReviewMark, ReviewMove } from "../types";

const W = 360;
const H = 170;
// room on the left for the widest tick, "100 %" as German writes it
const PAD = { left: 44, right: 8, top: 10, bottom: 24 };
export const SEAT_COLOURS = ["#0b6e99", "#c0392b", "#2e8540", "#7d3c98", "#b9770e", "#5d6d7e"];
const MARK_COLOURS: { [k in ReviewMark]: string } = { inaccuracy: "#d4ac0d", mistake: "#e67e22", blunder: "#c0392b" };

function percent(chance: number): string {
  return formatNumber(Math.round(chance * 100) / 100, { style: "percent" });
}

export function ReviewChart({ review, names, current, onPick }: { review: ReviewData; names: string[]; current: number; onPick: (seq: number) => void }): JSX.Element {
  const last = Math.max(1, ...review.moves.map((m) => m.seq));
  const x = (seq: number) => PAD.left + ((seq - 1) * (W - PAD.left - PAD.right)) / Math.max(1, last - 1);
  const y = (chance: number) => PAD.top + (1 - chance) * (H - PAD.top - PAD.bottom);
  const seats = review.seats.map((s) => s.seat);
  const bySeat = (seat: number) => review.moves.filter((m) => m.seat === seat);
  const label = (m: ReviewMove) =>
    t("review.point", { seq: m.seq, name: names[m.seat] ?? t("seat.n", { n: m.seat + 1 }), chance: percent(m.chance_after), mark: m.mark ?? "none", best: percent(m.best_chance) });
  return (
    <svg class="review-chart" viewBox={`0 0 ${W} ${H}`} role="group" aria-label={t("review.chartAria")} data-testid="review-chart">
      {[0, 0.5, 1].map((t) => (
        <g>
          <line class="grid" x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
          <text class="tick" x={PAD.left - 4} y={y(t) + 4} text-anchor="end">
            {percent(t)}
          </text>
        </g>
      ))}
      <text class="tick" x={W - PAD.right} y={H - 6} text-anchor="end">
        {t("review.lastMove", { n: last })}
      </text>
      <line class="now" x1={x(Math.max(1, current))} x2={x(Math.max(1, current))} y1={PAD.top} y2={H - PAD.bottom} />
      {seats.map((seat) => (
        <polyline
          fill="none"
          stroke={SEAT_COLOURS[seat % SEAT_COLOURS.length]}
          stroke-width={2}
          points={bySeat(seat)
            .map((m) => `${x(m.seq).toFixed(1)},${y(m.chance_after).toFixed(1)}`)
            .join(" ")}
        />
      ))}
      {review.moves.map((m) => (
        <g
          role="button"
          tabIndex={m.mark ? 0 : -1}
          aria-label={label(m)}
          data-review-seq={m.seq}
          data-review-mark={m.mark ?? undefined}
          class={m.mark ? "review-point marked" : "review-point"}
          onClick={() => onPick(m.seq)}
          onKeyDown={(e) => {
            if (e.key === "Enter" || e.key === " ") (e.preventDefault(), onPick(m.seq));
          }}
        >
          <title>{label(m)}</title>
          {/* a wide invisible target, so a finger can hit a point */}
          <circle cx={x(m.seq)} cy={y(m.chance_after)} r={m.mark ? 9 : 5} fill="transparent" />
          {m.mark ? (
            <circle cx={x(m.seq)} cy={y(m.chance_after)} r={5} fill={MARK_COLOURS[m.mark]} stroke="#fff" stroke-width={1} />
          ) : (
            <circle cx={x(m.seq)} cy={y(m.chance_after)} r={1.6} fill={SEAT_COLOURS[m.seat % SEAT_COLOURS.length]} />
          )}
        </g>
      ))}
    </svg>
  );
}
