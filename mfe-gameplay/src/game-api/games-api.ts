import {
  absoluteBase, apiClient, apiKey, authBus, getAppConfig, getSessionKey, publicClient, requestRealtimeTicket, type KyInstance,
  type ApiData, type CreateGameRequest, type GameActionResult, type GameBoxScore, type GameHistoryPage, type GamePlay, type GameView,
  type GotdResult, type H2HGameInfo, type LineupEntry, type SeasonTeam, type SeasonYear, type SingleGameDefaults, type SubstitutionRequest, type TacticRequest,
  type TeamSetupData,
} from '@bb/shared';

// Every call of the exhibition-game API (/api/games/...). A logged-in user goes through the
// authenticated client; a guest through the public one, without credentials and with
// isGuest=true, so a guest never trips the "request without credentials" redirect.

export type Side = 'home' | 'away';

/**
 * Who plays: the client every call goes through, and whether it carries a session (then the live stream needs a
 * ticket; without one, calls say isGuest=true). The app's own user by default; a partner page's widget brings its
 * own GOTD guest, whose key lives outside the app's storage and whose 401 must not run the app's logout.
 */
export interface PlaySession {
  client(): KyInstance;
  signedIn(): boolean;
}

export const appSession: PlaySession = {
  signedIn: () => Boolean(getSessionKey(authBus.getState())),
  client: () => (appSession.signedIn() ? apiClient : publicClient),
};

function guestParams(session: PlaySession, extra: Record<string, string | number | boolean> = {}) {
  return session.signedIn() ? extra : { ...extra, isGuest: true };
}
async function get<T>(path: string, params?: Record<string, string | number | boolean>, signal?: AbortSignal, session = appSession): Promise<T> {
  return (await session.client().get(path, { searchParams: guestParams(session, params), signal }).json<ApiData<T>>()).data;
}
async function send<T>(method: 'post' | 'put', path: string, json?: unknown, session = appSession): Promise<T> {
  const options = { searchParams: guestParams(session), ...(json === undefined ? {} : { json }) };
  return (await session.client()[method](path, options).json<ApiData<T>>()).data;
}
const game = (id: string) => `games/${encodeURIComponent(id)}`;

export const fetchYears = (signal?: AbortSignal) => get<SeasonYear[]>('games/single/years', undefined, signal);
export const fetchYearTeams = (year: number, signal?: AbortSignal) => get<SeasonTeam[]>(`games/single/years/${year}/teams`, undefined, signal);
export const fetchDefaults = (signal?: AbortSignal) => get<SingleGameDefaults>('games/single/defaults', undefined, signal);
export const fetchTeamSetup = (teamId: string, year: number, dh?: boolean, signal?: AbortSignal) =>
  get<TeamSetupData>(`games/single/teams/${encodeURIComponent(teamId)}`, { year, ...(dh === undefined ? {} : { dh }) }, signal);

/** The server's CreateGameBody: teams, sides, and each side's eligible players, lineup and starter when chosen. */
export const createGame = (payload: CreateGameRequest) => send<GameActionResult>('post', 'games/single', payload);
export const fetchGame = (id: string, signal?: AbortSignal) => get<GameActionResult>(game(id), undefined, signal);
export const setEligibles = (id: string, side: Side, playerIds: string[]) => send<GameActionResult>('put', `${game(id)}/eligibles`, { side, playerIds });
export const setLineup = (id: string, side: Side, lineup: LineupEntry[], startingPitcher?: string) =>
  send<GameActionResult>('put', `${game(id)}/lineup`, { side, lineup, ...(startingPitcher ? { startingPitcher } : {}) });

export const resetGame = (id: string) => send<GameActionResult>('post', `${game(id)}/_reset`);
export const fetchBoxScore = (id: string, signal?: AbortSignal) => get<GameBoxScore>(`${game(id)}/box_score`, undefined, signal);
export const fetchPlays = (id: string, signal?: AbortSignal) => get<GamePlay[]>(`${game(id)}/plays`, undefined, signal);
export const fetchReplay = (id: string, signal?: AbortSignal) =>
  get<{ game: GameView; plays: GamePlay[]; boxScore: GameBoxScore }>(`${game(id)}/replay`, undefined, signal);
export const fetchHistory = (page: number, status: 'all' | 'finished' | 'unfinished', signal?: AbortSignal) =>
  get<GameHistoryPage>('games/history', { page, status }, signal);

