/**
 * Custom all-star teams: the best players of an era (a span of years) or of a franchise. Each player comes with his
 * best season card in the span, ranked by the draft's era-neutral rating (`../drafts/player-value.ts`), and the
 * team is a valid roster: ten pitchers (five starters first), a player of each fielding position, a second catcher,
 * then the best hitters left, 25 in all.
 */
import { sql } from 'drizzle-orm';
import { ALL_STAR_MAX_ERA_YEARS } from '@bb/contract';
import type { PlayerCard, Position } from '@bb/engine';
import type { Database } from '../db/database';
import { playerRating } from '../drafts';
import { GameSetupError, type TeamSeasonRoster } from '../games';
import { allStarPlayer, commonLeague } from './cards';
import { customTeamId, parseCustomTeamId, type CustomTeamSpec } from './team-ids';
import { NOT_FOUND } from './real-teams';

/** The longest era a custom team may span (a wider span reads too many cards for one request). */
export const MAX_ERA_YEARS = ALL_STAR_MAX_ERA_YEARS;
export const ROSTER_SIZE = 25;
const PITCHERS = 10;
const STARTERS = 5;
const FIELD: Position[] = ['C', 'SS', '2B', 'CF', '3B', 'RF', 'LF', '1B'];
/** Cards below these (a cup of coffee) never make an all-star team; the filter keeps the read small. */
const MIN_PA = 250;
const MIN_OUTS = 120;

const cache = new Map<string, TeamSeasonRoster>();
const CACHE_LIMIT = 50;

interface Ranked {
  card: PlayerCard;
  rating: number;
}

export async function dataYears(database: Database): Promise<{ first: number; last: number }> {
  const result = (await database.db.execute(sql`SELECT min("yearID") AS first, max("yearID") AS last FROM lahman_teams`)) as unknown as {
    rows: Array<{ first: number | null; last: number | null }>;
  };
  const row = result.rows[0];
  if (!row || row.first === null || row.last === null) throw new GameSetupError('Data not available', 404);
  return { first: Number(row.first), last: Number(row.last) };
}

export async function franchiseName(database: Database, franchId: string): Promise<string | null> {
  const result = (await database.db.execute(sql`SELECT "franchName" AS name FROM lahman_franchises WHERE "franchID" = ${franchId}`)) as unknown as {
    rows: Array<{ name: string }>;
  };
  return result.rows[0]?.name ?? null;
}

/** The spec's bad input as a 400 with a message: spans out of order, too long, outside the data. */
export async function checkSpec(database: Database, spec: CustomTeamSpec): Promise<void> {
  const { first, last } = await dataYears(database);
  if (spec.from !== undefined && spec.to !== undefined) {
    if (spec.from > spec.to) throw new GameSetupError('The first year must not be after the last year.');
    if (spec.from < first || spec.to > last) throw new GameSetupError(`Years must be between ${first} and ${last}.`);
    if (spec.kind === 'era' && spec.to - spec.from + 1 > MAX_ERA_YEARS) throw new GameSetupError(`An era spans at most ${MAX_ERA_YEARS} years.`);
  }
  if (spec.kind === 'franchise' && !(await franchiseName(database, spec.franchId))) throw new GameSetupError(NOT_FOUND, 404);
}

async function poolCards(database: Database, spec: CustomTeamSpec): Promise<PlayerCard[]> {
  const span = spec.from !== undefined && spec.to !== undefined ? sql`AND c.year BETWEEN ${spec.from} AND ${spec.to}` : sql``;
  const useful = sql`(COALESCE((c.card->'batting'->>'pa')::int, 0) >= ${MIN_PA} OR COALESCE((c.card->'pitching'->>'inningsOuts')::int, 0) >= ${MIN_OUTS})`;
  const query =
    spec.kind === 'era'
      ? sql`SELECT c.card FROM player_cards c WHERE ${useful} ${span}`
      : sql`SELECT c.card FROM player_cards c WHERE ${useful} ${span} AND (c.player_id, c.year) IN (
          SELECT b."playerID", b."yearID" FROM lahman_batting b JOIN lahman_teams t ON t."yearID" = b."yearID" AND t."teamID" = b."teamID" WHERE t."franchID" = ${spec.franchId}
          UNION SELECT p."playerID", p."yearID" FROM lahman_pitching p JOIN lahman_teams t ON t."yearID" = p."yearID" AND t."teamID" = p."teamID" WHERE t."franchID" = ${spec.franchId})`;
  return ((await database.db.execute(query)) as unknown as { rows: Array<{ card: PlayerCard }> }).rows.map((r) => r.card);
}

