import { simulateGame } from '../game/decisions';
import type { GameRuntime } from '../game/runtime';
import { nextUnit, seedRng } from '../random/sfc32';
import type { GameState, LeagueContext, Roster } from '../types';
import type { ScheduledGame } from './schedule';
import { emptyUsage, recordUsage, rosterForDay, type SeasonTeam, type TeamUsage } from './team-usage';
import { perGame as outsPerGame } from '../stats/rates';

export type { SeasonTeam } from './team-usage';

/** What a season is simulated from: the teams and the league contexts their cards were built in. */
export interface SeasonInput {
  contexts: Record<string, LeagueContext>;
  teams: SeasonTeam[];
}

export interface TeamResult { w: number; l: number; r: number; ra: number; g: number }
export interface SeasonResult {
  teams: TeamResult[];
  bat: { pa: number; ab: number; h: number; d: number; t: number; hr: number; bb: number; hbp: number; sf: number; so: number };
  runs: number; games: number; starterOuts: number; outs: number; cg: number;
  /** Run-environment diagnostics, summed over both teams. */
  diag: { e: number; sb: number; cs: number; sh: number; gidp: number; er: number; lob: number };
}

/** Outs per team game of a nine-inning replay game (home team skips some bottom ninths). */
const NINE_INNING_OUTS = 26.9;
/**
 * Share of seven-inning games that brings a team's outs per game down to its real IPouts / G.
 * Only for records well short of nine innings (under 26 outs a game); MLB seasons play 9.
 */
export function shortGameShare(t: { G: number; IPouts: number }): number {
  const perGame = outsPerGame(t.IPouts, t.G) ?? 27;
  if (perGame <= 0 || perGame >= 26) return 0;
  return Math.min(1, (NINE_INNING_OUTS - perGame) / 6);
}

/**
 * Plays a season's schedule computer against computer: starters chosen by rotation and rest, relievers' fatigue
 * carried from game to game, regulars resting toward their real playing time. `keep` sees every final game.
 */
export function simulateSeason(
  data: SeasonInput,
  schedule: ReadonlyArray<Pick<ScheduledGame, 'day' | 'home' | 'away'>>,
  seed: string,
  rt: GameRuntime,
  keep?: (g: GameState) => void,
): SeasonResult {
  const usage = data.teams.map(emptyUsage);
  const res: SeasonResult = {
    teams: data.teams.map(() => ({ w: 0, l: 0, r: 0, ra: 0, g: 0 })),
    bat: { pa: 0, ab: 0, h: 0, d: 0, t: 0, hr: 0, bb: 0, hbp: 0, sf: 0, so: 0 },
    runs: 0, games: 0, starterOuts: 0, outs: 0, cg: 0,
    diag: { e: 0, sb: 0, cs: 0, sh: 0, gidp: 0, er: 0, lob: 0 },
  };
  const rng = seedRng(`${seed}-rest`);
  const rosterFor = (ti: number, day: number): Roster => rosterForDay(data.teams[ti] as SeasonTeam, usage[ti] as TeamUsage, day, rng);
  const shortShare = data.teams.map(shortGameShare);
  schedule.forEach((gm, n) => {
    const home = rosterFor(gm.home, gm.day), away = rosterFor(gm.away, gm.day);
    // Leagues whose records cover far fewer than 27 outs a game (Negro Leagues: called and
    // seven-inning games) play that share of seven-inning games.
    const q = ((shortShare[gm.home] as number) + (shortShare[gm.away] as number)) / 2;
    const innings = q > 0 && nextUnit(rng) < q ? 7 : 9;
    const g = simulateGame({ home, away, contexts: data.contexts, options: { recordEvents: false, ...(innings !== 9 ? { innings } : {}) }, seed: `${seed}-${n}` }, rt.register({ home, away, contexts: data.contexts, options: {}, seed: 0 }));
    keep?.(g);
    res.games++;
    ([[gm.away, 0], [gm.home, 1]] as const).forEach(([ti, side]) => {
      const t = g.teams[side];
      const tr = res.teams[ti] as TeamResult;
      tr.g++;
      tr.r += g.score[side];
      tr.ra += g.score[side === 0 ? 1 : 0];
      if (g.winner === side) tr.w++; else tr.l++;
      recordUsage(usage[ti] as TeamUsage, g, side, gm.day);
      for (const id of t.pitchersUsed) {
        const l = t.pitching[id];
        if (!l) continue;
        res.outs += l.outs;
        if (l.gs) res.starterOuts += l.outs;
        res.cg += l.cg;
        res.diag.er += l.er;
      }
      res.diag.e += t.errors;
      res.diag.lob += t.lob;
      for (const l of Object.values(t.batting)) {
        const b = res.bat;
        b.pa += l.ab + l.bb + l.hbp + l.sf; b.ab += l.ab; b.h += l.h; b.d += l.d; b.t += l.t; b.hr += l.hr; b.bb += l.bb; b.hbp += l.hbp; b.sf += l.sf; b.so += l.so;
        res.diag.sb += l.sb; res.diag.cs += l.cs; res.diag.sh += l.sh; res.diag.gidp += l.gidp;
      }
      res.runs += g.score[side];
    });
  });
  return res;
}
