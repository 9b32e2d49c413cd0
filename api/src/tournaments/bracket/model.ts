/** The bracket document's shape and the small readings every part of this folder shares (synchronous, no manager). */
import type { TournamentFormat, TournamentSeriesLength } from '@bb/contract';
import type { Database, Match, ParticipantResult } from 'brackets-model';

/** What `leagues.bracket` holds for a tournament. Opaque outside this folder. */
export interface TournamentBracketDoc {
  kind: 'brackets-manager';
  format: TournamentFormat;
  seriesLength: TournamentSeriesLength;
  /** Team indices (into league_teams.idx) in seed order: seeds[0] is seed 1. */
  seeds: number[];
  /** brackets-manager's storage tables (stage, group, round, match, match_game, participant). */
  data: unknown;
  champion: number | null;
  /** Round robin: the knockout's seed order (team indices, pool winners first) once the pools are done. */
  knockoutSeeds?: number[] | null;
}

/** brackets-model's Status enum, as plain numbers (the enum is a runtime object of a CommonJS package). */
export const STATUS = { locked: 0, waiting: 1, ready: 2, running: 3, completed: 4, archived: 5 } as const;

export function tablesOf(doc: TournamentBracketDoc): Database {
  return doc.data as Database;
}

/** Participant id → team index (participants are named by their team index). */
export function participantTeams(data: Database): Map<number, number> {
  const teams = new Map<number, number>();
  for (const p of data.participant) teams.set(Number(p.id), Number(p.name));
  return teams;
}

export function teamOf(teams: Map<number, number>, side: ParticipantResult | null): number | null {
  if (!side || side.id === null || side.id === undefined) return null;
  return teams.get(Number(side.id)) ?? null;
}

/** One side is a BYE: brackets-manager stores it as a null opponent. */
export function isBye(match: Match): boolean {
  return match.opponent1 === null || match.opponent2 === null;
}

export function isOpen(match: Match): boolean {
  return (match.status === STATUS.ready || match.status === STATUS.running) && !isBye(match);
}

export function isDecided(match: Match): boolean {
  return match.status >= STATUS.completed;
}

/** Games won so far by each side of a series (brackets-manager keeps the series score on the match). */
export function seriesScore(match: Match): [number, number] {
  return [match.opponent1?.score ?? 0, match.opponent2?.score ?? 0];
}

export function winnerSide(match: Match): 1 | 2 | null {
  if (match.opponent1?.result === 'win') return 1;
  if (match.opponent2?.result === 'win') return 2;
  return null;
}

export function findMatch(data: Database, id: number): Match | undefined {
  const guess = data.match[id];
  if (guess && guess.id === id) return guess;
  return data.match.find((m) => m.id === id);
}

/** The rank used for home advantage: the knockout seed in a round robin's knockout, else the tournament seed. */
export function seedRanks(doc: TournamentBracketDoc, stageNumber: number): Map<number, number> {
  const order = stageNumber > 1 && doc.knockoutSeeds ? doc.knockoutSeeds : doc.seeds;
  const ranks = new Map<number, number>();
  order.forEach((team, i) => ranks.set(team, i));
  return ranks;
}
