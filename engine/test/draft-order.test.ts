import fc from 'fast-check';
import { pickOrder, DRAFT_MODES } from '../src/draft/draft-order';
import { DraftError } from '../src/draft/errors';

const rounds = (order: number[], teams: number) => Array.from({ length: order.length / teams }, (_, r) => order.slice(r * teams, (r + 1) * teams));

describe('pickOrder', () => {
  it('linear: every round runs first to last', () => {
    expect(pickOrder(3, 3, 'linear')).toEqual([0, 1, 2, 0, 1, 2, 0, 1, 2]);
  });

  it('snake: rounds alternate direction and are mirror images', () => {
    expect(pickOrder(4, 3, 'snake')).toEqual([0, 1, 2, 3, 3, 2, 1, 0, 0, 1, 2, 3]);
    const order = pickOrder(12, 15, 'snake');
    const rs = rounds(order, 12);
    for (let r = 1; r < rs.length; r++) expect(rs[r]).toEqual([...(rs[r - 1] as number[])].reverse());
  });

  it("third-round reversal (Sleeper): rounds 1-2 snake, round 3 repeats round 2, then snake", () => {
    expect(rounds(pickOrder(4, 6, 'third-round-reversal'), 4)).toEqual([
      [0, 1, 2, 3],
      [3, 2, 1, 0],
      [3, 2, 1, 0],
      [0, 1, 2, 3],
      [3, 2, 1, 0],
      [0, 1, 2, 3],
    ]);
  });

  it('every team picks exactly once per round, `rounds` times in all, in every mode', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }), fc.constantFrom(...DRAFT_MODES), (teams, nRounds, mode) => {
        const order = pickOrder(teams, nRounds, mode);
        expect(order).toHaveLength(teams * nRounds);
        for (const round of rounds(order, teams)) expect([...round].sort((a, b) => a - b)).toEqual(Array.from({ length: teams }, (_, i) => i));
      }),
    );
  });

  it('refuses impossible drafts', () => {
    expect(() => pickOrder(0, 5, 'snake')).toThrow(DraftError);
    expect(() => pickOrder(4, 0, 'snake')).toThrow(DraftError);
    expect(() => pickOrder(4, 2.5, 'linear')).toThrow(DraftError);
    expect(() => pickOrder(4, 2, 'random' as never)).toThrow('Unknown draft order');
  });
});
