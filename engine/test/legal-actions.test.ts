import fc from 'fast-check';
import { createGame } from '../src/game/create';
import { applyDecision, cloneState, replayGame } from '../src/game/decisions';
import { GameRuntime } from '../src/game/runtime';
import {
  MAX_CONSECUTIVE_INTENTIONAL_WALKS, MAX_DECISIONS, REASONS, decisionSide, illegalReason, legalActions, reasonKind,
  type LegalActionKey,
} from '../src/rules/legal-actions';
import { MESSAGES, SubstitutionError, lineupProblem } from '../src/rules/substitution';
import type { Decision, GameState, PlayEvent } from '../src/types';
import { makeSetup } from './support/fixtures';

const humans = { managers: { away: 'human', home: 'human' } as const };
const start = (seed: number | string = 1, options = {}) => createGame(makeSetup(seed, { ...humans, ...options }));
/** The dynamic state as text (the setup is shared and never changes). */
const dynamic = (s: GameState) => JSON.stringify(s, (key, value) => (key === 'setup' ? undefined : value));

/** Swing until `pred` holds (or the game ends). */
function until(s: GameState, pred: (s: GameState) => boolean, limit = 400): GameState {
  let state = s;
  for (let i = 0; i < limit && !pred(state) && state.status !== 'final'; i++) state = applyDecision(state, { type: 'swingAway' });
  return state;
}

/** Every decision `legalActions` allows the side to act now, with concrete arguments. */
function legalDecisions(s: GameState): Decision[] {
  const out: Decision[] = [];
  for (const side of [0, 1] as const) {
    const la = legalActions(s, side);
    const ok = (k: LegalActionKey) => la.actions[k].allowed;
    if (side === s.half) {
      if (ok('steal')) out.push({ type: 'steal' });
      if (ok('sacrificeBunt')) out.push({ type: 'sacrificeBunt' });
      if (ok('hitAndRun')) out.push({ type: 'hitAndRun' });
      if (ok('pinchHitter') && la.bench[0]) out.push({ type: 'pinchHitter', team: side, cardId: la.bench[0] });
      const base = s.bases.findIndex(Boolean);
      if (ok('pinchRunner') && la.bench[0] && base >= 0) out.push({ type: 'pinchRunner', team: side, base: base as 0 | 1 | 2, cardId: la.bench[0] });
    } else {
      if (ok('intentionalWalk')) out.push({ type: 'intentionalWalk' });
      if (ok('infieldIn')) out.push({ type: 'infieldIn' });
      if (ok('newPitcher') && la.bullpen[0]) out.push({ type: 'newPitcher', team: side, cardId: la.bullpen[0] });
    }
    if (ok('setBaserunning')) out.push({ type: 'setBaserunning', team: side, scale: 7, value: (s.decisions.length % 7) });
    if (ok('setMode')) out.push({ type: 'setMode', team: side, mode: (s.decisions.length % 2) as 0 | 1 });
  }
  out.push({ type: 'swingAway' }, { type: 'swingAway' }, { type: 'swingAway' });
  return out;
}

