// Land vs Sea: the growing hex map (pan, zoom), hands with both faces, stacks, prompts.
import { useState, useEffect, useRef } from "preact/hooks";
import type { BoardProps } from "../../types";
import type { LandVsSeaTile, LandVsSeaView } from "../../generated/views";
import { groupBy, ofKind, type LegalAction } from "../../boardkit/actions";
import { bounds, hexCenter, hexPoints, EDGE_NAMES } from "./hex";
import { FacePicture, HexFace, LandVsSeaPatterns, faceWords, regionAnchor, rotateFace, shownFor, type Face } from "./hexface";
import { Prompt, target } from "../../boardkit/widgets";
import { selects } from "../../learn/goal";
import { t, type MessageKey } from "../../i18n";

const S = 40;
/** Whether the main pointer is a finger (a phone or tablet): the hints say tap, not keys. */
function touchScreen(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(pointer: coarse)").matches === true;
}

/** Screen pixels per map unit at the least: a hex stays about 60 px wide, its icons legible (the map scrolls instead). */
const MIN_SCALE = 0.9;

/** A placement the board offers: a hand face (keyed as the view's face id, "h0u") or the volcano. */
export interface Place {
  kind: "place";
  face: string;
  slot: number;
  side: "up" | "down";
  q: number;
  r: number;
  rotation: number;
  action: string;
  shown?: string;
}
interface Volcano {
  kind: "volcano";
  q: number;
  r: number;
  rotation: number;
  action: string;
  shown?: string;
}

type LandVsSeaAction = LandVsSeaView["legal_data"][number];

/** The placements among the legal actions, keyed by the hand face they use. */
export function placements(actions: LegalAction<LandVsSeaAction>[]): Place[] {
  return ofKind(actions, "place").map(({ data, action, shown }) => ({ ...data, face: `h${data.slot}${data.side === "up" ? "u" : "d"}`, action, shown }));
}

interface HandEntry {
  up?: Face | null;
  down?: Face | null;
  seen_by?: number[];
}

/** Each scoring side's colour, used for its waypoints (and named in the legend). */
export const TEAM_COLOURS: Record<string, { fill: string; words: string }> = {
  land: { fill: "#1b7a42", words: "green" },
  sea: { fill: "#0b5d8c", words: "blue" },
  cartographer: { fill: "#7a3db8", words: "purple" },
};

const VOLCANO_KEY = "volcano";

const PHASE_PROMPT: Record<string, MessageKey> = {
  draft: "lvs.phase.draft",
  draw: "lvs.phase.draw",
  play: "lvs.phase.play",
  again: "lvs.phase.again",
  volcano: "lvs.phase.volcano",
  steal: "lvs.phase.steal",
  waypoint: "lvs.phase.waypoint",
};

/** The hand faces this seat may place, keyed as the placements name them (slot -1: the
 * view's hand has no such slot). */
export function matchFaces(hand: HandEntry[], placements: Place[]): Map<string, { face: Face | null; slot: number; side: "up" | "down" }> {
  const out = new Map<string, { face: Face | null; slot: number; side: "up" | "down" }>();
  for (const p of placements) {
    if (out.has(p.face)) continue;
    const entry = hand[p.slot];
    out.set(p.face, entry ? { face: entry[p.side] ?? null, slot: p.slot, side: p.side } : { face: null, slot: -1, side: p.side });
  }
  return out;
}

/** The fields a choice of piece (and, with `q` and `r`, of a space) picks in its placements. */
function pieceFields(option: Place | Volcano | undefined, q?: number, r?: number): Record<string, unknown> {
  const at = q === undefined ? {} : { q, r };
  if (!option) return { kind: "none" };
  return option.kind === "volcano" ? { kind: "volcano", ...at } : { kind: "place", slot: option.slot, side: option.side, ...at };
}

