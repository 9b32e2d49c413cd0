import { formatEtDateTime } from '../format';
import { etToInstant } from './et-time';
import { FieldBox, FieldError, Hint, Inline } from './form-ui';

/**
 * A date and a time entered in US Eastern time whatever the browser's zone, with the instant they
 * name spelled out below and the field's error beside it (`${id}-error`, which the inputs point at).
 */
export function EtDateTimeField({
  id,
  dateLabel,
  timeLabel,
  date,
  time,
  onChange,
  onBlur,
  describe,
  error,
}: {
  id: string;
  dateLabel: string;
  timeLabel: string;
  date: string;
  time: string;
  onChange: (date: string, time: string) => void;
  onBlur?: () => void;
  /** The hint under the inputs for the instant entered, e.g. "Games begin Mon, Jan 1, 2024, 07:05 PM ET". */
  describe?: (when: string) => string;
  error: string | undefined;
}) {
  const at = etToInstant(date, time);
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <FieldBox>
      <Inline>
        <label>
          {dateLabel}{' '}
          <input type="date" value={date} aria-invalid={!!error} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value, time)} onBlur={onBlur} />
        </label>
        <label>
          {timeLabel}{' '}
          <input type="time" value={time} aria-invalid={!!error} aria-describedby={describedBy} onChange={(e) => onChange(date, e.target.value)} onBlur={onBlur} />
        </label>
      </Inline>
      {at && describe ? <Hint data-testid={`${id}-at`}>{describe(formatEtDateTime(at))}</Hint> : null}
      <FieldError id={`${id}-error`} message={error} />
    </FieldBox>
  );
}
