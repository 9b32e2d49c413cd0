import styled from 'styled-components';
import { formatRating, formatRelieverRating } from '../format/stats';
import { baseballMessages } from './messages';
import type { FieldingCell, PlayerRowView } from './types';
import { tokens } from '../theme/theme-vars';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${tokens.spacing.sm};
  margin: 0 0 ${tokens.spacing.lg};
  div {
    border: 1px solid ${tokens.colors.border};
    border-radius: ${tokens.radii.md};
    padding: ${tokens.spacing.sm} ${tokens.spacing.md};
    background: ${tokens.colors.surface};
  }
  dt {
    font-size: ${tokens.fontSizes.sm};
    color: ${tokens.colors.textMuted};
  }
  dd {
    margin: 2px 0 0;
    font-size: ${tokens.fontSizes.lg};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;
const Heading = styled.h3`
  margin: 0 0 ${tokens.spacing.sm};
  font-size: ${tokens.fontSizes.lg};
`;

/** Range / error / arm of one position, or a dash when he never played it. */
export function formatFielding(cell: unknown): string {
  if (!cell || typeof cell !== 'object') return '-';
  const f = cell as FieldingCell;
  const parts = [formatRating(f.range), f.error.toFixed(1)];
  if (f.arm !== null && f.arm !== undefined) parts.push(f.arm > 0 ? `+${f.arm}` : String(f.arm));
  return parts.join(' / ');
}

const BATTING: Array<[keyof PlayerRowView & string, string]> = [
  ['balance', 'Balance'],
  ['contact', 'Contact'],
  ['power', 'Power'],
  ['running', 'Running'],
  ['stealing', 'Stealing'],
  ['bunting', 'Bunting'],
  ['hitAndRun', 'Hit & run'],
];
const POSITIONS: Array<[string, string]> = [
  ['catcher', 'Catcher'],
  ['firstBase', 'First base'],
  ['secondBase', 'Second base'],
  ['thirdBase', 'Third base'],
  ['shortstop', 'Shortstop'],
  ['leftField', 'Left field'],
  ['centerField', 'Center field'],
  ['rightField', 'Right field'],
];
const PITCHING: Array<[string, string]> = [
  ['starter', 'Starter'],
  ['reliever', 'Reliever'],
  ['closer', 'Closer'],
  ['endurance', 'Endurance'],
  ['pressure', 'Pressure'],
  ['holdRunner', 'Hold runner'],
  ['balk', 'Balk'],
  ['wildPitch', 'Wild pitch'],
  ['durability', 'Durability'],
];

/** Every batter and pitcher rating of the player row; a zero rating, and a reliever rating ≤ 0, shows a dash. */
export function PlayerRatingsPanel({ row }: { row: PlayerRowView }) {
  const t = baseballMessages.useT();
  const value = (key: string) => row[key] as string | number | null | undefined;
  const isPitcher = row.role !== null && row.role !== undefined;
  return (
    <div data-testid="ratings-panel">
      <Heading>{t('ratings.batting')}</Heading>
      <Grid>
        {BATTING.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{formatRating(value(key))}</dd>
          </div>
        ))}
        <div>
          <dt>Fielding ({String(row.primaryPosition)})</dt>
          <dd>{formatFielding(row.fielding)}</dd>
        </div>
      </Grid>
      <Heading>{t('ratings.fielding')}</Heading>
      <Grid>
        {POSITIONS.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{formatFielding(row[key])}</dd>
          </div>
        ))}
      </Grid>
      <Heading>{t('ratings.pitching')}</Heading>
      {isPitcher ? null : <p>{t('ratings.noPitching')}</p>}
      <Grid>
        {PITCHING.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{key === 'reliever' ? formatRelieverRating(value(key)) : formatRating(value(key))}</dd>
          </div>
        ))}
      </Grid>
    </div>
  );
}
