/**
 * The sides of real All-Star games as engine rosters (`loadGameTeam` asks here for 'ASG-' ids) and their real
 * starting lineups. Cards come from each player's season (`player_cards`, one card per player-season, whatever club):
 * a player without a card (a Negro Leagues club not in Teams) is left out and counted.
 */
import { buildLineup, defaultStarter, type LineupSpot, type PlayerCard, type Position, type Roster } from '@bb/engine';
import type { Database } from '../db/database';
import { GameSetupError, type TeamSeasonRoster } from '../games';
import { SIDE_NAMES, catalogOf, startingPosition, type AllStarRow, type CatalogGame } from './catalog';
import { allStarPlayer, cardsFor, commonLeague } from './cards';
import { gameKey, parseRealTeamId, type RealGameKey } from './team-ids';

export const NOT_FOUND = 'Oops! no record found';

export interface AllStarSide {
  team: TeamSeasonRoster;
  /** Card id → his real starting position in this game. */
  starters: Map<string, Position>;
  /** Rows of the record whose player has no card. */
  missing: AllStarRow[];
  /** Each player's real club that season (AllstarFull's teamID). */
  clubs: Map<string, string>;
}

export async function realGame(database: Database, key: RealGameKey): Promise<{ game: CatalogGame; rows: AllStarRow[] }> {
  const entry = (await catalogOf(database)).get(gameKey(key));
  if (!entry) throw new GameSetupError(NOT_FOUND, 404);
  return entry;
}

/** One side of a real game, with its starters; 404 when the game or side does not exist or cannot field a team. */
export async function loadRealSide(database: Database, key: RealGameKey, lgId: string): Promise<AllStarSide> {
  const { game, rows } = await realGame(database, key);
  const own = rows.filter((r) => r.lgID === lgId);
  if (own.length === 0) throw new GameSetupError(NOT_FOUND, 404);
  const cards = await cardsFor(database, own.map((r) => ({ playerId: r.playerID, year: r.yearID })));
  const starters = new Map<string, Position>();
  const clubs = new Map<string, string>();
  const missing: AllStarRow[] = [];
  const players: PlayerCard[] = [];
  for (const row of own) {
    const card = cards.get(`${row.playerID}-${row.yearID}`);
    if (!card) {
      missing.push(row);
      continue;
    }
    if (players.some((p) => p.cardId === card.cardId)) continue;
    players.push(card);
    clubs.set(card.cardId, row.teamID);
    const position = startingPosition(row);
    if (position && ![...starters.values()].includes(position)) starters.set(card.cardId, position);
  }
  const league = key.series === 'AL-NL' ? { year: key.year, lgId } : commonLeague(players);
  const name = SIDE_NAMES[lgId] ?? `${lgId} All-Stars`;
  const team: TeamSeasonRoster = {
    teamId: game.home.lgId === lgId ? game.home.teamId : game.away.teamId,
    year: key.year,
    lgId: league.lgId,
    name,
    fullName: `${key.year} ${name}`,
    wins: 0,
    losses: 0,
    parkFactor: 100,
    players: players.map(allStarPlayer).sort((a, b) => a.card.cardId.localeCompare(b.card.cardId)),
  };
  const pitchers = players.filter((p) => p.pitching).length;
  const fielders = players.filter((p) => p.primaryPosition !== 'P').length;
  if (pitchers < 1 || fielders < 8) throw new GameSetupError('Data not available', 404);
  return { team, starters, missing, clubs };
}

/** `loadGameTeam`'s source for 'ASG-' ids. */
export async function loadRealTeam(database: Database, teamId: string): Promise<TeamSeasonRoster> {
  const parsed = parseRealTeamId(teamId);
  if (!parsed) throw new GameSetupError(NOT_FOUND, 404);
  return (await loadRealSide(database, parsed.key, parsed.lgId)).team;
}

const asRoster = (team: TeamSeasonRoster, players = team.players): Roster => ({ teamId: team.teamId, name: team.name, lgKey: `${team.year}-${team.lgId}`, parkFactor: 100, players });

/**
 * The real starting lineup: the starters at their real positions, batting in the order the engine's computer lineup
 * would give them (by the same rule: best on-base of the top five leads off, the two best hitters bat 3rd and 4th).
 * Positions nobody started at on record (a starter without a card) go to the roster's most-used player who can play
 * them. Null when the record has no starters for the side (the computer's default lineup then).
 */
export function realLineup(side: AllStarSide, dh: boolean): { lineup: LineupSpot[]; startingPitcher: string } | null {
  if (side.starters.size === 0) return null;
  const { team, starters } = side;
  const byId = new Map(team.players.map((p) => [p.card.cardId, p]));
  const pitcherEntry = [...starters.entries()].find(([id, pos]) => pos === 'P' && byId.get(id)?.card.pitching);
  const pitcher = pitcherEntry?.[0] ?? defaultStarter(asRoster(team));
  const wanted: Position[] = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', ...(dh ? (['DH'] as Position[]) : [])];
  const chosen = new Map<Position, string>();
  for (const [id, pos] of starters) if (wanted.includes(pos) && id !== pitcher) chosen.set(pos, id);
  // Fill the open positions: most plate appearances among those who can play there, then anyone not a pitcher.
  const used = () => new Set([...chosen.values(), pitcher]);
  const bench = team.players.filter((p) => p.card.primaryPosition !== 'P').sort((a, b) => b.card.batting.pa - a.card.batting.pa);
  for (const pos of wanted) {
    if (chosen.has(pos)) continue;
    const taken = used();
    const pick = bench.find((p) => !taken.has(p.card.cardId) && (pos === 'DH' || p.card.positions.includes(pos))) ?? bench.find((p) => !taken.has(p.card.cardId));
    if (!pick) return null;
    chosen.set(pos, pick.card.cardId);
  }
  // The engine orders the nine: give it only these players, each able to play only his position here.
  const players = [...chosen.entries()].map(([pos, id]) => {
    const card = byId.get(id)!.card;
    const at: Position = pos === 'DH' ? card.primaryPosition === 'P' ? 'DH' : card.primaryPosition : pos;
    return { card: { ...card, primaryPosition: at, positions: pos === 'DH' ? [] : [pos] }, teamPa: 1 };
  });
  const order = buildLineup(asRoster(team, players), dh, pitcher);
  return { lineup: order, startingPitcher: pitcher };
}
