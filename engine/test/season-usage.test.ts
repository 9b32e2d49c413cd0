import fc from 'fast-check';
import { simulateGame } from '../src/game/decisions';
import { GameRuntime } from '../src/game/runtime';
import { seedRng, type RngState } from '../src/random/sfc32';
import { emptyUsage, pitcherAvailable, recordUsage, rosterForDay, type SeasonManager, type SeasonTeam, type TeamUsage } from '../src/season/team-usage';
import type { GameState } from '../src/types';
import { makeContext, makeRoster } from './support/fixtures';

const contexts = { '2019-AL': makeContext('2019-AL') };
const team = (id: string): SeasonTeam => ({ roster: makeRoster(id), G: 162, IPouts: 162 * 27 });
const strip = (s: GameState) => JSON.stringify({ ...s, setup: undefined });

/** Plays days from..to, one game a day between the two teams; returns the final states. */
function play(teams: [SeasonTeam, SeasonTeam], usage: [TeamUsage, TeamUsage], rng: RngState, from: number, to: number, managers: [SeasonManager?, SeasonManager?] = [], rt = new GameRuntime()): GameState[] {
  const games: GameState[] = [];
  for (let day = from; day <= to; day++) {
    const home = rosterForDay(teams[1], usage[1], day, rng, managers[1]);
    const away = rosterForDay(teams[0], usage[0], day, rng, managers[0]);
    const g = simulateGame({ home, away, contexts, options: { recordEvents: false }, seed: `u-${day}` }, rt);
    recordUsage(usage[0], g, 0, day);
    recordUsage(usage[1], g, 1, day);
    games.push(g);
  }
  return games;
}

/** A final game stand-in for recordUsage: only the side's pitchers and batters matter. */
function fakeGame(side: 0 | 1, pitchers: Array<[string, number]>): GameState {
  const t = {
    pitchersUsed: pitchers.map((p) => p[0]),
    pitching: Object.fromEntries(pitchers.map(([id, outs]) => [id, { cardId: id, outs }])),
    batting: {},
  };
  const teams = side === 0 ? [t, {}] : [{}, t];
  return { teams } as unknown as GameState;
}

