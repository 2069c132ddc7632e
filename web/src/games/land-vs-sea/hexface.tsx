// Drawing one Land vs Sea face on a hex: land and sea per edge, regions, bonus, icons.
import { t } from "../../i18n";
import { corner, edgeMid, hexPoints, edgeRuns, rotateIndex, type Point } from "./hex";

export interface Region {
  type: string;
  edges: number[];
  bonus?: number;
}

export interface Face {
  id?: string;
  edges: string;
  regions?: Region[];
  icons?: string[];
  mountains?: number[][];
  corals?: number[][];
}

export const LAND = "#9cc46a";
export const SEA = "#3f8fd2";

/** A face as it shows after turning it by `rotation` (edges and region edges move). */
export function rotateFace(face: Face, rotation: number): Face {
  if (!rotation) return face;
  const edges = new Array(6);
  for (let j = 0; j < 6; j++) edges[rotateIndex(j, rotation)] = face.edges[j];
  return {
    ...face,
    edges: edges.join(""),
    regions: (face.regions ?? []).map((r) => ({ ...r, edges: r.edges.map((e) => rotateIndex(e, rotation)) })),
    mountains: (face.mountains ?? []).map((s) => s.map((e) => rotateIndex(e, rotation))),
    corals: (face.corals ?? []).map((s) => s.map((e) => rotateIndex(e, rotation))),
  };
}

/** Where a region's marks go: the mean of its edge midpoints, pulled towards the centre. */
export function regionAnchor(region: Region, size: number): Point {
  let x = 0,
    y = 0;
  for (const e of region.edges) {
    const [mx, my] = edgeMid(e, size);
    x += mx;
    y += my;
  }
  const n = Math.max(1, region.edges.length);
  const pull = region.edges.length >= 3 ? 0.45 : 0.6;
  return [(x / n) * pull, (y / n) * pull];
}

function tri(i: number, size: number, cx: number, cy: number): string {
  const [a, b] = [corner(i, size), corner(i + 1, size)];
  return `${cx},${cy} ${cx + a[0]},${cy + a[1]} ${cx + b[0]},${cy + b[1]}`;
}

function Icon({ kind, x, y, s }: { kind: string; x: number; y: number; s: number }) {
  const k = s / 40;
  const t = `translate(${x} ${y}) scale(${k})`;
  switch (kind) {
    case "ship":
      return (
        <g transform={t}>
          <circle r="11" fill="#fff" stroke="#123" stroke-width="1.5" />
          <path d="M-8 2 h16 l-3 5 h-10z" fill="#123" />
          <path d="M0 -8 v9 M0 -8 l6 8 h-6" fill="#123" stroke="#123" stroke-width="1.2" />
        </g>
      );
    case "caravan":
      return (
        <g transform={t}>
          <circle r="11" fill="#fff" stroke="#5a3a10" stroke-width="1.5" />
          <rect x="-8" y="-5" width="16" height="8" rx="2" fill="#8a5a2b" />
          <circle cx="-4" cy="5" r="2.6" fill="#5a3a10" />
          <circle cx="4" cy="5" r="2.6" fill="#5a3a10" />
        </g>
      );
    case "play_again":
      return (
        <g transform={t}>
          <circle r="11" fill="#fff" stroke="#333" stroke-width="1.5" />
          <text y="6" text-anchor="middle" font-size="17" font-weight="700" fill="#1b7a42">
            ↻
          </text>
        </g>
      );
    case "steal":
      return (
        <g transform={t}>
          <circle r="11" fill="#fff" stroke="#333" stroke-width="1.5" />
          <text y="5.5" text-anchor="middle" font-size="15" font-weight="700" fill="#a1281a">
            ⇆
          </text>
        </g>
      );
    default:
      return (
        <g transform={t}>
          <circle r="11" fill="#fff" stroke="#333" />
          <text y="4" text-anchor="middle" font-size="10">
            {kind.slice(0, 2)}
          </text>
        </g>
      );
  }
}

/** An icon's name in the reader's language ("Caravan", "Karawane"). */
export function iconWords(icon: string): string {
  return t("lvs.icon", { icon });
}

/** Words for a face: its edges and icons, for labels and tooltips. */
export function faceWords(face: Face | null | undefined): string {
  if (!face) return t("lvs.hiddenFace");
  const land = [...face.edges].filter((e) => e === "L").length;
  const bonus = (face.regions ?? []).reduce((n, r) => n + (r.bonus ?? 0), 0);
  const icons = (face.icons ?? []).map(iconWords);
  return t("lvs.face", { land, sea: 6 - land, bonus, icons: icons.length ? icons.join(", ") : "none" });
}

/** Which optional markers to draw: only those of the modules in play. */
export interface Shown {
  sections: boolean;
  trade: boolean;
}

const ALL: Shown = { sections: true, trade: true };

/** The markers of the modules the view says are in play (all when it does not say). */
export function shownFor(view: { modules?: { mountains_coral?: boolean; caravans_ships?: boolean } } | null | undefined): Shown {
  const modules = view?.modules;
  if (!modules || typeof modules !== "object") return ALL;
  return { sections: modules.mountains_coral !== false, trade: modules.caravans_ships !== false };
}

