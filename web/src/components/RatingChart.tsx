// A rating over time as a small SVG line chart (no library): legible on a 390 px phone.
import type { JSX } from "preact";
import { formatDate, t } from "../i18n";

export interface ChartProps {
  points: [number, number][]; // [epoch ms, rating]
  label: string;
}

const W = 340;
const H = 150;
const PAD = { left: 44, right: 10, top: 12, bottom: 26 };

function niceStep(span: number): number {
  const raw = span / 4;
  const p = Math.pow(10, Math.floor(Math.log10(Math.max(raw, 1))));
  for (const m of [1, 2, 5, 10]) if (raw <= m * p) return m * p;
  return 10 * p;
}

function day(ms: number): string {
  return formatDate(ms, { month: "short", day: "numeric" });
}

export function RatingChart({ points, label }: ChartProps): JSX.Element {
  if (points.length === 0) return <p class="hint">{t("chart.none")}</p>;
  const ratings = points.map((p) => p[1]);
  let low = Math.min(...ratings);
  let high = Math.max(...ratings);
  if (high - low < 40) {
    low -= 20;
    high += 20;
  }
  const step = niceStep(high - low);
  low = Math.floor(low / step) * step;
  high = Math.ceil(high / step) * step;
  const n = points.length;
  const x = (i: number) => PAD.left + (n === 1 ? (W - PAD.left - PAD.right) / 2 : (i * (W - PAD.left - PAD.right)) / (n - 1));
  const y = (r: number) => PAD.top + ((high - r) * (H - PAD.top - PAD.bottom)) / (high - low);
  const ticks: number[] = [];
  for (let t = low; t <= high + 1e-9; t += step) ticks.push(t);
  const path = points.map((p, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(p[1]).toFixed(1)}`).join(" ");
  const last = points[n - 1];
  return (
    <svg
      class="rating-chart"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={t("chart.aria", { label, n, from: points[0][1], to: last[1] })}
      data-points={n}
    >
      {ticks.map((t) => (
        <g>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} class="grid" />
          <text x={PAD.left - 6} y={y(t) + 4} text-anchor="end" class="tick">
            {t}
          </text>
        </g>
      ))}
      <text x={PAD.left} y={H - 8} class="tick">
        {day(points[0][0])}
      </text>
      {n > 1 && (
        <text x={W - PAD.right} y={H - 8} text-anchor="end" class="tick">
          {day(last[0])}
        </text>
      )}
      <path d={path} class="line" fill="none" />
      {points.map((p, i) => (
        <circle cx={x(i)} cy={y(p[1])} r={n > 40 ? 1.5 : 3} class="dot">
          <title>
            {t("chart.point", { day: day(p[0]), rating: p[1] })}
          </title>
        </circle>
      ))}
    </svg>
  );
}
