// Flotsam Fight's lobby picture, our own drawing: three numbered boats on the waves and a fan of cards (in the 128 by 120 picture box).

export function FlotsamFightPicture() {
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
