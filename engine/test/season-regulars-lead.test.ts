import { buildLineup } from '../src/manager/lineup';
import { seedRng } from '../src/random/sfc32';
import { emptyUsage, MAX_REGULARS_LEAD, regularsLead, rosterForDay, type SeasonTeam } from '../src/season/team-usage';
import { makeRoster } from './support/fixtures';

/** A manager who rests his regulars little still gives his backups their real share, only a little later. */
describe("a manager's rest for his regulars in a league season", () => {
  it('is a bounded lead: none from 50 up, the most at 0', () => {
    expect(regularsLead(50)).toBe(0);
    expect(regularsLead(80)).toBe(0);
    expect(regularsLead(0)).toBe(MAX_REGULARS_LEAD);
    expect(regularsLead(20)).toBeCloseTo(MAX_REGULARS_LEAD * 0.6, 10);
    expect(regularsLead(-5)).toBe(MAX_REGULARS_LEAD);
  });

  it('keeps a backup near his pace under a computer manager leaning 20 (the blend toward real PA sat him all summer)', () => {
    const base = makeRoster('T');
    // T-reg0 catches 600 PA a season, T-bench0 150: the backup's real share is a fifth of the catching.
    const team: SeasonTeam = { roster: base, G: 162, IPouts: 162 * 27, season: { days: 162, games: 162, limit: 100 } };
    const usage = emptyUsage();
    const rng = seedRng('lead');
    const half = 81;
    for (let day = 0; day < half; day++) {
      const roster = rosterForDay(team, usage, day, rng, { restRegulars: 20 });
      for (const spot of buildLineup(roster, true, roster.startingPitcher as string)) usage.pa[spot.cardId] = (usage.pa[spot.cardId] ?? 0) + 4;
      usage.games++;
    }
    const backup = usage.pa['T-bench0'] ?? 0, regular = usage.pa['T-reg0'] ?? 0;
    // Half a season: about 75 PA for the backup at his pace; the lead lets the regular run ahead by a few games only.
    expect(backup).toBeGreaterThanOrEqual(75 - 600 * MAX_REGULARS_LEAD - 8);
    expect(regular).toBeLessThanOrEqual(300 + 600 * MAX_REGULARS_LEAD + 8);
    expect(regular).toBeGreaterThan(backup);
  });
});

describe('days off in a league season', () => {
  it('go only to players at or ahead of their pace: one behind it plays every day he has room', () => {
    const base = makeRoster('T');
    const team: SeasonTeam = { roster: base, G: 162, IPouts: 162 * 27, season: { days: 162, games: 162, limit: 100 } };
    let behindOff = 0, aheadOff = 0;
    for (let day = 40; day < 120; day++) {
      const usage = emptyUsage();
      usage.games = day;
      // reg0 is 20 PA behind his pace (600 a season), reg1 20 ahead.
      usage.pa['T-reg0'] = (600 * (day + 1)) / 162 - 20;
      usage.pa['T-reg1'] = (600 * (day + 1)) / 162 + 20;
      const roster = rosterForDay(team, usage, day, seedRng(`off-${day}`), { restRegulars: 100 });
      const off = (id: string) => roster.players.find((p) => p.card.cardId === id)?.available === false;
      if (off('T-reg0')) behindOff++;
      if (off('T-reg1')) aheadOff++;
    }
    expect(behindOff).toBe(0);
    // restRegulars 100: a day off 6 % of days for those not behind.
    expect(aheadOff).toBeGreaterThan(0);
  });
});
