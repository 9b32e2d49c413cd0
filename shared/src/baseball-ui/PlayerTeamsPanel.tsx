import { Link } from 'react-router-dom';
import { baseballMessages } from './messages';
import { StatTable } from './StatTable';
import type { PlayerTeamsResponse } from './types';

type TeamRow = PlayerTeamsResponse['teams'][number];

export const teamPath = (teamId: string, year: number) => `/stats-and-ratings/teams/${encodeURIComponent(teamId)}?year=${year}`;
export const playerPath = (playerId: string, year: number | null | undefined) =>
  `/stats-and-ratings/players/${encodeURIComponent(playerId)}${year ? `?year=${year}` : ''}`;

/** Every team-season he played for, each linking to its team page. */
export function PlayerTeamsPanel({ teams, onNavigate }: { teams: PlayerTeamsResponse['teams']; onNavigate?: () => void }) {
  const t = baseballMessages.useT();
  if (teams.length === 0) return <p>{t('noData')}</p>;
  return (
    <StatTable<TeamRow>
      caption={t('tabs.teams')}
      testId="teams-panel"
      columns={[
        { key: 'year', label: 'Year', render: (r) => String(r.year) },
        {
          key: 'name',
          label: 'Team',
          render: (r) => (
            <Link to={teamPath(r.teamId, r.year)} onClick={onNavigate}>
              {r.name}
            </Link>
          ),
        },
        { key: 'lgId', label: 'League', render: (r) => r.lgId },
      ]}
      rows={teams}
      rowKey={(r) => `${r.year}-${r.teamId}`}
    />
  );
}