describe('legal actions', () => {
  it('the side at bat may bunt, steal and hit and run only when the bases allow; the side in the field walks and pitches', () => {
    const s = start();
    const away = legalActions(s, 0), home = legalActions(s, 1);
    expect(away.batting).toBe(true);
    expect(away.actions.steal).toEqual({ allowed: false, reason: REASONS.noStealer });
    expect(away.actions.sacrificeBunt).toEqual({ allowed: false, reason: REASONS.noSacrifice });
    expect(away.actions.intentionalWalk).toEqual({ allowed: false, reason: REASONS.fieldOnly });
    expect(home.actions.intentionalWalk.allowed).toBe(true);
    expect(home.actions.newPitcher.allowed).toBe(true);
    expect(home.actions.steal).toEqual({ allowed: false, reason: REASONS.atBatOnly });
    const walked = applyDecision(s, { type: 'intentionalWalk' });
    expect(legalActions(walked, 0).actions.steal.allowed).toBe(true);
    expect(legalActions(walked, 0).actions.hitAndRun.allowed).toBe(true);
    expect(legalActions(walked, 0).stealFrom).toBe(0);
  });

  it('a game over allows nothing, with the reason', () => {
    const done = applyDecision(start(), { type: 'quickPlay', scope: 'game' });
    for (const side of [0, 1] as const) {
      for (const a of Object.values(legalActions(done, side).actions)) expect(a).toEqual({ allowed: false, reason: REASONS.over });
    }
    expect(illegalReason(done, 0, { type: 'swingAway' })).toBe(REASONS.over);
  });

  it(`bounds: at most ${MAX_CONSECUTIVE_INTENTIONAL_WALKS} intentional walks in a row, and ${MAX_DECISIONS} decisions a game; both are 'bound' reasons`, () => {
    let s = start();
    for (let i = 0; i < MAX_CONSECUTIVE_INTENTIONAL_WALKS; i++) s = applyDecision(s, { type: 'intentionalWalk' });
    expect(illegalReason(s, 1, { type: 'intentionalWalk' })).toBe(REASONS.tooManyWalks);
    expect(reasonKind(REASONS.tooManyWalks)).toBe('bound');
    expect(() => applyDecision(s, { type: 'intentionalWalk' })).toThrow(REASONS.tooManyWalks);
    // A rolled plate appearance starts the count again.
    s = applyDecision(s, { type: 'swingAway' });
    expect(illegalReason(s, s.half === 0 ? 1 : 0, { type: 'intentionalWalk' })).toBeNull();
    const long = { ...s, decisions: new Array(MAX_DECISIONS).fill({ type: 'setMode', team: 0, mode: 0 }) } as GameState;
    expect(illegalReason(long, 0, { type: 'swingAway' })).toBe(REASONS.tooManyDecisions);
    expect(reasonKind(REASONS.tooManyDecisions)).toBe('bound');
    expect(reasonKind(REASONS.noStealer)).toBe('illegal');
  });

  it('a decision for the other team or out of turn is refused with the reason, by illegalReason and by applyDecision', () => {
    const s = start();
    expect(illegalReason(s, 0, { type: 'newPitcher', team: 1, cardId: 'HOM-rp0' })).toBe(REASONS.notYourTeam);
    expect(illegalReason(s, 0, { type: 'intentionalWalk' })).toBe(REASONS.fieldOnly);
    expect(decisionSide(s, { type: 'intentionalWalk' })).toBe(1);
    expect(() => applyDecision(s, { type: 'steal' })).toThrow(REASONS.noStealer);
    expect(illegalReason(s, 1, { type: 'newPitcher', team: 1, cardId: 'HOM-bench0' })).toBe(MESSAGES.pitcherForBatter);
    expect(illegalReason(s, 1, { type: 'setBaserunning', team: 1, scale: 5, value: 6 })).toBe(REASONS.badSetting);
  });

  it("'Lineup is not valid!' comes with the slot and the rule", () => {
    const s = start();
    const lineup = s.teams[0].order.map((x) => ({ ...x }));
    const dh = s.teams[0].dh;
    expect(lineupProblem(lineup, dh)).toBeNull();
    const first = lineup.findIndex((x) => x.position === 'C');
    const other = first === 4 ? 5 : 4;
    const twoCatchers = lineup.map((x, i) => (i === other ? { ...x, position: 'C' as const } : x));
    expect(lineupProblem(twoCatchers, dh)).toBe(`Slot ${Math.max(first, other) + 1}: catcher is already taken by slot ${Math.min(first, other) + 1}.`);
    expect(lineupProblem(lineup.slice(0, 8), dh)).toBe('A batting order has nine slots, this one has 8.');
    expect(lineupProblem(lineup, !dh)).toMatch(dh ? /without the designated hitter nobody bats as DH/ : /with the designated hitter the pitcher does not bat/);
    try {
      applyDecision(s, { type: 'setLineup', team: 0, lineup: twoCatchers });
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(SubstitutionError);
      expect((error as SubstitutionError).message).toBe(MESSAGES.lineupInvalid);
      expect((error as SubstitutionError).detail).toContain(`slot ${Math.min(first, other) + 1}`);
    }
  });
});

