/**
 * Creating a league: checks every field with the form's messages, picks
 * the teams, seats the managers, draws the schedule and stores it all in one transaction.
 */
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { makeSeasonSchedule, ScheduleError, seedRng, rollDie, type ScheduleRequest } from '@bb/engine';
import { LEAGUE_MAX_TEAMS, LEAGUE_MESSAGES, LEAGUE_MIN_START_MINUTES, LEAGUE_MIN_TEAMS, LEAGUE_TEAMS_PER_YEAR, type CreateLeagueRequest } from '@bb/contract';
import type { Database, Db } from '../db/database';
import { leagueGames, leagueMembers, leagues, leagueTeams } from '../db/schema/leagues';
import { FieldErrors } from '../http/field-errors';
import { checkInvites } from './invites';
import { assignGroups, eraSeasonLength, interleagueGames, leagueFormat, type LeagueSettings } from './league-format';
import { LeagueError } from './league-error';
import { distinctManager } from './managers';
import { cityAndNickname, teamPool, type PoolTeam } from './team-pool';
import { emptyDepth } from './depth-chart';
import { GameSetupError, loadTeamSeason } from '../games';

const UNPLAYABLE = 'This team has too few players on record to play a season';

const DAY_MS = 86_400_000;
const sameTeam = (a: { teamId: string; year: number }, b: { teamId: string; year: number }) => a.teamId.toUpperCase() === b.teamId.toUpperCase() && a.year === b.year;

/** Seed of one scheduled game: a function of the league's seed and the game's number, so replays agree. */
export function gameSeed(leagueSeed: number, num: number): number {
  return ((leagueSeed * 48_271 + num * 7_919) % 2_147_483_646) + 1;
}

export interface Creator {
  id: number;
  username: string;
}

export async function existingByRequest(db: Db, ownerId: number, requestId: string | undefined): Promise<number | null> {
  if (!requestId) return null;
  const [row] = await db.select({ id: leagues.id }).from(leagues).where(and(eq(leagues.ownerUserId, ownerId), eq(leagues.requestId, requestId)));
  return row?.id ?? null;
}

/** A league or tournament name is taken site-wide; replays (season, nostalgia) have names of their own owner's only. */
export async function nameTaken(db: Db, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: leagues.id })
    .from(leagues)
    .where(sql`lower(${leagues.name}) = lower(${name.trim()}) AND ${leagues.kind} NOT IN ('season', 'nostalgia')`)
    .limit(1);
  return rows.length > 0;
}

/** Whether a failed insert broke the unique index `index` (the driver names it in the message or the constraint). */
export function brokeIndex(error: unknown, index: string): boolean {
  const e = error as { message?: string; constraint?: string };
  return `${String(e.message)} ${String(e.constraint ?? '')}`.includes(index);
}

/**
 * After a failed create: the league a twin of this request (a double click) made meanwhile, else the lost race for a
 * unique name as 409 on the name field, else the error as it is.
 */
export async function settleCreateRace(db: Db, ownerId: number, requestId: string | undefined, error: unknown, index: string, nameTakenMessage: string): Promise<{ leagueId: number; created: false }> {
  const again = await existingByRequest(db, ownerId, requestId);
  if (again !== null) return { leagueId: again, created: false };
  if (brokeIndex(error, index)) throw new LeagueError(nameTakenMessage, 409, { name: nameTakenMessage });
  throw error;
}

/** A team-season the engine can field: some of the record's early and Negro League teams have too few players on it. */
export async function playable(database: Database, team: PoolTeam): Promise<boolean> {
  try {
    await loadTeamSeason(database, team.teamId, team.year);
    return true;
  } catch (error) {
    if (error instanceof GameSetupError) return false;
    throw error;
  }
}

/** Other teams: round-robin over the chosen years (each year's teams in a seeded order), so every year is represented. */
async function pickTeams(database: Database, pool: PoolTeam[], mine: PoolTeam, count: number, seed: number): Promise<PoolTeam[]> {
  const rng = seedRng(`teams-${seed}`);
  const byYear = new Map<number, PoolTeam[]>();
  for (const t of pool) if (!sameTeam(t, mine)) byYear.set(t.year, [...(byYear.get(t.year) ?? []), t]);
  for (const list of byYear.values()) {
    for (let i = list.length - 1; i > 0; i -= 1) {
      const j = rollDie(rng, i + 1) - 1;
      [list[i], list[j]] = [list[j] as PoolTeam, list[i] as PoolTeam];
    }
  }
  const picked = [mine];
  const queues = [...byYear.values()];
  while (picked.length < count && queues.some((q) => q.length > 0)) {
    for (const q of queues) {
      const next = picked.length < count ? q.shift() : undefined;
      if (next && (await playable(database, next))) picked.push(next);
    }
  }
  return picked;
}

