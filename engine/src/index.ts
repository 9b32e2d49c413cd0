// Public API of the simulation engine. Pure functions over plain data; no I/O.
export * from './types';
export { seedRng, nextUint32, rollDie, type RngState } from './random/sfc32';
export { type LahmanRow } from './cards/rows';
export { buildLeagueContexts, buildParkFactors, reliefOutsPerAppearance, contextKey, dhRuleFor, lineRates } from './cards/league-context';
export { buildPlayerCard, type PlayerSeasonRows, type CardBuildContext } from './cards/build-card';
export { startOutsOf } from './cards/start-relief';
export { teamPitchingPriors } from './cards/pitching-side';
export { matchupProbabilities, odds, oddsRatios } from './cards/odds-ratio';
export { seasonParkMultiplier, gameParkMultiplier } from './cards/park';
export { MatchupLayout, LayoutScratch, layoutMatchup, describeCard, rowWeight, UNITS_PER_MATCHUP } from './dice/layout';
export { GameRuntime } from './game/runtime';
export { createGame, dhFor } from './game/create';
export { applyDecision, replayGame, undoLast, simulateGame, cloneState } from './game/decisions';
export { buildLineup, defaultStarter } from './manager/lineup';
export { chooseStarter } from './manager/rotation';
export { chooseReliefChange, fatigueLimit } from './manager/bullpen';
export { MESSAGES, SubstitutionError, lineupValid, lineupProblem } from './rules/substitution';
export {
  legalActions, illegalReason, reasonKind, decisionSide, stealBase, MAX_DECISIONS, MAX_CONSECUTIVE_INTENTIONAL_WALKS, REASONS,
  type LegalActions, type LegalActionKey, type ActionState,
} from './rules/legal-actions';
export { boxScore, playByPlay, type BoxScore, type BoxTeam } from './stats/box-score';
export { addGameToSeason, emptySeason, type SeasonStats } from './stats/season';
// Every rate statistic (AVG … ERA, WHIP, innings): one module, also loaded alone by the browser as `@bb/engine/rates`.
export * from './stats/rates';
export { makeSeasonSchedule, ScheduleError, type ScheduledGame, type ScheduleRequest } from './season/schedule';
export { postseasonFormat, winsNeeded, type PostseasonFormat, type PostseasonRound } from './season/postseason';
export { seedBracket, nextBracketGames, recordBracketGame, customFormat, topIsHome, type Bracket, type BracketSeries } from './season/bracket';
export { standings, settleTie, tieRule, type FinalScore, type StandingsRow, type TieRule } from './season/standings';
export { simulateSeason, shortGameShare, type SeasonInput, type SeasonTeam, type SeasonResult, type TeamResult } from './season/simulate-season';
export {
  emptyUsage, rosterForDay, recordUsage, pitcherAvailable, STARTER_REST_DAYS, type TeamUsage, type SeasonManager,
} from './season/team-usage';
export { stintWindows, windowsByTeam, withTeamOn, shareOfStay, type RecordedStint } from './season/stints';
export { dayPlan, mayBat, mayRelieve, mayStart, realOuts, recordCoverage, replayLoad, PA_PER_START, OUTS_PER_RELIEF, USAGE_FLOORS, type SeasonCalendar, type DayPlan, type ReplayLoad } from './season/usage-plan';
export {
  gameLines, addBat, addPitch, emptyBat, emptyPitch, packLines, unpackLines, BAT_KEYS, PITCH_PACK_KEYS, type BatLine, type PitchLine, type GameLines,
} from './season/season-stats';
export * from './draft';
