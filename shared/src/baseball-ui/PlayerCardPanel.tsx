import styled from 'styled-components';
import { media } from '../theme/themes';
import { baseballMessages } from './messages';
import { OutcomeChart } from './charts/OutcomeChart';
import type { CardOutcome, DiceColumn, PlayerCardView } from './types';

// Printed like the tabletop: hits in capitals, outs in lower case.
const OUTCOME_TEXT: Record<CardOutcome, string> = {
  SO: 'strikeout',
  BB: 'WALK',
  HBP: 'HBP',
  HR: 'HOMERUN',
  '3B': 'TRIPLE',
  '2B': 'DOUBLE',
  '1B': 'SINGLE',
  GB: 'gb',
  FB: 'fly',
};
const ON_BASE = new Set<CardOutcome>(['BB', 'HBP', 'HR', '3B', '2B', '1B']);

const Paper = styled.article`
  background: #fbf6e7;
  color: #1d1a14;
  border: 2px solid #1d1a14;
  border-radius: 10px;
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.18);
  padding: 8px;
  ${media.up('xs')} {
    padding: 12px;
  }
  max-width: 760px;
  font-family: ${(p) => p.theme.fonts.body};
`;
const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 4px 12px;
  border-bottom: 2px solid #1d1a14;
  padding-bottom: 6px;
  h3 {
    margin: 0;
    font-family: ${(p) => p.theme.fonts.heading};
    font-size: 22px;
    letter-spacing: 0.03em;
    text-transform: uppercase;
  }
`;
const Meta = styled.p`
  margin: 4px 0 8px;
  font-size: 13px;
`;
/* Three columns fit a 375 px phone: narrower cells and smaller type below 480 px. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(96px, 1fr));
  gap: 4px;
  overflow-x: auto;
  font-size: 10.5px;
  ${media.up('xs')} {
    grid-template-columns: repeat(3, minmax(150px, 1fr));
    gap: 8px;
    font-size: 12px;
  }
`;
const Column = styled.table`
  border-collapse: collapse;
  font-size: inherit;
  font-variant-numeric: tabular-nums;
  caption {
    font-weight: 700;
    background: #1d1a14;
    color: #fbf6e7;
    padding: 2px 0;
  }
  th {
    width: 18px;
    text-align: right;
    padding: 1px 4px 1px 0;
    color: #6b5f45;
  }
  td {
    padding: 1px 0;
    border-bottom: 1px dotted #c9bd9e;
  }
  .hit {
    font-weight: 700;
  }
  /* A d20 range never breaks at its hyphen. */
  .range {
    white-space: nowrap;
  }
`;
const Footer = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 10px 0 0;
  font-size: 12px;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 0 4px;
  }
  div {
    display: flex;
  }
`;

function cellText(cells: DiceColumn['rows'][number]['cells']): Array<{ label: string; range: string; hit: boolean }> {
  return cells.map((c) => ({
    label: OUTCOME_TEXT[c.outcome],
    range: c.from === 1 && c.to === 20 ? '' : c.from === c.to ? String(c.from) : `${c.from}-${c.to}`,
    hit: ON_BASE.has(c.outcome),
  }));
}

/** The engine's card for the season, drawn like the tabletop card with its three dice columns. */
export function PlayerCardPanel({ view }: { view: PlayerCardView }) {
  const t = baseballMessages.useT();
  const { row, side, diceColumns } = view;
  const first = diceColumns[0]?.column ?? 1;
  const ratings: Array<[string, string]> =
    side === 'batting'
      ? [
          ['Bats', String(row.bats)],
          ['Balance', String(row.balance)],
          ['Running', `1-${String(row.running)}`],
          ['Stealing', String(row.stealing ?? '-')],
          ['Bunting', String(row.bunting)],
          ['Hit & run', String(row.hitAndRun ?? '-')],
        ]
      : [
          ['Throws', String(row.throws)],
          ['Starter', String(row.starter ?? '-')],
          ['Relief', String(row.reliever ?? '-')],
          ['Closer', String(row.closer ?? '-')],
          ['Hold', String(row.holdRunner ?? '-')],
          ['WP', String(row.wildPitch ?? '-')],
          ['Balk', String(row.balk ?? '-')],
        ];
  return (
    <div>
      <Paper aria-label={t(side === 'batting' ? 'card.battingTitle' : 'card.pitchingTitle')} data-testid="player-card">
        <Head>
          <h3>
            {row.firstName} {row.lastName}
          </h3>
          <span>
            {row.year} · {row.primaryPosition} · {t(side === 'batting' ? 'batting' : 'pitching')}
          </span>
        </Head>
        <Meta>{t('card.columns', { from: first, to: first + 2 })}</Meta>
        <Columns>
          {diceColumns.map((column) => (
            <Column key={column.column}>
              <caption>{t('card.column', { n: column.column })}</caption>
              <tbody>
                {column.rows.map((r) => (
                  <tr key={r.roll}>
                    <th scope="row">{r.roll}</th>
                    <td>
                      {cellText(r.cells).map((c, i) => (
                        <div key={i} className={c.hit ? 'hit' : undefined}>
                          {c.range ? (
                            <>
                              {c.label} <span className="range">{c.range}</span>
                            </>
                          ) : (
                            c.label
                          )}
                        </div>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Column>
          ))}
        </Columns>
        <Footer>
          {ratings.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Footer>
      </Paper>
      {view.outcomes ? (
        <div style={{ marginTop: 20 }}>
          <OutcomeChart vsLeft={view.outcomes.vsLeft} vsRight={view.outcomes.vsRight} />
        </div>
      ) : null}
    </div>
  );
}
