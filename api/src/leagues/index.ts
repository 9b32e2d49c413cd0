/**
 * Leagues (issue 17): the core every league mode shares and the historical league on it. See README.md.
 */
import type { FastifyInstance } from 'fastify';
import { LEAGUE_KINDS, LEAGUE_MODES, leagueMode } from '@bb/contract';
import type { Database } from '../db/database';
import { onGameFinished } from '../games';
import type { JobQueue } from '../jobs';
import type { Notifier } from '../notifications';
import { createLeagueScheduler } from './league-scheduler';
import type { LeagueEvents } from './league-events';
import { registerLeagueRoutes } from './league-routes';
import { readTeams, teamRoster, type LeagueRow } from './league-data';
import { and, eq } from 'drizzle-orm';
import { leagueTeams } from '../db/schema/leagues';
import { setLeagueTeamSource } from '../games';
import { recordUserGame } from './user-games';
import { postseasonResultNews } from './postseason-news';
import { paths } from './league-paths';

export { paths } from './league-paths';

/** Tournament news is of type 'tournament' with its league, so "tournament read" (PUT /notifications/tournament/{leagueId}/read) clears it. */
const newsOf = (league: LeagueRow) =>
  leagueMode(league.kind).news === 'tournament' ? ({ type: 'tournament', leagueId: String(league.id), tournamentName: league.name } as const) : ({ type: 'league' } as const);

/** League news through the app's one notifier, to every human manager of the league. */
function notifierEvents(database: Database, notifier: Notifier, ended: LeagueEndListener[]): LeagueEvents {
  const managers = async (league: LeagueRow) => (await readTeams(database.db, league.id)).filter((t) => t.userId !== null);
  return {
    async gameReady(league, userId, scheduleId, label) {
      await notifier.notify(userId, {
        ...newsOf(league), title: 'Your game is ready', message: `${label} in ${league.name} is ready to play.`,
        link: paths.game(league, scheduleId),
      });
    },
    async playoffsStart(league, teams) {
      for (const t of await managers(league)) {
        const inIt = teams.includes(t.idx);
        await notifier.notify(t.userId as number, {
          ...newsOf(league), title: 'The playoffs have started', link: paths.playoff(league),
          message: inIt ? `The ${t.city} ${t.nickname} are in the ${league.name} playoffs.` : `The ${league.name} playoffs have started.`,
        });
      }
    },
    async leagueEnded(league, champion) {
      const teams = await readTeams(database.db, league.id);
      const winner = teams[champion];
      for (const t of teams.filter((x) => x.userId !== null)) {
        await notifier.notify(t.userId as number, {
          ...newsOf(league), title: leagueMode(league.kind).overTitle, link: paths.home(league),
          message: `${winner ? `The ${winner.city} ${winner.nickname}` : 'A champion'} won ${league.name}.`,
        });
      }
      for (const listener of ended) await listener(league, champion);
    },
    async gamesPlayed(league, games) {
      for (const news of await postseasonResultNews(database, league, games)) {
        await notifier.notify(news.userId, { ...newsOf(league), title: news.title, message: news.message, link: paths.playoff(league) });
      }
    },
  };
}

export async function registerLeagueModule(app: FastifyInstance, database: Database, jobs: JobQueue, clock: () => Date): Promise<void> {
  const ended: LeagueEndListener[] = [];
  const events = notifierEvents(database, app.notifier, ended);
  const scheduler = createLeagueScheduler(database, jobs, events, clock);
  registerLeagueRoutes(app, { database, events, scheduler, clock });
  // Every league mode's play-screen games end here. 'historical-league' stays among them whatever the table says: season
  // replays' and series' games started before they had modes of their own are stored under it.
  for (const mode of new Set([...LEAGUE_KINDS.map((kind) => LEAGUE_MODES[kind].gameMode), 'historical-league' as const])) {
    onGameFinished(mode, async (db, record, state) => {
      const leagueId = await recordUserGame(db, record, state, clock(), events);
      if (leagueId !== null) await scheduler.plan(leagueId);
    });
  }
  // Draft leagues' teams are their drafted rosters, not team-seasons: the play screen's games read them from here.
  setLeagueTeamSource(async (database, leagueId, teamId) => {
    const [team] = await database.db.select().from(leagueTeams).where(and(eq(leagueTeams.leagueId, leagueId), eq(leagueTeams.teamId, teamId)));
    return team && team.roster !== null ? teamRoster(database, team) : null;
  });
  // Unfinished leagues wake again after a restart (their jobs are in the database; this re-plans any that a crash
  // left without one). Not awaited by requests: a slow queue start must not hold the server's first answer.
  app.addHook('onReady', async () => {
    await scheduler.resume();
  });
  app.decorate('leagueScheduler', scheduler);
  app.decorate('onLeagueEnded', (listener: LeagueEndListener) => {
    ended.push(listener);
  });
}

/** Told after a league's champion is stored (tournaments tell every open lobby). */
export type LeagueEndListener = (league: LeagueRow, champion: number) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests and benchmarks drive league time through this (tick after moving the clock). */
    leagueScheduler: import('./league-scheduler').LeagueScheduler;
    /** Other modules hear of a league's end here (once per league: the end is stored under a revision guard). */
    onLeagueEnded(listener: LeagueEndListener): void;
  }
}

// For other features (they import leagues only from here).
export { LEAGUE_TAGS, idOf, leagueAnswer, sendLeagueError, subscriber } from './http';
export { LeagueError } from './league-error';
export {
  abbreviations, checkName, createLeague, drawSchedule, gameSeed, insertGames, insertMembers, nameTaken, nameTakenError, playable, sameNameScope,
} from './create-league';
export type { Creator, LeagueBuild } from './create-league';
export { isMember, readGames, readLeague, readTeams, setDraftedRosters, teamRoster, usageOf, visibleLeague } from './league-data';
export type { DraftedRosters, GameRow, LeagueRow, TeamRow } from './league-data';
export { silentEvents } from './league-events';
export { ownerSim } from './owner-sim';
export { runLeague } from './season-runner';
export { checkInvites } from './invites';
export { emptyDepth } from './depth-chart';
export type { StoredDepth } from './depth-chart';
export { LEAGUE_NAMES, assignGroups, divisionSeries, eraSeasonLength, interleagueGames, leagueFormat, leagueName } from './league-format';
export type { LeagueSettings } from './league-format';
export { distinctManager } from './managers';
export { cityAndNickname, teamPool } from './team-pool';
export type { PoolTeam } from './team-pool';
export { nextGameOf, summaries } from './league-views';
export type { LeagueScheduler } from './league-scheduler';
export { setPostseasonRules } from './postseason-rules';
export type { BracketGame, PostseasonRules } from './postseason-rules';
