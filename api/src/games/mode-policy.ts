import { H2H_DECISION_SECONDS, type GameMode } from '@bb/contract';

/**
 * What each mode allows, as data: the one table the decide path (./decide.ts) enforces and the README shows.
 * Rules that hold for every mode are not columns here but in ./seats.ts: only a seated user acts for his side;
 * with two humans the batting side rolls and nobody quick-plays.
 */

/** Who may take an action: a user seated in the game (for side actions, that side's seat), or nobody. */
export type Who = 'seat' | 'nobody';

export interface ModePolicy {
  /** Roll the dice for the next plate appearance. */
  swingAway: Who;
  /** Let the computer play to the end of the half-inning or game (only while the other seat is not a human). */
  quickPlay: Who;
  /** Steal, bunt, hit and run, intentional walk, infield in. */
  tactics: Who;
  /** Pinch hitter or runner, new pitcher, defensive switch. */
  substitutions: Who;
  /** Baserunning aggressiveness and Regular / Maximize for one's own side. */
  settings: Who;
  /** Take back the last decision (the game replays without it). */
  undo: Who;
  /** Start again from the first pitch with the same dice. */
  reset: Who;
  /** Change team, lineup, starting pitcher or eligibles: only before the first pitch. */
  setup: Who;
  /** Watch the whole game again: at any time, or only once it is final (a live replay would show the dice to come). */
  replay: 'always' | 'final';
  /** A seated user leaves: the computer finishes the game at once, or takes the seat and play goes on. */
  exit: 'computer-finishes' | 'computer-takes-seat';
  /** Seconds a seat has for its decision before the computer acts for it (head to head: its decision clock); null = no limit. */
  decisionSeconds: number | null;
  /**
   * A seat the computer took over mid-game rolls its own plate appearances (head to head: the server rolls them, the
   * remaining user may not); elsewhere the user rolls for both sides, as against the computer from the start.
   */
  computerRolls: boolean;
  /** Users without a seat may watch (head to head, leagues, tournaments). */
  spectators: boolean;
  /** Who may create and play games of the mode: guest mode, subscribers only, or the daily game's players. */
  access: 'guest-mode' | 'subscribers' | 'gotd';
  /** The route family that serves the mode's games: a Game of the Day is reachable only through its own routes. */
  routes: 'games' | 'gotd';
}

const AGAINST_COMPUTER: ModePolicy = {
  swingAway: 'seat', quickPlay: 'seat', tactics: 'seat', substitutions: 'seat', settings: 'seat',
  undo: 'seat', reset: 'seat', setup: 'seat', replay: 'always', exit: 'computer-finishes',
  decisionSeconds: null, computerRolls: false, spectators: false, access: 'subscribers', routes: 'games',
};

/** Games that count for something (standings, brackets, a leaderboard): no taking back, no peeking ahead. */
const COUNTED: ModePolicy = { ...AGAINST_COMPUTER, undo: 'nobody', reset: 'nobody', replay: 'final', exit: 'computer-takes-seat', spectators: true };

export const MODE_POLICIES: Record<GameMode, ModePolicy> = {
  exhibition: { ...AGAINST_COMPUTER, access: 'guest-mode' },
  gotd: { ...COUNTED, setup: 'nobody', exit: 'computer-finishes', spectators: false, access: 'gotd', routes: 'gotd' },
  'head-to-head': { ...COUNTED, decisionSeconds: H2H_DECISION_SECONDS, computerRolls: true },
  'historical-league': COUNTED,
  'draft-league': COUNTED,
  tournament: COUNTED,
  season: COUNTED,
  'all-star': AGAINST_COMPUTER,
  // A series' games decide its result like any league's. Until each league mode played under its own game mode
  // (contract LEAGUE_MODES), series games were 'historical-league' games; this row keeps what their players may do.
  nostalgia: COUNTED,
};

export function policyOf(mode: GameMode): ModePolicy {
  const policy = MODE_POLICIES[mode];
  if (!policy) throw new Error(`No policy for game mode ${mode}`);
  return policy;
}

/** The actions the policy governs, as the README table and the policy tests name them. */
export const POLICY_ACTIONS = ['swingAway', 'quickPlay', 'tactics', 'substitutions', 'settings', 'undo', 'reset', 'setup'] as const;
export type PolicyAction = (typeof POLICY_ACTIONS)[number];
