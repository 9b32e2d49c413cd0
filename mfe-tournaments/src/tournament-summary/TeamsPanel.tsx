import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  TOURNAMENT_MESSAGES,
  notifyError,
  toast,
  tournamentsApi,
  type TournamentDetail,
  type TournamentTeamView,
  tokens,
} from '@bb/shared';
import { summaryMessages } from './messages';
import { Panel } from './summary-ui';
import { teamSeasonName } from './team-names';
import { TeamBadge } from './TeamBadge';

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ $mine: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${tokens.spacing.xs} ${tokens.spacing.sm};
  padding: ${tokens.spacing.sm} 0;
  border-bottom: 1px solid ${tokens.colors.border};
  ${(p) => (p.$mine ? `box-shadow: inset 4px 0 0 ${tokens.colors.focus}; padding-left: ${tokens.spacing.sm};` : '')}
  &:last-child {
    border-bottom: none;
  }
`;

const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  display: block;
  font-size: ${tokens.fontSizes.md};
  color: ${tokens.colors.textMuted};
`;

function managerText(team: TournamentTeamView, t: ReturnType<typeof summaryMessages.useT>): string {
  if (team.manager === 'open') return t('open');
  if (team.manager === 'you') return t('you', { name: team.managerName });
  if (team.manager === 'computer') return t('computer', { name: team.managerName });
  return team.managerName;
}

export interface TeamsPanelProps {
  detail: TournamentDetail;
  /** The claim's answer (the new detail). */
  onClaimed(detail: TournamentDetail): void;
  /** A refused claim: what the page shows is stale, load it again. */
  refresh(): void;
}

/**
 * The field: each team-season with its real record and its manager ('Open' until claimed), and Claim Team on the open
 * ones while the viewer may claim. A refused claim (409: taken, already claimed, locked) shows the server's message.
 */
export function TeamsPanel({ detail, onClaimed, refresh }: TeamsPanelProps) {
  const t = summaryMessages.useT();
  const [busy, setBusy] = useState<number | null>(null);

  const claim = async (team: TournamentTeamView) => {
    if (busy !== null) return;
    setBusy(team.index);
    try {
      const next = await tournamentsApi.claim(detail.leagueId, { teamIndex: team.index });
      toast.success(TOURNAMENT_MESSAGES.claimed(teamSeasonName(team)));
      onClaimed(next);
    } catch (error) {
      notifyError(error);
      refresh();
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel aria-labelledby="tournament-teams">
      <h2 id="tournament-teams">{t('teams')}</h2>
      <p>{t('claimed', { claimed: detail.claimedTeams, total: detail.totalTeams })}</p>
      <List>
        {detail.teams.map((team) => {
          const name = teamSeasonName(team);
          return (
            <Row key={team.index} $mine={team.index === detail.myTeam} data-testid={`team-${team.index}`}>
              <span>
                <Name>
                  <TeamBadge team={team} />
                  {team.seed !== null ? `${team.seed}. ` : ''}
                  {name}
                </Name>
                <Meta>
                  {`${team.realWins}-${team.realLosses}`} · {managerText(team, t)}
                </Meta>
              </span>
              {detail.mayClaim && team.manager === 'open' ? (
                <Button $variant="primary" aria-label={t('claimTeam', { team: name })} disabled={busy !== null} onClick={() => void claim(team)}>
                  {busy === team.index ? t('claiming') : t('claim')}
                </Button>
              ) : null}
            </Row>
          );
        })}
      </List>
    </Panel>
  );
}
