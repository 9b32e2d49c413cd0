import { autopick, type DraftPlayer } from '../src/draft/autopick';
import { fieldableNeeds, rosterRoom } from '../src/draft/roster-fit';

const hitter = (id: string, ...positions: string[]): DraftPlayer => ({ id, positions, value: 50 });
const starter = (id: string, value = 50): DraftPlayer => ({ id, positions: ['P'], role: 'SP', value });
const reliever = (id: string, value = 50): DraftPlayer => ({ id, positions: ['P'], role: 'RP', value });
const needs = fieldableNeeds(false);

/** A pool with plenty of every position. */
const deep: DraftPlayer[] = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF']
  .flatMap((pos) => [1, 2, 3, 4].map((n) => hitter(`${pos}${n}`, pos)))
  .concat([1, 2, 3, 4, 5, 6].map((n) => starter(`sp${n}`)), [1, 2, 3].map((n) => reliever(`rp${n}`)));

/** Whether taking `player` with `picksLeft` picks (his included) is allowed, the rest of `pool` still available. */
const fits = (roster: DraftPlayer[], player: DraftPlayer, picksLeft: number, pool = deep, n = needs) =>
  rosterRoom(roster, pool.filter((p) => p.id !== player.id).concat(player), picksLeft, n).fits(player);

test('a pick is fine while the picks after it can still fill the lineup and a rotation of four', () => {
  // Nothing yet: 12 slots to fill in 12 picks; a catcher fills one.
  expect(rosterRoom([], deep, 12, needs)).toMatchObject({ fillable: 12, picksLeft: 12, fillOnly: true });
  expect(fits([], hitter('C1', 'C'), 12)).toBe(true);
  // A second catcher with 11 picks (his included): 11 open, 10 picks after him.
  expect(fits([hitter('C1', 'C')], hitter('C2', 'C'), 11)).toBe(false);
  expect(fits([hitter('C1', 'C')], hitter('SS1', 'SS'), 11)).toBe(true);
  // One pick to spare: anyone.
  expect(fits([hitter('C1', 'C')], hitter('C2', 'C'), 12)).toBe(true);
  expect(rosterRoom([hitter('C1', 'C')], deep, 12, needs).fillOnly).toBe(false);
});

test('the last picks must be the positions still open; a reliever does not count as a starter', () => {
  const roster = [hitter('c', 'C'), hitter('1b', '1B'), hitter('2b', '2B'), hitter('3b', '3B'), hitter('ss', 'SS'), hitter('lf', 'LF'), hitter('cf', 'CF'), hitter('rf', 'RF'), starter('s1'), starter('s2'), starter('s3')];
  expect(fits(roster, reliever('rp1'), 1)).toBe(false);
  expect(fits(roster, hitter('1B1', '1B'), 1)).toBe(false);
  expect(fits(roster, starter('sp4'), 1)).toBe(true);
  expect(fits(roster, reliever('rp1'), 2)).toBe(true);
  expect(rosterRoom(roster, deep, 1, needs).open).toMatchObject({ SP: 1, C: 0, OF: 0 });
});

test('with the DH rule a ninth hitter is needed; a roster already short may still take a player who fills a hole', () => {
  const dh = fieldableNeeds(true);
  const eight = [hitter('c', 'C'), hitter('1b', '1B'), hitter('2b', '2B'), hitter('3b', '3B'), hitter('ss', 'SS'), hitter('lf', 'LF'), hitter('cf', 'CF'), hitter('rf', 'RF')];
  // Five open (DH and four starters) with this pick and four more: a starter or any hitter fills one, a reliever none.
  expect(fits(eight, starter('sp1'), 5, deep, dh)).toBe(true);
  expect(fits(eight, hitter('LF1', 'LF'), 5, deep, dh)).toBe(true);
  expect(fits(eight, reliever('rp1'), 5, deep, dh)).toBe(false);
  // Already short (no picks after this one): anything that fills a hole is allowed, a reliever is not.
  expect(fits(eight, starter('sp1'), 1, deep, dh)).toBe(true);
  expect(fits(eight, reliever('rp1'), 1, deep, dh)).toBe(false);
});

test('a slot nobody left can fill does not hold back the other picks', () => {
  // No catcher in the pool: eleven fillable slots, so with twelve picks one may go to anyone (a reliever).
  const noCatchers = deep.filter((p) => !p.positions.includes('C'));
  expect(rosterRoom([], noCatchers, 12, needs)).toMatchObject({ fillable: 11, fillOnly: false, open: expect.objectContaining({ C: 1 }) });
  expect(fits([], reliever('rp1'), 12, noCatchers)).toBe(true);
  // A utility player fills whichever hole is left: with second base filled, a 2B/SS is a shortstop.
  const roster = [hitter('2b', '2B')];
  expect(rosterRoom(roster, [hitter('util', '2B', 'SS')], 1, needs).fillable).toBe(1);
});

test('autopick takes only players the rule allows, queued ones included', () => {
  const eight = [hitter('c', 'C'), hitter('1b', '1B'), hitter('2b', '2B'), hitter('3b', '3B'), hitter('ss', 'SS'), hitter('lf', 'LF'), hitter('cf', 'CF'), hitter('rf', 'RF')];
  const pool = [reliever('ace', 99), starter('sp1', 40), starter('sp2', 30), starter('sp3', 20), starter('sp4', 10), hitter('bat', '1B')];
  const room = rosterRoom(eight, pool, 4, needs);
  expect(room.fillOnly).toBe(true);
  // The best-rated reliever is queued and would fill a bullpen slot of a bigger roster: not while four starters are needed in four picks.
  const bigger = { ...needs, slots: { ...needs.slots, RP: 7 } };
  expect(autopick(pool, eight, ['ace'], new Set(), bigger)).toBe('ace');
  expect(autopick(pool, eight, ['ace'], new Set(), bigger, room.fits)).toBe('sp1');
});