export function LandVsSeaBoard({ view, seat, actions, lastData, betterData, act, names }: BoardProps<LandVsSeaView>) {
  const places = placements(actions);
  const volcanoes: Volcano[] = ofKind(actions, "volcano").map(({ data, action, shown }) => ({ ...data, action, shown }));
  const takes = new Map(ofKind(actions, "take").map((a) => [a.data.stack, a.action]));
  const steals = new Map(ofKind(actions, "steal").map((a) => [`${a.data.seat}.${a.data.slot}`, a.action]));
  const waypoints = ofKind(actions, "waypoint").map(({ data, action, shown }) => ({ ...data, action, shown }));
  const others = ofKind(actions, "pass");
  const hands: HandEntry[][] = Array.isArray(view.hands) ? view.hands : [];
  const myHand = seat !== null ? hands[seat] ?? [] : [];
  const faces = matchFaces(myHand, places);

  // a single unified "piece" flow: face (or the volcano) -> space -> rotation
  const pieces = groupBy<Place | Volcano>([...places, ...volcanoes], (a) => (a.kind === "volcano" ? VOLCANO_KEY : a.face));
  const [piece, setPiece] = useState<string | null>(null);
  const [space, setSpace] = useState<string | null>(null);
  const [turn, setTurn] = useState(0);
  const [zoom, setZoom] = useState({ k: 1, x: 0, y: 0 });
  const [whole, setWhole] = useState(false); // the whole map in the frame, however small its hexes
  const drag = useRef<{ x: number; y: number; zx: number; zy: number; moved: boolean } | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const legalKey = actions.map((a) => a.action).join("|");
  useEffect(() => {
    let next = piece && pieces.has(piece) ? piece : null;
    if (!next && volcanoes.length && !places.length) next = VOLCANO_KEY;
    setPiece(next);
    setSpace(null);
    setTurn(0);
  }, [legalKey]);

  const options = piece ? pieces.get(piece) ?? [] : [];
  const spaces = groupBy(options, (a) => `${a.q},${a.r}`);
  const rotations = space ? spaces.get(space) ?? [] : [];
  const current = rotations.length ? rotations[((turn % rotations.length) + rotations.length) % rotations.length] : null;
  const rotate = (step: number) => setTurn((t) => t + step);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const tag = (event.target as HTMLElement)?.tagName;
      if (tag === "INPUT" || tag === "TEXTAREA") return;
      if (event.key === "r" || event.key === "R") rotate(event.shiftKey ? -1 : 1);
      if (event.key === "Escape") (setSpace(null), setPiece(null));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const tiles: LandVsSeaTile[] = Array.isArray(view.map) ? view.map : [];
  const shown = shownFor(view);
  const open: [number, number][] = (Array.isArray(view.open) ? view.open : []).map((c) => [c[0], c[1]]);
  const holes: [number, number][] = (Array.isArray(view.holes) ? view.holes : []).map((h: any) => (Array.isArray(h) ? [h[0], h[1]] : [h?.q, h?.r]));
  const all = [...tiles.map((t) => [t.q, t.r] as [number, number]), ...open, ...holes];
  const box = bounds(all, S);
  const margin = S * 0.6;
  // never zoom in so far that a lone tile fills the screen: at least 7 hexes across
  const minW = S * Math.sqrt(3) * 7;
  const minH = S * 1.5 * 5;
  const rawW = box.maxX - box.minX + 2 * margin;
  const rawH = box.maxY - box.minY + 2 * margin;
  const w = Math.max(rawW, minW);
  const h = Math.max(rawH, minH);
  const vb = { x: box.minX - margin - (w - rawW) / 2, y: box.minY - margin - (h - rawH) / 2, w, h };

  // a map wider or taller than its frame opens centred on the map's middle, and again as it grows
  const sizeKey = `${Math.round(rawW)}x${Math.round(rawH)}`;
  useEffect(() => {
    const frame = svgRef.current?.parentElement;
    if (!frame) return;
    frame.scrollLeft = (frame.scrollWidth - frame.clientWidth) / 2;
    frame.scrollTop = (frame.scrollHeight - frame.clientHeight) / 2;
  }, [sizeKey]);

  const ghostFace = (key: string, rotation: number): Face | null => {
    if (key === VOLCANO_KEY) return null;
    const face = faces.get(key)?.face;
    return face ? rotateFace(face, rotation) : null;
  };

  const lastKey = lastData && (lastData.kind === "place" || lastData.kind === "volcano") ? `${lastData.q},${lastData.r}` : null;
  // a review's better action: the space it fills (or marks), or the stack it takes from
  const better = betterData && (betterData.kind === "place" || betterData.kind === "volcano" || betterData.kind === "waypoint") ? betterData : null;
  const betterStack = betterData?.kind === "take" ? betterData.stack : null;
  // the map scrolls within its frame: bring the better space into it (the page stays put)
  const betterRef = useRef<SVGGElement>(null);
  const betterKey = better ? `${better.q},${better.r}` : "";
  useEffect(() => {
    const mark = betterRef.current;
    const frame = svgRef.current?.parentElement;
    if (!mark || !frame) return;
    const box = mark.getBoundingClientRect();
    const view = frame.getBoundingClientRect();
    if (box.left < view.left || box.right > view.right) frame.scrollLeft += box.left + box.width / 2 - (view.left + view.width / 2);
    if (box.top < view.top || box.bottom > view.bottom) frame.scrollTop += box.top + box.height / 2 - (view.top + view.height / 2);
  }, [betterKey]);
  const betterMark =
    better &&
    (() => {
      const [x, y] = hexCenter(better.q, better.r, S);
      return (
        <g class="better" ref={betterRef} role="img" aria-label={t("lvs.betterSpace", { q: better.q, r: better.r })}>
          <polygon points={hexPoints(S - 1, x, y)} fill="none" stroke="#0a8f5a" stroke-width={4} />
          <text x={x} y={y - S * 0.55} text-anchor="middle" font-size={S * 0.3} font-weight="700" fill="#0a8f5a" stroke="#fff" stroke-width={3} paint-order="stroke">
            {t("lvs.better")}
          </text>
        </g>
      );
    })();

  const mapTiles = tiles.map((tile) => {
    const [x, y] = hexCenter(tile.q, tile.r, S);
    return (
      <g>
        <HexFace face={tile} size={S - 1} cx={x} cy={y} shown={shown} />
        {lastKey === `${tile.q},${tile.r}` && <polygon points={hexPoints(S - 3, x, y)} fill="none" stroke="#111" stroke-width={3} stroke-dasharray="6 4" aria-hidden="true" />}
        {(Array.isArray(tile.complete) ? tile.complete : []).map((index: number) => {
          const region = tile.regions?.[index];
          if (!region) return null;
          const [ax, ay] = regionAnchor(region, S);
          const land = region.type === "L";
          return (
            <g aria-hidden="true" class="complete-mark">
              <circle cx={x + ax * 0.55} cy={y + ay * 0.55} r={S * 0.17} fill={land ? "#0d4d28" : "#0a3a5c"} stroke="#fff" stroke-width={1.5} />
              <text x={x + ax * 0.55} y={y + ay * 0.55 + S * 0.09} text-anchor="middle" font-size={S * 0.24} font-weight="700" fill="#fff">
                ✓
              </text>
            </g>
          );
        })}
        <title>{t("lvs.tile", { q: tile.q, r: tile.r, face: faceWords(tile), complete: Array.isArray(tile.complete) && tile.complete.length ? "yes" : "no" })}</title>
      </g>
    );
  });

  const holeKeys = new Set(holes.map(([q, r]) => `${q},${r}`));
  const deadKeys = new Set((Array.isArray(view.dead) ? view.dead : []).map((d: any) => (Array.isArray(d) ? `${d[0]},${d[1]}` : `${d?.q},${d?.r}`)));
  const openSpaces = open.map(([q, r]) => {
    const key = `${q},${r}`;
    if (holeKeys.has(key)) return null; // drawn with the holes
    const [x, y] = hexCenter(q, r, S);
    const candidates = spaces.get(key);
    if (!candidates) {
      if (deadKeys.has(key))
        return (
          <g role="img" aria-label={t("lvs.dead", { key })}>
            <polygon points={hexPoints(S - 3, x, y)} fill="#00000018" stroke="#667" stroke-width={1} />
            <text x={x} y={y + S * 0.12} text-anchor="middle" font-size={S * 0.36} fill="#556">
              ✕
            </text>
            <title>{t("lvs.deadTitle", { key })}</title>
          </g>
        );
      return <polygon points={hexPoints(S - 3, x, y)} fill="none" stroke="#8899aa" stroke-width={1} stroke-dasharray="3 4" aria-hidden="true" />;
    }
    if (space === key && current) return null; // drawn as the ghost below
    const label = t("lvs.space", { key, n: candidates.length });
    const preview = ghostFace(piece!, candidates[0].rotation);
    return (
      <g
        {...target(label, () => (setSpace(key), setTurn(0)), { "data-select": key, ...selects(pieceFields(candidates[0], q, r)) })}
        class="target space"
        onDragOver={(e: DragEvent) => e.preventDefault()}
        onDrop={(e: DragEvent) => {
          e.preventDefault();
          setSpace(key);
          setTurn(0);
        }}
      >
        <polygon points={hexPoints(S - 2, x, y)} fill="#ffffffaa" stroke="#1b7a42" stroke-width={3} stroke-dasharray="6 3" />
        {preview && <HexFace face={preview} size={S - 6} cx={x} cy={y} opacity={0.45} shown={shown} />}
        <text x={x} y={y + S * 0.72} text-anchor="middle" font-size={S * 0.26} font-weight="700" fill="#0d4d28">
          {candidates.length}×
        </text>
        <title>{label}</title>
      </g>
    );
  });

  const holeSpaces = holes.map(([q, r]) => {
    const key = `${q},${r}`;
    const [x, y] = hexCenter(q, r, S);
    const selectable = piece === VOLCANO_KEY && spaces.has(key) && space !== key;
    const body = (
      <>
        <polygon points={hexPoints(S - 3, x, y)} fill="#00000022" stroke="#a1281a" stroke-width={2} stroke-dasharray="4 3" />
        <text x={x} y={y + 4} text-anchor="middle" font-size={S * 0.28} fill="#a1281a">
          {t("lvs.hole")}
        </text>
      </>
    );
    return selectable ? (
      <g {...target(t("lvs.holeTarget", { key }), () => (setSpace(key), setTurn(0)), { "data-select": key, ...selects({ kind: "volcano", q, r }) })} class="target space">
        {body}
      </g>
    ) : space === key ? null : (
      <g aria-hidden="true">{body}</g>
    );
  });

  let ghost = null;
  if (space && current) {
    const [q, r] = space.split(",").map(Number);
    const [x, y] = hexCenter(q, r, S);
    const face = ghostFace(piece!, current.rotation);
    // the move as the player would type it: the space as the map prints it, turned in steps
    const typed = current.shown ?? t("lvs.typed", { space, rotation: current.rotation });
    const label = t("lvs.placeHere", { typed, n: rotations.length });
    ghost = (
      <g {...target(label, () => act(current.action), { "data-action": current.action })} class="target ghost">
        {face ? (
          <HexFace face={face} size={S - 2} cx={x} cy={y} opacity={0.85} shown={shown} />
        ) : (
          <>
            <polygon points={hexPoints(S - 2, x, y)} fill="#7a3d1a" />
            <text x={x} y={y + 5} text-anchor="middle" font-size={S * 0.3} fill="#fff">
              {t("lvs.volcano")}
            </text>
            <text x={x} y={y + S * 0.55} text-anchor="middle" font-size={S * 0.22} fill="#fff">
              {t("lvs.turned", { n: current.rotation })}
            </text>
          </>
        )}
        <polygon points={hexPoints(S - 1, x, y)} fill="none" stroke="#111" stroke-width={4} />
        <title>{label}</title>
      </g>
    );
  }

  const waypointFlags = waypoints.map((w) => {
    const tile = tiles.find((one) => one.q === w.q && one.r === w.r);
    const region = tile?.regions?.[w.region];
    const [x, y] = hexCenter(w.q, w.r, S);
    const [ax, ay] = region ? regionAnchor(region, S) : [0, 0];
    const label = t("lvs.waypointHere", { where: w.shown ?? t("lvs.waypointOn", { q: w.q, r: w.r, region: w.region + 1 }) });
    return (
      <g {...target(label, () => act(w.action), { "data-action": w.action })} class="target flag">
        <circle cx={x + ax} cy={y + ay} r={S * 0.24} fill="#fff" stroke="#111" stroke-width={2.5} />
        <text x={x + ax} y={y + ay + S * 0.1} text-anchor="middle" font-size={S * 0.28} fill="#111">
          ⚑
        </text>
        <title>{label}</title>
      </g>
    );
  });

  const placedWaypoints = (Array.isArray(view.waypoints) ? view.waypoints : []).map((w: any, owner: number) => {
    if (!w) return null;
    const tile = tiles.find((one) => one.q === w.q && one.r === w.r);
    const region = tile?.regions?.[w.region];
    const [x, y] = hexCenter(w.q, w.r, S);
    const [ax, ay] = region ? regionAnchor(region, S) : [0, 0];
    const team = String(view.roles?.[owner] ?? "");
    const colour = TEAM_COLOURS[team]?.fill ?? "#111";
    const who = names[owner] ?? t("seat.n", { n: owner + 1 });
    const words = t("lvs.waypointOf", { name: who, side: team ? t("lvs.side", { side: team }) : t("lvs.noSide"), complete: w.area_complete ? "yes" : "no" });
    return (
      <g aria-label={words} role="img">
        <rect x={x + ax - S * 0.26} y={y + ay - S * 0.26} width={S * 0.52} height={S * 0.52} rx={5} fill={colour} stroke="#fff" stroke-width={2} />
        <text x={x + ax} y={y + ay + S * 0.11} text-anchor="middle" font-size={S * 0.3} font-weight="700" fill="#fff">
          ⚑{(who.trim()[0] ?? "?").toUpperCase()}
        </text>
        <title>{words}</title>
      </g>
    );
  });

  // Mountain/Coral chains and trade routes the view lists: their cells ringed, with words
  const modules: Partial<Record<string, boolean>> = { ...view.modules };
  const groupMarks = [
    ...(modules.mountains_coral && Array.isArray(view.chains) ? view.chains : []).map((chain: any) => ({
      cells: Array.isArray(chain?.cells) ? chain.cells : [],
      colour: chain?.type === "coral" ? "#d81b60" : "#5d4037",
      dash: "2 3",
      words: t("lvs.chain", { type: chain?.type === "coral" ? "coral" : "mountain", n: chain?.sections ?? "?" }),
    })),
    ...(modules.caravans_ships && Array.isArray(view.routes) ? view.routes : []).map((route: any) => ({
      cells: Array.isArray(route?.cells) ? route.cells : [],
      colour: "#8a5a2b",
      dash: "8 3",
      words: t("lvs.route", { caravans: route?.caravans ?? 0, ships: route?.ships ?? 0 }),
    })),
  ].flatMap((mark, k) =>
    mark.cells.map((cell: [number, number]) => {
      const [x, y] = hexCenter(cell[0], cell[1], S);
      return (
        <g role="img" aria-label={t("lvs.markAt", { words: mark.words, q: cell[0], r: cell[1] })} key={`m${k}-${cell[0]},${cell[1]}`}>
          <circle cx={x} cy={y} r={S * (0.72 - (k % 2) * 0.06)} fill="none" stroke={mark.colour} stroke-width={2.2} stroke-dasharray={mark.dash} />
          <title>{mark.words}</title>
        </g>
      );
    }),
  );

  const onWheel = (event: WheelEvent) => {
    event.preventDefault();
    if (current && !event.ctrlKey) {
      rotate(event.deltaY > 0 ? 1 : -1);
      return;
    }
    setZoom((z) => ({ ...z, k: Math.min(4, Math.max(0.4, z.k * (event.deltaY > 0 ? 0.9 : 1.1))) }));
  };
  const onPointerDown = (event: PointerEvent) => {
    drag.current = { x: event.clientX, y: event.clientY, zx: zoom.x, zy: zoom.y, moved: false };
  };
  const onPointerMove = (event: PointerEvent) => {
    const d = drag.current;
    if (!d || !svgRef.current) return;
    const dx = event.clientX - d.x;
    const dy = event.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 6) return;
    d.moved = true;
    const scale = vb.w / svgRef.current.getBoundingClientRect().width;
    setZoom((z) => ({ ...z, x: d.zx + dx * scale, y: d.zy + dy * scale }));
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  // a finished game shows its whole map; while playing, the hexes keep a readable size
  const fitted = whole || Boolean(view.game_over);
  const cx = vb.x + vb.w / 2;
  const cy = vb.y + vb.h / 2;

  const phase = String(view.phase ?? "");
  let prompt: string | null = null;
  if (actions.length) {
    if (space && current) prompt = t("lvs.prompt.rotation", { n: rotations.indexOf(current) + 1, count: rotations.length, how: touchScreen() ? t("lvs.prompt.touch") : t("lvs.prompt.keys") });
    else if (piece) prompt = piece === VOLCANO_KEY ? t(PHASE_PROMPT.volcano) : t("lvs.prompt.space");
    else prompt = phase in PHASE_PROMPT ? t(PHASE_PROMPT[phase]) : t("lvs.prompt.move");
  }
  const points = (view.points ?? {}) as Record<string, number>;
  const completed = (view.completed ?? {}) as Record<string, number>;
  const stacks: { size: number; top: Face | null }[] = Array.isArray(view.stacks) ? view.stacks : [];
  const unmatched = [...faces.entries()].filter(([, f]) => f.slot < 0);

  const faceButton = (key: string | null, face: Face | null | undefined, label: string) => {
    const selectable = key !== null && pieces.has(key);
    const isSelected = selectable && piece === key;
    const pic = <FacePicture face={face} label={label} size={26} shown={shown} />;
    return selectable ? (
      <button
        class={`face ${isSelected ? "selected" : ""} playable`}
        data-select={key}
        {...selects(pieceFields(pieces.get(key!)?.[0]))}
        aria-pressed={isSelected}
        aria-label={isSelected ? t("lvs.selected", { label }) : t("lvs.choose", { label })}
        title={label}
        draggable
        onDragStart={(e) => {
          e.dataTransfer?.setData("text/plain", key!);
          setPiece(key);
          setSpace(null);
          setTurn(0);
        }}
        onClick={() => {
          setPiece(isSelected ? null : key);
          setSpace(null);
          setTurn(0);
        }}
      >
        {pic}
      </button>
    ) : (
      <span class="face">{pic}</span>
    );
  };

  return (
    <div class="board lvs">
      <Prompt text={prompt} />
      <p class="status-line">
        {t("lvs.status", { land: points.land ?? 0, landAreas: completed.land ?? 0, sea: points.sea ?? 0, seaAreas: completed.sea ?? 0 })}
        {"cartographer" in points ? t("lvs.cartographer", { n: points.cartographer }) : ""} · {view.volcano_available ? t("lvs.volcanoBox") : t("lvs.volcanoUsed")}
      </p>
      <div class="map-wrap">
        <div class="map-scroll">
        <svg
          ref={svgRef}
          viewBox={`${vb.x} ${vb.y} ${vb.w} ${vb.h}`}
          class={`board-svg map ${zoom.k !== 1 || zoom.x || zoom.y ? "zoomed" : ""}`}
          style={{ width: fitted ? `min(100%, calc((100vh - 200px) * ${(vb.w / vb.h).toFixed(3)}))` : `max(${Math.round(rawW * MIN_SCALE)}px, min(100%, calc((100vh - 200px) * ${(vb.w / vb.h).toFixed(3)})))` }}
          role="group"
          aria-label={t("lvs.mapAria")}
          onWheel={onWheel}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerLeave={onPointerUp}
        >
          <LandVsSeaPatterns />
          <g transform={`translate(${zoom.x} ${zoom.y}) translate(${cx} ${cy}) scale(${zoom.k}) translate(${-cx} ${-cy})`}>
            {mapTiles}
            {openSpaces}
            {holeSpaces}
            {ghost}
            {groupMarks}
            {placedWaypoints}
            {waypointFlags}
            {betterMark}
          </g>
        </svg>
        </div>
        <div class="map-tools" role="toolbar" aria-label={t("lvs.tools")}>
          <button aria-label={t("lvs.zoomIn")} onClick={() => setZoom((z) => ({ ...z, k: Math.min(4, z.k * 1.25) }))}>
            +
          </button>
          <button aria-label={t("lvs.zoomOut")} onClick={() => setZoom((z) => ({ ...z, k: Math.max(0.4, z.k / 1.25) }))}>
            −
          </button>
          <button aria-label={fitted ? t("lvs.readable") : t("lvs.wholeAria")} aria-pressed={fitted} disabled={Boolean(view.game_over)} onClick={() => (setZoom({ k: 1, x: 0, y: 0 }), setWhole(!whole))}>
            {t("lvs.whole")}
          </button>
          {current && rotations.length > 1 && (
            <>
              <button aria-label={t("lvs.turnBack")} onClick={() => rotate(-1)}>
                ⟲
              </button>
              <button aria-label={t("lvs.turn")} onClick={() => rotate(1)}>
                ⟳
              </button>
            </>
          )}
          {current && (
            <button class="primary" data-action={current.action} onClick={() => act(current.action)} aria-label={t("lvs.placeAt", { space })}>
              {t("lvs.place")}
            </button>
          )}
        </div>
      </div>
      <div class="lvs-panels">
        {seat !== null && (
          <section class="hand" aria-label={t("lvs.yourTiles")}>
            <h3>{t("lvs.yourTilesTitle")}</h3>
            <div class="tiles">
              {myHand.map((entry, slot) => {
                const keyFor = (side: "up" | "down") => [...faces.entries()].find(([, f]) => f.slot === slot && f.side === side)?.[0] ?? null;
                return (
                  <figure class="tile-pair" aria-label={t("lvs.tileN", { n: slot + 1 })}>
                    <figcaption>
                      {t("lvs.tileN", { n: slot + 1 })} <span>{t("lvs.faces")}</span>
                    </figcaption>
                    <div class="faces">
                      {faceButton(keyFor("up"), entry?.up, t("lvs.faceUp", { n: slot + 1, face: faceWords(entry?.up) }))}
                      {faceButton(keyFor("down"), entry?.down, t("lvs.faceDown", { n: slot + 1, face: faceWords(entry?.down) }))}
                    </div>
                  </figure>
                );
              })}
              {unmatched.map(([key]) => (
                <button class={`face ${piece === key ? "selected" : ""}`} data-select={key} {...selects(pieceFields(pieces.get(key)?.[0]))} onClick={() => (setPiece(key), setSpace(null))}>
                  {key}
                </button>
              ))}
              {volcanoes.length > 0 && (
                <button class={`face volcano ${piece === VOLCANO_KEY ? "selected" : ""} playable`} data-select={VOLCANO_KEY} {...selects({ kind: "volcano" })} aria-pressed={piece === VOLCANO_KEY} onClick={() => (setPiece(VOLCANO_KEY), setSpace(null))}>
                  {t("lvs.volcanoButton")}
                </button>
              )}
              {myHand.length === 0 && <p>{phase === "draft" ? t("lvs.noTilesYet") : t("lvs.noTiles")}</p>}
            </div>
          </section>
        )}
        <section class="stacks" aria-label={t("lvs.stacks")}>
          <h3>{t("lvs.stacks")}</h3>
          <div class="tiles">
            {stacks.map((stack, k) => {
              const action = takes.get(k);
              const label = t("lvs.stack", { n: k + 1, size: stack.size, face: faceWords(stack.top), action: action ? "yes" : "no", better: betterStack === k ? "yes" : "no" });
              const body = (
                <>
                  {stack.size > 0 ? <FacePicture face={stack.top} label={label} size={24} shown={shown} /> : <span class="empty-stack">{t("lvs.empty")}</span>}
                  <span>{t("lvs.left", { n: stack.size })}</span>
                </>
              );
              return action ? (
                <button class="stack playable" data-action={action} aria-label={label} onClick={() => act(action)}>
                  {body}
                </button>
              ) : (
                <span class={`stack ${betterStack === k ? "better" : ""}`}>{body}</span>
              );
            })}
          </div>
        </section>
        <section class="other-hands" aria-label={t("lvs.othersAria")}>
          <h3>{t("lvs.players")}</h3>
          {hands.map((hand, owner) =>
            owner === seat ? null : (
              <div class="hand-row">
                <span>
                  {names[owner] ?? t("seat.n", { n: owner + 1 })}
                  {String(view.roles?.[owner] ?? "").toLowerCase() === (names[owner] ?? "").toLowerCase() ? "" : ` (${t("lvs.side", { side: String(view.roles?.[owner] ?? "") })})`}:
                </span>
                {hand.map((entry, slot) => {
                  const action = steals.get(`${owner}.${slot}`);
                  const label = t("lvs.otherTile", { name: names[owner] ?? t("seat.n", { n: owner + 1 }), n: slot + 1, face: faceWords(entry?.up), alt: entry?.down ? faceWords(entry.down) : "none", action: action ? "yes" : "no" });
                  const body = (
                    <>
                      <FacePicture face={entry?.up} label={label} size={20} shown={shown} />
                      {entry?.down ? <FacePicture face={entry.down} label={t("lvs.otherFace", { label })} size={14} shown={shown} /> : null}
                    </>
                  );
                  return action ? (
                    <button class="face playable" data-action={action} aria-label={label} onClick={() => act(action)}>
                      {body}
                    </button>
                  ) : (
                    <span class="face">{body}</span>
                  );
                })}
              </div>
            ),
          )}
        </section>
      </div>
      {others.length > 0 && (
        <div class="actions">
          {others.map((a) => (
            <button data-action={a.action} onClick={() => act(a.action)}>
              {phase === "again" ? t("lvs.keep") : phase === "waypoint" ? t("lvs.noWaypoint") : t("lvs.pass")}
            </button>
          ))}
        </div>
      )}
      <details class="legend">
        <summary>{t("lvs.legend")}</summary>
        <ul>
          <li>{t("lvs.legend.edges")}</li>
          <li>{t("lvs.legend.bonus")}</li>
          <li>{t("lvs.legend.icons", { trade: modules.caravans_ships ? "yes" : "no", sections: modules.mountains_coral ? "yes" : "no" })}</li>
          <li>{t("lvs.legend.complete")}</li>
          <li>{t("lvs.legend.open")}</li>
          {modules.mountains_coral && <li>{t("lvs.legend.chains")}</li>}
          {modules.caravans_ships && <li>{t("lvs.legend.routes")}</li>}
          {modules.waypoints && (
            <li>
              {t("lvs.legend.waypoints")}{" "}
              {hands.map((_, owner) => {
                const team = String(view.roles?.[owner] ?? "");
                return (
                  <span class="waypoint-key" style={{ background: TEAM_COLOURS[team]?.fill ?? "#111" }}>
                    ⚑{(names[owner] ?? "?").trim()[0]?.toUpperCase()} {names[owner] ?? t("seat.n", { n: owner + 1 })} ({t("lvs.side", { side: team })})
                  </span>
                );
              })}
            </li>
          )}
          <li>{t("lvs.legend.directions", { names: EDGE_NAMES.map((edge) => t("lvs.edge", { edge: edge.replace("-", "_") })).join(", ") })}</li>
        </ul>
      </details>
    </div>
  );
}
