/**
 * The draft's pool: every player-season card of the chosen seasons and leagues, rated, with his real season line
 * (summed over stints) for the pool's columns. Built once per (seasons, leagues) and kept: cards change only with an
 * import. One player may appear for several seasons; he is drafted once, whichever season.
 */
import { sql } from 'drizzle-orm';
import { battingRates, ipFromOuts, lahmanCounts, pitchingRates, roundRate, type DraftPlayer, type PlayerCard } from '@bb/engine';
import type { DraftPoolPlayer } from '@bb/contract';
import type { Database } from '../db/database';
import { playerRating } from './player-value';

export interface PoolEntry {
  card: PlayerCard;
  /** The engine's view (id = card id). */
  draft: DraftPlayer;
  view: Omit<DraftPoolPlayer, 'draftedBy'>;
}

export interface DraftPool {
  entries: PoolEntry[];
  byCard: Map<string, PoolEntry>;
  /** Every card id of each player (his seasons in the pool). */
  cardsOfPlayer: Map<string, string[]>;
  /** Engine players, rated; one array kept so the engine's ranking cache holds. */
  players: DraftPlayer[];
  /**
   * One engine player per person, for what the players left could still fill: the union of his cards' positions, and
   * the id of his first card (taken once he is drafted, whichever season).
   */
  people: DraftPlayer[];
  /** Distinct players (a player of two seasons counts once). */
  distinctPlayers: number;
}

type LineRow = Record<string, number | string | null> & { playerID: string; yearID: number };

const cache = new Map<string, Promise<DraftPool>>();
const CACHE_LIMIT = 12;

export const poolKey = (years: readonly number[], lgIds: readonly string[]) => `${[...years].sort().join(',')}|${[...lgIds].map((l) => l.toUpperCase()).sort().join(',')}`;

const num = (v: unknown) => Number(v ?? 0) || 0;

export function draftPositions(card: PlayerCard): string[] {
  const list = card.positions.length ? [...card.positions] : [card.primaryPosition];
  if (list[0] !== card.primaryPosition) list.unshift(card.primaryPosition);
  return [...new Set(list)];
}

function toEntry(card: PlayerCard, bat: LineRow | undefined, pit: LineRow | undefined): PoolEntry {
  const rating = playerRating(card);
  const pitcher = card.primaryPosition === 'P';
  const role: 'SP' | 'RP' | null = card.pitching ? (card.pitching.role === 'SP' ? 'SP' : 'RP') : null;
  const positions = draftPositions(card);
  const batCounts = lahmanCounts(bat);
  const pitCounts = lahmanCounts(pit);
  // A batting line only with at bats: then AVG and OPS always have their denominators.
  const { avg, ops } = battingRates(batCounts);
  const allowed = pitchingRates(pitCounts);
  const batting = bat && avg !== null && ops !== null
    ? { g: num(bat.G), ab: batCounts.ab, avg: roundRate(avg, 3), hr: batCounts.hr, rbi: num(bat.RBI), sb: num(bat.SB), ops: roundRate(ops, 3) }
    : null;
  const pitching = pit && num(pit.G) > 0
    ? {
      g: num(pit.G), gs: num(pit.GS), w: pitCounts.w, l: pitCounts.l, era: roundRate(allowed.era, 2), so: pitCounts.so, sv: num(pit.SV),
      ip: roundRate(ipFromOuts(pitCounts.outs), 2), whip: roundRate(allowed.whip, 2),
    }
    : null;
  return {
    card,
    draft: { id: card.cardId, positions: pitcher ? ['P'] : positions.filter((p) => p !== 'P'), ...(pitcher && role ? { role } : {}), value: rating },
    view: {
      cardId: card.cardId, playerId: card.playerID, name: `${card.firstName} ${card.lastName}`.trim(), year: card.yearID, lgId: card.lgID, teamIds: card.teamIDs,
      primaryPosition: pitcher ? (role ?? 'P') : card.primaryPosition, positions, role: pitcher ? role : null, bats: card.bats, throws: card.throws, rating, batting, pitching,
    },
  };
}

