/** The draft screens' other answers: the pool page, one player, team validation, the summary, the lists. */
import { sql } from 'drizzle-orm';
import { currentPick, openSlots, fieldableNeeds } from '@bb/engine';
import type {
  DraftLeagueListItem, DraftPoolOptions, DraftPoolPage, DraftPoolPlayer, DraftPoolRequest, DraftStatus, DraftSummary, DraftTeamValidation, DraftValidation,
} from '@bb/contract';
import type { Database } from '../db/database';
import { LEAGUE_NAMES } from '../leagues';
import type { RoomData } from './draft-room';
import { pickViews } from './draft-room';
import { needsView, teamPickingFor, teamRoom, usesDh, type TeamRoom } from './draft-fit';
import { takenByDraft, type PoolEntry } from './draft-pool';
import type { DraftRoom } from '@bb/contract';

/** Who holds each player (by player id, so his other seasons count as taken): picks while drafting, rosters after. */
export function holders(data: RoomData): Map<string, number> {
  const out = new Map<string, number>();
  const add = (cardId: string, team: number) => {
    const entry = data.pool.byCard.get(cardId);
    out.set(entry?.card.playerID ?? cardId, team);
  };
  if (data.league.status === 'draft') for (const p of data.draft.state.picks) add(p.playerId, p.team);
  else for (const t of data.teams) for (const id of t.roster ?? []) add(id, t.idx);
  return out;
}

/** A pool player; with the room of the team the viewer drafts for, whether that team may take him now. */
const playerView = (e: PoolEntry, held: Map<string, number>, room: TeamRoom | null): DraftPoolPlayer => ({
  ...e.view, draftedBy: held.get(e.card.playerID) ?? null, ...(room ? { fits: !held.has(e.card.playerID) && room.fits(e.draft) } : {}),
});

/** The viewer's user id; he may be a spectator (no team) or the commissioner. */
export interface PoolViewer {
  userId: number;
}

/** Where the team the viewer would draft for stands (his own, or the one on the clock for the commissioner); null after the draft or for spectators. */
function viewerTeamRoom(data: RoomData, viewer: PoolViewer): TeamRoom | null {
  if (data.league.status !== 'draft' || data.draft.status === 'complete') return null;
  const cur = currentPick(data.draft.state);
  if (!cur) return null;
  const mine = data.teams.find((t) => t.userId === viewer.userId)?.idx ?? null;
  const team = teamPickingFor(mine, data.league.ownerUserId === viewer.userId, cur);
  if (team === null) return null;
  const taken = takenByDraft(data.pool, data.league.id, data.draft.state.picks);
  return teamRoom(data.draft.state, data.pool, team, cur.pick, usesDh(data.league.dh, data.draft.environment), taken);
}

type SortKey = NonNullable<DraftPoolRequest['sort']>;
const SORTS: Record<SortKey, (p: DraftPoolPlayer) => number | string> = {
  rating: (p) => -p.rating,
  avg: (p) => -(p.batting?.avg ?? -1),
  hr: (p) => -(p.batting?.hr ?? -1),
  rbi: (p) => -(p.batting?.rbi ?? -1),
  sb: (p) => -(p.batting?.sb ?? -1),
  ops: (p) => -(p.batting?.ops ?? -1),
  w: (p) => -(p.pitching?.w ?? -1),
  so: (p) => -(p.pitching?.so ?? -1),
  sv: (p) => -(p.pitching?.sv ?? -1),
  // No out recorded, no ERA or WHIP: such a pitcher sorts after every one with innings.
  era: (p) => p.pitching?.era ?? 99,
  whip: (p) => p.pitching?.whip ?? 99,
  name: (p) => p.name.toLowerCase(),
};

function matchesPosition(e: PoolEntry, position: NonNullable<DraftPoolRequest['position']>): boolean {
  const pitcher = e.card.primaryPosition === 'P';
  if (position === 'P') return pitcher;
  if (position === 'SP' || position === 'RP') return pitcher && e.view.role === position;
  if (pitcher) return false;
  if (position === 'DH') return true;
  if (position === 'OF') return e.view.positions.some((p) => p === 'LF' || p === 'CF' || p === 'RF' || p === 'OF');
  return e.view.positions.includes(position);
}

/** A page of the pool; `fits` keeps only players the viewer's drafting team may take now (see `DraftRosterNeeds`). */
export function poolPage(data: RoomData, query: DraftPoolRequest, viewer: PoolViewer): DraftPoolPage {
  const held = holders(data);
  const room = viewerTeamRoom(data, viewer);
  const search = query.search?.trim().toLowerCase();
  const rows = data.pool.entries
    .filter((e) => !search || e.view.name.toLowerCase().includes(search))
    .filter((e) => !query.position || matchesPosition(e, query.position))
    .filter((e) => query.year === undefined || e.card.yearID === query.year)
    .filter((e) => !query.available || !held.has(e.card.playerID))
    .map((e) => playerView(e, held, room))
    .filter((p) => !query.fits || p.fits !== false);
  const key = SORTS[query.sort ?? 'rating'];
  rows.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return x < y ? -1 : x > y ? 1 : b.rating - a.rating || (a.cardId < b.cardId ? -1 : 1);
  });
  const offset = query.offset ?? 0;
  return { players: rows.slice(offset, offset + (query.limit ?? 50)), total: rows.length, needs: room ? needsView(room) : null };
}

