import { navigateInApp, screenshot, useBrowser, waitForHeading } from '../support/browser';
import { signUpAndLogin } from './shell-accounts';

const { freshPage } = useBrowser();


test('desktop search: hint, Searching..., No Result Found, then results and a player page; hidden on home', async () => {
  const page = await freshPage(1280, 800);
  // Player pages are for subscribers: a guest choosing a result would be sent home by the guard.
  await signUpAndLogin(page, '/experiences/new', { subscribed: true });
  await waitForHeading(page, 'Play ball');
  expect(await page.getByRole('search').count()).toBe(0);
  await navigateInApp(page, '/leaderboard');
  await waitForHeading(page, 'Leaderboard');
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill('ab');
  await page.getByText('Type at least 3 characters').waitFor();
  await box.fill('qzxwv');
  await page.getByText('Searching...').waitFor();
  await screenshot(page, 'shell-search-searching-desktop');
  await page.getByText('No Result Found').waitFor({ timeout: 5000 });
  const maxHeight = await page.getByTestId('search-dropdown').evaluate((el) => getComputedStyle(el).maxHeight);
  expect(maxHeight).toBe('213px');
  await box.fill('babe ruth');
  const result = page.getByTestId('search-dropdown').getByText(/Babe Ruth/).first();
  await result.waitFor({ timeout: 5000 });
  await screenshot(page, 'shell-search-desktop');
  await result.click();
  await waitForHeading(page, 'Babe Ruth');
  expect(new URL(page.url()).pathname).toBe('/stats-and-ratings/players/ruthba01');
  expect(new URL(page.url()).searchParams.get('year')).toMatch(/^\d{4}$/);
  expect(await page.getByTestId('search-dropdown').count()).toBe(0);
});

test('phone search: a toggle shows the bar', async () => {
  const page = await freshPage(375, 812);
  await page.goto('/leaderboard');
  await waitForHeading(page, 'Leaderboard');
  expect(await page.getByRole('searchbox', { name: 'Search' }).isVisible()).toBe(false);
  await page.getByRole('button', { name: 'Toggle search' }).click();
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.waitFor({ state: 'visible' });
  await box.fill('ru');
  await page.getByText('Type at least 3 characters').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await screenshot(page, 'shell-search-phone');
});

test('a guest sees no header icons', async () => {
  const page = await freshPage(1280, 800);
  await page.goto('/leaderboard');
  await waitForHeading(page, 'Leaderboard');
  expect(await page.getByRole('link', { name: 'GOTD Leaderboard' }).count()).toBe(0);
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
]) {
  test(`logged-in header icons and the full profile menu (${viewport.name}): toggles saved locally and on the server, then logout`, async () => {
    const page = await freshPage(viewport.width, viewport.height);
    const record = await signUpAndLogin(page, '/leaderboard', { subscribed: true });
    await waitForHeading(page, 'Leaderboard');
    for (const [label, href] of [
      ['Today', '/today'],
      ['GOTD Leaderboard', '/leaderboard'],
      ['How To Videos', '/howToVideos'],
      ['Calendar', '/league-calendar'],
      ['Notifications', '/notifications'],
    ]) {
      const link = page.getByRole('banner').getByRole('link', { name: label, exact: true });
      expect({ label, visible: await link.isVisible(), href: await link.getAttribute('href') }).toEqual({ label, visible: true, href });
    }
    expect(await page.getByRole('banner').getByRole('link', { name: 'How To Videos' }).getAttribute('target')).toBe('_blank');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, `shell-header-${viewport.name}`);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByTestId('profile-menu');
    await menu.waitFor();
    await menu.getByText('Ada Lovelace').waitFor();
    for (const item of ['My Profile', 'Favorite', 'Game History', 'Subscription', 'How To Videos']) {
      expect({ item, visible: await menu.getByRole('link', { name: item, exact: true }).isVisible() }).toEqual({ item, visible: true });
    }
    expect(await menu.getByTestId('default-avatar').isVisible()).toBe(true);
    const sound = menu.getByRole('switch', { name: 'Sound' });
    expect(await sound.getAttribute('aria-checked')).toBe('false');
    await screenshot(page, `shell-menu-${viewport.name}`);

    const auth = { headers: { Authorization: `Bearer ${record.api_key.key}` } };
    await sound.click();
    await page.waitForFunction(() => window.localStorage.getItem('soundOff') === 'false');
    let serverSound = '';
    for (let i = 0; i < 20 && serverSound !== 'on'; i += 1) {
      serverSound = ((await (await page.request.get(`/api/users/${record.user.id}/preferences`, auth)).json()) as { data: { sound: string } }).data.sound;
      if (serverSound !== 'on') await page.waitForTimeout(100);
    }
    expect(serverSound).toBe('on');

    await menu.getByRole('switch', { name: 'Ratings' }).click();
    await page.waitForFunction(() => window.localStorage.getItem('ratingsFlag') === 'true');
    let ratings = false;
    for (let i = 0; i < 20 && !ratings; i += 1) {
      ratings = ((await (await page.request.get(`/api/users/${record.user.id}/preferences`, auth)).json()) as { data: { ratingsFlag: boolean } }).data.ratingsFlag;
      if (!ratings) await page.waitForTimeout(100);
    }
    expect(ratings).toBe(true);

    await menu.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    await waitForHeading(page, 'Login');
    expect(await page.evaluate(() => ['authToken', 'soundOff', 'isAdmin', 'redirectTabValue'].map((k) => window.localStorage.getItem(k)))).toEqual([null, null, null, null]);
    // The session ended on the server too.
    expect((await page.request.get(`/api/users/${record.user.id}/preferences`, auth)).status()).toBe(401);
  });
}
