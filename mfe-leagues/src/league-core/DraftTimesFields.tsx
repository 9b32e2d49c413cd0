import type { DraftTimes } from './draft-times';
import { EtDateTimeField } from '@bb/shared';
import { leagueMessages } from './league-messages';

export type DraftTimeField = 'draftHeldAt' | 'gamesBeginAt';

/**
 * When the draft is held and when its season's games begin, both in ET: the setup form's and the commissioner's
 * reschedule (checked by `validateDraftTimes`). A new draft time may move the games' start, so it clears both errors.
 */
export function DraftTimesFields({
  idPrefix = '',
  values,
  error,
  onChange,
  onBlur,
}: {
  /** Before the fields' ids (`${idPrefix}draftHeldAt-error`) where another form's may share the page. */
  idPrefix?: string;
  values: DraftTimes;
  error: (field: DraftTimeField) => string | undefined;
  onChange: (patch: Partial<DraftTimes>, ...cleared: DraftTimeField[]) => void;
  onBlur?: (field: DraftTimeField) => void;
}) {
  const t = leagueMessages.useT();
  return (
    <>
      <EtDateTimeField
        id={`${idPrefix}draftHeldAt`}
        dateLabel={t('draftTimes.draftDate')}
        timeLabel={t('draftTimes.draftTime')}
        date={values.draftDate}
        time={values.draftTime}
        onChange={(draftDate, draftTime) => onChange({ draftDate, draftTime }, 'draftHeldAt', 'gamesBeginAt')}
        onBlur={onBlur && (() => onBlur('draftHeldAt'))}
        describe={(when) => t('draftTimes.draftAt', { when })}
        error={error('draftHeldAt')}
      />
      <EtDateTimeField
        id={`${idPrefix}gamesBeginAt`}
        dateLabel={t('draftTimes.gamesDate')}
        timeLabel={t('draftTimes.gamesTime')}
        date={values.gamesDate}
        time={values.gamesTime}
        onChange={(gamesDate, gamesTime) => onChange({ gamesDate, gamesTime }, 'gamesBeginAt')}
        onBlur={onBlur && (() => onBlur('gamesBeginAt'))}
        describe={(when) => t('draftTimes.gamesAt', { when })}
        error={error('gamesBeginAt')}
      />
    </>
  );
}
