// Ebbe & Flut's lobby picture, our own drawing: a 5x5 grid of land and water with the tide below (in the 128 by 120 picture box).

export function EbbeFlutPicture() {
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
