import { baseballMessages } from './messages';
import { StatTable, type StatColumn } from './StatTable';
import { rowBattingColumns, rowPitchingColumns } from './stat-columns';
import type { PlayerRowView } from './types';

const seasonColumn: StatColumn<PlayerRowView> = { key: 'season', label: 'Season', render: (r) => String(r.year) };

/** That season's batting and pitching line from the player row. */
export function PlayerStatisticsPanel({ row }: { row: PlayerRowView }) {
  const t = baseballMessages.useT();
  const pitched = Number(row.innings) > 0 || Number(row.gamesStarted) > 0 || (row.role !== null && row.role !== undefined);
  const batted = Number(row.atBats) > 0 || row.primaryPosition !== 'P';
  return (
    <div data-testid="statistics-panel" style={{ display: 'grid', gap: 16 }}>
      {batted ? <StatTable caption={t('batting')} columns={[seasonColumn, ...rowBattingColumns]} rows={[row]} rowKey={() => 'season'} testId="season-batting" /> : null}
      {pitched ? <StatTable caption={t('pitching')} columns={[seasonColumn, ...rowPitchingColumns]} rows={[row]} rowKey={() => 'season'} testId="season-pitching" /> : null}
      <p style={{ margin: 0, fontSize: 12, opacity: 0.8 }}>{t('noWar')}</p>
    </div>
  );
}