/** Abbreviations stay unique when one franchise comes twice (NYA 1927 and 1998 → NYA27, NYA98). */
export function abbreviations(teams: PoolTeam[]): string[] {
  const count = new Map<string, number>();
  for (const t of teams) count.set(t.abbreviation, (count.get(t.abbreviation) ?? 0) + 1);
  return teams.map((t) => ((count.get(t.abbreviation) ?? 0) > 1 ? `${t.abbreviation}${String(t.year).slice(2)}` : t.abbreviation));
}

/**
 * The regular season's games (day d starts at `begins` + d days), or a LeagueError when no schedule of that length
 * fits the groups (one length for all, or one per team: season replays; `interleague` games a team between two groups).
 * Returns the rows for a league id, so the draw can be checked before the league is written.
 */
export function drawSchedule(
  groups: number[][],
  gamesPerTeam: number | number[],
  seed: number,
  begins: Date,
  interleague = 0,
  divisions: ScheduleRequest['divisions'] | null = null,
): (leagueId: number) => Array<typeof leagueGames.$inferInsert> {
  let schedule;
  try {
    schedule = makeSeasonSchedule({ groups, gamesPerTeam, seed, interleague, ...(divisions ? { divisions } : {}) });
  } catch (error) {
    if (error instanceof ScheduleError) throw new LeagueError(`No schedule of ${Array.isArray(gamesPerTeam) ? 'these lengths' : `${gamesPerTeam} games`} fits these teams: ${error.message}`, 400, { gamesPerTeam: error.message });
    throw error;
  }
  schedule.sort((a, b) => a.day - b.day || a.series - b.series);
  return (leagueId) =>
    schedule.map((g, num) => ({
      leagueId, num, day: g.day, startsAt: new Date(begins.getTime() + g.day * DAY_MS), home: g.home, away: g.away,
      phase: 'regular', seed: gameSeed(seed, num), status: 'scheduled',
    }));
}

