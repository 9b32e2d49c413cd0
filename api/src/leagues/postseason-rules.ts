/**
 * How a league kind's postseason moves: which games its bracket wants next, how a result changes it, who won, and
 * when a game day starts. Historical and draft leagues use the engine's bracket (one game day a day); tournaments
 * register their own (brackets-manager, a game every TOURNAMENT_GAME_INTERVAL_MINUTES). The season runner and the
 * scheduler know only this interface, so every kind shares one way of playing, storing and waking.
 */
import { nextBracketGames, recordBracketGame, type Bracket } from '@bb/engine';

export interface BracketGame {
  series: number;
  home: number;
  away: number;
  gameOfSeries: number;
}

export interface PostseasonRules {
  /** The next game of every open series whose two teams are known (one per series). */
  next(bracket: unknown): BracketGame[];
  /** The bracket after `winner` (a team index) won a game of `series`; never mutates its argument. */
  record(bracket: unknown, series: number, winner: number): Promise<unknown>;
  champion(bracket: unknown): number | null;
  /** The team that won `series`, or null while it is open (the result notification says so). */
  seriesWinner(bracket: unknown, series: number): number | null;
  /** Each series' round as the schedule and scores name it ('World Series', 'Quarterfinals', 'Pool B, Matchday 2'). */
  seriesNames(bracket: unknown): Map<number, string>;
  /** When game day `day` of the league starts (day 0 is the league's startsAt). */
  gameTime(startsAt: Date, day: number): Date;
}

const DAY_MS = 86_400_000;

export const engineBracketRules: PostseasonRules = {
  next: (bracket) => nextBracketGames(bracket as Bracket),
  record: async (bracket, series, winner) => recordBracketGame(bracket as Bracket, series, winner),
  champion: (bracket) => (bracket as Bracket).champion,
  seriesWinner: (bracket, series) => (bracket as Bracket).series[series]?.winner ?? null,
  seriesNames: (bracket) => new Map((bracket as Bracket).series.map((s) => [s.id, s.name])),
  gameTime: (startsAt, day) => new Date(startsAt.getTime() + day * DAY_MS),
};

const byKind = new Map<string, PostseasonRules>();

/** A league kind with its own bracket registers it once, when its module starts. */
export function setPostseasonRules(kind: string, rules: PostseasonRules): void {
  byKind.set(kind, rules);
}

export function postseasonRules(kind: string): PostseasonRules {
  return byKind.get(kind) ?? engineBracketRules;
}
