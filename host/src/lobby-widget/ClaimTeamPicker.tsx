import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import {
  Button,
  ModalDialog,
  Spinner,
  TOURNAMENT_MESSAGES,
  notifyError,
  toast,
  tournamentKeys,
  tournamentsApi,
  useApiQuery,
  type LobbyLeague,
  type TournamentDetail,
  type TournamentTeamView,
  tokens,
} from '@bb/shared';
import { WIDGET_TEXT } from './strings';

const Teams = styled.ul`
  display: grid;
  gap: ${tokens.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: min(50vh, 420px);
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const TeamButton = styled(Button)`
  width: 100%;
  justify-content: space-between;
  gap: ${tokens.spacing.sm};
  text-align: left;
  span:last-child {
    color: inherit;
    opacity: 0.75;
    font-variant-numeric: tabular-nums;
  }
`;

export const teamSeasonName = (team: TournamentTeamView) => `${team.year} ${team.city} ${team.nickname}`;

/** Why the viewer may not claim in this tournament now, in the server's words. */
export function refusal(detail: TournamentDetail): string {
  if (detail.status !== 'claiming') return TOURNAMENT_MESSAGES.locked;
  if (detail.myTeam !== null) return TOURNAMENT_MESSAGES.alreadyClaimed;
  if (detail.claimedTeams >= detail.totalTeams) return TOURNAMENT_MESSAGES.full;
  return TOURNAMENT_MESSAGES.notInvited;
}

export interface ClaimTeamPickerProps {
  league: LobbyLeague;
  /** The tournament's newest counts (after a claim, or a reload after a refusal). */
  onCounts(detail: TournamentDetail): void;
  onClose(): void;
}

/**
 * Claim Team from the floating widget without leaving the page: the tournament's open teams (its detail), one tap
 * claims one. A refused claim (409: taken meanwhile, already claimed, locked) shows the server's message and the list
 * is loaded again. Rendered into the body: the widget's frame clips and may be moved by a transform.
 */
export function ClaimTeamPicker({ league, onCounts, onClose }: ClaimTeamPickerProps) {
  const [busy, setBusy] = useState(false);
  const { data: detail, reload } = useApiQuery(tournamentKeys.detail(league.leagueId), (signal) => tournamentsApi.detail(league.leagueId, signal), {
    onError: (error) => {
      notifyError(error);
      onClose();
    },
  });
  useEffect(() => {
    if (detail) onCounts(detail);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the counts follow each answer (open, refusal, live change)
  }, [detail]);

  const claim = async (team: TournamentTeamView) => {
    if (busy) return;
    setBusy(true);
    try {
      const next = await tournamentsApi.claim(league.leagueId, { teamIndex: team.index });
      toast.success(TOURNAMENT_MESSAGES.claimed(teamSeasonName(team)));
      onCounts(next);
      onClose();
    } catch (error) {
      notifyError(error);
      setBusy(false);
      reload();
    }
  };

  const open = detail?.teams.filter((t) => t.manager === 'open') ?? [];
  const body = !detail ? (
    <Spinner label={WIDGET_TEXT.loadingTeams} />
  ) : !detail.mayClaim ? (
    <p role="status">{refusal(detail)}</p>
  ) : (
    <Teams aria-label={WIDGET_TEXT.openTeams}>
      {open.map((team) => (
        <li key={team.index}>
          <TeamButton $variant="secondary" disabled={busy} onClick={() => void claim(team)}>
            <span>{teamSeasonName(team)}</span>
            <span>{`${team.realWins}-${team.realLosses}`}</span>
          </TeamButton>
        </li>
      ))}
    </Teams>
  );

  return createPortal(
    <ModalDialog title={WIDGET_TEXT.pickTitle(league.name)} busy={busy} onClose={onClose}>
      <p>{WIDGET_TEXT.teamsClaimed(detail?.claimedTeams ?? league.claimedTeamCount, detail?.totalTeams ?? league.totalMembers)}</p>
      {body}
    </ModalDialog>,
    document.body,
  );
}
