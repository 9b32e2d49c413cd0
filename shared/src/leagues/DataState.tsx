import type { ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessageOf } from '../api/error-message';
import { Spinner } from '../ui/Spinner';
import { tokens } from '../theme/theme-vars';

/** Loading, the server's error text, an empty text, or the content: every league panel's four states. */
export function DataState<T>({
  data,
  error,
  loading,
  empty,
  isEmpty,
  children,
}: {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  empty?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (data === undefined) {
    if (loading) return <Spinner />;
    return <Notice role="alert">{errorMessageOf(error)}</Notice>;
  }
  if (empty && isEmpty?.(data)) return <Notice>{empty}</Notice>;
  return <>{children(data)}</>;
}

export const Notice = styled.p`
  margin: 0;
  padding: ${tokens.spacing.md} 0;
  color: ${tokens.colors.textMuted};
  &[role='alert'] {
    color: ${tokens.colors.error};
  }
`;
