import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  ModalActions,
  ModalDialog,
  formatEtDateTime,
  toast,
  type CalendarGame,
  EtDateTimeField,
  etToInstant,
  instantToEt,
  tokens,
} from '@bb/shared';
import { calendarApi } from './calendar-api';
import { rescheduleErrorText } from './reschedule-error';
import { calendarMessages } from './messages';

const Form = styled.form`
  display: grid;
  gap: ${tokens.spacing.md};
  p {
    margin: 0;
  }
`;

/**
 * Moves one game to a later start entered in ET. A refusal names the original time through a placeholder that
 * becomes the quoted, formatted time, shown beside the field and in the error toast.
 */
export function RescheduleModal({ game, onDone, onClose }: { game: CalendarGame; onDone: (game: CalendarGame) => void; onClose: () => void }) {
  const t = calendarMessages.useT();
  const [value, setValue] = useState(() => instantToEt(Date.parse(game.startsAt)));
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const at = etToInstant(value.date, value.time);
    if (!at) return setError(t('invalidTime'));
    setBusy(true);
    setError(undefined);
    try {
      const moved = await calendarApi.reschedule({ leagueId: game.leagueId, scheduleId: game.scheduleId, startsAt: at.toISOString() });
      toast.success(t('rescheduled', { when: formatEtDateTime(moved.startsAt) }));
      onDone(moved);
    } catch (failure) {
      const text = rescheduleErrorText(failure);
      setError(text);
      toast.error(text);
      setBusy(false);
    }
  };

  return (
    <ModalDialog title={t('rescheduleTitle')} busy={busy} onClose={onClose}>
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <p>{t('rescheduleIntro', { away: game.away.name, home: game.home.name, league: game.leagueName, when: formatEtDateTime(game.startsAt) })}</p>
        <EtDateTimeField
          id="calendar-reschedule"
          dateLabel={t('newDate')}
          timeLabel={t('newTime')}
          date={value.date}
          time={value.time}
          onChange={(date, time) => setValue({ date, time })}
          describe={(when) => t('newStart', { when })}
          error={error}
        />
        <ModalActions>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('saving') : t('save')}
          </Button>
        </ModalActions>
      </Form>
    </ModalDialog>
  );
}
