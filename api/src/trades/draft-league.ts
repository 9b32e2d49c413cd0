/** A draft league as trades and transactions see it: the league (visible to the user), its draft settings and teams. */
import { eq } from 'drizzle-orm';
import { LEAGUE_MESSAGES, TRADE_MESSAGES } from '@bb/contract';
import type { Db } from '../db/database';
import { drafts } from '../db/schema/drafts';
import { readTeams, visibleLeague, type LeagueRow, type TeamRow } from '../leagues';
import { LeagueError } from '../leagues';

export type DraftRow = typeof drafts.$inferSelect;

export interface DraftLeague {
  league: LeagueRow;
  draft: DraftRow;
  teams: TeamRow[];
}

/** 404 'Oops! no record found' for an unknown id, a private league of others, or a league that is not a draft league. */
export async function readDraftLeague(db: Db, leagueId: number, userId: number): Promise<DraftLeague> {
  const league = await visibleLeague(db, leagueId, userId);
  const [draft] = league.kind === 'draft' ? await db.select().from(drafts).where(eq(drafts.leagueId, leagueId)) : [];
  if (!draft) throw new LeagueError(LEAGUE_MESSAGES.notFound, 404);
  return { league, draft, teams: await readTeams(db, leagueId) };
}

/** Trades and transactions run from the end of the draft to the start of the postseason. */
export function assertTradeWindow({ league, draft }: DraftLeague): void {
  if (league.status === 'postseason' || league.status === 'final') throw new LeagueError(TRADE_MESSAGES.closed, 409);
  if (draft.status !== 'complete' || (league.status !== 'scheduled' && league.status !== 'regular')) throw new LeagueError(TRADE_MESSAGES.beforeDraft, 409);
}

export function teamOf(dl: DraftLeague, idx: number): TeamRow {
  const team = dl.teams[idx];
  if (!team) throw new LeagueError(LEAGUE_MESSAGES.notFound, 404);
  return team;
}

/** The team, if this user manages it; 403 otherwise. */
export function managedTeam(dl: DraftLeague, idx: number, userId: number): TeamRow {
  const team = teamOf(dl, idx);
  if (team.userId !== userId) throw new LeagueError(TRADE_MESSAGES.notManager, 403);
  return team;
}

export const teamName = (t: Pick<TeamRow, 'city' | 'nickname'>): string => `${t.city} ${t.nickname}`.trim();
export const rosterOf = (t: Pick<TeamRow, 'roster'>): string[] => t.roster ?? [];
