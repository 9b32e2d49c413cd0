import {
  TOURNAMENT_MAX_TEAMS,
  TOURNAMENT_MESSAGES,
  TOURNAMENT_MIN_LOCK_MINUTES,
  TOURNAMENT_MIN_TEAMS,
  etToInstant,
  parseInvites,
  wholeNumber,
  type CreateTournamentRequest,
  type LeagueDhRule,
  type TournamentFormat,
  type TournamentSeriesLength,
} from '@bb/shared';
import { defaultTournamentTimes } from '../tournament-core/tournament-times';

/** The seasons the form offers (the data's first and last). */
export const FIRST_SEASON = 1871;
export const LAST_SEASON = 2025;

/** A team-season's key in the picked list ("NYA:1927"): a team id alone is not unique across seasons. */
export const teamKey = (teamId: string, year: number) => `${teamId}:${year}`;

/** The form as typed; numbers typed by hand stay text until sent so a half-typed field is not a 0. */
export interface CreateTournamentValues {
  name: string;
  fromYear: number;
  toYear: number;
  totalTeams: string;
  /** Picked team-seasons (teamKey), in the order picked. */
  teams: string[];
  format: TournamentFormat;
  seriesLength: TournamentSeriesLength;
  dh: LeagueDhRule;
  lockDate: string;
  lockTime: string;
  firstDate: string;
  firstTime: string;
  isPrivate: boolean;
  invites: string;
}

/** Field errors keyed like the request body, so the server's `errors` map lands on the same fields. */
export type CreateTournamentField = 'name' | 'fromYear' | 'toYear' | 'totalTeams' | 'teams' | 'format' | 'seriesLength' | 'dh' | 'locksAt' | 'firstGameAt' | 'invites';
export type CreateTournamentErrors = Partial<Record<CreateTournamentField, string>>;

/** Defaults: 8 teams of the last ten seasons, single elimination, best of 3, lock in an hour or so, public. */
export function initialTournamentValues(now: number): CreateTournamentValues {
  return {
    name: '',
    fromYear: LAST_SEASON - 9,
    toYear: LAST_SEASON,
    totalTeams: '8',
    teams: [],
    format: 'single-elimination',
    seriesLength: 3,
    dh: 'auto',
    ...defaultTournamentTimes(now),
    isPrivate: false,
    invites: '',
  };
}

/**
 * The browser's checks (the server makes them again, with the same messages). `available` is how many team-seasons
 * the range holds, once known.
 */
export function validateCreateTournament(v: CreateTournamentValues, now: number, available: number | null): CreateTournamentErrors {
  const errors: CreateTournamentErrors = {};
  if (!v.name.trim()) errors.name = TOURNAMENT_MESSAGES.nameRequired;
  if (v.toYear < v.fromYear) errors.toYear = TOURNAMENT_MESSAGES.rangeOrder;

  const total = wholeNumber(v.totalTeams);
  if (total === null || total < TOURNAMENT_MIN_TEAMS || total > TOURNAMENT_MAX_TEAMS) errors.totalTeams = TOURNAMENT_MESSAGES.totalTeams;
  else if (!errors.toYear && available !== null && available < total) errors.totalTeams = TOURNAMENT_MESSAGES.tooFewTeams(available, total);
  if (total !== null && !errors.totalTeams && v.teams.length > total) errors.teams = TOURNAMENT_MESSAGES.tooManyPicked(total);

  const lock = etToInstant(v.lockDate, v.lockTime)?.getTime();
  if (lock === undefined || lock <= now) errors.locksAt = TOURNAMENT_MESSAGES.futureDate;
  else if (lock < now + TOURNAMENT_MIN_LOCK_MINUTES * 60_000) errors.locksAt = TOURNAMENT_MESSAGES.lockTenMinutes;

  const first = etToInstant(v.firstDate, v.firstTime)?.getTime();
  if (first === undefined || first <= now) errors.firstGameAt = TOURNAMENT_MESSAGES.futureDate;
  else if (lock !== undefined && first < lock) errors.firstGameAt = TOURNAMENT_MESSAGES.firstGameAfterLock;
  return errors;
}

/** The POST /tournaments body; call only with values that passed validation. */
export function toCreateTournamentRequest(v: CreateTournamentValues, requestId: string): CreateTournamentRequest {
  const invites = v.isPrivate ? parseInvites(v.invites) : [];
  return {
    name: v.name.trim(),
    fromYear: v.fromYear,
    toYear: v.toYear,
    totalTeams: wholeNumber(v.totalTeams) ?? 0,
    ...(v.teams.length
      ? {
          teams: v.teams.map((key) => {
            const at = key.lastIndexOf(':');
            return { teamId: key.slice(0, at), year: Number(key.slice(at + 1)) };
          }),
        }
      : {}),
    format: v.format,
    seriesLength: v.seriesLength,
    dh: v.dh,
    locksAt: etToInstant(v.lockDate, v.lockTime)?.toISOString() ?? '',
    firstGameAt: etToInstant(v.firstDate, v.firstTime)?.toISOString() ?? '',
    isPrivate: v.isPrivate,
    ...(invites.length ? { invites } : {}),
    requestId,
  };
}
