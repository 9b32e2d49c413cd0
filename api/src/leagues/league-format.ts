import { customFormat, postseasonFormat, type PostseasonFormat } from '@bb/engine';
import type { PoolTeam } from './team-pool';

export interface LeagueSettings {
  groups: string[];
  format: PostseasonFormat;
  /** Draft leagues: the real season length of the league's environment (the usage limit's base). */
  seasonLength?: number;
}

export const LEAGUE_NAMES: Record<string, string> = { AL: 'American League', NL: 'National League', AA: 'American Association', FL: 'Federal League', PL: "Players' League", UA: 'Union Association', NNL: 'Negro National League', NAL: 'Negro American League', ECL: 'Eastern Colored League' };

/** The record's other league ids (the Negro leagues and independents), named for the screens. */
const MORE_NAMES: Record<string, string> = {
  NN2: 'Negro National League', ANL: 'American Negro League', EWL: 'East-West League', NSL: 'Negro Southern League',
  EAS: 'Eastern Independents', WES: 'Western Independents', NA: 'National Association',
};

export const leagueName = (lgId: string): string => LEAGUE_NAMES[lgId] ?? MORE_NAMES[lgId] ?? lgId;

/**
 * Splits the teams into the league's groups: two sub-leagues (by their real league where it fits, balanced) from
 * eight teams up when the count is even, one table otherwise. Teams of one season from exactly two real leagues keep
 * them even when one has up to two teams more, as the majors did (1961, 1977–92, 1998–2012: 14 AL and 16 NL teams),
 * rather than moving a team across (when both counts are even). Returns each team's group and the groups' names.
 */
export function assignGroups(teams: ReadonlyArray<Pick<PoolTeam, 'lgId'> & { year?: number }>): { groupOf: number[]; names: string[] } {
  const n = teams.length;
  if (n < 8 || n % 2 === 1) return { groupOf: teams.map(() => 0), names: ['League'] };
  const counts = new Map<string, number>();
  for (const t of teams) counts.set(t.lgId, (counts.get(t.lgId) ?? 0) + 1);
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const first = ranked[0]?.[0];
  const second = ranked[1]?.[0];
  const oneSeason = teams[0]?.year !== undefined && teams.every((t) => t.year === teams[0]?.year);
  const [big, small] = [ranked[0]?.[1] ?? 0, ranked[1]?.[1] ?? 0];
  // Even sizes only: a group of an odd count cannot pair an odd number of games, which the owner may have chosen.
  const asReal = oneSeason && ranked.length === 2 && big - small <= 2 && small % 2 === 0 && Boolean(LEAGUE_NAMES[first ?? ''] && LEAGUE_NAMES[second ?? '']);
  // Real leagues first; the others fill whichever side is short, then the bigger side gives its last teams away.
  const groupOf: number[] = teams.map((t) => (t.lgId === first ? 0 : t.lgId === second ? 1 : -1));
  const size = (g: number) => groupOf.filter((x) => x === g).length;
  groupOf.forEach((g, i) => {
    if (g === -1) groupOf[i] = size(0) <= size(1) ? 0 : 1;
  });
  for (let guard = 0; !asReal && size(0) !== size(1) && guard < n; guard += 1) {
    const from = size(0) > size(1) ? 0 : 1;
    const i = groupOf.lastIndexOf(from);
    groupOf[i] = 1 - from;
  }
  const nameOf = (g: number, fallback: string) => {
    const members = teams.filter((_, i) => groupOf[i] === g);
    const lg = members[0]?.lgId;
    const all = lg !== undefined && members.every((t) => t.lgId === lg);
    return all && lg && LEAGUE_NAMES[lg] ? LEAGUE_NAMES[lg] : fallback;
  };
  const a = nameOf(0, '');
  const b = nameOf(1, '');
  // Real names only when both groups have one ("American League" beside "League B" reads as a mistake).
  return { groupOf, names: a && b && a !== b ? [a, b] : ['League A', 'League B'] };
}

/**
 * Interleague games per team in the American and National Leagues' real seasons, rounded to the even number the
 * schedule plays home and home: 15–16 in 1997–2001, 18 in 2002–2012 (the AL teams; the NL's sixteen shared them),
 * 20 in 2013–2022 (a league of fifteen always has one team playing the other league; 2020 too, 20 of its 60 games,
 * against the other league's division of the same region) and 46 from 2023 (every team of the other league).
 */
export function interleagueGames(year: number, lgIds: readonly string[]): number {
  if (lgIds.length !== 2 || !lgIds.includes('AL') || !lgIds.includes('NL')) return 0;
  if (year < 1997) return 0;
  if (year <= 2001) return 16;
  if (year <= 2012) return 18;
  if (year <= 2022) return 20;
  return 46;
}

/**
 * Extra three-game series against each division rival per half season, as the AL and NL really weighted their
 * schedules: 1969–76 18 games against a rival, 12 against the rest (one extra series a half); the 12-team NL to 1992
 * the same, the 14-team AL 13 and 12 (none); 1993–2000 none; 2001–2022 18–19 against 6–7 (two); from 2023 13 against
 * 6–7 (one). 2020's 60-game regional season is left balanced.
 */
export function divisionSeries(year: number, lgId: string): number {
  if ((lgId !== 'AL' && lgId !== 'NL') || year < 1969 || year === 2020) return 0;
  if (year <= 1976) return 1;
  if (year <= 1992) return lgId === 'NL' ? 1 : 0;
  if (year <= 2000) return 0;
  if (year <= 2022) return 2;
  return 1;
}

/**
 * The postseason: the real format of the year when every team comes from one year and each group is big enough to
 * hold it; otherwise a single-elimination bracket sized to the groups.
 */
export function leagueFormat(years: readonly number[], groupSizes: readonly number[]): PostseasonFormat {
  const smallest = Math.min(...groupSizes);
  if (years.length === 1) {
    const real = postseasonFormat(years[0] as number);
    if (real.none || real.teamsPerLeague * 2 <= smallest) return real;
  }
  const perGroup = groupSizes.length === 2 ? (smallest >= 12 ? 4 : smallest >= 6 ? 2 : 1) : smallest >= 8 ? 4 : 2;
  return customFormat(perGroup, groupSizes.length);
}

/** The era's season length: the most games a chosen team-season really played, within 2..162. */
export function eraSeasonLength(teams: ReadonlyArray<Pick<PoolTeam, 'games'>>): number {
  const most = Math.max(0, ...teams.map((t) => t.games));
  return Math.min(162, Math.max(2, most || 154));
}
