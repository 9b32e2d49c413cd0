import { StatTable, formatLeaderValue, type LeagueDetail, type LeagueHistoryCompare } from '@bb/shared';
import { leagueMessages } from './league-messages';
import { Stack, TeamLabel } from './league-ui';

type TeamRow = LeagueHistoryCompare['teams'][number];

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** How it really went: the simulated records and leaders beside the real season's. */
export function HistoryComparePanel({ league, compare }: { league: LeagueDetail; compare: LeagueHistoryCompare }) {
  const t = leagueMessages.useT();
  return (
    <Stack data-testid="history-compare">
      <StatTable<TeamRow>
        caption={t('compare.title', { year: compare.year })}
        columns={[
          { key: 'team', label: t('team'), render: (r) => <TeamLabel league={league} index={r.index} /> },
          { key: 'sim', label: t('compare.sim'), render: (r) => `${r.simWins}-${r.simLosses}`, numeric: true },
          { key: 'real', label: t('compare.real'), render: (r) => `${r.realWins}-${r.realLosses}`, numeric: true },
          { key: 'diff', label: t('compare.diff'), render: (r) => signed(r.winDiff), numeric: true },
        ]}
        rows={compare.teams}
        rowKey={(r) => String(r.index)}
      />
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
    </Stack>
  );
}
