/**
 * The game service: server-authoritative games for every mode (exhibition, Game of the Day).
 *
 * A game is stored as its setup (two team-seasons, options, each side's lineup, starting pitcher and
 * eligible players), a seed and the decision log. The engine is deterministic, so the state is
 * `replayGame(setup, decisions)`; an in-memory LRU keeps live states so one decision costs one
 * engine step. The database row is the truth: a reload or another device resumes exactly.
 *
 * Stable API (used by the GOTD module too):
 *   createServerGame(database, input)                       → GameRecord
 *   loadServerGame(database, gameId, actor?)                → { record, state }
 *   applyServerDecision(database, gameId, actor, decision)  → { record, state, events }
 *   quickPlayToEnd(database, gameId, actor)                 → { record, state, events }
 *   exitServerGame(database, gameId, actor)                 → the computer plays the rest
 *   undoServerDecision(database, gameId, actor)             → { record, state }
 *   resetServerGame(database, gameId, actor)                → { record, state }
 *   updateGameSetup(database, gameId, actor, change)        → { record, state } (before the first pitch)
 *   gameSummary(state, userSide)                            → GameSummary
 * Errors are `GameServiceError` with an HTTP status and the spec's message.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  GameRuntime, SubstitutionError, applyDecision, replayGame,
  type Decision, type GameOptions, type GameSetup, type GameState, type LeagueContext, type PlayEvent,
} from '@bb/engine';
import type { GameSummary } from '@bb/shared/src/contract/gameplay-api';
import type { Database } from '../db/database';
import { games } from '../db/schema/games';
import { UNAUTHENTICATED } from '../auth';
import { GameCache } from './game-cache';
import { leagueContext } from './league-contexts';
import { GameSetupError, engineRoster, loadTeamSeason } from './team-rosters';
import { type SideSetup, validateSideSetup } from './side-setup';
import { gameSummary } from './game-summary';

export { gameSummary } from './game-summary';
export type { SideSetup } from './side-setup';

/** Errors carry the HTTP status the routes answer with; the message is what the user sees. */
export class GameServiceError extends GameSetupError {}

export type GameSideName = 'home' | 'away';
export type UserSide = GameSideName | 'none';
export type GameMode = 'single' | 'gotd';
export type GameStatus = 'setup' | 'live' | 'final';

/** Engine options a game may set; managers follow from the user's side. */
export type EngineOptions = Pick<GameOptions, 'dh' | 'innings' | 'extraInningsRunner' | 'mode' | 'baserunning' | 'injuries'>;

export interface StoredGameOptions {
  engine: EngineOptions;
  dayNight: 'day' | 'night';
  sides: { home: SideSetup; away: SideSetup };
}

export type GameRecord = Omit<typeof games.$inferSelect, 'options' | 'decisions' | 'summary' | 'status' | 'userSide' | 'mode'> & {
  options: StoredGameOptions;
  decisions: Decision[];
  summary: GameSummary | null;
  status: GameStatus;
  userSide: UserSide;
  mode: GameMode;
};

/** Who is acting: a logged-in user's id, or null for a guest (no auth header). */
export interface GameActor {
  userId: number | null;
}

export interface CreateGameInput {
  home: { teamId: string; year: number };
  away: { teamId: string; year: number };
  userSide: UserSide;
  mode: GameMode;
  ownerUserId: number | null;
  guest?: boolean;
  seed?: number;
  dayNight?: 'day' | 'night';
  options?: EngineOptions;
  sides?: { home?: SideSetup; away?: SideSetup };
}

export interface LoadedGame {
  record: GameRecord;
  state: GameState;
}

export interface DecisionResult extends LoadedGame {
  /** Events the decision produced, in order (dice, plate appearance, substitutions, ...). */
  events: PlayEvent[];
}

const cache = new GameCache();

export const NOT_FOUND = 'Oops! no record found';
export const GAME_OVER = 'This game is over.';
export const CONFLICT = 'This game was changed on another device. Please reload.';

export function sideIndex(side: GameSideName): 0 | 1 {
  return side === 'away' ? 0 : 1;
}

function setupKeyOf(record: Pick<GameRecord, 'options' | 'seed'>): string {
  return `${record.seed}|${JSON.stringify(record.options)}`;
}

async function contextsFor(database: Database, keys: string[]): Promise<Record<string, LeagueContext>> {
  const out: Record<string, LeagueContext> = {};
  for (const key of new Set(keys)) {
    const context = await leagueContext(database, key);
    if (!context) throw new GameServiceError('Data not available', 404);
    out[key] = context;
  }
  return out;
}

type SetupSource = Pick<GameRecord, 'homeTeamId' | 'homeYear' | 'awayTeamId' | 'awayYear' | 'userSide' | 'seed' | 'options'>;

