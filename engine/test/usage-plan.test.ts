import { simulateGame } from '../src/game/decisions';
import { GameRuntime } from '../src/game/runtime';
import { STRETCH_RUNS } from '../src/manager/bullpen';
import { MAX_START_STRETCH, STRETCH_FROM_STARTS, STRETCH_GAIN, startStretch } from '../src/season/start-budget';
import { seedRng } from '../src/random/sfc32';
import { emptyUsage, rosterForDay, type SeasonTeam, type TeamUsage } from '../src/season/team-usage';
import { dayPlan, LOAD_FROM_GAMES, MAX_LOAD, MIN_START_OUTS, mayStart, replayLoad, startLength } from '../src/season/usage-plan';
import type { RosterPlayer } from '../src/types';
import { makeCard, makeContext, makeRoster } from './support/fixtures';

// A starter with 30 real starts of 18 outs and no relief, in a league season of the record's length at limit 100 %.
const starter: RosterPlayer = { card: makeCard('sp', { pitcher: true, role: 'SP' }), teamGs: 30, teamOuts: 540, teamReliefOuts: 0 };
const plan = dayPlan({ days: 186, games: 162, limit: 100 }, 162, 100);

describe('room for one more start under the usage limit', () => {
  it("is there while he has starts left and an inning's outs, even short of his usual start", () => {
    expect(startLength(starter)).toBe(18);
    expect(mayStart(plan, starter, 28, 540 - 18)).toBe(true);
    // Fewer outs left than his usual start (a card that went deeper than his real starts): still his start to take.
    expect(mayStart(plan, starter, 28, 540 - MIN_START_OUTS)).toBe(true);
    expect(mayStart(plan, starter, 28, 540 - MIN_START_OUTS + 1)).toBe(false);
  });

  it('is gone once his real starts are used, whatever outs he has left', () => {
    expect(mayStart(plan, starter, 29, 300)).toBe(true);
    expect(mayStart(plan, starter, 30, 300)).toBe(false);
  });

  it('is always there with no limit', () => {
    const free = dayPlan({ days: 186, games: 162 }, 162, 100);
    expect(mayStart(free, starter, 60, 2000)).toBe(true);
  });
});

describe("the usage limit's caps under a replay that takes more than the record", () => {
  // A team of one batter with 600 real PA and one pitcher with 1,458 real outs over 54 real games (27 outs, 11.1 PA a game).
  const batter: RosterPlayer = { card: makeCard('b'), teamPa: 600 };
  const pitcher: RosterPlayer = { card: makeCard('p', { pitcher: true }), teamGs: 54, teamOuts: 1458, teamReliefOuts: 0 };
  const played = (games: number, pa: number, outs: number) => ({ games, pa: { b: pa }, outs: { p: outs } });

  it('are the real totals until the replay has played enough games to say', () => {
    expect(replayLoad([batter, pitcher], played(LOAD_FROM_GAMES - 1, 400, 1000), 54)).toEqual({ pa: 1, outs: 1 });
  });

  it('grow with the replay’s plate appearances and outs a game, never shrink, and by a few percent at most', () => {
    const load = replayLoad([batter, pitcher], played(27, 306, 27 * 27.54), 54);
    expect(load.pa).toBeCloseTo(306 / 27 / (600 / 54), 9);
    expect(load.outs).toBeCloseTo(1.02, 9);
    expect(replayLoad([batter, pitcher], played(27, 250, 27 * 26), 54)).toEqual({ pa: 1, outs: 1 });
    expect(replayLoad([batter, pitcher], played(27, 400, 27 * 30), 54)).toEqual({ pa: MAX_LOAD, outs: MAX_LOAD });
    // A record covering half the team's games: its totals are half a season's.
    expect(replayLoad([batter, pitcher], played(27, 306, 27 * 27.54 * 2), 108, 0.5).outs).toBeCloseTo(MAX_LOAD, 9);
  });

  it('carry the load into the plan: outs and plate appearances, not starts', () => {
    const grown = dayPlan({ days: 60, games: 54, limit: 100 }, 54, 30, { pa: 1.03, outs: 1.02 });
    expect(grown.capPa(batter)).toBeCloseTo(618, 9);
    expect(grown.capOuts(pitcher)).toBeCloseTo(1458 * 1.02, 9);
    expect(grown.capStarts(pitcher)).toBe(54);
  });
});

describe("a league season's day under a replay heavier than the record", () => {
  it('has a reliever at his real innings back with room once the team has pitched more outs a game than the record', () => {
    const roster = makeRoster('HOM');
    const players = roster.players.map((p): RosterPlayer => {
      const relief = p.card.pitching && !p.card.cardId.includes('-sp');
      return { ...p, teamPa: p.card.pitching ? 0 : 450, teamGs: relief ? 0 : 30, teamOuts: relief ? 180 : 900, teamReliefOuts: relief ? 180 : 0, stints: [{ from: 0, to: 1 }] };
    });
    const team: SeasonTeam = { roster: { ...roster, players }, G: 162, IPouts: 162 * 27, season: { days: 180, games: 162, limit: 100 } };
    const realPerGame = players.reduce((n, p) => n + (p.teamOuts ?? 0), 0) / 162;
    const usage = (perGame: number): TeamUsage => {
      // 100 games played; HOM-rp1 is at his real 180 outs, the rest of the outs on a starter.
      const outs = { 'HOM-rp1': 180, 'HOM-sp0': Math.round(100 * perGame) - 180 };
      return { ...emptyUsage(), games: 100, outs, reliefOuts: { 'HOM-rp1': 180 } };
    };
    const rp1 = (u: TeamUsage) => rosterForDay(team, u, 120, seedRng('load')).players.find((p) => p.card.cardId === 'HOM-rp1')!;
    expect(rp1(usage(realPerGame)).available).toBe(false);
    expect(rp1(usage(realPerGame * 1.04)).available).toBe(true);
  });
});

