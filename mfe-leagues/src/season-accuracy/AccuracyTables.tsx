import styled from 'styled-components';
import { formatPerGame, media, StatTable, tokens, winPct, type SeasonAccuracyRate, type SeasonAccuracyTeam, type StatColumn } from '@bb/shared';
import { accuracyMessages } from './messages';
import { formatWinDiff, formatWins, rateFormatter } from './report-format';

/** "American League" before 1969, "American League East" after: the groups the record's standings had. */
const groupOf = (team: SeasonAccuracyTeam) => (team.division ? `${team.league} ${team.division}` : team.league);

// A team without a decision sorts as .000.
const realPct = (team: SeasonAccuracyTeam) => winPct(team.realWins, team.realLosses) ?? 0;

/** Teams by their real league and division, in the order the real standings printed them. */
export function groupTeams(teams: readonly SeasonAccuracyTeam[]): Array<[string, SeasonAccuracyTeam[]]> {
  const groups = new Map<string, SeasonAccuracyTeam[]>();
  for (const team of teams) groups.set(groupOf(team), [...(groups.get(groupOf(team)) ?? []), team]);
  return [...groups.entries()].map(([name, list]) => [name, [...list].sort((a, b) => realPct(b) - realPct(a) || a.name.localeCompare(b.name))]);
}

/** One table per real league (or division): real and replayed records, then runs scored and allowed per game. */
export function StandingsTables({ teams }: { teams: readonly SeasonAccuracyTeam[] }) {
  const t = accuracyMessages.useT();
  const columns: Array<StatColumn<SeasonAccuracyTeam>> = [
    { key: 'team', label: t('standings.team'), render: (r) => r.name },
    { key: 'real', label: t('standings.realWl'), render: (r) => `${r.realWins}-${r.realLosses}`, numeric: true },
    { key: 'sim', label: t('standings.simWl'), title: t('standings.simTitle'), render: (r) => `${formatWins(r.simWins)}-${formatWins(r.simLosses)}`, numeric: true },
    { key: 'diff', label: t('standings.diff'), title: t('standings.diffTitle'), render: (r) => formatWinDiff(r.simWins - r.realWins), numeric: true },
    { key: 'rs', label: t('standings.rsReal'), title: t('standings.rsTitle'), render: (r) => formatPerGame(r.realRunsPerGame), numeric: true },
    { key: 'rsSim', label: t('standings.rsSim'), render: (r) => formatPerGame(r.simRunsPerGame), numeric: true },
    { key: 'ra', label: t('standings.raReal'), title: t('standings.raTitle'), render: (r) => formatPerGame(r.realRunsAllowedPerGame), numeric: true },
    { key: 'raSim', label: t('standings.raSim'), render: (r) => formatPerGame(r.simRunsAllowedPerGame), numeric: true },
  ];
  return (
    <Tables>
      {groupTeams(teams).map(([group, rows]) => (
        <StatTable<SeasonAccuracyTeam> key={group} caption={group} columns={columns} rows={rows} rowKey={(r) => r.teamId} testId={`accuracy-standings-${group}`} />
      ))}
    </Tables>
  );
}

/** The league's rates: real, replayed and the difference, each row in its stat's own precision. */
export function RatesTable({ rates }: { rates: readonly SeasonAccuracyRate[] }) {
  const t = accuracyMessages.useT();
  const format = (r: SeasonAccuracyRate) => rateFormatter(r.key, r.real, r.sim);
  return (
    <Tables>
      <StatTable<SeasonAccuracyRate>
        caption={t('rates.caption')}
        columns={[
          { key: 'stat', label: t('rates.stat'), render: (r) => r.label },
          { key: 'real', label: t('rates.real'), render: (r) => format(r).value(r.real), numeric: true },
          { key: 'sim', label: t('rates.sim'), render: (r) => format(r).value(r.sim), numeric: true },
          { key: 'diff', label: t('rates.diff'), title: t('rates.diffTitle'), render: (r) => format(r).diff(r.sim - r.real), numeric: true },
        ]}
        rows={rates}
        rowKey={(r) => r.key}
        testId="accuracy-rates"
      />
    </Tables>
  );
}

/**
 * On a phone a team's or a stat's name may take two lines: kept on one, "Philadelphia Athletics" alone filled half
 * the screen and pushed the replayed record out of sight.
 */
const Tables = styled.div`
  display: grid;
  gap: ${tokens.spacing.md};
  min-width: 0;
  ${media.down('smMax')} {
    tbody th {
      white-space: normal;
      min-width: 7.5em;
    }
  }
`;
