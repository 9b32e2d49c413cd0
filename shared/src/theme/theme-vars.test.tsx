import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { ThemeRoot } from './ThemeRoot';
import { themeVariables, tokens } from './theme-vars';
import { themes } from './themes';

it('names a custom property for every plain value of the theme, the same in day and night', () => {
  expect(tokens.colors.border).toBe('var(--bb-colors-border)');
  expect(tokens.spacing.md).toBe('var(--bb-spacing-md)');
  for (const group of Object.keys(tokens) as (keyof typeof tokens)[]) {
    expect(Object.keys(tokens[group]).sort()).toEqual(Object.keys(themes.day[group]).sort());
    expect(Object.keys(themes.night[group]).sort()).toEqual(Object.keys(themes.day[group]).sort());
  }
});

it('gives every property its value in the chosen theme', () => {
  const night = themeVariables(themes.night);
  expect(night).toContain(`--bb-colors-background: ${themes.night.colors.background};`);
  expect(night).toContain(`--bb-fonts-heading: ${themes.night.fonts.heading};`);
  expect(night).toContain('--bb-fontWeights-bold: 700;');
  const declared = night.split('\n').map((line) => line.slice(0, line.indexOf(':')));
  const referenced = Object.values(tokens).flatMap((group) => Object.values(group).map((ref: string) => ref.slice(4, -1)));
  expect(declared.sort()).toEqual(referenced.sort());
});

/** What the app's root renders in `mode`, server-side: jest's styled-components injects global styles only there. */
function renderedIn(mode: 'day' | 'night', children: ReactNode): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<ThemeRoot mode={mode}>{children}</ThemeRoot>));
    return { html, css: sheet.getStyleTags().replace(/\s+/g, '') };
  } finally {
    sheet.seal();
  }
}

it('keeps a component that reads only tokens static: night changes the root rule, not the component', () => {
  const Box = styled.div`
    color: ${tokens.colors.text};
    padding: ${tokens.spacing.md};
  `;
  const day = renderedIn('day', <Box>x</Box>);
  const night = renderedIn('night', <Box>x</Box>);
  expect(day.css).toContain(`:root{--bb-colors-background:${themes.day.colors.background};`);
  expect(night.css).toContain(`--bb-colors-text:${themes.night.colors.text};`);
  expect(night.css).not.toContain(`--bb-colors-text:${themes.day.colors.text};`);
  const classOf = (html: string) => html.match(/<div class="([^"]+)"/)?.[1];
  expect(classOf(night.html)).toBe(classOf(day.html));
});
