import { createGame } from '../src/game/create';
import { simulateGame } from '../src/game/decisions';
import { GameRuntime } from '../src/game/runtime';
import { playOne } from '../src/game/step';
import { seedRng } from '../src/random/sfc32';
import { emptyUsage, rosterForDay } from '../src/season/team-usage';
import type { GameSetup, GameState, ManagerTendencies, Roster } from '../src/types';
import { makeContext, makeRoster } from './support/fixtures';

/**
 * League managers' settings (`Roster.manager`, issue 17): the home team carries them, the away team plays as usual,
 * and every comparison plays the same seeds.
 */
const contexts = { '2019-AL': makeContext('2019-AL') };
const away = makeRoster('AWY');
const home = (manager?: ManagerTendencies): Roster => (manager ? { ...makeRoster('HOM'), manager } : makeRoster('HOM'));
const setup = (h: Roster, seed: string, recordEvents = false): GameSetup => ({ home: h, away, contexts, options: { recordEvents }, seed });
const strip = (s: GameState) => JSON.stringify({ ...s, setup: undefined });
const GAMES = 300;

/** The home team's totals over GAMES games with these settings. */
function homeTotals(manager: ManagerTendencies | undefined, recordEvents = false) {
  const rt = new GameRuntime();
  const h = home(manager);
  let starterOuts = 0, sb = 0, cs = 0, sh = 0, hitAndRuns = 0, runs = 0;
  for (let i = 0; i < GAMES; i++) {
    const g = simulateGame(setup(h, `t-${i}`, recordEvents), rt);
    const t = g.teams[1];
    starterOuts += t.pitching[t.pitchersUsed[0] as string]?.outs ?? 0;
    for (const line of Object.values(t.batting)) { sb += line.sb; cs += line.cs; sh += line.sh; }
    hitAndRuns += g.events.filter((e) => e.type === 'hit and run' && e.team === 1).length;
    runs += g.score[1];
  }
  return { starterOuts: starterOuts / GAMES, attempts: sb + cs, sh, hitAndRuns, runs };
}

describe('league manager tendencies (Roster.manager)', () => {
  it('absent settings, an empty object and every tendency at 50 play identical games', () => {
    const rt = new GameRuntime();
    const plain = home(), empty = home({}), neutral = home({ bullpenHook: 50, aggressiveness: 50, smallBall: 50 });
    for (let i = 0; i < 60; i++) {
      const opts = i % 2 === 0;
      const a = simulateGame(setup(plain, `n-${i}`, opts), rt);
      expect(strip(simulateGame(setup(empty, `n-${i}`, opts), rt))).toBe(strip(a));
      expect(strip(simulateGame(setup(neutral, `n-${i}`, opts), rt))).toBe(strip(a));
    }
  });

  /**
   * The hard hook, checked before every plate appearance: when the home starter is still in at the start of a plate
   * appearance against his team with pitcherRuns (runs scored while he pitched) >= hookRuns, that plate appearance
   * starts with a reliever (the fixtures' bullpen always has one). So when he leaves he has allowed at most
   * hookRuns - 1 + the runs of the one play that took him over (a wild pitch then a home run: 4 at most), and his
   * final line can add only the runners he left on base (3 at most).
   */
  it.each([1, 2, 4])('hookRuns %i: the starter is pulled before the next plate appearance once he has allowed that many runs', (hook) => {
    const rt = new GameRuntime();
    const h = home({ hookRuns: hook });
    let hooked = 0;
    for (let i = 0; i < GAMES; i++) {
      const s = createGame(setup(h, `h-${i}`), rt);
      const t = s.teams[1];
      let runsWhenPulled = -1;
      for (let k = 0; k < 400 && s.status !== 'final'; k++) {
        const fielding = s.half === 0;
        const starterIn = t.pitchersUsed.length === 1, runs = t.pitcherRuns;
        playOne(s, rt, [true, true]);
        if (fielding && starterIn && runs >= hook) {
          expect(t.pitchersUsed.length).toBeGreaterThan(1);
          hooked++;
        }
        if (starterIn && t.pitchersUsed.length > 1) runsWhenPulled = runs;
      }
      const starter = t.pitching[t.pitchersUsed[0] as string]!;
      if (runsWhenPulled >= 0) {
        expect(runsWhenPulled).toBeLessThanOrEqual(hook + 3);
        expect(starter.r).toBeLessThanOrEqual(runsWhenPulled + 3);
      } else {
        // He finished the game: he never allowed hookRuns, save on the game's very last play.
        expect(starter.r).toBeLessThanOrEqual(hook + 3);
      }
    }
    expect(hooked).toBeGreaterThan(hook === 4 ? 10 : 50);
  });

  it('without hookRuns the same starters stay in after allowing 2 runs (the rule is what pulls them)', () => {
    const rt = new GameRuntime();
    let stayed = 0;
    for (let i = 0; i < 100; i++) {
      const s = createGame(setup(home(), `h-${i}`), rt);
      const t = s.teams[1];
      for (let k = 0; k < 400 && s.status !== 'final'; k++) {
        const check = s.half === 0 && t.pitchersUsed.length === 1 && t.pitcherRuns >= 2;
        playOne(s, rt, [true, true]);
        if (check && t.pitchersUsed.length === 1) stayed++;
      }
    }
    expect(stayed).toBeGreaterThan(100);
  });

  it('bullpenHook: starters go shorter at 90 than at 50 and longer at 10', () => {
    const early = homeTotals({ bullpenHook: 90 }).starterOuts;
    const usual = homeTotals(undefined).starterOuts;
    const late = homeTotals({ bullpenHook: 10 }).starterOuts;
    expect(early).toBeLessThan(usual - 1);
    expect(late).toBeGreaterThan(usual + 1);
  });

  it('aggressiveness: more steal attempts and the computer\'s own hit and run at 90, fewer at 10 (none)', () => {
    const bold = homeTotals({ aggressiveness: 90 }, true);
    const usual = homeTotals(undefined, true);
    const timid = homeTotals({ aggressiveness: 10 }, true);
    expect(bold.attempts).toBeGreaterThan(usual.attempts * 1.3);
    expect(timid.attempts).toBeLessThan(usual.attempts * 0.8);
    expect(bold.hitAndRuns).toBeGreaterThan(20);
    expect(usual.hitAndRuns).toBe(0);
    expect(timid.hitAndRuns).toBe(0);
  });

  it('smallBall: more sacrifice bunts at 90 than at 10', () => {
    const bunts = homeTotals({ smallBall: 90 }).sh;
    const usual = homeTotals(undefined).sh;
    const swing = homeTotals({ smallBall: 10 }).sh;
    expect(bunts).toBeGreaterThan(usual * 1.3);
    expect(swing).toBeLessThan(usual * 0.8);
  });

  it('a depth chart\'s settings reach the day\'s roster; without them the roster has no manager', () => {
    const team = { roster: makeRoster('HOM'), G: 162, IPouts: 162 * 27 };
    const none = rosterForDay(team, emptyUsage(), 1, seedRng('d'), { restRegulars: 50 });
    expect(none.manager).toBeUndefined();
    const set = rosterForDay(team, emptyUsage(), 1, seedRng('d'), { hookRuns: 3, aggressiveness: 70, smallBall: 20, bullpenHook: 60 });
    expect(set.manager).toEqual({ hookRuns: 3, aggressiveness: 70, smallBall: 20, bullpenHook: 60 });
    // The same rest draws either way: only the manager settings differ.
    expect({ ...set, manager: undefined }).toEqual({ ...none, manager: undefined });
  });
});
