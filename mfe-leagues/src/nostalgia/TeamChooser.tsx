import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, notifyError, nostalgiaApi, type CreateNostalgiaRequest, type NostalgiaTeam, tokens, paths } from '@bb/shared';
import { nostalgiaMessages } from './messages';
import { newRequestId } from './series-text';

/** Where a series is played: the season area's schedule page (the lead's route). */
export const seriesPath = (leagueId: number) => paths.season.schedule(leagueId);

/**
 * "Which team do you manage?": one button per team; the choice creates the series and opens it. One requestId per
 * chooser, so a double click answers the same series.
 */
export function TeamChooser({ series, teams, onCancel }: { series: Omit<CreateNostalgiaRequest, 'userTeam' | 'requestId'>; teams: NostalgiaTeam[]; onCancel: () => void }) {
  const t = nostalgiaMessages.useT();
  const navigate = useNavigate();
  const requestId = useRef(newRequestId());
  const [pending, setPending] = useState(false);
  const choose = async (team: NostalgiaTeam) => {
    setPending(true);
    try {
      const { leagueId } = await nostalgiaApi.create({ ...series, userTeam: { teamId: team.teamId, year: team.year }, requestId: requestId.current });
      navigate(seriesPath(leagueId));
    } catch (error) {
      notifyError(error);
      setPending(false);
    }
  };
  return (
    <Chooser role="group" aria-label={t('lobby.chooseTeam')}>
      <strong>{pending ? t('lobby.creating') : t('lobby.chooseTeam')}</strong>
      <Choices>
        {teams.map((team) => (
          <Button key={`${team.teamId}-${team.year}`} disabled={pending} onClick={() => void choose(team)}>
            {t('lobby.manage', { team: `${team.year} ${team.name}` })}
          </Button>
        ))}
        <Button $variant="ghost" disabled={pending} onClick={onCancel}>
          {t('lobby.cancel')}
        </Button>
      </Choices>
    </Chooser>
  );
}

const Chooser = styled.div`
  display: grid;
  gap: ${tokens.spacing.sm};
  padding-top: ${tokens.spacing.sm};
  border-top: 1px dashed ${tokens.colors.border};
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.sm};
  button {
    white-space: normal;
    text-align: center;
  }
`;
