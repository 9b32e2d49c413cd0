import { autopick, openSlots, type DraftPlayer } from '../src/draft/autopick';
import { createDraft, currentPick, makePick } from '../src/draft/draft-state';
import { seedRng, nextUint32 } from '../src/random/sfc32';

const hitter = (id: string, value: number, ...positions: string[]): DraftPlayer => ({ id, positions, value });
const pitcher = (id: string, value: number, role: 'SP' | 'RP'): DraftPlayer => ({ id, positions: ['P'], role, value });

/** A deterministic pool: about half pitchers; hitters with a primary position and sometimes a second one. */
function makePool(size: number, seed: string): DraftPlayer[] {
  const rng = seedRng(seed);
  const u = () => nextUint32(rng) / 2 ** 32;
  const primaries = ['C', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'OF', 'DH'];
  const seconds = ['1B', '2B', '3B', 'SS', 'OF', 'LF'];
  return Array.from({ length: size }, (_, i) => {
    const value = Math.round(u() * 1000) / 10;
    if (u() < 0.5) return pitcher(`x${i}`, value, u() < 0.45 ? 'SP' : 'RP');
    const positions = [primaries[Math.floor(u() * primaries.length)] as string];
    if (u() < 0.3) positions.push(seconds[Math.floor(u() * seconds.length)] as string);
    return { id: `x${i}`, positions, value };
  });
}

/** Whether a roster can field C, 1B, 2B, 3B, SS and three outfielders at once (backtracking over the eight spots). */
function canField(roster: DraftPlayer[]): boolean {
  const spots = ['C', '1B', '2B', '3B', 'SS', 'OF', 'OF', 'OF'];
  const norm = (p: string) => (p === 'LF' || p === 'CF' || p === 'RF' ? 'OF' : p);
  const used = new Set<number>();
  const fill = (k: number): boolean => {
    if (k === spots.length) return true;
    for (let i = 0; i < roster.length; i++) {
      if (used.has(i) || !(roster[i] as DraftPlayer).positions.map(norm).includes(spots[k] as string)) continue;
      used.add(i);
      if (fill(k + 1)) return true;
      used.delete(i);
    }
    return false;
  };
  return fill(0);
}

