// Every call of the leagues API (contract/src/leagues-api.ts), shared by every remote that shows a league (the league
// modes, and tournaments, which are leagues of kind 'tournament'): one function per operation, each answering the
// `data` of `{ data: … }`. Errors leave as shared's ApiError; callers decide about the toast (see notify-league-error).
import type {
  CreateLeagueRequest,
  DepthChart,
  DepthChartRequest,
  LeagueBoxScore,
  LeagueBracket,
  LeagueDetail,
  LeagueHistoryCompare,
  LeagueKind,
  LeagueLeaders,
  LeagueList,
  LeaguePlayAnswer,
  LeagueSchedule,
  LeagueSimAnswer,
  LeagueStandings,
  LeagueStatistics,
  LeagueStatType,
  LeagueTeamView,
  LeagueYears,
  PregameSummary,
  SeasonTeam,
  SimTarget,
} from '@bb/contract';
import { apiClient } from '../api';
import { apiKey } from '../data/api-key';

type Query = Record<string, string | number>;

const get = async <T>(path: string, searchParams?: Query, signal?: AbortSignal): Promise<T> =>
  (await apiClient.get(path, { searchParams, signal }).json<{ data: T }>()).data;

const send = async <T>(method: 'post' | 'put', path: string, json: unknown): Promise<T> =>
  (await apiClient[method](path, { json }).json<{ data: T }>()).data;

const league = (leagueId: number | string) => `leagues/${encodeURIComponent(String(leagueId))}`;

export interface ScheduleFilter {
  team?: number;
  day?: number;
  from?: number;
  limit?: number;
  phase?: 'regular' | 'postseason';
}

const defined = (q: Record<string, string | number | undefined>): Query =>
  Object.fromEntries(Object.entries(q).filter((e): e is [string, string | number] => e[1] !== undefined));

/** The data layer's cache keys of the reads below (shared/src/data): the endpoint's path and parameters. */
export const leagueKeys = {
  schedule: (leagueId: number | string, filter: ScheduleFilter) => apiKey(`${league(leagueId)}/schedule`, { ...filter }),
  leaders: (leagueId: number | string) => apiKey(`${league(leagueId)}/leaders`),
};

export const leaguesApi = {
  list: (kind: LeagueKind, signal?: AbortSignal) => get<LeagueList>('leagues', { kind }, signal),
  years: (signal?: AbortSignal) => get<LeagueYears>('leagues/years', undefined, signal),
  uniqueName: (name: string, signal?: AbortSignal) => get<{ available: boolean }>('leagues/unique-name', { name }, signal),
  /** The team-seasons of a year (the single-game setup's list, contract/src/gameplay-api.ts). */
  yearTeams: (year: number, signal?: AbortSignal) => get<SeasonTeam[]>(`games/single/years/${year}/teams`, undefined, signal),
  create: (body: CreateLeagueRequest) => send<LeagueDetail>('post', 'leagues', body),
  detail: (leagueId: number | string, signal?: AbortSignal) => get<LeagueDetail>(league(leagueId), undefined, signal),
  schedule: (leagueId: number | string, filter: ScheduleFilter, signal?: AbortSignal) =>
    get<LeagueSchedule>(`${league(leagueId)}/schedule`, defined({ ...filter }), signal),
  standings: (leagueId: number | string, signal?: AbortSignal) => get<LeagueStandings>(`${league(leagueId)}/standings`, undefined, signal),
  statistics: (leagueId: number | string, type: LeagueStatType, sort: string, signal?: AbortSignal) =>
    get<LeagueStatistics>(`${league(leagueId)}/statistics`, { type, sort }, signal),
  leaders: (leagueId: number | string, signal?: AbortSignal) => get<LeagueLeaders>(`${league(leagueId)}/leaders`, undefined, signal),
  playoff: (leagueId: number | string, signal?: AbortSignal) => get<LeagueBracket>(`${league(leagueId)}/playoff`, undefined, signal),
  boxScore: (leagueId: number | string, scheduleId: number | string, signal?: AbortSignal) =>
    get<LeagueBoxScore>(`${league(leagueId)}/schedule/${encodeURIComponent(String(scheduleId))}/box-score`, undefined, signal),
  historyCompare: (leagueId: number | string, signal?: AbortSignal) => get<LeagueHistoryCompare>(`${league(leagueId)}/history-compare`, undefined, signal),
  summary: (leagueId: number | string, scheduleId: number | string, signal?: AbortSignal) =>
    get<PregameSummary>(`${league(leagueId)}/schedule/${encodeURIComponent(String(scheduleId))}/summary`, undefined, signal),
  depth: (leagueId: number | string, team: number, signal?: AbortSignal) => get<DepthChart>(`${league(leagueId)}/teams/${team}/depth`, undefined, signal),
  saveDepth: (leagueId: number | string, team: number, body: DepthChartRequest) => send<DepthChart>('put', `${league(leagueId)}/teams/${team}/depth`, body),
  /** The computer's lineup, rotation and roster again (the team's manager). */
  restoreDepth: (leagueId: number | string, team: number) => send<DepthChart>('post', `${league(leagueId)}/teams/${team}/depth/restore`, {}),
  /** A new computer manager for the team: the owner, before the season starts. */
  regenerateManager: (leagueId: number | string, team: number) => send<LeagueTeamView>('post', `${league(leagueId)}/teams/${team}/manager`, {}),
  play: (leagueId: number | string, scheduleId: number) => send<LeaguePlayAnswer>('post', `${league(leagueId)}/schedule/${scheduleId}/play`, {}),
  autoPlay: (leagueId: number | string, scheduleId: number) => send<LeaguePlayAnswer>('post', `${league(leagueId)}/schedule/${scheduleId}/auto-play`, {}),
  sim: (leagueId: number | string, to: SimTarget) => send<LeagueSimAnswer>('post', `${league(leagueId)}/sim`, { to }),
};
