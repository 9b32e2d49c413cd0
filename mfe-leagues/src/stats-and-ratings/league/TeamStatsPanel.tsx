import { Link } from 'react-router-dom';
import { StatTable, formatPerGame, formatWinPct, teamPath } from '@bb/shared';
import type { TeamStatsRow } from '../common/stats-api';
import { statsMessages } from '../messages';

/** Per-game team stats of every team in the league-season. */
export function TeamStatsPanel({ teams, year }: { teams: TeamStatsRow[]; year: number }) {
  const t = statsMessages.useT();
  const perGame = (v: number | null) => (v === null ? '-' : formatPerGame(v));
  return (
    <StatTable<TeamStatsRow>
      caption={t('teamStats')}
      testId="team-stats-table"
      columns={[
        { key: 'name', label: 'Team', render: (r) => <Link to={teamPath(r.teamId, year)}>{r.name}</Link> },
        { key: 'winPercentage', label: 'Win %', render: (r) => formatWinPct(r.winPercentage), numeric: true },
        { key: 'avgRunsScored', label: 'R/G', title: 'Runs scored per game', render: (r) => perGame(r.avgRunsScored), numeric: true },
        { key: 'avgHits', label: 'H/G', title: 'Hits per game', render: (r) => perGame(r.avgHits), numeric: true },
        { key: 'avgHr', label: 'HR/G', title: 'Home runs per game', render: (r) => perGame(r.avgHr), numeric: true },
        { key: 'avgStrikeouts', label: 'SO/G', title: 'Strikeouts per game', render: (r) => perGame(r.avgStrikeouts), numeric: true },
      ]}
      rows={teams}
      rowKey={(r) => r.teamId}
    />
  );
}