describe('tactics and settings', () => {
  it('hit and run: the runner goes with the pitch, so a ground ball is no double play and a strikeout may double him up', () => {
    let checked = 0;
    for (let seed = 0; seed < 400 && checked < 2; seed++) {
      const s = applyDecision(start(seed), { type: 'intentionalWalk' });
      const called = applyDecision(s, { type: 'hitAndRun' });
      expect(called.pending).toEqual({ hitAndRun: true });
      expect(illegalReason(called, 0, { type: 'hitAndRun' })).toBe(REASONS.alreadyCalled);
      const next = applyDecision(called, { type: 'swingAway' });
      expect(next.pending).toBeUndefined();
      const pa = next.events.findLast((e) => e.type === 'plate appearance') as PlayEvent;
      if (pa.outcome === 'GB' && pa.play !== 'reached on error') {
        expect(pa.play).toBe('ground out');
        expect(pa.runnersBefore?.[0]).not.toBeNull();
        checked++;
      }
      if (pa.outcome === 'SO' && pa.play === 'strike em out throw em out') {
        expect(next.outs).toBe(2);
        expect(next.bases[0]).toBeNull();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('infield in: a runner on third holds on a ground-ball out', () => {
    let held = 0;
    for (let seed = 0; seed < 600 && held < 3; seed++) {
      const s = until(start(seed), (x) => !!x.bases[2] && x.outs < 2 && !x.bases[0] && x.half === 0, 200);
      if (!(s.bases[2] && s.outs < 2 && s.half === 0) || s.bases[0]) continue;
      const runner = s.bases[2].cardId;
      const next = applyDecision(applyDecision(s, { type: 'infieldIn' }), { type: 'swingAway' });
      const pa = next.events.findLast((e) => e.type === 'plate appearance') as PlayEvent;
      if (pa.outcome === 'GB' && pa.play === 'ground out' && next.half === s.half) {
        expect(pa.scored).not.toContain(runner);
        expect(next.bases[2]?.cardId).toBe(runner);
        held++;
      }
    }
    expect(held).toBeGreaterThan(0);
  });

  it('baserunning and mode are set per team and recorded; a seat handed to the computer replays exactly', () => {
    const s = applyDecision(start(3), { type: 'setBaserunning', team: 0, scale: 7, value: 0 });
    expect(s.teams[0].baserunning).toEqual({ scale: 7, value: 0 });
    expect(s.teams[0].runShift).toBe(4.5);
    expect(s.teams[1].baserunning).toBeUndefined();
    const m = applyDecision(s, { type: 'setMode', team: 1, mode: 1 });
    expect(m.teams[1].mode).toBe(1);
    expect(m.events.at(-1)).toMatchObject({ type: 'setting', team: 1, setting: { mode: 1 } });
    const handed = applyDecision(applyDecision(m, { type: 'swingAway' }), { type: 'setManager', team: 0, kind: 'computer' });
    expect(handed.managers).toEqual(['computer', 'human']);
    const played = applyDecision(handed, { type: 'quickPlay', scope: 'halfInning' });
    const again = replayGame(played.setup, played.decisions);
    expect(dynamic(again)).toBe(dynamic(played));
  });
});

describe('structured play events', () => {
  it('one event per plate appearance with dice, result, runners before and after, who scored and the score', () => {
    let s = start(11);
    const seen = new Set<string>();
    while (s.status !== 'final') {
      const before = s.events.length;
      s = applyDecision(s, { type: 'swingAway' });
      const pas = s.events.slice(before).filter((e) => e.type === 'plate appearance');
      expect(pas.length).toBeLessThanOrEqual(1);
      for (const e of pas) {
        expect(e.dice?.d6).toBeGreaterThanOrEqual(1);
        expect(e.outcome).toEqual(expect.any(String));
        expect(e.runnersBefore).toHaveLength(3);
        expect(e.runnersAfter).toHaveLength(3);
        expect(e.runs).toBe(e.scored?.length);
        expect(e.outs).toBeGreaterThanOrEqual(e.outsBefore ?? 0);
        if (['GB', 'FB'].includes(e.outcome as string)) expect(e.fielders?.length).toBeGreaterThan(0);
        if (e.play) seen.add(e.play);
        if (e.outcome === 'HR') expect(e.scored).toContain(e.batter);
      }
    }
    expect(s.events.at(-1)?.type).toBe('game over');
    expect(seen.size).toBeGreaterThan(2);
  });

  it('substitutions name who comes in, whom he replaces, the team and the position', () => {
    const s = applyDecision(start(), { type: 'newPitcher', team: 1, cardId: 'HOM-rp0' });
    expect(s.events.at(-1)).toMatchObject({ type: 'new pitcher', team: 1, player: 'HOM-rp0', position: 'P', replaced: expect.any(String) });
    const ph = applyDecision(s, { type: 'pinchHitter', team: 0, cardId: 'AWY-bench0' });
    expect(ph.events.at(-1)).toMatchObject({ type: 'pinch hitter', team: 0, player: 'AWY-bench0', replaced: s.teams[0].order[0]?.cardId });
  });

  it('with events off nothing is recorded', () => {
    const s = applyDecision(createGame(makeSetup(5, { ...humans, recordEvents: false })), { type: 'swingAway' });
    expect(s.events).toEqual([]);
    expect(s.scratch).toBeUndefined();
  });
});

describe('properties (fast-check)', () => {
  it('random sequences of legal actions always finish a game within the bounds, never throwing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.nat(), { minLength: 400, maxLength: 400 }), (seed, picks) => {
        const rt = new GameRuntime();
        let s = createGame(makeSetup(seed, humans), rt);
        for (let i = 0; s.status !== 'final'; i++) {
          expect(s.decisions.length).toBeLessThan(MAX_DECISIONS);
          const options = legalDecisions(s);
          const d = i < picks.length ? options[(picks[i] as number) % options.length]! : { type: 'quickPlay' as const, scope: 'game' as const };
          expect(illegalReason(s, decisionSide(s, d), d)).toBeNull();
          s = applyDecision(s, d, rt);
        }
        expect(s.winner === 0 || s.winner === 1).toBe(true);
      }),
      { numRuns: 25 },
    );
  });

  it('random illegal decisions are always refused and leave the state unchanged', () => {
    const decisions: fc.Arbitrary<Decision> = fc.oneof(
      fc.constant<Decision>({ type: 'steal' }),
      fc.constant<Decision>({ type: 'sacrificeBunt' }),
      fc.constant<Decision>({ type: 'hitAndRun' }),
      fc.constant<Decision>({ type: 'infieldIn' }),
      fc.constant<Decision>({ type: 'intentionalWalk' }),
      fc.record({ type: fc.constant('pinchHitter' as const), team: fc.constantFrom(0 as const, 1 as const), cardId: fc.constantFrom('AWY-bench0', 'HOM-bench0', 'AWY-reg0', 'nobody', '') }),
      fc.record({ type: fc.constant('newPitcher' as const), team: fc.constantFrom(0 as const, 1 as const), cardId: fc.constantFrom('HOM-rp0', 'AWY-rp0', 'HOM-bench0', 'nobody') }),
      fc.record({ type: fc.constant('setBaserunning' as const), team: fc.constantFrom(0 as const, 1 as const), scale: fc.constantFrom(5 as const, 7 as const), value: fc.integer({ min: -3, max: 9 }) }),
      fc.constant<Decision>({ type: 'swingAway' }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 90 }), fc.constantFrom(0 as const, 1 as const), decisions, (seed, swings, side, d) => {
        let s = start(seed);
        for (let i = 0; i < swings && s.status !== 'final'; i++) s = applyDecision(s, { type: 'swingAway' });
        // Made by the other side than the decision's own: always refused.
        if (decisionSide(s, d) !== side && d.type !== 'swingAway') expect(illegalReason(s, side, d)).not.toBeNull();
        const reason = illegalReason(s, decisionSide(s, d), d);
        if (reason === null) return; // legal here: not what this property is about
        const before = dynamic(cloneState(s));
        expect(() => applyDecision(s, d)).toThrow(SubstitutionError);
        expect(dynamic(s)).toBe(before);
      }),
      { numRuns: 300 },
    );
  });
});

