/**
 * The games to play now, read straight from the stored tables (synchronous and linear in the matches: it runs in
 * the simulation loop after every game).
 */
import type { BracketGame } from '../../leagues';
import { isOpen, participantTeams, seedRanks, tablesOf, teamOf, type TournamentBracketDoc } from './model';
import { betterSeedHome } from './seeding';

/**
 * Game n+1 of every open series. Matches are stored round by round, so when a round-robin team has two open series
 * the earlier round's comes first and the later one waits: a team is never in two games of one answer.
 */
export function nextGames(doc: TournamentBracketDoc): BracketGame[] {
  if (doc.champion !== null) return [];
  const data = tablesOf(doc);
  const teams = participantTeams(data);
  const stageNumber = new Map(data.stage.map((s) => [s.id, s.number]));
  const ranksByStage = new Map<number, Map<number, number>>();
  const busy = new Set<number>();
  const games: BracketGame[] = [];
  for (const match of data.match) {
    if (!isOpen(match)) continue;
    const top = teamOf(teams, match.opponent1);
    const bottom = teamOf(teams, match.opponent2);
    if (top === null || bottom === null || busy.has(top) || busy.has(bottom)) continue;
    busy.add(top).add(bottom);
    const gameOfSeries = (match.opponent1?.score ?? 0) + (match.opponent2?.score ?? 0) + 1;
    const number = stageNumber.get(match.stage_id) ?? 1;
    let ranks = ranksByStage.get(number);
    if (!ranks) ranksByStage.set(number, (ranks = seedRanks(doc, number)));
    const [better, worse] = (ranks.get(top) ?? 0) <= (ranks.get(bottom) ?? 0) ? [top, bottom] : [bottom, top];
    const home = betterSeedHome(doc.seriesLength, gameOfSeries) ? better : worse;
    games.push({ series: Number(match.id), home, away: home === better ? worse : better, gameOfSeries });
  }
  return games;
}
