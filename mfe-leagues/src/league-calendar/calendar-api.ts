// The league calendar's calls (contract/src/calendar-api.ts), each answering the `data` of `{ data: … }`.
import { apiClient, type CalendarAnswer, type CalendarGame, type CalendarRescheduleRequest } from '@bb/shared';

export const calendarApi = {
  /** The viewer's games from `from` (YYYY-MM-DD, Eastern) for `days` days. */
  games: async (from: string, days: number, signal?: AbortSignal) => (await apiClient.get('calendar', { searchParams: { from, days }, signal }).json<{ data: CalendarAnswer }>()).data,
  reschedule: async (body: CalendarRescheduleRequest) => (await apiClient.post('calendar/reschedule', { json: body }).json<{ data: CalendarGame }>()).data,
};
