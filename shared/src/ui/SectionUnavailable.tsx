import styled from 'styled-components';
import { useT } from '../i18n/use-t';
import { Button } from './Button';
import { Card } from './layout';
import { tokens } from '../theme/theme-vars';

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.spacing.md};
  text-align: center;
  max-width: 480px;
  margin: ${tokens.spacing.xl} auto;
  & h2 {
    margin: 0;
    font-size: ${tokens.fontSizes.lg};
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
