import { ROWS } from './example-card';

const LABEL_W = 28;
const CELL_W = 92;
const HEAD_H = 40;
const ROW_H = 34;

interface Props {
  title: string;
  /** Column headings: 1-3 on a batter's card, 4-6 on a pitcher's (the white die's faces). */
  columnLabels: [string, string, string];
  columns: string[][];
  /** A cell to ring, e.g. the example roll's. */
  highlight?: { column: number; row: number };
  tone: 'batter' | 'pitcher';
}

/**
 * A card as the dice read it (SVG): three columns, rows 2-12 for the red dice, each cell its result or its d20
 * split ("GB 1-11, FB 12-20": a d20 of 1-11 is a ground ball, 12-20 a fly ball).
 */
export function CardChart({ title, columnLabels, columns, highlight, tone }: Props) {
  const width = LABEL_W + CELL_W * 3;
  const height = HEAD_H + ROW_H * ROWS.length;
  const ink = tone === 'batter' ? '#0d47a1' : '#1b5e20';
  const paper = tone === 'batter' ? '#f3f7ff' : '#f3fbf3';
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" style={{ maxWidth: width * 1.4 }} role="img" aria-label={title} data-testid={`card-${tone}`}>
      <rect x="0.5" y="0.5" width={width - 1} height={height - 1} rx="8" fill={paper} stroke={ink} />
      <text x={width / 2} y="15" textAnchor="middle" fontSize="11" fontWeight="700" fill={ink} fontFamily="sans-serif">
        {title}
      </text>
      {columnLabels.map((label, c) => (
        <text key={label} x={LABEL_W + CELL_W * c + CELL_W / 2} y="33" textAnchor="middle" fontSize="10" fontWeight="700" fill={ink} fontFamily="sans-serif">
          {label}
        </text>
      ))}
      {ROWS.map((row, r) => {
        const y = HEAD_H + ROW_H * r;
        return (
          <g key={row}>
            <line x1="4" x2={width - 4} y1={y} y2={y} stroke={ink} strokeOpacity="0.25" />
            <text x={LABEL_W / 2} y={y + ROW_H / 2 + 3.5} textAnchor="middle" fontSize="10" fontWeight="700" fill="#c62828" fontFamily="sans-serif">
              {row}
            </text>
            {columns.map((column, c) => {
              const parts = (column[r] ?? '').split(', ');
              const x = LABEL_W + CELL_W * c;
              const ringed = highlight?.column === c && highlight.row === row;
              const top = y + ROW_H / 2 - ((parts.length - 1) * 10.5) / 2 + 3.5;
              return (
                <g key={c}>
                  {ringed && <rect x={x + 2} y={y + 2} width={CELL_W - 4} height={ROW_H - 4} rx="5" fill="#fff59d" stroke="#f57f17" strokeWidth="2" data-testid="card-highlight" />}
                  {parts.map((part, i) => (
                    <text key={part} x={x + CELL_W / 2} y={top + i * 10.5} textAnchor="middle" fontSize="9.5" fill="#222" fontFamily="sans-serif">
                      {part}
                    </text>
                  ))}
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}

/** How often each row comes up: the red dice make 7 six times as often as 2 or 12 (36 combinations in all). */
export function RowOdds() {
  const max = 6;
  const barW = 24;
  const width = ROWS.length * (barW + 4) + 8;
  const height = 120;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" style={{ maxWidth: width * 1.4 }} role="img" aria-label="Chances of each red-dice total out of 36" data-testid="row-odds">
      <rect x="0" y="0" width={width} height={height} rx="8" fill="#fafafa" />
      {ROWS.map((row, i) => {
        const weight = 6 - Math.abs(7 - row);
        const h = (weight / max) * 70;
        const x = 8 + i * (barW + 4);
        return (
          <g key={row}>
            <rect x={x} y={88 - h} width={barW} height={h} rx="3" fill="#c62828" />
            <text x={x + barW / 2} y={84 - h} textAnchor="middle" fontSize="10" fill="#333" fontFamily="sans-serif">
              {weight}
            </text>
            <text x={x + barW / 2} y="104" textAnchor="middle" fontSize="11" fontWeight="700" fill="#333" fontFamily="sans-serif">
              {row}
            </text>
          </g>
        );
      })}
      <text x={width / 2} y="118" textAnchor="middle" fontSize="9" fill="#555" fontFamily="sans-serif">
        red dice total (ways out of 36)
      </text>
    </svg>
  );
}
