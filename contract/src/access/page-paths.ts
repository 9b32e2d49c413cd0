import type { PagePattern } from './routes';

/**
 * Page paths are built from the route table's own patterns, never written by hand: `pathTo(pattern, params)` fills a
 * pattern's `:params` (typed: a missing or misspelt parameter does not compile), and `paths` names the pages that
 * links, notifications and redirects build. scripts/test/page-paths.test.ts fails on a page path built by hand
 * anywhere else.
 */

type Segments<P extends string> = P extends `${infer Head}/${infer Rest}` ? Head | Segments<Rest> : P;
type RequiredParams<P extends string> = Segments<P> extends infer S ? (S extends `:${string}?` ? never : S extends `:${infer N}` ? N : never) : never;
type OptionalParams<P extends string> = Segments<P> extends infer S ? (S extends `:${infer N}?` ? N : never) : never;
type Value = string | number;
export type PathParams<P extends string> = { [K in RequiredParams<P>]: Value } & { [K in OptionalParams<P>]?: Value | null };
/** Query parameters; null and undefined are left out. */
export type PathQuery = Record<string, Value | null | undefined>;

function queryString(query: PathQuery | undefined): string {
  if (!query) return '';
  const pairs = Object.entries(query).filter((entry): entry is [string, Value] => entry[1] !== null && entry[1] !== undefined);
  return pairs.length ? `?${new URLSearchParams(pairs.map(([k, v]): [string, string] => [k, String(v)])).toString()}` : '';
}

/** The path of a page of the route table, with its parameters filled in (encoded) and an optional query. */
export function pathTo<P extends PagePattern>(pattern: P, params: PathParams<P>, query?: PathQuery): string {
  const values = params as Record<string, Value | null | undefined>;
  const segments: string[] = [];
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (!segment.startsWith(':')) {
      segments.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = values[name];
    if (value === null || value === undefined || value === '') {
      if (optional) continue;
      throw new Error(`${pattern}: no value for :${name}`);
    }
    segments.push(encodeURIComponent(String(value)));
  }
  return `/${segments.join('/')}${queryString(query)}`;
}

type Id = number | string;
/** A league game not started yet has no game id: its pregame page creates it ('new'). */
const gameOrNew = (gameId: string | null | undefined) => gameId || 'new';

/** The pages the product links to with parameters, by what they are. */
export const paths = {
  singleGame: {
    setup: (gameId?: string | null) => pathTo('/game/single/:gameId?', { gameId }),
    play: (gameId: string) => pathTo('/game/single/:gameId/play', { gameId }),
    result: (gameId: string) => pathTo('/game/single/:gameId/result', { gameId }),
  },
  headToHead: {
    setup: (gameId?: string | null, query?: PathQuery) => pathTo('/game/head-to-head/:gameId?', { gameId }, query),
    play: (gameId: string) => pathTo('/game/head-to-head/:gameId/play', { gameId }),
    result: (gameId: string) => pathTo('/game/head-to-head/:gameId/result', { gameId }),
  },
  allStar: {
    setup: (gameId?: string | null) => pathTo('/all-star-game/:gameId?/setup', { gameId }),
    stage: (gameId: string, stage?: string | null) => pathTo('/all-star-game/:gameId?/:stage?', { gameId, stage }),
  },
  seasonExhibition: (gameId?: string | null, stage?: string | null) => pathTo('/season/exhibition-game/:gameId?/:stage?', { gameId, stage }),
  gotdGame: (gameId?: string | null) => pathTo('/game-of-the-day/:gameId?', { gameId }),
  player: (playerId: string, query?: PathQuery) => pathTo('/stats-and-ratings/players/:playerId', { playerId }, query),
  team: (teamId: string, query?: PathQuery) => pathTo('/stats-and-ratings/teams/:teamId', { teamId }, query),
  statsLeague: (leagueName: string, query?: PathQuery) => pathTo('/stats-and-ratings/league/:leagueName', { leagueName }, query),
  historical: {
    setup: (leagueId: Id, query?: PathQuery) => pathTo('/game/historical-league/league/setup/:leagueId', { leagueId }, query),
    playoff: (leagueId: Id) => pathTo('/game/historical-league/playoff/:leagueId', { leagueId }),
    pregame: (p: { leagueId: Id; scheduleId: Id; gameId?: string | null }) =>
      pathTo('/game/historical-league/pregame-summary/league/:leagueId/schedule/:scheduleId/game/:gameId', { ...p, gameId: gameOrNew(p.gameId) }),
    /** ?league= lets the play screen's "Back to league" find the league before the game names it. */
    play: (gameId: string, leagueId?: Id) => pathTo('/game/historical-league/:gameId/play', { gameId }, { league: leagueId }),
  },
  draft: {
    home: (leagueId: Id) => pathTo('/draft-league/:gameId?/:stage?', { gameId: leagueId }),
    summary: (leagueId: Id) => pathTo('/draft-league/summary/:leagueId', { leagueId }),
    playoff: (leagueId: Id) => pathTo('/draft-league/playoff/:leagueId', { leagueId }),
    transaction: (leagueId: Id) => pathTo('/draft-league/:leagueId/transaction', { leagueId }),
    trading: (leagueId: Id) => pathTo('/draft-league/:leagueId/transaction/trading', { leagueId }),
    pregame: (p: { leagueId: Id; scheduleId: Id; gameId?: string | null }) =>
      pathTo('/draft-league/:leagueId/schedule/:scheduleId/game/:gameId', { ...p, gameId: gameOrNew(p.gameId) }),
    play: (gameId: string) => pathTo('/game/draft-league/:gameId/play', { gameId }),
    liveDraft: (leagueId: Id, query?: PathQuery) => pathTo('/live-draft/:id', { id: leagueId }, query),
  },
  season: {
    lobby: (tab?: 'season' | 'current' | 'nostalgia') => pathTo('/season/lobby', {}, { tab }),
    schedule: (leagueId: Id, query?: PathQuery) => pathTo('/season/schedules/:scheduleId?', { scheduleId: leagueId }, query),
    pregame: (leagueId: Id, scheduleId: Id) => pathTo('/season/schedules/:scheduleId/game/:gameId/:stage?', { scheduleId: leagueId, gameId: scheduleId, stage: 'pregame' }),
    /** The replay's game on the one play screen: a `play` segment, like every play screen (the shell hides its header). */
    play: (leagueId: Id, gameId: string) => pathTo('/season/schedules/:scheduleId/game/:gameId/:stage?', { scheduleId: leagueId, gameId, stage: 'play' }, { league: leagueId }),
    playoff: (leagueId: Id) => pathTo('/season/schedules/:scheduleId?', { scheduleId: leagueId }, { tab: 'playoff-bracket' }),
    accuracy: (year?: Id | null) => pathTo('/season/accuracy/:year?', { year }),
  },
  tournament: {
    summary: (leagueId: Id) => pathTo('/tournament/summary/:leagueId', { leagueId }),
    play: (gameId: string, leagueId: Id) => pathTo('/tournament/:gameId?/:stage?', { gameId, stage: 'play' }, { league: leagueId }),
  },
} as const;
