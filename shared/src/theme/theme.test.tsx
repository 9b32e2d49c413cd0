import { act, render, screen } from '@testing-library/react';
import styled, { useTheme } from 'styled-components';
import { isNightTime } from './night-time';
import { ThemeRoot } from './ThemeRoot';
import { breakpoints, themes } from './themes';

const Probe = styled.span`
  color: ${(p) => p.theme.colors.text};
`;
function Mode(props: { 'data-testid': string }) {
  return <span data-testid={props['data-testid']} data-mode={useTheme().mode} />;
}

it.each([
  [0, true], [4, true], [5, false], [12, false], [16, false], [17, true], [23, true],
])('isNightTime at %i:00 = %p', (hour, night) => {
  expect(isNightTime(new Date(2024, 0, 1, hour, 30))).toBe(night);
});

it('themes carry the spec breakpoints', () => {
  expect(Object.values(breakpoints)).toEqual([480, 767, 768, 960, 980, 991, 1023, 1080, 1280, 1920]);
  expect(themes.day.breakpoints).toBe(breakpoints);
  expect(themes.night.mode).toBe('night');
  expect(themes.day.colors.background).not.toBe(themes.night.colors.background);
});

describe('ThemeRoot', () => {
  afterEach(() => jest.useRealTimers());

  it('chooses by the clock and re-checks every minute', () => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date(2024, 0, 1, 16, 59, 30));
    render(
      <ThemeRoot>
        <Mode data-testid="mode" />
        <Probe>x</Probe>
      </ThemeRoot>,
    );
    expect(screen.getByTestId('mode')).toHaveAttribute('data-mode', 'day');
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(screen.getByTestId('mode')).toHaveAttribute('data-mode', 'night');
  });

  it('honours a forced mode', () => {
    render(
      <ThemeRoot mode="night">
        <Mode data-testid="mode" />
      </ThemeRoot>,
    );
    expect(screen.getByTestId('mode')).toHaveAttribute('data-mode', 'night');
  });
});
