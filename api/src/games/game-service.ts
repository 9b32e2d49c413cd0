/**
 * Creating games and changing them before the first pitch. Decisions go through ./decide.ts (the one decide
 * path); storage, the live-state cache and the end-of-game and change hooks are in ./game-store.ts.
 *
 *   createServerGame(database, input)                        → GameRecord
 *   loadServerGame(database, gameId)                          → { record, state } (trusted callers: no access check)
 *   updateGameSetup(database, gameId, actor, side, change)    → { record, state } (before the first pitch)
 *   setGameTeam(database, gameId, actor, side, team)          → { record, state } (before the first pitch)
 * Errors are `GameServiceError` with an HTTP status and the spec's message.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { GameRuntime, replayGame, type Decision } from '@bb/engine';
import type { Database, Db } from '../db/database';
import { games } from '../db/schema/games';
import { policyRefusal } from './game-rules';
import {
  CONFLICT, GameServiceError, NOT_FOUND, buildGameSetup, forget, liveState, notifyChanged, persist, readRecord, remember, toRecord,
  type EngineOptions, type GameMode, type GameRecord, type GameSideName, type GameStatus, type LoadedGame, type StoredGameOptions, type UserSide,
} from './game-store';
import { assertRoute } from './decide';
import { policyOf } from './mode-policy';
import { loadGameTeam, loadTeamSeason } from './team-rosters';
import { type SideSetup, validateSideSetup } from './side-setup';
import { assertCanView, isParticipant, seatsFor, viewerSide, type GameActor, type Seats } from './seats';

export { gameSummary } from './game-summary';
export type { SideSetup } from './side-setup';

export interface CreateGameInput {
  home: { teamId: string; year: number };
  away: { teamId: string; year: number };
  userSide: UserSide;
  mode: GameMode;
  ownerUserId: number | null;
  guest?: boolean;
  /** Default: the owner on `userSide`, the computer elsewhere. */
  seats?: Seats;
  seed?: number;
  dayNight?: 'day' | 'night';
  options?: EngineOptions;
  sides?: { home?: SideSetup; away?: SideSetup };
  league?: StoredGameOptions['league'];
}

/**
 * Creates a game (status 'setup': lineups and eligibles may still change until the first decision).
 * Validates both team-seasons and any lineups given; throws GameServiceError with the spec's texts.
 */
/**
 * Creates a game. `alongside` runs in the same transaction as the game's insert (a mode's own rows, e.g. the Game of
 * the Day attempt): if it throws, no game row is left behind.
 */
export async function createServerGame(database: Database, input: CreateGameInput, alongside?: (tx: Db, game: GameRecord) => Promise<void>): Promise<GameRecord> {
  const homeTeam = await loadGameTeam(database, input.home.teamId, input.home.year, input.league?.leagueId);
  const awayTeam = await loadGameTeam(database, input.away.teamId, input.away.year, input.league?.leagueId);
  if (homeTeam.teamId === awayTeam.teamId && homeTeam.year === awayTeam.year) {
    throw new GameServiceError('Please choose two different teams');
  }
  const options: StoredGameOptions = {
    engine: { dh: 'auto', ...input.options },
    dayNight: input.dayNight ?? 'night',
    sides: { home: {}, away: {} },
    ...(input.league ? { league: input.league } : {}),
  };
  const base = {
    id: randomUUID(),
    mode: input.mode,
    ownerUserId: input.ownerUserId,
    guest: input.guest ?? input.ownerUserId === null,
    homeTeamId: homeTeam.teamId,
    homeYear: homeTeam.year,
    awayTeamId: awayTeam.teamId,
    awayYear: awayTeam.year,
    userSide: input.userSide,
    seats: input.seats ?? seatsFor(input.userSide, input.ownerUserId),
    seed: input.seed ?? randomInt(1, 2 ** 31 - 1),
    options,
    decisions: [] as Decision[],
    status: 'setup' as GameStatus,
  };
  // Validate the requested lineups against the real setup (DH rule, rosters after trades; a player both clubs had
  // that season is on the side whose eligible players name him).
  const eligibleOnly = (side: 'home' | 'away') => (input.sides?.[side]?.eligible ? { eligible: input.sides[side]!.eligible } : {});
  const setup = await buildGameSetup(database, { ...base, options: { ...options, sides: { home: eligibleOnly('home'), away: eligibleOnly('away') } } });
  for (const side of ['home', 'away'] as const) {
    const requested = input.sides?.[side];
    if (requested) options.sides[side] = validateSideSetup(setup, side, requested);
  }
  return database.db.transaction(async (tx) => {
    const [row] = await tx.insert(games).values(base).returning();
    const record = toRecord(row!);
    await alongside?.(tx as unknown as Db, record);
    return record;
  });
}

