/**
 * Creating a draft league: every field checked with the contract's words beside it,
 * then `createLeague`'s one transaction writes the league (kind 'draft', status 'draft'), its teams (the owner's, the invited users',
 * computer managers for the rest; rosters empty), its members and the `drafts` row with the engine's state.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { createDraft, rollDie, seedRng } from '@bb/engine';
import {
  DRAFT_MAX_ROUNDS, DRAFT_MAX_TEAMS, DRAFT_MESSAGES, DRAFT_MIN_ROUNDS, DRAFT_MIN_START_MINUTES, DRAFT_MIN_TEAMS, type CreateDraftLeagueRequest,
} from '@bb/contract';
import type { Database } from '../db/database';
import { drafts } from '../db/schema/drafts';
import { leagueTeams } from '../db/schema/leagues';
import { FieldErrors } from '../http/field-errors';
import { checkInvites } from '../leagues';
import { checkName, createLeague, drawSchedule, insertMembers, type Creator } from '../leagues';
import { LeagueError } from '../leagues';
import { emptyDepth } from '../leagues';
import { assignGroups, eraSeasonLength, leagueFormat, type LeagueSettings } from '../leagues';
import { distinctManager } from '../leagues';
import { teamPool } from '../leagues';
import { DraftRefusal } from './draft-error';
import { loadPool, poolEnvironment } from './draft-pool';
import { storedState } from './draft-store';

// Invented clubs: a draft team is nobody's real franchise.
const CITIES = ['Riverton', 'Bay City', 'Harbor Falls', 'Cedar Point', 'Lakeview', 'Summit', 'Granite Hill', 'Port Ellis', 'Fairhaven', 'Kingsbridge', 'Maple Ridge',
  'Silver Creek', 'Northgate', 'Westfield', 'Ironwood', 'Clearwater', 'Stonebridge', 'Oakmont', 'Red Rock', 'Pine Valley', 'Eastport', 'Highland', 'Brookside',
  'Marlow', 'Ashford', 'Copper Canyon', 'Windham', 'Sandpoint', 'Thornbury', 'Glen Echo', 'Lone Pine', 'Foxborough'];
const NICKNAMES = ['Comets', 'Pilots', 'Miners', 'Clippers', 'Owls', 'Rangers', 'Foxes', 'Barons', 'Hornets', 'Mariners', 'Stallions', 'Kings', 'Lumberjacks',
  'Rockets', 'Sentinels', 'Thunder', 'Wolves', 'Falcons', 'Blazers', 'Voyagers', 'Generals', 'Hawks', 'Bison', 'Captains', 'Rovers', 'Knights', 'Mustangs',
  'Herons', 'Grizzlies', 'Express', 'Stars', 'Pioneers'];

function shuffled<T>(list: readonly T[], seed: string): T[] {
  const rng = seedRng(seed);
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = rollDie(rng, i + 1) - 1;
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** City, nickname and a unique abbreviation per team, from the league's seed. */
export function draftTeamNames(count: number, seed: number): Array<{ city: string; nickname: string; abbreviation: string }> {
  const cities = shuffled(CITIES, `cities-${seed}`);
  const nicknames = shuffled(NICKNAMES, `nicknames-${seed}`);
  const used = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const city = cities[i % cities.length] as string;
    const nickname = nicknames[i % nicknames.length] as string;
    const words = city.split(' ');
    let abbreviation = (words.length > 1 ? words.map((w) => w[0]).join('') + (nickname[0] ?? '') : city.slice(0, 3)).toUpperCase().slice(0, 3);
    for (let n = 2; used.has(abbreviation); n += 1) abbreviation = `${abbreviation.slice(0, 2)}${n}`;
    used.add(abbreviation);
    return { city, nickname, abbreviation };
  });
}

const instant = (text: string) => {
  const at = new Date(text);
  return text && !Number.isNaN(at.getTime()) ? at : null;
};

/** The checks shared by create and reschedule: the draft's time and the games' start (with the form's messages). */
export function checkTimes(errors: FieldErrors, draftHeldAt: string, gamesBeginAt: string | undefined, now: Date, minutesAhead: number): { held: Date | null; begins: Date | null } {
  const held = instant(draftHeldAt);
  if (!held || held.getTime() <= now.getTime()) errors.add('draftHeldAt', minutesAhead > 0 ? DRAFT_MESSAGES.futureDate : DRAFT_MESSAGES.rescheduleFuture);
  else if (held.getTime() < now.getTime() + minutesAhead * 60_000) errors.add('draftHeldAt', DRAFT_MESSAGES.tenMinutes);
  const begins = gamesBeginAt ? instant(gamesBeginAt) : null;
  if (!begins) errors.add('gamesBeginAt', DRAFT_MESSAGES.rescheduleRequired);
  else if (held && begins.getTime() <= held.getTime()) errors.add('gamesBeginAt', DRAFT_MESSAGES.rescheduleAfterDraft);
  return { held, begins };
}

async function seasonLength(database: Database, environment: string): Promise<number> {
  const [year, lgId] = environment.split('-') as [string, string];
  const teams = (await teamPool(database, [Number(year)])).filter((t) => t.lgId === lgId);
  return eraSeasonLength(teams);
}

