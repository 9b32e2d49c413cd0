/**
 * Creating a season replay: the year's teams by real league (season-plan.ts), the user's team with him as its
 * manager, every other team a computer manager, the schedule drawn per group, stored by `createLeague` in one transaction as a
 * private league of kind 'season'. The first games are LEAGUE_MIN_START_MINUTES away, one schedule day a day after that.
 */
import { randomInt } from 'node:crypto';
import { LEAGUE_MIN_START_MINUTES, SEASON_MESSAGES, type CreateSeasonRequest, type SeasonSetup } from '@bb/contract';
import type { Database } from '../db/database';
import { leagueTeams } from '../db/schema/leagues';
import { FieldErrors } from '../http/field-errors';
import { abbreviations, checkName, createLeague, drawSchedule, insertGames, insertMembers, nameTakenError, type Creator } from '../leagues';
import { emptyDepth } from '../leagues';
import { LeagueError } from '../leagues';
import type { LeagueSettings } from '../leagues';
import { distinctManager } from '../leagues';
import { cityAndNickname } from '../leagues';
import { planSeason } from './season-plan';
import { seasonPool } from './season-teams';

/** The settings a replay keeps beside the league core's: its setup text (groups, lengths, teams left out). */
export type SeasonSettings = LeagueSettings & { replay?: SeasonSetup };

export async function createSeason(database: Database, creator: Creator, body: CreateSeasonRequest, now: Date): Promise<{ leagueId: number; created: boolean }> {
  const { leagueId, created } = await createLeague(database, creator, 'season', body, {
    async check() {
      const errors = new FieldErrors();
      const name = await checkName(database.db, errors, 'season', creator.id, body.name, SEASON_MESSAGES);
      const pool = await seasonPool(database, body.year);
      const mine = pool.find((t) => t.teamId.toUpperCase() === body.teamId.toUpperCase());
      if (pool.length === 0) errors.add('year', SEASON_MESSAGES.noSeason);
      else if (!mine) errors.add('teamId', SEASON_MESSAGES.noTeam);
      else if (!mine.playable) errors.add('teamId', SEASON_MESSAGES.unplayable);
      const plan = mine && mine.playable ? planSeason(body.year, pool, mine) : null;
      if (mine && mine.playable && plan && plan.teams[0] !== mine) errors.add('teamId', 'No other team of your league could be fielded');
      const problems = errors.body();
      if (problems || !plan) throw new LeagueError(problems!.error, 400, problems!.errors);
      const seed = body.seed ?? randomInt(1, 2 ** 31 - 1);
      const begins = new Date(now.getTime() + LEAGUE_MIN_START_MINUTES * 60_000);
      const draw = drawSchedule(plan.groups, plan.gamesPerTeam, seed, begins, plan.interleague, plan.divisions);
      return { ...plan, name, seed, begins, draw };
    },
    league(plan) {
      const settings: SeasonSettings = { groups: plan.names, format: plan.format, replay: plan.setup };
      return {
        name: plan.name, years: [body.year], totalTeams: plan.teams.length, gamesPerTeam: Math.max(...plan.gamesPerTeam), dh: body.dh ?? 'auto', usageLimit: 0,
        isPrivate: true, startsAt: plan.begins, status: 'scheduled', seed: plan.seed, settings,
      };
    },
    async rows(tx, leagueId, { teams, seed, groupOf, draw }) {
      const abbr = abbreviations(teams);
      const taken = new Set([creator.username]);
      await tx.insert(leagueTeams).values(
        teams.map((t, i) => {
          const computer = i === 0 ? null : distinctManager(`${seed}-${i}-0`, taken);
          if (computer) taken.add(computer.name);
          return {
            leagueId, idx: i, teamId: t.teamId, year: t.year, lgId: t.lgId, groupIdx: groupOf[i] as number, ...cityAndNickname(t.name),
            abbreviation: abbr[i] as string, managerName: computer ? computer.name : creator.username, userId: computer ? null : creator.id,
            managerKind: computer ? 'computer' : 'user', tendencies: computer ? { ...computer.tendencies, generation: 0 } : null,
            favourite: i === 0, depth: emptyDepth(), usage: {},
          };
        }),
      );
      await insertMembers(tx, leagueId, creator);
      await insertGames(tx, draw(leagueId));
    },
    nameTaken: nameTakenError(SEASON_MESSAGES.nameTaken),
  });
  return { leagueId, created };
}
