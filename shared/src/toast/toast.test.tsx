import { act, fireEvent, render, screen } from '@testing-library/react';
import { PENDING_TOAST_MAX_AGE_MS, PENDING_TOASTS_KEY, toast, TOAST_DURATIONS } from './toast-bus';
import { ToastViewport } from './ToastViewport';
import { setNavigator } from '../navigation/navigator';

beforeEach(() => {
  jest.useFakeTimers();
  toast.dismissAll();
});
afterEach(() => jest.useRealTimers());

describe('toast bus', () => {
  it.each([
    ['success', 2000],
    ['info', 2000],
    ['error', 5000],
    ['warn', 5000],
  ] as const)('%s auto-closes after %i ms', (type, ms) => {
    toast[type]('hello');
    expect(toast.getToasts()).toEqual([expect.objectContaining({ type, message: 'hello', duration: ms, persistent: false })]);
    jest.advanceTimersByTime(ms - 1);
    expect(toast.getToasts()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(toast.getToasts()).toHaveLength(0);
    expect(TOAST_DURATIONS[type]).toBe(ms);
  });

  it('duration option overrides and code is kept', () => {
    toast.success('x', { duration: 5000, code: 401 });
    expect(toast.getToasts()[0]).toMatchObject({ duration: 5000, code: 401 });
    jest.advanceTimersByTime(4000);
    expect(toast.getToasts()).toHaveLength(1);
  });

  it('prevents duplicates (same type + message while visible)', () => {
    const a = toast.error('dup');
    const b = toast.error('dup');
    toast.warn('dup');
    expect(a).toBe(b);
    expect(toast.getToasts()).toHaveLength(2);
    jest.advanceTimersByTime(5000);
    toast.error('dup');
    expect(toast.getToasts()).toHaveLength(1);
  });

  it('persistent toasts never auto-close; dismiss removes them', () => {
    const id = toast.persistent('Maintenance tonight', { colour: '#123456' });
    jest.advanceTimersByTime(60_000);
    expect(toast.getToasts()).toEqual([expect.objectContaining({ persistent: true, duration: null, colour: '#123456' })]);
    toast.dismiss(id);
    expect(toast.getToasts()).toHaveLength(0);
  });

  it('notifies subscribers until unsubscribed', () => {
    const l = jest.fn();
    const off = toast.subscribe(l);
    toast.info('a');
    off();
    toast.info('b');
    expect(l).toHaveBeenCalledTimes(1);
  });
});

describe('ToastViewport', () => {
  it('renders toasts in a live region; click closes normal toasts, not persistent ones', () => {
    render(<ToastViewport />);
    const region = screen.getByTestId('toast-viewport');
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => {
      toast.success('Saved');
      toast.persistent('Announcement', { colour: 'purple' });
    });
    fireEvent.click(screen.getByText('Saved'));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Announcement'));
    expect(screen.getByText('Announcement')).toBeInTheDocument();
  });

  it('removes a toast when its time is up', () => {
    render(<ToastViewport />);
    act(() => {
      toast.error('Oops');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Oops');
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(screen.queryByText('Oops')).not.toBeInTheDocument();
  });
});

describe('toast actions', () => {
  afterEach(() => setNavigator(null));

  it('the bus keeps the action; the viewport shows it as a link that opens the path in the app and closes the toast', () => {
    const navigate = jest.fn();
    setNavigator(navigate);
    render(<ToastViewport />);
    act(() => {
      toast.info('ada has invited you to a head-to-head game.', { action: { label: 'Open', href: '/game/head-to-head/g1?invite=i1' }, duration: 10_000 });
    });
    expect(toast.getToasts()[0]).toMatchObject({ action: { label: 'Open', href: '/game/head-to-head/g1?invite=i1' }, duration: 10_000 });
    const link = screen.getByRole('link', { name: 'Open' });
    expect(link).toHaveAttribute('href', '/game/head-to-head/g1?invite=i1');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/game/head-to-head/g1?invite=i1', undefined);
    expect(screen.queryByText('ada has invited you to a head-to-head game.')).not.toBeInTheDocument();
  });

  it('Enter on the link does not reach the toast (which would only close it); toasts without an action have no link', () => {
    render(<ToastViewport />);
    act(() => {
      toast.info('With a way on', { action: { label: 'Open', href: '/x' } });
      toast.info('Plain');
    });
    fireEvent.keyDown(screen.getByRole('link', { name: 'Open' }), { key: 'Enter' });
    expect(screen.getByText('With a way on')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});

describe('toasts kept across a reload (keepAcrossReload)', () => {
  beforeEach(() => window.sessionStorage.clear());

  /** What a reload does to the bus: the old page's toasts are gone, session storage stays. */
  const reload = () => toast.dismissAll();

  it('shows now, and once more on the next page load: the viewport shows it on mount and forgets it', () => {
    toast.success('Logged out successfully!', { keepAcrossReload: true });
    expect(toast.getToasts()).toEqual([expect.objectContaining({ type: 'success', message: 'Logged out successfully!' })]);
    reload();
    const first = render(<ToastViewport />);
    expect(screen.getByText('Logged out successfully!')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(PENDING_TOASTS_KEY)).toBeNull();
    // It keeps the type's default time (2000 ms for success) on the new page.
    act(() => {
      jest.advanceTimersByTime(TOAST_DURATIONS.success);
    });
    expect(screen.queryByText('Logged out successfully!')).not.toBeInTheDocument();
    first.unmount();
    // The next load (or a second viewport) shows nothing again.
    render(<ToastViewport />);
    expect(toast.getToasts()).toHaveLength(0);
  });

  it('keeps type, duration and code; the same toast kept twice shows once; plain toasts are not kept', () => {
    toast.info('plain');
    toast.error('Unauthenticated or other device logged in!', { keepAcrossReload: true, code: 401 });
    toast.error('Unauthenticated or other device logged in!', { keepAcrossReload: true, code: 401 });
    toast.warn('slow', { keepAcrossReload: true, duration: 7000 });
    reload();
    toast.showPending();
    expect(toast.getToasts()).toEqual([
      expect.objectContaining({ type: 'error', message: 'Unauthenticated or other device logged in!', code: 401, duration: 5000 }),
      expect.objectContaining({ type: 'warn', message: 'slow', duration: 7000 }),
    ]);
  });

  it('drops a kept toast whose reload never came (older than the max age)', () => {
    const keptAt = Date.now();
    toast.success('stale', { keepAcrossReload: true });
    toast.success('fresh', { keepAcrossReload: true });
    const stored = JSON.parse(window.sessionStorage.getItem(PENDING_TOASTS_KEY)!) as { message: string; at: number }[];
    window.sessionStorage.setItem(PENDING_TOASTS_KEY, JSON.stringify(stored.map((p) => (p.message === 'stale' ? { ...p, at: keptAt - 1 } : p))));
    reload();
    toast.showPending(keptAt + PENDING_TOAST_MAX_AGE_MS);
    expect(toast.getToasts().map((x) => x.message)).toEqual(['fresh']);
    expect(window.sessionStorage.getItem(PENDING_TOASTS_KEY)).toBeNull();
  });

  it('garbage in storage or storage that throws is no toast and no crash', () => {
    window.sessionStorage.setItem(PENDING_TOASTS_KEY, '{not json');
    expect(() => toast.showPending()).not.toThrow();
    window.sessionStorage.setItem(PENDING_TOASTS_KEY, JSON.stringify([{ type: 'boom', message: 'x', at: Date.now() }, 'y', null]));
    toast.showPending();
    expect(toast.getToasts()).toHaveLength(0);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      expect(() => toast.success('still shown', { keepAcrossReload: true })).not.toThrow();
      expect(toast.getToasts().map((x) => x.message)).toEqual(['still shown']);
    } finally {
      setItem.mockRestore();
    }
  });
});
