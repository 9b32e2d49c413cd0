import { normalizeSearchText } from '../search';
import type { LahmanRecord } from '../lahman/parse-table';

export interface SearchEntryRow {
  category: 'player' | 'team';
  refId: string;
  displayName: string;
  searchText: string;
  year: number;
  teamId: string | null;
  leagueType: string | null;
  weight: number;
}

/**
 * Players: one entry each, pointing at the season they played most games
 * (their signature year). Teams: one entry per team identity and name,
 * pointing at its latest season under that name.
 */
export function buildSearchIndex(people: LahmanRecord[], batting: LahmanRecord[], pitching: LahmanRecord[], teams: LahmanRecord[]): SearchEntryRow[] {
  const best = new Map<string, { year: number; teamId: string; games: number; career: number }>();
  for (const row of [...batting, ...pitching]) {
    const id = row.playerID as string;
    const games = Number(row.G ?? 0);
    const current = best.get(id);
    if (!current) {
      best.set(id, { year: Number(row.yearID), teamId: String(row.teamID), games, career: games });
      continue;
    }
    current.career += games;
    if (games > current.games) Object.assign(current, { year: Number(row.yearID), teamId: String(row.teamID), games });
  }
  const entries: SearchEntryRow[] = [];
  for (const person of people) {
    const stats = best.get(person.playerID as string);
    if (!stats) continue;
    const first = String(person.nameFirst ?? '').trim();
    const last = String(person.nameLast ?? '').trim();
    const displayName = `${first} ${last}`.trim() || String(person.playerID);
    entries.push({
      category: 'player',
      refId: person.playerID as string,
      displayName,
      searchText: normalizeSearchText(`${displayName} ${person.nameGiven ?? ''}`),
      year: stats.year,
      teamId: stats.teamId,
      leagueType: null,
      weight: stats.career,
    });
  }

  const byName = new Map<string, { row: LahmanRecord; seasons: number }>();
  for (const team of teams) {
    const key = `${team.teamID}|${team.name}`;
    const current = byName.get(key);
    if (!current) byName.set(key, { row: team, seasons: 1 });
    else {
      current.seasons += 1;
      if (Number(team.yearID) > Number(current.row.yearID)) current.row = team;
    }
  }
  for (const { row, seasons } of byName.values()) {
    entries.push({
      category: 'team',
      refId: String(row.teamID),
      displayName: String(row.name),
      searchText: normalizeSearchText(String(row.name)),
      year: Number(row.yearID),
      teamId: String(row.teamID),
      leagueType: (row.lgID as string | null) ?? null,
      weight: seasons * 150,
    });
  }
  return entries;
}
