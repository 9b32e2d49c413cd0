import type { AllStarSeries, CustomTeamSpec } from '@bb/contract';

/**
 * All-star team ids, stored in `games.home_team_id` / `away_team_id` (text): short, parseable, and never a
 * team-season's id (those have no '-'), so `loadGameTeam` routes them to this module by prefix.
 *
 *   ASG-1934-0-AL       the AL side of the 1934 All-Star Game (game number 0; 1 and 2 in the two-game years 1959-1962)
 *   ASG-1934-EW-EAS     the East side of the 1934 East-West Game (NS: North-South; NN: the NNL's North-South)
 *   ASC-E-1920-1929     the best players of the 1920s
 *   ASC-F-NYY           the best players of a franchise (franchID), its whole history
 *   ASC-F-NYY-1920-1939 the same, within a span of years
 */
export const REAL_PREFIX = 'ASG-';
export const CUSTOM_PREFIX = 'ASC-';

export type { AllStarSeries, CustomTeamSpec };

/** The two sides of each series, away first (the Negro Leagues' games record no home side; see README). */
export const SERIES_SIDES: Record<Exclude<AllStarSeries, 'AL-NL'>, readonly [string, string]> = {
  EW: ['EAS', 'WES'],
  NS: ['NOS', 'SAS'],
  NN: ['NNN', 'NNS'],
};

export interface RealGameKey {
  year: number;
  series: AllStarSeries;
  /** 0, 1 or 2 for the AL-NL games; null for the Negro Leagues' games. */
  gameNum: number | null;
}

/** '1934-0', '1960-2', '1934-EW'. */
export function gameKey(key: RealGameKey): string {
  return `${key.year}-${key.series === 'AL-NL' ? key.gameNum : key.series}`;
}

export function parseGameKey(text: string): RealGameKey | null {
  const match = /^(\d{4})-(0|1|2|EW|NS|NN)$/.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const part = match[2]!;
  return /^\d$/.test(part) ? { year, series: 'AL-NL', gameNum: Number(part) } : { year, series: part as AllStarSeries, gameNum: null };
}

export function realTeamId(key: RealGameKey, lgId: string): string {
  return `${REAL_PREFIX}${gameKey(key)}-${lgId}`;
}

export function parseRealTeamId(teamId: string): { key: RealGameKey; lgId: string } | null {
  const match = /^ASG-(\d{4}-(?:0|1|2|EW|NS|NN))-([A-Z]{2,3})$/.exec(teamId);
  if (!match) return null;
  const key = parseGameKey(match[1]!);
  if (!key) return null;
  const lgId = match[2]!;
  const valid = key.series === 'AL-NL' ? lgId === 'AL' || lgId === 'NL' : SERIES_SIDES[key.series].includes(lgId);
  return valid ? { key, lgId } : null;
}

/** A custom all-star team (CustomTeamSpec): the best players of an era (a span of years) or of a franchise (optionally within a span). */

export function customTeamId(spec: CustomTeamSpec): string {
  if (spec.kind === 'era') return `${CUSTOM_PREFIX}E-${spec.from}-${spec.to}`;
  const span = spec.from !== undefined && spec.to !== undefined ? `-${spec.from}-${spec.to}` : '';
  return `${CUSTOM_PREFIX}F-${spec.franchId.toUpperCase()}${span}`;
}

export function parseCustomTeamId(teamId: string): CustomTeamSpec | null {
  const era = /^ASC-E-(\d{4})-(\d{4})$/.exec(teamId);
  if (era) return { kind: 'era', from: Number(era[1]), to: Number(era[2]) };
  const franchise = /^ASC-F-([A-Z0-9]{2,4})(?:-(\d{4})-(\d{4}))?$/.exec(teamId);
  if (!franchise) return null;
  const spec: CustomTeamSpec = { kind: 'franchise', franchId: franchise[1]! };
  if (franchise[2]) return { ...spec, from: Number(franchise[2]), to: Number(franchise[3]) };
  return spec;
}

/** Positions by AllstarFull's startingPos code (1 = pitcher, 10 = designated hitter). */
export const STARTING_POSITIONS = ['', 'P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH'] as const;
