// El Switcher's lobby picture, our own drawing: a 6x6 board of coloured tiles with a movement drawn over it (in the 128 by 120 picture box).

export function ElSwitcherPicture() {
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
