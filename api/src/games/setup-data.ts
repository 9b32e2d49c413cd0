import { sql } from 'drizzle-orm';
import { buildLineup, defaultStarter, dhRuleFor } from '@bb/engine';
import type { SeasonTeam, SeasonYear, SingleGameDefaults, TeamSetupData } from '@bb/contract';
import type { Database } from '../db/database';
import { gamePlayer } from './game-view';
import { engineRoster, loadTeamSeason } from './team-rosters';

type Rows<T> = { rows: T[] };

/** Every season with its number of teams, newest first (the setup's era and year tabs). */
export async function seasonYears(database: Database): Promise<SeasonYear[]> {
  const result = (await database.db.execute(
    sql`SELECT "yearID" AS year, count(*)::int AS teams FROM lahman_teams GROUP BY "yearID" ORDER BY "yearID" DESC`,
  )) as unknown as Rows<{ year: number; teams: number }>;
  return result.rows.map((r) => ({ year: Number(r.year), teams: Number(r.teams) }));
}

/** The team-seasons of one year (spec "year data" / "league info"). */
export async function seasonTeams(database: Database, year: number): Promise<SeasonTeam[]> {
  const result = (await database.db.execute(
    sql`SELECT "teamID" AS "teamId", "yearID" AS year, name, "lgID" AS "lgId", "W" AS wins, "L" AS losses FROM lahman_teams WHERE "yearID" = ${year} ORDER BY "lgID", name`,
  )) as unknown as Rows<SeasonTeam>;
  return result.rows.map((r) => ({ ...r, year: Number(r.year), wins: Number(r.wins ?? 0), losses: Number(r.losses ?? 0) }));
}

/** A team-season's players and the computer manager's lineup and starter (with or without DH). */
export async function teamSetupData(database: Database, teamId: string, year: number, dh?: boolean): Promise<TeamSetupData> {
  const team = await loadTeamSeason(database, teamId, year);
  const useDh = dh ?? dhRuleFor(team.year, team.lgId);
  const roster = engineRoster(team, {});
  const startingPitcher = defaultStarter(roster);
  const lineup = buildLineup(roster, useDh, startingPitcher).map((spot) => ({ cardId: spot.cardId, position: spot.position }));
  const players = team.players.map((p) => gamePlayer(p.card));
  // Regulars first: batters by plate appearances with this team, then pitchers by starts.
  const usage = new Map(team.players.map((p) => [p.card.cardId, p.card.primaryPosition === 'P' ? 10_000 + (p.teamGs ?? 0) : (p.teamPa ?? 0)]));
  players.sort((a, b) => Number(a.isPitcher) - Number(b.isPitcher) || (usage.get(b.cardId) ?? 0) - (usage.get(a.cardId) ?? 0));
  return { teamId: team.teamId, year: team.year, name: team.name, lgId: team.lgId, wins: team.wins, losses: team.losses, dh: useDh, players, lineup, startingPitcher };
}

/** Default year tabs: 1999 to 2019, newest first. */
export const DEFAULT_YEAR_TABS = Array.from({ length: 21 }, (_, i) => 2019 - i);

/** The suggested matchup: the 1927 Yankees at the 1975 Reds when the data has them, else the newest season's first two teams. */
export async function singleGameDefaults(database: Database): Promise<SingleGameDefaults> {
  const classic = (await database.db.execute(
    sql`SELECT count(*)::int AS n FROM lahman_teams WHERE ("teamID" = 'NYA' AND "yearID" = 1927) OR ("teamID" = 'CIN' AND "yearID" = 1975)`,
  )) as unknown as Rows<{ n: number }>;
  let away = { teamId: 'NYA', year: 1927 };
  let home = { teamId: 'CIN', year: 1975 };
  if (Number(classic.rows[0]?.n) !== 2) {
    const years = await seasonYears(database);
    const teams = years[0] ? await seasonTeams(database, years[0].year) : [];
    if (teams.length >= 2) {
      away = { teamId: teams[0]!.teamId, year: teams[0]!.year };
      home = { teamId: teams[1]!.teamId, year: teams[1]!.year };
    }
  }
  return { away, home, userSide: 'home', dayNight: 'day', dh: 'auto', yearTabs: DEFAULT_YEAR_TABS };
}
