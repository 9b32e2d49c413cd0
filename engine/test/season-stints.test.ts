import fc from 'fast-check';
import { simulateGame } from '../src/game/decisions';
import { GameRuntime } from '../src/game/runtime';
import { seedRng } from '../src/random/sfc32';
import { makeSeasonSchedule } from '../src/season/schedule';
import { shareOfStay, STINT_PACE_SHARE, stintWindows, windowsByTeam, withTeamOn, type RecordedStint } from '../src/season/stints';
import { emptyUsage, recordUsage, rosterForDay, type SeasonTeam, type TeamUsage } from '../src/season/team-usage';
import { USAGE_FLOORS } from '../src/season/usage-plan';
import { num, str } from '../src/cards/rows';
import { hasData, loadSeason, yearRows, type SeasonData } from './support/lahman';

const stintArb = fc.array(
  fc.record({ team: fc.constantFrom('AAA', 'BBB', 'CCC', 'DDD'), games: fc.integer({ min: 0, max: 162 }), teamGames: fc.integer({ min: 0, max: 162 }) }),
  { minLength: 1, maxLength: 5 },
);

describe('stint windows', () => {
  it('cover the season in stint order without gaps or overlaps', () => {
    fc.assert(fc.property(stintArb, (stints) => {
      const w = stintWindows(stints);
      expect(w).toHaveLength(stints.length);
      expect(w[0]!.from).toBe(0);
      expect(w.at(-1)!.to).toBe(1);
      for (let i = 1; i < w.length; i++) expect(w[i]!.from).toBeCloseTo(w[i - 1]!.to, 12);
      for (const x of w) expect(x.to).toBeGreaterThanOrEqual(x.from);
    }));
  });

  it('give each stint the share of the season its games took of its team games', () => {
    const w = stintWindows([{ team: 'AAA', games: 100, teamGames: 162 }, { team: 'BBB', games: 50, teamGames: 162 }]);
    expect(w[0]!.to).toBeCloseTo(2 / 3, 6);
    expect(w[1]).toEqual({ from: w[0]!.to, to: 1 });
  });

  it('put a player on exactly one team on every day of the season, and on his last team after it', () => {
    fc.assert(fc.property(stintArb, fc.integer({ min: 1, max: 220 }), (stints, days) => {
      const byTeam = windowsByTeam(new Map([['p', stints]]));
      for (let day = 0; day < days + 10; day++) {
        const on = [...byTeam.entries()].filter(([, m]) => withTeamOn(m.get('p'), day, days)).map(([t]) => t);
        const windows = stintWindows(stints);
        const zeroLength = windows.filter((x) => Math.round(x.from * days) === Math.round(x.to * days) && x.to < 1).length;
        if (zeroLength === 0) expect(on).toHaveLength(1);
        else expect(on.length).toBeLessThanOrEqual(1);
        if (day >= days) expect(on).toEqual([stints.at(-1)!.team]);
      }
    }));
  });

  it('measure the share of a stay that has passed, 0 to 1, rising day by day', () => {
    fc.assert(fc.property(stintArb, fc.integer({ min: 10, max: 200 }), (stints, days) => {
      const windows = stintWindows(stints);
      for (const w of windows) {
        let last = 0;
        for (let day = 0; day <= days; day++) {
          const s = shareOfStay([w], day, days);
          expect(s).toBeGreaterThanOrEqual(last);
          expect(s).toBeLessThanOrEqual(1);
          last = s;
        }
        expect(last).toBe(1);
      }
    }));
  });

  it('pace a stay that ends before the season to finish a little early, and one that runs to the end on its last day', () => {
    const days = 180;
    // A traded player's first stint: days 0-99. Paced over 95 of them, his usage there is due by day 94.
    const first = [{ from: 0, to: 100 / 180 }];
    expect(shareOfStay(first, Math.floor(100 * STINT_PACE_SHARE) - 1, days)).toBe(1);
    expect(shareOfStay(first, Math.floor(100 * STINT_PACE_SHARE) - 2, days)).toBeLessThan(1);
    // His second stint runs to the end of the season: paced to its last day.
    const second = [{ from: 100 / 180, to: 1 }];
    expect(shareOfStay(second, days - 2, days)).toBeLessThan(1);
    expect(shareOfStay(second, days - 1, days)).toBe(1);
  });
});

