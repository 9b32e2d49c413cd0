import fc from 'fast-check';
import { createGame } from '../src/game/create';
import { applyDecision, replayGame, simulateGame, undoLast } from '../src/game/decisions';
import { boxScore, playByPlay } from '../src/stats/box-score';
import { addGameToSeason, emptySeason } from '../src/stats/season';
import type { Decision, GameState } from '../src/types';
import { makeSetup } from './support/fixtures';

const strip = (s: GameState) => JSON.stringify({ ...s, setup: undefined });

describe('determinism, replay and undo', () => {
  it('same setup and seed give the identical game; another seed a different one', () => {
    const a = simulateGame(makeSetup(42, { recordEvents: true }));
    const b = simulateGame(makeSetup(42, { recordEvents: true }));
    const c = simulateGame(makeSetup(43, { recordEvents: true }));
    expect(strip(a)).toBe(strip(b));
    expect(playByPlay(a)).toEqual(playByPlay(b));
    expect(strip(a)).not.toBe(strip(c));
  });

  it('game state is plain JSON: serialising and replaying continues identically', () => {
    const setup = makeSetup(9, { managers: { away: 'human', home: 'computer' } });
    let s = createGame(setup);
    for (let i = 0; i < 25; i++) s = applyDecision(s, { type: 'swingAway' });
    const revived = JSON.parse(JSON.stringify(s)) as GameState;
    const cont1 = applyDecision(s, { type: 'quickPlay', scope: 'game' });
    const cont2 = applyDecision(revived, { type: 'quickPlay', scope: 'game' });
    expect(strip(cont1)).toBe(strip(cont2));
  });

  it('replaying the decision list reproduces the state; undo equals the state before the last decision', () => {
    const setup = makeSetup(5, { managers: { away: 'human', home: 'human' } });
    let s = createGame(setup);
    const states: GameState[] = [s];
    const ds: Decision[] = [{ type: 'swingAway' }, { type: 'swingAway' }, { type: 'newPitcher', team: 1, cardId: 'HOM-rp2' }, { type: 'swingAway' }, { type: 'quickPlay', scope: 'halfInning' }];
    for (const d of ds) { s = applyDecision(s, d); states.push(s); }
    expect(strip(replayGame(setup, ds))).toBe(strip(s));
    expect(strip(undoLast(s))).toBe(strip(states[states.length - 2] as GameState));
    expect(undoLast(s).decisions).toEqual(ds.slice(0, -1));
  });

  it('applyDecision does not mutate its input', () => {
    const s = createGame(makeSetup(3));
    const before = strip(s);
    applyDecision(s, { type: 'quickPlay', scope: 'game' });
    expect(strip(s)).toBe(before);
  });
});

/** Every consistency rule a finished or unfinished game must satisfy. */
function checkConsistency(s: GameState): void {
  for (const side of [0, 1] as const) {
    const t = s.teams[side];
    const lines = Object.values(t.batting);
    const runs = lines.reduce((a, l) => a + l.r, 0);
    expect(runs).toBe(s.score[side]);
    expect(t.runsByInning.reduce((a, b) => a + b, 0)).toBe(s.score[side]);
    for (const l of lines) expect(l.pa).toBe(l.ab + l.bb + l.hbp + l.sf + l.sh + l.interference);
    expect(lines.reduce((a, l) => a + l.h, 0)).toBe(t.hits);
    const opp = s.teams[side === 0 ? 1 : 0];
    const pitchOuts = Object.values(opp.pitching).reduce((a, l) => a + l.outs, 0);
    // Outs made while this team batted: 3 per completed half plus the outs of its current half.
    const batting = s.half === side;
    const complete = batting ? s.inning - 1 : side === 0 ? s.inning : s.inning - 1;
    expect(pitchOuts).toBe(complete * 3 + (batting ? s.outs : 0));
    const pRuns = Object.values(opp.pitching).reduce((a, l) => a + l.r, 0);
    expect(pRuns).toBe(s.score[side]);
    expect(Object.values(opp.pitching).reduce((a, l) => a + l.er, 0)).toBeLessThanOrEqual(pRuns);
    const bf = Object.values(opp.pitching).reduce((a, l) => a + l.bf, 0);
    expect(bf).toBe(lines.reduce((a, l) => a + l.pa, 0));
  }
  expect(s.outs).toBeLessThanOrEqual(s.status === 'final' ? 3 : 2);
  if (s.status === 'final') {
    expect(s.score[0]).not.toBe(s.score[1]);
    expect(s.winner).toBe(s.score[0] > s.score[1] ? 0 : 1);
  }
}

