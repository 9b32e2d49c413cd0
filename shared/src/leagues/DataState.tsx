import type { ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessageOf } from '../api/error-message';
import { Spinner } from '../ui/Spinner';

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
  padding: ${(p) => p.theme.spacing.md} 0;
  color: ${(p) => p.theme.colors.textMuted};
  &[role='alert'] {
    color: ${(p) => p.theme.colors.error};
  }
`;
