/**
 * The draft room as one viewer sees it (contract `DraftRoom`), built from the rows in two parts: what every viewer
 * shares (built once per version of the draft, see draft-room-cache.ts) and the viewer's own fields.
 */
import { paths } from '@bb/contract';
import { currentPick, roundOf } from '@bb/engine';
import type { DraftCurrentPick, DraftMode, DraftPickView, DraftRoom, DraftStatus, DraftTeamView, LeagueDhRule, LeagueUsageLimit } from '@bb/contract';
import type { Database } from '../db/database';
import { readLeague, readTeams, type LeagueRow, type TeamRow } from '../leagues';
import { loadPool, type DraftPool } from './draft-pool';
import { readDraft, type DraftRow } from './draft-store';
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

type ViewerFields = 'teams' | 'now' | 'myTeam' | 'isCommissioner' | 'queue' | 'inviteLink';

/** The room without the viewer's fields: the same for everyone at one version of the draft. */
export interface SharedRoom {
  room: Omit<DraftRoom, ViewerFields>;
  /** The teams as a stranger sees them, offline; with who manages each (user id, null: a computer). */
  teams: Array<{ view: DraftTeamView; userId: number | null }>;
  ownerUserId: number;
  inviteLink: string;
}

export function sharedRoom({ league, draft, teams, pool }: RoomData): SharedRoom {
  const sizes = new Array<number>(draft.state.teams).fill(0);
  for (const p of draft.state.picks) sizes[p.team] = (sizes[p.team] ?? 0) + 1;
  const cur = currentPick(draft.state);
  const current: DraftCurrentPick | null = cur && draft.status !== 'complete'
    ? { ...cur, deadline: draft.status === 'live' && draft.deadline ? draft.deadline.toISOString() : null }
    : null;
  return {
    room: {
      leagueId: league.id, name: league.name, status: draft.status as DraftStatus, mode: draft.mode as DraftMode, rounds: draft.rounds, pickSeconds: draft.pickSeconds,
      maxPlayers: draft.maxPlayers, dh: league.dh as LeagueDhRule, usageLimit: league.usageLimit as LeagueUsageLimit, isPrivate: league.isPrivate,
      eligible: { years: draft.years, leagues: draft.lgIds }, draftHeldAt: draft.heldAt.toISOString(), gamesBeginAt: league.startsAt.toISOString(),
      order: draft.state.order, picks: pickViews(draft, pool), current, pauseAfterRound: draft.state.pauseAfterRound, version: draft.state.version,
    },
    teams: teams.map((t) => ({
      userId: t.userId,
      view: {
        index: t.idx, city: t.city, nickname: t.nickname, abbreviation: t.abbreviation, managerName: t.managerName,
        manager: t.userId === null ? 'computer' : t.managerKind === 'invited' ? 'invited' : 'user', players: sizes[t.idx] ?? 0, online: false,
      },
    })),
    ownerUserId: league.ownerUserId,
    inviteLink: paths.draft.liveDraft(league.id, { invite: draft.inviteToken }),
  };
}

/** The room as `viewer` sees it: his team, his queue (`queueOf` his team), the link if he is the commissioner, who is online. */
export function viewerRoom(shared: SharedRoom, viewer: RoomViewer, now: Date, online: ReadonlySet<number>, queueOf: (team: number) => readonly string[]): DraftRoom {
  const myTeam = viewer.userId === null ? null : (shared.teams.find((t) => t.userId === viewer.userId)?.view.index ?? null);
  const isCommissioner = viewer.userId !== null && shared.ownerUserId === viewer.userId;
  const { order, picks, current, pauseAfterRound, version, ...head } = shared.room;
  return {
    ...head,
    teams: shared.teams.map(({ view, userId }) => ({
      ...view, ...(userId !== null && userId === viewer.userId ? { manager: 'you' as const } : {}), online: userId !== null && online.has(userId),
    })),
    order, picks, current, pauseAfterRound, now: now.toISOString(), version, myTeam, isCommissioner, queue: myTeam === null ? [] : [...queueOf(myTeam)],
    inviteLink: isCommissioner ? shared.inviteLink : null,
  };
}
