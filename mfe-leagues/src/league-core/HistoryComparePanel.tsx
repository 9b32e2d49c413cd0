import { StatTable, formatLeaderValue, type LeagueDetail, type LeagueHistoryCompare } from '@bb/shared';
import { AccuracyReportLink } from './AccuracyReportLink';
import { leagueMessages } from './league-messages';
import { Stack, TeamLabel } from './league-ui';

type TeamRow = LeagueHistoryCompare['teams'][number];

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** One table per standings table (a real league, or its division), in the server's order; one table when unnamed. */
function tables(teams: TeamRow[]): Array<{ group: string | undefined; rows: TeamRow[] }> {
  const out: Array<{ group: string | undefined; rows: TeamRow[] }> = [];
  for (const row of teams) {
    const last = out[out.length - 1];
    if (last && last.group === row.group) last.rows.push(row);
    else out.push({ group: row.group, rows: [row] });
  }
  // A single table keeps the plain caption: there is nothing to tell it from.
  return out.length === 1 ? [{ group: undefined, rows: out[0]!.rows }] : out;
}

/** How it really went: the simulated records, per real league or division, and leaders beside the real season's. */
export function HistoryComparePanel({ league, compare }: { league: LeagueDetail; compare: LeagueHistoryCompare }) {
  const t = leagueMessages.useT();
  return (
    <Stack data-testid="history-compare">
      {tables(compare.teams).map(({ group, rows }) => (
        <StatTable<TeamRow>
          key={group ?? ''}
          caption={group ? t('compare.titleOf', { year: compare.year, group }) : t('compare.title', { year: compare.year })}
          columns={[
            { key: 'team', label: t('team'), render: (r) => <TeamLabel league={league} index={r.index} /> },
            { key: 'sim', label: t('compare.sim'), render: (r) => `${r.simWins}-${r.simLosses}`, numeric: true },
            { key: 'real', label: t('compare.real'), render: (r) => `${r.realWins}-${r.realLosses}`, numeric: true },
            { key: 'diff', label: t('compare.diff'), render: (r) => signed(r.winDiff), numeric: true },
          ]}
          rows={rows}
          rowKey={(r) => String(r.index)}
        />
      ))}
      {compare.leaders.map((board) => (
        <section key={board.stat} aria-label={board.label}>
          <h4>{board.label}</h4>
          <p>
            {t('compare.leadersSim')}: {board.sim.map((l) => `${l.name} ${formatLeaderValue(board.stat, l.value)}`).join(', ') || '-'}
            <br />
            {t('compare.leadersReal')}: {board.real.map((l) => `${l.name} ${formatLeaderValue(board.stat, l.value)}`).join(', ') || '-'}
          </p>
        </section>
      ))}
      <AccuracyReportLink year={compare.year} />
    </Stack>
  );
}
