import { dayPlan, MIN_START_OUTS, mayStart, startLength } from '../src/season/usage-plan';
import type { RosterPlayer } from '../src/types';
import { makeCard } from './support/fixtures';

// A starter with 30 real starts of 18 outs and no relief, in a league season of the record's length at limit 100 %.
const starter: RosterPlayer = { card: makeCard('sp', { pitcher: true, role: 'SP' }), teamGs: 30, teamOuts: 540, teamReliefOuts: 0 };
const plan = dayPlan({ days: 186, games: 162, limit: 100 }, 162, 100);

describe('room for one more start under the usage limit', () => {
  it('is there while he has starts left and at least four innings, even short of his usual start', () => {
    expect(startLength(starter)).toBe(18);
    expect(mayStart(plan, starter, 28, 540 - 18)).toBe(true);
    // Fewer outs left than his usual start (a card that went deeper than his real starts): still his start to take.
    expect(mayStart(plan, starter, 28, 540 - MIN_START_OUTS)).toBe(true);
    expect(mayStart(plan, starter, 28, 540 - MIN_START_OUTS + 1)).toBe(false);
  });

  it('is gone once his real starts are used, whatever outs he has left', () => {
    expect(mayStart(plan, starter, 29, 300)).toBe(true);
    expect(mayStart(plan, starter, 30, 300)).toBe(false);
  });

  it('is always there with no limit', () => {
    const free = dayPlan({ days: 186, games: 162 }, 162, 100);
    expect(mayStart(free, starter, 60, 2000)).toBe(true);
  });
});
