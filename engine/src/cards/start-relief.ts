/**
 * How a pitcher's season outs divide between his starts and his relief appearances. The record gives only the
 * totals (G, GS, IPouts), so the split is estimated; the card's starter and reliever lengths, its endurance, the
 * league's starters' share of innings and a league season's bullpen pace (`teamReliefOuts`) all read it.
 */

/**
 * Longest average start credited, against the league's average start: pure starters' (G = GS, 10+ starts) season
 * averages reach 1.12–1.18× their league's mean at the 95th percentile and 1.23× at most (2019, 2000, 1998, 1968).
 */
export const START_LENGTH_CAP = 1.3;
/**
 * Average relief outing (outs) a pitcher with starts may be credited when his starts would otherwise be longer than
 * the cap allows: the bulk men behind 2019's openers and the swingmen of the 1920s–50s went three to four innings.
 */
export const RELIEF_LENGTH_CAP = 12;

export interface PitchingTotals {
  G: number;
  GS: number;
  IPouts: number;
}

/**
 * Outs a pitcher's starts took. Each relief appearance is first given the league's usual relief length and the starts
 * the rest (at least an inning each). With the league's average start known, the starts are held to
 * `START_LENGTH_CAP` times it and the relief outings take the excess, up to `RELIEF_LENGTH_CAP` each: without it a
 * 2019 long man with 8 starts and 18 long relief outings read as a 13-inning starter, and a league season paced his
 * relief by three outs an outing, leaving a third of his innings unused.
 */
export function startOutsOf(line: PitchingTotals, reliefOutsPerApp: number, leagueStartOuts?: number): number {
  const { G, GS, IPouts } = line;
  if (GS <= 0) return 0;
  const reliefApps = Math.max(0, G - GS);
  let starts = IPouts - reliefApps * reliefOutsPerApp;
  if (leagueStartOuts && leagueStartOuts > 0 && reliefApps > 0) {
    const longest = GS * leagueStartOuts * START_LENGTH_CAP;
    const fewest = IPouts - reliefApps * Math.max(RELIEF_LENGTH_CAP, reliefOutsPerApp);
    starts = Math.max(fewest, Math.min(starts, longest));
  }
  return Math.min(IPouts, Math.max(GS * 3, starts));
}
