import type { Roster, RosterPlayer } from '@bb/engine';
import type { Database } from '../db/database';
import { roster as teamPlayers, teamSeason } from '../baseball';
import { usageOnRecord } from './team-stints';

/** A team-season ready for the engine: every player with his season card and his usage with this team. */
export interface TeamSeasonRoster {
  teamId: string;
  year: number;
  lgId: string;
  name: string;
  wins: number;
  losses: number;
  parkFactor: number;
  players: RosterPlayer[];
  /** The name screens show when "year name" does not read well (all-star teams: "1934 American League All-Stars"). */
  fullName?: string;
}

export class GameSetupError extends Error {
  readonly statusCode: number;
  /** Which slot breaks which rule, sent beside the spec's message (`{ error, detail }`). */
  readonly detail?: string;
  constructor(message: string, statusCode = 400, detail?: string) {
    super(message);
    this.statusCode = statusCode;
    if (detail) this.detail = detail;
  }
}

const cache = new Map<string, TeamSeasonRoster>();
const CACHE_LIMIT = 200;

/** Loads (and caches) a team-season; 404 when the data has no such team or too few players to field a side. */
export async function loadTeamSeason(database: Database, teamId: string, year: number): Promise<TeamSeasonRoster> {
  const key = `${teamId.toUpperCase()}-${year}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const team = await teamSeason(database, teamId.toUpperCase(), year);
  if (!team) throw new GameSetupError('Oops! no record found', 404);
  const players = await teamPlayers(database, team);
  const onRecord = await usageOnRecord(database, team.teamID, team.yearID, players.map((p) => p.card));
  const loaded: TeamSeasonRoster = {
    teamId: team.teamID,
    year: team.yearID,
    lgId: team.lgID,
    name: team.name,
    wins: Number(team.W ?? 0),
    losses: Number(team.L ?? 0),
    parkFactor: Number(team.BPF ?? 100) || 100,
    players: players
      .map((p) => {
        // Summed over every stint with this team (a player traded away and back has two lines).
        const u = onRecord.get(p.card.playerID);
        return {
          card: p.card,
          teamPa: u?.teamPa ?? 0,
          teamGs: u?.teamGs ?? 0,
          teamReliefOuts: u?.teamReliefOuts ?? 0,
          teamOuts: u?.teamOuts ?? 0,
          stints: u?.stints.length ? u.stints : [{ from: 0, to: 1 }],
        };
      })
      .sort((a, b) => a.card.cardId.localeCompare(b.card.cardId)),
  };
  const pitchers = loaded.players.filter((p) => p.card.pitching).length;
  const fielders = loaded.players.filter((p) => p.card.primaryPosition !== 'P').length;
  if (pitchers < 1 || fielders < 8) throw new GameSetupError('Data not available', 404);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, loaded);
  return loaded;
}

/** A league's own teams that are no real team-season (draft leagues' drafted teams), by league and team id. */
type LeagueTeamSource = (database: Database, leagueId: number, teamId: string) => Promise<TeamSeasonRoster | null>;
let leagueTeamSource: LeagueTeamSource | null = null;

/** The leagues module tells the games module where a league's drafted teams come from. */
export function setLeagueTeamSource(source: LeagueTeamSource): void {
  leagueTeamSource = source;
}

/**
 * Teams that are no team-season and belong to no league (all-star teams): a loader per id prefix, e.g. 'ASG-'.
 * The loader answers for every id with its prefix (GameSetupError 404 when the id names nothing).
 */
type SpecialTeamSource = (database: Database, teamId: string, year: number) => Promise<TeamSeasonRoster>;
const specialTeamSources = new Map<string, SpecialTeamSource>();

/** A module registers where the teams of its id prefix come from (ids of team-seasons have no '-'). */
export function registerTeamSource(prefix: string, source: SpecialTeamSource): void {
  specialTeamSources.set(prefix, source);
}

function specialSource(teamId: string): SpecialTeamSource | undefined {
  for (const [prefix, source] of specialTeamSources) if (teamId.startsWith(prefix)) return source;
  return undefined;
}

/** A game's team: the league's own team when the game belongs to a league that has one by that id, a registered special team, else the team-season. */
export async function loadGameTeam(database: Database, teamId: string, year: number, leagueId?: number): Promise<TeamSeasonRoster> {
  if (leagueId !== undefined && leagueTeamSource) {
    const own = await leagueTeamSource(database, leagueId, teamId);
    if (own) return own;
  }
  const special = specialSource(teamId);
  if (special) return special(database, teamId, year);
  return loadTeamSeason(database, teamId, year);
}

export function clearTeamSeasons(): void {
  cache.clear();
}

/** An engine roster for one side of one game: availability from the game's eligibles, lineup if set. */
export function engineRoster(
  team: TeamSeasonRoster,
  side: { eligible?: string[]; lineup?: Roster['lineup']; startingPitcher?: string },
  exclude: ReadonlySet<string> = new Set(),
): Roster {
  const eligible = side.eligible ? new Set(side.eligible) : null;
  return {
    teamId: team.teamId,
    name: team.fullName ?? `${team.year} ${team.name}`,
    lgKey: `${team.year}-${team.lgId}`,
    parkFactor: team.parkFactor,
    players: team.players
      .filter((p) => !exclude.has(p.card.cardId))
      .map((p) => (eligible && !eligible.has(p.card.cardId) ? { ...p, available: false } : p)),
    ...(side.lineup ? { lineup: side.lineup.map((s) => ({ ...s })) } : {}),
    ...(side.startingPitcher ? { startingPitcher: side.startingPitcher } : {}),
  };
}
