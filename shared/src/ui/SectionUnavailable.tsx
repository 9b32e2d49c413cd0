import styled from 'styled-components';
import { useT } from '../i18n/use-t';
import { Button } from './Button';
import { Card } from './layout';

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.spacing.md};
  text-align: center;
  max-width: 480px;
  margin: ${(p) => p.theme.spacing.xl} auto;
  & h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`;

export interface SectionUnavailableProps {
  onRetry?: () => void;
  /** Disables Retry while a retry is under way. */
  retrying?: boolean;
}

/** Fallback for a remote that failed to load: the host wraps each remote in it. */
export function SectionUnavailable({ onRetry, retrying = false }: SectionUnavailableProps) {
  const t = useT();
  return (
    <Panel role="alert" data-testid="section-unavailable">
      <h2>{t('section.unavailable')}</h2>
      {onRetry ? (
        <Button onClick={onRetry} disabled={retrying}>
          {t('section.retry')}
        </Button>
      ) : null}
    </Panel>
  );
}
