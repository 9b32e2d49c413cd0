import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tokens } from '../theme/theme-vars';

/** The look of every text input and select in a form (44 px touch height, the theme's border and surface). */
export const controlStyles = css`
  min-height: 44px;
  padding: 0 ${tokens.spacing.sm};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  font: inherit;
`;

export const FieldBox = styled.div`
  display: grid;
  gap: 4px;
  label,
  legend {
    font-weight: 600;
  }
  input[type='text'],
  input[type='number'],
  input[type='date'],
  input[type='time'],
  select,
  textarea {
    ${controlStyles}
    width: 100%;
    max-width: 420px;
  }
  textarea {
    min-height: 72px;
    padding: ${tokens.spacing.sm};
  }
  fieldset {
    border: none;
    margin: 0;
    padding: 0;
  }
`;

export const Hint = styled.span`
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes.sm};
`;

const ErrorText = styled.span`
  color: ${tokens.colors.error};
  font-size: ${tokens.fontSizes.sm};
`;

/** A field's error beside it; the id lets the input point at it (aria-describedby). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <ErrorText id={id} role="alert">
      {message}
    </ErrorText>
  ) : null;
}

export function Field({ children }: { children: ReactNode }) {
  return <FieldBox>{children}</FieldBox>;
}

export const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.sm} ${tokens.spacing.md};
  align-items: center;
  input[type='date'],
  input[type='time'],
  select {
    width: auto;
  }
`;

export const YearBox = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 4px ${tokens.spacing.md};
  max-height: 220px;
  overflow-y: auto;
  padding: ${tokens.spacing.sm};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  label {
    font-weight: 400;
    display: flex;
    gap: 6px;
    align-items: center;
    min-height: 32px;
  }
`;

/** A league mode's setup form: one column of fields. */
export const SetupForm = styled.form`
  display: grid;
  gap: ${tokens.spacing.lg};
  max-width: 720px;
`;
