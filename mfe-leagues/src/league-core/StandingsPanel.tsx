import { leaguesApi, StatTable, formatWinPct, type LeagueDetail, type LeagueStandings, type LeagueStandingsRow, DataState, useLeagueData } from '@bb/shared';
import { leagueMessages } from './league-messages';
import { Stack, TeamLabel } from './league-ui';

const gamesBehind = (gb: number) => (gb === 0 ? '-' : gb.toFixed(1).replace(/\.0$/, ''));

/** Standings per group: W, L, PCT, GB, RS, RA, STRK, L10. */
export function StandingsPanel({ league, version }: { league: LeagueDetail; version: number }) {
  const t = leagueMessages.useT();
  const standings = useLeagueData<LeagueStandings>(`${league.leagueId}:${version}`, (signal) => leaguesApi.standings(league.leagueId, signal));
  return (
    <DataState {...standings} empty={t('standings.empty')} isEmpty={(s) => s.groups.length === 0}>
      {(s) => (
        <Stack data-testid="league-standings">
          {s.groups.map((group) => (
            <StatTable<LeagueStandingsRow>
              key={group.name}
              caption={group.name}
              columns={[
                { key: 'team', label: t('team'), render: (r) => <TeamLabel league={league} index={r.index} badge /> },
                { key: 'w', label: t('standings.w'), render: (r) => String(r.wins), numeric: true },
                { key: 'l', label: t('standings.l'), render: (r) => String(r.losses), numeric: true },
                { key: 'pct', label: t('standings.pct'), title: 'Win percentage', render: (r) => formatWinPct(r.pct), numeric: true },
                { key: 'gb', label: t('standings.gb'), title: 'Games behind', render: (r) => gamesBehind(r.gamesBehind), numeric: true },
                { key: 'rs', label: t('standings.rs'), title: 'Runs scored', render: (r) => String(r.runsScored), numeric: true },
                { key: 'ra', label: t('standings.ra'), title: 'Runs allowed', render: (r) => String(r.runsAllowed), numeric: true },
                { key: 'strk', label: t('standings.strk'), title: 'Streak', render: (r) => r.streak || '-', numeric: true },
                { key: 'l10', label: t('standings.l10'), title: 'Last ten games', render: (r) => `${r.lastTen.wins}-${r.lastTen.losses}`, numeric: true },
              ]}
              rows={group.rows}
              rowKey={(r) => String(r.index)}
            />
          ))}
        </Stack>
      )}
    </DataState>
  );
}
