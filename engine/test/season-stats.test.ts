import fc from 'fast-check';
import { simulateGame } from '../src/game/decisions';
import { boxScore } from '../src/stats/box-score';
import { addBat, addPitch, BAT_KEYS, emptyBat, gameLines, packLines, PITCH_PACK_KEYS, unpackLines, type BatLine, type GameLines, type PitchLine } from '../src/season/season-stats';
import { makeSetup } from './support/fixtures';

const sum = <T>(xs: T[], f: (x: T) => number) => xs.reduce((a, x) => a + f(x), 0);

describe('per-game stat lines', () => {
  const games = Array.from({ length: 40 }, (_, i) => simulateGame(makeSetup(`lines-${i}`, { recordEvents: false, dh: i % 2 === 0 })));

  it('lines add up to the box score: runs, hits, walks, strikeouts, outs, W/L/SV', () => {
    for (const g of games) {
      const lines = gameLines(g);
      const box = boxScore(g);
      expect(lines.team).toEqual([g.setup.away.teamId, g.setup.home.teamId]);
      ([0, 1] as const).forEach((side) => {
        const t = g.teams[side], opp = g.teams[side === 0 ? 1 : 0];
        const bt = side === 0 ? box.away : box.home;
        const bat = Object.keys(t.batting).map((id) => lines.bat[id] as BatLine);
        const pitch = t.pitchersUsed.map((id) => lines.pitch[id] as PitchLine);
        expect(sum(bat, (l) => l.r)).toBe(g.score[side]);
        expect(sum(bat, (l) => l.r)).toBe(bt.runs);
        expect(sum(bat, (l) => l.h)).toBe(bt.hits);
        expect(sum(bat, (l) => l.g)).toBe(bat.length);
        expect(sum(bat, (l) => l.bb)).toBe(sum(opp.pitchersUsed.map((id) => lines.pitch[id] as PitchLine), (l) => l.bb));
        expect(sum(bat, (l) => l.so)).toBe(sum(opp.pitchersUsed.map((id) => lines.pitch[id] as PitchLine), (l) => l.so));
        expect(sum(bat, (l) => l.hr)).toBe(sum(opp.pitchersUsed.map((id) => lines.pitch[id] as PitchLine), (l) => l.hr));
        expect(sum(pitch, (l) => l.r)).toBe(g.score[side === 0 ? 1 : 0]);
        expect(sum(pitch, (l) => l.h)).toBe(side === 0 ? box.home.hits : box.away.hits);
        expect(sum(pitch, (l) => l.gs)).toBe(1);
        expect(sum(pitch, (l) => l.g)).toBe(t.pitchersUsed.length);
        expect(sum(pitch, (l) => l.er)).toBeLessThanOrEqual(sum(pitch, (l) => l.r));
        expect(sum(pitch, (l) => l.w)).toBe(g.winner === side ? 1 : 0);
        expect(sum(pitch, (l) => l.l)).toBe(g.winner === side ? 0 : 1);
        expect(sum(pitch, (l) => l.sv)).toBeLessThanOrEqual(g.winner === side ? 1 : 0);
        expect(sum(pitch, (l) => l.cg)).toBe(t.pitchersUsed.length === 1 ? 1 : 0);
        // The defence's outs = the batting side's PA that ended in an out, give or take runners out on the bases.
        expect(sum(pitch, (l) => l.outs)).toBeGreaterThanOrEqual(24);
      });
      expect(lines.winningPitcher && lines.pitch[lines.winningPitcher]?.w).toBe(1);
      expect(lines.losingPitcher && lines.pitch[lines.losingPitcher]?.l).toBe(1);
      if (lines.save) expect(lines.pitch[lines.save]?.sv).toBe(1);
      expect(unpackLines(JSON.parse(JSON.stringify(packLines(lines))))).toEqual(lines);
    }
  });

  it('a season of packed lines stays well under 10 MB of JSON', () => {
    const bytes = sum(games, (g) => JSON.stringify(packLines(gameLines(g))).length);
    // 2,430 games of a 30-team season.
    expect((bytes / games.length) * 2430).toBeLessThan(5e6);
  });

  it('addBat / addPitch add field by field', () => {
    const [a, b] = Object.values(gameLines(games[0] as (typeof games)[0]).bat) as [BatLine, BatLine];
    const s = addBat(a, b);
    for (const k of BAT_KEYS) expect(s[k]).toBe(a[k] + b[k]);
    expect(addBat(undefined, a)).toEqual(a);
    expect(addBat(emptyBat(), emptyBat())).toEqual(emptyBat());
    const [p] = Object.values(gameLines(games[1] as (typeof games)[0]).pitch) as [PitchLine];
    expect(addPitch(p, p).outs).toBe(2 * p.outs);
    expect(addPitch(undefined, p)).toEqual(p);
  });

  it('packing round trips any lines (property)', () => {
    const n = fc.nat({ max: 400 });
    const batLine = fc.record(Object.fromEntries(BAT_KEYS.map((k) => [k, n])) as Record<keyof BatLine, typeof n>);
    const pitchLine = fc.record(Object.fromEntries(PITCH_PACK_KEYS.map((k) => [k, n])) as Record<keyof PitchLine, typeof n>);
    const id = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s !== '__proto__');
    const lines = fc.record({
      bat: fc.dictionary(id, batLine, { maxKeys: 30 }),
      pitch: fc.dictionary(id, pitchLine, { maxKeys: 12 }),
      team: fc.tuple(fc.string(), fc.string()),
      winningPitcher: fc.option(fc.string(), { nil: null }),
      losingPitcher: fc.option(fc.string(), { nil: null }),
      save: fc.option(fc.string(), { nil: null }),
    }) as fc.Arbitrary<GameLines>;
    fc.assert(fc.property(lines, (l) => {
      const packed = JSON.parse(JSON.stringify(packLines(l))) as unknown;
      expect(unpackLines(packed)).toEqual(l);
    }), { numRuns: 300 });
    expect(() => unpackLines([9])).toThrow();
    expect(() => unpackLines([1, 'A', 'B', null, null, null, 1, ['x', 'y']])).toThrow();
  });
});
