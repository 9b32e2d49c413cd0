import { createGame } from '../src/game/create';
import { GameRuntime } from '../src/game/runtime';
import { FIREMAN_DUE, pickReliever } from '../src/manager/bullpen';
import { buildLineup } from '../src/manager/lineup';
import { OVER_LIMIT_DUE, rosterInfo } from '../src/manager/roster-info';
import { choosePinchHitter } from '../src/manager/tactics';
import { seedRng } from '../src/random/sfc32';
import { emptyUsage, rosterForDay, START_BUDGET_SLACK, startBudget, type SeasonTeam } from '../src/season/team-usage';
import { dayPlan, recordCoverage } from '../src/season/usage-plan';
import type { GameSetup, Roster, RosterPlayer } from '../src/types';
import { makeRoster, makeSetup } from './support/fixtures';

/** The usage limit when a team runs short: who comes back past it, and how little they play. */
describe('players back past the usage limit', () => {
  it('scale a thin record by the games it covers, so its players can fill a replayed season', () => {
    expect(recordCoverage([{ teamGs: 100 }, { teamGs: 62 }], 162)).toBe(1);
    expect(recordCoverage([{ teamGs: 30 }, { teamGs: 8 }], 49)).toBeCloseTo(38 / 49, 10);
    // More starts than games (doubleheaders counted twice in old records) is a complete record, not more than one.
    expect(recordCoverage([{ teamGs: 29 }], 25)).toBe(1);
    // A record with a handful of box scores is not stretched more than twice.
    expect(recordCoverage([{ teamGs: 3 }], 49)).toBe(0.5);
    const p = { card: makeRoster('X').players[0]!.card, teamPa: 300, teamGs: 0 } as RosterPlayer;
    const full = dayPlan({ days: 100, games: 98, limit: 100 }, 49, 0);
    const thin = dayPlan({ days: 100, games: 98, limit: 100, coverage: 0.75 }, 49, 0);
    expect(full.capPa(p)).toBeCloseTo(600, 6);
    expect(thin.capPa(p)).toBeCloseTo(800, 6);
  });

  it('fill the bench marked over the limit, the least over first, when fewer than eleven bats have room', () => {
    const base = makeRoster('T');
    // Every position player has used up his plate appearances but one bench bat and the regulars at C and SS.
    const roster: Roster = { ...base, players: base.players.map((p) => ({ ...p, teamGs: p.card.pitching ? 6 : 0, teamOuts: p.card.pitching ? 400 : 0 })) };
    const team: SeasonTeam = { roster, G: 60, IPouts: 60 * 27, season: { days: 60, games: 60, limit: 100 } };
    const usage = emptyUsage();
    for (const p of roster.players) if (!p.card.pitching) usage.pa[p.card.cardId] = p.teamPa! + (p.card.cardId === 'T-reg6' ? 40 : 0);
    for (const id of ['T-reg0', 'T-reg4', 'T-bench3']) usage.pa[id] = 0;
    usage.games = 50;
    const day = rosterForDay(team, usage, 50, seedRng(1), { restRegulars: 0 });
    const bats = day.players.filter((p) => !p.card.pitching && p.available !== false);
    expect(bats).toHaveLength(11);
    const over = bats.filter((p) => p.overLimit);
    expect(over).toHaveLength(8);
    // T-reg6 is the most over: he stays out while others at their limit fill the bench.
    expect(bats.some((p) => p.card.cardId === 'T-reg6')).toBe(false);
    const room = bats.filter((p) => !p.overLimit).map((p) => p.card.cardId).sort();
    expect(room).toEqual(['T-bench3', 'T-reg0', 'T-reg4']);
  });

  it('start a bench bat with room at a corner before a regular past his limit, never at catcher', () => {
    const base = makeRoster('T');
    const players = base.players.map((p) => {
      const id = p.card.cardId;
      // The left fielder (reg5) and the catcher (reg0) are over; bench0 is a catcher with room, bench1 an infielder.
      if (id === 'T-reg5' || id === 'T-reg0') return { ...p, teamPa: 0.001, overLimit: true as const };
      if (id === 'T-bench0') return { ...p, available: false };
      return p;
    });
    const lineup = buildLineup({ ...base, players }, true, 'T-sp0');
    const at = (pos: string) => lineup.find((s) => s.position === pos)?.cardId;
    expect(at('C')).toBe('T-reg0');
    expect(at('LF')).not.toBe('T-reg5');
    expect(lineup.some((s) => s.cardId === 'T-reg5')).toBe(false);
  });

  it('never pinch-hit, and relieve last, the least over first', () => {
    const mark = (r: Roster, overBats: string[], overArms: Record<string, number>): Roster => ({
      ...r,
      players: r.players.map((p) => {
        const id = p.card.cardId;
        if (overBats.includes(id)) return { ...p, overLimit: true as const };
        if (id in overArms) return { ...p, reliefDue: OVER_LIMIT_DUE - overArms[id]!, overLimit: true as const };
        if (p.card.pitching) return { ...p, reliefDue: 0 };
        return p;
      }),
    });
    const base = makeSetup(3, { dh: false }, '2019-NL');
    // Without a DH one of the two first basemen sits too.
    const bench = ['AWY-bench0', 'AWY-bench1', 'AWY-bench2', 'AWY-bench3', 'AWY-reg1', 'AWY-dh'];
    const setup: GameSetup = { ...base, away: mark(base.away, bench, { 'AWY-rp0': 1.3, 'AWY-rp1': 1.1 }) };
    const rt = new GameRuntime().register(setup);
    const s = createGame(setup, rt);
    const t = s.teams[0];
    t.batterIndex = t.order.findIndex((x) => x.position === 'P');
    s.half = 0;
    s.score = [0, 5];
    s.inning = 8;
    // Behind late, the pitcher's spot would be hit for: not by a bench bat past his limit.
    expect(choosePinchHitter(s, rt)).toBeNull();
    // With fresh arms in the pen, none of those past the limit is called.
    const first = pickReliever(s, rt, 0, -5);
    expect(first).not.toBe('AWY-rp0');
    expect(first).not.toBe('AWY-rp1');

    const allOver = Object.fromEntries(['AWY-rp0', 'AWY-rp1', 'AWY-rp2', 'AWY-rp3', 'AWY-rp4', 'AWY-cp', 'AWY-sp1', 'AWY-sp2', 'AWY-sp3', 'AWY-sp4'].map((id, i) => [id, 1.5 - i / 100]));
    allOver['AWY-rp3'] = 1.01;
    const tight: GameSetup = { ...base, away: mark(base.away, [], allOver) };
    const rt2 = new GameRuntime().register(tight);
    const s2 = createGame(tight, rt2);
    s2.half = 1;
    s2.inning = 8;
    expect(pickReliever(s2, rt2, 0, -5)).toBe('AWY-rp3');
  });

  it('close no game: with the closer past his limit a fresh reliever takes the ninth, not the tired starter', () => {
    const base = makeSetup(4, { dh: true });
    const paced = (r: Roster, over: string[]): Roster => ({
      ...r,
      players: r.players.map((p) => (!p.card.pitching ? p : over.includes(p.card.cardId) ? { ...p, reliefDue: OVER_LIMIT_DUE - 1.05, overLimit: true as const } : { ...p, reliefDue: 0 })),
    });
    const rt = new GameRuntime().register(base);
    const fresh = rosterInfo(rt, paced(base.home, []));
    expect(fresh.closers.map((r) => r.id)).toEqual(['HOM-cp']);
    const tired = rosterInfo(rt, paced(base.home, ['HOM-cp']));
    expect(tired.closers.length).toBeGreaterThan(0);
    expect(tired.closers.every((r) => r.id !== 'HOM-cp' && r.isReliever)).toBe(true);
  });

  it("give a starter ahead of his innings a budget for today's start, and none while he is on pace", () => {
    const card = makeRoster('T').players.find((p) => p.card.cardId === 'T-sp0')!.card;
    // 30 real starts of 18 outs and 30 relief outs: 570 outs, 540 of them in starts.
    const sp: RosterPlayer = { card, teamPa: 0, teamGs: 30, teamReliefOuts: 30, teamOuts: 570 };
    const plan = dayPlan({ days: 162, games: 162, limit: 100 }, 162, 80);
    const usage = emptyUsage();
    usage.starts['T-sp0'] = 15;
    usage.reliefOuts = { 'T-sp0': 0 };
    // Half his starts for half his outs: on pace, only the season's cap holds.
    usage.outs = { 'T-sp0': 270 };
    expect(startBudget(sp, plan, usage)).toBeUndefined();
    // His card went deeper: 330 outs in 15 starts leaves 210 for 15 more (14 a start), with the slack on top.
    usage.outs = { 'T-sp0': 330 };
    expect(startBudget(sp, plan, usage)).toBe(Math.ceil(14 * START_BUDGET_SLACK));
    // Never below three innings, and nothing for a pitcher who never started.
    usage.outs = { 'T-sp0': 520 };
    expect(startBudget(sp, plan, usage)).toBe(9);
    expect(startBudget({ ...sp, teamGs: 0 }, plan, usage)).toBeUndefined();
    // rosterForDay hands the budget to the day's starter as his outs left (the bullpen pulls him there).
    const base = makeRoster('T');
    const roster: Roster = { ...base, players: base.players.map((p) => (p.card.cardId === 'T-sp0' ? { ...p, ...sp } : p.card.pitching ? { ...p, teamGs: 0, teamOuts: 200, teamReliefOuts: 200 } : p)) };
    const team: SeasonTeam = { roster, G: 162, IPouts: 162 * 27, season: { days: 162, games: 162, limit: 100 } };
    usage.outs = { 'T-sp0': 330 };
    const day = rosterForDay(team, usage, 80, seedRng(3), { rotation: ['T-sp0'] });
    expect(day.startingPitcher).toBe('T-sp0');
    expect(day.players.find((p) => p.card.cardId === 'T-sp0')!.outsLeft).toBe(Math.ceil(14 * START_BUDGET_SLACK));
  });

  it('use a closer behind his real relief pace in the close late innings, and keep one on pace for the ninth', () => {
    const base = makeSetup(3, { dh: false }, '2019-NL');
    // Everyone else is well ahead of his pace (not "on pace"); only the closer's pace differs between the two cases.
    const paced = (closerDue: number): GameSetup => ({
      ...base,
      away: { ...base.away, players: base.away.players.map((p) => (!p.card.pitching ? p : { ...p, reliefDue: p.card.cardId === 'AWY-cp' ? closerDue : -10 })) },
    });
    const pick = (closerDue: number) => {
      const setup = paced(closerDue);
      const rt = new GameRuntime().register(setup);
      const s = createGame(setup, rt);
      s.half = 1;
      s.inning = 8;
      return pickReliever(s, rt, 0, 1);
    };
    expect(pick(-1)).not.toBe('AWY-cp');
    expect(pick(FIREMAN_DUE + 6)).toBe('AWY-cp');
  });
});
