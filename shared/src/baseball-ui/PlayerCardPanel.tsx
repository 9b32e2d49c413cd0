import styled from 'styled-components';
import { media } from '../theme/themes';
import { TeamMonogram } from '../ui/team-monogram/TeamMonogram';
import { teamColours, type TeamColours } from '../ui/team-monogram/team-colours';
import { baseballMessages } from './messages';
import { OutcomeChart } from './charts/OutcomeChart';
import type { CardOutcome, DiceColumn, PlayerCardView } from './types';
import { tokens } from '../theme/theme-vars';

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

/* A printed card (IDENTITY.md "player cards"): cream stock, rounded corners, a band in the club's colours on top. */
const Paper = styled.article`
  background: #fbf6e7;
  color: #1d1a14;
  border: 2px solid #1d1a14;
  border-radius: ${tokens.radii.card};
  box-shadow: ${tokens.elevation.high};
  overflow: hidden;
  max-width: 760px;
  font-family: ${tokens.fonts.body};
`;
const Body = styled.div`
  padding: 8px;
  ${media.up('xs')} {
    padding: 12px;
  }
`;
const Head = styled.header<{ $team: TeamColours }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  padding: 10px 12px;
  background: ${(p) => p.$team.bg};
  color: ${(p) => p.$team.fg};
  border-bottom: 4px solid ${(p) => p.$team.ring};
  h3 {
    flex: 1 1 auto;
    margin: 0;
    font-family: ${tokens.fonts.heading};
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
/* The ratings as a grid of printed boxes: label small on top, value large below. */
const Footer = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(76px, 1fr));
  gap: 6px;
  margin: 12px 0 0;
  div {
    display: flex;
    flex-direction: column;
    align-items: center;
    padding: 4px 2px;
    border: 1px solid #c9bd9e;
    border-radius: ${tokens.radii.sm};
    background: #fffdf6;
  }
  dt {
    font-size: 10px;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: #6b5f45;
  }
  dd {
    margin: 0;
    font-size: 16px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** No club on the card: the card's own ink. */
const PLAIN_BAND: TeamColours = { bg: '#1d1a14', fg: '#fbf6e7', ring: '#c9bd9e', initials: '' };

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
  const teamIds = view.card['teamIDs'];
  const teamId = Array.isArray(teamIds) && typeof teamIds[0] === 'string' ? teamIds[0] : '';
  const team = teamId ? teamColours({ teamId }) : PLAIN_BAND;
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
        <Head $team={team} data-team={teamId || undefined}>
          {teamId ? <TeamMonogram teamId={teamId} size={36} shape="shield" /> : null}
          <h3>
            {row.firstName} {row.lastName}
          </h3>
          <span>
            {row.year} · {row.primaryPosition} · {t(side === 'batting' ? 'batting' : 'pitching')}
          </span>
        </Head>
        <Body>
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
        </Body>
      </Paper>
      {view.outcomes ? (
        <div style={{ marginTop: 20 }}>
          <OutcomeChart vsLeft={view.outcomes.vsLeft} vsRight={view.outcomes.vsRight} />
        </div>
      ) : null}
    </div>
  );
}
