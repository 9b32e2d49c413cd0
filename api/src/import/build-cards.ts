import { buildLeagueContexts, buildParkFactors, buildPlayerCard, contextKey, reliefOutsPerAppearance, teamPitchingPriors, type PlayerCard } from '@bb/engine';
import type { LahmanRecord } from '../lahman/parse-table';

export interface LahmanData {
  people: LahmanRecord[];
  teams: LahmanRecord[];
  batting: LahmanRecord[];
  pitching: LahmanRecord[];
  fielding: LahmanRecord[];
}

export interface CardRow {
  playerId: string;
  year: number;
  teamId: string;
  lgId: string;
  isPitcher: number;
  card: PlayerCard;
}

interface SeasonRows {
  batting: LahmanRecord[];
  pitching: LahmanRecord[];
  fielding: LahmanRecord[];
}

function groupBySeason(data: LahmanData): Map<string, SeasonRows> {
  const seasons = new Map<string, SeasonRows>();
  const add = (kind: keyof SeasonRows, row: LahmanRecord) => {
    const key = `${row.playerID}|${row.yearID}`;
    let season = seasons.get(key);
    if (!season) seasons.set(key, (season = { batting: [], pitching: [], fielding: [] }));
    season[kind].push(row);
  };
  for (const row of data.batting) add('batting', row);
  for (const row of data.pitching) add('pitching', row);
  for (const row of data.fielding) add('fielding', row);
  return seasons;
}

/** The stint a player spent most games in decides his card's league and team. */
function primaryStint(season: SeasonRows): LahmanRecord | undefined {
  const all = [...season.batting, ...season.pitching, ...season.fielding];
  return all.reduce<LahmanRecord | undefined>((best, row) => (!best || Number(row.G ?? 0) > Number(best.G ?? 0) ? row : best), undefined);
}

export interface CardBuildResult {
  cards: CardRow[];
  /** Player-seasons without a league context or a People row (reported, not fatal). */
  skipped: number;
}

/** One engine card per player-season, against that league-season's context and park factors. */
export function buildAllCards(data: LahmanData): CardBuildResult {
  const contexts = buildLeagueContexts(data.teams, data.pitching, data.batting);
  const parkFactors = buildParkFactors(data.teams);
  const reliefOuts = reliefOutsPerAppearance(data.pitching);
  // Pitchers regress toward their own staff, as the engine's benchmark builds them (issue 17 fidelity).
  const pitchingPriors = teamPitchingPriors(data.pitching, contexts, parkFactors);
  const people = new Map(data.people.map((p) => [p.playerID as string, p]));
  const cards: CardRow[] = [];
  let skipped = 0;
  for (const season of groupBySeason(data).values()) {
    const stint = primaryStint(season);
    if (!stint) continue;
    const person = people.get(stint.playerID as string);
    const key = contextKey(Number(stint.yearID), String(stint.lgID ?? ''));
    const league = contexts[key];
    if (!person || !league) {
      skipped += 1;
      continue;
    }
    const card = buildPlayerCard({ people: person, ...season }, { league, parkFactors, reliefOutsPerApp: reliefOuts.get(key), pitchingPriors });
    cards.push({
      playerId: card.playerID,
      year: card.yearID,
      teamId: String(stint.teamID),
      lgId: card.lgID,
      isPitcher: card.primaryPosition === 'P' ? 1 : 0,
      card,
    });
  }
  return { cards, skipped };
}