/** Every field with the contract's words, then the league's groups, season length and draft: what its rows are made of. */
async function planDraftLeague(database: Database, creator: Creator, body: CreateDraftLeagueRequest, now: Date) {
  const db = database.db;
  const errors = new FieldErrors();
  const name = await checkName(db, errors, 'draft', creator.id, body.name, DRAFT_MESSAGES);
  const total = body.totalTeams;
  const teamsOk = Number.isInteger(total) && total >= DRAFT_MIN_TEAMS && total <= DRAFT_MAX_TEAMS;
  if (!teamsOk) errors.add('totalTeams', DRAFT_MESSAGES.totalTeams);
  const roundsOk = body.rounds >= DRAFT_MIN_ROUNDS && body.rounds <= DRAFT_MAX_ROUNDS;
  if (!roundsOk) errors.add('rounds', DRAFT_MESSAGES.rounds);
  if (body.maxPlayers < body.rounds) errors.add('maxPlayers', DRAFT_MESSAGES.maxPlayers);
  const years = [...new Set(body.years)].sort((a, b) => a - b);
  const lgIds = [...new Set(body.leagues.map((l) => l.toUpperCase()))].sort();
  if (lgIds.length === 0) errors.add('leagues', DRAFT_MESSAGES.leaguesRequired);
  const { held, begins } = checkTimes(errors, body.draftHeldAt, body.gamesBeginAt, now, DRAFT_MIN_START_MINUTES);

  const pool = await loadPool(database, years, lgIds);
  const needed = (teamsOk ? total : DRAFT_MIN_TEAMS) * (roundsOk ? body.rounds : DRAFT_MIN_ROUNDS);
  if (lgIds.length > 0 && pool.distinctPlayers < needed) errors.add('years', DRAFT_MESSAGES.poolTooSmall(needed - pool.distinctPlayers));

  const invited = await checkInvites(db, errors, body.invites, creator.id, total);

  const problems = errors.body();
  if (problems) throw new DraftRefusal(problems.error, 400, 'invalid', problems.errors);
  const environment = poolEnvironment(pool) as string;
  const [envYear, envLg] = environment.split('-') as [string, string];
  const seed = body.seed ?? randomInt(1, 2 ** 31 - 1);
  const { groupOf, names } = assignGroups(Array.from({ length: total }, () => ({ lgId: envLg })));
  const sizes = names.map((_, g) => groupOf.filter((x) => x === g).length);
  const eraLength = await seasonLength(database, environment);
  const oddGroup = sizes.some((n) => n % 2 === 1);
  const gamesPerTeam = body.gamesPerTeam ?? (oddGroup && eraLength % 2 === 1 ? eraLength - 1 : eraLength);
  try {
    // Drawn again, with the same seed, when the draft completes; checked now so a bad season length is told at setup.
    drawSchedule(names.map((_, g) => groupOf.map((x, i) => (x === g ? i : -1)).filter((i) => i >= 0)), gamesPerTeam, seed, begins as Date);
  } catch (error) {
    if (error instanceof LeagueError) throw new DraftRefusal(error.message, 400, 'invalid', error.errors);
    throw error;
  }
  const settings: LeagueSettings & { seasonLength: number } = { groups: names, format: leagueFormat(years, sizes), seasonLength: eraLength };
  const state = createDraft({ teams: total, rounds: body.rounds, mode: body.mode, maxPlayers: body.maxPlayers });
  return { name, total, years, lgIds, held: held as Date, begins: begins as Date, invited, environment, envYear, envLg, seed, groupOf, gamesPerTeam, settings, state };
}

/** Creates the draft league or throws DraftRefusal (400 with field errors, 409 on a lost race for the name). */
export async function createDraftLeague(
  database: Database,
  creator: Creator,
  body: CreateDraftLeagueRequest,
  now: Date,
): Promise<{ leagueId: number; created: boolean; invited: number[] }> {
  const made = await createLeague(database, creator, 'draft', body, {
    check: () => planDraftLeague(database, creator, body, now),
    league: (plan) => ({
      name: plan.name, years: plan.years, totalTeams: plan.total, gamesPerTeam: plan.gamesPerTeam, dh: body.dh, usageLimit: body.usageLimit,
      isPrivate: body.isPrivate, startsAt: plan.begins, status: 'draft', seed: plan.seed, settings: plan.settings,
    }),
    async rows(tx, id, plan) {
      const { invited, seed, groupOf, envYear, envLg } = plan;
      const humans = [creator, ...invited];
      const taken = new Set(humans.map((u) => u.username));
      await tx.insert(leagueTeams).values(
        draftTeamNames(plan.total, seed).map((club, i) => {
          const human = humans[i];
          const computer = human ? null : distinctManager(`${seed}-${i}-0`, taken);
          if (computer) taken.add(computer.name);
          return {
            leagueId: id, idx: i, teamId: `DL${i + 1}`, year: Number(envYear), lgId: envLg, groupIdx: groupOf[i] as number, ...club,
            managerName: human ? human.username : (computer as { name: string }).name, userId: human ? human.id : null, managerKind: human ? 'user' : 'computer',
            tendencies: computer ? { ...computer.tendencies, generation: 0 } : null, favourite: i === 0, depth: emptyDepth(), usage: {}, roster: [],
          };
        }),
      );
      await insertMembers(tx, id, creator, invited);
      await tx.insert(drafts).values({
        leagueId: id, mode: body.mode, rounds: body.rounds, pickSeconds: body.pickSeconds, maxPlayers: body.maxPlayers, years: plan.years, lgIds: plan.lgIds,
        heldAt: plan.held, status: 'scheduled', state: storedState(plan.state), deadline: null, inviteToken: randomBytes(18).toString('base64url'), environment: plan.environment,
      });
    },
    nameTaken: () => new DraftRefusal(DRAFT_MESSAGES.nameTaken, 409, 'name-taken', { name: DRAFT_MESSAGES.nameTaken }),
  });
  return { leagueId: made.leagueId, created: made.created, invited: made.plan ? made.plan.invited.map((u) => u.id) : [] };
}
