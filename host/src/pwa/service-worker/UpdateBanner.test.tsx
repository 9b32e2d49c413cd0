import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeRoot } from '@bb/shared';
import { UPDATE_READY_TEXT, UpdateBanner } from './UpdateBanner';
import { useUpdateReadyStore } from './update-ready-store';

afterEach(() => act(() => useUpdateReadyStore.getState().dismiss()));

test('renders nothing while no new worker waits', () => {
  render(<ThemeRoot><UpdateBanner /></ThemeRoot>);
  expect(screen.queryByTestId('update-banner')).not.toBeInTheDocument();
});

test('offers a reload once a new worker waits', () => {
  const onReload = jest.fn();
  render(<ThemeRoot><UpdateBanner onReload={onReload} /></ThemeRoot>);
  const registration = {} as ServiceWorkerRegistration;
  act(() => useUpdateReadyStore.getState().setReady(registration));
  expect(screen.getByText(UPDATE_READY_TEXT)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(onReload).toHaveBeenCalledWith(registration);
});