export function HexFace({
  face,
  size,
  cx = 0,
  cy = 0,
  opacity = 1,
  shown = ALL,
}: {
  face: Face;
  size: number;
  cx?: number;
  cy?: number;
  opacity?: number;
  shown?: Shown;
}) {
  const regions = face.regions ?? [];
  const regionOf = new Map<number, number>();
  regions.forEach((region, k) => region.edges.forEach((e) => regionOf.set(e, k)));
  const parts = [];
  for (let i = 0; i < 6; i++) {
    const land = face.edges[i] === "L";
    parts.push(<polygon points={tri(i, size, cx, cy)} fill={land ? LAND : SEA} />);
    parts.push(<polygon points={tri(i, size, cx, cy)} fill={land ? "url(#lvs-land)" : "url(#lvs-sea)"} />);
  }
  // separate neighbouring edges of one type that belong to different regions
  for (let i = 0; i < 6; i++) {
    const j = (i + 1) % 6;
    if (face.edges[i] === face.edges[j] && regionOf.has(i) && regionOf.get(i) !== regionOf.get(j)) {
      const [x, y] = corner(j, size);
      parts.push(<line x1={cx} y1={cy} x2={cx + x} y2={cy + y} stroke="#fff" stroke-width={size * 0.07} />);
    }
  }
  // a region that crosses the face (two runs) joins through the centre
  for (const region of regions) {
    if (edgeRuns(region.edges).length > 1) {
      parts.push(<circle cx={cx} cy={cy} r={size * 0.3} fill={region.type === "L" ? LAND : SEA} />);
      parts.push(<circle cx={cx} cy={cy} r={size * 0.3} fill={region.type === "L" ? "url(#lvs-land)" : "url(#lvs-sea)"} />);
    }
  }
  for (const section of shown.sections ? face.mountains ?? [] : []) {
    const [x, y] = regionAnchor({ type: "L", edges: section }, size);
    parts.push(<path d={`M${cx + x - size * 0.16} ${cy + y + size * 0.1} l${size * 0.16} ${-size * 0.24} l${size * 0.16} ${size * 0.24}z`} fill="#6b5a4a" stroke="#fff" stroke-width={size * 0.025} />);
  }
  for (const section of shown.sections ? face.corals ?? [] : []) {
    const [x, y] = regionAnchor({ type: "S", edges: section }, size);
    parts.push(
      <g fill="#f48fb1" stroke="#fff" stroke-width={size * 0.02}>
        <circle cx={cx + x} cy={cy + y} r={size * 0.07} />
        <circle cx={cx + x + size * 0.1} cy={cy + y - size * 0.06} r={size * 0.06} />
        <circle cx={cx + x - size * 0.09} cy={cy + y - size * 0.07} r={size * 0.05} />
      </g>,
    );
  }
  for (const region of regions) {
    if (!region.bonus) continue;
    const [x, y] = regionAnchor(region, size);
    parts.push(
      <g>
        <circle cx={cx + x} cy={cy + y} r={size * 0.17} fill="#fff" stroke="#b8860b" stroke-width={size * 0.04} />
        <text x={cx + x} y={cy + y + size * 0.08} text-anchor="middle" font-size={size * 0.24} font-weight="700" fill="#6b4e00">
          {region.bonus}
        </text>
      </g>,
    );
  }
  const icons = (face.icons ?? []).filter((i) => shown.trade || (i !== "caravan" && i !== "ship"));
  icons.forEach((kind, k) => {
    const offset = (k - (icons.length - 1) / 2) * size * 0.5;
    parts.push(<Icon kind={kind} x={cx + offset} y={cy} s={size} />);
  });
  parts.push(<polygon points={hexPoints(size, cx, cy)} fill="none" stroke="#ffffffcc" stroke-width={size * 0.04} />);
  return (
    <g opacity={opacity} aria-hidden="true">
      {parts}
    </g>
  );
}

export function LandVsSeaPatterns() {
  return (
    <defs>
      <pattern id="lvs-land" width="7" height="7" patternUnits="userSpaceOnUse">
        <circle cx="3.5" cy="3.5" r="0.9" fill="#00000030" />
      </pattern>
      <pattern id="lvs-sea" width="12" height="6" patternUnits="userSpaceOnUse">
        <path d="M0 4 q3 -3 6 0 t6 0" fill="none" stroke="#ffffff55" stroke-width="0.9" />
      </pattern>
    </defs>
  );
}

/** A small standalone picture of a face (hand, stacks). */
export function FacePicture({ face, size = 30, label, shown = ALL }: { face: Face | null | undefined; size?: number; label: string; shown?: Shown }) {
  const w = size * 2 + 4;
  return (
    <svg viewBox={`${-w / 2} ${-w / 2} ${w} ${w}`} class="face-pic" role="img" aria-label={label}>
      <LandVsSeaPatterns />
      {face ? (
        <HexFace face={face} size={size} shown={shown} />
      ) : (
        <>
          <polygon points={hexPoints(size)} fill="#6c7a89" />
          <text y="6" text-anchor="middle" font-size={size * 0.5} fill="#fff">
            ?
          </text>
        </>
      )}
      <title>{label}</title>
    </svg>
  );
}
