import { useRef, useState, type FormEvent } from 'react';
import { notifyError } from '../api/error-message';
import { fieldErrorsOf } from './field-errors';
import { newRequestId } from './request-id';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface LeagueFormConfig<V, F extends string> {
  initial: () => V;
  /** The browser's checks of the values as they stand (the server makes them again). */
  validate: (values: V) => FieldErrors<F>;
  /** Sends the values with the form's request id (a repeated submit gets the first answer) and moves on. */
  send: (values: V, requestId: string) => Promise<void>;
  /** A field whose error shows before it is touched (seasons once some are chosen, the name once checked). */
  showsEarly?: (field: F, values: V) => boolean;
  /** The server's field errors as this form's fields; a refusal with none of them becomes an error toast. */
  serverFields?: (fields: Record<string, string>) => FieldErrors<F>;
}

/**
 * A league form's state (setup forms, the draft reschedule): an error shows once its field was touched or the form
 * submitted; the server's word on a field wins until the field changes; one request at a time.
 */
export function useLeagueForm<V, F extends string>({ initial, validate, send, showsEarly, serverFields }: LeagueFormConfig<V, F>) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<F>>({});
  const [pending, setPending] = useState(false);
  const [requestId] = useState(newRequestId);
  const inFlight = useRef(false);
  const errors = validate(values);

  const shown = (field: F): string | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    return submitted || touched[field] || showsEarly?.(field, values) ? errors[field] : undefined;
  };

  /** Changes values; the server's errors on `fields` no longer apply. */
  const set = (patch: Partial<V>, ...fields: F[]) => {
    setValues((v) => ({ ...v, ...patch }));
    if (fields.length) setServerErrors((e) => ({ ...e, ...Object.fromEntries(fields.map((f) => [f, undefined])) }));
  };
  const touch = (field: F) => setTouched((x) => ({ ...x, [field]: true }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (inFlight.current || Object.values(errors).some(Boolean)) return;
    inFlight.current = true;
    setPending(true);
    try {
      await send(values, requestId);
    } catch (error) {
      const all = fieldErrorsOf(error);
      const fields = serverFields ? serverFields(all) : (all as FieldErrors<F>);
      if (Object.values(fields).some(Boolean)) setServerErrors(fields);
      else notifyError(error);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return { values, errors, pending, shown, set, touch, submit };
}
