import type { PlayerCardResponse, PlayerProfileResponse, PlayerStatisticsResponse, PlayerTeamsResponse, TeamSeasonResponse } from '@bb/contract';

export type { PlayerProfileResponse, PlayerStatisticsResponse, PlayerTeamsResponse };

export type CardOutcome = 'SO' | 'BB' | 'HBP' | 'HR' | '3B' | '2B' | '1B' | 'GB' | 'FB';

/** One printed column of a card: 2d6 rows, each split by d20 ranges. */
export interface DiceColumn {
  column: number;
  rows: Array<{ roll: number; cells: Array<{ outcome: CardOutcome; from: number; to: number }> }>;
}

/** Outcome chart categories: K, Out, HR, 3B, 2B, 1B, BB, plus HBP for batters. */
export interface OutcomeShare {
  K: number;
  Out: number;
  HR: number;
  '3B': number;
  '2B': number;
  '1B': number;
  BB: number;
  HBP?: number;
}

export interface FieldingCell {
  range: number;
  error: number;
  arm: number | null;
}

/** GET /api/players/{id}/card: the contract's card and row plus the drawn card and the outcome splits. */
export interface PlayerCardView extends PlayerCardResponse {
  side: 'batting' | 'pitching';
  diceColumns: DiceColumn[];
  outcomes: { vsLeft: OutcomeShare; vsRight: OutcomeShare } | null;
}

export type PlayerRowView = PlayerCardResponse['row'];

export interface TeamStatsView {
  avgHits: number | null;
  avgHr: number | null;
  avgRunsScored: number | null;
  avgStrikeouts: number | null;
  winPercentage: number | null;
}

/** GET /api/teams/{teamId}?year= with the ballpark details, rotation and team stats. */
export interface TeamSeasonView extends Omit<TeamSeasonResponse, 'ballpark'> {
  ballpark: TeamSeasonResponse['ballpark'] & { alias: string | null; attendance: number | null; notInRecord: string[] };
  teamStats: TeamStatsView;
  rotation: Array<{ playerId: string; name: string; gamesStarted: number; throws: string }>;
}