/** A real season's teams with their players' stint windows and outs with the team, as the API's loader gives them. */
function withStints(d: SeasonData, year: number, limit: number, days: number, games: number): SeasonTeam[] {
  const teamGames = new Map(d.teamRows.map((t) => [str(t, 'teamID'), num(t, 'G')]));
  const stints = new Map<string, Map<number, RecordedStint>>();
  const outs = new Map<string, number>();
  for (const name of ['Batting', 'Pitching'] as const) {
    for (const r of yearRows(name, year)) {
      const id = str(r, 'playerID'), k = num(r, 'stint'), team = str(r, 'teamID');
      const mine = stints.get(id) ?? new Map<number, RecordedStint>();
      stints.set(id, mine);
      const s = mine.get(k);
      if (s) s.games = Math.max(s.games, num(r, 'G'));
      else mine.set(k, { team, games: num(r, 'G'), teamGames: teamGames.get(team) ?? 162 });
      if (name === 'Pitching') outs.set(`${id}|${team}`, (outs.get(`${id}|${team}`) ?? 0) + num(r, 'IPouts'));
    }
  }
  const ordered = new Map([...stints].map(([id, m]) => [id, [...m.entries()].sort((a, b) => a[0] - b[0]).map(([, s]) => s)]));
  const windows = windowsByTeam(ordered);
  return d.teams.map((t) => ({
    G: t.G, IPouts: t.IPouts, season: { days, games, limit },
    roster: {
      ...t.roster,
      players: t.roster.players.map((p) => ({
        ...p, teamOuts: outs.get(`${p.card.playerID}|${t.teamID}`) ?? 0, stints: windows.get(t.teamID)?.get(p.card.playerID) ?? [{ from: 0, to: 1 }],
      })),
    },
  }));
}

interface Played { teams: SeasonTeam[]; usage: TeamUsage[]; onTwoTeams: string[]; starters: number[] }

function playSeason(d: SeasonData, year: number, limit: number): Played {
  const groups = ['AL', 'NL'].map((lg) => d.teams.flatMap((t, i) => (t.lgID === lg ? [i] : [])));
  const schedule = makeSeasonSchedule({ groups, gamesPerTeam: 162, seed: `stints-${year}` });
  const days = Math.max(...schedule.map((g) => g.day)) + 1;
  const teams = withStints(d, year, limit, days, 162);
  const usage = teams.map(emptyUsage);
  const rt = new GameRuntime();
  const onTwoTeams = new Set<string>();
  const byDay = new Map<number, Map<string, number>>();
  schedule.sort((a, b) => a.day - b.day).forEach((gm, n) => {
    const home = rosterForDay(teams[gm.home]!, usage[gm.home]!, gm.day, seedRng(`${n}-h`));
    const away = rosterForDay(teams[gm.away]!, usage[gm.away]!, gm.day, seedRng(`${n}-a`));
    const seen = byDay.get(gm.day) ?? new Map<string, number>();
    byDay.set(gm.day, seen);
    for (const [ti, r] of [[gm.home, home], [gm.away, away]] as const) {
      for (const p of r.players) {
        const other = seen.get(p.card.cardId);
        if (other !== undefined && other !== ti) onTwoTeams.add(p.card.cardId);
        seen.set(p.card.cardId, ti);
      }
    }
    const g = simulateGame({ home, away, contexts: d.contexts, options: { recordEvents: false }, seed: `stints-${n}` }, rt);
    recordUsage(usage[gm.away]!, g, 0, gm.day);
    recordUsage(usage[gm.home]!, g, 1, gm.day);
  });
  const starters = usage.map((u) => Object.values(u.starts).filter((s) => s > 0).length);
  return { teams, usage, onTwoTeams: [...onTwoTeams], starters };
}

const data = hasData() ? loadSeason(2019, ['AL', 'NL']) : null;
const season = data ? playSeason(data, 2019, 100) : null;
const real = (fn: (t: SeasonTeam, u: TeamUsage) => number) => season!.teams.map((t, i) => fn(t, season!.usage[i]!));

