import { act, render, screen } from '@testing-library/react';
import { prefersReducedMotion, usePrefersReducedMotion } from './reduced-motion';

/** A matchMedia whose answer the test flips, telling listeners as a browser would. */
function fakeMatchMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const query = { matches: initial, addEventListener: (_: string, l: () => void) => listeners.add(l), removeEventListener: (_: string, l: () => void) => listeners.delete(l) };
  window.matchMedia = jest.fn(() => query as unknown as MediaQueryList);
  return (next: boolean) => {
    query.matches = next;
    listeners.forEach((l) => l());
  };
}

function Probe() {
  return <output data-testid="reduced">{String(usePrefersReducedMotion())}</output>;
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

test('without matchMedia (old browsers, jsdom) motion is allowed', () => {
  delete (window as { matchMedia?: unknown }).matchMedia;
  expect(prefersReducedMotion()).toBe(false);
  render(<Probe />);
  expect(screen.getByTestId('reduced')).toHaveTextContent('false');
});

test('the hook reads the setting and follows a change while the page is open', () => {
  const change = fakeMatchMedia(true);
  expect(prefersReducedMotion()).toBe(true);
  render(<Probe />);
  expect(screen.getByTestId('reduced')).toHaveTextContent('true');
  act(() => change(false));
  expect(screen.getByTestId('reduced')).toHaveTextContent('false');
});
