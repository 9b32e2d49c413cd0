import { buildLeagueContexts, caughtStealingRecorded } from '../src/cards/league-context';
import { buildPlayerCard } from '../src/cards/build-card';
import { shortGameShare } from '../bench/season-sim';

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
});
