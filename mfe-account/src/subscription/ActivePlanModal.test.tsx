import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { authBus } from '@bb/shared';
import { fail, mockApi, ok, type Handler } from '@bb/shared/src/testing/api-mock';
import { renderAt, setupAccountTests, toastMessages, userRecord } from '../test/render';
import ActivePlanModal from './ActivePlanModal';
import { forgetTrackedPurchases } from './purchase-tracking';
import { JAN_2_2024, active } from './test-plans';

setupAccountTests();
beforeEach(() => forgetTrackedPurchases());
afterEach(() => jest.restoreAllMocks());

function api(subscription: Handler = () => ok(active()), portal: Handler = () => ok({ url: 'http://localhost/api/payments/portal/p1' })) {
  return mockApi({ 'GET payments/42/subscription': subscription, 'GET payments/create-customer-portal-session': portal });
}

function open(sessionId: string | null = 'cs_1', onPurchase = jest.fn(), onClose = jest.fn()) {
  const view = renderAt(<ActivePlanModal sessionId={sessionId} onClose={onClose} onPurchase={onPurchase} />, '/lobby');
  return { ...view, onPurchase, onClose };
}

beforeEach(() => authBus.login(userRecord({ id: 42, isSubscribed: false })));

test('a trial: "Your trial period ends on Tue, Jan 2, 2024"; the stored user is marked subscribed with plan and subscription', async () => {
  const { calls } = api();
  open('cs_1');
  expect(screen.getByRole('dialog', { name: 'Active Plan' })).toBeInTheDocument();
  expect(await screen.findByText('Your trial period ends on Tue, Jan 2, 2024')).toBeInTheDocument();
  expect(calls[0]?.url.searchParams.get('session_id')).toBe('cs_1');
  const user = authBus.getState()?.user;
  expect(user?.isSubscribed).toBe(true);
  expect(user?.plan).toEqual(active().plan);
  expect(user?.subscription).toEqual(active().subscription);
  expect(JSON.parse(window.localStorage.getItem('authToken') ?? '{}').user.isSubscribed).toBe(true);
  expect(screen.getByText('Baseball Max Yearly')).toBeInTheDocument();
  expect(screen.getByText('Free trial')).toBeInTheDocument();
});

test('after the trial: "Your plan renews on {date}"', async () => {
  api(() => ok(active({ trial_end: null, status: 'active', current_period_end: JAN_2_2024 })));
  open(null);
  expect(await screen.findByText('Your plan renews on Tue, Jan 2, 2024')).toBeInTheDocument();
});

test('the purchase event is pushed once per session id', async () => {
  api();
  const first = open('cs_once');
  await screen.findByText(/Your trial period ends on/);
  first.unmount();
  const second = open('cs_once');
  await screen.findByText(/Your trial period ends on/);
  second.unmount();
  expect(first.onPurchase).toHaveBeenCalledTimes(1);
  expect(first.onPurchase).toHaveBeenCalledWith({
    transaction_id: 'cs_once',
    value: 119.99,
    currency: 'USD',
    plan_id: 'baseball-max-yearly',
    plan_name: 'Baseball Max Yearly',
    interval: 'year',
  });
  expect(second.onPurchase).not.toHaveBeenCalled();
});

test('Manage is disabled while loading, then opens the customer portal in a new tab', async () => {
  let release: (v: { body: unknown }) => void = () => undefined;
  const { calls } = api(() => new Promise((resolve) => (release = resolve)));
  const tab = { opener: {}, location: { href: 'about:blank' }, close: jest.fn() };
  const openSpy = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  open('cs_2');
  expect(screen.getByRole('button', { name: 'Manage' })).toBeDisabled();
  await waitFor(() => expect(calls).toHaveLength(1));
  release({ body: { data: active() } });
  await screen.findByText(/Your trial period ends on/);
  fireEvent.click(screen.getByRole('button', { name: 'Manage' }));
  await waitFor(() => expect(tab.location.href).toBe('http://localhost/api/payments/portal/p1'));
  expect(openSpy).toHaveBeenCalledWith('about:blank', '_blank');
  expect(tab.opener).toBeNull();
});

test('a blocked pop-up shows the spec message', async () => {
  const { calls } = api();
  jest.spyOn(window, 'open').mockReturnValue(null);
  open('cs_3');
  await screen.findByText(/Your trial period ends on/);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Manage' }));
  });
  expect(toastMessages()).toContain('error: Pop-up Blocked! To manage your Subscription, please allow pop-up for this site.');
  expect(calls.some((c) => c.path === 'payments/create-customer-portal-session')).toBe(false);
});

test('a failed subscription read is silent: loading stops, the user record is untouched', async () => {
  api(() => fail(404, 'No subscription found'));
  open('cs_4');
  expect(await screen.findByText('Your Baseball Max plan is active.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Manage' })).toBeEnabled();
  expect(toastMessages()).toEqual([]);
  expect(authBus.getState()?.user.isSubscribed).toBe(false);
});

test('Continue closes', async () => {
  api();
  const { onClose } = open('cs_5');
  await screen.findByText(/Your trial period ends on/);
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(onClose).toHaveBeenCalled();
});
