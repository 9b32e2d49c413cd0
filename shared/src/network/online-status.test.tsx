import { act, render, screen } from '@testing-library/react';
import { isOnline, refreshOnlineStatus, subscribeOnline } from './online-status';
import { OfflineBanner } from './OfflineBanner';

const setNavigatorOnline = (v: boolean) => Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => v });

afterEach(() => {
  setNavigatorOnline(true);
  window.dispatchEvent(new Event('online'));
});

it('follows online/offline events and notifies subscribers', () => {
  const l = jest.fn();
  const off = subscribeOnline(l);
  window.dispatchEvent(new Event('offline'));
  expect(isOnline()).toBe(false);
  window.dispatchEvent(new Event('online'));
  expect(isOnline()).toBe(true);
  off();
  expect(l.mock.calls).toEqual([[false], [true]]);
});

it('refreshOnlineStatus re-reads navigator.onLine', () => {
  setNavigatorOnline(false);
  expect(refreshOnlineStatus()).toBe(false);
});

it('OfflineBanner shows No Internet Connection only while offline', () => {
  render(<OfflineBanner />);
  expect(screen.queryByText('No Internet Connection')).not.toBeInTheDocument();
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  expect(screen.getByRole('alert')).toHaveTextContent('No Internet Connection');
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(screen.queryByText('No Internet Connection')).not.toBeInTheDocument();
});
