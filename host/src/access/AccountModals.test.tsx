import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeRoot, initI18n, setErrorReporter, type ActivePlanModalProps, type PlanModalProps } from '@bb/shared';
import { AccessModals } from './AccessModals';
import { INTENDED_PATH_SESSION_KEY, useAccessModal } from './access-modal-store';
import { setAccountModuleLoader } from './account-modules';
import { LocationProbe } from '../test/location-probe';

beforeAll(() => initI18n('en'));
afterEach(() => {
  setAccountModuleLoader(null);
  useAccessModal.setState({ modal: null, intendedPath: null, checkoutSessionId: null });
  window.sessionStorage.clear();
  jest.restoreAllMocks();
});

function StubPlanModal({ onClose }: PlanModalProps) {
  return (
    <div role="dialog" aria-label="remote plans">
      <button type="button" onClick={onClose}>
        remote close
      </button>
    </div>
  );
}

function StubActivePlanModal(props: ActivePlanModalProps) {
  return (
    <div role="dialog" aria-label="remote active plan">
      <p>session {props.sessionId}</p>
      <button type="button" onClick={() => props.onPurchase?.({ transaction_id: 'cs_1', value: 119.99, currency: 'USD', plan_id: 'y', plan_name: 'Yearly', interval: 'year' })}>
        buy
      </button>
      <button type="button" onClick={props.onClose}>
        remote close
      </button>
    </div>
  );
}

const stubs: Record<string, ComponentType> = { PlanModal: StubPlanModal as ComponentType, ActivePlanModal: StubActivePlanModal as ComponentType };

function renderModals() {
  return render(
    <MemoryRouter initialEntries={['/lobby']}>
      <ThemeRoot>
        <Routes>
          <Route path="*" element={<LocationProbe />} />
        </Routes>
        <AccessModals />
      </ThemeRoot>
    </MemoryRouter>,
  );
}

test('the plan modal comes from mfe_account/PlanModal and closes through the shell store', async () => {
  const load = jest.fn((name: string) => Promise.resolve(stubs[name]!));
  setAccountModuleLoader({ load, reset: () => Promise.resolve() });
  act(() => useAccessModal.getState().openPlans());
  renderModals();
  expect(await screen.findByRole('dialog', { name: 'remote plans' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('PlanModal');
  fireEvent.click(screen.getByRole('button', { name: 'remote close' }));
  expect(useAccessModal.getState().modal).toBeNull();
});

test('the Active Plan modal gets the session id; closing follows the stored intended path once', async () => {
  setAccountModuleLoader({ load: (name) => Promise.resolve(stubs[name]!), reset: () => Promise.resolve() });
  act(() => useAccessModal.getState().open('plans', '/game/historical-league'));
  expect(window.sessionStorage.getItem(INTENDED_PATH_SESSION_KEY)).toBe('/game/historical-league');
  act(() => useAccessModal.getState().openActivePlan('cs_test_9'));
  renderModals();
  expect(await screen.findByText('session cs_test_9')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'remote close' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/game/historical-league');
  expect(useAccessModal.getState().intendedPath).toBeNull();
  expect(window.sessionStorage.getItem(INTENDED_PATH_SESSION_KEY)).toBeNull();
});

test('the purchase event goes to the analytics adapter (logged locally outside production)', async () => {
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  setAccountModuleLoader({ load: (name) => Promise.resolve(stubs[name]!), reset: () => Promise.resolve() });
  act(() => useAccessModal.getState().openActivePlan('cs_1'));
  renderModals();
  fireEvent.click(await screen.findByRole('button', { name: 'buy' }));
  expect(info).toHaveBeenCalledWith(expect.stringContaining('purchase'), expect.objectContaining({ event: 'purchase', transaction_id: 'cs_1', value: 119.99 }));
});

test('an unreachable account remote shows the titled frame with Retry, and Retry recovers', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let up = false;
  const reset = jest.fn(() => Promise.resolve());
  setAccountModuleLoader({ load: (name) => (up ? Promise.resolve(stubs[name]!) : Promise.reject(new Error('manifest 404'))), reset });
  act(() => useAccessModal.getState().openPlans());
  renderModals();
  expect(screen.getByRole('dialog', { name: 'Choose your Baseball Max Plan' })).toBeInTheDocument();
  expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
  up = true;
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  });
  expect(await screen.findByRole('dialog', { name: 'remote plans' })).toBeInTheDocument();
  expect(reset).toHaveBeenCalled();
});

test('a crashing account modal is contained and reported', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const reports: unknown[] = [];
  setErrorReporter({ report: (e) => reports.push(e) });
  const Broken = () => {
    throw new Error('boom');
  };
  setAccountModuleLoader({ load: () => Promise.resolve(Broken as ComponentType), reset: () => Promise.resolve() });
  act(() => useAccessModal.getState().openPlans());
  renderModals();
  expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
  expect(reports).toEqual([expect.objectContaining({ message: 'mfe_account/PlanModal crashed: boom' })]);
});
