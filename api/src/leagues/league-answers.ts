import { LruMap } from '../http/lru-map';
import type { LeagueRow } from './league-data';

/**
 * Standings, statistics, leaders and the bracket change only when games are stored, and every store moves the league's
 * revision on (in the database, so every instance sees it): an answer kept under the revision it was computed at
 * is right until then. Visibility is checked before, on every request.
 */
export class LeagueAnswers {
  private readonly kept = new LruMap<string, unknown>(400);

  async get<T>(league: Pick<LeagueRow, 'id' | 'revision'>, what: string, compute: () => Promise<T>): Promise<T> {
    const key = `${league.id}:${league.revision}:${what}`;
    if (this.kept.has(key)) return this.kept.get(key) as T;
    const value = await compute();
    this.kept.set(key, value);
    return value;
  }
}
