/**
 * Real World Series results in games, winner first, for the years we are sure of. The record (Teams.csv) has the
 * pennant and World Series winners but not the games, so everything else shows the real winner and both real
 * regular-season records only (honesty over invention). Series with a tied game (1907, 1912, 1922) are left out.
 * Each entry names its winner; an entry whose winner disagrees with the record's WSWin flag is not shown.
 */
export const REAL_SERIES_SCORES: Readonly<Record<number, readonly [winner: string, score: string]>> = {
  1903: ['BOS', '5–3'],
  1905: ['NY1', '4–1'],
  1906: ['CHA', '4–2'],
  1908: ['CHN', '4–1'],
  1909: ['PIT', '4–3'],
  1914: ['BSN', '4–0'],
  1919: ['CIN', '5–3'],
  1927: ['NYA', '4–0'],
  1928: ['NYA', '4–0'],
  1929: ['PHA', '4–1'],
  1931: ['SLN', '4–3'],
  1932: ['NYA', '4–0'],
  1934: ['SLN', '4–3'],
  1938: ['NYA', '4–0'],
  1939: ['NYA', '4–0'],
  1954: ['NY1', '4–0'],
  1955: ['BRO', '4–3'],
  1960: ['PIT', '4–3'],
  1961: ['NYA', '4–1'],
  1963: ['LAN', '4–0'],
  1966: ['BAL', '4–0'],
  1968: ['DET', '4–3'],
  1969: ['NYN', '4–1'],
  1970: ['BAL', '4–1'],
  1975: ['CIN', '4–3'],
  1976: ['CIN', '4–0'],
  1986: ['NYN', '4–3'],
  1989: ['OAK', '4–0'],
  1990: ['CIN', '4–0'],
  1991: ['MIN', '4–3'],
  1993: ['TOR', '4–2'],
  1998: ['NYA', '4–0'],
  1999: ['NYA', '4–0'],
  2001: ['ARI', '4–3'],
  2004: ['BOS', '4–0'],
  2005: ['CHA', '4–0'],
  2007: ['BOS', '4–0'],
  2012: ['SFN', '4–0'],
  2016: ['CHN', '4–3'],
  2019: ['WAS', '4–3'],
  2020: ['LAN', '4–2'],
  2024: ['LAN', '4–1'],
  2025: ['LAN', '4–3'],
};

/** The real score of a year's series when the table knows it and agrees with the record's winner. */
export function realSeriesScore(year: number, winner: string): string | null {
  const entry = REAL_SERIES_SCORES[year];
  return entry && entry[0] === winner ? entry[1] : null;
}
