import { Link } from 'react-router-dom';
import { StatTable, formatWinPct, teamPath, type StandingsResponse } from '@bb/shared';
import { statsMessages } from '../messages';

type TeamRow = StandingsResponse['standings'][number]['teams'][number];

const gamesBehind = (gb: number) => (gb === 0 ? '-' : gb.toFixed(1).replace(/\.0$/, ''));

export function StandingsPanel({ standings, year }: { standings: StandingsResponse; year: number }) {
  const t = statsMessages.useT();
  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="standings">
      {standings.standings.map((division) => (
        <StatTable<TeamRow>
          key={division.division ?? 'league'}
          caption={division.division ? t('division', { name: division.division }) : t('standings')}
          columns={[
            { key: 'name', label: 'Team', render: (r) => <Link to={teamPath(r.teamId, year)}>{r.name}</Link> },
            { key: 'w', label: 'W', render: (r) => String(r.wins), numeric: true },
            { key: 'l', label: 'L', render: (r) => String(r.losses), numeric: true },
            { key: 'pct', label: 'PCT', title: 'Win percentage', render: (r) => formatWinPct(r.winPercentage), numeric: true },
            { key: 'gb', label: 'GB', title: 'Games behind', render: (r) => gamesBehind(r.gamesBehind), numeric: true },
            { key: 'rs', label: 'RS', title: 'Runs scored', render: (r) => String(r.runsScored), numeric: true },
            { key: 'ra', label: 'RA', title: 'Runs allowed', render: (r) => String(r.runsAllowed), numeric: true },
          ]}
          rows={division.teams}
          rowKey={(r) => r.teamId}
        />
      ))}
    </div>
  );
}
