import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const variants = {
  primary: css`
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.primaryText};
    border-color: ${(p) => p.theme.colors.primary};
  `,
  secondary: css`
    background: transparent;
    color: ${(p) => p.theme.colors.secondary};
    border-color: ${(p) => p.theme.colors.secondary};
  `,
  ghost: css`
    background: transparent;
    color: ${(p) => p.theme.colors.text};
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
  gap: ${(p) => p.theme.spacing.sm};
  min-height: 44px;
  padding: 0 ${(p) => p.theme.spacing.lg};
  border: 2px solid;
  border-radius: ${(p) => p.theme.radii.md};
  font: 600 ${(p) => p.theme.fontSizes.md} ${(p) => p.theme.fonts.body};
  /* Rendered as a link (as={Link}) it still reads as a button, not as underlined text. */
  text-decoration: none;
  cursor: pointer;
  ${(p) => variants[p.$variant ?? 'primary']}
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
