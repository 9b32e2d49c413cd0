import {
  LEAGUE_MAX_TEAMS,
  LEAGUE_MESSAGES,
  LEAGUE_MIN_START_MINUTES,
  LEAGUE_MIN_TEAMS,
  LEAGUE_TEAMS_PER_YEAR,
  type CreateLeagueRequest,
  type LeagueDhRule,
  type LeagueUsageLimit,
  t,
  etToInstant,
  parseInvites,
  wholeNumber,
} from '@bb/shared';

/** The form as typed; numbers stay text until sent so a half-typed field is not a 0. */
export interface CreateLeagueValues {
  name: string;
  years: number[];
  totalTeams: string;
  dh: LeagueDhRule;
  usageLimit: LeagueUsageLimit;
  gamesPerTeam: string;
  isPrivate: boolean;
  beginDate: string;
  beginTime: string;
  teamYear: number | null;
  teamId: string;
  invites: string;
}

/** Field errors keyed like the request body (and the server's `errors` map). */
export type CreateLeagueField = 'name' | 'years' | 'totalTeams' | 'gamesBeginAt' | 'userTeam' | 'invites' | 'usageLimit' | 'gamesPerTeam';
export type CreateLeagueErrors = Partial<Record<CreateLeagueField, string>>;

export const initialValues = (start: { date: string; time: string }): CreateLeagueValues => ({
  name: '',
  years: [],
  totalTeams: String(LEAGUE_TEAMS_PER_YEAR),
  dh: 'auto',
  usageLimit: 0,
  gamesPerTeam: '',
  isPrivate: false,
  beginDate: start.date,
  beginTime: start.time,
  teamYear: null,
  teamId: '',
  invites: '',
});

/** Team-seasons the chosen years can supply: each year its own count, at most LEAGUE_TEAMS_PER_YEAR. */
export function yearsCapacity(years: readonly number[], teamsByYear: ReadonlyMap<number, number>): number {
  return years.reduce((sum, year) => sum + Math.min(teamsByYear.get(year) ?? LEAGUE_TEAMS_PER_YEAR, LEAGUE_TEAMS_PER_YEAR), 0);
}

/** How many more years the league needs, assuming LEAGUE_TEAMS_PER_YEAR per further year; 0 when it has enough. */
export function moreYearsNeeded(totalTeams: number, years: readonly number[], teamsByYear: ReadonlyMap<number, number>): number {
  const missing = totalTeams - yearsCapacity(years, teamsByYear);
  return missing > 0 ? Math.ceil(missing / LEAGUE_TEAMS_PER_YEAR) : 0;
}

/** The setup checks the browser can make (the server makes them again, with its clock and data). */
export function validateCreateLeague(values: CreateLeagueValues, now: number, teamsByYear: ReadonlyMap<number, number>): CreateLeagueErrors {
  const errors: CreateLeagueErrors = {};
  if (values.name.trim() === '') errors.name = LEAGUE_MESSAGES.nameRequired;
  const total = wholeNumber(values.totalTeams);
  if (total === null || total < LEAGUE_MIN_TEAMS || total > LEAGUE_MAX_TEAMS) errors.totalTeams = LEAGUE_MESSAGES.totalTeams;
  const more = moreYearsNeeded(total ?? 0, values.years, teamsByYear);
  if (more > 0 || values.years.length === 0) errors.years = LEAGUE_MESSAGES.moreYears(Math.max(more, 1));
  const start = etToInstant(values.beginDate, values.beginTime);
  if (!start || start.getTime() <= now) errors.gamesBeginAt = LEAGUE_MESSAGES.futureDate;
  else if (start.getTime() < now + LEAGUE_MIN_START_MINUTES * 60_000) errors.gamesBeginAt = LEAGUE_MESSAGES.tenMinutes;
  if (values.teamYear === null || values.teamId === '') errors.userTeam = LEAGUE_MESSAGES.teamRequired;
  else if (!values.years.includes(values.teamYear)) errors.userTeam = LEAGUE_MESSAGES.teamNotInYears;
  if (values.gamesPerTeam.trim() !== '') {
    const games = wholeNumber(values.gamesPerTeam);
    if (games === null || games < 2) errors.gamesPerTeam = t('validation.numberMin', { n: 2 });
    else if (games > 162) errors.gamesPerTeam = t('validation.numberMax', { n: 162 });
  }
  return errors;
}

/** The POST /api/leagues body; `requestId` is made once per form so a repeated submit creates one league. */
export function toRequest(values: CreateLeagueValues, requestId: string): CreateLeagueRequest {
  const games = wholeNumber(values.gamesPerTeam);
  const invites = parseInvites(values.invites);
  return {
    name: values.name.trim(),
    kind: 'historical',
    years: [...values.years].sort((a, b) => a - b),
    totalTeams: wholeNumber(values.totalTeams) ?? 0,
    dh: values.dh,
    usageLimit: values.usageLimit,
    isPrivate: values.isPrivate,
    gamesBeginAt: etToInstant(values.beginDate, values.beginTime)?.toISOString() ?? '',
    ...(games !== null ? { gamesPerTeam: games } : {}),
    userTeam: values.teamYear !== null && values.teamId ? { teamId: values.teamId, year: values.teamYear } : null,
    ...(invites.length ? { invites } : {}),
    requestId,
  };
}