async function buildPool(database: Database, years: readonly number[], lgIds: readonly string[]): Promise<DraftPool> {
  const entries: PoolEntry[] = [];
  if (years.length && lgIds.length) {
    const ys = sql.join(years.map((y) => sql`${y}::int`), sql`, `);
    const ls = sql.join(lgIds.map((l) => sql`${l.toUpperCase()}`), sql`, `);
    const cards = ((await database.db.execute(
      sql`SELECT card FROM player_cards WHERE year IN (${ys}) AND upper(lg_id) IN (${ls}) ORDER BY player_id, year`,
    )) as unknown as { rows: Array<{ card: PlayerCard }> }).rows;
    const lines = async (table: string, cols: string[]) => {
      const sums = cols.map((c) => `sum("${c}")::int AS "${c}"`).join(', ');
      const rows = ((await database.db.execute(
        sql`SELECT "playerID", "yearID", ${sql.raw(sums)} FROM ${sql.raw(table)} WHERE "yearID" IN (${ys}) GROUP BY "playerID", "yearID"`,
      )) as unknown as { rows: LineRow[] }).rows;
      return new Map(rows.map((r) => [`${r.playerID}-${r.yearID}`, r]));
    };
    const bat = await lines('lahman_batting', ['G', 'AB', 'H', '2B', '3B', 'HR', 'RBI', 'SB', 'BB', 'HBP', 'SF']);
    const pit = await lines('lahman_pitching', ['G', 'GS', 'W', 'L', 'SV', 'IPouts', 'H', 'ER', 'BB', 'SO']);
    for (const { card } of cards) {
      // A pitcher without a pitching side, or a batter with no plate appearances, cannot play a game.
      if (card.primaryPosition === 'P' ? !card.pitching : card.batting.pa <= 0) continue;
      entries.push(toEntry(card, bat.get(card.cardId), pit.get(card.cardId)));
    }
  }
  const cardsOfPlayer = new Map<string, string[]>();
  for (const e of entries) cardsOfPlayer.set(e.card.playerID, [...(cardsOfPlayer.get(e.card.playerID) ?? []), e.card.cardId]);
  const byCard = new Map(entries.map((e) => [e.card.cardId, e]));
  const people = [...cardsOfPlayer.values()].map((ids) => personOf(ids.map((id) => (byCard.get(id) as PoolEntry).draft)));
  return { entries, byCard, cardsOfPlayer, players: entries.map((e) => e.draft), people, distinctPlayers: cardsOfPlayer.size };
}

/** A person of several cards as one engine player: every position of any season; a starter if he ever started. */
function personOf(cards: DraftPlayer[]): DraftPlayer {
  const first = cards[0] as DraftPlayer;
  if (cards.length === 1) return first;
  const positions = [...new Set(cards.flatMap((c) => c.positions))];
  const roles = cards.map((c) => c.role).filter((r) => r !== undefined);
  const role = roles.length === 0 ? undefined : roles.includes('SP') ? 'SP' : 'RP';
  return { id: first.id, positions, ...(role ? { role } : {}), value: Math.max(...cards.map((c) => c.value)) };
}

/** The pool of these seasons and leagues (cached). */
export function loadPool(database: Database, years: readonly number[], lgIds: readonly string[]): Promise<DraftPool> {
  const key = poolKey(years, lgIds);
  let hit = cache.get(key);
  if (!hit) {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    hit = buildPool(database, years, lgIds);
    hit.catch(() => cache.delete(key));
    cache.set(key, hit);
  }
  return hit;
}

export function clearDraftPools(): void {
  cache.clear();
}

/** Every card id of the players already drafted (a drafted player's other seasons are gone too). */
export function takenCards(pool: DraftPool, draftedCardIds: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const id of draftedCardIds) addTaken(pool, out, id);
  return out;
}

function addTaken(pool: DraftPool, out: Set<string>, id: string): void {
  const entry = pool.byCard.get(id);
  out.add(id);
  if (entry) for (const other of pool.cardsOfPlayer.get(entry.card.playerID) ?? []) out.add(other);
}

interface TakenSoFar {
  ids: string[];
  set: Set<string>;
}

// Per pool, per draft: the taken set of the picks seen last, extended by the new picks instead of rebuilt each pick.
const takenByPool = new WeakMap<DraftPool, Map<number, TakenSoFar>>();
const TAKEN_LIMIT = 200;

/**
 * `takenCards` of a draft's picks, kept between calls: when the picks extend the ones seen last (same ids in the same
 * order, more of them) only the new ones are added; anything else (an undo, a pick rolled back, another draft's
 * state) starts over. The set is shared: read it, never change it.
 */
export function takenByDraft(pool: DraftPool, leagueId: number, picks: ReadonlyArray<{ playerId: string }>): ReadonlySet<string> {
  let drafts = takenByPool.get(pool);
  if (!drafts) takenByPool.set(pool, (drafts = new Map()));
  let known = drafts.get(leagueId);
  if (!known || known.ids.length > picks.length || known.ids.some((id, i) => picks[i]!.playerId !== id)) {
    if (!known && drafts.size >= TAKEN_LIMIT) drafts.delete(drafts.keys().next().value as number);
    known = { ids: [], set: new Set() };
    drafts.set(leagueId, known);
  }
  for (let i = known.ids.length; i < picks.length; i += 1) {
    const id = picks[i]!.playerId;
    known.ids.push(id);
    addTaken(pool, known.set, id);
  }
  return known.set;
}

/** The most common `year-lgId` of the pool among the major leagues (else among all): every game's environment. */
export function poolEnvironment(pool: DraftPool): string | null {
  const MAJOR = new Set(['AL', 'NL', 'AA', 'FL', 'PL', 'UA', 'NA']);
  const count = (major: boolean) => {
    const n = new Map<string, number>();
    for (const e of pool.entries) if (!major || MAJOR.has(e.card.lgID.toUpperCase())) n.set(`${e.card.yearID}-${e.card.lgID}`, (n.get(`${e.card.yearID}-${e.card.lgID}`) ?? 0) + 1);
    return [...n.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
  };
  return count(true) ?? count(false);
}
