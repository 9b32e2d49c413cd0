import { Button, type DraftRoom, etToInstant, Inline, instantToEt, serverNow, useLeagueForm } from '@bb/shared';
import { DraftTimesFields, Panel, SmallButton, validateDraftTimes, type DraftTimeField, type DraftTimes } from '../league-core';
import { liveDraftMessages } from './messages';

/** The commissioner's reschedule (the three reschedule messages beside the game start; the draft time's own). */
export function RescheduleForm({ room, onSave, onClose }: { room: DraftRoom; onSave: (draftHeldAt: string, gamesBeginAt: string) => Promise<unknown>; onClose: () => void }) {
  const t = liveDraftMessages.useT();
  const { values, shown, set, submit, pending } = useLeagueForm<DraftTimes, DraftTimeField>({
    initial: () => {
      const draft = instantToEt(Date.parse(room.draftHeldAt));
      const games = instantToEt(Date.parse(room.gamesBeginAt));
      return { draftDate: draft.date, draftTime: draft.time, gamesDate: games.date, gamesTime: games.time };
    },
    validate: (v) => validateDraftTimes(v, serverNow(), 0),
    send: async (v) => {
      await onSave(etToInstant(v.draftDate, v.draftTime)!.toISOString(), etToInstant(v.gamesDate, v.gamesTime)!.toISOString());
      onClose();
    },
    serverFields: ({ draftHeldAt, gamesBeginAt }) => ({ draftHeldAt, gamesBeginAt }),
  });

  return (
    <Panel as="form" noValidate aria-label={t('commish.rescheduleTitle')} onSubmit={(e) => void submit(e)}>
      <h3>{t('commish.rescheduleTitle')}</h3>
      <DraftTimesFields idPrefix="reschedule-" values={values} error={shown} onChange={set} />
      <Inline>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {t('commish.save')}
        </Button>
        <SmallButton onClick={onClose}>{t('commish.cancel')}</SmallButton>
      </Inline>
    </Panel>
  );
}
