import styled from 'styled-components';
import { leaguesApi, StatTable, formatWinPct, media, type LeagueDetail, type LeagueStandings, type LeagueStandingsRow, DataState, useLeagueData } from '@bb/shared';
import { leagueMessages } from './league-messages';
import { Stack, TeamLabel } from './league-ui';

const gamesBehind = (gb: number) => (gb === 0 ? '-' : gb.toFixed(1).replace(/\.0$/, ''));

/*
 * Phone first: every group's table gets the same fixed column widths and names its teams by abbreviation, so W, L, PCT
 * and GB sit beside the team in every group at 375 px (a long city name once pushed them out of sight in one group
 * and not the other); RS to L10 scroll in. From tablets up the full names return.
 */
export const StandingsTables = styled(Stack)`
  table {
    table-layout: fixed;
  }
  [data-col] {
    width: 48px;
  }
  [data-col='team'] {
    width: 96px;
  }
  [data-col='pct'],
  [data-col='l10'] {
    width: 56px;
  }
  [data-col='strk'] {
    width: 64px;
  }
  [data-team-full] {
    display: none;
  }
  [data-team-short] {
    display: inline;
  }
  ${media.up('tablet')} {
    table {
      table-layout: auto;
    }
    [data-col='team'] {
      width: auto;
    }
    [data-team-full] {
      display: inline;
    }
    [data-team-short] {
      display: none;
    }
  }
`;

/** Standings per group: W, L, PCT, GB, RS, RA, STRK, L10 (the same columns, in the same widths, for every group). */
export function StandingsPanel({ league, version }: { league: LeagueDetail; version: number }) {
  const t = leagueMessages.useT();
  const standings = useLeagueData<LeagueStandings>(`${league.leagueId}:${version}`, (signal) => leaguesApi.standings(league.leagueId, signal));
  return (
    <DataState {...standings} empty={t('standings.empty')} isEmpty={(s) => s.groups.length === 0}>
      {(s) => (
        <StandingsTables data-testid="league-standings">
          {s.groups.map((group) => (
            <StatTable<LeagueStandingsRow>
              key={group.name}
              caption={group.name}
              columns={[
                {
                  key: 'team',
                  label: t('team'),
                  render: (r) => <TeamLabel league={league} index={r.index} badge short="phone" />,
                },
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
        </StandingsTables>
      )}
    </DataState>
  );
}
