export interface PlayerRow {
  firstName: string;
  lastName: string;
  bats: string;
  throws: string;
  balance: string | number;
  batAvg: number | string;
  onBasePct: number | string;
  slugPct: number | string;
  ops: number | string;
  atBats: number;
  running: number | string;
  hits: number;
  doubles: number;
  triples: number;
  homeruns: number;
  homerunsAllowed: number;
  rbis: number;
  walks: number;
  walksAllowed: number;
  strikeouts: number;
  stolenBases: number;
  caughtStealing: number;
  war: number | string;
  wins: number;
  losses: number;
  era: number | string;
  innings: number | string;
  gamesStarted: number;
  saves: number;
  hitsAllowed: number;
  earnedRuns: number;
  whip: number | string;
  hitsPer9: number | string;
  walksPer9: number | string;
  homerunsPer9: number | string;
  strikeoutsPer9: number | string;
  primaryPosition: string;
  cardId: string | number;
  fielding: number | string;
  contact: number | string;
  power: number | string;
  bunting: number | string;
  catcher?: number;
  firstBase?: number;
  secondBase?: number;
  thirdBase?: number;
  shortstop?: number;
  leftField?: number;
  centerField?: number;
  rightField?: number;
  starter?: number;
  reliever?: number;
  endurance?: number;
  pressure?: number;
  holdRunner?: number;
  balk?: number;
  wildPitch?: number;
  durability?: number;
}

export interface TeamStats {
  avgHits: number;
  avgHr: number;
  avgRunsScored: number;
  avgStrikeouts: number;
  winPercentage: number;
}

export type PlayerType = 'B' | 'P';

export interface FavoritePlayerPayload {
  position: string | number;
  customTeamId: string | number;
  playerId: string | number;
  playerType: PlayerType;
}
