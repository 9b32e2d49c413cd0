import styled from 'styled-components';
import { Button } from '@bb/shared';
import { applyUpdate } from './register-service-worker';
import { useUpdateReadyStore } from './update-ready-store';

export const UPDATE_READY_TEXT = 'New content is available.';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** Offers a reload once a new service worker is waiting. */
export function UpdateBanner({ onReload = applyUpdate }: { onReload?: (registration: ServiceWorkerRegistration) => void }) {
  const registration = useUpdateReadyStore((s) => s.registration);
  if (!registration) return null;
  return (
    <Bar role="status" data-testid="update-banner">
      <span>{UPDATE_READY_TEXT}</span>
      <Button onClick={() => onReload(registration)}>Reload</Button>
    </Bar>
  );
}