(data ? describe : describe.skip)('a real season (2019) played with stint windows and the usage limit at 100 %', () => {
  it('never has a player on two teams on one day', () => {
    expect(season!.onTwoTeams).toEqual([]);
  });

  it('splits a traded player\'s plate appearances between his teams as the record does', () => {
    // Every 2019 player with at least 150 PA for each of two teams.
    const split: Array<{ real: number[]; sim: number[] }> = [];
    const byPlayer = new Map<string, Array<{ real: number; sim: number }>>();
    season!.teams.forEach((t, i) => {
      for (const p of t.roster.players) {
        if ((p.teamPa ?? 0) < 150 || p.card.primaryPosition === 'P') continue;
        const list = byPlayer.get(p.card.cardId) ?? [];
        list.push({ real: p.teamPa ?? 0, sim: season!.usage[i]!.pa[p.card.cardId] ?? 0 });
        byPlayer.set(p.card.cardId, list);
      }
    });
    for (const list of byPlayer.values()) if (list.length >= 2) split.push({ real: list.map((l) => l.real), sim: list.map((l) => l.sim) });
    expect(split.length).toBeGreaterThan(3);
    for (const s of split) {
      const realShare = s.real[0]! / (s.real[0]! + s.real[1]!);
      const simShare = s.sim[0]! / (s.sim[0]! + s.sim[1]!);
      expect(Math.abs(simShare - realShare)).toBeLessThan(0.12);
    }
  });

  it('keeps every regular within a few percent of his real usage at limit 100 %', () => {
    const ratios: number[] = [];
    season!.teams.forEach((t, i) => {
      const u = season!.usage[i]!;
      for (const p of t.roster.players) {
        const id = p.card.cardId;
        if ((p.teamPa ?? 0) >= USAGE_FLOORS.pa) ratios.push((u.pa[id] ?? 0) / p.teamPa!);
        if ((p.teamGs ?? 0) >= USAGE_FLOORS.gs) ratios.push((u.starts[id] ?? 0) / p.teamGs!);
        if ((p.teamOuts ?? 0) >= USAGE_FLOORS.outs) ratios.push((u.outs?.[id] ?? 0) / p.teamOuts!);
      }
    });
    ratios.sort((a, b) => a - b);
    // Regulars reach their real usage and stop there. At 100 % a team has exactly its real usage to spend, so the
    // few extra outs and plate appearances a replay needs (extra innings, a busier bullpen) go to the arms least
    // over: a handful of pitchers end 10-20 % over, nobody far past it.
    expect(ratios[Math.floor(ratios.length * 0.95)]).toBeLessThanOrEqual(1.08);
    expect(ratios.at(-1)).toBeLessThanOrEqual(1.25);
  });

  it('uses as many starting pitchers per team as history did (within 20 %)', () => {
    const realStarters = real((t) => t.roster.players.filter((p) => (p.teamGs ?? 0) > 0).length);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(Math.abs(mean(season!.starters) / mean(realStarters) - 1)).toBeLessThan(0.2);
    // The fixed five-man rotation this replaces gave five a team.
    expect(mean(season!.starters)).toBeGreaterThan(9);
  });

  it("gives regular starters their real start's length in both leagues (within 5 %)", () => {
    // NL starters were hit for a few batters before their hook on top of the record's own early exits: 3-7 % short,
    // and at the limit the bullpen ran past its real innings.
    for (const lg of ['AL', 'NL']) {
      let sim = 0, real = 0;
      season!.teams.forEach((t, i) => {
        if (data!.teams[i]!.lgID !== lg) return;
        const u = season!.usage[i]!;
        for (const p of t.roster.players) {
          const id = p.card.cardId, starts = u.starts[id] ?? 0, gs = p.teamGs ?? 0;
          if (!p.card.pitching || starts < USAGE_FLOORS.gs || gs < USAGE_FLOORS.gs) continue;
          sim += (u.outs?.[id] ?? 0) - (u.reliefOuts[id] ?? 0);
          real += (((p.teamOuts ?? 0) - (p.teamReliefOuts ?? 0)) / gs) * starts;
        }
      });
      expect(Math.abs(sim / real - 1)).toBeLessThan(0.05);
    }
  });

  it('lets the manager play anyone every day with no limit, and caps with one', () => {
    const free = playSeason(data!, 2019, 0);
    const top = (p: Played) => Math.max(...p.teams.flatMap((t, i) => t.roster.players.filter((x) => (x.teamPa ?? 0) >= USAGE_FLOORS.pa).map((x) => (p.usage[i]!.pa[x.card.cardId] ?? 0) / x.teamPa!)));
    expect(top(season!)).toBeLessThanOrEqual(1.1);
    expect(top(free)).toBeGreaterThan(top(season!));
  });
});
