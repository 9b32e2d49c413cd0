import type { DraftPlayer } from '../src/draft/autopick';
import { fieldableNeeds, pickLeavesRoom } from '../src/draft/roster-fit';

const hitter = (id: string, ...positions: string[]): DraftPlayer => ({ id, positions, value: 50 });
const starter = (id: string): DraftPlayer => ({ id, positions: ['P'], role: 'SP', value: 50 });
const reliever = (id: string): DraftPlayer => ({ id, positions: ['P'], role: 'RP', value: 50 });
const needs = fieldableNeeds(false);

test('a pick is fine while the picks left can still fill the lineup and a rotation of four', () => {
  // Nothing yet: 12 slots to fill; a catcher with 11 picks left leaves 11 open.
  expect(pickLeavesRoom([], hitter('c', 'C'), 11, needs)).toMatchObject({ ok: true, stillNeeded: 11 });
  // A second catcher with 10 left: still 11 open, one more than the picks.
  expect(pickLeavesRoom([hitter('c', 'C')], hitter('c2', 'C'), 10, needs)).toMatchObject({ ok: false, stillNeeded: 11 });
  // A shortstop instead fills a slot.
  expect(pickLeavesRoom([hitter('c', 'C')], hitter('ss', 'SS'), 10, needs)).toMatchObject({ ok: true, stillNeeded: 10 });
});

test('the last picks must be the positions still open; a reliever does not count as a starter', () => {
  const roster = [hitter('c', 'C'), hitter('1b', '1B'), hitter('2b', '2B'), hitter('3b', '3B'), hitter('ss', 'SS'), hitter('lf', 'LF'), hitter('cf', 'CF'), hitter('rf', 'RF'), starter('s1'), starter('s2'), starter('s3')];
  expect(pickLeavesRoom(roster, reliever('r1'), 0, needs).ok).toBe(false);
  expect(pickLeavesRoom(roster, hitter('dh', '1B'), 0, needs).ok).toBe(false);
  expect(pickLeavesRoom(roster, starter('s4'), 0, needs)).toMatchObject({ ok: true, stillNeeded: 0 });
  expect(pickLeavesRoom(roster, reliever('r1'), 1, needs).ok).toBe(true);
});

test('with the DH rule a ninth hitter is needed; a roster already short may still take a player who fills a hole', () => {
  const dh = fieldableNeeds(true);
  const eight = [hitter('c', 'C'), hitter('1b', '1B'), hitter('2b', '2B'), hitter('3b', '3B'), hitter('ss', 'SS'), hitter('lf', 'LF'), hitter('cf', 'CF'), hitter('rf', 'RF')];
  // Five open (DH and four starters) with this pick and four more: a starter leaves four, a reliever five.
  expect(pickLeavesRoom(eight, starter('s1'), 4, dh)).toMatchObject({ ok: true, stillNeeded: 4 });
  expect(pickLeavesRoom(eight, hitter('x', 'LF'), 4, dh)).toMatchObject({ ok: true, stillNeeded: 4 });
  expect(pickLeavesRoom(eight, reliever('r1'), 4, dh)).toMatchObject({ ok: false, stillNeeded: 5 });
  // Already short (no picks left after this one): anything that fills a hole is allowed, a reliever is not.
  expect(pickLeavesRoom(eight, starter('s1'), 0, dh).ok).toBe(true);
  expect(pickLeavesRoom(eight, reliever('r1'), 0, dh).ok).toBe(false);
});
