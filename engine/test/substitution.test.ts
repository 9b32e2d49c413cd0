import { createGame } from '../src/game/create';
import { applyDecision } from '../src/game/decisions';
import { MESSAGES, SubstitutionError } from '../src/rules/substitution';
import type { Decision, GameState } from '../src/types';
import { makeSetup } from './support/fixtures';

const start = (dh = false) => createGame(makeSetup(1, { dh, managers: { away: 'human', home: 'human' } }));
const expectError = (s: GameState, d: Decision, msg: string) => {
  expect(() => applyDecision(s, d)).toThrow(SubstitutionError);
  expect(() => applyDecision(s, d)).toThrow(msg);
};

describe('substitutions', () => {
  it("rejects a batter as the new pitcher with 'Pitcher can not be replaced with a batter.'", () => {
    expectError(start(), { type: 'newPitcher', team: 1, cardId: 'HOM-bench0' }, MESSAGES.pitcherForBatter);
  });

  it("rejects players not on the bench with 'Eligibles are not valid!'", () => {
    const s = start();
    expectError(s, { type: 'pinchHitter', team: 0, cardId: 'HOM-bench0' }, MESSAGES.eligiblesInvalid); // other team
    expectError(s, { type: 'pinchHitter', team: 0, cardId: 'AWY-reg0' }, MESSAGES.eligiblesInvalid); // already playing
    expectError(s, { type: 'pinchHitter', team: 0, cardId: 'nobody' }, MESSAGES.eligiblesInvalid);
  });

  it("asks for players with 'Please provide eligible players' when none are given", () => {
    const s = start();
    expectError(s, { type: 'pinchHitter', team: 0, cardId: '' }, MESSAGES.provideEligibles);
    expectError(s, { type: 'setLineup', team: 0, lineup: [] }, MESSAGES.provideEligibles);
  });

  it("rejects an invalid lineup with 'Lineup is not valid!'", () => {
    const s = start();
    const lineup = s.teams[0].order.map((x) => ({ ...x }));
    (lineup[1] as { position: string }).position = 'C'; // two catchers
    expectError(s, { type: 'setLineup', team: 0, lineup }, MESSAGES.lineupInvalid);
    expectError(s, { type: 'defensiveSwitch', team: 1, moves: [{ cardId: 'HOM-reg0', position: 'SS' }] }, MESSAGES.lineupInvalid);
  });

  it('a valid lineup is accepted before the first pitch and refused afterwards', () => {
    const s = start();
    const lineup = s.teams[0].order.map((x) => ({ ...x })).reverse();
    const ok = applyDecision(s, { type: 'setLineup', team: 0, lineup, pitcherId: 'AWY-sp1' });
    expect(ok.teams[0].order[0]?.cardId).toBe(lineup[0]?.cardId);
    expect(ok.teams[0].pitcherId).toBe('AWY-sp1');
    const played = applyDecision(ok, { type: 'swingAway' });
    expectError(played, { type: 'setLineup', team: 0, lineup }, MESSAGES.lineupInvalid);
  });

  it('pinch hitter takes the batting slot; the replaced player may not return', () => {
    const s = start();
    const out = s.teams[0].order[0]?.cardId as string;
    const next = applyDecision(s, { type: 'pinchHitter', team: 0, cardId: 'AWY-bench0' });
    expect(next.teams[0].order[0]?.cardId).toBe('AWY-bench0');
    expect(next.events.some((e) => e.type === 'pinch hitter')).toBe(true);
    const back = applyDecision(next, { type: 'swingAway' });
    expect(() => applyDecision(back, { type: 'pinchHitter', team: 0, cardId: out })).toThrow(MESSAGES.eligiblesInvalid);
  });

  it('new pitcher replaces the pitcher in his batting slot and starts a new pitching line', () => {
    const s = start();
    const next = applyDecision(s, { type: 'newPitcher', team: 1, cardId: 'HOM-rp0' });
    expect(next.teams[1].pitcherId).toBe('HOM-rp0');
    expect(next.teams[1].order.find((x) => x.position === 'P')?.cardId).toBe('HOM-rp0');
    expect(next.teams[1].pitchersUsed).toEqual(['HOM-sp0', 'HOM-rp0']);
    expect(next.events.some((e) => e.type === 'new pitcher')).toBe(true);
  });

  it('pinch runner replaces the runner on base and in the order', () => {
    let s = start();
    let guard = 0;
    while (!s.bases[0] && guard++ < 200) {
      s = applyDecision(s, { type: 'swingAway' });
      if (s.half !== 0) break;
    }
    if (!s.bases[0] || s.half !== 0) return expect(guard).toBeGreaterThan(0);
    const was = s.bases[0].cardId;
    const next = applyDecision(s, { type: 'pinchRunner', team: 0, base: 0, cardId: 'AWY-bench1' });
    expect(next.bases[0]?.cardId).toBe('AWY-bench1');
    expect(next.teams[0].order.some((x) => x.cardId === was)).toBe(false);
    expect(next.events.some((e) => e.type === 'pinch runner')).toBe(true);
  });

  it('a defensive switch that swaps two fielders is valid', () => {
    const s = start();
    const next = applyDecision(s, { type: 'defensiveSwitch', team: 1, moves: [{ cardId: 'HOM-reg5', position: 'RF' }, { cardId: 'HOM-reg7', position: 'LF' }] });
    expect(next.teams[1].order.find((x) => x.cardId === 'HOM-reg5')?.position).toBe('RF');
    expect(next.events.some((e) => e.type === 'defensive switch')).toBe(true);
  });
});