const decisionArb: fc.Arbitrary<Decision> = fc.oneof(
  { weight: 8, arbitrary: fc.constant<Decision>({ type: 'swingAway' }) },
  { weight: 1, arbitrary: fc.constant<Decision>({ type: 'quickPlay', scope: 'halfInning' }) },
  { weight: 1, arbitrary: fc.constant<Decision>({ type: 'steal' }) },
  { weight: 1, arbitrary: fc.constant<Decision>({ type: 'sacrificeBunt' }) },
  { weight: 1, arbitrary: fc.constant<Decision>({ type: 'intentionalWalk' }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('pinchHitter' as const), team: fc.constantFrom(0 as const, 1 as const), cardId: fc.constantFrom('AWY-bench0', 'AWY-bench2', 'HOM-bench1', 'HOM-bench3') }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('newPitcher' as const), team: fc.constantFrom(0 as const, 1 as const), cardId: fc.constantFrom('AWY-rp1', 'HOM-rp3', 'HOM-cp', 'AWY-bench0') }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('pinchRunner' as const), team: fc.constantFrom(0 as const, 1 as const), base: fc.constantFrom(0 as const, 1 as const, 2 as const), cardId: fc.constantFrom('AWY-bench3', 'HOM-bench2') }) },
);

describe('random decision sequences keep the game consistent (property)', () => {
  it('outs, innings, runs, PA and pitchers add up after any decision sequence', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e9 }), fc.boolean(), fc.array(decisionArb, { maxLength: 100 }), (seed, dh, ds) => {
      let s = createGame(makeSetup(seed, { dh, managers: { away: 'human', home: 'human' } }));
      for (const d of ds) {
        if (s.status === 'final') break;
        try { s = applyDecision(s, d); } catch (e) { if ((e as Error).name !== 'SubstitutionError') throw e; }
        checkConsistency(s);
      }
      if (s.status !== 'final') s = applyDecision(s, { type: 'quickPlay', scope: 'game' });
      checkConsistency(s);
      expect(s.status).toBe('final');
    }), { numRuns: 40 });
  });

  it('computer-managed games are consistent and box scores sum into season totals', () => {
    const season = emptySeason();
    let runs = 0, hr = 0;
    for (let seed = 0; seed < 40; seed++) {
      const g = simulateGame(makeSetup(seed, { dh: seed % 2 === 0, recordEvents: false }));
      checkConsistency(g);
      const box = boxScore(g);
      expect(box.away.runs + box.home.runs).toBe(g.score[0] + g.score[1]);
      expect(box.away.lineScore.reduce((a, b) => a + b, 0)).toBe(box.away.runs);
      runs += box.away.batting.reduce((a, l) => a + l.r, 0) + box.home.batting.reduce((a, l) => a + l.r, 0);
      hr += box.away.pitching.reduce((a, l) => a + l.hr, 0) + box.home.pitching.reduce((a, l) => a + l.hr, 0);
      addGameToSeason(season, g);
    }
    expect(Object.values(season.batting).reduce((a, l) => a + l.r, 0)).toBe(runs);
    expect(Object.values(season.batting).reduce((a, l) => a + l.hr, 0)).toBe(hr);
  });
});
