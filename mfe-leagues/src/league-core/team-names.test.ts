import type { LeagueTeamView } from '@bb/shared';
import { teamName } from './team-names';

const team = (index: number, year: number, city: string, nickname: string) => ({ index, year, city, nickname }) as LeagueTeamView;

test('a name shared by two years of one franchise carries the year; other names do not', () => {
  const league = { teams: [team(0, 1927, 'New York', 'Yankees'), team(1, 2019, 'New York', 'Yankees'), team(2, 2019, 'Boston', 'Red Sox')] };
  expect(teamName(league, 0)).toBe('1927 New York Yankees');
  expect(teamName(league, 1)).toBe('2019 New York Yankees');
  expect(teamName(league, 2)).toBe('Boston Red Sox');
  expect(teamName(league, 7)).toBe('');
});
