/** The user's replays for the lobby: the league core's summaries with his team and his next game. */
import { and, desc, eq } from 'drizzle-orm';
import type { SeasonSummary } from '@bb/contract';
import type { Db } from '../db/database';
import { leagues } from '../db/schema/leagues';
import { readTeams, type LeagueRow } from '../leagues';
import { nextGameOf, summaries } from '../leagues';

export async function mySeasons(db: Db, userId: number): Promise<SeasonSummary[]> {
  const rows = (await db.select().from(leagues).where(and(eq(leagues.kind, 'season'), eq(leagues.ownerUserId, userId))).orderBy(desc(leagues.id)).limit(100)) as LeagueRow[];
  const list = await summaries(db, rows, userId);
  const out: SeasonSummary[] = [];
  for (const [i, summary] of list.entries()) {
    const league = rows[i]!;
    const teams = await readTeams(db, league.id);
    const mine = summary.myTeam === null ? undefined : teams[summary.myTeam];
    const next = await nextGameOf(db, league, teams, summary.myTeam, userId);
    const other = next ? teams[next.home === summary.myTeam ? next.away : next.home] : undefined;
    out.push({
      ...summary,
      teamName: mine ? `${mine.city} ${mine.nickname}` : null,
      nextGame: next && other ? { scheduleId: next.scheduleId, startsAt: next.startsAt, opponent: `${other.city} ${other.nickname}`, home: next.home === summary.myTeam } : null,
    });
  }
  return out;
}
