import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, formatEtDateTime, type LobbyLeague, tokens, useCountdown } from '@bb/shared';
import { tournamentMessages, type TournamentMessageKey } from '../tournament-core/messages';
import { tournamentPaths } from '../tournament-core/tournament-paths';

const Item = styled(Card)`
  display: grid;
  gap: ${tokens.spacing.sm};
  height: 100%;
  align-content: start;
`;

const Name = styled.h2`
  margin: 0;
  font: 600 ${tokens.fontSizes.lg} ${tokens.fonts.heading};
  overflow-wrap: anywhere;
  a {
    color: inherit;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px ${tokens.spacing.sm};
  margin: 0;
  dt {
    color: ${tokens.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Badge = styled.span`
  display: inline-block;
  margin-left: ${tokens.spacing.sm};
  padding: 2px 8px;
  border-radius: ${tokens.radii.pill};
  background: ${tokens.colors.background};
  font: 400 ${tokens.fontSizes.sm} ${tokens.fonts.body};
  vertical-align: middle;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.sm};
  margin-top: auto;
  > * {
    flex: 1 1 120px;
    text-decoration: none;
  }
`;

const STATUS_KEYS: Record<string, TournamentMessageKey> = {
  claiming: 'lobby.statuses.claiming',
  postseason: 'lobby.statuses.postseason',
  final: 'lobby.statuses.final',
};

/**
 * One tournament of the lobby (issue 20, like the floating lobby widget's card): name, teams claimed, the Time Left until
 * the lock (or the status once locked), Starts, View, and Claim Team while a team is open to this user. Claiming
 * happens on the summary, where the open teams are listed. The lock passes on the server's clock (an unreadable lock
 * time counts as passed).
 */
export function TournamentCard({ league }: { league: LobbyLeague }) {
  const t = tournamentMessages.useT();
  const timeLeft = useCountdown(league.teamsLockingTime);
  const locked = timeLeft.msLeft === null || timeLeft.msLeft === 0;
  const summary = tournamentPaths.summary(league.leagueId);
  const claiming = !locked && league.status === 'claiming';
  const mayClaim = claiming && !league.isJoinedLeague && league.claimedTeamCount < league.totalMembers;
  const status = league.status === 'claiming' && locked ? t('lobby.statuses.locked') : STATUS_KEYS[league.status] ? t(STATUS_KEYS[league.status]!) : league.status;

  return (
    <Item aria-label={league.name} data-testid="tournament-card">
      <Name>
        <Link to={summary}>{league.name}</Link>
        {league.isOwner ? <Badge>{t('lobby.owner')}</Badge> : league.isJoinedLeague ? <Badge>{t('lobby.joined')}</Badge> : null}
      </Name>
      <Facts>
        <dt>{claiming ? t('lobby.timeLeft') : t('lobby.status')}</dt>
        <dd>{claiming ? <time dateTime={league.teamsLockingTime}>{timeLeft.text}</time> : status}</dd>
        <dt>{t('lobby.starts')}</dt>
        <dd>{formatEtDateTime(league.leagueCreationEpoc)}</dd>
      </Facts>
      <p style={{ margin: 0 }} data-testid="claimed">
        {t('lobby.claimed', { claimed: league.claimedTeamCount, total: league.totalMembers })}
      </p>
      <Actions>
        <Button as={Link} to={summary} $variant="secondary">
          {t('lobby.view')}
        </Button>
        {mayClaim ? (
          <Button as={Link} to={summary}>
            {t('lobby.claim')}
          </Button>
        ) : null}
      </Actions>
    </Item>
  );
}