describe("a league season's starter behind his real innings pace", () => {
  const usage = (starts: number, outs: number, reliefOuts = 0): TeamUsage => ({ ...emptyUsage(), starts: { sp: starts }, outs: { sp: outs }, reliefOuts: { sp: reliefOuts } });

  it('goes as far as his card says until his own starts show a shortfall', () => {
    expect(startStretch(starter, usage(0, 0))).toBe(1);
    expect(startStretch(starter, usage(STRETCH_FROM_STARTS - 1, 10))).toBe(1);
    // On his real pace (18 outs a start) or ahead of it.
    expect(startStretch(starter, usage(10, 180))).toBe(1);
    expect(startStretch(starter, usage(10, 200))).toBe(1);
  });

  it('is stretched by his shortfall times the gain, up to the most allowed, counting only the outs of his starts', () => {
    expect(startStretch(starter, usage(10, 171))).toBeCloseTo(1 + STRETCH_GAIN * (18 / 17.1 - 1), 9);
    expect(startStretch(starter, usage(10, 171 + 30, 30))).toBeCloseTo(1 + STRETCH_GAIN * (18 / 17.1 - 1), 9);
    expect(startStretch(starter, usage(10, 120))).toBe(MAX_START_STRETCH);
  });

  it('is never stretched when he never started in the record', () => {
    const reliever: RosterPlayer = { ...starter, teamGs: 0 };
    expect(startStretch(reliever, usage(10, 100))).toBe(1);
  });

  it('goes deeper before the hook and the pinch hitter when stretched', () => {
    const rt = new GameRuntime();
    const bf = (stretch?: number) => {
      let total = 0;
      for (let i = 0; i < 300; i++) {
        const home = makeRoster('H', '2019-NL');
        const away = makeRoster('A', '2019-NL');
        if (stretch) home.starterStretch = stretch;
        const g = simulateGame({ home, away, contexts: { '2019-NL': makeContext('2019-NL') }, options: { recordEvents: false }, seed: `stretch-${i}` }, rt);
        const sp = g.teams[1].pitchersUsed[0] as string;
        total += g.teams[1].pitching[sp]?.outs ?? 0;
      }
      return total / 300;
    };
    expect(bf(MAX_START_STRETCH)).toBeGreaterThan(bf() + 1);
  });
});

describe("a league season's starter behind his pace, on a bad night", () => {
  it('is left in for more runs before the blow-up hook (a shortfall from early hooks would feed itself)', () => {
    const rt = new GameRuntime();
    // Endurance no game reaches: before the ninth the starter leaves only when the runs pull him.
    const tireless = (r: ReturnType<typeof makeRoster>) => ({
      ...r,
      players: r.players.map((p) => (p.card.pitching ? { ...p, card: { ...p.card, pitching: { ...p.card.pitching, ratings: { ...p.card.pitching.ratings, endurance: 80 } } } } : p)),
    });
    const pulledWith = (stretch?: number) => {
      const runs: number[] = [];
      for (let i = 0; i < 400; i++) {
        const home = tireless(makeRoster('H', '2019-AL'));
        if (stretch) home.starterStretch = stretch;
        const g = simulateGame({ home, away: makeRoster('A', '2019-AL'), contexts: { '2019-AL': makeContext('2019-AL') }, options: { recordEvents: false }, seed: `blow-up-${i}` }, rt);
        const sp = g.teams[1].pitchersUsed[0] as string;
        const line = g.teams[1].pitching[sp];
        if (g.teams[1].pitchersUsed.length > 1 && line && line.outs < 24) runs.push(line.r);
      }
      return runs;
    };
    const plain = pulledWith();
    const stretched = pulledWith(MAX_START_STRETCH);
    expect(plain.length).toBeGreaterThan(10);
    expect(Math.min(...plain)).toBeLessThan(7);
    // Charged runs only grow after he leaves (runners he left on), so none pulled this way has fewer than the hook's.
    expect(Math.min(...stretched)).toBeGreaterThanOrEqual(5 + Math.round((MAX_START_STRETCH - 1) * STRETCH_RUNS));
    expect(stretched.length).toBeLessThan(plain.length);
  });
});

describe("a league season's bullpen game", () => {
  it('goes to the long man, not the closer, when no starter can start', () => {
    const roster = makeRoster('HOM');
    const players = roster.players.map((p): RosterPlayer => {
      const id = p.card.cardId;
      if (!p.card.pitching) return { ...p, stints: [{ from: 0, to: 1 }] };
      // The starters joined late in the season; today only the bullpen is with the club.
      if (id.includes('-sp')) return { ...p, teamGs: 30, teamOuts: 540, teamReliefOuts: 0, stints: [{ from: 0.9, to: 1 }] };
      const long = id === 'HOM-rp3';
      const card = long ? { ...p.card, pitching: { ...p.card.pitching, ratings: { ...p.card.pitching.ratings, reliever: 3 } } } : p.card;
      // The closer has the most innings to spare: by room alone he would open.
      return { ...p, card, teamGs: 0, teamOuts: id === 'HOM-cp' ? 240 : 200, teamReliefOuts: id === 'HOM-cp' ? 240 : 200, stints: [{ from: 0, to: 1 }] };
    });
    const team: SeasonTeam = { roster: { ...roster, players }, G: 162, IPouts: 162 * 27, season: { days: 180, games: 162, limit: 100 } };
    expect(rosterForDay(team, emptyUsage(), 10, seedRng('bullpen-game')).startingPitcher).toBe('HOM-rp3');
  });
});
