import { Link } from 'react-router-dom';
import { formatAvg, formatEra, formatInnings, formatWhip, playerPath, type StatColumn } from '@bb/shared';
import type { LeaderRow } from '../common/stats-api';

const n = (row: LeaderRow, key: string) => row.stats[key];
const count = (row: LeaderRow, key: string) => {
  const v = n(row, key);
  return v === null || v === undefined ? '-' : String(v);
};
const stat = (key: string, label: string, title: string, render?: (r: LeaderRow) => string): StatColumn<LeaderRow> => ({
  key,
  label,
  title,
  numeric: true,
  render: render ?? ((r) => count(r, key)),
});

export function nameColumn(year: number): StatColumn<LeaderRow> {
  return {
    key: 'name',
    label: 'Player',
    render: (r) => <Link to={playerPath(r.playerId, year)}>{`${r.firstName ?? ''} ${r.lastName ?? ''}`.trim()}</Link>,
  };
}
export const rankColumn: StatColumn<LeaderRow> = { key: 'rank', label: '#', render: (r) => String(r.rank), numeric: true };
export const teamColumn: StatColumn<LeaderRow> = { key: 'teams', label: 'Tm', render: (r) => r.teams };

/** Batting leader columns; keys are the API's sort names. */
export const BATTING_LEADER_COLUMNS: ReadonlyArray<StatColumn<LeaderRow>> = [
  stat('g', 'G', 'Games'),
  stat('ab', 'AB', 'At bats'),
  stat('r', 'R', 'Runs'),
  stat('h', 'H', 'Hits'),
  stat('doubles', '2B', 'Doubles'),
  stat('triples', '3B', 'Triples'),
  stat('hr', 'HR', 'Home runs'),
  stat('rbi', 'RBI', 'Runs batted in'),
  stat('sb', 'SB', 'Stolen bases'),
  stat('bb', 'BB', 'Walks'),
  stat('so', 'SO', 'Strikeouts'),
  stat('avg', 'AVG', 'Batting average', (r) => formatAvg(n(r, 'avg'))),
  stat('obp', 'OBP', 'On-base percentage', (r) => formatAvg(n(r, 'obp'))),
  stat('slg', 'SLG', 'Slugging percentage', (r) => formatAvg(n(r, 'slg'))),
  stat('ops', 'OPS', 'On-base plus slugging', (r) => formatAvg(n(r, 'ops'))),
];
export const BATTING_SORTS = ['avg', 'obp', 'slg', 'ops', 'hr', 'rbi', 'sb', 'h', 'r', 'bb', 'so', 'doubles', 'triples'];

export const PITCHING_LEADER_COLUMNS: ReadonlyArray<StatColumn<LeaderRow>> = [
  stat('w', 'W', 'Wins'),
  stat('l', 'L', 'Losses'),
  stat('g', 'G', 'Games'),
  stat('gs', 'GS', 'Games started'),
  stat('saves', 'SV', 'Saves'),
  stat('ip', 'IP', 'Innings pitched', (r) => formatInnings(n(r, 'ip'))),
  stat('h', 'H', 'Hits allowed'),
  stat('er', 'ER', 'Earned runs'),
  stat('hr', 'HR', 'Home runs allowed'),
  stat('bb', 'BB', 'Walks'),
  stat('so', 'SO', 'Strikeouts'),
  stat('era', 'ERA', 'Earned run average', (r) => formatEra(n(r, 'era'), n(r, 'ip'))),
  stat('whip', 'WHIP', 'Walks and hits per inning pitched', (r) => formatWhip(n(r, 'whip'))),
];
export const PITCHING_SORTS = ['w', 'l', 'g', 'gs', 'saves', 'ip', 'so', 'era', 'whip'];
