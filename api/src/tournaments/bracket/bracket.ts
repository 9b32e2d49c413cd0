/**
 * Creating a bracket and recording a game: the only places that run brackets-manager (asynchronous, over a
 * DocStorage on the document's tables). Propagation (winners and losers moving on, byes, the grand final reset) is
 * the manager's; this file adds the series rule, the knockout drawn after the pools, and the champion.
 */
import { TOURNAMENT_FORMATS, TOURNAMENT_MAX_TEAMS, TOURNAMENT_MIN_TEAMS, TOURNAMENT_SERIES_LENGTHS } from '@bb/contract';
import type { TournamentFormat, TournamentSeriesLength } from '@bb/contract';
import { BracketsManager } from 'brackets-manager';
import type { Database, Id, InputStage, Match } from 'brackets-model';
import { findMatch, isBye, isDecided, isOpen, participantTeams, STATUS, tablesOf, teamOf, winnerSide, type TournamentBracketDoc } from './model';
import { bracketSize, knockoutSeeds, poolOrdering, poolsDone, poolStandings } from './seeding';
import { DocStorage, emptyTables } from './storage';

export interface BracketInput {
  format: TournamentFormat;
  seriesLength: TournamentSeriesLength;
  /** Team indices in seed order (best first); 4 to 64 of them, any count (byes fill the bracket). */
  seeds: number[];
  /** Tournament name (brackets-manager's tournament/stage names). */
  name: string;
}

const TOURNAMENT_ID = 0;

/** brackets-manager: 0 child games is a plain match (best of one); otherwise one match_game per possible game. */
function childCount(seriesLength: number): number {
  return seriesLength === 1 ? 0 : seriesLength;
}

function validate(input: BracketInput): void {
  if (!TOURNAMENT_FORMATS.includes(input.format)) throw new Error(`Unknown tournament format: ${String(input.format)}`);
  if (!(TOURNAMENT_SERIES_LENGTHS as readonly number[]).includes(input.seriesLength)) {
    throw new Error(`A series is 1, 3, 5 or 7 games, not ${String(input.seriesLength)}`);
  }
  const { seeds } = input;
  if (seeds.length < TOURNAMENT_MIN_TEAMS || seeds.length > TOURNAMENT_MAX_TEAMS) {
    throw new Error(`A bracket holds ${TOURNAMENT_MIN_TEAMS} to ${TOURNAMENT_MAX_TEAMS} teams, not ${seeds.length}`);
  }
  if (!seeds.every((t) => Number.isInteger(t) && t >= 0)) throw new Error('Seeds must be team indices');
  if (new Set(seeds).size !== seeds.length) throw new Error('A team can be seeded only once');
}

/** Seed order padded with BYEs (null) to a power of two: inner-outer pairing gives the byes to the top seeds. */
function eliminationSeeding<T>(seeds: T[]): (T | null)[] {
  return [...seeds, ...Array<null>(bracketSize(seeds.length) - seeds.length).fill(null)];
}

export async function createBracket(input: BracketInput): Promise<TournamentBracketDoc> {
  validate(input);
  const storage = new DocStorage(emptyTables());
  const manager = new BracketsManager(storage);
  const names = input.seeds.map(String);
  const matchesChildCount = childCount(input.seriesLength);
  const stage: InputStage =
    input.format === 'round-robin'
      ? {
          tournamentId: TOURNAMENT_ID,
          name: input.name,
          type: 'round_robin',
          seeding: names,
          settings: { groupCount: poolOrdering(names.length).length, manualOrdering: poolOrdering(names.length), matchesChildCount },
        }
      : {
          tournamentId: TOURNAMENT_ID,
          name: input.name,
          type: input.format === 'double-elimination' ? 'double_elimination' : 'single_elimination',
          seeding: eliminationSeeding(names),
          settings: {
            seedOrdering: ['inner_outer'],
            balanceByes: false,
            matchesChildCount,
            ...(input.format === 'double-elimination' ? { grandFinal: 'double' as const } : {}),
          },
        };
  await manager.create.stage(stage);
  return {
    kind: 'brackets-manager',
    format: input.format,
    seriesLength: input.seriesLength,
    seeds: [...input.seeds],
    data: storage.tables,
    champion: null,
    knockoutSeeds: null,
  };
}

