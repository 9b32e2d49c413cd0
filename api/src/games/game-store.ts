/**
 * Where games live: the `games` row is the truth (setup + seed + decision log), an LRU of live states makes one
 * decision one engine step, and every write is conditional on the log length the writer saw, so two devices or two
 * API instances never both extend the same log.
 */
import { and, eq } from 'drizzle-orm';
import {
  GameRuntime, applyDecision, replayGame,
  type Decision, type GameOptions, type GameSetup, type GameState, type LeagueContext,
} from '@bb/engine';
import type { GameMode, GameSummary } from '@bb/contract';
import type { Database } from '../db/database';
import { games } from '../db/schema/games';
import { GameCache, type CachedGame } from './game-cache';
import { gameSummary } from './game-summary';
import { leagueContext } from './league-contexts';
import type { Seats } from './seats';
import type { SideSetup } from './side-setup';
import { GameSetupError, engineRoster, loadGameTeam } from './team-rosters';

/** Errors carry the HTTP status the routes answer with; the message is what the user sees. */
export class GameServiceError extends GameSetupError {}

/**
 * 'Game Error': the engine cannot carry the stored game on (its log no longer replays, or a step threw).
 * Nothing the user does fixes it here, so the answer carries `refresh: true` and the play screen reloads after 5 s.
 */
export class GameBrokenError extends GameServiceError {
  readonly refresh = true;
  constructor(cause: unknown) {
    super('Game Error', 500);
    this.cause = cause;
  }
}

export type GameSideName = 'home' | 'away';
export type UserSide = GameSideName | 'none';
export type GameStatus = 'setup' | 'live' | 'final';
export type { GameMode };

/** Engine options a game may set; managers follow from the seats. */
export type EngineOptions = Pick<GameOptions, 'dh' | 'innings' | 'extraInningsRunner' | 'mode' | 'baserunning' | 'injuries'>;

export interface StoredGameOptions {
  engine: EngineOptions;
  dayNight: 'day' | 'night';
  sides: { home: SideSetup; away: SideSetup };
  /** A league game's place in its league (the play screen links back to it). */
  league?: { leagueId: number; scheduleId: number };
}

export type GameRecord = Omit<typeof games.$inferSelect, 'options' | 'decisions' | 'summary' | 'status' | 'userSide' | 'mode' | 'seats'> & {
  options: StoredGameOptions;
  decisions: Decision[];
  summary: GameSummary | null;
  status: GameStatus;
  userSide: UserSide;
  mode: GameMode;
  seats: Seats;
};

export interface LoadedGame {
  record: GameRecord;
  state: GameState;
}

export const NOT_FOUND = 'Oops! no record found';
export const GAME_OVER = 'This game is over.';
export const CONFLICT = 'This game was changed on another device. Please reload.';

const cache = new GameCache();

