import { useEffect, useState } from 'react';
import { Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  NotFoundContent,
  Page,
  PageTitle,
  Spinner,
  errorMessageOf,
  formatEtDateTime,
  notifyError,
  type DraftRoom,
  useCountdown,
  tokens,
} from '@bb/shared';
import { draftPaths, draftsApi, Notice, TextLink, Toolbar } from '../league-core';
import { CommissionerControls } from './CommissionerControls';
import { DraftRoomView } from './DraftRoomView';
import { liveDraftMessages } from './messages';
import { teamLabel } from './room-model';
import { useDraftRoom, type DraftRoomState } from './use-draft-room';

const Big = styled.p`
  font: 700 ${tokens.fontSizes.xxl} ${tokens.fonts.mono};
  margin: ${tokens.spacing.sm} 0;
`;

/** A seat through the invitation link (`?invite=`): the viewer takes a team's open seat. */
function JoinButton({ room, applyOwn }: { room: DraftRoom; applyOwn: (room: DraftRoom) => void }) {
  const t = liveDraftMessages.useT();
  const [params] = useSearchParams();
  const [pending, setPending] = useState(false);
  const token = params.get('invite');
  if (!token || room.myTeam !== null || room.status === 'complete') return null;
  const join = async () => {
    setPending(true);
    try {
      applyOwn(await draftsApi.join(room.leagueId, token));
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button type="button" disabled={pending} onClick={() => void join()}>
      {t('join')}
    </Button>
  );
}

/** After draftHeldAt, how long the room waits for the stream's start before it asks for the room itself. */
const START_GRACE_MS = 1500;

/** Before draftHeldAt: the countdown, the teams, and a look at the room again when it ends. */
function BeforeDraft({ state }: { state: DraftRoomState & { room: DraftRoom } }) {
  const t = liveDraftMessages.useT();
  const { room, reload } = state;
  const { text: countdown, msLeft } = useCountdown(room.draftHeldAt, { serverNow: room.now });
  const due = msLeft === 0;
  useEffect(() => {
    if (!due) return undefined;
    // The stream announces the start; this only covers a stream that is not there (again after each answer that
    // still says scheduled).
    const id = setTimeout(reload, START_GRACE_MS);
    return () => clearTimeout(id);
  }, [due, room.now, reload]);
  return (
    <>
      <PageTitle>
        {t('title')}: {room.name}
      </PageTitle>
      <Toolbar>
        <TextLink to={draftPaths.home(room.leagueId)}>{t('backToLeague')}</TextLink>
        <JoinButton room={room} applyOwn={state.applyOwn} />
      </Toolbar>
      <p>{t('startsIn')}</p>
      <Big role="timer" aria-label={t('startsIn')}>
        {countdown}
      </Big>
      <p>{t('startsAt', { when: formatEtDateTime(room.draftHeldAt) })}</p>
      <Notice>{t('waiting')}</Notice>
      <ul>
        {room.teams.map((team) => (
          <li key={team.index}>
            {teamLabel(room, team.index)} · {team.managerName}
          </li>
        ))}
      </ul>
      <CommissionerControls room={room} command={state.command} busy={state.busy} />
    </>
  );
}

function DraftRoomPage() {
  const t = liveDraftMessages.useT();
  const { id = '' } = useParams();
  const state = useDraftRoom(id);
  const { room } = state;
  return (
    <Page>
      {room === null ? (
        <>
          <PageTitle>{t('title')}</PageTitle>
          {state.error !== undefined ? <Notice role="alert">{errorMessageOf(state.error)}</Notice> : <Spinner />}
        </>
      ) : room.status === 'scheduled' ? (
        <BeforeDraft state={{ ...state, room }} />
      ) : (
        <>
          <JoinButton room={room} applyOwn={state.applyOwn} />
          <DraftRoomView state={{ ...state, room }} />
        </>
      )}
    </Page>
  );
}

/** /live-draft/{id}: the live draft room. */
export default function LiveDraftPage() {
  return (
    <Routes>
      <Route path=":id" element={<DraftRoomPage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
