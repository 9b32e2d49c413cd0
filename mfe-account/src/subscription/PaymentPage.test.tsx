import { screen } from '@testing-library/react';
import { authBus } from '@bb/shared';
import { fail, mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { renderAt, setupAccountTests, userRecord } from '../test/render';
import PaymentPage from './PaymentPage';
import SpecialCheckoutPage from './SpecialCheckoutPage';
import { JAN_2_2024, MONTHLY, YEARLY, active } from './test-plans';

setupAccountTests();
beforeEach(() => authBus.login(userRecord({ id: 42 })));

test('a subscriber sees the plan, status, renewal date and Manage', async () => {
  mockApi({ 'GET payments/42/subscription': () => ok(active({ trial_end: null, status: 'active', cancel_at_period_end: false, current_period_end: JAN_2_2024 })) });
  renderAt(<PaymentPage />, '/payment');
  expect(screen.getByRole('heading', { level: 1, name: 'Subscription' })).toBeInTheDocument();
  expect(await screen.findByText('Your plan renews on Tue, Jan 2, 2024')).toBeInTheDocument();
  expect(screen.getByText('Active')).toBeInTheDocument();
  expect(screen.getByText('$119.99/year')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Manage' })).toBeEnabled();
});

test('a cancelled plan says when it ends', async () => {
  mockApi({ 'GET payments/42/subscription': () => ok(active({ trial_end: null, status: 'canceled', cancel_at_period_end: true, current_period_end: JAN_2_2024 })) });
  renderAt(<PaymentPage />, '/payment');
  expect(await screen.findByText('Your plan ends on Tue, Jan 2, 2024')).toBeInTheDocument();
});

test('without a subscription the plans are offered', async () => {
  mockApi({ 'GET payments/42/subscription': () => fail(404, 'No subscription found'), 'GET payments/plans': () => ok([MONTHLY, YEARLY]) });
  renderAt(<PaymentPage />, '/payment');
  expect(await screen.findByText('You do not have a Baseball Max plan yet.')).toBeInTheDocument();
  expect(await screen.findAllByRole('radio')).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
});

test('/special-checkout preselects the offered plan', async () => {
  mockApi({ 'GET payments/plans': () => ok([MONTHLY, YEARLY]) });
  renderAt(<SpecialCheckoutPage />, '/special-checkout?plan=baseball-max-yearly');
  expect(screen.getByRole('heading', { level: 1, name: 'Special Checkout' })).toBeInTheDocument();
  const radios = await screen.findAllByRole('radio');
  expect(radios[1]).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  expect(screen.getByText(/By starting a plan you agree to the/)).toContainElement(screen.getByRole('link', { name: 'Terms of Service' }));
  expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
});
