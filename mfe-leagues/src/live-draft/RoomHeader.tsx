import styled from 'styled-components';
import { PageTitle, type DraftRoom, useCountdown, tokens } from '@bb/shared';
import { draftPaths, Problem, TextLink, Toolbar } from '../league-core';
import { liveDraftMessages } from './messages';
import { teamLabel } from './room-model';

const Clock = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.spacing.xs} ${tokens.spacing.md};
  padding: ${tokens.spacing.sm} ${tokens.spacing.md};
  margin-bottom: ${tokens.spacing.sm};
  border: 2px solid ${(p) => (p.$mine ? tokens.colors.primary : tokens.colors.border)};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  [role='timer'] {
    font: 700 ${tokens.fontSizes.xl} ${tokens.fonts.mono};
    margin-left: auto;
  }
`;

/**
 * Who is on the clock, the round and pick, and the pick timer: the server's deadline on the session's server clock
 * (the room's `now` corrects that clock when it moved), minutes:seconds.
 */
function OnTheClock({ room }: { room: DraftRoom }) {
  const t = liveDraftMessages.useT();
  const current = room.current;
  const timer = useCountdown(current?.deadline, { serverNow: room.now, showHours: false }).text;
  if (!current) return null;
  const mine = room.myTeam !== null && room.myTeam === current.team;
  return (
    <Clock $mine={mine} data-testid="on-the-clock">
      <div>
        <strong>{t('onTheClock')}:</strong> {teamLabel(room, current.team)}
        <br />
        {t('roundPick', { ...current })}
        {mine ? (
          <>
            <br />
            <strong>{t('yourTurn')}</strong>
          </>
        ) : null}
      </div>
      {current.deadline ? (
        <span role="timer" aria-label={t('timer')}>
          {timer}
        </span>
      ) : null}
    </Clock>
  );
}

export function RoomHeader({ room }: { room: DraftRoom }) {
  const t = liveDraftMessages.useT();
  return (
    <header>
      <PageTitle>
        {t('title')}: {room.name}
      </PageTitle>
      <Toolbar>
        <TextLink to={draftPaths.home(room.leagueId)}>{t('backToLeague')}</TextLink>
        {room.status === 'complete' ? <TextLink to={draftPaths.summary(room.leagueId)}>{t('summary')}</TextLink> : null}
      </Toolbar>
      {room.status === 'complete' ? <Problem role="status">{t('complete')}</Problem> : null}
      {room.status === 'paused' ? <Problem role="status">{t('paused')}</Problem> : null}
      {room.pauseAfterRound && room.status === 'live' ? <Problem role="status">{t('pauseAfterRound')}</Problem> : null}
      {room.status === 'live' || room.status === 'paused' ? <OnTheClock room={room} /> : null}
    </header>
  );
}
