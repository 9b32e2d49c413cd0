import type { Page } from 'playwright-core';
import { screenshot, useBrowser, waitForHeading } from '../support/browser';
import { loginAs, signUp, subscribeViaApi, type StoredRecord } from './shell-accounts';

const { freshPage } = useBrowser();

type GameJson = { status: string; decisionCount: number; mode: string; away: { name: string; lineup: Array<{ name: string; position: string }> }; home: { name: string }; score: { away: number; home: number } };

async function gameState(page: Page, record: StoredRecord, id: string): Promise<GameJson> {
  const response = await page.request.get(`/api/games/${id}`, { headers: { authorization: `Bearer ${record.api_key.key}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { game: GameJson } }).data.game;
}

const gameIdOf = (page: Page) => /\/all-star-game\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';

/** No sideways scroll of the page itself: wide tables scroll inside their own box. */
async function expectNoPageOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}

async function click(page: Page, name: string, action: string) {
  const done = page.waitForResponse((r) => r.url().includes(action) && r.request().method() !== 'GET', { timeout: 20_000 });
  await page.getByRole('button', { name, exact: true }).click();
  expect((await done).status()).toBe(200);
}

let record: StoredRecord | undefined;

for (const viewport of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`the 1934 All-Star Game: lobby, rosters with the real starters, lineup, a few plays, quick play to the final (${viewport.name})`, async () => {
    const page = await freshPage(viewport.width, viewport.height);
    if (!record) {
      record = await signUp(page);
      await subscribeViaApi(page, record);
    }
    await loginAs(page, record, '/all-star-game/lobby');
    await waitForHeading(page, 'All-Star Game');
    const choose = page.getByRole('link', { name: 'Choose 1934 All-Star Game' });
    await choose.waitFor({ timeout: 15_000 });
    await screenshot(page, `all-star-lobby-${viewport.name}`);
    await expectNoPageOverflow(page);

    await choose.click();
    await page.waitForURL(/\/all-star-game\/1934-0\/setup$/, { timeout: 15_000 });
    await waitForHeading(page, '1934 All-Star Game');
    await page.getByRole('cell', { name: 'Lou Gehrig' }).first().waitFor({ timeout: 15_000 });
    await screenshot(page, `all-star-rosters-${viewport.name}`);
    await expectNoPageOverflow(page);

    await page.getByRole('radio', { name: '1934 American League All-Stars' }).check();
    await page.getByRole('button', { name: 'Next: Lineup' }).click();
    await page.waitForURL(/\/all-star-game\/[0-9a-f-]{36}\/setup$/, { timeout: 15_000 });
    await page.getByText('Lineup is valid').waitFor({ timeout: 15_000 });
    const id = gameIdOf(page);
    const created = await gameState(page, record, id);
    expect(created).toMatchObject({ mode: 'all-star', away: { name: '1934 American League All-Stars' }, home: { name: '1934 National League All-Stars' } });
    // The real starters: Gehrig at first base, Ruth in right field, Gomez pitching.
    expect(created.away.lineup).toEqual(expect.arrayContaining([
      expect.objectContaining({ name: 'Lou Gehrig', position: '1B' }),
      expect.objectContaining({ name: 'Babe Ruth', position: 'RF' }),
      expect.objectContaining({ name: 'Lefty Gomez', position: 'P' }),
    ]));
    await screenshot(page, `all-star-lineup-${viewport.name}`);
    await expectNoPageOverflow(page);

    await page.getByRole('button', { name: 'Play Ball' }).click();
    await page.waitForURL(/\/all-star-game\/[0-9a-f-]{36}\/play$/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Swing Away', exact: true }).waitFor({ timeout: 15_000 });
    for (let i = 0; i < 3; i++) await click(page, 'Swing Away', '_swing-away');
    expect((await gameState(page, record, id)).decisionCount).toBe(3);
    await screenshot(page, `all-star-play-${viewport.name}`);

    await click(page, 'Quick Play', '_quick-play');
    await page.waitForURL(/\/all-star-game\/[0-9a-f-]{36}\/result$/, { timeout: 20_000 });
    const final = await gameState(page, record, id);
    expect(final.status).toBe('final');
    await page.getByText(`1934 American League All-Stars ${final.score.away}`).first().waitFor({ timeout: 15_000 });
    await screenshot(page, `all-star-result-${viewport.name}`);
  });
}
