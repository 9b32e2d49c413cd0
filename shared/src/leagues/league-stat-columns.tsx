import type { ReactNode } from 'react';
import type { LeagueBattingLine, LeaguePitchingLine, LeagueStatType } from '@bb/contract';
import type { StatColumn } from '../baseball-ui/StatTable';
import { formatAvg, formatEra, formatInnings, formatWhip } from '../format';

/** A column of a league's statistics table; `sort` names the server's sort field when the header sorts. */
export type LeagueStatColumn<Row> = StatColumn<Row> & { sort?: string };

/** How a table shows a team index: each page names its teams its own way (a league's abbreviation, a tournament's '1927 NYA'). */
export type TeamLabelOf = (team: number) => ReactNode;

interface Labels {
  player: string;
  team: string;
  /** Beside the team of a player who played for several ('2 teams'). */
  teams: (count: number) => string;
}

const num = <Row,>(key: string, label: string, value: (r: Row) => string | number, sort?: string, title?: string): LeagueStatColumn<Row> => ({
  key,
  label,
  title,
  numeric: true,
  render: (r) => String(value(r)),
  ...(sort ? { sort } : {}),
});

/** The team he played the most games for; a traded player's line (his teams summed) says how many teams beside it. */
function teamColumn<Row extends { team: number; teams?: number[] }>(teamLabel: TeamLabelOf, labels: Labels): LeagueStatColumn<Row> {
  return {
    key: 'team',
    label: labels.team,
    render: (r) =>
      r.teams && r.teams.length > 1 ? (
        <>
          {teamLabel(r.team)} <small data-teams="">{labels.teams(r.teams.length)}</small>
        </>
      ) : (
        teamLabel(r.team)
      ),
  };
}

export function battingColumns(teamLabel: TeamLabelOf, labels: Labels): Array<LeagueStatColumn<LeagueBattingLine>> {
  return [
    { key: 'name', label: labels.player, render: (r) => r.name },
    teamColumn(teamLabel, labels),
    num('g', 'G', (r) => r.g),
    num('pa', 'PA', (r) => r.pa),
    num('ab', 'AB', (r) => r.ab),
    num('r', 'R', (r) => r.r, 'r', 'Runs'),
    num('h', 'H', (r) => r.h, 'h', 'Hits'),
    num('d', '2B', (r) => r.d),
    num('t', '3B', (r) => r.t),
    num('hr', 'HR', (r) => r.hr, 'hr', 'Home runs'),
    num('rbi', 'RBI', (r) => r.rbi, 'rbi', 'Runs batted in'),
    num('bb', 'BB', (r) => r.bb),
    num('so', 'SO', (r) => r.so),
    num('sh', 'SH', (r) => r.sh ?? 0, undefined, 'Sacrifice hits'),
    num('sf', 'SF', (r) => r.sf ?? 0, undefined, 'Sacrifice flies'),
    num('hbp', 'HBP', (r) => r.hbp ?? 0, undefined, 'Hit by pitch'),
    num('sb', 'SB', (r) => r.sb, 'sb', 'Stolen bases'),
    num('cs', 'CS', (r) => r.cs),
    num('avg', 'AVG', (r) => formatAvg(r.avg), 'avg', 'Batting average'),
    num('obp', 'OBP', (r) => formatAvg(r.obp), 'obp', 'On-base percentage'),
    num('slg', 'SLG', (r) => formatAvg(r.slg), 'slg', 'Slugging percentage'),
    num('ops', 'OPS', (r) => formatAvg(r.ops), 'ops', 'On-base plus slugging'),
  ];
}

export function pitchingColumns(teamLabel: TeamLabelOf, labels: Labels): Array<LeagueStatColumn<LeaguePitchingLine>> {
  return [
    { key: 'name', label: labels.player, render: (r) => r.name },
    teamColumn(teamLabel, labels),
    num('g', 'G', (r) => r.g),
    num('gs', 'GS', (r) => r.gs, 'gs', 'Games started'),
    num('w', 'W', (r) => r.w, 'w', 'Wins'),
    num('l', 'L', (r) => r.l, 'l', 'Losses'),
    num('sv', 'SV', (r) => r.sv, 'saves', 'Saves'),
    num('cg', 'CG', (r) => r.cg),
    num('sho', 'SHO', (r) => r.sho),
    num('ip', 'IP', (r) => formatInnings(r.ip), 'ip', 'Innings pitched'),
    num('h', 'H', (r) => r.h),
    num('r', 'R', (r) => r.r),
    num('er', 'ER', (r) => r.er),
    num('bb', 'BB', (r) => r.bb),
    num('so', 'SO', (r) => r.so, 'so', 'Strikeouts'),
    num('hr', 'HR', (r) => r.hr),
    num('era', 'ERA', (r) => formatEra(r.era, r.ip), 'era', 'Earned run average'),
    num('whip', 'WHIP', (r) => formatWhip(r.whip), 'whip', 'Walks and hits per inning pitched'),
  ];
}

/** ERA and WHIP lead low; every other sort leads high. */
export const LOW_FIRST: ReadonlySet<string> = new Set(['era', 'whip']);
export const DEFAULT_SORT: Readonly<Record<LeagueStatType, string>> = { batting: 'avg', pitching: 'era' };
