/**
 * Creating a tournament (issue 20 item 1): the form's checks with TOURNAMENT_MESSAGES, the field (the creator's picks
 * and the rest drawn from the range's team-seasons by the seed), open teams, the owner and invited members, all in one
 * transaction. The lock job is scheduled by the caller after the commit (never inside a transaction: see jobs/README).
 */
import { randomInt } from 'node:crypto';
import { rollDie, seedRng } from '@bb/engine';
import {
  TOURNAMENT_MAX_TEAMS, TOURNAMENT_MESSAGES, TOURNAMENT_MIN_LOCK_MINUTES, TOURNAMENT_MIN_TEAMS, type CreateTournamentRequest,
} from '@bb/contract';
import type { Database } from '../db/database';
import { leagueMembers, leagueTeams } from '../db/schema/leagues';
import { FieldErrors } from '../http/field-errors';
import { abbreviations, checkName, createLeague, nameTakenError, playable, type Creator } from '../leagues';
import { emptyDepth } from '../leagues';
import { findInvitees, type Invitee } from './invitees';
import { LeagueError } from '../leagues';
import { cityAndNickname, teamPool, type PoolTeam } from '../leagues';
import type { TournamentSettings } from './tournament-settings';

const sameTeam = (a: { teamId: string; year: number }, b: { teamId: string; year: number }) => a.teamId.toUpperCase() === b.teamId.toUpperCase() && a.year === b.year;

export const yearsOf = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** The rest of the field: the range's team-seasons in an order fixed by the seed, skipping what the engine cannot field. */
async function fillField(database: Database, pool: PoolTeam[], picked: PoolTeam[], total: number, seed: number): Promise<PoolTeam[]> {
  const rng = seedRng(`tournament-teams-${seed}`);
  const rest = pool.filter((t) => !picked.some((p) => sameTeam(p, t)));
  for (let i = rest.length - 1; i > 0; i -= 1) {
    const j = rollDie(rng, i + 1) - 1;
    [rest[i], rest[j]] = [rest[j] as PoolTeam, rest[i] as PoolTeam];
  }
  const field = [...picked];
  for (const t of rest) {
    if (field.length >= total) break;
    if (await playable(database, t)) field.push(t);
  }
  return field;
}

interface Checked {
  name: string;
  years: number[];
  field: PoolTeam[];
  invited: Invitee[];
  locksAt: Date;
  firstGameAt: Date;
  seed: number;
}

