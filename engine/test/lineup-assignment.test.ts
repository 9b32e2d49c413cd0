import fc from 'fast-check';
import { assignMinCost } from '../src/manager/assign';
import { buildLineup } from '../src/manager/lineup';
import type { Position, Roster } from '../src/types';
import { makeRoster } from './support/fixtures';

/** Every way of giving each row a distinct column, for checking the assignment against on small matrices. */
function bruteMin(cost: number[][]): number {
  const n = cost.length, m = cost[0]!.length;
  let best = Infinity;
  const used = new Array<boolean>(m).fill(false);
  const walk = (row: number, sum: number) => {
    if (row === n) { best = Math.min(best, sum); return; }
    for (let c = 0; c < m; c++) {
      if (used[c]) continue;
      used[c] = true;
      walk(row + 1, sum + cost[row]![c]!);
      used[c] = false;
    }
  };
  walk(0, 0);
  return best;
}

describe('assignMinCost', () => {
  it('finds an assignment of least total cost, each column once (against every assignment of small matrices)', () => {
    const matrix = fc.integer({ min: 1, max: 5 }).chain((n) =>
      fc.integer({ min: n, max: 7 }).chain((m) => fc.array(fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: m, maxLength: m }), { minLength: n, maxLength: n })),
    );
    fc.assert(
      fc.property(matrix, (cost) => {
        const pick = assignMinCost(cost);
        expect(new Set(pick).size).toBe(cost.length);
        expect(pick.every((c) => c >= 0 && c < cost[0]!.length)).toBe(true);
        expect(pick.reduce((s, c, r) => s + cost[r]![c]!, 0)).toBe(bruteMin(cost));
      }),
      { numRuns: 300, seed: 40 },
    );
  });

  it('refuses fewer columns than rows and gives nothing for no rows', () => {
    expect(() => assignMinCost([[1], [2]])).toThrow(/at least as many columns/);
    expect(assignMinCost([])).toEqual([]);
  });
});

describe('the computer lineup as one assignment', () => {
  /** The fixture roster with one player's positions (most games first) and plate appearances changed. */
  const withPlayer = (r: Roster, id: string, positions: Position[], teamPa?: number): Roster => ({
    ...r,
    players: r.players.map((p) => (p.card.cardId === id ? { ...p, ...(teamPa === undefined ? {} : { teamPa }), card: { ...p.card, primaryPosition: positions[0]!, positions } } : p)),
  });

  it('plays a regular who also played a few games at short in his outfield, so the shortstop keeps his place', () => {
    // 1955 Cleveland: Al Smith (725 PA, outfield, five games at short) and Strickland (455 PA, short only). Filling
    // short first with its most-used eligible player benched Strickland for a 300-PA outfielder.
    let r = makeRoster('T');
    r = withPlayer(r, 'T-reg5', ['LF', 'SS'], 725);
    r = withPlayer(r, 'T-reg4', ['SS'], 455);
    r = withPlayer(r, 'T-reg6', ['CF'], 300);
    r = withPlayer(r, 'T-bench3', ['CF', 'LF'], 310);
    const lineup = buildLineup(r, false, 'T-sp0');
    const at = (pos: string) => lineup.find((s) => s.position === pos)?.cardId;
    expect(at('SS')).toBe('T-reg4');
    expect(at('LF')).toBe('T-reg5');
    // The 310-PA outfielder plays over the 300-PA one: the side with the most playing time behind it.
    expect(at('CF')).toBe('T-bench3');
  });

  it('keeps a player at the position he played most when another would do as well', () => {
    let r = makeRoster('T');
    // Two infielders of equal standing: each at his own position, not swapped.
    r = withPlayer(r, 'T-reg2', ['2B', 'SS'], 600);
    r = withPlayer(r, 'T-reg4', ['SS', '2B'], 600);
    const lineup = buildLineup(r, true, 'T-sp0');
    expect(lineup.find((s) => s.position === '2B')?.cardId).toBe('T-reg2');
    expect(lineup.find((s) => s.position === 'SS')?.cardId).toBe('T-reg4');
  });

  it('never fills two positions with one player listed twice', () => {
    const r = makeRoster('T');
    const twice: Roster = { ...r, players: [...r.players, { ...r.players[0]! }] };
    const lineup = buildLineup(twice, true, 'T-sp0');
    const ids = lineup.map((s) => s.cardId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says which position a roster too short cannot field', () => {
    const r = makeRoster('T');
    const bats = r.players.filter((p) => !p.card.pitching);
    const short: Roster = { ...r, players: [...bats.slice(0, 7), ...r.players.filter((p) => p.card.pitching)] };
    expect(() => buildLineup(short, false, 'T-sp0')).toThrow(/cannot field/);
    const eight: Roster = { ...r, players: [...bats.slice(0, 8), ...r.players.filter((p) => p.card.pitching)] };
    expect(() => buildLineup(eight, true, 'T-sp0')).toThrow(/has no DH/);
    expect(buildLineup(eight, false, 'T-sp0')).toHaveLength(9);
  });
});
