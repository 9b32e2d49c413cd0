import { paths } from '@bb/contract';
import { Link } from 'react-router-dom';
import { baseballMessages } from './messages';
import { StatTable } from './StatTable';
import type { PlayerTeamsResponse } from './types';

type TeamRow = PlayerTeamsResponse['teams'][number];

export const teamPath = (teamId: string, year: number) => paths.team(teamId, { year });
export const playerPath = (playerId: string, year: number | null | undefined) => paths.player(playerId, { year: year || null });

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
