/** Drafted players' cards, and a draft team's roster for the engine (trades and the league core read it too). */
import { sql } from 'drizzle-orm';
import type { PlayerCard, RosterPlayer } from '@bb/engine';
import type { Database } from '../db/database';
import type { TeamSeasonRoster } from '../games';

type CardRow = { player_id: string; year: number; card: PlayerCard };

/** Splits `${playerID}-${yearID}` (from the right, so the year is always the last part). */
export function parseCardId(cardId: string): { playerId: string; year: number } | null {
  const m = /^(.+)-(\d{4})$/.exec(cardId);
  return m ? { playerId: m[1] as string, year: Number(m[2]) } : null;
}

// Cards change only with an import; a draft league reads the same few hundred on every game batch.
const cache = new Map<string, PlayerCard>();
const CACHE_LIMIT = 20_000;

/** The cards of these card ids (unknown ids are left out). */
export async function loadCards(database: Database, cardIds: readonly string[]): Promise<Map<string, PlayerCard>> {
  const out = new Map<string, PlayerCard>();
  const missing: Array<{ playerId: string; year: number; cardId: string }> = [];
  for (const id of new Set(cardIds)) {
    const hit = cache.get(id);
    if (hit) out.set(id, hit);
    else {
      const parsed = parseCardId(id);
      if (parsed) missing.push({ ...parsed, cardId: id });
    }
  }
  if (missing.length === 0) return out;
  const rows = (await database.db.execute(sql`
    SELECT c.player_id, c.year, c.card FROM player_cards c WHERE (c.player_id, c.year) IN (${keyList(missing)})`)) as unknown as { rows: CardRow[] };
  if (cache.size + rows.rows.length > CACHE_LIMIT) cache.clear();
  for (const r of rows.rows) {
    const id = `${r.player_id}-${r.year}`;
    cache.set(id, r.card);
    out.set(id, r.card);
  }
  return out;
}

/** `(player, year), …` as bound parameters. */
function keyList(keys: ReadonlyArray<{ playerId: string; year: number }>) {
  return sql.join(
    keys.map((k) => sql`(${k.playerId}, ${k.year}::int)`),
    sql`, `,
  );
}

export function clearDraftCards(): void {
  cache.clear();
}

/** Plate appearances and games started of each card's whole season (every stint summed): the usage limit's base. */
async function seasonUsage(database: Database, cards: readonly PlayerCard[]): Promise<Map<string, { pa: number; gs: number }>> {
  const out = new Map<string, { pa: number; gs: number }>();
  if (cards.length === 0) return out;
  const keys = keyList(cards.map((c) => ({ playerId: c.playerID, year: c.yearID })));
  const read = async (table: 'lahman_batting' | 'lahman_pitching', expr: string) =>
    ((await database.db.execute(sql`
      SELECT t."playerID" AS player_id, t."yearID" AS year, ${sql.raw(expr)} AS n FROM ${sql.raw(table)} t
      WHERE (t."playerID", t."yearID") IN (${keys})
      GROUP BY t."playerID", t."yearID"`)) as unknown as { rows: Array<{ player_id: string; year: number; n: number | string | null }> }).rows;
  for (const r of await read('lahman_batting', 'sum(coalesce("AB",0) + coalesce("BB",0) + coalesce("HBP",0))::int')) {
    out.set(`${r.player_id}-${r.year}`, { pa: Number(r.n ?? 0), gs: 0 });
  }
  for (const r of await read('lahman_pitching', 'sum(coalesce("GS",0))::int')) {
    const id = `${r.player_id}-${r.year}`;
    out.set(id, { pa: out.get(id)?.pa ?? 0, gs: Number(r.n ?? 0) });
  }
  return out;
}

/** The league: its id, and its environment when the caller has it (else read from its `drafts` row). */
export interface DraftLeagueRef {
  id: number;
  /** `${year}-${lgId}`: the league context every game of the league is played in. */
  environment?: string;
}

/** The league context key every game of a draft league is played in. */
export async function draftEnvironment(database: Database, leagueId: number): Promise<string> {
  const row = ((await database.db.execute(sql`SELECT environment FROM drafts WHERE league_id = ${leagueId}`)) as unknown as { rows: Array<{ environment: string }> })
    .rows[0];
  if (!row) throw new Error(`League ${leagueId} has no draft`);
  return row.environment;
}

/** The team's identity on the engine's side; a draft team has no real team-season behind it. */
export interface DraftTeamIdentity {
  teamId: string;
  city: string;
  nickname: string;
}

/**
 * A draft team's roster as the league core's games need it: drafted cards in roster order, each with his real season
 * usage (plate appearances, starts) so the usage limit and the rotation work as for a real team, a neutral park, and
 * the league's environment as its year and league (the engine plays every game in that context).
 */
export async function draftRoster(
  database: Database,
  league: DraftLeagueRef,
  cardIds: readonly string[],
  team: DraftTeamIdentity = { teamId: 'DL', city: 'Draft', nickname: 'Team' },
): Promise<TeamSeasonRoster> {
  const cards = await loadCards(database, cardIds);
  const list = cardIds.map((id) => cards.get(id)).filter((c): c is PlayerCard => c !== undefined);
  const usage = await seasonUsage(database, list);
  const environment = league.environment ?? (await draftEnvironment(database, league.id));
  const [year, lgId] = environment.split('-') as [string, string];
  const players: RosterPlayer[] = list.map((card) => ({
    card,
    teamPa: usage.get(card.cardId)?.pa ?? card.batting.pa,
    teamGs: usage.get(card.cardId)?.gs ?? card.pitching?.gamesStarted ?? 0,
  }));
  return { teamId: team.teamId, year: Number(year), lgId, name: `${team.city} ${team.nickname}`, wins: 0, losses: 0, parkFactor: 100, players };
}
