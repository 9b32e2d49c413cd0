import styled from 'styled-components';
import type { ActiveSubscription } from '@bb/shared';
import { formatMoney } from './plan-pricing';
import { renewalText } from './renewal-text';
import { subscriptionMessages } from './subscription-messages';
import { tokens } from '@bb/shared';

const List = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${tokens.spacing.sm} ${tokens.spacing.lg};
  margin: 0 0 ${tokens.spacing.md};
  & dt {
    color: ${tokens.colors.textMuted};
  }
  & dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Renewal = styled.p`
  margin: 0 0 ${tokens.spacing.lg};
  padding: ${tokens.spacing.md};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.background};
  font-size: ${tokens.fontSizes.lg};
  font-weight: 600;
`;

const STATUS_KEYS = {
  trialing: 'statusTrialing',
  active: 'statusActive',
  canceled: 'statusCanceled',
  past_due: 'statusPastDue',
  incomplete: 'statusIncomplete',
} as const;

/** Plan, price, status and the trial/renewal sentence of an active subscription. */
export function PlanSummary({ active }: { active: ActiveSubscription }) {
  const m = subscriptionMessages.useT();
  const { plan, subscription } = active;
  const per = plan.interval === 'month' ? m('monthlyFull', { price: formatMoney(plan.amount, plan.currency) }) : m('yearlyFull', { price: formatMoney(plan.amount, plan.currency) });
  return (
    <>
      <Renewal data-testid="renewal-text">{renewalText(active)}</Renewal>
      <List>
        <dt>{m('currentPlan')}</dt>
        <dd>{plan.name}</dd>
        <dt>{m('price')}</dt>
        <dd>{per}</dd>
        <dt>{m('status')}</dt>
        <dd>{m(STATUS_KEYS[subscription.status] ?? 'statusActive')}</dd>
      </List>
    </>
  );
}
