import { MESSAGES, dhFor, lineupProblem, type GameSetup, type LineupSpot } from '@bb/engine';
import { GameSetupError } from './team-rosters';

/** One side's pre-game choices. Absent fields mean the computer manager decides. */
export interface SideSetup {
  /** Card ids of the players available for this game (spec "eligibles"); absent = the whole roster. */
  eligible?: string[];
  /** Batting order with positions (nine spots). */
  lineup?: LineupSpot[];
  startingPitcher?: string;
}

const fail = (message: string, detail?: string): never => {
  throw new GameSetupError(message, 400, detail);
};

/**
 * Checks a side's setup against its roster and the game's DH rule, with the lineup messages, and
 * returns it normalised (without DH the pitcher in the order is the starting pitcher).
 */
export function validateSideSetup(setup: GameSetup, side: 'home' | 'away', requested: SideSetup): SideSetup {
  const roster = side === 'home' ? setup.home : setup.away;
  const cards = new Map(roster.players.map((p) => [p.card.cardId, p.card]));
  const dh = dhFor(setup);
  const result: SideSetup = {};

  let eligible: Set<string> | null = null;
  if (requested.eligible !== undefined) {
    if (requested.eligible.length === 0) fail(MESSAGES.provideEligibles);
    eligible = new Set(requested.eligible);
    if (eligible.size !== requested.eligible.length || requested.eligible.some((id) => !cards.has(id))) fail(MESSAGES.eligiblesInvalid);
    const chosen = requested.eligible.map((id) => cards.get(id)!);
    const pitchers = chosen.filter((c) => c.pitching).length;
    const batters = chosen.filter((c) => c.primaryPosition !== 'P').length;
    // Enough to field a side: eight fielders (nine batters with a DH) and a pitcher.
    if (pitchers < 1 || batters < (dh ? 9 : 8)) fail(MESSAGES.eligiblesInvalid);
    result.eligible = [...requested.eligible].sort();
  }
  const usable = (id: string) => cards.has(id) && (!eligible || eligible.has(id));

  let starter = requested.startingPitcher;
  if (starter !== undefined) {
    if (!usable(starter)) fail(MESSAGES.eligiblesInvalid);
    if (!cards.get(starter)!.pitching) fail(MESSAGES.pitcherForBatter);
  }

  if (requested.lineup !== undefined) {
    const lineup = requested.lineup;
    if (lineup.length === 0) fail(MESSAGES.provideEligibles);
    if (lineup.some((spot) => !usable(spot.cardId))) fail(MESSAGES.eligiblesInvalid);
    const problem = lineupProblem(lineup, dh);
    if (problem) fail(MESSAGES.lineupInvalid, problem);
    const pitcherSpot = lineup.find((spot) => spot.position === 'P');
    if (pitcherSpot) {
      if (!cards.get(pitcherSpot.cardId)!.pitching) fail(MESSAGES.pitcherForBatter);
      if (starter !== undefined && starter !== pitcherSpot.cardId) fail(MESSAGES.lineupInvalid);
      starter = pitcherSpot.cardId;
    } else if (starter !== undefined && lineup.some((spot) => spot.cardId === starter)) {
      // With a DH the starting pitcher does not bat.
      fail(MESSAGES.lineupInvalid);
    }
    result.lineup = lineup.map((spot) => ({ cardId: spot.cardId, position: spot.position }));
  }
  if (starter !== undefined) result.startingPitcher = starter;
  return result;
}
