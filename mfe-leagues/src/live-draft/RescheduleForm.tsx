import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, notifyError, type DraftRoom } from '@bb/shared';
import { EtDateTimeField, etToInstant, fieldErrorsOf, Inline, instantToEt, SmallButton, validateDraftTimes } from '../league-core';
import { liveDraftMessages } from './messages';

const Form = styled.form`
  display: grid;
  gap: ${(p) => p.theme.spacing.md};
  padding: ${(p) => p.theme.spacing.md};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  h3 {
    margin: 0;
  }
`;

type Field = 'draftHeldAt' | 'gamesBeginAt';

/** The commissioner's reschedule (spec §5's three reschedule messages beside the game start; the draft time's own). */
export function RescheduleForm({ room, onSave, onClose }: { room: DraftRoom; onSave: (draftHeldAt: string, gamesBeginAt: string) => Promise<unknown>; onClose: () => void }) {
  const t = liveDraftMessages.useT();
  const [values, setValues] = useState(() => {
    const draft = instantToEt(Date.parse(room.draftHeldAt));
    const games = instantToEt(Date.parse(room.gamesBeginAt));
    return { draftDate: draft.date, draftTime: draft.time, gamesDate: games.date, gamesTime: games.time };
  });
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);
  const errors = validateDraftTimes(values, Date.now(), 0);
  const shown = (field: Field) => server[field] ?? (submitted ? errors[field] : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (pending || errors.draftHeldAt || errors.gamesBeginAt) return;
    setPending(true);
    try {
      await onSave(etToInstant(values.draftDate, values.draftTime)!.toISOString(), etToInstant(values.gamesDate, values.gamesTime)!.toISOString());
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.draftHeldAt || fields.gamesBeginAt) setServer({ draftHeldAt: fields.draftHeldAt, gamesBeginAt: fields.gamesBeginAt });
      else notifyError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Form noValidate aria-label={t('commish.rescheduleTitle')} onSubmit={(e) => void submit(e)}>
      <h3>{t('commish.rescheduleTitle')}</h3>
      <EtDateTimeField
        id="reschedule-draft"
        dateLabel={t('commish.draftDate')}
        timeLabel={t('commish.draftTime')}
        date={values.draftDate}
        time={values.draftTime}
        onChange={(draftDate, draftTime) => {
          setValues((v) => ({ ...v, draftDate, draftTime }));
          setServer({});
        }}
        describe={(when) => t('commish.draftAt', { when })}
        error={shown('draftHeldAt')}
      />
      <EtDateTimeField
        id="reschedule-games"
        dateLabel={t('commish.gamesDate')}
        timeLabel={t('commish.gamesTime')}
        date={values.gamesDate}
        time={values.gamesTime}
        onChange={(gamesDate, gamesTime) => {
          setValues((v) => ({ ...v, gamesDate, gamesTime }));
          setServer((s) => ({ ...s, gamesBeginAt: undefined }));
        }}
        describe={(when) => t('commish.gamesAt', { when })}
        error={shown('gamesBeginAt')}
      />
      <Inline>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {t('commish.save')}
        </Button>
        <SmallButton onClick={onClose}>{t('commish.cancel')}</SmallButton>
      </Inline>
    </Form>
  );
}
