import { getCurrentPath, navigateTo, setNavigator } from './navigator';

afterEach(() => setNavigator(null));

it('uses the registered navigator', () => {
  const fn = jest.fn();
  setNavigator(fn);
  navigateTo('/login', { replace: true, state: { a: 1 } });
  expect(fn).toHaveBeenCalledWith('/login', { replace: true, state: { a: 1 } });
});

it('reads the current path from window.location', () => {
  window.history.pushState({}, '', '/today?x=1');
  expect(getCurrentPath()).toBe('/today');
});

it('falls back to window.location.assign', () => {
  // jsdom does not implement navigation; the fallback must still reach location.assign.
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => navigateTo('/login')).not.toThrow();
  expect(String(spy.mock.calls[0]?.[0])).toMatch(/navigation/i);
  spy.mockRestore();
});
