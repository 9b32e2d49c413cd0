/**
 * The curated 'what if' matchups across eras: famous team-seasons with one line on why the pairing matters. Every
 * line states only what the record shows (records, pennants, titles) or what is common baseball knowledge we are
 * sure of. The list served is filtered to the matchups whose two teams are in the imported data.
 */
import type { WhatIf } from '@bb/contract';
import type { Database } from '../db/database';
import { teamKey, teamSeasons } from './world-series';

export interface WhatIfEntry {
  id: string;
  title: string;
  why: string;
  /** The first team has home field (games 1, 2, 6 and 7). */
  teams: readonly [{ teamId: string; year: number }, { teamId: string; year: number }];
}

const t = (teamId: string, year: number) => ({ teamId, year });

export const WHAT_IFS: readonly WhatIfEntry[] = [
  {
    id: 'yankees-1927-vs-reds-1975', title: "Murderers' Row vs the Big Red Machine", teams: [t('NYA', 1927), t('CIN', 1975)],
    why: 'The 1927 Yankees (110–44) swept their World Series; the 1975 Reds (108–54) won theirs in seven.',
  },
  {
    id: 'yankees-1998-vs-yankees-1927', title: 'Yankees vs Yankees', teams: [t('NYA', 1998), t('NYA', 1927)],
    why: 'The two great Yankees teams: 114 wins and a World Series sweep in 1998, 110 wins and a sweep in 1927.',
  },
  {
    id: 'astros-2019-vs-yankees-1998', title: '107 wins vs 114 wins', teams: [t('NYA', 1998), t('HOU', 2019)],
    why: 'The 2019 Astros (107–55) lost the World Series in seven games; the 1998 Yankees (114–48) swept theirs.',
  },
  {
    id: 'tigers-1968-vs-yankees-1927', title: 'The Year of the Pitcher vs Murderers\' Row', teams: [t('NYA', 1927), t('DET', 1968)],
    why: "Denny McLain won 31 games for the 1968 champion Tigers; can that staff hold the 1927 Yankees' lineup?",
  },
  {
    id: 'cardinals-1968-vs-reds-1975', title: "Gibson's arm vs the Big Red Machine", teams: [t('CIN', 1975), t('SLN', 1968)],
    why: "Bob Gibson's 1.12 ERA in 1968 against the 1975 Reds, who won 108 games and the World Series.",
  },
  {
    id: 'cardinals-1934-vs-yankees-1927', title: "The Gashouse Gang vs Murderers' Row", teams: [t('NYA', 1927), t('SLN', 1934)],
    why: "Dizzy Dean won 30 games for the 1934 champion Cardinals; here they face the 1927 Yankees.",
  },
  {
    id: 'dodgers-2025-vs-yankees-1998', title: 'Back-to-back champions vs 114 wins', teams: [t('NYA', 1998), t('LAN', 2025)],
    why: 'The 2025 Dodgers won their second World Series in a row; the 1998 Yankees won 114 games and swept theirs.',
  },
  {
    id: 'cubs-1906-vs-mariners-2001', title: 'The two 116-win teams', teams: [t('CHN', 1906), t('SEA', 2001)],
    why: 'The 1906 Cubs (116–36) and the 2001 Mariners (116–46) share the record for wins; neither won the World Series.',
  },
  {
    id: 'indians-1954-vs-yankees-1998', title: '111 wins vs 114 wins', teams: [t('NYA', 1998), t('CLE', 1954)],
    why: 'Cleveland won 111 games in 1954 and were swept in the World Series; the 1998 Yankees won 114 and swept theirs.',
  },
  {
    id: 'yankees-1961-vs-reds-1975', title: 'The M&M Boys vs the Big Red Machine', teams: [t('NYA', 1961), t('CIN', 1975)],
    why: "Roger Maris hit 61 home runs for the 1961 champion Yankees (109–53); the 1975 Reds won 108 and the title.",
  },
  {
    id: 'orioles-1970-vs-reds-1975', title: 'A rematch five years on', teams: [t('BAL', 1970), t('CIN', 1975)],
    why: 'The 1970 Orioles (108–54) beat Cincinnati in the 1970 World Series; here they meet the 1975 Reds instead.',
  },
  {
    id: 'mets-1986-vs-yankees-1998', title: 'A Subway Series across eras', teams: [t('NYA', 1998), t('NYN', 1986)],
    why: "New York's champions of 1986 (the Mets, 108–54) and 1998 (the Yankees, 114–48).",
  },
  {
    id: 'pirates-1909-vs-cubs-1906', title: "Wagner's Pirates vs the 116-win Cubs", teams: [t('CHN', 1906), t('PIT', 1909)],
    why: 'Honus Wagner\'s 1909 Pirates (110–42) won the World Series; the 1906 Cubs (116–36) lost theirs.',
  },
  {
    id: 'athletics-1929-vs-yankees-1927', title: "Connie Mack's A's vs Murderers' Row", teams: [t('NYA', 1927), t('PHA', 1929)],
    why: "The 1929 Athletics (104–46) won the World Series two years after the 1927 Yankees won theirs.",
  },
  {
    id: 'red-sox-2004-vs-yankees-1927', title: 'The curse, undone', teams: [t('NYA', 1927), t('BOS', 2004)],
    why: 'The 2004 Red Sox won Boston\'s first World Series since 1918; can they beat the 1927 Yankees too?',
  },
  {
    id: 'nationals-2019-vs-senators-1924', title: "Washington's two champions", teams: [t('WAS', 2019), t('WS1', 1924)],
    why: 'The 1924 Senators and the 2019 Nationals, 95 years apart, are the only World Series winners from Washington.',
  },
];

export const whatIfById = (id: string): WhatIfEntry | undefined => WHAT_IFS.find((w) => w.id === id);

/** The curated list, each with its two teams as the record has them; matchups missing a team are left out. */
export async function availableWhatIfs(database: Database): Promise<WhatIf[]> {
  const seasons = await teamSeasons(database, WHAT_IFS.flatMap((w) => w.teams));
  const out: WhatIf[] = [];
  for (const w of WHAT_IFS) {
    const a = seasons.get(teamKey(w.teams[0]));
    const b = seasons.get(teamKey(w.teams[1]));
    if (a && b) out.push({ id: w.id, title: w.title, why: w.why, teams: [a, b] });
  }
  return out;
}
