import { useId, useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { formMessages } from './form-messages';
import { tokens } from '@bb/shared';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.spacing.xs};
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${tokens.fontSizes.md};
  color: ${tokens.colors.text};
`;

const Control = styled.div`
  position: relative;
  display: flex;
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 0 ${tokens.spacing.md};
  border: 1px solid ${(p) => (p.$invalid ? tokens.colors.error : tokens.colors.border)};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.background};
  color: ${tokens.colors.text};
  font: 400 16px ${tokens.fonts.body};
  &:focus {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    opacity: 0.7;
  }
`;

const Reveal = styled.button`
  position: absolute;
  right: 4px;
  top: 50%;
  transform: translateY(-50%);
  min-height: 36px;
  padding: 0 ${tokens.spacing.sm};
  border: 0;
  background: transparent;
  color: ${tokens.colors.textMuted};
  font: 600 ${tokens.fontSizes.sm} ${tokens.fonts.body};
  cursor: pointer;
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${tokens.colors.error};
  font-size: ${tokens.fontSizes.md};
`;

const Hint = styled.p`
  margin: 0;
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes.sm};
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue(value: string): void;
  error?: string | undefined;
  hint?: string;
}

/** A labelled input whose error shows under it and is announced with the field. */
export function TextField({ label, value, onValue, error, hint, id, type = 'text', ...rest }: TextFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const [revealed, setRevealed] = useState(false);
  const secret = type === 'password';
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Wrap>
      <Label htmlFor={inputId}>{label}</Label>
      <Control>
        <Input
          {...rest}
          id={inputId}
          type={secret && revealed ? 'text' : type}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          $invalid={!!error}
          style={secret ? { paddingRight: 64 } : undefined}
        />
        {secret ? (
          <Reveal type="button" onClick={() => setRevealed((v) => !v)} aria-pressed={revealed} aria-label={formMessages.t(revealed ? 'hidePassword' : 'showPassword')}>
            {revealed ? 'Hide' : 'Show'}
          </Reveal>
        ) : null}
      </Control>
      {hint ? <Hint id={`${inputId}-hint`}>{hint}</Hint> : null}
      {error ? (
        <FieldError id={`${inputId}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Wrap>
  );
}
