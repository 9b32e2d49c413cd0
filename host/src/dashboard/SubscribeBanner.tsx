import styled from 'styled-components';
import { Card, LOBBY_PATH, tokens } from '@bb/shared';
import { dashboardMessages } from './messages';
import { ActionLink, rowCss } from './dashboard-ui';

const Banner = styled(Card)`
  ${rowCss}
  margin-bottom: ${tokens.spacing.md};
  & > p {
    margin: 0;
    flex: 1 1 220px;
  }
`;

/**
 * For a logged-in user without a plan (a route his status does not allow sends him here): what needs one, and the lobby with the plan modal
 * open (the lobby's { showPlans: true } entry, the one way in to the plans).
 */
export function SubscribeBanner() {
  const t = dashboardMessages.useT();
  return (
    <Banner data-testid="dashboard-subscribe">
      <p>{t('subscribe.text')}</p>
      <ActionLink to={LOBBY_PATH} state={{ showPlans: true }}>
        {t('subscribe.action')}
      </ActionLink>
    </Banner>
  );
}
