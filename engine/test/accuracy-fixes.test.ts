import { buildLeagueContexts, caughtStealingRecorded, unrecordedSacrificeRate } from '../src/cards/league-context';
import { createGame } from '../src/game/create';
import { GameRuntime } from '../src/game/runtime';
import { choosePinchHitter } from '../src/manager/tactics';
import { makeSetup } from './support/fixtures';
import { buildPlayerCard } from '../src/cards/build-card';
import { shortGameShare } from '../src/season/simulate-season';

const team = (over: Record<string, number | string>) => ({
  yearID: 1927, lgID: 'NNL', teamID: 'X', G: 90, AB: 3000, H: 840, '2B': 120, '3B': 40, HR: 30, BB: 250, SO: '', SB: 80, CS: 1, HBP: 20, SF: '', R: 450, CG: 50, E: 150, ...over,
});

describe('accuracy fixes', () => {
  it('a league that kept (almost) no caught stealing is marked as not recording CS', () => {
    expect(caughtStealingRecorded([team({})], [])).toBe(false);
    expect(caughtStealingRecorded([team({ lgID: 'AL', CS: 30 })], [])).toBe(true);
    // Teams CS empty: Batting rows decide.
    expect(caughtStealingRecorded([team({ CS: '' })], [{ SB: 10, CS: 4 }])).toBe(true);
  });

  it('a batter with CS 0 in such a league is not rated as never caught', () => {
    const people = { playerID: 'runner01', nameFirst: 'A', nameLast: 'B', bats: 'R', throws: 'R' };
    const line = { playerID: 'runner01', yearID: 1927, stint: 1, teamID: 'X', lgID: 'NNL', G: 80, AB: 300, H: 90, '2B': 12, '3B': 5, HR: 2, BB: 30, SO: '', SB: 25, CS: 0, HBP: 2, SF: '', SH: 5, R: 60 };
    const noCs = buildLeagueContexts([team({})])['1927-NNL']!;
    const withCs = buildLeagueContexts([team({ CS: 40 })])['1927-NNL']!;
    expect(noCs.caughtStealingRecorded).toBe(false);
    const a = buildPlayerCard({ people, batting: [line], pitching: [], fielding: [] }, { league: noCs });
    const b = buildPlayerCard({ people, batting: [line], pitching: [], fielding: [] }, { league: withCs });
    expect(b.batting.ratings.stealSuccess).toBeGreaterThan(0.9);
    expect(a.batting.ratings.stealSuccess).toBeLessThan(0.75);
  });

  it('replays play seven-inning games only for records well short of nine innings', () => {
    expect(shortGameShare({ G: 162, IPouts: 162 * 26.8 })).toBe(0);
    expect(shortGameShare({ G: 90, IPouts: 0 })).toBe(0);
    const q = shortGameShare({ G: 684, IPouts: 17126 }); // 1927 NNL: 25.0 outs a game
    expect(q).toBeGreaterThan(0.25);
    expect(q).toBeLessThan(0.4);
    // 7-inning share q: expected outs per game = 26.9 - 6q = real.
    expect(26.9 - 6 * q).toBeCloseTo(17126 / 684, 5);
  });

  it('pitching lines without SH lose the league\'s unrecorded sacrifices from BFP', () => {
    // 1927 AL-like: Batting SH 300, Pitching SH empty, BFP 10,000 -> 3 % of BFP are sacrifices.
    const pitching = [{ BFP: 6000, SH: '' }, { BFP: 4000, SH: '' }];
    expect(unrecordedSacrificeRate(pitching, [{ SH: 300 }])).toBeCloseTo(0.03, 10);
    // Recorded pitching SH are not counted twice; no Batting SH at all: nothing to spread.
    expect(unrecordedSacrificeRate([{ BFP: 6000, SH: 100 }, { BFP: 4000, SH: '' }], [{ SH: 300 }])).toBeCloseTo(0.05, 10);
    expect(unrecordedSacrificeRate(pitching, [{ SH: '' }])).toBe(0);
    const teams = [team({ lgID: 'AL', SO: 400, CS: 40 })];
    const batting = [{ yearID: 1927, lgID: 'AL', SH: 300 }];
    const ctx = buildLeagueContexts(teams, [{ yearID: 1927, lgID: 'AL', BFP: 10000, SH: '', IPouts: 7000 }], batting)['1927-AL']!;
    expect(ctx.pitcherShPerBf).toBeCloseTo(0.03, 10);
    const people = { playerID: 'arm01', nameFirst: 'A', nameLast: 'B', bats: 'R', throws: 'R' };
    const row = { playerID: 'arm01', yearID: 1927, stint: 1, teamID: 'X', lgID: 'AL', G: 30, GS: 30, IPouts: 700, H: 240, HR: 8, BB: 60, SO: 80, HBP: 4, BFP: 1000, SH: '' };
    const card = buildPlayerCard({ people, batting: [], pitching: [row], fielding: [] }, { league: ctx });
    expect(card.pitching!.battersFaced).toBeCloseTo(970, 6);
    const noRate = buildPlayerCard({ people, batting: [], pitching: [row], fielding: [] }, { league: { ...ctx, pitcherShPerBf: undefined } });
    expect(noRate.pitching!.battersFaced).toBe(1000);
  });

  it('a starter near his hook is pinch-hit for from the fifth inning, not before', () => {
    const setup = makeSetup(3, { dh: false }, '2019-NL');
    const rt = new GameRuntime().register(setup);
    const s = createGame(setup, rt);
    const t = s.teams[0];
    t.batterIndex = t.order.findIndex((x) => x.position === 'P');
    s.half = 0;
    s.score = [5, 0]; // leading: the old rule kept the starter batting until he left
    s.inning = 6;
    t.pitcherBf = 5;
    expect(choosePinchHitter(s, rt)).toBeNull();
    t.pitcherBf = 22; // endurance 25 x 1.05 hook = 26.3; within 5 batters
    expect(choosePinchHitter(s, rt)).not.toBeNull();
    s.inning = 4;
    expect(choosePinchHitter(s, rt)).toBeNull();
  });
});

