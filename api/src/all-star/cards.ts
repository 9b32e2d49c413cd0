import { sql } from 'drizzle-orm';
import type { PlayerCard, RosterPlayer } from '@bb/engine';
import type { Database } from '../db/database';

/** Season cards by (player, year); a pair without a card (no imported season) is absent from the answer. */
export async function cardsFor(database: Database, pairs: ReadonlyArray<{ playerId: string; year: number }>): Promise<Map<string, PlayerCard>> {
  const out = new Map<string, PlayerCard>();
  if (pairs.length === 0) return out;
  const ids = [...new Set(pairs.map((p) => `${p.playerId}-${p.year}`))];
  const players = [...new Set(pairs.map((p) => p.playerId))];
  const years = [...new Set(pairs.map((p) => p.year))];
  const result = (await database.db.execute(
    sql`SELECT card FROM player_cards WHERE player_id IN (${sql.join(players.map((p) => sql`${p}`), sql`, `)}) AND year IN (${sql.join(years.map((y) => sql`${y}`), sql`, `)})`,
  )) as unknown as { rows: Array<{ card: PlayerCard }> };
  const wanted = new Set(ids);
  for (const { card } of result.rows) if (wanted.has(card.cardId)) out.set(card.cardId, card);
  return out;
}

/** A roster entry for an all-star: his usage is his season's (no club of his own in this game). */
export function allStarPlayer(card: PlayerCard): RosterPlayer {
  return { card, teamPa: card.batting.pa, teamGs: card.pitching?.gamesStarted ?? 0 };
}

/** The league-season the team plays in: the most common of its cards' `year-lgId` with a context (AL/NL first). */
export function commonLeague(cards: readonly PlayerCard[], prefer: (lgId: string) => boolean = () => true): { year: number; lgId: string } {
  const counts = new Map<string, number>();
  for (const card of cards) {
    const key = `${card.yearID}-${card.lgID}`;
    counts.set(key, (counts.get(key) ?? 0) + (prefer(card.lgID) ? 1000 : 1));
  }
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '1927-AL';
  const [year, lgId] = best.split('-');
  return { year: Number(year), lgId: lgId! };
}