/** The engine setup of a stored game (rosters with eligibles and lineups applied). */
export async function buildGameSetup(database: Database, record: SetupSource): Promise<GameSetup> {
  const homeTeam = await loadTeamSeason(database, record.homeTeamId, record.homeYear);
  const awayTeam = await loadTeamSeason(database, record.awayTeamId, record.awayYear);
  const home = engineRoster(homeTeam, record.options.sides.home);
  // A player traded between the two clubs has one card for the season: he plays for the home side only.
  const away = engineRoster(awayTeam, record.options.sides.away, new Set(home.players.map((p) => p.card.cardId)));
  const human = (side: GameSideName) => (record.userSide === side ? 'human' : 'computer');
  return {
    home,
    away,
    contexts: await contextsFor(database, [home.lgKey, away.lgKey]),
    options: { ...record.options.engine, managers: { home: human('home'), away: human('away') } },
    seed: record.seed,
  };
}

function toRecord(row: typeof games.$inferSelect): GameRecord {
  return row as GameRecord;
}

async function readRecord(database: Database, gameId: string): Promise<GameRecord> {
  if (!/^[0-9a-f-]{36}$/i.test(gameId)) throw new GameServiceError(NOT_FOUND, 404);
  const rows = await database.db.select().from(games).where(eq(games.id, gameId)).limit(1);
  if (!rows[0]) throw new GameServiceError(NOT_FOUND, 404);
  return toRecord(rows[0]);
}

/** Owned games only for their owner (401 without login, 404 for others); guest games for whoever holds the id. */
export function assertAccess(record: GameRecord, actor: GameActor | null): void {
  // No actor: a trusted internal caller (another service module). A guest game has no owner.
  if (actor === null || record.ownerUserId === null) return;
  if (actor.userId === null) throw new GameServiceError(UNAUTHENTICATED, 401);
  if (actor.userId !== record.ownerUserId) throw new GameServiceError(NOT_FOUND, 404);
}

async function stateOf(database: Database, record: GameRecord): Promise<{ state: GameState; runtime: GameRuntime; setup: GameSetup }> {
  const key = setupKeyOf(record);
  const hit = cache.get(record.id, key, record.decisions.length);
  if (hit) return hit;
  const setup = await buildGameSetup(database, record);
  const runtime = new GameRuntime().register(setup);
  const state = replayGame(setup, record.decisions, runtime);
  cache.set(record.id, { setupKey: key, setup, runtime, state, record });
  return { state, runtime, setup };
}

/**
 * Creates a game (status 'setup': lineups and eligibles may still change until the first decision).
 * Validates both team-seasons and any lineups given; throws GameServiceError with the spec's texts.
 */
export async function createServerGame(database: Database, input: CreateGameInput): Promise<GameRecord> {
  const homeTeam = await loadTeamSeason(database, input.home.teamId, input.home.year);
  const awayTeam = await loadTeamSeason(database, input.away.teamId, input.away.year);
  if (homeTeam.teamId === awayTeam.teamId && homeTeam.year === awayTeam.year) {
    throw new GameServiceError('Please choose two different teams');
  }
  const options: StoredGameOptions = {
    engine: { dh: 'auto', ...input.options },
    dayNight: input.dayNight ?? 'night',
    sides: { home: {}, away: {} },
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
    seed: input.seed ?? randomInt(1, 2 ** 31 - 1),
    options,
    decisions: [] as Decision[],
    status: 'setup' as GameStatus,
  };
  // Validate the requested lineups against the real setup (DH rule, rosters after trades).
  const setup = await buildGameSetup(database, base);
  for (const side of ['home', 'away'] as const) {
    const requested = input.sides?.[side];
    if (requested) options.sides[side] = validateSideSetup(setup, side, requested);
  }
  const [row] = await database.db.insert(games).values(base).returning();
  return toRecord(row!);
}

/** The stored record and its live state (replayed, or from the cache). */
export async function loadServerGame(database: Database, gameId: string, actor: GameActor | null = null): Promise<LoadedGame> {
  const record = await readRecord(database, gameId);
  assertAccess(record, actor);
  const { state } = await stateOf(database, record);
  return { record, state };
}

/** Called once when a game of that mode ends, whichever route ended it (a decision, quick play, exit). */
export type GameFinishedListener = (database: Database, record: GameRecord, state: GameState) => Promise<void>;
const finishedListeners = new Map<GameMode, GameFinishedListener>();

/**
 * Lets a mode act on its games' ends (the Game of the Day records results and streaks). One listener a mode,
 * replaced on re-registration, so several app instances in one process never record twice.
 */
export function onGameFinished(mode: GameMode, listener: GameFinishedListener): void {
  finishedListeners.set(mode, listener);
}

