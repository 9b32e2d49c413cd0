import styled from 'styled-components';
import { formatEtDateTime, leagueKeys, leaguesApi, type LeagueSchedule, type TournamentDetail, tokens } from '@bb/shared';
import { summaryMessages } from './messages';
import { Muted, Panel } from './summary-ui';
import { teamAt, teamSeasonName } from './team-names';
import { useLeagueCall } from './use-league-call';
import { TeamBadge } from './TeamBadge';

const List = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 2px;
    padding: ${tokens.spacing.sm} 0;
    border-bottom: 1px solid ${tokens.colors.border};
  }
  li:last-child {
    border-bottom: none;
  }
`;

const Line = styled.span<{ $won: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${tokens.spacing.sm};
  font-weight: ${(p) => (p.$won ? 700 : 400)};
  span:first-child {
    overflow-wrap: anywhere;
  }
  span:last-child {
    font-variant-numeric: tabular-nums;
  }
`;

const Meta = styled.span`
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textMuted};
`;

/** The tournament's finished games (the league's postseason schedule), latest first: round, game of the series, score. */
export function ScoresPanel({ detail }: { detail: TournamentDetail; version: number }) {
  const t = summaryMessages.useT();
  const id = detail.leagueId;
  const schedule = useLeagueCall<LeagueSchedule>(leagueKeys.schedule(id, { phase: 'postseason' }), (signal) => leaguesApi.schedule(id, { phase: 'postseason' }, signal));
  const games = schedule.kind === 'ready' ? schedule.data.games.filter((g) => g.status === 'final').reverse() : [];
  return (
    <Panel aria-labelledby="tournament-scores">
      <h2 id="tournament-scores">{t('scores.title')}</h2>
      {games.length === 0 ? (
        <Muted>{t('scores.none')}</Muted>
      ) : (
        <List>
          {games.map((game) => {
            const away = game.awayRuns ?? 0;
            const home = game.homeRuns ?? 0;
            return (
              <li key={game.scheduleId} data-testid={`score-${game.scheduleId}`}>
                <Meta>
                  {game.round && game.gameOfSeries ? t('scores.gameOf', { round: game.round, game: game.gameOfSeries }) : (game.round ?? '')} ·{' '}
                  {formatEtDateTime(game.startsAt)}
                </Meta>
                <Line $won={away > home}>
                  <span>
                    <TeamBadge team={teamAt(detail.teams, game.away)} />
                    {teamSeasonName(teamAt(detail.teams, game.away))}
                  </span>
                  <span>{away}</span>
                </Line>
                <Line $won={home > away}>
                  <span>
                    <TeamBadge team={teamAt(detail.teams, game.home)} />
                    {teamSeasonName(teamAt(detail.teams, game.home))}
                  </span>
                  <span>{home}</span>
                </Line>
              </li>
            );
          })}
        </List>
      )}
    </Panel>
  );
}
