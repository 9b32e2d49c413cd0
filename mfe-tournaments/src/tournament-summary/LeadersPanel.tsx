import { LeaderBoards, leagueKeys, leaguesApi, type LeagueLeaders, type TournamentDetail } from '@bb/shared';
import { summaryMessages } from './messages';
import { Muted, Panel } from './summary-ui';
import { teamAt, teamSeasonShort } from './team-names';
import { useLeagueCall } from './use-league-call';

/** The tournament's batting and pitching leaders (the league route serves every league kind). */
export function LeadersPanel({ detail }: { detail: TournamentDetail; version: number }) {
  const t = summaryMessages.useT();
  const id = detail.leagueId;
  const leaders = useLeagueCall<LeagueLeaders>(leagueKeys.leaders(id), (signal) => leaguesApi.leaders(id, signal));
  const data = leaders.kind === 'ready' ? leaders.data : null;
  const teamLabel = (index: number) => teamSeasonShort(teamAt(detail.teams, index));
  // Boards exist before the first game (each with no one on it): say so rather than draw empty headings.
  const empty = !data || [...data.batting, ...data.pitching].every((board) => board.leaders.length === 0);
  return (
    <Panel aria-labelledby="tournament-leaders">
      <h2 id="tournament-leaders">{t('leaders.title')}</h2>
      {empty || !data ? (
        <Muted>{t('leaders.none')}</Muted>
      ) : (
        <>
          {data.batting.length > 0 ? <LeaderBoards boards={data.batting} teamLabel={teamLabel} limit={5} heading="h3" /> : null}
          {data.pitching.length > 0 ? <LeaderBoards boards={data.pitching} teamLabel={teamLabel} limit={5} heading="h3" /> : null}
        </>
      )}
    </Panel>
  );
}
