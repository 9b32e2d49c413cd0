import styled from 'styled-components';
import { Button, Spinner, media, type SubscriptionPlan, tokens } from '@bb/shared';
import { intervalLabel, planPrice } from './plan-pricing';
import { subscriptionMessages } from './subscription-messages';
import type { Checkout } from './use-checkout';
import type { PlansState } from './use-plans';
import { TermsNotice } from '../common/TermsNotice';

const Grid = styled.div`
  display: grid;
  gap: ${tokens.spacing.md};
  grid-template-columns: 1fr;
  margin: ${tokens.spacing.md} 0;
  ${media.up('tablet')} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const PlanCard = styled.button<{ $chosen: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tokens.spacing.xs};
  padding: ${tokens.spacing.lg} ${tokens.spacing.md} ${tokens.spacing.md};
  border: 2px solid ${(p) => (p.$chosen ? tokens.colors.primary : tokens.colors.border)};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  text-align: left;
  font: inherit;
  cursor: pointer;
  box-shadow: ${(p) => (p.$chosen ? '0 0 0 3px rgba(200, 16, 46, 0.15)' : 'none')};
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const Name = styled.span`
  font: 600 ${tokens.fontSizes.lg} ${tokens.fonts.heading};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Headline = styled.span`
  font-size: 20px;
  line-height: 1.25;
  font-weight: 700;
`;

const Small = styled.span`
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes.md};
`;

const Tag = styled.span`
  position: absolute;
  top: -12px;
  right: 12px;
  padding: 2px 10px;
  border-radius: ${tokens.radii.pill};
  background: ${tokens.colors.success};
  color: ${tokens.colors.successText};
  font-size: ${tokens.fontSizes.sm};
  font-weight: 700;
`;

const Check = styled.span<{ $chosen: boolean }>`
  position: absolute;
  top: 14px;
  right: 14px;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  border: 2px solid ${(p) => (p.$chosen ? tokens.colors.primary : tokens.colors.border)};
  background: ${(p) => (p.$chosen ? tokens.colors.primary : 'transparent')};
  color: #fff;
  font-size: 13px;
  line-height: 18px;
  text-align: center;
`;

const Footer = styled.p`
  margin: 0 0 ${tokens.spacing.md};
  text-align: center;
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes.md};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.spacing.sm};
  & > button {
    width: 100%;
    max-width: 360px;
  }
`;

const Status = styled.div`
  display: flex;
  justify-content: center;
  padding: ${tokens.spacing.lg};
`;

function PlanOption({ plan, chosen, disabled, onChoose }: { plan: SubscriptionPlan; chosen: boolean; disabled: boolean; onChoose(): void }) {
  const m = subscriptionMessages.useT();
  const price = planPrice(plan);
  return (
    <PlanCard type="button" role="radio" aria-checked={chosen} $chosen={chosen} disabled={disabled} onClick={onChoose} data-plan-interval={plan.interval}>
      {plan.tag ? <Tag>{plan.tag}</Tag> : null}
      <Check $chosen={chosen} aria-hidden="true">
        {chosen ? '✓' : ''}
      </Check>
      <Name>{intervalLabel(plan)}</Name>
      <Small>{plan.name}</Small>
      <Headline>{price.headline}</Headline>
      {price.after ? <Small>{price.after}</Small> : null}
      <Small>{m('trial', { days: plan.trialDays })}</Small>
    </PlanCard>
  );
}

/** The plan list with its footer and the Checkout button (plan modal, /payment, /special-checkout). */
export function PlanPicker({ plans, checkout }: { plans: PlansState; checkout: Checkout }) {
  const m = subscriptionMessages.useT();
  if (plans.status === 'loading' || plans.status === 'idle') {
    return (
      <Status>
        <Spinner label={m('loadingPlans')} />
      </Status>
    );
  }
  if (plans.status !== 'ready' || plans.plans.length === 0) return <Footer role="status">{m('noPlans')}</Footer>;
  return (
    <>
      <Grid role="radiogroup" aria-label={m('planTitle')}>
        {plans.plans.map((plan) => (
          <PlanOption
            key={plan.id}
            plan={plan}
            chosen={checkout.chosen?.id === plan.id}
            disabled={checkout.loading}
            onChoose={() => checkout.choose({ id: plan.id, interval: plan.interval })}
          />
        ))}
      </Grid>
      <Footer>{m('footer')}</Footer>
      <Actions>
        <Button onClick={() => void checkout.start()} disabled={!checkout.chosen || checkout.loading} aria-busy={checkout.loading}>
          {checkout.loading ? (
            <>
              <Spinner size={18} label={m('redirecting')} />
              {m('redirecting')}
            </>
          ) : (
            m('checkout')
          )}
        </Button>
        {!checkout.chosen ? <Small>{m('choosePlan')}</Small> : null}
        <TermsNotice context="checkout" />
      </Actions>
    </>
  );
}