async function check(database: Database, creator: Creator, body: CreateTournamentRequest, now: Date): Promise<Checked> {
  const db = database.db;
  const errors = new FieldErrors();
  const name = await checkName(db, errors, 'tournament', creator.id, body.name, TOURNAMENT_MESSAGES);

  if (body.toYear < body.fromYear) errors.add('toYear', TOURNAMENT_MESSAGES.rangeOrder);
  const total = body.totalTeams;
  const totalOk = Number.isInteger(total) && total >= TOURNAMENT_MIN_TEAMS && total <= TOURNAMENT_MAX_TEAMS;
  if (!totalOk) errors.add('totalTeams', TOURNAMENT_MESSAGES.totalTeams);
  const years = yearsOf(body.fromYear, body.toYear);
  const pool = await teamPool(database, years);
  if (totalOk && years.length > 0 && pool.length < total) errors.add('totalTeams', TOURNAMENT_MESSAGES.tooFewTeams(pool.length, total));

  const picked: PoolTeam[] = [];
  for (const ref of body.teams ?? []) {
    const t = pool.find((p) => sameTeam(p, ref));
    if (!t) errors.add('teams', TOURNAMENT_MESSAGES.teamNotInRange);
    else if (!picked.some((p) => sameTeam(p, t))) picked.push(t);
  }
  if (totalOk && picked.length > total) errors.add('teams', TOURNAMENT_MESSAGES.tooManyPicked(total));
  for (const t of picked) if (!(await playable(database, t))) errors.add('teams', `The ${t.year} ${t.name} have too few players on record to play`);

  const locksAt = new Date(body.locksAt);
  const firstGameAt = new Date(body.firstGameAt);
  const lockValid = body.locksAt !== '' && !Number.isNaN(locksAt.getTime());
  if (!lockValid || locksAt.getTime() <= now.getTime()) errors.add('locksAt', TOURNAMENT_MESSAGES.futureDate);
  else if (locksAt.getTime() < now.getTime() + TOURNAMENT_MIN_LOCK_MINUTES * 60_000) errors.add('locksAt', TOURNAMENT_MESSAGES.lockTenMinutes);
  if (body.firstGameAt === '' || Number.isNaN(firstGameAt.getTime()) || firstGameAt.getTime() <= now.getTime()) errors.add('firstGameAt', TOURNAMENT_MESSAGES.futureDate);
  else if (lockValid && firstGameAt.getTime() < locksAt.getTime()) errors.add('firstGameAt', TOURNAMENT_MESSAGES.firstGameAfterLock);

  // Invited users only claim (the owner too may claim): inviting more users than teams is allowed, first come first served.
  const { found: invited, error: unknownInvite } = await findInvitees(db, body.invites, creator.id);
  errors.add('invites', unknownInvite);

  const seed = body.seed ?? randomInt(1, 2 ** 31 - 1);
  let field: PoolTeam[] = [];
  if (!errors.body()) {
    field = await fillField(database, pool, picked, total, seed);
    if (field.length < total) errors.add('totalTeams', TOURNAMENT_MESSAGES.tooFewTeams(field.length, total));
  }
  const problems = errors.body();
  if (problems) throw new LeagueError(problems.error, 400, problems.errors);
  return { name, years, field, invited, locksAt, firstGameAt, seed };
}

/** Creates the tournament or throws LeagueError (400 with field errors; 409 when a twin took the name). */
export async function createTournament(
  database: Database,
  creator: Creator,
  body: CreateTournamentRequest,
  now: Date,
): Promise<{ leagueId: number; created: boolean; invited: Invitee[] }> {
  const made = await createLeague(database, creator, 'tournament', body, {
    async check() {
      const checked = await check(database, creator, body, now);
      // A stable order for the summary's list: by season, league and name.
      const field = [...checked.field].sort((a, b) => a.year - b.year || a.lgId.localeCompare(b.lgId) || a.name.localeCompare(b.name));
      return { ...checked, field };
    },
    league: ({ name, years, field, locksAt, firstGameAt, seed }) => {
      const settings: TournamentSettings = { groups: [], format: body.format, seriesLength: body.seriesLength, fromYear: body.fromYear, toYear: body.toYear };
      return {
        name, years, totalTeams: field.length, gamesPerTeam: 0, dh: body.dh, usageLimit: 0, isPrivate: body.isPrivate, startsAt: firstGameAt, locksAt,
        status: 'claiming', seed, settings,
      };
    },
    async rows(tx, leagueId, { field, invited }) {
      const abbr = abbreviations(field);
      await tx.insert(leagueTeams).values(
        field.map((t, idx) => ({
          leagueId, idx, teamId: t.teamId, year: t.year, lgId: t.lgId, groupIdx: 0, ...cityAndNickname(t.name), abbreviation: abbr[idx] as string,
          managerName: '', userId: null, managerKind: 'open', tendencies: null, favourite: false, depth: emptyDepth(), usage: {},
        })),
      );
      await tx.insert(leagueMembers).values([
        { leagueId, userId: creator.id, role: 'owner' },
        ...invited.map((u) => ({ leagueId, userId: u.id, role: 'invited' })),
      ]);
    },
    nameTaken: nameTakenError(TOURNAMENT_MESSAGES.nameTaken),
  });
  return { leagueId: made.leagueId, created: made.created, invited: made.plan ? made.plan.invited : [] };
}