describe('two-way players', () => {
  it('a pitcher with a generic OF row is a pitcher when he pitched in more games than he played the field', () => {
    const people = { playerID: 'twoway01', nameFirst: 'Mike', nameLast: 'L', bats: 'R', throws: 'R' };
    const ctx = buildLeagueContexts([team({ yearID: 2019, lgID: 'NL', SO: 1200, SF: 40 })])['2019-NL']!;
    const pitch = { playerID: 'twoway01', yearID: 2019, stint: 1, teamID: 'X', lgID: 'NL', W: 1, L: 4, G: 73, GS: 0, CG: 0, SHO: 0, SV: 7, IPouts: 250, H: 68, ER: 27, HR: 9, BB: 28, SO: 85, BFP: 343, GF: 16, R: 29, HBP: 4, SH: 2, SF: 3 };
    const bat = { playerID: 'twoway01', yearID: 2019, stint: 1, teamID: 'X', lgID: 'NL', G: 105, AB: 48, H: 10, '2B': 2, '3B': 0, HR: 1, BB: 5, SO: 17, SB: 0, CS: 0, HBP: 0, SF: 0, SH: 0, R: 6 };
    const field = (pos: string, g: number) => ({ playerID: 'twoway01', yearID: 2019, stint: 1, teamID: 'X', lgID: 'NL', POS: pos, G: g, GS: 6, InnOuts: 267, PO: 27, A: 1, E: 0 });
    // 29 games in the outfield are one set of games, not 29 each in left, centre and right (87 > 73).
    const card = buildPlayerCard({ people, batting: [bat], pitching: [pitch], fielding: [field('OF', 29), field('P', 73)] }, { league: ctx });
    expect(card.primaryPosition).toBe('P');
    expect(card.positions).toEqual(expect.arrayContaining(['P', 'LF', 'CF', 'RF']));
    // One who really played the field more often than he pitched stays a fielder who can pitch.
    const fielder = buildPlayerCard({ people, batting: [bat], pitching: [{ ...pitch, G: 20 }], fielding: [field('OF', 29), field('P', 20)] }, { league: ctx });
    expect(fielder.primaryPosition).not.toBe('P');
    expect(fielder.positions).toContain('P');
  });
});