async function announceFinished(database: Database, record: GameRecord, state: GameState): Promise<void> {
  const listener = finishedListeners.get(record.mode);
  if (!listener) return;
  try {
    await listener(database, record, state);
  } catch (error) {
    // The move itself succeeded; the listener's owner reconciles later (GOTD settles on its next read).
    console.warn(`[games] ${record.mode} game ${record.id} ended, its listener failed:`, error);
  }
}

/** Writes a new log, guarding against a concurrent write from another device (optimistic check). */
async function persist(database: Database, record: GameRecord, state: GameState, extra: Partial<Pick<GameRecord, 'exited' | 'status' | 'options'>> = {}): Promise<GameRecord> {
  const final = state.status === 'final';
  const status: GameStatus = final ? 'final' : (extra.status ?? (state.decisions.length > 0 ? 'live' : 'setup'));
  const now = new Date();
  const rows = await database.db
    .update(games)
    .set({
      decisions: state.decisions,
      status,
      // Kept for unfinished games too (history shows their score); `summary.final` tells them apart.
      summary: gameSummary(state, record.userSide),
      finishedAt: final ? (record.finishedAt ?? now) : null,
      updatedAt: now,
      ...(extra.exited !== undefined ? { exited: extra.exited } : {}),
      ...(extra.options ? { options: extra.options } : {}),
    })
    .where(and(eq(games.id, record.id), sql`jsonb_array_length(${games.decisions}) = ${record.decisions.length}`))
    .returning();
  if (!rows[0]) {
    cache.delete(record.id);
    throw new GameServiceError(CONFLICT, 409);
  }
  const updated = toRecord(rows[0]);
  if (final && record.status !== 'final') await announceFinished(database, updated, state);
  return updated;
}

/** Checks that a decision is the user's to make: his own team, his turn at bat or in the field. */
function checkDecision(record: GameRecord, state: GameState, decision: Decision): void {
  if (state.status === 'final') throw new GameServiceError(GAME_OVER, 409);
  if (decision.type === 'setLineup') throw new GameServiceError('Lineup is not valid!');
  if (decision.type === 'swingAway' || decision.type === 'quickPlay') return;
  if (record.userSide === 'none') throw new GameServiceError('Eligibles are not valid!', 403);
  const mine = sideIndex(record.userSide as GameSideName);
  if ('team' in decision && decision.team !== mine) throw new GameServiceError('Eligibles are not valid!', 403);
  const batting = state.half; // top: away (0) bats
  if ((decision.type === 'steal' || decision.type === 'sacrificeBunt') && batting !== mine) throw new GameServiceError('Eligibles are not valid!');
  if (decision.type === 'intentionalWalk' && batting === mine) throw new GameServiceError('Eligibles are not valid!');
}

/**
 * Applies one decision (validated against ownership and turn), appends it to the log and returns the new events.
 * A game this process already holds skips the read: the write is conditional on the log length, so a
 * change made elsewhere (another instance or device) is detected there, and the decision is retried once
 * from the database.
 */
export async function applyServerDecision(database: Database, gameId: string, actor: GameActor | null, decision: Decision): Promise<DecisionResult> {
  const cached = cache.peek(gameId);
  try {
    return await decide(database, cached ? (cached.record as GameRecord) : await readRecord(database, gameId), actor, decision);
  } catch (error) {
    if (!cached || !(error instanceof GameServiceError) || error.statusCode !== 409 || error.message !== CONFLICT) throw error;
    cache.delete(gameId);
    return decide(database, await readRecord(database, gameId), actor, decision);
  }
}

async function decide(database: Database, record: GameRecord, actor: GameActor | null, decision: Decision): Promise<DecisionResult> {
  assertAccess(record, actor);
  const live = await stateOf(database, record);
  checkDecision(record, live.state, decision);
  let next: GameState;
  try {
    next = applyDecision(live.state, decision, live.runtime);
  } catch (error) {
    if (error instanceof SubstitutionError) throw new GameServiceError(error.message);
    throw error;
  }
  const updated = await persist(database, record, next);
  cache.set(record.id, { setupKey: setupKeyOf(updated), setup: live.setup, runtime: live.runtime, state: next, record: updated });
  return { record: updated, state: next, events: next.events.slice(live.state.events.length) };
}

/** The computer manages both sides to the end of the game. */
export function quickPlayToEnd(database: Database, gameId: string, actor: GameActor | null): Promise<DecisionResult> {
  return applyServerDecision(database, gameId, actor, { type: 'quickPlay', scope: 'game' });
}

/** The user leaves: the computer plays the rest and the game is marked as exited. */
export async function exitServerGame(database: Database, gameId: string, actor: GameActor | null): Promise<DecisionResult> {
  const record = await readRecord(database, gameId);
  assertAccess(record, actor);
  if (record.status === 'final') throw new GameServiceError(GAME_OVER, 409);
  const live = await stateOf(database, record);
  const next = applyDecision(live.state, { type: 'quickPlay', scope: 'game' }, live.runtime);
  const updated = await persist(database, record, next, { exited: true });
  cache.set(record.id, { setupKey: setupKeyOf(updated), setup: live.setup, runtime: live.runtime, state: next, record: updated });
  return { record: updated, state: next, events: next.events.slice(live.state.events.length) };
}

