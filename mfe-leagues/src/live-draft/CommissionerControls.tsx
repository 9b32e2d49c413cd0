import { useState } from 'react';
import { notifyError, type DraftRoom } from '@bb/shared';
import { draftsApi, SmallButton, Toolbar } from '../league-core';
import { liveDraftMessages } from './messages';
import { RescheduleForm } from './RescheduleForm';
import type { DraftRoomState } from './use-draft-room';

/** Pause (after the current round), resume, undo the last pick and reschedule: the commissioner's only. */
export function CommissionerControls({ room, command, busy }: { room: DraftRoom; command: DraftRoomState['command']; busy: boolean }) {
  const t = liveDraftMessages.useT();
  const [rescheduling, setRescheduling] = useState(false);
  if (!room.isCommissioner || room.status === 'complete') return null;
  const run = (action: () => Promise<DraftRoom>) => void command(action).catch(notifyError);
  const last = room.picks.reduce<number | null>((max, p) => (max === null || p.pick > max ? p.pick : max), null);
  const pausable = room.status === 'live' && !room.pauseAfterRound;
  const resumable = room.status === 'paused' || room.pauseAfterRound;
  return (
    <section aria-label={t('commish.title')}>
      <Toolbar role="group" aria-label={t('commish.title')}>
        {pausable ? (
          <SmallButton disabled={busy} onClick={() => run(() => draftsApi.pause(room.leagueId))}>
            {t('commish.pause')}
          </SmallButton>
        ) : null}
        {resumable ? (
          <SmallButton disabled={busy} onClick={() => run(() => draftsApi.resume(room.leagueId))}>
            {t('commish.resume')}
          </SmallButton>
        ) : null}
        {last !== null && room.status !== 'scheduled' ? (
          <SmallButton disabled={busy} onClick={() => run(() => draftsApi.undo(room.leagueId, last))}>
            {t('commish.undo')}
          </SmallButton>
        ) : null}
        <SmallButton aria-expanded={rescheduling} onClick={() => setRescheduling((v) => !v)}>
          {t('commish.reschedule')}
        </SmallButton>
      </Toolbar>
      {rescheduling ? (
        <RescheduleForm
          room={room}
          onSave={(draftHeldAt, gamesBeginAt) => command(() => draftsApi.reschedule(room.leagueId, { draftHeldAt, gamesBeginAt }), t('commish.rescheduled'))}
          onClose={() => setRescheduling(false)}
        />
      ) : null}
    </section>
  );
}
