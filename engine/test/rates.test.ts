import fc from 'fast-check';
import {
  battingAverage, battingRates, era, inningsNotation, ipFromOuts, lahmanCounts, onBasePct, ops, outsFromIp, per9, perGame, pitchingRates,
  RATE_FORMULAS, rateOf, ratio, roundRate, sluggingPct, totalBases, whip, winPct, type BattingCounts, type PitchingCounts,
} from '../src/stats/rates';
import * as engine from '../src/index';

const count = (max = 800) => fc.integer({ min: 0, max });

/** A batting line that could have happened: hits within at bats, extra-base hits within hits. */
const battingLine = fc
  .record({ ab: count(), bb: count(150), hbp: count(30), sf: count(15), hitShare: fc.double({ min: 0, max: 1, noNaN: true }), xbh: fc.tuple(count(), count(), count()) })
  .map(({ ab, bb, hbp, sf, hitShare, xbh }) => {
    const h = Math.floor(ab * hitShare);
    let room = h;
    const [d, t, hr] = xbh.map((x) => {
      const taken = Math.min(room, x % (room + 1));
      room -= taken;
      return taken;
    }) as [number, number, number];
    return { ab, h, d, t, hr, bb, hbp, sf };
  });

const pitchingLine = fc.record({ outs: count(900), er: count(150), h: count(300), bb: count(150), hr: count(50), so: count(350) });

/** Any counts at all, sense or not: the null policy must hold for every one. */
const anyCounts = fc.record({ ab: count(), h: count(), d: count(), t: count(), hr: count(), bb: count(), hbp: count(), sf: count(), so: count(), er: count(), outs: count(), w: count(), l: count() });

const addBatting = (a: BattingCounts, b: BattingCounts): BattingCounts => ({
  ab: a.ab + b.ab, h: a.h + b.h, d: a.d + b.d, t: a.t + b.t, hr: a.hr + b.hr, bb: a.bb + b.bb, hbp: (a.hbp ?? 0) + (b.hbp ?? 0), sf: (a.sf ?? 0) + (b.sf ?? 0),
});
const addPitching = (a: PitchingCounts, b: PitchingCounts): PitchingCounts => ({ outs: a.outs + b.outs, er: a.er + b.er, h: a.h + b.h, bb: a.bb + b.bb });

/** The rate of two lines together lies between the two lines' own rates (a mediant), floating error aside. */
function between(whole: number | null, a: number | null, b: number | null): boolean {
  if (whole === null || a === null || b === null) return false;
  const eps = 1e-12 * Math.max(1, Math.abs(a), Math.abs(b));
  return whole >= Math.min(a, b) - eps && whole <= Math.max(a, b) + eps;
}

