import styled, { css } from 'styled-components';
import { tokens } from '../theme/theme-vars';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const variants = {
  primary: css`
    background: ${tokens.colors.primary};
    color: ${tokens.colors.primaryText};
    border-color: ${tokens.colors.primary};
  `,
  secondary: css`
    background: transparent;
    color: ${tokens.colors.secondary};
    border-color: ${tokens.colors.secondary};
  `,
  ghost: css`
    background: transparent;
    color: ${tokens.colors.text};
    border-color: transparent;
  `,
};

/** `type` defaults to "button" so a Button inside a form never submits by accident. */
export const Button = styled.button.attrs<{ $variant?: ButtonVariant }>((p) => ({ type: p.type ?? 'button' }))<{
  $variant?: ButtonVariant;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.spacing.sm};
  min-height: 44px;
  padding: 0 ${tokens.spacing.lg};
  border: 2px solid;
  border-radius: ${tokens.radii.md};
  font: 600 ${tokens.fontSizes.md} ${tokens.fonts.body};
  /* Rendered as a link (as={Link}) it still reads as a button, not as underlined text. */
  text-decoration: none;
  cursor: pointer;
  ${(p) => variants[p.$variant ?? 'primary']}
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
