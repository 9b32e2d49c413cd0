import styled from 'styled-components';
import { formatLeaderValue, leaguesApi, type LeagueLeaderBoard, type LeagueLeaders, type TournamentDetail } from '@bb/shared';
import { summaryMessages } from './messages';
import { Muted, Panel } from './summary-ui';
import { teamAt, teamSeasonShort } from './team-names';
import { useLeagueCall } from './use-league-call';

const Boards = styled.div`
  display: grid;
  gap: ${(p) => p.theme.spacing.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  h3 {
    margin: 0 0 4px;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  ol {
    margin: 0;
    padding-left: 20px;
  }
  li {
    overflow-wrap: anywhere;
  }
`;

function BoardList({ boards, detail }: { boards: LeagueLeaderBoard[]; detail: TournamentDetail }) {
  return (
    <Boards>
      {boards.map((board) => (
        <section key={board.stat} aria-label={board.label}>
          <h3>{board.label}</h3>
          <ol>
            {board.leaders.slice(0, 5).map((l) => (
              <li key={l.cardId}>
                {l.name} ({teamSeasonShort(teamAt(detail.teams, l.team))}) {formatLeaderValue(board.stat, l.value)}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </Boards>
  );
}

/** The tournament's batting and pitching leaders (the league route serves every league kind). */
export function LeadersPanel({ detail, version }: { detail: TournamentDetail; version: number }) {
  const t = summaryMessages.useT();
  const id = detail.leagueId;
  const leaders = useLeagueCall<LeagueLeaders>(`${id}:${version}`, (signal) => leaguesApi.leaders(id, signal));
  const data = leaders.kind === 'ready' ? leaders.data : null;
  const empty = !data || (data.batting.length === 0 && data.pitching.length === 0);
  return (
    <Panel aria-labelledby="tournament-leaders">
      <h2 id="tournament-leaders">{t('leaders.title')}</h2>
      {empty || !data ? (
        <Muted>{t('leaders.none')}</Muted>
      ) : (
        <>
          {data.batting.length > 0 ? <BoardList boards={data.batting} detail={detail} /> : null}
          {data.pitching.length > 0 ? <BoardList boards={data.pitching} detail={detail} /> : null}
        </>
      )}
    </Panel>
  );
}
