import type { Locator, Page } from 'playwright-core';
import { screenshot, useBrowser, waitForHeading } from '../support/browser';
import { loginAs, subscriberOnce } from './shell-accounts';

const { freshPage } = useBrowser();

/**
 * Every home tile (in its fixed order) with where it leads and what shows there is the area itself at work: the
 * area's heading and one control that only its working screen has (a placeholder page has neither).
 */
const TILES: ReadonlyArray<{ tile: string; path: string; search?: string; heading: string; control: (page: Page) => Locator }> = [
  { tile: 'Exhibition Game', path: '/game/single', heading: 'Exhibition Game', control: (p) => p.getByRole('button', { name: 'Next: Lineup' }) },
  { tile: 'Teams & Players', path: '/stats-and-ratings', heading: 'Stats & Ratings', control: (p) => p.getByRole('tab').first() },
  { tile: 'Draft League', path: '/draft-league', heading: 'Draft League', control: (p) => p.getByText('Create Draft League').first() },
  { tile: 'Historical League', path: '/game/historical-league', heading: 'Historical League', control: (p) => p.getByRole('link', { name: 'Create League' }) },
  { tile: 'Season', path: '/season/lobby', heading: 'Season', control: (p) => p.getByRole('tab', { name: 'Replay a season' }) },
  { tile: 'All-Star game', path: '/all-star-game/lobby', heading: 'All-Star Game', control: (p) => p.getByRole('link', { name: /1934/ }).first() },
  { tile: 'Nostalgia', path: '/season/lobby', search: '?tab=nostalgia', heading: 'Season', control: (p) => p.getByRole('tab', { name: 'Nostalgia', selected: true }) },
  { tile: 'Tournament', path: '/tournament-lobby', heading: 'Tournament Lobby', control: (p) => p.getByText('Create a new Tournament').first() },
];

const subscriber = subscriberOnce();

for (const viewport of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`each home tile opens its working area (${viewport.name})`, async () => {
    const page = await freshPage(viewport.width, viewport.height);
    await loginAs(page, await subscriber(page), '/');
    await waitForHeading(page, 'Play ball');
    const titles = await page.locator('main a strong').allTextContents();
    expect(titles).toEqual(TILES.map((t) => t.tile));
    for (const tile of TILES) {
      await page.goto('/');
      await waitForHeading(page, 'Play ball');
      await page.locator('main a', { has: page.locator('strong', { hasText: tile.tile }) }).click();
      await page.waitForURL((url) => url.pathname === tile.path && url.search === (tile.search ?? ''), { timeout: 20_000 });
      await waitForHeading(page, tile.heading);
      await tile.control(page).waitFor({ timeout: 20_000 });
      await screenshot(page, `home-tile-${tile.tile.replace(/\W+/g, '-').toLowerCase()}-${viewport.name}`);
    }
  });
}
