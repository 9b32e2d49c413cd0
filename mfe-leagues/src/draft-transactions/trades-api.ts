// Every call of the trades API (contract/src/trades-api.ts; free agents come from the league core's draftsApi.pool): one
// function per operation, each answering the `data` of `{ data: … }`. Errors leave as shared's ApiError.
import {
  apiClient,
  type TradeCheck,
  type TradeList,
  type TradeRequest,
  type TradeView,
  type TransactionList,
  type TransactionRequest,
  type TransactionView,
} from '@bb/shared';

const get = async <T>(path: string, searchParams?: Record<string, string | number | boolean>, signal?: AbortSignal): Promise<T> =>
  (await apiClient.get(path, { searchParams, signal }).json<{ data: T }>()).data;

const post = async <T>(path: string, json: unknown): Promise<T> => (await apiClient.post(path, { json }).json<{ data: T }>()).data;

const league = (leagueId: number | string) => `leagues/${encodeURIComponent(String(leagueId))}`;

export type TradeAnswer = 'accept' | 'reject' | 'withdraw';

export const tradesApi = {
  list: (leagueId: number | string, status: 'pending' | 'history', signal?: AbortSignal) => get<TradeList>(`${league(leagueId)}/trades`, { status }, signal),
  check: (leagueId: number | string, body: TradeRequest) => post<TradeCheck>(`${league(leagueId)}/trades/check`, body),
  propose: (leagueId: number | string, body: TradeRequest) => post<TradeView>(`${league(leagueId)}/trades`, body),
  answer: (leagueId: number | string, tradeId: number, answer: TradeAnswer) => post<TradeView>(`${league(leagueId)}/trades/${tradeId}/${answer}`, {}),
  transactions: (leagueId: number | string, signal?: AbortSignal) => get<TransactionList>(`${league(leagueId)}/transactions`, undefined, signal),
  transact: (leagueId: number | string, body: TransactionRequest) => post<TransactionView>(`${league(leagueId)}/transactions`, body),
};
