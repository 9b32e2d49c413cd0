/**
 * The user's unfinished historical and draft leagues, with his team, its regular-season record and its next game,
 * and the drafts of those leagues that have not completed: one statement for all of them (lateral joins per league,
 * not a query per league).
 */
import { sql } from 'drizzle-orm';
import { DASHBOARD_LIST_LIMIT, type DashboardDraft, type DashboardLeague, paths as pages } from '@bb/contract';
import type { Db } from '../db/database';
import { paths } from '../leagues/index';
import { iso, nextGameColumns, nextGameOfRow, num, recordColumns, rowsOf, str } from './rows';

const DRAFT_ROOM = (leagueId: number) => pages.draft.liveDraft(leagueId);

const LEAGUE_KINDS_SHOWN: ReadonlyArray<DashboardLeague['kind']> = ['historical', 'draft', 'season', 'nostalgia'];

export async function myLeagues(db: Db, userId: number): Promise<{ leagues: DashboardLeague[]; drafts: DashboardDraft[] }> {
  const next = nextGameColumns(sql`l.id`, sql`mine.idx`);
  // A nostalgia series has no regular season: its record is the series'.
  const record = recordColumns(sql`l.id`, sql`mine.idx`, sql`l.kind <> 'nostalgia'`);
  const rows = await rowsOf(
    db,
    sql`
    SELECT l.id, l.name, l.kind, l.status, l.starts_at, mine.idx AS my_team, trim(mine.city || ' ' || mine.nickname) AS my_team_name,
           ${record.select}, ${next.select}, d.status AS draft_status, d.held_at
    FROM leagues l
    LEFT JOIN LATERAL (SELECT t.idx, t.city, t.nickname FROM league_teams t WHERE t.league_id = l.id AND t.user_id = ${userId} ORDER BY t.idx LIMIT 1) mine ON true
    ${record.join}
    ${next.join}
    LEFT JOIN drafts d ON d.league_id = l.id
    WHERE l.kind IN (${sql.join(LEAGUE_KINDS_SHOWN.map((k) => sql`${k}`), sql`, `)}) AND l.status <> 'final'
      AND (l.owner_user_id = ${userId} OR mine.idx IS NOT NULL OR EXISTS (SELECT 1 FROM league_members m WHERE m.league_id = l.id AND m.user_id = ${userId}))
    ORDER BY coalesce(nx.starts_at, d.held_at, l.starts_at) ASC, l.id ASC
    LIMIT ${DASHBOARD_LIST_LIMIT}`,
  );
  const leagues: DashboardLeague[] = rows.map((r) => {
    const league = { id: num(r.id), kind: String(r.kind) };
    const hasTeam = r.my_team !== null && r.my_team !== undefined;
    return {
      leagueId: league.id,
      name: String(r.name),
      kind: LEAGUE_KINDS_SHOWN.find((k) => k === league.kind) ?? 'historical',
      status: String(r.status),
      myTeam: hasTeam ? str(r.my_team_name) : null,
      record: hasTeam ? { wins: num(r.wins), losses: num(r.losses) } : null,
      nextGame: hasTeam ? nextGameOfRow(r, league) : null,
      link: paths.home(league),
    };
  });
  const drafts: DashboardDraft[] = rows
    .filter((r) => r.kind === 'draft' && (r.draft_status === 'scheduled' || r.draft_status === 'live' || r.draft_status === 'paused'))
    .map((r) => ({
      leagueId: num(r.id),
      leagueName: String(r.name),
      status: r.draft_status as DashboardDraft['status'],
      startsAt: iso(r.held_at),
      link: DRAFT_ROOM(num(r.id)),
    }))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return { leagues, drafts };
}
