/** The user's nostalgia series (lobby list) and one series beside what really happened (the outcome panel). */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Bracket } from '@bb/engine';
import { NOSTALGIA_MESSAGES, type LeagueStatus, type NostalgiaGame, type NostalgiaOutcome, type NostalgiaSeriesSummary } from '@bb/contract';
import type { Database } from '../db/database';
import { leagueGames, leagues } from '../db/schema/leagues';
import { readLeague, readTeams, type LeagueRow, type TeamRow } from '../leagues';
import { LeagueError } from '../leagues';
import type { NostalgiaSettings } from './create-series';
import { whatIfById } from './what-ifs';
import { teamKey, teamSeasons, worldSeriesOf } from './world-series';

const settingsOf = (league: LeagueRow) => (league.settings as NostalgiaSettings).nostalgia;

/** Each team's wins in the series (the bracket's one series: top is team 0). */
function seriesWins(league: LeagueRow): [number, number] {
  const s = (league.bracket as Bracket | null)?.series[0];
  if (!s) return [0, 0];
  return s.top === 0 ? [s.topWins, s.bottomWins] : [s.bottomWins, s.topWins];
}

/** The series' winner: stored with the league's end, or already in the bracket a moment before. */
const championOf = (league: LeagueRow) => league.champion ?? (league.bracket as Bracket | null)?.champion ?? null;

const label = (t: TeamRow) => `${t.year} ${t.city} ${t.nickname}`;

/** The owner's series, or 404 'Oops! no record found' exactly like an unknown id (someone else's, or not a series). */
export async function ownSeries(database: Database, leagueId: number, userId: number): Promise<LeagueRow> {
  const league = await readLeague(database.db, leagueId);
  if (!league || league.kind !== 'nostalgia' || league.ownerUserId !== userId) throw new LeagueError(NOSTALGIA_MESSAGES.notFound, 404);
  return league;
}

export async function listSeries(database: Database, userId: number): Promise<NostalgiaSeriesSummary[]> {
  const rows = (await database.db
    .select()
    .from(leagues)
    .where(and(eq(leagues.kind, 'nostalgia'), eq(leagues.ownerUserId, userId)))
    .orderBy(desc(leagues.id))
    .limit(100)) as LeagueRow[];
  const out: NostalgiaSeriesSummary[] = [];
  for (const league of rows) {
    const teams = await readTeams(database.db, league.id);
    const wins = seriesWins(league);
    out.push({
      leagueId: league.id, name: league.name, kind: settingsOf(league).kind, status: league.status as LeagueStatus,
      teams: teams.map((t) => ({ index: t.idx, label: label(t), wins: wins[t.idx] ?? 0, yours: t.userId === userId })),
      champion: championOf(league), createdAt: league.createdAt.toISOString(),
    });
  }
  return out;
}

export async function seriesOutcome(database: Database, league: LeagueRow, userId: number): Promise<NostalgiaOutcome> {
  const teams = await readTeams(database.db, league.id);
  const record = await teamSeasons(database, teams.map((t) => ({ teamId: t.teamId, year: t.year })));
  const wins = seriesWins(league);
  const rows = await database.db.select().from(leagueGames).where(eq(leagueGames.leagueId, league.id)).orderBy(asc(leagueGames.num));
  const games: NostalgiaGame[] = rows.map((g) => ({
    scheduleId: g.num, gameOfSeries: g.gameOfSeries ?? 0, home: g.home, away: g.away, homeRuns: g.homeRuns, awayRuns: g.awayRuns, status: g.status as NostalgiaGame['status'],
  }));
  const which = settingsOf(league);
  let real: NostalgiaOutcome['real'] = null;
  let why: string | null = null;
  if (which.kind === 'world-series') {
    const ws = await worldSeriesOf(database, which.year);
    const winner = ws ? teams.findIndex((t) => t.teamId === ws.winner) : -1;
    if (ws && winner >= 0) real = { winner, seriesScore: ws.seriesScore };
  } else {
    why = whatIfById(which.id)?.why ?? null;
  }
  return {
    leagueId: league.id, name: league.name, kind: which.kind, status: league.status as LeagueStatus,
    teams: teams.map((t) => {
      const r = record.get(teamKey(t));
      return {
        teamId: t.teamId, year: t.year, lgId: t.lgId, name: r?.name ?? `${t.city} ${t.nickname}`, wins: r?.wins ?? 0, losses: r?.losses ?? 0, october: r?.october ?? null,
        index: t.idx, label: label(t), yours: t.userId === userId, seriesWins: wins[t.idx] ?? 0,
      };
    }),
    games, champion: championOf(league), real, why,
  };
}
