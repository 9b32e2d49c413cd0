import { useEffect } from 'react';
import { seasonsApi, useLeagueData, type LeagueData, type SeasonAccuracyReport } from '@bb/shared';

/** How often a report whose replays still run is asked again. */
export const ACCURACY_POLL_MS = 3_000;

export const isComputing = (report: SeasonAccuracyReport | undefined): boolean => report?.status === 'queued' || report?.status === 'running';

/**
 * The season's report, asked again every few seconds while its replays run (the server has no stream for them);
 * asking stops on 'ready' or 'failed', on another year and when the page goes (the timer and the request both end).
 */
export function useAccuracyReport(year: number | null): LeagueData<SeasonAccuracyReport> {
  const report = useLeagueData<SeasonAccuracyReport>(year === null ? null : String(year), (signal) => seasonsApi.accuracy(year ?? 0, signal));
  const { data, loading, reload } = report;
  const computing = isComputing(data);
  useEffect(() => {
    // One request at a time: the next is timed from the last answer, not from the last request.
    if (!computing || loading) return undefined;
    const id = setTimeout(reload, ACCURACY_POLL_MS);
    return () => clearTimeout(id);
  }, [computing, loading, data, reload]);
  return report;
}
