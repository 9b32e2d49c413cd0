/**
 * What a mode adds to the one decide path and the one view, registered by the mode's own module (head to head: its
 * clock, its spectators) so the games module never imports a mode. One set of hooks a mode, replaced on
 * re-registration (several app instances in one test process register the same hooks).
 */
import type { FastifyInstance } from 'fastify';
import type { GameState } from '@bb/engine';
import type { GameMode } from '@bb/contract';
import type { Database } from '../db/database';
import type { GameRecord } from './game-store';
import type { PlayRequest } from './game-rules';
import type { GameActor } from './seats';

export interface ModeHooks {
  /**
   * Before a decision is checked: may do the mode's due work first (a clock that ran out) and refuse with a
   * GameServiceError. Returns the record to decide on (re-read when the hook wrote).
   */
  beforeDecision?(database: Database, record: GameRecord, actor: GameActor, request: PlayRequest): Promise<GameRecord>;
  /** After a decision was written (the new record and state), with the actor who made it. */
  afterDecision?(database: Database, record: GameRecord, state: GameState, actor: GameActor, request: PlayRequest): Promise<void>;
  /** Who may see the game beyond the seat rules (spectator blocks, players the computer replaced); throws to refuse. */
  assertViewer?(database: Database, record: GameRecord, actor: GameActor): Promise<void>;
  /** Data beside the game on GET and in every stream message for this viewer (head to head: `headToHead`). */
  extra?(database: Database, record: GameRecord, state: GameState, actor: GameActor): Promise<Record<string, unknown>>;
  /**
   * A signed-in viewer's stream of the game opened (`joined`) or closed on the API instance `app` (head to head:
   * presence, a player's connection for the reconnect grace). Hooks are process-wide, apps are not: `app` says
   * whose stream it is. Awaited before the stream's first message on open.
   */
  onViewerChange?(database: Database, gameId: string, actor: GameActor, joined: boolean, app: FastifyInstance): Promise<void>;
}

const hooks = new Map<GameMode, ModeHooks>();

export function setModeHooks(mode: GameMode, modeHooks: ModeHooks): void {
  hooks.set(mode, modeHooks);
}

export function modeHooks(mode: GameMode): ModeHooks {
  return hooks.get(mode) ?? {};
}