export function poolPlayer(data: RoomData, cardId: string, viewer: PoolViewer): DraftPoolPlayer | null {
  const entry = data.pool.byCard.get(cardId);
  return entry ? playerView(entry, holders(data), viewerTeamRoom(data, viewer)) : null;
}

const LINEUP_WORDS: Record<string, string> = { C: 'No catcher', '1B': 'No first baseman', '2B': 'No second baseman', '3B': 'No third baseman', SS: 'No shortstop', DH: 'No designated hitter' };

/** A roster that can field a lineup (C, 1B, 2B, 3B, SS, three outfielders, a DH where the rule has one) and a rotation of four. */
export function validation(data: RoomData): DraftValidation {
  const needs = fieldableNeeds(usesDh(data.league.dh, data.draft.environment));
  const rosters = new Map<number, string[]>();
  if (data.league.status === 'draft') for (const p of data.draft.state.picks) rosters.set(p.team, [...(rosters.get(p.team) ?? []), p.playerId]);
  else for (const t of data.teams) rosters.set(t.idx, t.roster ?? []);
  const teams: DraftTeamValidation[] = data.teams.map((t) => {
    const players = (rosters.get(t.idx) ?? []).map((id) => data.pool.byCard.get(id)?.draft).filter((p) => p !== undefined);
    const open = openSlots(players, needs);
    const problems: string[] = [];
    for (const slot of ['C', '1B', '2B', '3B', 'SS', 'DH'] as const) if (open[slot] > 0) problems.push(LINEUP_WORDS[slot] as string);
    if (open.OF > 0) problems.push(`Only ${3 - open.OF} outfielders`);
    if (open.SP > 0) problems.push(`Only ${4 - open.SP} starting pitchers`);
    return { team: t.idx, valid: problems.length === 0, problems };
  });
  return { teams };
}

export function summary(data: RoomData, room: DraftRoom): DraftSummary {
  const picks = pickViews(data.draft, data.pool);
  return { room, rosters: data.teams.map((t) => ({ team: t.idx, picks: picks.filter((p) => p.team === t.idx) })), validation: validation(data) };
}

/** The viewer's draft leagues ('mine') or the public ones. */
export async function listDrafts(database: Database, viewer: number, scope: 'mine' | 'public'): Promise<DraftLeagueListItem[]> {
  const where = scope === 'mine'
    ? sql`l.id IN (SELECT league_id FROM league_members WHERE user_id = ${viewer})`
    : sql`l.is_private = false`;
  const rows = ((await database.db.execute(sql`
    SELECT l.id, l.name, l.status AS league_status, l.total_teams, l.owner_user_id, l.is_private, d.status, d.held_at,
      (SELECT count(*)::int FROM league_teams t WHERE t.league_id = l.id AND t.user_id IS NOT NULL) AS humans,
      (SELECT t.idx FROM league_teams t WHERE t.league_id = l.id AND t.user_id = ${viewer} LIMIT 1) AS my_team
    FROM leagues l JOIN drafts d ON d.league_id = l.id
    WHERE l.kind = 'draft' AND ${where} ORDER BY l.id DESC LIMIT 100`)) as unknown as {
    rows: Array<{ id: number; name: string; league_status: string; total_teams: number; owner_user_id: number; is_private: boolean; status: string; held_at: string | Date; humans: number; my_team: number | null }>;
  }).rows;
  return rows.map((r) => ({
    leagueId: Number(r.id), name: r.name, status: r.status as DraftStatus, leagueStatus: r.league_status, draftHeldAt: new Date(r.held_at).toISOString(),
    totalTeams: Number(r.total_teams), humans: Number(r.humans), isOwner: Number(r.owner_user_id) === viewer, myTeam: r.my_team === null ? null : Number(r.my_team),
    isPrivate: r.is_private,
  }));
}

/** Seasons with their leagues and how many players each offers (the setup's eligible-players choice). */
export async function poolOptions(database: Database): Promise<DraftPoolOptions> {
  const rows = ((await database.db.execute(sql`SELECT year, lg_id, count(*)::int AS n FROM player_cards GROUP BY year, lg_id ORDER BY year DESC, lg_id`)) as unknown as {
    rows: Array<{ year: number; lg_id: string; n: number }>;
  }).rows;
  const seasons = new Map<number, DraftPoolOptions['seasons'][number]>();
  for (const r of rows) {
    const year = Number(r.year);
    const season = seasons.get(year) ?? { year, leagues: [] };
    season.leagues.push({ lgId: r.lg_id, name: LEAGUE_NAMES[r.lg_id] ?? r.lg_id, players: Number(r.n) });
    seasons.set(year, season);
  }
  return { seasons: [...seasons.values()] };
}
