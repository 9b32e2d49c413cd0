import { sql } from 'drizzle-orm';
import type { PlayerCard } from '@bb/engine';
import type { Database } from '../src/db/database';
import { drafts } from '../src/db/schema/drafts';
import { leagueMembers, leagues, leagueTeams } from '../src/db/schema/leagues';

/**
 * A draft league as the draft leaves it, written straight into the tables (no draft routes): teams with rosters of
 * real cards from an imported slice. Rosters are dealt from players of one position only (outfielders of the outfield
 * only, pitchers who only pitch, starters who start, relievers who never do), so what a roster covers is plain from
 * the groups.
 */
export type Group = 'C' | '1B' | '2B' | '3B' | 'SS' | 'OF' | 'SP' | 'RP';
export const ROSTER_SHAPE: Record<Group, number> = { C: 2, '1B': 1, '2B': 1, '3B': 1, SS: 1, OF: 4, SP: 5, RP: 2 };

export interface CardPool {
  cards: Map<string, PlayerCard>;
  groups: Record<Group, string[]>;
  /** Cards of the slice on no fixture roster (free agents). */
  spare: string[];
}

function groupOf(card: PlayerCard): Group | null {
  const pitching = card.pitching;
  if (card.primaryPosition === 'P') {
    if (card.positions.length !== 1 || !pitching) return null;
    if (pitching.role === 'SP' && pitching.ratings.starter > 0) return 'SP';
    if (pitching.role !== 'SP' && pitching.ratings.starter === 0 && pitching.gamesStarted === 0) return 'RP';
    return null;
  }
  if (card.pitching) return null;
  // Outfielders may play any of the three outfield spots; everyone else plays his one position only.
  if (card.positions.every((p) => p === 'LF' || p === 'CF' || p === 'RF')) return 'OF';
  const p = card.primaryPosition;
  if (card.positions.length !== 1 || card.positions[0] !== p) return null;
  return p === 'C' || p === '1B' || p === '2B' || p === '3B' || p === 'SS' ? p : null;
}

export async function loadCardPool(database: Database, year: number, lgIds: string[], teams: number): Promise<CardPool> {
  const rows = ((await database.db.execute(sql`SELECT card FROM player_cards WHERE year = ${year} AND lg_id IN (${sql.join(lgIds.map((l) => sql`${l}`), sql`, `)})`)) as unknown as {
    rows: Array<{ card: PlayerCard }>;
  }).rows;
  const cards = new Map(rows.map((r) => [r.card.cardId, r.card]));
  const groups = { C: [], '1B': [], '2B': [], '3B': [], SS: [], OF: [], SP: [], RP: [] } as Record<Group, string[]>;
  for (const card of cards.values()) {
    const g = groupOf(card);
    if (g) groups[g].push(card.cardId);
  }
  for (const list of Object.values(groups)) list.sort((a, b) => (cards.get(b)?.games ?? 0) - (cards.get(a)?.games ?? 0) || (a < b ? -1 : 1));
  for (const [g, n] of Object.entries(ROSTER_SHAPE)) {
    if (groups[g as Group].length < n * teams) throw new Error(`the slice has too few ${g} for ${teams} teams`);
  }
  const dealt = new Set(Object.entries(ROSTER_SHAPE).flatMap(([g, n]) => groups[g as Group].slice(0, n * teams)));
  return { cards, groups, spare: [...cards.keys()].filter((id) => !dealt.has(id)).sort() };
}

/** Team t's roster: its share of every group, in group order (C, C, 1B, …, SP×5, RP×2). */
export function dealRoster(pool: CardPool, team: number): string[] {
  return Object.entries(ROSTER_SHAPE).flatMap(([g, n]) => pool.groups[g as Group].slice(team * n, team * n + n));
}

export interface DraftLeagueSpec {
  name: string;
  owner: number;
  /** One entry per team: its human manager's user id, or null for a computer manager. */
  managers: Array<number | null>;
  pool: CardPool;
  isPrivate?: boolean;
  status?: string;
  draftStatus?: string;
  maxPlayers?: number;
  startsAt?: Date;
}

export const TEAM_NAMES = ['Alpha Aces', 'Bravo Bears', 'Charlie Cats', 'Delta Dogs', 'Echo Eagles', 'Foxtrot Foxes'];

export async function insertDraftLeague(database: Database, spec: DraftLeagueSpec): Promise<number> {
  const db = database.db;
  const startsAt = spec.startsAt ?? new Date('2026-07-01T23:00:00Z');
  const [league] = await db
    .insert(leagues)
    .values({
      kind: 'draft', name: spec.name, ownerUserId: spec.owner, years: [1927], totalTeams: spec.managers.length, gamesPerTeam: 10, dh: 'auto', usageLimit: 0,
      isPrivate: spec.isPrivate ?? false, startsAt, status: spec.status ?? 'regular', seed: 11, settings: { groups: ['Draft'], format: null },
    })
    .returning({ id: leagues.id });
  const leagueId = league!.id;
  await db.insert(drafts).values({
    leagueId, mode: 'snake', rounds: 16, pickSeconds: 60, maxPlayers: spec.maxPlayers ?? 18, years: [1927], lgIds: ['AL', 'NL'], heldAt: new Date(startsAt.getTime() - 86_400_000),
    status: spec.draftStatus ?? 'complete', state: {}, inviteToken: `invite-${leagueId}-token`, environment: '1927-AL',
  });
  await db.insert(leagueTeams).values(
    spec.managers.map((userId, idx) => {
      const [city, nickname] = (TEAM_NAMES[idx] ?? `Team${idx} Club`).split(' ') as [string, string];
      return {
        leagueId, idx, teamId: `DL${idx}`, year: 1927, lgId: 'AL', groupIdx: 0, city, nickname, abbreviation: city.slice(0, 3).toUpperCase(),
        managerName: userId === null ? `Computer ${idx}` : `user-${userId}`, userId, managerKind: userId === null ? 'computer' : 'user', depth: {}, usage: {},
        roster: dealRoster(spec.pool, idx),
      };
    }),
  );
  const members = [...new Set([spec.owner, ...spec.managers.filter((m): m is number => m !== null)])];
  await db.insert(leagueMembers).values(members.map((userId) => ({ leagueId, userId, role: userId === spec.owner ? 'owner' : 'manager' })));
  return leagueId;
}
