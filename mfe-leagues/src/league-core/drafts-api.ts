// Every call of the drafts API (contract/src/drafts-api.ts): one function per operation, each answering the `data` of
// `{ data: … }`. Errors leave as shared's ApiError; callers decide about the toast.
import {
  DRAFT_STREAM_EVENTS,
  apiClient,
  apiKey,
  apiStreamUrl,
  type CreateDraftLeagueRequest,
  type DraftChat,
  type DraftChatMessage,
  type DraftLeagueList,
  type DraftPoolOptions,
  type DraftPoolPage,
  type DraftPoolPlayer,
  type DraftPoolRequest,
  type DraftRoom,
  type DraftSummary,
  type DraftValidation,
  type RescheduleDraftRequest,
} from '@bb/shared';

type Query = Record<string, string | number | boolean>;

const get = async <T>(path: string, searchParams?: Query, signal?: AbortSignal): Promise<T> =>
  (await apiClient.get(path, { searchParams, signal }).json<{ data: T }>()).data;

const send = async <T>(method: 'post' | 'put', path: string, json: unknown): Promise<T> =>
  (await apiClient[method](path, { json }).json<{ data: T }>()).data;

const draft = (leagueId: number | string) => `drafts/${encodeURIComponent(String(leagueId))}`;

const defined = (q: Record<string, string | number | boolean | undefined>): Query =>
  Object.fromEntries(Object.entries(q).filter((e): e is [string, string | number | boolean] => e[1] !== undefined && e[1] !== ''));

/** The data layer's cache keys of the reads below (shared/src/data). */
export const draftKeys = {
  room: (leagueId: number | string) => apiKey(draft(leagueId)),
};

export const draftsApi = {
  poolOptions: (signal?: AbortSignal) => get<DraftPoolOptions>('drafts/pool-options', undefined, signal),
  create: (body: CreateDraftLeagueRequest) => send<DraftRoom>('post', 'drafts', body),
  list: (scope: 'mine' | 'public', signal?: AbortSignal) => get<DraftLeagueList>('drafts', { scope }, signal),
  room: (leagueId: number | string, signal?: AbortSignal) => get<DraftRoom>(draft(leagueId), undefined, signal),
  pool: (leagueId: number | string, query: DraftPoolRequest, signal?: AbortSignal) => get<DraftPoolPage>(`${draft(leagueId)}/pool`, defined({ ...query }), signal),
  player: (leagueId: number | string, cardId: string, signal?: AbortSignal) =>
    get<DraftPoolPlayer>(`${draft(leagueId)}/players/${encodeURIComponent(cardId)}`, undefined, signal),
  pick: (leagueId: number | string, pick: number, cardId: string) => send<DraftRoom>('post', `${draft(leagueId)}/picks`, { pick, cardId }),
  saveQueue: (leagueId: number | string, cardIds: string[]) => send<DraftRoom>('put', `${draft(leagueId)}/queue`, { cardIds }),
  pause: (leagueId: number | string) => send<DraftRoom>('post', `${draft(leagueId)}/pause`, {}),
  resume: (leagueId: number | string) => send<DraftRoom>('post', `${draft(leagueId)}/resume`, {}),
  undo: (leagueId: number | string, pick: number) => send<DraftRoom>('post', `${draft(leagueId)}/undo`, { pick }),
  reschedule: (leagueId: number | string, body: RescheduleDraftRequest) => send<DraftRoom>('post', `${draft(leagueId)}/reschedule`, body),
  join: (leagueId: number | string, token: string) => send<DraftRoom>('post', `${draft(leagueId)}/join`, { token }),
  chat: (leagueId: number | string, after?: number, signal?: AbortSignal) => get<DraftChat>(`${draft(leagueId)}/chat`, defined({ after }), signal),
  say: (leagueId: number | string, text: string) => send<DraftChatMessage>('post', `${draft(leagueId)}/chat`, { text }),
  validation: (leagueId: number | string, signal?: AbortSignal) => get<DraftValidation>(`${draft(leagueId)}/validation`, undefined, signal),
  summary: (leagueId: number | string, signal?: AbortSignal) => get<DraftSummary>(`${draft(leagueId)}/summary`, undefined, signal),
  /** The live stream's address; signed-in users add a ticket (EventSource cannot send the Authorization header). */
  streamUrl: (leagueId: number | string, ticket?: string, since?: number) => apiStreamUrl(`${draft(leagueId)}/stream`, { ticket, since }),
  streamEvents: DRAFT_STREAM_EVENTS,
};
