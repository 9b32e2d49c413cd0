/**
 * Creating a season replay: the year's teams by real league (season-plan.ts), the user's team with him as its
 * manager, every other team a computer manager, the schedule drawn per group, stored in one transaction as a private
 * league of kind 'season'. The first games are LEAGUE_MIN_START_MINUTES away, one schedule day a day after that.
 */
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { LEAGUE_MIN_START_MINUTES, SEASON_MESSAGES, type CreateSeasonRequest, type SeasonSetup } from '@bb/contract';
import type { Database, Db } from '../db/database';
import { leagueGames, leagueMembers, leagues, leagueTeams } from '../db/schema/leagues';
import { FieldErrors } from '../http/field-errors';
import { abbreviations, drawSchedule, existingByRequest, settleCreateRace, type Creator } from '../leagues';
import { emptyDepth } from '../leagues';
import { LeagueError } from '../leagues';
import type { LeagueSettings } from '../leagues';
import { distinctManager } from '../leagues';
import { cityAndNickname } from '../leagues';
import { planSeason } from './season-plan';
import { seasonPool } from './season-teams';

/** The settings a replay keeps beside the league core's: its setup text (groups, lengths, teams left out). */
export type SeasonSettings = LeagueSettings & { replay?: SeasonSetup };

/** A replay's name is unique among its owner's replays (season and nostalgia), whatever its case. */
export async function replayNameTaken(db: Db, ownerId: number, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: leagues.id })
    .from(leagues)
    .where(and(eq(leagues.ownerUserId, ownerId), sql`lower(${leagues.name}) = lower(${name.trim()}) AND ${leagues.kind} IN ('season', 'nostalgia')`))
    .limit(1);
  return rows.length > 0;
}

export async function createSeason(database: Database, creator: Creator, body: CreateSeasonRequest, now: Date): Promise<{ leagueId: number; created: boolean }> {
  const db = database.db;
  const repeated = await existingByRequest(db, creator.id, body.requestId);
  if (repeated !== null) return { leagueId: repeated, created: false };

  const errors = new FieldErrors();
  const name = body.name.trim();
  if (!name) errors.add('name', SEASON_MESSAGES.nameRequired);
  else if (await replayNameTaken(db, creator.id, name)) errors.add('name', SEASON_MESSAGES.nameTaken);
  const pool = await seasonPool(database, body.year);
  const mine = pool.find((t) => t.teamId.toUpperCase() === body.teamId.toUpperCase());
  if (pool.length === 0) errors.add('year', SEASON_MESSAGES.noSeason);
  else if (!mine) errors.add('teamId', SEASON_MESSAGES.noTeam);
  else if (!mine.playable) errors.add('teamId', SEASON_MESSAGES.unplayable);
  const plan = mine && mine.playable ? planSeason(body.year, pool, mine) : null;
  if (mine && mine.playable && plan && plan.teams[0] !== mine) errors.add('teamId', 'No other team of your league could be fielded');
  const problems = errors.body();
  if (problems || !plan) {
    const twin = await existingByRequest(db, creator.id, body.requestId);
    if (twin !== null) return { leagueId: twin, created: false };
    throw new LeagueError(problems!.error, 400, problems!.errors);
  }

  const seed = body.seed ?? randomInt(1, 2 ** 31 - 1);
  const begins = new Date(now.getTime() + LEAGUE_MIN_START_MINUTES * 60_000);
  const draw = drawSchedule(plan.groups, plan.gamesPerTeam, seed, begins, plan.interleague, plan.divisions);
  const settings: SeasonSettings = { groups: plan.names, format: plan.format, replay: plan.setup };
  const abbr = abbreviations(plan.teams);
  try {
    return await db.transaction(async (tx) => {
      const [league] = await tx
        .insert(leagues)
        .values({
          kind: 'season', name, ownerUserId: creator.id, requestId: body.requestId ?? null, years: [body.year], totalTeams: plan.teams.length,
          gamesPerTeam: Math.max(...plan.gamesPerTeam), dh: body.dh ?? 'auto', usageLimit: 0, isPrivate: true, startsAt: begins, status: 'scheduled', seed, settings,
        })
        .returning({ id: leagues.id });
      const leagueId = league!.id;
      const taken = new Set([creator.username]);
      await tx.insert(leagueTeams).values(
        plan.teams.map((t, i) => {
          const computer = i === 0 ? null : distinctManager(`${seed}-${i}-0`, taken);
          if (computer) taken.add(computer.name);
          return {
            leagueId, idx: i, teamId: t.teamId, year: t.year, lgId: t.lgId, groupIdx: plan.groupOf[i] as number, ...cityAndNickname(t.name),
            abbreviation: abbr[i] as string, managerName: computer ? computer.name : creator.username, userId: computer ? null : creator.id,
            managerKind: computer ? 'computer' : 'user', tendencies: computer ? { ...computer.tendencies, generation: 0 } : null,
            favourite: i === 0, depth: emptyDepth(), usage: {},
          };
        }),
      );
      await tx.insert(leagueMembers).values({ leagueId, userId: creator.id, role: 'owner' });
      const rows = draw(leagueId);
      for (let i = 0; i < rows.length; i += 500) await tx.insert(leagueGames).values(rows.slice(i, i + 500));
      return { leagueId, created: true };
    });
  } catch (error) {
    return settleCreateRace(db, creator.id, body.requestId, error, 'leagues_owner_name_unique', SEASON_MESSAGES.nameTaken);
  }
}
