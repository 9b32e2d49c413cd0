import type { ReactNode } from 'react';
import { battingRates, ipFromOuts, lahmanCounts, pitchingRates } from '@bb/engine/rates';
import { formatAvg, formatEra, formatInnings, formatPer9, formatWhip } from '../format/stats';
import type { StatColumn } from './StatTable';
import type { PlayerRowView } from './types';

type Row = Record<string, unknown>;
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0) || 0);
const count = (v: unknown): string => (v === null || v === undefined ? '-' : String(num(v)));

const col = <R,>(key: string, label: string, title: string, render: (row: R) => ReactNode): StatColumn<R> => ({ key, label, title, render, numeric: true });

/** Batting columns of a player row (rates come unformatted from the API). */
export const rowBattingColumns: ReadonlyArray<StatColumn<PlayerRowView>> = [
  col('games', 'G', 'Games', (r) => count(r.games)),
  col('atBats', 'AB', 'At bats', (r) => count(r.atBats)),
  col('hits', 'H', 'Hits', (r) => count(r.hits)),
  col('doubles', '2B', 'Doubles', (r) => count(r.doubles)),
  col('triples', '3B', 'Triples', (r) => count(r.triples)),
  col('homeruns', 'HR', 'Home runs', (r) => count(r.homeruns)),
  col('rbis', 'RBI', 'Runs batted in', (r) => count(r.rbis)),
  col('walks', 'BB', 'Walks', (r) => count(r.walks)),
  col('strikeouts', 'SO', 'Strikeouts', (r) => count(r.strikeouts)),
  col('stolenBases', 'SB', 'Stolen bases', (r) => count(r.stolenBases)),
  col('caughtStealing', 'CS', 'Caught stealing', (r) => count(r.caughtStealing)),
  col('batAvg', 'AVG', 'Batting average', (r) => formatAvg(r.batAvg)),
  col('onBasePct', 'OBP', 'On-base percentage', (r) => formatAvg(r.onBasePct)),
  col('slugPct', 'SLG', 'Slugging percentage', (r) => formatAvg(r.slugPct)),
  col('ops', 'OPS', 'On-base plus slugging', (r) => formatAvg(r.ops)),
];

export const rowPitchingColumns: ReadonlyArray<StatColumn<PlayerRowView>> = [
  col('wins', 'W', 'Wins', (r) => count(r.wins)),
  col('losses', 'L', 'Losses', (r) => count(r.losses)),
  col('gamesStarted', 'GS', 'Games started', (r) => count(r.gamesStarted)),
  col('saves', 'SV', 'Saves', (r) => count(r.saves)),
  col('innings', 'IP', 'Innings pitched', (r) => formatInnings(r.innings)),
  col('hitsAllowed', 'H', 'Hits allowed', (r) => count(r.hitsAllowed)),
  col('earnedRuns', 'ER', 'Earned runs', (r) => count(r.earnedRuns)),
  col('homerunsAllowed', 'HR', 'Home runs allowed', (r) => count(r.homerunsAllowed)),
  col('walksAllowed', 'BB', 'Walks allowed', (r) => count(r.walksAllowed)),
  col('strikeoutsPitched', 'SO', 'Strikeouts', (r) => count((r as Row).strikeoutsPitched)),
  col('era', 'ERA', 'Earned run average', (r) => formatEra(r.era, r.innings)),
  col('whip', 'WHIP', 'Walks and hits per inning pitched', (r) => formatWhip(r.whip)),
  col('hitsPer9', 'H/9', 'Hits per 9 innings', (r) => formatPer9(r.hitsPer9)),
  col('walksPer9', 'BB/9', 'Walks per 9 innings', (r) => formatPer9(r.walksPer9)),
  col('homerunsPer9', 'HR/9', 'Home runs per 9 innings', (r) => formatPer9(r.homerunsPer9)),
  col('strikeoutsPer9', 'SO/9', 'Strikeouts per 9 innings', (r) => formatPer9(r.strikeoutsPer9)),
];

/** Rates of a Lahman season line (HR, 2B, IPouts, …), from the engine's rates because the API sends totals. */
export function lineRates(line: Row) {
  const counts = lahmanCounts(line);
  const { era, whip, so9 } = pitchingRates(counts);
  return { ...battingRates(counts), innings: ipFromOuts(counts.outs), era, whip, so9 };
}

/** Batting columns of Lahman season lines (Historical Statistics). */
export const lineBattingColumns: ReadonlyArray<StatColumn<Row>> = [
  col('teams', 'Tm', 'Team', (r) => String(r.teams ?? '')),
  col('G', 'G', 'Games', (r) => count(r.G)),
  col('AB', 'AB', 'At bats', (r) => count(r.AB)),
  col('R', 'R', 'Runs', (r) => count(r.R)),
  col('H', 'H', 'Hits', (r) => count(r.H)),
  col('2B', '2B', 'Doubles', (r) => count(r['2B'])),
  col('3B', '3B', 'Triples', (r) => count(r['3B'])),
  col('HR', 'HR', 'Home runs', (r) => count(r.HR)),
  col('RBI', 'RBI', 'Runs batted in', (r) => count(r.RBI)),
  col('SB', 'SB', 'Stolen bases', (r) => count(r.SB)),
  col('BB', 'BB', 'Walks', (r) => count(r.BB)),
  col('SO', 'SO', 'Strikeouts', (r) => count(r.SO)),
  col('avg', 'AVG', 'Batting average', (r) => formatAvg(lineRates(r).avg)),
  col('obp', 'OBP', 'On-base percentage', (r) => formatAvg(lineRates(r).obp)),
  col('slg', 'SLG', 'Slugging percentage', (r) => formatAvg(lineRates(r).slg)),
  col('ops', 'OPS', 'On-base plus slugging', (r) => formatAvg(lineRates(r).ops)),
];

export const linePitchingColumns: ReadonlyArray<StatColumn<Row>> = [
  col('teams', 'Tm', 'Team', (r) => String(r.teams ?? '')),
  col('W', 'W', 'Wins', (r) => count(r.W)),
  col('L', 'L', 'Losses', (r) => count(r.L)),
  col('G', 'G', 'Games', (r) => count(r.G)),
  col('GS', 'GS', 'Games started', (r) => count(r.GS)),
  col('SV', 'SV', 'Saves', (r) => count(r.SV)),
  col('IP', 'IP', 'Innings pitched', (r) => formatInnings(lineRates(r).innings)),
  col('H', 'H', 'Hits allowed', (r) => count(r.H)),
  col('ER', 'ER', 'Earned runs', (r) => count(r.ER)),
  col('HR', 'HR', 'Home runs allowed', (r) => count(r.HR)),
  col('BB', 'BB', 'Walks', (r) => count(r.BB)),
  col('SO', 'SO', 'Strikeouts', (r) => count(r.SO)),
  col('era', 'ERA', 'Earned run average', (r) => formatEra(lineRates(r).era, lineRates(r).innings)),
  col('whip', 'WHIP', 'Walks and hits per inning pitched', (r) => formatWhip(lineRates(r).whip)),
  col('so9', 'SO/9', 'Strikeouts per 9 innings', (r) => formatPer9(lineRates(r).so9)),
];