/** Creates the league or throws LeagueError (400 with field errors, 409 on a lost race for the name). Returns its id. */
export async function createLeague(database: Database, creator: Creator, body: CreateLeagueRequest, now: Date): Promise<{ leagueId: number; created: boolean }> {
  const db = database.db;
  const repeated = await existingByRequest(db, creator.id, body.requestId);
  if (repeated !== null) return { leagueId: repeated, created: false };

  const errors = new FieldErrors();
  const name = body.name.trim();
  if (!name) errors.add('name', LEAGUE_MESSAGES.nameRequired);
  else if (await nameTaken(db, name)) errors.add('name', LEAGUE_MESSAGES.nameTaken);

  const total = body.totalTeams;
  if (!Number.isInteger(total) || total < LEAGUE_MIN_TEAMS || total > LEAGUE_MAX_TEAMS) errors.add('totalTeams', LEAGUE_MESSAGES.totalTeams);

  const years = [...new Set(body.years)].sort((a, b) => a - b);
  const pool = await teamPool(database, years);
  // Each year supplies up to LEAGUE_TEAMS_PER_YEAR team-seasons (1927 has 31 with the Negro leagues), and
  // fewer where the record has fewer: the shortfall is counted in real teams, as the form counts it.
  const supplied = years.reduce((n, y) => n + Math.min(LEAGUE_TEAMS_PER_YEAR, pool.filter((t) => t.year === y).length), 0);
  if (years.length === 0 || supplied < total) {
    const missing = Math.max(1, Math.ceil((Math.max(total, LEAGUE_MIN_TEAMS) - supplied) / LEAGUE_TEAMS_PER_YEAR));
    errors.add('years', LEAGUE_MESSAGES.moreYears(missing));
  }

  const begins = new Date(body.gamesBeginAt);
  if (!body.gamesBeginAt || Number.isNaN(begins.getTime()) || begins.getTime() <= now.getTime()) errors.add('gamesBeginAt', LEAGUE_MESSAGES.futureDate);
  else if (begins.getTime() < now.getTime() + LEAGUE_MIN_START_MINUTES * 60_000) errors.add('gamesBeginAt', LEAGUE_MESSAGES.tenMinutes);

  const mine = body.userTeam ? pool.find((t) => sameTeam(t, body.userTeam as { teamId: string; year: number })) : undefined;
  if (!body.userTeam) errors.add('userTeam', LEAGUE_MESSAGES.teamRequired);
  else if (!mine && years.length > 0) errors.add('userTeam', LEAGUE_MESSAGES.teamNotInYears);

  const invited = await checkInvites(db, errors, body.invites, creator.id, total);

  let explicit: PoolTeam[] | null = null;
  if (body.teams && mine) {
    explicit = [mine];
    for (const ref of body.teams) {
      const t = pool.find((p) => sameTeam(p, ref));
      if (!t) errors.add('teams', LEAGUE_MESSAGES.teamNotInYears);
      else if (!explicit.some((e) => sameTeam(e, t))) explicit.push(t);
    }
    if (explicit.length !== total) errors.add('teams', `Please choose ${total} teams`);
  }

  if (mine && !(await playable(database, mine))) errors.add('userTeam', UNPLAYABLE);
  for (const t of explicit ?? []) if (t !== mine && !(await playable(database, t))) errors.add('teams', UNPLAYABLE);
  let problems = errors.body();
  if (problems) {
    // A twin of this request (double click) may have created the league while this one was checking: answer it.
    const twin = await existingByRequest(db, creator.id, body.requestId);
    if (twin !== null) return { leagueId: twin, created: false };
    throw new LeagueError(problems.error, 400, problems.errors);
  }
  const seed = body.seed ?? randomInt(1, 2 ** 31 - 1);
  const teams = explicit ?? (await pickTeams(database, pool, mine as PoolTeam, total, seed));
  if (teams.length < total) {
    errors.add('years', LEAGUE_MESSAGES.moreYears(Math.max(1, Math.ceil((total - teams.length) / LEAGUE_TEAMS_PER_YEAR))));
    problems = errors.body();
    throw new LeagueError(problems!.error, 400, problems!.errors);
  }
  const { groupOf, names } = assignGroups(teams);
  const groups = names.map((_, g) => teams.map((_t, i) => i).filter((i) => groupOf[i] === g));
  // A group of an odd number of teams cannot pair an odd number of games each: the era's length gives one up.
  const oddGroup = groups.some((g) => g.length % 2 === 1);
  const eraLength = eraSeasonLength(teams);
  const gamesPerTeam = body.gamesPerTeam ?? (oddGroup && eraLength % 2 === 1 ? eraLength - 1 : eraLength);
  // A league of one season whose groups are that year's two real leagues plays their interleague games, scaled to its length.
  const lgIds = groups.map((g) => new Set(g.map((i) => (teams[i] as PoolTeam).lgId)));
  const realInterleague = years.length === 1 && lgIds.every((s) => s.size === 1) ? interleagueGames(years[0] as number, lgIds.map((s) => [...s][0] as string)) : 0;
  const draw = drawSchedule(groups, gamesPerTeam, seed, begins, 2 * Math.round((realInterleague * gamesPerTeam) / eraLength / 2));
  const settings: LeagueSettings = { groups: names, format: leagueFormat(years, groups.map((g) => g.length)) };
  const abbr = abbreviations(teams);
  const humans = [creator, ...invited];

  try {
    return await db.transaction(async (tx) => {
      const [league] = await tx
        .insert(leagues)
        .values({
          kind: 'historical', name, ownerUserId: creator.id, requestId: body.requestId ?? null, years, totalTeams: total, gamesPerTeam,
          dh: body.dh, usageLimit: body.usageLimit, isPrivate: body.isPrivate, startsAt: begins, status: 'scheduled', seed, settings,
        })
        .returning({ id: leagues.id });
      const leagueId = league!.id;
      const names = new Set(humans.map((u) => u.username));
      await tx.insert(leagueTeams).values(
        teams.map((t, i) => {
          const human = i === 0 ? creator : invited[i - 1];
          const computer = human ? null : distinctManager(`${seed}-${i}-0`, names);
          if (computer) names.add(computer.name);
          return {
            leagueId, idx: i, teamId: t.teamId, year: t.year, lgId: t.lgId, groupIdx: groupOf[i] as number, ...cityAndNickname(t.name),
            abbreviation: abbr[i] as string, managerName: human ? human.username : (computer as { name: string }).name,
            userId: human ? human.id : null, managerKind: human ? 'user' : 'computer', tendencies: computer ? { ...computer.tendencies, generation: 0 } : null,
            favourite: i === 0, depth: emptyDepth(), usage: {},
          };
        }),
      );
      await tx.insert(leagueMembers).values(humans.map((u, i) => ({ leagueId, userId: u.id, role: i === 0 ? 'owner' : 'manager' })));
      const rows = draw(leagueId);
      for (let i = 0; i < rows.length; i += 500) await tx.insert(leagueGames).values(rows.slice(i, i + 500));
      return { leagueId, created: true };
    });
  } catch (error) {
    return settleCreateRace(db, creator.id, body.requestId, error, 'leagues_name_unique', LEAGUE_MESSAGES.nameTaken);
  }
}
