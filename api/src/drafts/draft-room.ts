/** The draft room as one viewer sees it (contract `DraftRoom`), built from the rows. */
import { currentPick, roundOf } from '@bb/engine';
import type { DraftCurrentPick, DraftMode, DraftPickView, DraftRoom, DraftStatus, LeagueDhRule, LeagueUsageLimit } from '@bb/contract';
import type { Database } from '../db/database';
import { readLeague, readTeams, type LeagueRow, type TeamRow } from '../leagues/league-data';
import { loadPool, type DraftPool } from './draft-pool';
import { readDraft, readQueue, type DraftRow } from './draft-store';
import { refuse } from './draft-error';

export interface RoomViewer {
  userId: number | null;
}

/** Who is connected now (this instance's streams), per league: user ids. */
export type Presence = (leagueId: number) => ReadonlySet<number>;

export function pickViews(draft: DraftRow, pool: DraftPool): DraftPickView[] {
  return draft.state.picks.map((p) => {
    const entry = pool.byCard.get(p.playerId);
    const round = roundOf(draft.state, p.pick);
    return {
      pick: p.pick, round, pickInRound: p.pick - (round - 1) * draft.state.teams, team: p.team, cardId: p.playerId, name: entry?.view.name ?? p.playerId,
      year: entry?.view.year ?? 0, position: entry?.view.primaryPosition ?? '', auto: p.auto,
    };
  });
}

export interface RoomData {
  league: LeagueRow;
  draft: DraftRow;
  teams: TeamRow[];
  pool: DraftPool;
}

export async function roomData(database: Database, leagueId: number): Promise<RoomData> {
  const league = await readLeague(database.db, leagueId);
  const draft = await readDraft(database.db, leagueId);
  if (!league || !draft) throw refuse.notFound();
  const teams = await readTeams(database.db, leagueId);
  const pool = await loadPool(database, draft.years, draft.lgIds);
  return { league, draft, teams, pool };
}

export async function renderRoom(database: Database, data: RoomData, viewer: RoomViewer, now: Date, online: ReadonlySet<number> = new Set()): Promise<DraftRoom> {
  const { league, draft, teams, pool } = data;
  const sizes = new Array<number>(draft.state.teams).fill(0);
  for (const p of draft.state.picks) sizes[p.team] = (sizes[p.team] ?? 0) + 1;
  const cur = currentPick(draft.state);
  const current: DraftCurrentPick | null = cur && draft.status !== 'complete'
    ? { ...cur, deadline: draft.status === 'live' && draft.deadline ? draft.deadline.toISOString() : null }
    : null;
  const myTeam = viewer.userId === null ? null : (teams.find((t) => t.userId === viewer.userId)?.idx ?? null);
  const isCommissioner = viewer.userId !== null && league.ownerUserId === viewer.userId;
  return {
    leagueId: league.id, name: league.name, status: draft.status as DraftStatus, mode: draft.mode as DraftMode, rounds: draft.rounds, pickSeconds: draft.pickSeconds,
    maxPlayers: draft.maxPlayers, dh: league.dh as LeagueDhRule, usageLimit: league.usageLimit as LeagueUsageLimit, isPrivate: league.isPrivate,
    eligible: { years: draft.years, leagues: draft.lgIds }, draftHeldAt: draft.heldAt.toISOString(), gamesBeginAt: league.startsAt.toISOString(),
    teams: teams.map((t) => ({
      index: t.idx, city: t.city, nickname: t.nickname, abbreviation: t.abbreviation, managerName: t.managerName,
      manager: t.userId === null ? 'computer' : t.userId === viewer.userId ? 'you' : t.managerKind === 'invited' ? 'invited' : 'user',
      players: sizes[t.idx] ?? 0, online: t.userId !== null && online.has(t.userId),
    })),
    order: draft.state.order, picks: pickViews(draft, pool), current, pauseAfterRound: draft.state.pauseAfterRound, now: now.toISOString(),
    version: draft.state.version, myTeam, isCommissioner, queue: myTeam === null ? [] : await readQueue(database.db, league.id, myTeam),
    inviteLink: isCommissioner ? `/live-draft/${league.id}?invite=${draft.inviteToken}` : null,
  };
}