/** Undo = replay without the last decision. Not after the user left (the computer finished that game). */
export async function undoServerDecision(database: Database, gameId: string, actor: GameActor | null): Promise<LoadedGame> {
  const record = await readRecord(database, gameId);
  assertAccess(record, actor);
  if (record.exited) throw new GameServiceError(GAME_OVER, 409);
  if (record.decisions.length === 0) throw new GameServiceError('Nothing to undo yet.', 409);
  const { setup, runtime } = await stateOf(database, record);
  const state = replayGame(setup, record.decisions.slice(0, -1), runtime);
  const updated = await persist(database, record, state, { status: (state.decisions.length === 0 ? 'setup' : 'live') as GameStatus });
  cache.set(record.id, { setupKey: setupKeyOf(updated), setup, runtime, state, record: updated });
  return { record: updated, state };
}

/** History "reset": the same matchup and seed from the first pitch. */
export async function resetServerGame(database: Database, gameId: string, actor: GameActor | null): Promise<LoadedGame> {
  const record = await readRecord(database, gameId);
  assertAccess(record, actor);
  const { setup, runtime } = await stateOf(database, record);
  const state = replayGame(setup, [], runtime);
  const updated = await persist(database, record, state, { status: 'setup', exited: false });
  cache.set(record.id, { setupKey: setupKeyOf(updated), setup, runtime, state, record: updated });
  return { record: updated, state };
}

/** Changes one side's lineup, starting pitcher or eligibles; only before the first decision. */
export async function updateGameSetup(
  database: Database,
  gameId: string,
  actor: GameActor | null,
  side: GameSideName,
  change: SideSetup,
): Promise<LoadedGame> {
  const record = await readRecord(database, gameId);
  assertAccess(record, actor);
  if (record.decisions.length > 0 || record.status !== 'setup') throw new GameServiceError('Lineup is not valid!', 409);
  if (record.userSide !== side) throw new GameServiceError('Eligibles are not valid!', 403);
  const { setup } = await stateOf(database, record);
  const previous = record.options.sides[side];
  // New eligibles without a new lineup: the old lineup may name players no longer eligible.
  const kept = change.eligible !== undefined && change.lineup === undefined ? { eligible: previous.eligible } : previous;
  const merged = validateSideSetup(setup, side, { ...kept, ...change });
  const options: StoredGameOptions = { ...record.options, sides: { ...record.options.sides, [side]: merged } };
  const candidate = { ...record, options };
  const newSetup = await buildGameSetup(database, candidate);
  const runtime = new GameRuntime().register(newSetup);
  const state = replayGame(newSetup, [], runtime);
  const updated = await persist(database, record, state, { options, status: 'setup' });
  cache.set(record.id, { setupKey: setupKeyOf(updated), setup: newSetup, runtime, state, record: updated });
  return { record: updated, state };
}

/** Replaces one side's team-season before the first pitch (spec "set team"); that side's lineup resets. */
export async function setGameTeam(database: Database, gameId: string, actor: GameActor | null, side: GameSideName, team: { teamId: string; year: number }): Promise<LoadedGame> {
  const record = await readRecord(database, gameId);
  assertAccess(record, actor);
  if (record.decisions.length > 0 || record.status !== 'setup') throw new GameServiceError('Lineup is not valid!', 409);
  const loaded = await loadTeamSeason(database, team.teamId, team.year);
  const other = side === 'home' ? { teamId: record.awayTeamId, year: record.awayYear } : { teamId: record.homeTeamId, year: record.homeYear };
  if (loaded.teamId === other.teamId && loaded.year === other.year) throw new GameServiceError('Please choose two different teams');
  const options: StoredGameOptions = { ...record.options, sides: { ...record.options.sides, [side]: {} } };
  const teamColumns = side === 'home' ? { homeTeamId: loaded.teamId, homeYear: loaded.year } : { awayTeamId: loaded.teamId, awayYear: loaded.year };
  const rows = await database.db
    .update(games)
    .set({ ...teamColumns, options, updatedAt: new Date() })
    .where(and(eq(games.id, record.id), sql`jsonb_array_length(${games.decisions}) = 0`))
    .returning();
  if (!rows[0]) throw new GameServiceError(CONFLICT, 409);
  cache.delete(record.id);
  return loadServerGame(database, gameId, actor);
}

/** For tests and benchmarks: drop the in-memory states so the next load replays from the database. */
export function clearGameCache(gameId?: string): void {
  if (gameId) cache.delete(gameId);
  else cache.clear();
}
