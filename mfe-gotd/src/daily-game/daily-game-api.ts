import {
  apiClient,
  authBus,
  getSessionKey,
  publicClient,
  type AuthRecord,
  type AuthRecordResponse,
  type GameView,
  type GotdDefaults,
  type GotdResult,
  type GotdRegistration,
  type KyInstance,
} from '@bb/shared';

/** GET /gotd/games/{id}: the game as every play screen sees it, plus the day and (once final) the player's result. */
export interface GotdGameResponse {
  game: GameView;
  gotd: { gameDay: string; result: GotdResult | null };
}

export interface DailyGameApi {
  fetchDefaults(): Promise<GotdDefaults>;
  registerForToday(): Promise<GotdRegistration>;
  fetchGame(gameId: string): Promise<GotdGameResponse>;
}

export interface PlayerSession {
  /** The client for the signed-in player's calls (their key attached), or null while there is no player. */
  client(): KyInstance | null;
  /** GOTD registration: a visitor without an account becomes a GOTD guest. */
  becomeGuest(record: AuthRecord): void;
}

const data = async <T>(request: Promise<{ data: T }>): Promise<T> => (await request).data;
const game = (gameId: string) => `gotd/games/${encodeURIComponent(gameId)}`;

/** The GOTD calls over one player session: the app's shared login, or the partner widget's own guest. */
export function createDailyGameApi(session: PlayerSession): DailyGameApi {
  const player = async (): Promise<KyInstance> => {
    const existing = session.client();
    if (existing) return existing;
    session.becomeGuest(await data(publicClient.post('users/gotd-guest').json<AuthRecordResponse>()));
    return session.client()!;
  };
  return {
    fetchDefaults: () => data((session.client() ?? publicClient).get('gotd/defaults').json<{ data: GotdDefaults }>()),
    registerForToday: async () => data((await player()).post('gotd/registration').json<{ data: GotdRegistration }>()),
    fetchGame: async (gameId) => data((await player()).get(game(gameId)).json<{ data: GotdGameResponse }>()),
  };
}

/** Inside the app: the shared login (the header, menu and guards see the new GOTD guest too). */
export const appDailyGameApi: DailyGameApi = createDailyGameApi({
  client: () => (getSessionKey(authBus.getState()) ? apiClient : null),
  becomeGuest: (record) => authBus.login(record),
});