export type EligiblePlayer = import('@bb/shared').GamePlayer & { eligible: boolean };
export const fetchEligibles = (id: string, side: Side, signal?: AbortSignal) =>
  get<{ side: Side; players: EligiblePlayer[]; custom: boolean }>(`${game(id)}/eligibles`, { side }, signal);

// The play screen's calls. One shape for every mode: `{base}/{id}` + the same sub-paths (exhibition games under
// 'games', the Game of the Day under 'gotd/games'). Every decision carries the version the screen showed, so a move
// made from a stale screen (another tab, another device) is refused instead of applied to a game the user never saw.

export type GameBase = 'games' | 'gotd/games';
export interface GameSource {
  base: GameBase;
  gameId: string;
  /** Default: the app's own user (appSession). */
  session?: PlaySession;
}
export interface GotdInfo {
  gameDay: string;
  result: GotdResult | null;
}
export interface LoadedGame {
  game: GameView;
  gotd?: GotdInfo;
  /** Head-to-head games: the live block beside the game (clock, players, spectators). */
  headToHead?: H2HGameInfo;
}

const at = (source: GameSource) => `${source.base}/${encodeURIComponent(source.gameId)}`;

/**
 * The data layer's cache keys of the reads here (shared/src/data): the endpoint's path and parameters. A partner
 * page's widget plays as a user of its own, so its answers are kept apart from the app user's.
 */
const who = (session?: PlaySession) => (session && session !== appSession ? { session: 'widget' } : {});
export const gameKeys = {
  years: () => apiKey('games/single/years'),
  yearTeams: (year: number) => apiKey(`games/single/years/${year}/teams`),
  defaults: () => apiKey('games/single/defaults'),
  game: (id: string) => apiKey(game(id)),
  boxScore: (id: string) => apiKey(`${game(id)}/box_score`),
  replay: (id: string) => apiKey(`${game(id)}/replay`),
  history: (page: number, status: 'all' | 'finished' | 'unfinished') => apiKey('games/history', { page, status }),
  eligibles: (id: string, side: Side) => apiKey(`${game(id)}/eligibles`, { side }),
  load: (source: GameSource) => apiKey(at(source), who(source.session)),
  plays: (source: GameSource) => apiKey(`${at(source)}/plays`, who(source.session)),
  sourceBoxScore: (source: GameSource) => apiKey(`${at(source)}/box_score`, who(source.session)),
};
const decide = (source: GameSource, path: string, version: number, body: object = {}) =>
  send<GameActionResult>('post', `${at(source)}/${path}`, { ...body, version }, source.session);

export const playApi = {
  load: (source: GameSource, signal?: AbortSignal) => get<LoadedGame>(at(source), undefined, signal, source.session),
  plays: (source: GameSource, signal?: AbortSignal) => get<GamePlay[]>(`${at(source)}/plays`, undefined, signal, source.session),
  boxScore: (source: GameSource, signal?: AbortSignal) => get<GameBoxScore>(`${at(source)}/box_score`, undefined, signal, source.session),
  swingAway: (source: GameSource, version: number) => decide(source, '_swing-away', version),
  quickPlay: (source: GameSource, version: number, scope: 'halfInning' | 'game') => decide(source, '_quick-play', version, { scope }),
  tactic: (source: GameSource, version: number, tactic: TacticRequest) => decide(source, 'tactic', version, tactic),
  substitute: (source: GameSource, version: number, request: SubstitutionRequest) => decide(source, 'substitute-players', version, request),
  /** Exhibition games only (the GOTD has no undo). */
  undo: (source: GameSource, version: number) => decide(source, '_undo-play', version),
  exit: (source: GameSource, version: number) => decide(source, '_exit-game', version),
  /** The live stream's address; signed-in users add a ticket (EventSource cannot send the Authorization header). */
  streamUrl(source: GameSource, since: number, plays: number, ticket?: string): string {
    const base = absoluteBase(getAppConfig().restBase).replace(/\/+$/, '');
    const query = new URLSearchParams({ since: String(since), plays: String(plays) });
    if (ticket) query.set('ticket', ticket);
    return `${base}/${at(source)}/stream?${query.toString()}`;
  },
  signedIn: (source: GameSource) => (source.session ?? appSession).signedIn(),
  /** A stream ticket through the player's own client (the app's: one 401 path). */
  ticket: (source: GameSource) => requestRealtimeTicket((source.session ?? appSession).client()),
};
