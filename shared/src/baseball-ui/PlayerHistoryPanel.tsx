import { baseballMessages } from './messages';
import { StatTable, type StatColumn } from './StatTable';
import { lineBattingColumns, linePitchingColumns } from './stat-columns';
import type { PlayerStatisticsResponse } from './types';

type Line = Record<string, unknown>;
const yearColumn: StatColumn<Line> = { key: 'yearID', label: 'Year', render: (r) => String(r.yearID ?? '') };

function CareerRow({ label, totals, columns }: { label: string; totals: Line; columns: ReadonlyArray<StatColumn<Line>> }) {
  return (
    <tr>
      <td>{label}</td>
      {columns.map((c) => (
        <td key={c.key} className="num">
          {c.key === 'teams' ? '' : c.render(totals)}
        </td>
      ))}
    </tr>
  );
}

/** Career by season, batting and pitching, with career totals. */
export function PlayerHistoryPanel({ statistics }: { statistics: PlayerStatisticsResponse }) {
  const t = baseballMessages.useT();
  const batting = statistics.batting.filter((l) => Number(l.AB ?? 0) > 0 || Number(l.G ?? 0) > 0);
  return (
    <div data-testid="history-panel" style={{ display: 'grid', gap: 16 }}>
      {batting.length > 0 ? (
        <StatTable
          caption={t('batting')}
          columns={[yearColumn, ...lineBattingColumns]}
          rows={batting}
          rowKey={(r) => `b${String(r.yearID)}`}
          footer={<CareerRow label={t('career')} totals={statistics.career.batting} columns={lineBattingColumns} />}
          testId="history-batting"
        />
      ) : null}
      {statistics.pitching.length > 0 ? (
        <StatTable
          caption={t('pitching')}
          columns={[yearColumn, ...linePitchingColumns]}
          rows={statistics.pitching}
          rowKey={(r) => `p${String(r.yearID)}`}
          footer={<CareerRow label={t('career')} totals={statistics.career.pitching} columns={linePitchingColumns} />}
          testId="history-pitching"
        />
      ) : null}
      {batting.length === 0 && statistics.pitching.length === 0 ? <p>{t('noData')}</p> : null}
    </div>
  );
}
