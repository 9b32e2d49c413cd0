import styled, { keyframes } from 'styled-components';
import { tokens } from '@bb/shared';

const shimmer = keyframes`
  from { background-position: -200px 0; }
  to { background-position: 200px 0; }
`;

/** A grey placeholder block with a soft shimmer while the board loads. */
export const SkeletonBlock = styled.span<{ $width?: string; $height?: string }>`
  display: block;
  width: ${(p) => p.$width ?? '100%'};
  height: ${(p) => p.$height ?? '14px'};
  border-radius: ${tokens.radii.sm};
  background: linear-gradient(90deg, ${tokens.colors.border} 0%, ${tokens.colors.surface} 50%, ${tokens.colors.border} 100%);
  background-size: 400px 100%;
  animation: ${shimmer} 1.2s linear infinite;
`;