describe('rate statistics (engine/src/stats/rates.ts)', () => {
  it('is what the engine exports, one module', () => {
    expect(engine.era).toBe(era);
    expect(engine.battingRates).toBe(battingRates);
    expect(engine.inningsNotation).toBe(inningsNotation);
  });

  it('never gives NaN or Infinity: a rate is a finite number or null', () => {
    fc.assert(
      fc.property(anyCounts, (c) => {
        const all = [...Object.values(battingRates(c)), ...Object.values(pitchingRates(c)), winPct(c.w, c.l), perGame(c.h, c.ab), per9(c.so, c.outs)];
        return all.every((r) => r === null || Number.isFinite(r));
      }),
    );
  });

  it('is null exactly when the denominator is zero', () => {
    fc.assert(
      fc.property(anyCounts, (c) => {
        expect(battingAverage(c) === null).toBe(c.ab === 0);
        expect(sluggingPct(c) === null).toBe(c.ab === 0);
        expect(onBasePct(c) === null).toBe(c.ab + c.bb + c.hbp + c.sf === 0);
        expect(ops(c) === null).toBe(onBasePct(c) === null || sluggingPct(c) === null);
        for (const r of Object.values(pitchingRates(c))) expect(r === null).toBe(c.outs === 0);
        expect(winPct(c.w, c.l) === null).toBe(c.w + c.l === 0);
      }),
    );
  });

  it('a pitcher without an out has no ERA or WHIP, whatever he allowed', () => {
    expect(era({ er: 4, outs: 0 })).toBeNull();
    expect(whip({ h: 3, bb: 2, outs: 0 })).toBeNull();
    expect(pitchingRates({ outs: 0, er: 0, h: 0, bb: 0 })).toEqual({ era: null, whip: null, h9: null, bb9: null, hr9: null, so9: null });
  });

  it('computes the textbook formulas', () => {
    // Ted Williams, 1941: 185 H, 33 2B, 3 3B, 37 HR, 147 BB, 3 HBP in 456 AB (no SF then).
    const williams = { ab: 456, h: 185, d: 33, t: 3, hr: 37, bb: 147, hbp: 3, sf: 0 };
    expect(totalBases(williams)).toBe(335);
    expect(roundRate(battingAverage(williams), 3)).toBe(0.406);
    expect(roundRate(onBasePct(williams), 3)).toBe(0.553);
    expect(roundRate(sluggingPct(williams), 3)).toBe(0.735);
    expect(roundRate(ops(williams), 3)).toBe(1.287);
    // Bob Gibson, 1968: 304⅔ innings (914 outs), 38 ER, 198 H, 62 BB, 268 SO.
    const gibson = { outs: 914, er: 38, h: 198, bb: 62, so: 268, hr: 11 };
    expect(roundRate(era(gibson), 2)).toBe(1.12);
    expect(roundRate(whip(gibson), 3)).toBe(0.853);
    expect(roundRate(pitchingRates(gibson).so9, 1)).toBe(7.9);
    expect(inningsNotation(gibson.outs)).toBe('304.2');
    expect(roundRate(winPct(116, 36), 3)).toBe(0.763);
  });

  it('is the same quotient as the formula written out (so old figures keep their values)', () => {
    fc.assert(
      fc.property(battingLine, pitchingLine, (b, p) => {
        const tb = b.h + b.d + 2 * b.t + 3 * b.hr;
        const obpDen = b.ab + b.bb + b.hbp + b.sf;
        expect(battingAverage(b)).toBe(b.ab > 0 ? b.h / b.ab : null);
        expect(onBasePct(b)).toBe(obpDen > 0 ? (b.h + b.bb + b.hbp) / obpDen : null);
        expect(sluggingPct(b)).toBe(b.ab > 0 ? tb / b.ab : null);
        expect(era(p)).toBe(p.outs > 0 ? (27 * p.er) / p.outs : null);
        expect(whip(p)).toBe(p.outs > 0 ? (3 * (p.h + p.bb)) / p.outs : null);
        if (p.outs > 0) expect(era(p)).toBeCloseTo((9 * p.er) / ipFromOuts(p.outs), 9);
      }),
    );
  });

  it('keeps batting rates in their ranges: AVG and OBP in [0, 1], SLG between AVG and 4', () => {
    fc.assert(
      fc.property(battingLine, (b) => {
        const r = battingRates(b);
        if (r.avg !== null) expect(r.avg).toBeGreaterThanOrEqual(0);
        if (r.avg !== null) expect(r.avg).toBeLessThanOrEqual(1);
        if (r.obp !== null) expect(r.obp).toBeGreaterThanOrEqual(0);
        if (r.obp !== null) expect(r.obp).toBeLessThanOrEqual(1);
        if (r.slg !== null && r.avg !== null) expect(r.slg).toBeGreaterThanOrEqual(r.avg);
        if (r.slg !== null) expect(r.slg).toBeLessThanOrEqual(4);
        if (r.ops !== null) expect(r.ops).toBe((r.obp as number) + (r.slg as number));
      }),
    );
  });

  it('AVG is at most OBP when there are no sacrifice flies', () => {
    fc.assert(
      fc.property(battingLine, (line) => {
        const b = { ...line, sf: 0 };
        const avg = battingAverage(b);
        const obp = onBasePct(b);
        return avg === null || (obp !== null && avg <= obp);
      }),
    );
  });

  it('two lines together have a rate between the two (the mediant): a season between its halves', () => {
    fc.assert(
      fc.property(battingLine, battingLine, (a, b) => {
        const ab = addBatting(a, b);
        if (a.ab > 0 && b.ab > 0) expect(between(battingAverage(ab), battingAverage(a), battingAverage(b))).toBe(true);
        if (a.ab > 0 && b.ab > 0) expect(between(sluggingPct(ab), sluggingPct(a), sluggingPct(b))).toBe(true);
        if (onBasePct(a) !== null && onBasePct(b) !== null) expect(between(onBasePct(ab), onBasePct(a), onBasePct(b))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(pitchingLine, pitchingLine, (a, b) => {
        fc.pre(a.outs > 0 && b.outs > 0);
        const ab = addPitching(a, b);
        expect(between(era(ab), era(a), era(b))).toBe(true);
        expect(between(whip(ab), whip(a), whip(b))).toBe(true);
      }),
    );
    fc.assert(fc.property(count(), count(), count(), count(), (w1, l1, w2, l2) => {
      fc.pre(w1 + l1 > 0 && w2 + l2 > 0);
      return between(winPct(w1 + w2, l1 + l2), winPct(w1, l1), winPct(w2, l2));
    }));
  });

  it('counts a missing hit by pitch or sacrifice fly as none', () => {
    fc.assert(fc.property(battingLine, (b) => onBasePct({ ab: b.ab, h: b.h, bb: b.bb }) === onBasePct({ ...b, hbp: 0, sf: 0 })));
  });

  it('takes innings to outs and back: ipFromOuts and outsFromIp round-trip, also through the wire\'s 2 places', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000_000 }), (outs) => {
        expect(outsFromIp(ipFromOuts(outs))).toBe(outs);
        expect(outsFromIp(roundRate(ipFromOuts(outs), 2))).toBe(outs);
      }),
    );
  });

  it('writes innings the scorebook way: whole innings, a dot, and the outs of the unfinished one', () => {
    expect(inningsNotation(20)).toBe('6.2');
    expect(inningsNotation(243)).toBe('81.0');
    expect(inningsNotation(244)).toBe('81.1');
    expect(inningsNotation(0)).toBe('0.0');
    expect(inningsNotation(-3)).toBe('0.0');
    expect(inningsNotation(Number.NaN)).toBe('0.0');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000_000 }), (outs) => {
        const m = /^(\d+)\.([012])$/.exec(inningsNotation(outs));
        expect(m).not.toBeNull();
        expect(Number(m![1]) * 3 + Number(m![2])).toBe(outs);
      }),
    );
  });

  it('gives per-game and per-9 rates, null without games or outs', () => {
    expect(perGame(810, 162)).toBe(5);
    expect(perGame(5, 0)).toBeNull();
    expect(per9(10, 27)).toBe(10);
    expect(per9(1, 0)).toBeNull();
    expect(ratio(1, -1)).toBeNull();
    expect(ratio(Number.NaN, 2)).toBeNull();
  });

  it('evaluates each formula by its definition', () => {
    for (const formula of Object.values(RATE_FORMULAS)) expect(rateOf(formula, {})).toBeNull();
    expect(rateOf(RATE_FORMULAS.so9, { so: 9, outs: 27 })).toBe(9);
  });

  it('rounds for the wire and keeps null', () => {
    expect(roundRate(0.40570175, 3)).toBe(0.406);
    expect(roundRate(null, 3)).toBeNull();
    fc.assert(fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (x) => Math.abs((roundRate(x, 2) as number) - x) <= 0.005 + 1e-12));
  });

  it("reads a Lahman line's columns, a missing or null one as none", () => {
    expect(lahmanCounts({ AB: 456, H: 185, '2B': 33, '3B': 3, HR: 37, BB: 147, HBP: 3, SF: null, IPouts: '12', ER: undefined })).toEqual({
      ab: 456, h: 185, d: 33, t: 3, hr: 37, bb: 147, hbp: 3, sf: 0, so: 0, er: 0, outs: 12, w: 0, l: 0,
    });
    expect(lahmanCounts(undefined)).toEqual({ ab: 0, h: 0, d: 0, t: 0, hr: 0, bb: 0, hbp: 0, sf: 0, so: 0, er: 0, outs: 0, w: 0, l: 0 });
  });
});
