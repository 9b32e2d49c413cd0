import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, formatEtDateTime, type LobbyLeague, type TournamentDetail, tokens, useCountdown } from '@bb/shared';
import { WIDGET_TEXT, tournamentSummaryPath } from './strings';
import { CardShell } from './card-shell';
import { ClaimTeamPicker } from './ClaimTeamPicker';
import { useLobbyWidgetStore } from './lobby-widget-store';

const Name = styled.h3`
  margin: 0;
  font: 600 ${tokens.fontSizes.lg} ${tokens.fonts.heading};
  overflow-wrap: anywhere;
  a {
    color: inherit;
    text-decoration: none;
  }
`;

const Row = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${tokens.spacing.sm};
  margin: 0;
  font-size: ${tokens.fontSizes.md};
`;

const Label = styled.span`
  color: ${tokens.colors.textMuted};
`;

const ViewTag = styled.span`
  align-self: flex-start;
  padding: 2px ${tokens.spacing.sm};
  border-radius: ${tokens.radii.pill};
  background: ${tokens.colors.secondary};
  color: ${tokens.colors.primaryText};
  font-weight: 600;
`;

/**
 * One tournament: name, View or Time Left, when claiming ends, Starts (the league's creation time, not its first game),
 * teams claimed, Claim Team (a picker, staying on the page).
 */
export function TournamentCard({ league }: { league: LobbyLeague }) {
  const navigate = useNavigate();
  const applyChange = useLobbyWidgetStore((state) => state.applyChange);
  const [picking, setPicking] = useState(false);
  const timeLeft = useCountdown(league.teamsLockingTime);
  const lockPassed = timeLeft.msLeft === null || timeLeft.msLeft === 0;
  const summary = tournamentSummaryPath(league.leagueId);
  // The spec's rule (before the lock, a team left), and not for a user who already manages a team here (one each).
  const canClaim = !lockPassed && league.claimedTeamCount < league.totalMembers && !league.isJoinedLeague;

  const claim = (event: MouseEvent) => {
    event.stopPropagation();
    setPicking(true);
  };
  const onCounts = (detail: TournamentDetail) =>
    applyChange({ leagueId: detail.leagueId, claimedTeamCount: detail.claimedTeams, totalMembers: detail.totalTeams, status: detail.status, joined: detail.myTeam !== null });

  return (
    <>
      <CardShell data-testid="tournament-card" onClick={() => navigate(summary)}>
        <Name>
          <Link to={summary} onClick={(event) => event.stopPropagation()}>
            {league.name}
          </Link>
        </Name>
        {lockPassed ? (
          <ViewTag>{WIDGET_TEXT.view}</ViewTag>
        ) : (
          <Row>
            <Label>{WIDGET_TEXT.timeLeft}</Label>
            <time dateTime={league.teamsLockingTime}>{timeLeft.text}</time>
          </Row>
        )}
        <Row>
          <Label>{lockPassed ? WIDGET_TEXT.claimingEnded : WIDGET_TEXT.claimingEnds}</Label>
          <time dateTime={league.teamsLockingTime}>{formatEtDateTime(league.teamsLockingTime)}</time>
        </Row>
        <Row>
          <Label>{WIDGET_TEXT.starts}</Label>
          <time dateTime={new Date(league.leagueCreationEpoc).toISOString()}>{formatEtDateTime(league.leagueCreationEpoc)}</time>
        </Row>
        <Row>
          <span>{WIDGET_TEXT.teamsClaimed(league.claimedTeamCount, league.totalMembers)}</span>
        </Row>
        {canClaim && (
          <Button $variant="primary" onClick={claim}>
            {WIDGET_TEXT.claimTeam}
          </Button>
        )}
      </CardShell>
      {/* Beside the card, not in it: a click in the picker must not reach the card's "go to the summary". */}
      {picking ? <ClaimTeamPicker league={league} onCounts={onCounts} onClose={() => setPicking(false)} /> : null}
    </>
  );
}
