import type { Static } from 'typebox';
import type { CalendarRescheduleBody } from './schemas/drafts';
import type { LeagueGameStatus } from './leagues-api';

/**
 * The league calendar (`/league-calendar`, issue 18): the user's games across all his leagues, by week and by day,
 * with start times in US Eastern time. Under `/api`.
 *
 * | method and path                                         | who           | answer                          |
 * |---------------------------------------------------------|---------------|---------------------------------|
 * | GET  /calendar?from=YYYY-MM-DD&days=7                   | logged in     | CalendarAnswer                  |
 * | POST /calendar/reschedule { leagueId, scheduleId, startsAt } | a manager of the game or the league owner | CalendarGame; 400 CalendarErrorBody |
 *
 * Rescheduling moves one scheduled game later (never earlier than its original time, at most
 * CALENDAR_MAX_POSTPONE_HOURS after it, at least 10 minutes from now). An error naming the original time carries
 * the placeholder CALENDAR_TIME_PLACEHOLDER and `originalTime`; the client puts the formatted time in quotes in its
 * place (weekday, month, day, year, hh:mm AM/PM).
 */
export const CALENDAR_DAYS = [
  { value: 'MONDAY', short: 'Mon' },
  { value: 'TUESDAY', short: 'Tue' },
  { value: 'WEDNESDAY', short: 'Wed' },
  { value: 'THURSDAY', short: 'Thu' },
  { value: 'FRIDAY', short: 'Fri' },
  { value: 'SATURDAY', short: 'Sat' },
  { value: 'SUNDAY', short: 'Sun' },
] as const;
export type CalendarDay = (typeof CALENDAR_DAYS)[number]['value'];
export const CALENDAR_TIME_PLACEHOLDER = '{originalTime}';
export const CALENDAR_MAX_POSTPONE_HOURS = 72;
export const CALENDAR_MAX_DAYS = 42;

export const CALENDAR_MESSAGES = {
  notFound: 'Oops! no record found',
  notAllowed: 'You cannot reschedule this game.',
  notScheduled: 'This game has already started or been played.',
  pastTime: 'Reschedule time must be after the current time',
  tenMinutes: 'Games Begin time should be at least 10 minutes from current time',
  beforeOriginal: `A game can only be moved later than its original time ${CALENDAR_TIME_PLACEHOLDER}`,
  badDate: 'Please select a valid date',
  futureDate: 'Please select a future date and time',
  tooLate: `A game can be postponed by at most ${CALENDAR_MAX_POSTPONE_HOURS} hours after ${CALENDAR_TIME_PLACEHOLDER}`,
} as const;

export interface CalendarTeam {
  index: number;
  name: string;
  abbreviation: string;
}

export interface CalendarGame {
  leagueId: number;
  leagueName: string;
  leagueKind: string;
  scheduleId: number;
  startsAt: string;
  /** The time the schedule first gave it (before any reschedule). */
  originalStartsAt: string;
  home: CalendarTeam;
  away: CalendarTeam;
  /** The viewer's team in this game. */
  myTeam: number;
  status: LeagueGameStatus;
  homeRuns: number | null;
  awayRuns: number | null;
  canReschedule: boolean;
  /** Where the game is played or reviewed (the league's play or pregame page). */
  link: string;
}

export interface CalendarAnswer {
  /** First day shown (YYYY-MM-DD, Eastern). */
  from: string;
  days: number;
  games: CalendarGame[];
  now: string;
}

export interface CalendarErrorBody {
  error: string;
  /** ISO instant for CALENDAR_TIME_PLACEHOLDER in `error`. */
  originalTime?: string;
}

export type CalendarRescheduleRequest = Static<typeof CalendarRescheduleBody>;