function openMatch(data: Database, matchId: number, winner: number): { match: Match; firstWins: boolean } {
  const match = Number.isInteger(matchId) ? findMatch(data, matchId) : undefined;
  if (!match) throw new Error(`No series ${String(matchId)} in this bracket`);
  if (isDecided(match) || (isBye(match) && match.status !== STATUS.locked)) throw new Error(`Series ${matchId} is already decided`);
  if (isBye(match)) throw new Error(`Series ${matchId} is a bye: it has no games`);
  if (!isOpen(match)) throw new Error(`Series ${matchId} cannot be played yet: its teams are not known`);
  const teams = participantTeams(data);
  const top = teamOf(teams, match.opponent1);
  const bottom = teamOf(teams, match.opponent2);
  if (winner !== top && winner !== bottom) throw new Error(`Team ${String(winner)} does not play in series ${matchId}`);
  return { match, firstWins: winner === top };
}

/** The document after `winner` won one game of series `matchId`; a decided series advances the bracket. */
export async function recordGame(doc: TournamentBracketDoc, matchId: number, winner: number): Promise<TournamentBracketDoc> {
  if (doc.champion !== null) throw new Error('This tournament is over');
  const data = tablesOf(doc);
  const { match, firstWins } = openMatch(data, matchId, winner);
  const storage = new DocStorage(data);
  const manager = new BracketsManager(storage);
  const result = (won: boolean) => ({ score: won ? 1 : 0, result: won ? ('win' as const) : ('loss' as const) });
  if (match.child_count === 0) {
    await manager.update.match({ id: match.id, opponent1: result(firstWins), opponent2: result(!firstWins) });
  } else {
    const number = (match.opponent1?.score ?? 0) + (match.opponent2?.score ?? 0) + 1;
    const game = data.match_game.find((g) => g.parent_id === match.id && g.number === number);
    if (!game) throw new Error(`Series ${matchId} has no game ${number}`);
    await manager.update.matchGame({ id: game.id, opponent1: result(firstWins), opponent2: result(!firstWins) });
  }
  let next: TournamentBracketDoc = { ...doc, data: storage.tables };
  if (doc.format === 'round-robin' && storage.tables.stage.length === 1 && poolsDone(storage.tables.match, Number(storage.tables.stage[0]!.id))) {
    next = await drawKnockout(next, manager, storage);
  }
  return { ...next, champion: findChampion(next) };
}

/** When every pool series is decided: the top TOURNAMENT_POOL_ADVANCE of each pool go into a knockout stage. */
async function drawKnockout(doc: TournamentBracketDoc, manager: BracketsManager, storage: DocStorage): Promise<TournamentBracketDoc> {
  const tables = storage.tables;
  const pools = tables.stage[0]!;
  const ranks = new Map<number, number>(doc.seeds.map((team, i) => [team, i]));
  const standings = tables.group.filter((g) => g.stage_id === pools.id).map((g) => poolStandings(tables, Number(g.id), ranks));
  const order = knockoutSeeds(standings, ranks);
  const participantOf = new Map<number, Id>(tables.participant.map((p) => [Number(p.name), p.id]));
  await manager.create.stage({
    tournamentId: TOURNAMENT_ID,
    name: `${pools.name} knockout`,
    type: 'single_elimination',
    seedingIds: eliminationSeeding(order.map((team) => participantOf.get(team)!)),
    settings: { seedOrdering: ['inner_outer'], balanceByes: false, matchesChildCount: childCount(doc.seriesLength) },
  });
  return { ...doc, data: storage.tables, knockoutSeeds: order };
}

function winnerOf(teams: Map<number, number>, match: Match | undefined): number | null {
  if (!match || !isDecided(match)) return null;
  const side = winnerSide(match);
  return side === 1 ? teamOf(teams, match.opponent1) : side === 2 ? teamOf(teams, match.opponent2) : null;
}

/**
 * The winner of the last stage's final: a single bracket's last round; in double elimination the grand final, or
 * its reset when the losers-bracket team won the first grand final.
 */
function findChampion(doc: TournamentBracketDoc): number | null {
  const data = tablesOf(doc);
  const stage = data.stage[data.stage.length - 1];
  if (!stage || stage.type === 'round_robin') return null;
  const teams = participantTeams(data);
  const groups = data.group.filter((g) => g.stage_id === stage.id).sort((a, b) => a.number - b.number);
  const finalGroup = stage.type === 'double_elimination' ? groups[2] : groups[0];
  if (!finalGroup) return null;
  const rounds = data.round.filter((r) => r.group_id === finalGroup.id).sort((a, b) => a.number - b.number);
  const matchIn = (roundIndex: number) => data.match.find((m) => m.round_id === rounds[roundIndex]?.id);
  if (stage.type === 'single_elimination') return winnerOf(teams, matchIn(rounds.length - 1));
  const grandFinal = matchIn(0);
  if (!grandFinal || !isDecided(grandFinal)) return null;
  return winnerSide(grandFinal) === 1 ? winnerOf(teams, grandFinal) : winnerOf(teams, matchIn(1));
}

export function championOf(doc: TournamentBracketDoc): number | null {
  return doc.champion;
}
