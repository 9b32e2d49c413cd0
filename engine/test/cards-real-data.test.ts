import { buildLeagueContexts, buildParkFactors } from '../src/cards/league-context';
import { buildPlayerCard } from '../src/cards/build-card';
import { simulateGame } from '../src/game/decisions';
import { GameRuntime } from '../src/game/runtime';
import { O_BB, O_HR, O_SO } from '../src/types';
import { parseCsv, splitCsvLine } from './support/csv';
import { hasData, loadSeason, type SeasonData } from './support/lahman';

describe('CSV helper', () => {
  it('splits quoted fields with commas and doubled quotes', () => {
    expect(splitCsvLine('a,"b, c","say ""hi""",,3')).toEqual(['a', 'b, c', 'say "hi"', '', '3']);
    const rows = parseCsv('playerID,yearID,HR\nruthba01,1927,60\nx,1927,\n');
    expect(rows[0]).toEqual({ playerID: 'ruthba01', yearID: 1927, HR: 60 });
    expect(rows[1]?.HR).toBe('');
  });
});

describe('cards from plain rows (synthetic)', () => {
  const teams = [{ yearID: 2000, lgID: 'AL', teamID: 'AAA', G: 162, AB: 5500, H: 1500, '2B': 300, '3B': 30, HR: 200, BB: 600, SO: 1000, HBP: 60, SF: 45, R: 850, CG: 5, E: 100, SB: 100, CS: 40, BPF: 110, PPF: 110 }];
  const ctx = buildLeagueContexts(teams)['2000-AL'];
  const people = { playerID: 'x', nameFirst: 'X', nameLast: 'Y', bats: 'L', throws: 'R' };
  const line = { playerID: 'x', yearID: 2000, teamID: 'AAA', lgID: 'AL', G: 150, AB: 550, H: 180, '2B': 40, '3B': 5, HR: 40, BB: 90, SO: 90, HBP: 5, SF: 5, SB: 10, CS: 3, R: 120, SH: 0 };

  it('league context rates sum to 1 and match the team totals', () => {
    expect(ctx).toBeDefined();
    const r = ctx?.rates ?? [];
    expect(r.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(r[O_HR]).toBeCloseTo(200 / (5500 + 600 + 60 + 45), 10);
  });

  it('neutralises the home park: the same line in a hitters park makes a weaker card', () => {
    const neutral = buildPlayerCard({ people, batting: [line], pitching: [], fielding: [] }, { league: ctx!, parkFactors: {} });
    const coors = buildPlayerCard({ people, batting: [line], pitching: [], fielding: [] }, { league: ctx!, parkFactors: buildParkFactors(teams) });
    expect(coors.batting.rates[O_HR]).toBeLessThan(neutral.batting.rates[O_HR] as number);
    expect(coors.batting.rates[O_BB]).toBeGreaterThan(0);
    expect(neutral.batting.oddsRatio[O_HR]).toBeGreaterThan(1.5);
    expect(neutral.batting.ratings.balance).toBe('4R');
    expect(neutral.cardId).toBe('x-2000');
  });

  it('pitcher card ratings: starter innings, endurance, role', () => {
    const p = { playerID: 'x', yearID: 2000, teamID: 'AAA', lgID: 'AL', G: 32, GS: 32, CG: 4, SV: 0, IPouts: 650, H: 190, ER: 80, HR: 20, BB: 60, SO: 200, BFP: 900, WP: 5, BK: 1, HBP: 5, SH: 5, SF: 5 };
    const card = buildPlayerCard({ people, batting: [], pitching: [p], fielding: [{ playerID: 'x', yearID: 2000, POS: 'P', G: 32, InnOuts: 650, PO: 10, A: 30, E: 1 }] }, { league: ctx! });
    expect(card.pitching?.role).toBe('SP');
    expect(card.pitching?.ratings.starter).toBeCloseTo(650 / 32 / 3, 1);
    expect(card.pitching?.ratings.endurance).toBeGreaterThan(25);
    expect(card.pitching?.ratings.completeGameRate).toBeCloseTo(4 / 32, 5);
    expect(card.pitching?.oddsRatio[O_SO]).toBeGreaterThan(1.2);
    expect(card.primaryPosition).toBe('P');
  });
});

const maybe = hasData() ? describe : describe.skip;

maybe('cards from the real 2019 season', () => {
  let d: SeasonData;
  beforeAll(() => { d = loadSeason(2019, ['AL', 'NL']); });

  it('builds a card for every player with league contexts for AL and NL', () => {
    expect(Object.keys(d.contexts).sort()).toEqual(['2019-AL', '2019-NL']);
    expect(d.contexts['2019-AL']?.dhRule).toBe(true);
    expect(d.contexts['2019-NL']?.dhRule).toBe(false);
    expect(d.cards.size).toBeGreaterThan(1300);
    expect(d.teams).toHaveLength(30);
  });

  it('Mike Trout and Gerrit Cole get cards that reflect their seasons', () => {
    const trout = d.cards.get('troutmi01-2019');
    expect(trout?.batting.oddsRatio[O_HR]).toBeGreaterThan(1.6);
    expect(trout?.batting.oddsRatio[O_BB]).toBeGreaterThan(1.8);
    expect(trout?.positions).toContain('CF');
    const cole = d.cards.get('colege01-2019');
    expect(cole?.pitching?.role).toBe('SP');
    expect(cole?.pitching?.oddsRatio[O_SO]).toBeGreaterThan(1.7);
    expect(cole?.pitching?.ratings.endurance).toBeGreaterThan(22);
  });

  it('two real rosters play a complete, sensible game', () => {
    const rt = new GameRuntime();
    let runs = 0;
    for (let i = 0; i < 30; i++) {
      const home = d.teams[i % 30]?.roster, away = d.teams[(i + 7) % 30]?.roster;
      const setup = { home: home!, away: away!, contexts: d.contexts, options: { recordEvents: false }, seed: i };
      const g = simulateGame(setup, rt.register(setup));
      expect(g.status).toBe('final');
      runs += g.score[0] + g.score[1];
    }
    expect(runs / 60).toBeGreaterThan(3);
    expect(runs / 60).toBeLessThan(7);
  });
});
