import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authBus } from '@bb/shared';
import { fail, mockApi, ok, type Handler } from '@bb/shared/src/testing/api-mock';
import { renderAt, setupAccountTests, toastMessages, userRecord } from '../test/render';
import { browserRedirectDeps } from './checkout-redirect';
import PlanModal from './PlanModal';
import { MONTHLY, YEARLY } from './test-plans';

setupAccountTests();
let assign: jest.SpyInstance;
let loadStripe: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(browserRedirectDeps, 'assign').mockImplementation(() => undefined);
  loadStripe = jest.spyOn(browserRedirectDeps, 'loadStripe').mockResolvedValue({ stripe: true });
});
afterEach(() => jest.restoreAllMocks());

function api(session: Handler = () => ok({ sessionId: 'cs_local_1', url: 'http://localhost/api/payments/checkout/cs_local_1' }), provider = 'local') {
  return mockApi({
    'GET payments/plans': () => ok([YEARLY, MONTHLY]),
    'GET payments/config': () => ok(provider === 'stripe' ? { provider, publishableKey: 'pk_test_1' } : { provider }),
    'POST payments/_checkout-session': session,
  });
}

async function openModal(onClose = jest.fn()) {
  authBus.login(userRecord({ id: 42, email: 'ada@example.com' }));
  renderAt(<PlanModal onClose={onClose} />, '/lobby');
  await screen.findByRole('radiogroup');
  return onClose;
}

const checkoutButton = () => screen.getByRole('button', { name: 'Checkout' });

test('shows the monthly and yearly plans, tag, trial and footer; Checkout waits for a chosen plan', async () => {
  const { calls } = api();
  await openModal();
  expect(screen.getByRole('dialog', { name: 'Choose your Baseball Max Plan' })).toBeInTheDocument();
  const [monthly, yearly] = screen.getAllByRole('radio');
  expect(monthly).toHaveTextContent('$14.99/mo for 3 months');
  expect(yearly).toHaveTextContent('$119.99 for the first year');
  expect(yearly).toHaveTextContent('Best value: Only $10 per month!');
  expect(monthly).toHaveTextContent('3-day free trial');
  expect(screen.getByText('All plans renew at full price')).toBeInTheDocument();
  expect(checkoutButton()).toBeDisabled();
  fireEvent.click(yearly!);
  expect(yearly).toHaveAttribute('aria-checked', 'true');
  expect(monthly).toHaveAttribute('aria-checked', 'false');
  expect(checkoutButton()).toBeEnabled();
  expect(calls.filter((c) => c.path === 'payments/plans')).toHaveLength(1);
});

test('a guest gets no plan request', () => {
  const { calls } = api();
  renderAt(<PlanModal onClose={jest.fn()} />, '/lobby');
  expect(calls).toHaveLength(0);
});

test('Checkout sends the checkout request, shows loading and redirects to the local checkout page', async () => {
  let answer: (value: { body: unknown }) => void = () => undefined;
  const { calls } = api(() => new Promise((resolve) => (answer = resolve)));
  await openModal();
  fireEvent.click(screen.getAllByRole('radio')[1]!);
  fireEvent.click(checkoutButton());
  const busy = await screen.findByRole('button', { name: /Redirecting to checkout/ });
  expect(busy).toBeDisabled();
  expect(screen.getAllByRole('radio')[0]).toBeDisabled();
  await act(async () => answer({ body: { data: { sessionId: 'cs_local_1', url: 'http://localhost/api/payments/checkout/cs_local_1' } } }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/api/payments/checkout/cs_local_1'));
  expect(calls.find((c) => c.path === 'payments/_checkout-session')?.body).toEqual({
    planId: 'baseball-max-yearly',
    quantity: 1,
    mode: 'subscription',
    successUrl: 'http://localhost/lobby?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost/lobby?session_id=error',
    clientReferenceId: '42',
    customerEmail: 'ada@example.com',
    interval: 'year',
  });
  expect(loadStripe).not.toHaveBeenCalled();
});

test('an answer without sessionId: error toast, loading stops, no redirect', async () => {
  api(() => ok({}));
  await openModal();
  fireEvent.click(screen.getAllByRole('radio')[0]!);
  fireEvent.click(checkoutButton());
  await waitFor(() => expect(toastMessages()).toContain('error: Payment session was not generated. Please try again.'));
  expect(checkoutButton()).toBeEnabled();
  expect(assign).not.toHaveBeenCalled();
});

test('Stripe: the library must load first, else its error toast', async () => {
  loadStripe.mockResolvedValue(null);
  api(undefined, 'stripe');
  await openModal();
  fireEvent.click(screen.getAllByRole('radio')[0]!);
  fireEvent.click(checkoutButton());
  await waitFor(() => expect(toastMessages()).toContain('error: The payment library did not load. Please check your connection and try again.'));
  expect(loadStripe).toHaveBeenCalledWith('pk_test_1');
  expect(assign).not.toHaveBeenCalled();
});

test('Stripe: with the library loaded the browser goes to the session URL', async () => {
  api(() => ok({ sessionId: 'cs_test_a1', url: 'https://checkout.stripe.com/c/pay/cs_test_a1' }), 'stripe');
  await openModal();
  fireEvent.click(screen.getAllByRole('radio')[0]!);
  fireEvent.click(checkoutButton());
  await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_a1'));
});

test('a provider redirect error is shown as given', async () => {
  assign.mockImplementation(() => {
    throw new Error('Invalid checkout URL');
  });
  api();
  await openModal();
  fireEvent.click(screen.getAllByRole('radio')[0]!);
  fireEvent.click(checkoutButton());
  await waitFor(() => expect(toastMessages()).toContain('error: Invalid checkout URL'));
  expect(checkoutButton()).toBeEnabled();
});

test('a server refusal shows its text', async () => {
  api(() => fail(409, 'You already have an active Baseball Max subscription'));
  await openModal();
  fireEvent.click(screen.getAllByRole('radio')[0]!);
  fireEvent.click(checkoutButton());
  await waitFor(() => expect(toastMessages()).toContain('error: You already have an active Baseball Max subscription'));
});

test('Close calls onClose', async () => {
  api();
  const onClose = await openModal();
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalled();
});

test('the plan modal links to the Terms of Service in a new tab, so the chosen plan stays open', async () => {
  api();
  await openModal();
  const terms = within(screen.getByRole('dialog')).getByRole('link', { name: 'Terms of Service' });
  expect(terms).toHaveAttribute('href', '/terms-of-service');
  expect(terms).toHaveAttribute('target', '_blank');
  expect(terms.closest('p')).toHaveTextContent('By starting a plan you agree to the Terms of Service.');
});
