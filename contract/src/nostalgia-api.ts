import type { Static } from 'typebox';
import type { CreateNostalgiaBody } from './schemas/nostalgia';
import type { LeagueStatus } from './leagues-api';

/**
 * Nostalgia (issue 21 item 4): replay a World Series between that year's two pennant winners, or a curated 'what if'
 * across eras, as one best-of-7 series. A series is a league of kind 'nostalgia' in the league core: its games, the
 * play screen, sims, scores and statistics are the league routes (`/api/leagues/{id}/…`); only what is new lives
 * under `/api/nostalgia`. All for subscribers.
 *
 * | method and path                               | who        | answer                              |
 * |-----------------------------------------------|------------|-------------------------------------|
 * | GET  /nostalgia/world-series                  | subscriber | { worldSeries: WorldSeriesYear[] }  |
 * | GET  /nostalgia/what-ifs                      | subscriber | { whatIfs: WhatIf[] }               |
 * | GET  /nostalgia/series                        | subscriber | { series: NostalgiaSeriesSummary[] } (his own) |
 * | POST /nostalgia/series                        | subscriber | 201 { leagueId } (200 on a repeated requestId) |
 * | GET  /nostalgia/series/{leagueId}/outcome     | owner      | NostalgiaOutcome                    |
 */

/** Wins that take the series (best of 7). */
export const NOSTALGIA_WINS_NEEDED = 4;

export const NOSTALGIA_MESSAGES = {
  chooseOne: 'Choose a World Series or a what-if matchup',
  noWorldSeries: (year: number) =>
    year === 1904
      ? 'There was no World Series in 1904: the pennant winners did not meet'
      : year === 1994
        ? 'There was no World Series in 1994: the season ended in August'
        : `There is no World Series of ${year} to replay`,
  unknownWhatIf: 'There is no such what-if matchup',
  notInSeries: 'Your team must be one of the two teams of this series',
  unplayable: 'This team has too few players on record to play a series',
  notFound: 'Oops! no record found',
} as const;

/** A team of a series as the record has it. */
export interface NostalgiaTeam {
  teamId: string;
  year: number;
  lgId: string;
  /** 'New York Yankees'. */
  name: string;
  /** The real regular-season record. */
  wins: number;
  losses: number;
  /** What the team really did in October, from the record's flags: 'Won the World Series', 'Lost the World Series'. */
  october: string | null;
}

export interface WorldSeriesYear {
  year: number;
  /** The two pennant winners, American League first. */
  teams: [NostalgiaTeam, NostalgiaTeam];
  /** teamId of the real winner (WSWin). */
  winner: string;
  /** The real series in games, winner first ('4–0'), where the curated table knows it; otherwise null. */
  seriesScore: string | null;
}

export interface WhatIf {
  id: string;
  title: string;
  /** The one line on why it matters. */
  why: string;
  teams: [NostalgiaTeam, NostalgiaTeam];
}

export type NostalgiaSeriesKind = 'world-series' | 'what-if';

export interface NostalgiaSeriesSummary {
  leagueId: number;
  name: string;
  kind: NostalgiaSeriesKind;
  status: LeagueStatus;
  /** Index 0 has home field (games 1, 2, 6, 7). */
  teams: Array<{ index: number; label: string; wins: number; yours: boolean }>;
  /** Index of the team that won the series, once it is over. */
  champion: number | null;
  createdAt: string;
}

export interface NostalgiaGame {
  scheduleId: number;
  gameOfSeries: number;
  home: number;
  away: number;
  homeRuns: number | null;
  awayRuns: number | null;
  status: 'scheduled' | 'live' | 'final';
}

export interface NostalgiaOutcome {
  leagueId: number;
  name: string;
  kind: NostalgiaSeriesKind;
  status: LeagueStatus;
  teams: Array<NostalgiaTeam & { index: number; label: string; yours: boolean; seriesWins: number }>;
  games: NostalgiaGame[];
  champion: number | null;
  /** What really happened: a World Series' real winner (team index) and score; a what-if's teams never met (null). */
  real: { winner: number; seriesScore: string | null } | null;
  /** One line on why the matchup matters (what-ifs), or null. */
  why: string | null;
}

export type CreateNostalgiaRequest = Static<typeof CreateNostalgiaBody>;
export type NostalgiaCreated = { leagueId: number };
