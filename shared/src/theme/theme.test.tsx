import { act, render, screen } from '@testing-library/react';
import styled, { useTheme } from 'styled-components';
import { isNightTime } from './night-time';
import { ThemeRoot } from './ThemeRoot';
import { breakpoints, themes } from './themes';
import { contrastRatio } from './contrast';

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

describe('identity tokens (IDENTITY.md)', () => {
  it.each(['day', 'night'] as const)('%s: text, muted text and links read at >= 4.5:1 on background and surface', (mode) => {
    const c = themes[mode].colors;
    for (const fg of [c.text, c.textMuted, c.link]) {
      for (const bg of [c.background, c.surface]) expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(c.headerText, c.headerBackground)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.accentText, c.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.successText, c.success)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.infoText, c.info)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['day', 'night'] as const)('%s: the status colours read at >= 4.5:1 on the surface, so a status may be said in text', (mode) => {
    const c = themes[mode].colors;
    for (const status of [c.success, c.error, c.warn, c.info]) expect(contrastRatio(status, c.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('both themes carry the full set: type scale, weights, spacing, radius, elevation, icon sizes', () => {
    for (const theme of [themes.day, themes.night]) {
      expect(Object.keys(theme.typeScale)).toEqual(['display', 'title', 'heading', 'body', 'label', 'caption']);
      expect(Object.keys(theme.elevation)).toEqual(['none', 'low', 'mid', 'high']);
      expect(theme.radii.card).toBe('14px');
      expect(theme.spacing.md).toBe('16px');
      expect(theme.iconSizes.lg).toBe('40px');
    }
    expect(themes.day.elevation.mid).not.toBe(themes.night.elevation.mid);
  });

  it('contrastRatio matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
