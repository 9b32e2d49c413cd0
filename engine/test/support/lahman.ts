// Reads Lahman CSVs for tests and benchmarks only (the engine itself never reads files).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startOutsOf } from '../../src/cards/start-relief';
import { buildLeagueContexts, buildParkFactors, contextKey, reliefOutsPerAppearance } from '../../src/cards/league-context';
import { buildPlayerCard } from '../../src/cards/build-card';
import { teamPitchingPriors } from '../../src/cards/pitching-side';
import { num, str, type LahmanRow } from '../../src/cards/rows';
import type { LeagueContext, PlayerCard, Roster } from '../../src/types';
import { parseCsv } from './csv';

export function dataDir(): string {
  const env = process.env.BASEBALL_DATA_DIR;
  if (env) return env;
  // Repository root is two levels above engine/test/support.
  const candidates = [path.resolve(__dirname, '../../..', '../shared/data/lahman'), '/work/shared/data/lahman', path.resolve(process.cwd(), '../shared/data/lahman'), path.resolve(process.cwd(), '../../shared/data/lahman')];
  return candidates.find((c) => existsSync(c)) ?? (candidates[0] as string);
}

export function hasData(): boolean {
  return existsSync(path.join(dataDir(), 'Teams.csv'));
}

function readTable(name: string, keep?: (line: string) => boolean): LahmanRow[] {
  return parseCsv(readFileSync(path.join(dataDir(), `${name}.csv`), 'utf8'), keep);
}

/** One table's rows of one season (stint tests read Batting and Pitching rows of a year). */
export function yearRows(name: 'Batting' | 'Pitching', year: number): LahmanRow[] {
  return readTable(name, (line) => line.includes(`,${year},`)).filter((r) => num(r, 'yearID') === year);
}

export interface TeamSeason {
  teamID: string;
  lgID: string;
  name: string;
  G: number; W: number; L: number; R: number; RA: number; CG: number;
  /** Outs pitched (Teams IPouts; 0 when not recorded). */
  IPouts: number;
  roster: Roster;
}

export interface SeasonData {
  year: number;
  contexts: Record<string, LeagueContext>;
  cards: Map<string, PlayerCard>;
  teams: TeamSeason[];
  teamRows: LahmanRow[];
  pitchingRows: LahmanRow[];
  /** Sacrifice hits of the leagues' batters (Teams has no SH column). */
  battingSh: number;
  /** Hit by pitch of the leagues' batters: Teams leaves HBP blank in many seasons (1927, 1968). */
  battingHbp: number;
}

