/**
 * Creating a historical league: checks every field with the form's messages, picks the teams, seats the managers and
 * draws the schedule; `createLeague` stores it all in one transaction.
 */
import { randomInt } from 'node:crypto';
import { seedRng, rollDie } from '@bb/engine';
import { LEAGUE_MAX_TEAMS, LEAGUE_MESSAGES, LEAGUE_MIN_START_MINUTES, LEAGUE_MIN_TEAMS, LEAGUE_TEAMS_PER_YEAR, type CreateLeagueRequest } from '@bb/contract';
import type { Database } from '../db/database';
import { leagueTeams } from '../db/schema/leagues';
import { FieldErrors } from '../http/field-errors';
import { checkInvites, type InvitedUser } from './invites';
import { assignGroups, eraSeasonLength, interleagueGames, leagueFormat, type LeagueSettings } from './league-format';
import { LeagueError } from './league-error';
import { distinctManager } from './managers';
import { cityAndNickname, teamPool, type PoolTeam } from './team-pool';
import { emptyDepth } from './depth-chart';
import { abbreviations, checkName, createLeague, drawSchedule, insertGames, insertMembers, nameTakenError, playable, type Creator } from './create-league';

const UNPLAYABLE = 'This team has too few players on record to play a season';

const sameTeam = (a: { teamId: string; year: number }, b: { teamId: string; year: number }) => a.teamId.toUpperCase() === b.teamId.toUpperCase() && a.year === b.year;

const refuse = (errors: FieldErrors): never => {
  const problems = errors.body()!;
  throw new LeagueError(problems.error, 400, problems.errors);
};

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

interface CheckedForm {
  name: string;
  total: number;
  years: number[];
  pool: PoolTeam[];
  begins: Date;
  mine: PoolTeam;
  explicit: PoolTeam[] | null;
  invited: InvitedUser[];
  errors: FieldErrors;
}

/** Every field with the form's messages, or a LeagueError (400 with field errors). */
async function checkForm(database: Database, creator: Creator, body: CreateLeagueRequest, now: Date): Promise<CheckedForm> {
  const db = database.db;
  const errors = new FieldErrors();
  const name = await checkName(db, errors, 'historical', creator.id, body.name, LEAGUE_MESSAGES);

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
  if (errors.body()) refuse(errors);
  return { name, total, years, pool, begins, mine: mine as PoolTeam, explicit, invited, errors };
}

/** The checked form's teams, groups and schedule: what the league's rows are made of. */
async function planLeague(database: Database, body: CreateLeagueRequest, form: CheckedForm) {
  const { total, years, begins } = form;
  const seed = body.seed ?? randomInt(1, 2 ** 31 - 1);
  const teams = form.explicit ?? (await pickTeams(database, form.pool, form.mine, total, seed));
  if (teams.length < total) {
    form.errors.add('years', LEAGUE_MESSAGES.moreYears(Math.max(1, Math.ceil((total - teams.length) / LEAGUE_TEAMS_PER_YEAR))));
    refuse(form.errors);
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
  return { ...form, seed, teams, groupOf, gamesPerTeam, draw, settings };
}

/** Creates the league or throws LeagueError (400 with field errors, 409 on a lost race for the name). Returns its id. */
export async function createHistoricalLeague(database: Database, creator: Creator, body: CreateLeagueRequest, now: Date): Promise<{ leagueId: number; created: boolean }> {
  const { leagueId, created } = await createLeague(database, creator, 'historical', body, {
    check: async () => planLeague(database, body, await checkForm(database, creator, body, now)),
    league: (plan) => ({
      name: plan.name, years: plan.years, totalTeams: plan.total, gamesPerTeam: plan.gamesPerTeam, dh: body.dh, usageLimit: body.usageLimit,
      isPrivate: body.isPrivate, startsAt: plan.begins, status: 'scheduled', seed: plan.seed, settings: plan.settings,
    }),
    async rows(tx, leagueId, { teams, invited, seed, groupOf, draw }) {
      const abbr = abbreviations(teams);
      const names = new Set([creator, ...invited].map((u) => u.username));
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
      await insertMembers(tx, leagueId, creator, invited);
      await insertGames(tx, draw(leagueId));
    },
    nameTaken: nameTakenError(LEAGUE_MESSAGES.nameTaken),
  });
  return { leagueId, created };
}