describe('autopick', () => {
  const pool = [
    hitter('c1', 99, 'C'), hitter('c2', 98, 'C'), hitter('ss', 50, 'SS'), hitter('2b', 40, '2B'),
    pitcher('sp', 60, 'SP'), pitcher('rp', 30, 'RP'),
  ];

  it('takes the first undrafted player in the queue, skipping drafted and unknown ids', () => {
    expect(autopick(pool, [], ['nobody', 'ss', 'rp'], new Set(['ss']))).toBe('rp');
    expect(autopick(pool, [], ['2b'], new Set())).toBe('2b');
  });

  it('otherwise the best available, skipping drafted players', () => {
    expect(autopick(pool, [], [], new Set())).toBe('c1');
    expect(autopick(pool, [], [], new Set(['c1']))).toBe('c2');
  });

  it('fills open positions before depth: no second catcher while second base is empty', () => {
    const roster = [hitter('mine', 70, 'C'), hitter('dh', 70, 'DH')];
    const drafted = new Set(['mine', 'dh']);
    expect(autopick(pool, roster, [], drafted)).toBe('sp');
    expect(autopick(pool, roster, [], new Set([...drafted, 'sp']))).toBe('ss');
    // With the DH open, a catcher may be the DH (a bat fills it) while he is under the catchers' limit of two.
    expect(autopick(pool, [hitter('mine', 70, 'C')], [], new Set(['mine']))).toBe('c1');
    expect(autopick(pool, [hitter('mine', 70, 'C'), hitter('mine2', 70, 'C')], [], new Set(['mine', 'mine2']))).toBe('sp');
  });

  it('never a fifth catcher while a position is open, even when catchers are the best left', () => {
    const catchers = Array.from({ length: 40 }, (_, i) => hitter(`C${i}`, 200 - i, 'C'));
    const big = [...catchers, hitter('lone-ss', 1, 'SS'), ...makePool(300, 'fifth').filter((p) => !p.positions.includes('SS'))];
    const roster = catchers.slice(0, 4);
    const drafted = new Set(roster.map((p) => p.id));
    const pick = autopick(big, roster, [], drafted);
    expect(pick).not.toMatch(/^C\d/);
    expect(openSlots(roster).C).toBe(0);
  });

  it('a multi-position player counts where he is needed (augmenting, not first-fit)', () => {
    // A 1B/SS already plays short in the best assignment only if a first baseman arrives.
    const roster = [hitter('util', 50, 'SS', '1B')];
    const p = [hitter('first', 90, '1B'), hitter('short', 80, 'SS'), pitcher('arm', 10, 'SP')];
    expect(autopick(p, roster, [], new Set(['util']))).toBe('first');
    expect(openSlots([...roster, p[0] as DraftPlayer]).SS).toBe(0);
  });

  it('after the slots are filled, takes depth within the limits and then the thinnest position', () => {
    const full = [
      hitter('a', 1, 'C'), hitter('b', 1, '1B'), hitter('c', 1, '2B'), hitter('d', 1, '3B'), hitter('e', 1, 'SS'),
      hitter('f', 1, 'OF'), hitter('g', 1, 'OF'), hitter('h', 1, 'OF'), hitter('i', 1, 'DH'),
      ...Array.from({ length: 5 }, (_, i) => pitcher(`s${i}`, 1, 'SP')), ...Array.from({ length: 7 }, (_, i) => pitcher(`r${i}`, 1, 'RP')),
      hitter('c2', 1, 'C'),
    ];
    expect(Object.values(openSlots(full)).every((n) => n === 0)).toBe(true);
    const drafted = new Set(full.map((p) => p.id));
    const p = [hitter('c3', 90, 'C'), hitter('of', 50, 'CF'), pitcher('rp', 40, 'RP')];
    expect(autopick(p, full, [], drafted)).toBe('of');
    expect(autopick([hitter('c3', 90, 'C')], full, [], drafted)).toBe('c3');
    expect(() => autopick([], full, [], drafted)).toThrow('No players are left to draft.');
  });

  it('a 30-team, 26-round all-computer draft over 3,000 players gives every team a legal roster, fast', () => {
    const big = makePool(3000, 'league');
    const byId = new Map(big.map((p) => [p.id, p]));
    const started = performance.now();
    let s = createDraft({ teams: 30, rounds: 26 });
    const rosters: DraftPlayer[][] = Array.from({ length: 30 }, () => []);
    const drafted = new Set<string>();
    let slowest = 0;
    let picking = 0;
    let slowestPick = 0;
    for (let cur = currentPick(s); cur; cur = currentPick(s)) {
      const t0 = performance.now();
      const id = autopick(big, rosters[cur.team] as DraftPlayer[], [], drafted);
      const took = performance.now() - t0;
      picking += took;
      if (took > slowest) [slowest, slowestPick] = [took, cur.pick];
      s = makePick(s, { pick: cur.pick, team: cur.team, playerId: id, auto: true });
      drafted.add(id);
      (rosters[cur.team] as DraftPlayer[]).push(byId.get(id) as DraftPlayer);
    }
    const ms = performance.now() - started;
    console.log(`30x26 all-computer draft over ${big.length} players: ${ms.toFixed(1)} ms in all, autopick ${(picking / 780).toFixed(3)} ms each on average, slowest ${slowest.toFixed(2)} ms (pick ${slowestPick}; the first call sorts the pool)`);
    expect(s.picks).toHaveLength(780);
    expect(drafted.size).toBe(780);
    for (const roster of rosters) {
      expect(roster).toHaveLength(26);
      expect(canField(roster)).toBe(true);
      expect(roster.filter((p) => p.role === 'SP').length).toBeGreaterThanOrEqual(5);
      expect(roster.filter((p) => p.positions[0] === 'C').length).toBeLessThanOrEqual(2);
      expect(roster.filter((p) => p.positions.includes('P')).length).toBeGreaterThanOrEqual(12);
    }
    expect(ms).toBeLessThan(1000);
  });
});
