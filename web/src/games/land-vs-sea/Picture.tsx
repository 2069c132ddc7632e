// Land vs Sea's lobby picture, our own drawing: a cluster of land and sea hexes beside a dashed free space (in the 128 by 120 picture box).
import { hexPoints, hexCenter } from "./hex";

export function LandVsSeaPicture() {
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
