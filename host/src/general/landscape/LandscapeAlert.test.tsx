import { act, render, screen } from '@testing-library/react';
import { ThemeRoot } from '@bb/shared';
import { LANDSCAPE_ALERT_TEXT, LandscapeAlert } from './LandscapeAlert';
import { isCrampedLandscape } from './landscape-viewport';

function resize(width: number, height: number) {
  act(() => {
    Object.assign(window, { innerWidth: width, innerHeight: height });
    window.dispatchEvent(new Event('resize'));
  });
}

test('the rule: height under 400 and below width', () => {
  expect(isCrampedLandscape(800, 360)).toBe(true);
  expect(isCrampedLandscape(800, 400)).toBe(false);
  expect(isCrampedLandscape(375, 812)).toBe(false);
  expect(isCrampedLandscape(350, 380)).toBe(false);
  expect(isCrampedLandscape(1280, 800)).toBe(false);
});

test('shows on a short landscape viewport and leaves on rotation to portrait', () => {
  resize(800, 360);
  render(<ThemeRoot><LandscapeAlert /></ThemeRoot>);
  expect(screen.getByRole('alert')).toHaveTextContent(LANDSCAPE_ALERT_TEXT);
  expect(LANDSCAPE_ALERT_TEXT).toBe('Please use portrait mode for better user experience');
  resize(360, 800);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('stays hidden in portrait', () => {
  resize(375, 812);
  render(<ThemeRoot><LandscapeAlert /></ThemeRoot>);
  expect(screen.queryByTestId('landscape-alert')).not.toBeInTheDocument();
});
