import type { Page } from 'playwright-core';
import { baseUrl, screenshot, useBrowser } from '../support/browser';
import { partnerOrigin, startPartnerSite } from '../support/partner-site';

const { freshPage } = useBrowser();

/** Computed styles of the partner's own elements: the widget must not change them. */
async function partnerStyles(page: Page) {
  return page.evaluate(() =>
    ['#partner-title', '#partner-text', '#partner-button', 'body'].map((selector) => {
      const style = getComputedStyle(document.querySelector(selector)!);
      return [selector, style.color, style.fontSize, style.fontFamily, style.backgroundColor, style.lineHeight, style.display, style.boxSizing].join('|');
    }),
  );
}

describe('the GOTD widget on a partner site', () => {
  let partner: { origin: string; close(): Promise<void> };
  beforeAll(async () => {
    partner = await startPartnerSite(baseUrl());
  });
  afterAll(() => partner?.close());

  test('one script tag and one element show the widget on another origin; hostile CSS does not break it, and it does not restyle the page', async () => {
    const page = await freshPage(1280, 800);
    expect(new URL(partnerOrigin()).origin).not.toBe(new URL(baseUrl()).origin);

    await page.goto(`${partner.origin}/article?noembed=1`);
    const before = await partnerStyles(page);

    await page.goto(`${partner.origin}/article`);
    const widget = page.locator('diamond-dice-gotd');
    const play = widget.getByRole('button', { name: "Play Today's Game" });
    await play.waitFor({ timeout: 30_000 });
    await widget.getByRole('heading', { name: 'Leaderboard' }).waitFor();
    expect(await partnerStyles(page)).toEqual(before);
    // The widget's CSS lives in its shadow root only.
    expect(await page.evaluate(() => document.head.querySelectorAll('style[data-styled]').length)).toBe(0);

    const look = await play.evaluate((button) => {
      const s = getComputedStyle(button);
      const root = button.getRootNode() as ShadowRoot;
      const frame = getComputedStyle(root.querySelector('[data-gotd-widget]')!);
      return { color: s.color, fontSize: s.fontSize, visibility: s.visibility, width: button.getBoundingClientRect().width, frameDisplay: frame.display, frameFont: frame.fontFamily, frameSpacing: frame.letterSpacing, frameTransform: frame.textTransform };
    });
    expect(look.color).toBe('rgb(255, 255, 255)');
    expect(look.fontSize).toBe('14px');
    expect(look.visibility).toBe('visible');
    expect(look.width).toBeGreaterThan(100);
    expect(look.frameDisplay).toBe('grid');
    expect(look.frameFont).toContain('Roboto');
    expect(look.frameSpacing).toBe('normal');
    expect(look.frameTransform).toBe('none');
    await screenshot(page, 'gotd-widget-1280');

    // Play in the overlay, as a new GOTD guest of the widget (its own storage key, not the page's authToken).
    await play.click();
    const dialog = widget.getByRole('dialog');
    // The app's one play screen (mfe_gameplay's, mounted as a parcel inside the shadow root), not a copy.
    await dialog.getByRole('button', { name: 'Swing Away', exact: true }).waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Swing Away', exact: true }).click();
    await dialog.getByTestId('die-2d6').waitFor({ timeout: 15_000 });
    await dialog.getByTestId('last-play').waitFor();
    await screenshot(page, 'gotd-widget-overlay-1280');
    await dialog.getByRole('button', { name: 'Quick Play', exact: true }).click();
    await dialog.getByTestId('gotd-result').waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('diamond-dice-gotd-guest'))).toContain('key');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await widget.getByText("You have already played today's Game of the Day. Come back tomorrow for a new game!").waitFor({ timeout: 15_000 });
    expect(await partnerStyles(page)).toEqual(before);
  }, 120_000);

  test('at 375×812 the widget fits the phone', async () => {
    const page = await freshPage(375, 812);
    await page.goto(`${partner.origin}/article`);
    await page.locator('diamond-dice-gotd').getByRole('heading', { name: 'Leaderboard' }).waitFor({ timeout: 30_000 });
    const width = await page.locator('diamond-dice-gotd').evaluate((el) => el.shadowRoot!.querySelector('[data-gotd-widget]')!.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(375);
    await screenshot(page, 'gotd-widget-375');
    // The game overlay on a phone: the shared play screen, Swing Away within the first screen.
    const widget = page.locator('diamond-dice-gotd');
    await widget.getByRole('button', { name: "Play Today's Game" }).click();
    const swing = widget.getByRole('dialog').getByRole('button', { name: 'Swing Away', exact: true });
    await swing.waitFor({ timeout: 20_000 });
    const box = await swing.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(812);
    // Long team names are cut with an ellipsis; the scores stay inside the scoreboard, left of the inning.
    const scoresClear = await widget
      .getByRole('dialog')
      .getByLabel('Scoreboard')
      .evaluate((board) => {
        const [teams, state] = [...board.children];
        return [...teams!.querySelectorAll('strong')].every((score) => score.getBoundingClientRect().right <= state!.getBoundingClientRect().left);
      });
    expect(scoresClear).toBe(true);
    await screenshot(page, 'gotd-widget-overlay-375');
  }, 90_000);

  test('the API answers cross-origin calls from the partner origin only', async () => {
    const page = await freshPage(1280, 800);
    const allowed = await page.request.fetch(`${baseUrl()}/api/gotd/defaults`, { method: 'OPTIONS', headers: { origin: partnerOrigin(), 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });
    expect(allowed.headers()['access-control-allow-origin']).toBe(partnerOrigin());
    const other = await page.request.get(`${baseUrl()}/api/gotd/defaults`, { headers: { origin: 'http://evil.example' } });
    expect(other.headers()['access-control-allow-origin']).toBeUndefined();
    const notWidget = await page.request.get(`${baseUrl()}/api/health`, { headers: { origin: partnerOrigin() } });
    expect(notWidget.headers()['access-control-allow-origin']).toBeUndefined();
  });
});
