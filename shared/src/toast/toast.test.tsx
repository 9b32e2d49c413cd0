import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast, TOAST_DURATIONS } from './toast-bus';
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