/** One season's cards and team rosters for the given leagues. */
export function loadSeason(year: number, leagues: string[]): SeasonData {
  const y = `,${year},`;
  const inYear = (line: string) => line.includes(y);
  const teamRows = readTable('Teams', (l) => l.startsWith(`${year},`)).filter((t) => leagues.includes(str(t, 'lgID')));
  const batting = readTable('Batting', inYear).filter((r) => num(r, 'yearID') === year);
  const pitching = readTable('Pitching', inYear).filter((r) => num(r, 'yearID') === year);
  const fielding = readTable('Fielding', inYear).filter((r) => num(r, 'yearID') === year);
  const ids = new Set([...batting, ...pitching].filter((r) => leagues.includes(str(r, 'lgID'))).map((r) => str(r, 'playerID')));
  const people = readTable('People').filter((p) => ids.has(str(p, 'playerID')));
  const contexts = buildLeagueContexts(teamRows, pitching.filter((r) => leagues.includes(str(r, 'lgID'))), batting.filter((r) => leagues.includes(str(r, 'lgID'))));
  const parks = buildParkFactors(teamRows);
  const relief0 = reliefOutsPerAppearance(pitching);
  const pitchingPriors = teamPitchingPriors(pitching.filter((r) => leagues.includes(str(r, 'lgID'))), contexts, parks);
  const group = <T extends LahmanRow>(rows: T[]) => {
    const m = new Map<string, T[]>();
    for (const r of rows) { const k = str(r, 'playerID'); const a = m.get(k) ?? []; a.push(r); m.set(k, a); }
    return m;
  };
  const bBy = group(batting), pBy = group(pitching), fBy = group(fielding);
  const cards = new Map<string, PlayerCard>();
  for (const person of people) {
    const id = str(person, 'playerID');
    const b = bBy.get(id) ?? [], p = pBy.get(id) ?? [], f = fBy.get(id) ?? [];
    // Main league: where most plate appearances or batters faced came.
    const weight = new Map<string, number>();
    for (const r of b) weight.set(str(r, 'lgID'), (weight.get(str(r, 'lgID')) ?? 0) + num(r, 'AB') + num(r, 'BB'));
    for (const r of p) weight.set(str(r, 'lgID'), (weight.get(str(r, 'lgID')) ?? 0) + num(r, 'BFP') + num(r, 'IPouts'));
    const lg = [...weight.entries()].filter(([l]) => contexts[contextKey(year, l)]).sort((a, c) => c[1] - a[1])[0]?.[0];
    if (!lg) continue;
    const key = contextKey(year, lg);
    const card = buildPlayerCard({ people: person, batting: b, pitching: p, fielding: f }, {
      league: contexts[key] as LeagueContext, parkFactors: parks, reliefOutsPerApp: relief0.get(key) ?? 4, pitchingPriors,
    });
    cards.set(card.cardId, card);
  }
  const teams: TeamSeason[] = teamRows.map((t) => {
    const teamID = str(t, 'teamID');
    const lgID = str(t, 'lgID');
    const pa = new Map<string, number>(), gs = new Map<string, number>(), relief = new Map<string, number>();
    const reliefLength = relief0.get(contextKey(year, lgID)) ?? 4;
    const startLength = contexts[contextKey(year, lgID)]?.startOutsPerStart;
    for (const r of batting) if (str(r, 'teamID') === teamID) pa.set(str(r, 'playerID'), (pa.get(str(r, 'playerID')) ?? 0) + num(r, 'AB') + num(r, 'BB') + num(r, 'HBP') + num(r, 'SH') + num(r, 'SF'));
    for (const r of pitching) {
      if (str(r, 'teamID') !== teamID) continue;
      const id = str(r, 'playerID');
      gs.set(id, (gs.get(id) ?? 0) + num(r, 'GS'));
      if (!pa.has(id)) pa.set(id, 0);
      // Outs in relief with this team: the card's split of a line into starts and relief appearances.
      const outs = num(r, 'IPouts');
      relief.set(id, (relief.get(id) ?? 0) + outs - startOutsOf({ G: num(r, 'G'), GS: num(r, 'GS'), IPouts: outs }, reliefLength, startLength));
    }
    const players = [...pa.keys()]
      .map((pid) => cards.get(`${pid}-${year}`))
      .filter((c): c is PlayerCard => !!c)
      .map((card) => ({ card, teamPa: pa.get(card.playerID) ?? 0, teamGs: gs.get(card.playerID) ?? 0, teamReliefOuts: relief.get(card.playerID) ?? 0 }));
    return {
      teamID, lgID, name: str(t, 'name'),
      G: num(t, 'G'), W: num(t, 'W'), L: num(t, 'L'), R: num(t, 'R'), RA: num(t, 'RA'), CG: num(t, 'CG'), IPouts: num(t, 'IPouts'),
      roster: { teamId: teamID, name: str(t, 'name'), lgKey: contextKey(year, lgID), players, parkFactor: num(t, 'BPF') || 100 },
    };
  });
  const battingSh = batting.filter((r) => leagues.includes(str(r, 'lgID'))).reduce((a, r) => a + num(r, 'SH'), 0);
  const battingHbp = batting.filter((r) => leagues.includes(str(r, 'lgID'))).reduce((a, r) => a + num(r, 'HBP'), 0);
  return { year, contexts, cards, teams, teamRows, pitchingRows: pitching, battingSh, battingHbp };
}
