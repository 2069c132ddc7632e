import { describe, expect, it } from "vitest";
import { DIRECTIONS, bounds, corner, edgeCorners, edgeMid, edgeRuns, hexCenter, neighbour, rotateEdges, rotateIndex } from "../src/games/land-vs-sea/hex";

const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-9);

describe("hex geometry (pointy-top axial, as Land vs Sea's rules)", () => {
  it("puts each neighbour in the direction of its edge", () => {
    for (let i = 0; i < 6; i++) {
      const [q, r] = neighbour(0, 0, i);
      const [x, y] = hexCenter(q, r, 10);
      const [mx, my] = edgeMid(i, 10);
      // the neighbour's centre lies on the ray through edge i's midpoint, twice as far
      close(x, 2 * mx);
      close(y, 2 * my);
    }
  });

  it("names (+1, -1) north-east: up and to the right on screen", () => {
    const [x, y] = hexCenter(...DIRECTIONS[1], 10);
    expect(x).toBeGreaterThan(0);
    expect(y).toBeLessThan(0);
  });

  it("bounds each edge by two corners of the same hex", () => {
    for (let i = 0; i < 6; i++) {
      const [a, b] = edgeCorners(i, 10);
      const [mx, my] = edgeMid(i, 10);
      close((a[0] + b[0]) / 2, mx);
      close((a[1] + b[1]) / 2, my);
      close(Math.hypot(...corner(i, 10)), 10);
    }
  });

  it("turns a face by k: printed edge j shows in direction j + k", () => {
    expect(rotateEdges("LLLSSS", 0)).toBe("LLLSSS");
    expect(rotateEdges("LLLSSS", 1)).toBe("SLLLSS");
    expect(rotateEdges("LSSSSS", 5)).toBe("SSSSSL");
    expect(rotateIndex(4, 3)).toBe(1);
  });

  it("finds cyclic runs of edges", () => {
    expect(edgeRuns([0, 1, 5])).toEqual([[5, 0, 1]]);
    expect(edgeRuns([0, 3])).toEqual([[0], [3]]);
    expect(edgeRuns([0, 1, 2, 3, 4, 5])).toEqual([[0, 1, 2, 3, 4, 5]]);
  });

  it("bounds a map around its hexes", () => {
    const box = bounds([[0, 0], [1, 0]], 10);
    close(box.maxX - box.minX, 2 * Math.sqrt(3) * 10);
    close(box.maxY - box.minY, 20);
  });
});