/** The stored record and its live state (replayed, or from the cache), for trusted callers (they checked access). */
export async function loadServerGame(database: Database, gameId: string): Promise<LoadedGame> {
  const record = await readRecord(database, gameId);
  const { state } = await liveState(database, record);
  return { record, state };
}

/** Why a setup change is refused: its own reason, never the spec's lineup or eligibles text (those judge players). */
export const SETUP_REFUSALS = {
  lineupStarted: 'The lineup can only be set before the first pitch.',
  teamStarted: 'The team can only be changed before the first pitch.',
  notYourSide: "You can only set up your own team, not your opponent's.",
  notYourTeam: "You can only choose your own team, not your opponent's.",
} as const;

/** Before the first pitch, through the mode's route family, by the seat of that side if the mode lets it set up. */
async function setupRecord(database: Database, gameId: string, actor: GameActor, side: GameSideName, change: 'lineup' | 'team'): Promise<GameRecord> {
  const record = await readRecord(database, gameId);
  assertRoute(record, 'games');
  assertCanView(record, policyOf(record.mode), actor, NOT_FOUND);
  const { state } = await liveState(database, record);
  const refusal = policyRefusal(record, state, actor, 'setup');
  if (refusal) throw new GameServiceError(refusal.message, refusal.status);
  if (record.decisions.length > 0 || record.status !== 'setup') {
    throw new GameServiceError(change === 'team' ? SETUP_REFUSALS.teamStarted : SETUP_REFUSALS.lineupStarted, 409);
  }
  // The owner also picks the computer's team (an exhibition's two teams are his choice); lineups stay each seat's own.
  const computerSideToo = change === 'team';
  const mine = viewerSide(record, actor) === side || (computerSideToo && record.seats[side].kind === 'computer' && isParticipant(record, actor));
  if (!mine) throw new GameServiceError(change === 'team' ? SETUP_REFUSALS.notYourTeam : SETUP_REFUSALS.notYourSide, 403);
  return record;
}

/** Changes one side's lineup, starting pitcher or eligibles; only before the first decision. */
export async function updateGameSetup(database: Database, gameId: string, actor: GameActor, side: GameSideName, change: SideSetup): Promise<LoadedGame> {
  const record = await setupRecord(database, gameId, actor, side, 'lineup');
  const { setup } = await liveState(database, record);
  const previous = record.options.sides[side];
  // New eligibles without a new lineup: the old lineup may name players no longer eligible.
  const kept = change.eligible !== undefined && change.lineup === undefined ? { eligible: previous.eligible } : previous;
  const merged = validateSideSetup(setup, side, { ...kept, ...change });
  const options: StoredGameOptions = { ...record.options, sides: { ...record.options.sides, [side]: merged } };
  const newSetup = await buildGameSetup(database, { ...record, options });
  const runtime = new GameRuntime().register(newSetup);
  const state = replayGame(newSetup, [], runtime);
  const updated = await persist(database, record, state, { options, status: 'setup' });
  remember(updated, { setup: newSetup, runtime, state });
  return { record: updated, state };
}

/** Replaces one side's team-season before the first pitch (spec "set team"); that side's lineup resets. */
export async function setGameTeam(database: Database, gameId: string, actor: GameActor, side: GameSideName, team: { teamId: string; year: number }): Promise<LoadedGame> {
  const record = await setupRecord(database, gameId, actor, side, 'team');
  const loaded = await loadTeamSeason(database, team.teamId, team.year);
  const other = side === 'home' ? { teamId: record.awayTeamId, year: record.awayYear } : { teamId: record.homeTeamId, year: record.homeYear };
  if (loaded.teamId === other.teamId && loaded.year === other.year) throw new GameServiceError('Please choose two different teams');
  const options: StoredGameOptions = { ...record.options, sides: { ...record.options.sides, [side]: {} } };
  const teamColumns = side === 'home' ? { homeTeamId: loaded.teamId, homeYear: loaded.year } : { awayTeamId: loaded.teamId, awayYear: loaded.year };
  const rows = await database.db
    .update(games)
    .set({ ...teamColumns, options, updatedAt: new Date(), revision: record.revision + 1 })
    .where(and(eq(games.id, record.id), eq(games.revision, record.revision)))
    .returning();
  if (!rows[0]) throw new GameServiceError(CONFLICT, 409);
  forget(record.id);
  notifyChanged(record.id, record.revision + 1);
  return loadServerGame(database, gameId);
}
