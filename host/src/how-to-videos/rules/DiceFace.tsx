/** Dice drawn as SVG: a six-sided die with pips (white or red) and a d20 with its number. */

const PIPS: Record<number, Array<[number, number]>> = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[28, 28], [50, 50], [72, 72]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]],
  6: [[28, 26], [72, 26], [28, 50], [72, 50], [28, 74], [72, 74]],
};

export function D6({ value, color = 'white', size = 48, label }: { value: number; color?: 'white' | 'red'; size?: number; label?: string }) {
  const red = color === 'red';
  return (
    <svg width={size} height={size} viewBox="0 0 100 100" role="img" aria-label={label ?? `${color} die showing ${value}`}>
      <rect x="4" y="4" width="92" height="92" rx="18" fill={red ? '#c62828' : '#fafafa'} stroke="#333" strokeWidth="4" />
      {(PIPS[value] ?? []).map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="9" fill={red ? '#fff' : '#222'} />
      ))}
    </svg>
  );
}

export function D20({ value, size = 52, label }: { value: number; size?: number; label?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 100 100" role="img" aria-label={label ?? `twenty-sided die showing ${value}`}>
      <polygon points="50,3 93,27 93,73 50,97 7,73 7,27" fill="#1565c0" stroke="#0d2c54" strokeWidth="4" />
      <polygon points="50,22 78,68 22,68" fill="none" stroke="#90caf9" strokeWidth="2.5" />
      <text x="50" y="60" textAnchor="middle" fontSize="26" fontWeight="700" fill="#fff" fontFamily="sans-serif">
        {value}
      </text>
    </svg>
  );
}
