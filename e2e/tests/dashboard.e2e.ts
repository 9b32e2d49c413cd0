import type { Page } from 'playwright-core';
import { screenshot, useBrowser, waitForHeading } from '../support/browser';
import { loginAs, signUp, subscribeViaApi, type StoredRecord } from './shell-accounts';

const { freshPage } = useBrowser();

/** A subscriber with one exhibition game under way (three plays in), made through the API as the play screen would. */
async function subscriberWithGame(page: Page): Promise<{ record: StoredRecord; gameId: string }> {
  const record = await signUp(page);
  await subscribeViaApi(page, record);
  const headers = { authorization: `Bearer ${record.api_key.key}` };
  const created = await page.request.post('/api/games/single', {
    headers,
    data: { away: { teamId: 'NYA', year: 1927 }, home: { teamId: 'CIN', year: 1975 }, userSide: 'home', seed: 2112 },
  });
  expect(created.status()).toBe(201);
  const gameId = ((await created.json()) as { data: { game: { id: string } } }).data.game.id;
  for (let i = 0; i < 3; i += 1) expect((await page.request.post(`/api/games/${gameId}/_swing-away`, { headers, data: {} })).status()).toBe(200);
  return { record, gameId };
}

for (const viewport of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`the dashboard lists the game under way and resumes it on the play screen (${viewport.name})`, async () => {
    const page = await freshPage(viewport.width, viewport.height);
    const { record, gameId } = await subscriberWithGame(page);
    await loginAs(page, record, '/dashboard');
    await waitForHeading(page, 'Dashboard');

    const inProgress = page.getByTestId('dashboard-inProgress');
    await inProgress.getByText('1927 New York Yankees @ 1975 Cincinnati Reds').waitFor({ timeout: 20_000 });
    // Nothing else is under way for a new subscriber: each other section says so and offers where to start.
    await page.getByTestId('dashboard-leagues').getByText('You are not in a league or replay yet.').waitFor();
    await page.getByTestId('dashboard-gotd').getByRole('heading', { name: "Today's Game of the Day" }).waitFor();
    await page.getByTestId('dashboard-recent').getByText('No finished games yet.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, `dashboard-${viewport.name}`);

    await inProgress.getByRole('link', { name: 'Resume' }).click();
    await page.waitForURL((url) => url.pathname === `/game/single/${gameId}/play`, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Swing Away' }).waitFor({ timeout: 30_000 });
  });
}
