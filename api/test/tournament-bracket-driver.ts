/** Drives a tournament bracket to its champion, checking every nextGames answer; shared by the bracket tests. */
import type { TournamentFormat, TournamentSeriesLength } from '@bb/contract';
import { createBracket, nextGames, recordGame, type TournamentBracketDoc } from '../src/tournaments/bracket';
import type { BracketGame } from '../src/leagues/postseason-rules';

// A seeded generator: every run draws the same winners, so a failure reproduces.
export function rng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Team indices in seed order that are not 0..n-1, so a mix-up of seeds, indices and participant ids shows. */
export function shuffledSeeds(count: number, random: () => number): number[] {
  const teams = Array.from({ length: count }, (_, i) => i + 100);
  for (let i = teams.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [teams[i], teams[j]] = [teams[j]!, teams[i]!];
  }
  return teams;
}

export type Pick = (game: BracketGame, seedOf: (team: number) => number) => number;
export const higherSeed: Pick = (g, seedOf) => (seedOf(g.home) < seedOf(g.away) ? g.home : g.away);
export const randomWinner = (random: () => number): Pick => (g) => (random() < 0.5 ? g.home : g.away);

export interface SeriesLog {
  teams: [number, number];
  wins: Map<number, number>;
  games: number;
}

export interface DriveResult {
  doc: TournamentBracketDoc;
  series: Map<number, SeriesLog>;
  games: number;
  ms: number;
}

const roundTrip = (doc: TournamentBracketDoc): TournamentBracketDoc => JSON.parse(JSON.stringify(doc)) as TournamentBracketDoc;

/**
 * Plays every game nextGames offers, `pick` choosing the winner, until a champion. With `checks` off it only times
 * the bracket (no JSON round trips, no assertions).
 */
export async function drive(
  input: { format: TournamentFormat; seriesLength: TournamentSeriesLength; seeds: number[] },
  pick: Pick,
  checks = true,
): Promise<DriveResult> {
  const seedOf = (team: number) => input.seeds.indexOf(team);
  const toWin = Math.ceil(input.seriesLength / 2);
  const field = new Set(input.seeds);
  const series = new Map<number, SeriesLog>();
  let games = 0;
  const started = performance.now();
  let doc = await createBracket({ ...input, name: 'Test cup' });
  for (let wave = 0; doc.champion === null; wave++) {
    if (checks) doc = roundTrip(doc);
    const answer = nextGames(doc);
    if (answer.length === 0) throw new Error(`No games and no champion after ${games} games`);
    if (checks) {
      const seen = new Set<number>();
      for (const g of answer) {
        expect(field.has(g.home) && field.has(g.away) && g.home !== g.away).toBe(true);
        expect(seen.has(g.home) || seen.has(g.away)).toBe(false);
        seen.add(g.home).add(g.away);
        const log = series.get(g.series);
        if (log) {
          expect([...log.teams].sort()).toEqual([g.home, g.away].sort());
          expect(Math.max(...log.wins.values(), 0)).toBeLessThan(toWin);
        }
        expect(g.gameOfSeries).toBe((log?.games ?? 0) + 1);
        expect(g.gameOfSeries).toBeLessThanOrEqual(input.seriesLength);
      }
    }
    for (const g of answer) {
      const winner = pick(g, seedOf);
      const before = checks ? JSON.stringify(doc) : '';
      doc = await recordGame(doc, g.series, winner);
      if (checks) {
        expect(JSON.stringify(JSON.parse(before))).toBe(before); // parseable …
        doc = roundTrip(doc);
      }
      games++;
      const log = series.get(g.series) ?? { teams: [g.home, g.away] as [number, number], wins: new Map<number, number>(), games: 0 };
      log.games++;
      log.wins.set(winner, (log.wins.get(winner) ?? 0) + 1);
      series.set(g.series, log);
    }
    if (wave > 10_000) throw new Error('runaway bracket');
  }
  return { doc, series, games, ms: performance.now() - started };
}
