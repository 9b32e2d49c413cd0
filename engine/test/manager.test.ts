import { createGame } from '../src/game/create';
import { GameRuntime } from '../src/game/runtime';
import { chooseReliefChange, pickReliever } from '../src/manager/bullpen';
import { buildLineup } from '../src/manager/lineup';
import { chooseStarter } from '../src/manager/rotation';
import { wantsSacrifice } from '../src/manager/tactics';
import { advanceShift, tacticsFactor } from '../src/rules/aggressiveness';
import { tryAdvance } from '../src/rules/plate-appearance';
import { lineupValid } from '../src/rules/substitution';
import { makeRoster, makeSetup } from './support/fixtures';

describe('computer manager', () => {
  it('builds a valid lineup with and without DH, regulars first', () => {
    const r = makeRoster('T');
    for (const dh of [true, false]) {
      const order = buildLineup(r, dh, 'T-sp0');
      expect(lineupValid(order, dh)).toBe(true);
      expect(order.some((x) => x.cardId.startsWith('T-bench'))).toBe(false);
    }
  });

  it('rotation follows the real share of starts and skips tired starters', () => {
    const r = makeRoster('T');
    r.players.forEach((p) => { if (p.card.cardId === 'T-sp0') p.teamGs = 34; else if (p.card.pitching?.gamesStarted) p.teamGs = 8; });
    const starts: Record<string, number> = {}, last: Record<string, number> = {};
    for (let day = 0; day < 66; day++) {
      const id = chooseStarter(r, starts, last, day, 3);
      if (last[id] !== undefined) expect(day - (last[id] as number)).toBeGreaterThan(3);
      starts[id] = (starts[id] ?? 0) + 1;
      last[id] = day;
    }
    expect(starts['T-sp0']).toBeGreaterThanOrEqual(14);
    expect(starts['T-sp0']).toBeLessThanOrEqual(17);
  });

  it('brings the closer into a ninth-inning save situation', () => {
    const setup = makeSetup(1);
    const rt = new GameRuntime().register(setup);
    const s = createGame(setup, rt);
    s.inning = 9; s.half = 0; s.score = [2, 4];
    expect(chooseReliefChange(s, rt, 1)).toBe('HOM-cp');
    s.score = [2, 9];
    expect(chooseReliefChange(s, rt, 1)).toBeNull();
  });

  it('a complete-game starter keeps his own save spot and may finish a ninth he trails in', () => {
    const setup = makeSetup(1);
    const rt = new GameRuntime().register(setup);
    const s = createGame(setup, rt);
    const sp = rt.card(s.teams[1].pitcherId).pitching!;
    sp.ratings.completeGameRate = 0.45;
    s.inning = 9; s.half = 0; s.score = [2, 4];
    s.teams[1].pitcherBf = 30; s.teams[1].pitcherRuns = 2;
    expect(chooseReliefChange(s, rt, 1)).toBeNull();
    // Past his hard limit at the start of the ninth, trailing: a .45 CG starter still finishes.
    s.score = [4, 2];
    s.teams[1].pitcherBf = Math.ceil(sp.ratings.endurance * (1.05 + 0.45 * 0.45)) + 1;
    expect(chooseReliefChange(s, rt, 1)).toBeNull();
    // A modern starter (no complete games) is relieved in both spots.
    sp.ratings.completeGameRate = 0;
    expect(chooseReliefChange(s, rt, 1)).not.toBeNull();
    s.score = [2, 4]; s.teams[1].pitcherBf = 20;
    expect(chooseReliefChange(s, rt, 1)).toBe('HOM-cp');
  });

  it('pulls a tired starter and picks a reliever who is not the closer before the ninth', () => {
    const setup = makeSetup(1);
    const rt = new GameRuntime().register(setup);
    const s = createGame(setup, rt);
    s.inning = 7; s.half = 0; s.teams[1].pitcherBf = 40;
    const id = chooseReliefChange(s, rt, 1);
    expect(id).toMatch(/^HOM-rp/);
    expect(pickReliever(s, rt, 1, 0)).not.toBe('HOM-cp');
  });

  it('bunts far more in a 1927 sacrifice environment than in 2019', () => {
    const count = (sacPerGame: number) => {
      let n = 0;
      for (let seed = 0; seed < 300; seed++) {
        const setup = makeSetup(seed);
        const rt = new GameRuntime().register(setup);
        const s = createGame(setup, rt);
        s.bases[0] = { cardId: 'AWY-reg5', pitcherId: 'HOM-sp0', earned: true };
        if (wantsSacrifice(s, rt, s.teams[0].order[0]?.cardId as string, sacPerGame)) n++;
      }
      return n;
    };
    expect(count(1.29)).toBeGreaterThan(count(0.16) * 4);
  });
});

describe('baserunning aggressiveness (the five- and seven-step lists)', () => {
  it('maps both lists to d20 shifts; Deadball Style doubles steal/bunt tendencies', () => {
    expect(advanceShift({ baserunning: { scale: 5, value: 0 } })).toBeGreaterThan(advanceShift({ baserunning: { scale: 5, value: 4 } }));
    expect(advanceShift({ baserunning: { scale: 7, value: 0 } })).toBeGreaterThan(advanceShift({ baserunning: { scale: 7, value: 1 } }));
    expect(advanceShift({})).toBe(0);
    expect(tacticsFactor({ baserunning: { scale: 7, value: 6 } })).toBe(2);
  });

  it('aggressive runners take more extra bases and are thrown out more often', () => {
    const tally = (value: number) => {
      const setup = makeSetup(1, { baserunning: { scale: 5, value } });
      const rt = new GameRuntime().register(setup);
      const s = createGame(setup, rt);
      const r = { cardId: 'AWY-reg5', pitcherId: 'HOM-sp0', earned: true };
      const out = { safe: 0, out: 0 };
      for (let i = 0; i < 4000; i++) { const a = tryAdvance(s, rt, r, 8); if (a === 1) out.safe++; else if (a === -1) out.out++; }
      return out;
    };
    const bold = tally(0), timid = tally(4);
    expect(bold.safe).toBeGreaterThan(timid.safe * 1.5);
    expect(bold.out).toBeGreaterThan(timid.out * 2);
  });
});
