import { useCallback, useState, type FormEvent } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface FormState<F extends string> {
  values: Record<F, string>;
  errors: FieldErrors<F>;
  submitting: boolean;
  setValue(field: F, value: string): void;
  /** Validates one field when the user leaves it, once they have typed something or submitted. */
  blur(field: F): void;
  setErrors(errors: FieldErrors<F>): void;
  onSubmit(event: FormEvent): void;
  /** The props binding a TextField to one field: spread them, then add label, type and hints. */
  field(name: F): { name: F; value: string; onValue(value: string): void; onBlur(): void; error: string | undefined };
}

/**
 * A form's values and field errors. Submitting validates everything; a field with an error
 * re-validates as the user types, so a message disappears as soon as it is fixed. `submit`
 * runs only for valid values, with `submitting` true until it settles (buttons disable on it).
 */
export function useForm<F extends string>(
  initial: Record<F, string>,
  check: (values: Record<F, string>) => FieldErrors<F>,
  submit: (values: Record<F, string>, form: { setErrors(errors: FieldErrors<F>): void }) => Promise<void> | void,
): FormState<F> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [submitting, setSubmitting] = useState(false);

  const setValue = useCallback(
    (field: F, value: string) => {
      setValues((prev) => {
        const next = { ...prev, [field]: value };
        setErrors((old) => {
          if (!(field in old)) return old;
          const copy = { ...old };
          const message = check(next)[field];
          if (message) copy[field] = message;
          else delete copy[field];
          return copy;
        });
        return next;
      });
    },
    [check],
  );

  const blur = useCallback(
    (field: F) => {
      if ((values[field] ?? '') === '') return;
      const message = check(values)[field];
      setErrors((old) => {
        const copy = { ...old };
        if (message) copy[field] = message;
        else delete copy[field];
        return copy;
      });
    },
    [check, values],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // Take keyboard and screen-reader users to the first field that needs fixing.
      const formElement = event.currentTarget as HTMLFormElement;
      setTimeout(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setSubmitting(true);
    Promise.resolve()
      .then(() => submit(values, { setErrors }))
      .catch(() => undefined)
      .finally(() => setSubmitting(false));
  };

  const field = (name: F) => ({ name, value: values[name], onValue: (v: string) => setValue(name, v), onBlur: () => blur(name), error: errors[name] });

  return { values, errors, submitting, setValue, blur, setErrors, onSubmit, field };
}
