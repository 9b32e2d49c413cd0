import { battingRates, inningsNotation, ipFromOuts, pitchingRates, roundRate } from '@bb/engine/rates';
import { lineRates } from '../baseball-ui/stat-columns';
import * as shared from '../index';
import { formatAvg, formatEra, formatInnings, formatWhip } from './stats';

// The screens compute no rate: they show the engine's (@bb/engine/rates, re-exported by @bb/shared) with these formatters.

describe("the engine's rates as the screens show them", () => {
  it('are what @bb/shared hands the apps', () => {
    expect(shared.battingRates).toBe(battingRates);
    expect(shared.ipFromOuts).toBe(ipFromOuts);
  });

  it("write innings the engine's way, from outs or from innings on the wire (raw or rounded to 2 places)", () => {
    // Every outs count of a career and beyond, each way.
    const wrong: number[] = [];
    for (let outs = 1; outs <= 20_000; outs++) {
      const text = inningsNotation(outs);
      if (formatInnings(ipFromOuts(outs)) !== text || formatInnings(roundRate(ipFromOuts(outs), 2)) !== text) wrong.push(outs);
    }
    expect(wrong).toEqual([]);
  });

  it('show a rate without a denominator (null) the way the product shows any non-number', () => {
    const noAtBats = battingRates({ ab: 0, h: 0, d: 0, t: 0, hr: 0, bb: 2 });
    expect(noAtBats.avg).toBeNull();
    expect(formatAvg(noAtBats.avg)).toBe('0.000');
    expect(formatAvg(noAtBats.obp)).toBe('1.000');
    const noOuts = pitchingRates({ outs: 0, er: 3, h: 2, bb: 1 });
    expect(formatEra(noOuts.era, ipFromOuts(0))).toBe('0.00');
    expect(formatWhip(noOuts.whip)).toBe('0.00');
  });

  it("read a Lahman season line (the player page's Historical Statistics) through the engine", () => {
    const line = { AB: 456, H: 185, '2B': 33, '3B': 3, HR: 37, BB: 147, HBP: 3, SF: null };
    const rates = lineRates(line);
    expect(formatAvg(rates.avg)).toBe('0.406');
    expect(formatAvg(rates.obp)).toBe('0.553');
    expect(formatAvg(rates.ops)).toBe('1.287');
    expect(rates.era).toBeNull();
    const pitching = lineRates({ IPouts: 914, ER: 38, H: 198, BB: 62, SO: 268 });
    expect(formatEra(pitching.era, pitching.innings)).toBe('1.12');
    expect(formatInnings(pitching.innings)).toBe('304.2');
  });
});
