import type { GameRuntime, GameSetup, GameState } from '@bb/engine';

/** A live game in memory: valid while the stored row is still at the revision the state was built from. */
export interface CachedGame {
  /** Options + seed the setup was built from; a setup change (lineups, eligibles) invalidates it. */
  setupKey: string;
  setup: GameSetup;
  runtime: GameRuntime;
  state: GameState;
  /** The row the state was built from (owner and setup never change without a write that replaces the entry). */
  record: GameRecordLike;
  /** Another instance wrote a newer revision: not the current record any more, but a base to catch up from. */
  behind?: boolean;
}

/** The stored row, kept opaque here to avoid a cycle with the service module. */
export type GameRecordLike = { id: string; decisions: unknown[]; revision: number };

/**
 * Least-recently-used cache of live games, so a Swing Away is one engine step instead of a replay.
 * The database stays the truth: an entry is used only when its setup key and revision match the row.
 */
export class GameCache {
  private readonly entries = new Map<string, CachedGame>();
  constructor(private readonly limit = 500) {}

  get(id: string, setupKey: string, revision: number): CachedGame | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    // The revision, not the log length: an undo followed by another move elsewhere leaves the length unchanged.
    if (entry.setupKey !== setupKey || entry.record.revision !== revision) {
      this.entries.delete(id);
      return undefined;
    }
    // Re-insert: Map keeps insertion order, so the first key is always the least recently used.
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry;
  }

  /** The entry as last written by this process, whatever the database holds now (writes re-check); not one behind. */
  peek(id: string): CachedGame | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.behind) return undefined;
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry;
  }

  /** The entry whatever its revision (a base to catch up from), without touching the order. */
  any(id: string): CachedGame | undefined {
    return this.entries.get(id);
  }

  /** Newer writes exist elsewhere: the entry stays only as a base to catch up from. */
  markBehind(id: string): void {
    const entry = this.entries.get(id);
    if (entry) entry.behind = true;
  }

  set(id: string, entry: CachedGame): void {
    this.entries.delete(id);
    this.entries.set(id, entry);
    while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(id: string): void {
    this.entries.delete(id);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