function setupKeyOf(record: Pick<GameRecord, 'options' | 'seed' | 'seats'>): string {
  return `${record.seed}|${JSON.stringify(record.options)}|${JSON.stringify(record.seats)}`;
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

type SetupSource = Pick<GameRecord, 'homeTeamId' | 'homeYear' | 'awayTeamId' | 'awayYear' | 'seed' | 'options' | 'seats'> & { decisions?: Decision[] };

/** Who managed a side at the first pitch: a seat handed over later started as the other kind than its first hand-over's. */
function startingManager(record: SetupSource, side: GameSideName): 'computer' | 'human' {
  const team = side === 'away' ? 0 : 1;
  const handOver = record.decisions?.find((d) => d.type === 'setManager' && d.team === team);
  if (handOver?.type === 'setManager') return handOver.kind === 'computer' ? 'human' : 'computer';
  return record.seats[side].kind === 'computer' ? 'computer' : 'human';
}

/**
 * The engine setup of a stored game (rosters with eligibles and lineups applied). Managers come from the seats
 * at creation; a seat handed over later is a `setManager` decision in the log, so replays reproduce the past.
 */
export async function buildGameSetup(database: Database, record: SetupSource): Promise<GameSetup> {
  const leagueId = record.options.league?.leagueId;
  const homeTeam = await loadGameTeam(database, record.homeTeamId, record.homeYear, leagueId);
  const awayTeam = await loadGameTeam(database, record.awayTeamId, record.awayYear, leagueId);
  // A player traded between the two clubs has one card for the season: he plays for the side whose eligible players
  // name him (a league game: the club he is with that day), else for the home side.
  const { home: homeSide, away: awaySide } = record.options.sides;
  const awayNames = new Set(awaySide.eligible ?? []);
  const homeNames = new Set(homeSide.eligible ?? []);
  const awayOnly = new Set(awayTeam.players.map((p) => p.card.cardId).filter((id) => awayNames.has(id) && !homeNames.has(id)));
  const home = engineRoster(homeTeam, homeSide, awayOnly);
  const away = engineRoster(awayTeam, awaySide, new Set(home.players.map((p) => p.card.cardId)));
  const manager = (side: GameSideName) => startingManager(record, side);
  return {
    home,
    away,
    contexts: await contextsFor(database, [home.lgKey, away.lgKey]),
    options: { ...record.options.engine, managers: { home: manager('home'), away: manager('away') } },
    seed: record.seed,
  };
}

export function toRecord(row: typeof games.$inferSelect): GameRecord {
  return row as GameRecord;
}

export async function readRecord(database: Database, gameId: string): Promise<GameRecord> {
  if (!/^[0-9a-f-]{36}$/i.test(gameId)) throw new GameServiceError(NOT_FOUND, 404);
  const rows = await database.db.select().from(games).where(eq(games.id, gameId)).limit(1);
  if (!rows[0]) throw new GameServiceError(NOT_FOUND, 404);
  return toRecord(rows[0]);
}

/** The record as this process last wrote it, or a fresh read; writes re-check the log length either way. */
export async function currentRecord(database: Database, gameId: string): Promise<{ record: GameRecord; fromCache: boolean }> {
  const cached = cache.peek(gameId);
  if (cached) return { record: cached.record as GameRecord, fromCache: true };
  return { record: await readRecord(database, gameId), fromCache: false };
}

/**
 * The record for a stream's render after a change announced at `revision`: this process's copy when it is at least
 * that new (it wrote the change, or caught up since), else a read. The bus drops older copies before renders start.
 */
export async function recordSince(database: Database, gameId: string, revision: number): Promise<GameRecord> {
  const cached = cache.peek(gameId);
  if (cached && cached.record.revision >= revision) return cached.record as GameRecord;
  return readRecord(database, gameId);
}

export interface LiveGame {
  state: GameState;
  runtime: GameRuntime;
  setup: GameSetup;
}

export async function liveState(database: Database, record: GameRecord): Promise<LiveGame> {
  const key = setupKeyOf(record);
  const previous = cache.any(record.id);
  const hit = cache.get(record.id, key, record.revision);
  if (hit) return hit;
  const caught = previous && caughtUp(previous, record, key);
  if (caught) {
    cache.set(record.id, { setupKey: key, ...caught, record });
    return caught;
  }
  const setup = await buildGameSetup(database, record);
  const runtime = new GameRuntime().register(setup);
  let state: GameState;
  try {
    state = replayGame(setup, record.decisions, runtime);
  } catch (error) {
    throw new GameBrokenError(error);
  }
  cache.set(record.id, { setupKey: key, setup, runtime, state, record });
  return { state, runtime, setup };
}

/**
 * A state this process holds for an older revision, brought to `record` by the decisions appended since (another
 * instance's moves): one engine step a move instead of a replay of the whole log, as the writer itself stepped. Null
 * when the log did not only grow (an undo or reset marks `rewoundRevision`; a new setup changes the key) or a step
 * throws: the caller replays.
 */
function caughtUp(previous: CachedGame, record: GameRecord, key: string): LiveGame | null {
  const seen = previous.record as GameRecord;
  const from = seen.decisions.length;
  if (previous.setupKey !== key || seen.revision >= record.revision || record.rewoundRevision > seen.revision) return null;
  if (record.decisions.length < from || (from > 0 && JSON.stringify(record.decisions[from - 1]) !== JSON.stringify(seen.decisions[from - 1]))) return null;
  let state = previous.state;
  try {
    for (const decision of record.decisions.slice(from)) state = applyDecision(state, decision, previous.runtime);
  } catch {
    return null;
  }
  return { state, runtime: previous.runtime, setup: previous.setup };
}

export function remember(record: GameRecord, live: LiveGame): void {
  cache.set(record.id, { setupKey: setupKeyOf(record), setup: live.setup, runtime: live.runtime, state: live.state, record });
}

export function forget(gameId: string): void {
  cache.delete(gameId);
}

/**
 * Another instance wrote the game (a bus message): this process's copy is stale. No longer served as the current
 * copy at once rather than found stale by the next request's conditional write, because the rules judged on an old
 * copy refuse before any write (the player who now bats would hear it is the other manager's turn).
 */
export function forgetIfBehind(gameId: string, revision: number): void {
  const cached = cache.peek(gameId);
  // Kept as a base: the next load steps it forward rather than replaying the game.
  if (cached && cached.record.revision < revision) cache.markBehind(gameId);
}

/** For tests and benchmarks: drop the in-memory states so the next load replays from the database. */
export function clearGameCache(gameId?: string): void {
  if (gameId) cache.delete(gameId);
  else cache.clear();
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

/** Told after every write that changed a game (the live stream fans it out to every API instance). */
export type GameChangedListener = (gameId: string, version: number) => void;
const changedListeners = new Set<GameChangedListener>();
export function onGameChanged(listener: GameChangedListener): () => void {
  changedListeners.add(listener);
  return () => changedListeners.delete(listener);
}

export function notifyChanged(gameId: string, revision: number): void {
  for (const listener of [...changedListeners]) listener(gameId, revision);
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

export type PersistExtra = Partial<Pick<GameRecord, 'exited' | 'status' | 'options' | 'seats'>> & {
  /** An undo or reset: plays a client holds may no longer have happened. */
  rewound?: boolean;
};

/** Writes a new log and bumps the revision, guarding against a concurrent write from another device (optimistic check on the revision). */
export async function persist(database: Database, record: GameRecord, state: GameState, extra: PersistExtra = {}): Promise<GameRecord> {
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
      ...(extra.seats ? { seats: extra.seats } : {}),
      revision: record.revision + 1,
      ...(extra.rewound ? { rewoundRevision: record.revision + 1 } : {}),
    })
    .where(and(eq(games.id, record.id), eq(games.revision, record.revision)))
    .returning();
  if (!rows[0]) {
    cache.delete(record.id);
    throw new GameServiceError(CONFLICT, 409);
  }
  const updated = toRecord(rows[0]);
  if (final && record.status !== 'final') await announceFinished(database, updated, state);
  notifyChanged(updated.id, updated.revision);
  return updated;
}
