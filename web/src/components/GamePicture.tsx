// Our own small pictures of the four games, for the lobby.
import { hexPoints, hexCenter } from "../games/land-vs-sea/hex";

function EbbeFlut() {
  const cells = [];
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 5; c++) {
      const water = (r === 3 && c === 4) || (r === 4 && c >= 3) || (r === 2 && c === 2);
      const land = (r === 0 && c <= 1) || (r === 1 && c === 0) || (r === 1 && c === 3);
      cells.push(
        <rect x={8 + c * 22} y={6 + r * 22} width={20} height={20} rx={3} fill={water ? "#2a7fb8" : land ? "#c9a25f" : "#e7eef3"} stroke="#9fb3c2" />,
      );
    }
  return (
    <>
      <rect width="128" height="120" fill="#f6f9fb" />
      {cells}
      <path d="M10 116 q10 -6 20 0 t20 0 t20 0 t20 0 t20 0 t20 0" fill="none" stroke="#2a7fb8" stroke-width="3" />
    </>
  );
}

function Flotsam() {
  return (
    <>
      <rect width="128" height="120" fill="#dff0f8" />
      <path d="M0 86 q16 -8 32 0 t32 0 t32 0 t32 0 V120 H0z" fill="#3a8dc4" />
      {[0, 1, 2].map((k) => (
        <g transform={`translate(${10 + k * 40} ${60 - (k % 2) * 6})`}>
          <path d="M0 16 h30 l-5 10 h-20z" fill="#8a5a2b" />
          <rect x="6" y="0" width="18" height="16" rx="2" fill="#fff" stroke="#333" />
          <text x="15" y="12" text-anchor="middle" font-size="10" font-weight="700" fill="#222">{[42, 35, 60][k]}</text>
        </g>
      ))}
      <g transform="translate(40 8)">
        {[0, 1, 2, 3].map((k) => (
          <rect x={k * 12} y={k % 2 ? 2 : 0} width="16" height="22" rx="2" fill="#fffaf0" stroke="#555" />
        ))}
      </g>
    </>
  );
}

function LandSea() {
  const tiles: [number, number, string][] = [
    [0, 0, "#c9a25f"],
    [1, 0, "#2a7fb8"],
    [0, 1, "#2a7fb8"],
    [-1, 1, "#7bb661"],
    [1, -1, "#c9a25f"],
    [-1, 0, "#2a7fb8"],
    [0, -1, "#7bb661"],
  ];
  return (
    <>
      <rect width="128" height="120" fill="#eef4ea" />
      <g transform="translate(64 60)">
        {tiles.map(([q, r, fill]) => {
          const [x, y] = hexCenter(q, r, 20);
          return <polygon points={hexPoints(19, x, y)} fill={fill} stroke="#fff" stroke-width="2" />;
        })}
        <polygon points={hexPoints(19, ...hexCenter(2, -1, 20))} fill="none" stroke="#555" stroke-dasharray="3 3" />
      </g>
    </>
  );
}

function Switcher() {
  const colours = ["#d55e00", "#f0e442", "#009e73", "#0072b2"];
  const rects = [];
  for (let r = 0; r < 6; r++)
    for (let c = 0; c < 6; c++) rects.push(<rect x={16 + c * 16} y={12 + r * 16} width={15} height={15} rx={2} fill={colours[(r * 7 + c * 3 + ((r * c) % 3)) % 4]} />);
  return (
    <>
      <rect width="128" height="120" fill="#f4f1ea" />
      {rects}
      <path d="M32 28 h32 v16 h-16 v16" fill="none" stroke="#111" stroke-width="3" stroke-linejoin="round" />
    </>
  );
}

export function GamePicture({ name, title }: { name: string; title: string }) {
  const art: Record<string, () => preact.JSX.Element> = {
    "ebbe-flut": EbbeFlut,
    "flotsam-fight": Flotsam,
    "land-vs-sea": LandSea,
    "el-switcher": Switcher,
  };
  const Art = art[name];
  return (
    <svg class="picture" viewBox="0 0 128 120" role="img" aria-label={`Picture of ${title}`}>
      {Art ? <Art /> : <rect width="128" height="120" fill="#ddd" />}
    </svg>
  );
}
