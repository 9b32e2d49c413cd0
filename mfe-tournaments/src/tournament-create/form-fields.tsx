import type { ReactNode } from 'react';
import { FieldBox, FieldError, Hint, Inline } from '@bb/shared';

// The create form's plain fields: each with its label, hint and its error beside it (`${id}-error`).

export function SelectField<T extends string | number>({ id, label, value, options, error, onChange }: { id: string; label: string; value: T; options: ReadonlyArray<{ value: T; label: string }>; error?: string; onChange: (value: T) => void }) {
  return (
    <FieldBox>
      <label htmlFor={`field-${id}`}>{label}</label>
      <select
        id={`field-${id}`}
        value={String(value)}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(options.find((o) => String(o.value) === e.target.value)!.value)}
      >
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </FieldBox>
  );
}

export function TextField({ id, label, value, hint, error, type = 'text', inputMode, min, max, maxLength, onChange, onBlur }: { id: string; label: string; value: string; hint?: ReactNode; error?: string; type?: 'text' | 'number'; inputMode?: 'numeric'; min?: number; max?: number; maxLength?: number; onChange: (value: string) => void; onBlur?: () => void }) {
  return (
    <FieldBox>
      <label htmlFor={`field-${id}`}>{label}</label>
      <input
        id={`field-${id}`}
        type={type}
        inputMode={inputMode}
        min={min}
        max={max}
        maxLength={maxLength}
        value={value}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {hint ? <Hint>{hint}</Hint> : null}
      <FieldError id={`${id}-error`} message={error} />
    </FieldBox>
  );
}

/** Two or more choices as radio buttons in a fieldset. */
export function RadioField<T extends string>({ name, legend, value, options, onChange }: { name: string; legend: string; value: T; options: ReadonlyArray<{ value: T; label: string }>; onChange: (value: T) => void }) {
  return (
    <FieldBox>
      <fieldset>
        <legend>{legend}</legend>
        <Inline>
          {options.map((o) => (
            <label key={o.value}>
              <input type="radio" name={name} checked={value === o.value} onChange={() => onChange(o.value)} /> {o.label}
            </label>
          ))}
        </Inline>
      </fieldset>
    </FieldBox>
  );
}