describe('team usage between games', () => {
  it('a five-man rotation cycles, each starter on his fifth day', () => {
    const usage: [TeamUsage, TeamUsage] = [emptyUsage(), emptyUsage()];
    const games = play([team('AWY'), team('HOM')], usage, seedRng('rot'), 1, 15);
    const starters = games.map((g) => g.teams[1].pitchersUsed[0]);
    expect(new Set(starters.slice(0, 5)).size).toBe(5);
    for (let i = 5; i < starters.length; i++) expect(starters[i]).toBe(starters[i - 5]);
    expect(usage[1].games).toBe(15);
    expect(Object.values(usage[1].starts).sort()).toEqual([3, 3, 3, 3, 3]);
  });

  it('a starter never starts on short rest when a rested starter is available (computer and human rotation)', () => {
    const t = team('HOM');
    const sps = [0, 1, 2, 3, 4].map((i) => `HOM-sp${i}`);
    fc.assert(fc.property(
      fc.array(fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }), { minLength: 5, maxLength: 5 }),
      fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 5, maxLength: 5 }),
      fc.boolean(), fc.integer({ min: 1, max: 5 }),
      (last, starts, human, rotLen) => {
        const day = 10;
        const usage = emptyUsage();
        sps.forEach((id, i) => {
          const l = last[i];
          if (l !== undefined) usage.lastStart[id] = day - l;
          usage.starts[id] = starts[i] as number;
        });
        const rested = sps.filter((id) => day - (usage.lastStart[id] ?? -99) > 3);
        const manager: SeasonManager | undefined = human ? { rotation: sps.slice(0, rotLen).reverse() } : undefined;
        const r = rosterForDay(t, usage, day, seedRng('x'), manager);
        if (rested.length) expect(rested).toContain(r.startingPitcher);
        if (human) {
          const restedInRotation = (manager?.rotation ?? []).filter((id) => rested.includes(id));
          if (restedInRotation.length) expect(restedInRotation).toContain(r.startingPitcher);
        }
      },
    ), { numRuns: 300 });
  });

  it('a human rotation goes in order, skipping the tired, then falls back to the computer', () => {
    const usage: [TeamUsage, TeamUsage] = [emptyUsage(), emptyUsage()];
    const mgr: SeasonManager = { rotation: ['HOM-sp3', 'HOM-sp1'] };
    const games = play([team('AWY'), team('HOM')], usage, seedRng('hr'), 1, 6, [undefined, mgr]);
    const starters = games.map((g) => g.teams[1].pitchersUsed[0]);
    expect(starters.slice(0, 2)).toEqual(['HOM-sp3', 'HOM-sp1']);
    expect(starters.slice(2, 4)).not.toContain('HOM-sp3');
    expect(starters.slice(2, 4)).not.toContain('HOM-sp1');
    expect(starters[4]).toBe('HOM-sp3');
    expect(starters[5]).toBe('HOM-sp1');
  });

  it('relievers carry fatigue: two days running (or 7+ outs yesterday) means no third day', () => {
    const usage = emptyUsage();
    recordUsage(usage, fakeGame(1, [['HOM-sp0', 18], ['HOM-rp0', 3], ['HOM-rp1', 7]]), 1, 1);
    expect(pitcherAvailable(usage, 'HOM-rp0', 2)).toBe(true);
    expect(pitcherAvailable(usage, 'HOM-rp1', 2)).toBe(false);
    expect(pitcherAvailable(usage, 'HOM-sp0', 2)).toBe(false);
    recordUsage(usage, fakeGame(1, [['HOM-sp1', 18], ['HOM-rp0', 2]]), 1, 2);
    expect(pitcherAvailable(usage, 'HOM-rp0', 3)).toBe(false);
    expect(pitcherAvailable(usage, 'HOM-rp1', 3)).toBe(true);
    const roster = rosterForDay(team('HOM'), usage, 3, seedRng('f'));
    expect(roster.players.find((p) => p.card.cardId === 'HOM-rp0')?.available).toBe(false);
    expect(roster.players.find((p) => p.card.cardId === 'HOM-rp1')?.available).toBe(true);
    expect(pitcherAvailable(usage, 'HOM-rp0', 4)).toBe(true);
    // Only the last three days are kept.
    for (let d = 3; d <= 9; d++) recordUsage(usage, fakeGame(1, [[`HOM-sp${d % 5}`, 27]]), 1, d);
    for (const r of Object.values(usage.recentOuts)) for (const [d] of r) expect(d).toBeGreaterThan(9 - 3);
    expect(Object.keys(usage.recentOuts).sort()).toEqual(['HOM-sp2', 'HOM-sp3', 'HOM-sp4']);
  });

  it('usage and the rest stream survive JSON: later games are identical', () => {
    const teams: [SeasonTeam, SeasonTeam] = [team('AWY'), team('HOM')];
    const usage: [TeamUsage, TeamUsage] = [emptyUsage(), emptyUsage()];
    const rng = seedRng('json');
    play(teams, usage, rng, 1, 8);
    const saved = JSON.parse(JSON.stringify({ usage, rng })) as { usage: [TeamUsage, TeamUsage]; rng: RngState };
    const a = play(teams, usage, rng, 9, 16);
    const b = play(teams, saved.usage, saved.rng, 9, 16, [], new GameRuntime());
    expect(a.map(strip)).toEqual(b.map(strip));
    expect(JSON.stringify(usage)).toBe(JSON.stringify(saved.usage));
  });

  it('human lineup: resting players replaced at their position, the P spot by the day\'s starter; closer and rest settings', () => {
    const t = team('HOM');
    const lineup = makeRoster('HOM').players.slice(0, 8).map((p) => ({ cardId: p.card.cardId, position: p.card.primaryPosition }));
    lineup.push({ cardId: 'HOM-sp0', position: 'P' });
    let replaced = 0;
    for (let day = 1; day <= 60; day++) {
      const usage = emptyUsage();
      usage.lastStart['HOM-sp0'] = day - 1;
      const r = rosterForDay(t, usage, day, seedRng(`l${day}`), { lineup, closer: 'HOM-rp2' });
      expect(r.closer).toBe('HOM-rp2');
      const order = r.lineup ?? [];
      expect(order).toHaveLength(9);
      expect(order[8]).toEqual({ cardId: r.startingPitcher, position: 'P' });
      expect(r.startingPitcher).not.toBe('HOM-sp0');
      order.slice(0, 8).forEach((x, i) => {
        expect(x.position).toBe(lineup[i]?.position);
        const p = r.players.find((q) => q.card.cardId === x.cardId);
        expect(p?.available).not.toBe(false);
        if (x.cardId !== lineup[i]?.cardId) { replaced++; expect(p?.card.positions).toContain(x.position); }
      });
      // restRegulars 0: nobody takes a day off.
      const full = rosterForDay(t, usage, day, seedRng(`l${day}`), { restRegulars: 0 });
      expect(full.players.every((p) => p.available !== false || p.card.primaryPosition === 'P')).toBe(true);
    }
    expect(replaced).toBeGreaterThan(0);
  });

  it('a named closer takes the save situations', () => {
    const saves = (mgr?: SeasonManager) => {
      const games = play([team('AWY'), team('HOM')], [emptyUsage(), emptyUsage()], seedRng('cl'), 1, 60, [undefined, mgr]);
      const n: Record<string, number> = {};
      for (const g of games) for (const l of Object.values(g.teams[1].pitching)) if (l.sv) n[l.cardId] = (n[l.cardId] ?? 0) + 1;
      return n;
    };
    const computer = saves(), human = saves({ closer: 'HOM-rp4' });
    const top = (n: Record<string, number>) => Object.entries(n).sort((a, b) => b[1] - a[1])[0]?.[0];
    expect(top(computer)).toBe('HOM-cp');
    expect(top(human)).toBe('HOM-rp4');
    expect(human['HOM-cp'] ?? 0).toBeLessThan(computer['HOM-cp'] ?? 0);
  });
});
