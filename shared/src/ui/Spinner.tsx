import styled, { keyframes } from 'styled-components';
import { useT } from '../i18n/use-t';
import { tokens } from '../theme/theme-vars';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border: 3px solid ${tokens.colors.border};
  border-top-color: ${tokens.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export interface SpinnerProps {
  size?: number;
  /** Accessible name; defaults to the translated "Loading". */
  label?: string;
}

export function Spinner({ size = 32, label }: SpinnerProps) {
  const t = useT();
  return <Ring $size={size} role="status" aria-label={label ?? t('common.loading')} />;
}