/** Each player once, with his best-rated season card (ties: the earlier season). */
function bestSeasons(cards: PlayerCard[]): Ranked[] {
  const best = new Map<string, Ranked>();
  for (const card of cards) {
    const rating = playerRating(card);
    const seen = best.get(card.playerID);
    if (!seen || rating > seen.rating || (rating === seen.rating && card.yearID < seen.card.yearID)) best.set(card.playerID, { card, rating });
  }
  return [...best.values()].sort((a, b) => b.rating - a.rating || a.card.cardId.localeCompare(b.card.cardId));
}

/** The 25: pitchers by role, then each position, a second catcher, then the best bats. */
export function pickTeam(pool: Ranked[]): PlayerCard[] {
  const chosen: PlayerCard[] = [];
  const taken = new Set<string>();
  const take = (r: Ranked | undefined) => {
    if (!r || taken.has(r.card.cardId)) return;
    taken.add(r.card.cardId);
    chosen.push(r.card);
  };
  const pitchers = pool.filter((r) => r.card.primaryPosition === 'P' && r.card.pitching);
  for (const r of pitchers.filter((x) => x.card.pitching!.role === 'SP').slice(0, STARTERS)) take(r);
  for (const r of pitchers.filter((x) => x.card.pitching!.role !== 'SP').slice(0, PITCHERS - STARTERS)) take(r);
  for (const r of pitchers) if (chosen.length < PITCHERS) take(r);
  const hitters = pool.filter((r) => r.card.primaryPosition !== 'P');
  for (const pos of FIELD) take(hitters.find((r) => !taken.has(r.card.cardId) && r.card.primaryPosition === pos) ?? hitters.find((r) => !taken.has(r.card.cardId) && r.card.positions.includes(pos)));
  take(hitters.find((r) => !taken.has(r.card.cardId) && r.card.primaryPosition === 'C'));
  for (const r of hitters) if (chosen.length < ROSTER_SIZE) take(r);
  return chosen;
}

function spanText(from: number, to: number): string {
  return from % 10 === 0 && to === from + 9 ? `${from}s` : from === to ? `${from}` : `${from}–${to}`;
}

/** `loadGameTeam`'s source for 'ASC-' ids. */
export async function loadCustomTeam(database: Database, teamId: string): Promise<TeamSeasonRoster> {
  const hit = cache.get(teamId);
  if (hit) return hit;
  const spec = parseCustomTeamId(teamId);
  if (!spec) throw new GameSetupError(NOT_FOUND, 404);
  await checkSpec(database, spec);
  const cards = pickTeam(bestSeasons(await poolCards(database, spec)));
  const pitchers = cards.filter((c) => c.pitching).length;
  if (pitchers < 1 || cards.length - pitchers < 9) throw new GameSetupError('Data not available', 404);
  const span = spec.from !== undefined && spec.to !== undefined ? spanText(spec.from, spec.to) : null;
  const name = spec.kind === 'era' ? `${span} All-Stars` : `${await franchiseName(database, spec.franchId)} All-Stars${span ? `, ${span}` : ''}`;
  const league = commonLeague(cards, (lgId) => lgId === 'AL' || lgId === 'NL');
  const team: TeamSeasonRoster = {
    teamId: customTeamId(spec),
    // The team plays in its most common league-season (the context its lgKey names); the name carries the span.
    year: league.year,
    lgId: league.lgId,
    name,
    fullName: name,
    wins: 0,
    losses: 0,
    parkFactor: 100,
    players: cards.map(allStarPlayer).sort((a, b) => a.card.cardId.localeCompare(b.card.cardId)),
  };
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(teamId, team);
  return team;
}
