import {
  DRAFT_DEFAULT_PICK_SECONDS,
  DRAFT_MAX_ROUNDS,
  DRAFT_MAX_TEAMS,
  DRAFT_MESSAGES,
  DRAFT_MIN_ROUNDS,
  DRAFT_MIN_TEAMS,
  type CreateDraftLeagueRequest,
  type DraftMode,
  type DraftPoolOptions,
  type LeagueDhRule,
  type LeagueUsageLimit,
  etToInstant,
  instantToEt,
  parseInvites,
  wholeNumber,
} from '@bb/shared';
import { validateDraftTimes } from '../../league-core';

export type PickSeconds = CreateDraftLeagueRequest['pickSeconds'];

/** The form as typed; numbers stay text until sent so a half-typed field is not a 0. */
export interface CreateDraftValues {
  name: string;
  totalTeams: string;
  mode: DraftMode;
  rounds: string;
  pickSeconds: PickSeconds;
  maxPlayers: string;
  dh: LeagueDhRule;
  usageLimit: LeagueUsageLimit;
  years: number[];
  leagues: string[];
  draftDate: string;
  draftTime: string;
  gamesDate: string;
  gamesTime: string;
  isPrivate: boolean;
  invites: string;
}

/** Field errors keyed like the request body (and the server's `errors` map). */
export type CreateDraftField = 'name' | 'totalTeams' | 'mode' | 'rounds' | 'pickSeconds' | 'maxPlayers' | 'usageLimit' | 'years' | 'leagues' | 'draftHeldAt' | 'gamesBeginAt' | 'invites';
export type CreateDraftErrors = Partial<Record<CreateDraftField, string>>;

const DAY_MS = 86_400_000;

/** Defaults: 8 teams, snake, 24 rounds, the draft at `draftStart` (ET) and the games a day later. */
export function initialDraftValues(draftStart: { date: string; time: string }): CreateDraftValues {
  const draftAt = etToInstant(draftStart.date, draftStart.time);
  const games = draftAt ? instantToEt(draftAt.getTime() + DAY_MS) : { date: '', time: '' };
  return {
    name: '',
    totalTeams: '8',
    mode: 'snake',
    rounds: '24',
    pickSeconds: DRAFT_DEFAULT_PICK_SECONDS as PickSeconds,
    maxPlayers: '26',
    dh: 'auto',
    usageLimit: 0,
    years: [],
    leagues: [],
    draftDate: draftStart.date,
    draftTime: draftStart.time,
    gamesDate: games.date,
    gamesTime: games.time,
    isPrivate: false,
    invites: '',
  };
}

/** Leagues the chosen seasons offer, with their players summed over those seasons (first seen name wins). */
export function leaguesOf(options: DraftPoolOptions | undefined, years: readonly number[]): Array<{ lgId: string; name: string; players: number }> {
  const found = new Map<string, { lgId: string; name: string; players: number }>();
  for (const season of options?.seasons ?? []) {
    if (!years.includes(season.year)) continue;
    for (const lg of season.leagues) {
      const seen = found.get(lg.lgId);
      if (seen) seen.players += lg.players;
      else found.set(lg.lgId, { ...lg });
    }
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Players in the pool the chosen seasons and leagues form; null until the options are known. */
export function poolSize(options: DraftPoolOptions | undefined, years: readonly number[], leagues: readonly string[]): number | null {
  if (!options) return null;
  return leaguesOf(options, years)
    .filter((lg) => leagues.includes(lg.lgId))
    .reduce((sum, lg) => sum + lg.players, 0);
}

/** The setup checks the browser can make (the server makes them again, with its clock and data). */
export function validateCreateDraft(values: CreateDraftValues, now: number, options: DraftPoolOptions | undefined): CreateDraftErrors {
  const errors: CreateDraftErrors = {};
  if (values.name.trim() === '') errors.name = DRAFT_MESSAGES.nameRequired;
  const teams = wholeNumber(values.totalTeams);
  if (teams === null || teams < DRAFT_MIN_TEAMS || teams > DRAFT_MAX_TEAMS) errors.totalTeams = DRAFT_MESSAGES.totalTeams;
  const rounds = wholeNumber(values.rounds);
  if (rounds === null || rounds < DRAFT_MIN_ROUNDS || rounds > DRAFT_MAX_ROUNDS) errors.rounds = DRAFT_MESSAGES.rounds;
  const maxPlayers = wholeNumber(values.maxPlayers);
  if (maxPlayers === null || maxPlayers < (rounds ?? DRAFT_MIN_ROUNDS)) errors.maxPlayers = DRAFT_MESSAGES.maxPlayers;
  if (values.years.length === 0 || values.leagues.length === 0) errors.leagues = DRAFT_MESSAGES.leaguesRequired;
  else if (teams !== null && rounds !== null && !errors.totalTeams && !errors.rounds) {
    const size = poolSize(options, values.years, values.leagues);
    const needed = teams * rounds;
    if (size !== null && size < needed) errors.leagues = DRAFT_MESSAGES.poolTooSmall(needed - size);
  }
  return { ...errors, ...validateDraftTimes(values, now) };
}

/** The POST /api/drafts body; `requestId` is made once per form so a repeated submit creates one league. */
export function toDraftRequest(values: CreateDraftValues, requestId: string): CreateDraftLeagueRequest {
  const invites = parseInvites(values.invites);
  return {
    name: values.name.trim(),
    totalTeams: wholeNumber(values.totalTeams) ?? 0,
    mode: values.mode,
    rounds: wholeNumber(values.rounds) ?? 0,
    pickSeconds: values.pickSeconds,
    maxPlayers: wholeNumber(values.maxPlayers) ?? 0,
    dh: values.dh,
    usageLimit: values.usageLimit,
    years: [...values.years].sort((a, b) => a - b),
    leagues: [...values.leagues].sort(),
    draftHeldAt: etToInstant(values.draftDate, values.draftTime)?.toISOString() ?? '',
    gamesBeginAt: etToInstant(values.gamesDate, values.gamesTime)?.toISOString() ?? '',
    isPrivate: values.isPrivate,
    ...(invites.length ? { invites } : {}),
    requestId,
  };
}
