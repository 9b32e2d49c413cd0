/**
 * Playing a run of league games in memory, as the computer managers (and the human managers' depth charts) would:
 * each game's rosters from the teams' carried usage (rest, fatigue, playing time), the game itself from its stored
 * seed, then each player's line. Pure apart from its inputs: the same games on the same stored state give the
 * same results on any instance.
 */
import {
  GameRuntime, dhRuleFor, gameLines, nextUint32, packLines, recordUsage, rosterForDay, seedRng, shortGameShare, simulateGame,
  type GameLines, type GameSetup, type GameState, type Roster, type SeasonManager, type SeasonTeam, type TeamUsage,
} from '@bb/engine';
import type { ManagerTendencies } from '@bb/contract';
import { lineupForGame, type StoredDepth } from './depth-chart';
import type { GameRow, LeagueRow, LeagueSquads, TeamRow } from './league-data';

export interface PlayedGame {
  num: number;
  homeRuns: number;
  awayRuns: number;
  lines: GameLines;
  packed: unknown;
  auto: boolean;
  /** The league team each player of the game played for (a player traded between two clubs has one card for both). */
  sides: Map<string, number>;
}

/** The DH rule of one game: the league's, or by the home team's league and year. */
export function gameDh(league: Pick<LeagueRow, 'dh'>, home: { year: number; lgId: string }): boolean {
  return league.dh === 'yes' ? true : league.dh === 'no' ? false : dhRuleFor(home.year, home.lgId);
}

/** The roster a team takes into one game: the day's starter and rested players, the manager's chart where it holds. */
export function rosterForGame(
  league: LeagueRow,
  squads: LeagueSquads,
  team: TeamRow,
  usage: TeamUsage,
  game: Pick<GameRow, 'day' | 'seed'>,
  dh: boolean,
  side: 'home' | 'away',
  /** Cards that play for the other side today (a player traded between the two clubs has one card for the season). */
  elsewhere: ReadonlySet<string> = new Set(),
): Roster {
  const i = team.idx;
  const season = squads.seasonTeams[i] as SeasonTeam;
  const base: SeasonTeam = season.roster.players.some((p) => elsewhere.has(p.card.cardId))
    ? { ...season, roster: { ...season.roster, players: season.roster.players.filter((p) => !elsewhere.has(p.card.cardId)) } }
    : season;
  const depth = squads.depths[i]!;
  const tendencies = team.tendencies as ManagerTendencies | null;
  // A computer manager plays to his leanings; a human's chart sets the hook only when he chose one.
  const stored = team.depth as StoredDepth;
  // The computer's rotation follows the record (each pitcher's real starts, inside his stint); a human's, his own.
  const manager: SeasonManager = {
    ...(team.userId !== null && stored.rotation?.length ? { rotation: depth.rotation } : {}),
    closer: depth.closer,
    ...(tendencies
      ? { restRegulars: tendencies.restRegulars, bullpenHook: tendencies.bullpenHook, aggressiveness: tendencies.aggressiveness, smallBall: tendencies.smallBall }
      : {}),
    ...(stored.hookRuns !== undefined ? { hookRuns: stored.hookRuns } : {}),
  };
  const lineup = team.userId !== null ? lineupForGame(depth, base.roster.players, dh) : null;
  if (lineup) manager.lineup = lineup;
  // The usage limit, stint windows and real pace are the engine's day plan (`season` on the team).
  return rosterForDay(base, usage, game.day, seedRng(`${game.seed}-${side}-rest`), manager);
}

/**
 * As on the play screen (games/game-store.ts buildGameSetup), a player on both clubs' records (traded between them
 * that season: one card) plays for the home side. The away side's day is drawn as always and he only leaves its bench;
 * if the day put him in the lineup or on the mound, the day is drawn again without him.
 */
function awaySide(league: LeagueRow, squads: LeagueSquads, team: TeamRow, usage: TeamUsage, game: Pick<GameRow, 'day' | 'seed'>, dh: boolean, home: Roster): Roster {
  const homeCards = new Set(home.players.map((p) => p.card.cardId));
  const away = rosterForGame(league, squads, team, usage, game, dh, 'away');
  if (!away.players.some((p) => homeCards.has(p.card.cardId))) return away;
  const used = [...(away.lineup ?? []).map((s) => s.cardId), away.startingPitcher, away.closer];
  if (used.some((id) => id !== undefined && homeCards.has(id))) return rosterForGame(league, squads, team, usage, game, dh, 'away', homeCards);
  return { ...away, players: away.players.filter((p) => !homeCards.has(p.card.cardId)) };
}

/** The setup of one league game as the engine plays it (also the play screen's setup for a manager's game). */
export function gameSetupFor(league: LeagueRow, squads: LeagueSquads, teams: TeamRow[], usage: TeamUsage[], game: GameRow): GameSetup {
  const homeTeam = teams[game.home] as TeamRow;
  const awayTeam = teams[game.away] as TeamRow;
  const dh = gameDh(league, squads.rosters[game.home]!);
  const home = rosterForGame(league, squads, homeTeam, usage[game.home] as TeamUsage, game, dh, 'home');
  const away = awaySide(league, squads, awayTeam, usage[game.away] as TeamUsage, game, dh, home);
  // Leagues whose records cover far fewer than 27 outs a game (Negro Leagues: called and seven-inning games).
  const q = (shortGameShare(squads.seasonTeams[game.home]!) + shortGameShare(squads.seasonTeams[game.away]!)) / 2;
  const innings = q > 0 && nextUint32(seedRng(`${game.seed}-innings`)) / 2 ** 32 < q ? 7 : 9;
  return { home, away, contexts: squads.contexts, options: { recordEvents: false, dh, ...(innings !== 9 ? { innings } : {}) }, seed: game.seed };
}

/** Plays the games in order, carrying usage; `usage` is updated in place. */
export function playBatch(league: LeagueRow, squads: LeagueSquads, teams: TeamRow[], usage: TeamUsage[], chosen: GameRow[], runtime = new GameRuntime()): PlayedGame[] {
  return chosen.map((game) => {
    const setup = gameSetupFor(league, squads, teams, usage, game);
    const state = simulateGame(setup, runtime.register(setup));
    return finishGame(game, state, usage, (teams[game.home]?.userId ?? null) !== null || (teams[game.away]?.userId ?? null) !== null);
  });
}

/** A final game's result and lines; the teams' usage carries it forward. */
export function finishGame(game: Pick<GameRow, 'num' | 'home' | 'away' | 'day'>, state: GameState, usage: TeamUsage[], auto: boolean): PlayedGame {
  recordUsage(usage[game.away] as TeamUsage, state, 0, game.day);
  recordUsage(usage[game.home] as TeamUsage, state, 1, game.day);
  const lines = gameLines(state);
  const sides = new Map<string, number>();
  ([[0, game.away], [1, game.home]] as const).forEach(([side, team]) => {
    const t = state.teams[side];
    for (const l of Object.values(t.batting)) sides.set(l.cardId, team);
    for (const id of t.pitchersUsed) sides.set(id, team);
  });
  return { num: game.num, homeRuns: state.score[1], awayRuns: state.score[0], lines, packed: packLines(lines), auto, sides };
}
