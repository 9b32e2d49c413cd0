import type { TournamentChangedEvent } from '@bb/contract';

/** What API instances tell each other; each instance then updates the streams it holds. */
export type HubEvent =
  /** These users' unread counts may have changed ('all': every user). */
  | { type: 'unread-changed'; userIds: number[] | 'all' }
  /** The displayed announcements changed. */
  | { type: 'announcements-changed' }
  /** These users' sessions may have ended (a login elsewhere): streams of dead sessions get `session-revoked`. */
  | { type: 'sessions-changed'; userId: number }
  /** This user's record changed (subscription, profile, flags): cached copies of it are stale. */
  | { type: 'user-changed'; userId: number }
  /** A game was written (a decision, undo, reset, setup change): its streams on every instance catch up. */
  | { type: 'game-changed'; gameId: string; revision: number }
  /**
   * What a game's streams show beside the game changed without a new revision (its viewers, a head-to-head block, a
   * rejected invitation): every instance re-renders that game's streams, at most once per game per 250 ms.
   */
  | { type: 'game-viewers-changed'; gameId: string }
  /** A draft room changed (a pick, a pause, a seat taken) and is at `version`; with `chatId`, a chat message was written. */
  | { type: 'draft-changed'; leagueId: number; version: number; chatId?: number }
  /** A head-to-head invitation to or from this user was sent or answered: his open tabs get `h2h-invitation`. */
  | { type: 'h2h-invitation'; userId: number; invitationId: string }
  /** A tournament's claimed count or status moved: every connected user gets `tournament-changed` with these numbers. */
  | { type: 'tournament-changed'; leagueId: number; claimedTeamCount: number; totalMembers: number; status: TournamentChangedEvent['status'] };

export type HubListener = (event: HubEvent) => void;

/** Fan-out between API instances: in-process by default, Redis pub/sub when REDIS_URL is set. */
export interface RealtimeBus {
  readonly kind: 'in-process' | 'redis';
  publish(event: HubEvent): Promise<void>;
  subscribe(listener: HubListener): () => void;
  close(): Promise<void>;
  /** Readiness: resolves when the bus's server (Redis) answers; absent for the in-process bus. */
  ping?(): Promise<void>;
}

const TOURNAMENT_EVENT_STATUSES: readonly string[] = ['claiming', 'postseason', 'final', 'deleted'] satisfies Array<TournamentChangedEvent['status']>;

export function isHubEvent(value: unknown): value is HubEvent {
  if (!value || typeof value !== 'object') return false;
  const e = value as Record<string, unknown>;
  if (e.type === 'announcements-changed') return true;
  if (e.type === 'sessions-changed' || e.type === 'user-changed') return Number.isInteger(e.userId);
  if (e.type === 'game-changed') return typeof e.gameId === 'string' && e.gameId.length <= 64 && Number.isInteger(e.revision);
  if (e.type === 'game-viewers-changed') return typeof e.gameId === 'string' && e.gameId.length <= 64;
  if (e.type === 'draft-changed') return Number.isInteger(e.leagueId) && Number.isInteger(e.version) && (e.chatId === undefined || Number.isInteger(e.chatId));
  if (e.type === 'h2h-invitation') return Number.isInteger(e.userId) && typeof e.invitationId === 'string' && e.invitationId.length <= 64;
  if (e.type === 'tournament-changed') {
    return Number.isInteger(e.leagueId) && Number.isInteger(e.claimedTeamCount) && Number.isInteger(e.totalMembers) && TOURNAMENT_EVENT_STATUSES.includes(e.status as string);
  }
  if (e.type === 'unread-changed') return e.userIds === 'all' || (Array.isArray(e.userIds) && e.userIds.every((id) => Number.isInteger(id)));
  return false;
}
