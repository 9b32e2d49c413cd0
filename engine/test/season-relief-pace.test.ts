import { buildPitcherSide, teamPitchingPriors } from '../src/cards/pitching-side';
import { simulateGame } from '../src/game/decisions';
import { GameRuntime } from '../src/game/runtime';
import { seedRng } from '../src/random/sfc32';
import { emptyUsage, realReliefOuts, recordUsage, rosterForDay, type SeasonTeam, type TeamUsage } from '../src/season/team-usage';
import type { GameState, Roster } from '../src/types';
import { makeContext, makeRoster } from './support/fixtures';

const contexts = { '2019-AL': makeContext('2019-AL') };

/** The fixture team with real relief outs: rp0 threw most of them, rp4 almost none. */
function pacedTeam(id: string): SeasonTeam {
  const r = makeRoster(id);
  const relief: Record<string, number> = { [`${id}-rp0`]: 240, [`${id}-rp1`]: 180, [`${id}-rp2`]: 120, [`${id}-rp3`]: 60, [`${id}-rp4`]: 6, [`${id}-cp`]: 200 };
  const roster: Roster = { ...r, players: r.players.map((p) => ({ card: p.card, teamPa: p.teamPa, teamGs: 0, teamReliefOuts: relief[p.card.cardId] ?? 0 })) };
  return { roster, G: 162, IPouts: 162 * 27 };
}

describe('bullpen paced by real relief outs (league seasons)', () => {
  it('rosterForDay sets reliefDue = real relief outs x pace - relief outs so far; recordUsage counts relief outs only', () => {
    const t = pacedTeam('HOM');
    const usage = emptyUsage();
    usage.games = 80;
    usage.reliefOuts['HOM-rp0'] = 150;
    const day = rosterForDay(t, usage, 90, seedRng('d'));
    const due = (id: string) => day.players.find((p) => p.card.cardId === id)?.reliefDue;
    expect(due('HOM-rp0')).toBeCloseTo(240 * (81 / 162) - 150, 9);
    expect(due('HOM-rp1')).toBeCloseTo(180 * (81 / 162), 9);
    // Position players get no relief pace; the loader's keys are kept.
    expect(day.players.find((p) => p.card.cardId === 'HOM-reg0')?.reliefDue).toBeUndefined();
    expect(day.players.find((p) => p.card.cardId === 'HOM-rp0')?.teamReliefOuts).toBe(240);

    const game = { teams: [{}, { pitchersUsed: ['HOM-sp0', 'HOM-rp1'], pitching: { 'HOM-sp0': { outs: 18 }, 'HOM-rp1': { outs: 9 } }, batting: {} }] } as unknown as GameState;
    recordUsage(usage, game, 1, 90);
    expect(usage.reliefOuts['HOM-rp1']).toBe(9);
    expect(usage.reliefOuts['HOM-sp0']).toBeUndefined();
  });

  it('usage saved before relief outs existed still works, and a roster without teamReliefOuts paces by the card', () => {
    const t = pacedTeam('HOM');
    const old = { ...emptyUsage() } as Partial<TeamUsage>;
    delete old.reliefOuts;
    const day = rosterForDay(t, old as TeamUsage, 1, seedRng('d'));
    expect(day.players.some((p) => p.reliefDue !== undefined)).toBe(true);
    const plain = makeRoster('X').players.find((p) => p.card.cardId === 'X-rp0');
    const pc = plain?.card.pitching;
    expect(plain && pc && realReliefOuts(plain)).toBeCloseTo(pc ? (pc.games - pc.gamesStarted) * pc.ratings.reliever * 3 : -1, 9);
  });

  it('over a stretch of games the relievers\' outs follow their real shares', () => {
    const teams: [SeasonTeam, SeasonTeam] = [pacedTeam('AWY'), pacedTeam('HOM')];
    const usage: [TeamUsage, TeamUsage] = [emptyUsage(), emptyUsage()];
    const rng = seedRng('pace');
    const rt = new GameRuntime();
    for (let day = 1; day <= 120; day++) {
      const home = rosterForDay(teams[1], usage[1], day, rng);
      const away = rosterForDay(teams[0], usage[0], day, rng);
      const g = simulateGame({ home, away, contexts, options: { recordEvents: false }, seed: `p-${day}` }, rt);
      recordUsage(usage[0], g, 0, day);
      recordUsage(usage[1], g, 1, day);
    }
    const ids = ['rp0', 'rp1', 'rp2', 'rp3', 'rp4'];
    const outs = ids.map((r) => (usage[0].reliefOuts[`AWY-${r}`] ?? 0) + (usage[1].reliefOuts[`HOM-${r}`] ?? 0));
    // Real relief outs 240 / 180 / 120 / 60 / 6: the workhorse ahead of each next one, the call-up last.
    for (let i = 1; i < outs.length; i++) expect(outs[i - 1]).toBeGreaterThan(outs[i] as number);
  });
});

describe('pitchers regressed toward their team staff', () => {
  const league = makeContext('2019-AL');
  const row = (o: Record<string, number | string>) => ({ yearID: 2019, lgID: 'AL', teamID: 'HOM', G: 10, GS: 0, SV: 0, CG: 0, SH: 0, SF: 0, BK: 0, WP: 0, ER: 5, HBP: 1, SO: 10, ...o });

  it('a short line moves toward the prior it is given, a long one hardly at all', () => {
    const staff = teamPitchingPriors([row({ BFP: 6000, IPouts: 4200, H: 1500, HR: 250, BB: 600 })], { '2019-AL': league });
    const prior = staff['2019-HOM'];
    expect(prior).toBeDefined();
    const short = [row({ BFP: 40, IPouts: 27, H: 8, HR: 1, BB: 3 })];
    const vsLeague = buildPitcherSide(short, league, 'R', [100], 4);
    const vsStaff = buildPitcherSide(short, league, 'R', [100], 4, prior);
    const hits = (r: number[]) => (r[3] ?? 0) + (r[4] ?? 0) + (r[5] ?? 0) + (r[6] ?? 0);
    const staffHits = hits(prior as number[]), leagueHits = hits(league.rates);
    expect(Math.sign(hits(vsStaff.rates) - hits(vsLeague.rates))).toBe(Math.sign(staffHits - leagueHits));
    const long = [row({ BFP: 900, IPouts: 630, H: 200, HR: 30, BB: 80 })];
    expect(Math.abs(hits(buildPitcherSide(long, league, 'R', [100], 4, prior).rates) - hits(buildPitcherSide(long, league, 'R', [100], 4).rates))).toBeLessThan(0.01);
  });
});
