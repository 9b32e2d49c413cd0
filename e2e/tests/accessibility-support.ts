import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl } from '../support/browser';

export type ThemeMode = 'day' | 'night';

/** The body background of each mode (shared/src/theme/themes.ts), to prove the mode really applies. */
export const THEME_BACKGROUND: Record<ThemeMode, string> = { day: 'rgb(244, 246, 250)', night: 'rgb(11, 19, 36)' };

/**
 * A fixed-offset time zone in which the local hour is now `hour` (Etc/GMT-N is UTC+N). ThemeRoot picks the mode
 * from the browser's local hour (night before 5 or from 17), so the zone decides day or night without faking Date or waiting.
 */
export function zoneWithLocalHour(hour: number, now = new Date()): string {
  let offset = (hour - now.getUTCHours() + 24) % 24;
  if (offset > 12) offset -= 24; // Etc/GMT zones run from UTC-12 to UTC+14
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

/** Noon is day, 22:00 is night; both stay so for hours, far longer than the test runs. */
export async function themedContext(browser: Browser, mode: ThemeMode, width = 1280, height = 800, origin = baseUrl()): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width, height }, baseURL: origin, timezoneId: zoneWithLocalHour(mode === 'day' ? 12 : 22) });
}

/** The page has rendered its route: a main heading, no loading spinner left (they say "Loading" to readers), charts drawn. */
export async function waitForSettledPage(page: Page, title?: string): Promise<void> {
  const settled = page.waitForFunction(
    (t) => {
      const h1 = document.querySelector('main h1')?.textContent?.trim();
      if (!h1 || (t && h1 !== t)) return false;
      if (document.querySelector('[role="status"][aria-label="Loading"]')) return false;
      // A part of the page still loading says so (a skeleton list, a select waiting for its options).
      if (document.querySelector('main [aria-busy="true"]')) return false;
      // The charts load their drawing on demand: axe must see the drawing, not the placeholder.
      return [...document.querySelectorAll('[data-testid="outcome-chart"], [data-testid="ballpark-chart"]')].every((chart) => chart.querySelector('svg'));
    },
    title,
    { timeout: 20_000 },
  );
  await settled.catch(async (error: unknown) => {
    const seen = await page.evaluate(() => ({ h1: document.querySelector('main h1')?.textContent ?? null, spinner: Boolean(document.querySelector('[role="status"][aria-label="Loading"]')) }));
    throw new Error(`${page.url()} did not settle on "${title ?? 'a heading'}": h1 ${JSON.stringify(seen.h1)}, spinner ${seen.spinner} (${String(error)})`);
  });
}

export interface AxeFinding {
  route: string;
  mode: ThemeMode;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** Serious and critical axe violations of the page as it is now, each with the elements it names. */
export async function seriousViolations(page: Page, route: string, mode: ThemeMode): Promise<AxeFinding[]> {
  // Only violations are read: axe then skips collecting every passing node, a large share of its work and its answer.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      route,
      mode,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.slice(0, 6).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
    }));
}

/** One readable block per finding, for the failure message. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings
    .map((f) => `[${f.mode}] ${f.route}: ${f.rule} (${f.impact}) ${f.help}\n${f.nodes.map((n) => `    ${n}`).join('\n')}`)
    .join('\n');
}

/** What the focused element shows: its outline and box-shadow, and a name to report it by. */
export async function focusStyle(page: Page): Promise<{ tag: string; name: string; outline: string; shadow: string; visible: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', name: '', outline: 'none', shadow: 'none', visible: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : 'none';
    const shadow = style.boxShadow;
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    return { tag: el.tagName.toLowerCase(), name, outline, shadow, visible: outline !== 'none' || (shadow !== 'none' && shadow !== '') };
  });
}
