import { leaguesApi, type LeagueBracket, type LeagueDetail, DataState, useLeagueData } from '@bb/shared';
import { BracketView } from './BracketView';
import { TextLink } from './league-ui';

/** The bracket of a league, loaded (the Playoff Bracket tab and the playoff page). */
export function PlayoffPanel({ league, version, pageLink }: { league: LeagueDetail; version: number; pageLink?: { to: string; label: string } }) {
  const bracket = useLeagueData<LeagueBracket>(`${league.leagueId}:${version}`, (signal) => leaguesApi.playoff(league.leagueId, signal));
  return (
    <DataState {...bracket}>
      {(b) => (
        <>
          <BracketView league={league} bracket={b} />
          {pageLink ? (
            <p>
              <TextLink to={pageLink.to}>{pageLink.label}</TextLink>
            </p>
          ) : null}
        </>
      )}
    </DataState>
  );
}
