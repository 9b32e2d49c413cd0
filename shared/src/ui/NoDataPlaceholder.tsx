import styled from 'styled-components';
import { useT } from '../i18n/use-t';
import { tokens } from '../theme/theme-vars';

const Placeholder = styled.div`
  display: grid;
  gap: ${tokens.spacing.xs};
  padding: ${tokens.spacing.lg} 0;
  text-align: center;
  color: ${tokens.colors.textMuted};
  & p {
    margin: 0;
  }
  & p:first-child {
    font-weight: 700;
    color: ${tokens.colors.text};
  }
`;

/**
 * The no-data placeholder: shown where the user's own search or filter over loaded data leaves
 * nothing, so the way out is to try another one. An empty list with no filter keeps its screen's own empty text.
 */
export function NoDataPlaceholder() {
  const t = useT();
  return (
    <Placeholder role="status" data-testid="no-data-placeholder">
      <p>{t('noData.title')}</p>
      <p>{t('noData.hint')}</p>
    </Placeholder>
  );
}