describe('box score labels', () => {
  it("a pinch hitter reads 'PH' (and 'PH-<position>' when he stays in), the man he hit for keeps his position, a pinch runner 'PR'", async () => {
    const { boxScore } = await import('../src/stats/box-score');
    let s = start(21);
    const out = s.teams[0].order[0]!;
    s = applyDecision(applyDecision(s, { type: 'pinchHitter', team: 0, cardId: 'AWY-bench0' }), { type: 'swingAway' });
    let box = boxScore(s).away.batting;
    // Not in the field yet: only 'PH'; once his team has fielded, the position he took.
    expect(box.find((l) => l.cardId === 'AWY-bench0')?.position).toBe('PH');
    expect(box.find((l) => l.cardId === out.cardId)?.position).toBe(out.position);
    s = until(s, (x) => x.half === 1);
    box = boxScore(s).away.batting;
    expect(box.find((l) => l.cardId === 'AWY-bench0')?.position).toBe(`PH-${out.position}`);
    s = until(s, (x) => x.half === 0 && x.bases.some(Boolean));
    const base = s.bases.findIndex(Boolean) as 0 | 1 | 2;
    const runner = s.bases[base]!.cardId;
    const slot = s.teams[0].order.find((x) => x.cardId === runner)!.position;
    s = applyDecision(s, { type: 'pinchRunner', team: 0, base, cardId: 'AWY-bench1' });
    s = until(s, (x) => x.half === 1);
    box = boxScore(s).away.batting;
    const pr = box.find((l) => l.cardId === 'AWY-bench1');
    if (pr) expect(pr.position).toBe(slot === 'DH' ? 'PR' : `PR-${slot}`);
    expect(s.teams[0].entered?.['AWY-bench1']).toBe('PR');
    expect(box.find((l) => l.cardId === runner)?.position).toMatch(/^(PH|[A-Z0-9]{1,2})/);
  });

  it("a pinch hitter for the pitcher reads 'PH', not 'PH-P', during the game and after it ends", async () => {
    const { boxScore } = await import('../src/stats/box-score');
    // No designated hitter: the pitcher bats; swing until he is due up.
    let s = until(start(5, { dh: false }), (x) => x.half === 0 && x.teams[0].order[x.teams[0].batterIndex]?.position === 'P');
    s = applyDecision(applyDecision(s, { type: 'pinchHitter', team: 0, cardId: 'AWY-bench0' }), { type: 'swingAway' });
    const label = () => boxScore(s).away.batting.find((l) => l.cardId === 'AWY-bench0')?.position;
    expect(label()).toBe('PH');
    // His team takes the field with him still in the pitcher's slot (no new pitcher named): still 'PH'.
    s = until(s, (x) => x.half === 1);
    expect(label()).toBe('PH');
  });
});
