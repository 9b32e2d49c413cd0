import type { Static } from 'typebox';
import type {
  DashboardAnswerSchema, DashboardDraft as DraftSchema, DashboardGameInProgress as InProgressSchema, DashboardGotd as GotdSchema,
  DashboardLeague as LeagueSchema, DashboardNextGame as NextGameSchema, DashboardResult as ResultSchema, DashboardTournament as TournamentSchema,
} from './schemas/dashboard';

/**
 * The dashboard (`/dashboard`, issue 21): the logged-in user's hub in one call. Under `/api`.
 *
 * | method and path | who       | answer                       |
 * |-----------------|-----------|------------------------------|
 * | GET /dashboard  | logged in | { data: DashboardAnswer }; 401 for a guest |
 *
 * Every list is the caller's own: his unfinished exhibition and head-to-head games (with the path that resumes
 * each), his unfinished historical and draft leagues (team, record, next game), the drafts of his leagues that have
 * not completed (start time as an instant; count down from `now`), his unfinished tournaments (owned or claimed),
 * today's Game of the Day and his last DASHBOARD_RECENT_RESULTS finished games of any mode. A user without a
 * subscription gets the same answer: the page shows what applies to him.
 */
export const DASHBOARD_RECENT_RESULTS = 5;
/** How many unfinished games, leagues and tournaments the hub lists (the history and lobby pages list the rest). */
export const DASHBOARD_LIST_LIMIT = 10;

export type DashboardNextGame = Static<typeof NextGameSchema>;
export type DashboardGameInProgress = Static<typeof InProgressSchema>;
export type DashboardLeague = Static<typeof LeagueSchema>;
export type DashboardDraft = Static<typeof DraftSchema>;
export type DashboardTournament = Static<typeof TournamentSchema>;
export type DashboardGotd = Static<typeof GotdSchema>;
export type DashboardResult = Static<typeof ResultSchema>;
export type DashboardAnswer = Static<typeof DashboardAnswerSchema>;
