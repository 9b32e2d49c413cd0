import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { screenshot, useBrowser, waitForHeading } from '../support/browser';
import { screenshotsDir } from '../support/paths';

const { freshPage } = useBrowser();

const ALREADY_PLAYED = "You have already played today's Game of the Day. Come back tomorrow for a new game!";

async function storedRecord(page: Page): Promise<{ api_key: { key: string }; user: { username: string }; isGotdGuestUser: boolean }> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('authToken') ?? 'null'));
}

/** No sideways scroll of the page itself (wide tables and tab rows scroll inside their own boxes). */
async function expectNoPageOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
}

/** PNG: signature, then the IHDR chunk with width and height. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  expect(bytes.subarray(bytes.length - 8, bytes.length - 4).toString('ascii')).toBe('IEND');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('Game of the Day', () => {
  let guestPage: Page;
  let username = '';

  test('a visitor becomes a GOTD guest, plays today\'s game to the end and appears on Today\'s board', async () => {
    const page = await freshPage(375, 812);
    guestPage = page;
    await page.goto('/game-of-the-day');
    await waitForHeading(page, 'Game Of The Day');
    const play = page.getByRole('button', { name: "Play Today's Game" });
    await play.waitFor({ timeout: 20_000 });
    await screenshot(page, 'gotd-card-375');
    await expectNoPageOverflow(page);

    // The play screen is mfe-gameplay's, mounted through Module Federation (the GOTD remote has no copy of its own).
    const sharedScreen = page.waitForResponse((r) => r.url().includes('/remotes/mfe-gameplay/') && r.url().endsWith('.js'), { timeout: 20_000 });
    await play.click();
    await page.waitForURL(/\/game-of-the-day\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await sharedScreen;
    const record = await storedRecord(page);
    expect(record.isGotdGuestUser).toBe(true);
    username = record.user.username;

    // The guest's swing goes out without credentials and with isGuest=true.
    const swing = page.waitForRequest((r) => r.url().includes('/_swing-away'));
    await page.getByRole('button', { name: 'Swing Away', exact: true }).click();
    const request = await swing;
    expect(new URL(request.url()).searchParams.get('isGuest')).toBe('true');
    expect(request.headers().authorization).toBeUndefined();
    await page.getByTestId('die-2d6').waitFor({ timeout: 15_000 });
    // The daily game has no undo: the mode's policy leaves the control out.
    expect(await page.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    await expectNoPageOverflow(page);
    await screenshot(page, 'gotd-play-375');

    // A reload mid-game resumes the same game at the same point.
    const gameUrl = page.url();
    const scoreBefore = [await page.getByTestId('score-away').textContent(), await page.getByTestId('score-home').textContent()];
    const playBefore = (await page.getByTestId('last-play').textContent())?.trim();
    await page.reload();
    await page.getByRole('button', { name: 'Swing Away', exact: true }).waitFor({ timeout: 20_000 });
    expect(page.url()).toBe(gameUrl);
    expect([await page.getByTestId('score-away').textContent(), await page.getByTestId('score-home').textContent()]).toEqual(scoreBefore);
    expect((await page.getByTestId('last-play').textContent())?.trim()).toBe(playBefore);

    // Quick Play sits below the field on a phone; the result appears above it and is scrolled into view.
    const quickPlay = page.getByRole('button', { name: 'Quick Play', exact: true });
    await quickPlay.scrollIntoViewIfNeeded();
    await quickPlay.click();
    await page.getByTestId('gotd-result').waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => {
      const box = document.querySelector('[data-testid="gotd-result"]')!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    }, undefined, { timeout: 5_000 });
    expect(await page.getByText('Game over', { exact: true }).count()).toBeGreaterThan(0);
    await screenshot(page, 'gotd-final-375');

    await page.getByRole('link', { name: 'View Leaderboard' }).click();
    await waitForHeading(page, 'Leaderboard');
    // Signed in (as a GOTD guest), the player's own row is marked as his.
    await page.getByRole('cell', { name: `${username} (You)`, exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('my-row').count()).toBe(1);
    expect(await page.getByRole('tab', { name: /Today/, selected: true }).count()).toBe(1);
    expect(await page.getByRole('combobox', { name: 'Time period' }).isDisabled()).toBe(true);
    await expectNoPageOverflow(page);
    await screenshot(page, 'gotd-leaderboard-today-375');
  }, 120_000);

  test('a second attempt the same day is refused with a clear message', async () => {
    const page = guestPage;
    await page.goto('/game-of-the-day');
    await waitForHeading(page, 'Game Of The Day');
    await page.getByText(ALREADY_PLAYED).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: "Play Today's Game" }).count()).toBe(0);
    await page.getByTestId('gotd-result').waitFor();
    // The server refuses too, whatever a client sends.
    const record = await storedRecord(page);
    const again = await page.request.post('/api/gotd/registration', { headers: { authorization: `Bearer ${record.api_key.key}` } });
    expect(again.status()).toBe(409);
    expect(await again.json()).toEqual({ error: ALREADY_PLAYED });
  }, 60_000);

  test('the leaderboard at 1280×800: tabs, periods, and the picture is a valid PNG of the board', async () => {
    const page = await freshPage(1280, 800);
    await page.goto('/leaderboard');
    await waitForHeading(page, 'Leaderboard');
    await page.getByText('GAME OF THE DAY').waitFor();
    await page.getByRole('cell', { name: username, exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('podium-1').textContent()).toContain(username);
    await screenshot(page, 'gotd-leaderboard-1280');

    const period = page.getByRole('combobox', { name: 'Time period' });
    const months = await period.locator('optgroup[label="Month by Month"] option').allTextContents();
    expect(months).toHaveLength(6);
    const refetch = page.waitForRequest((r) => r.url().includes('/gotd/gotd-leaderboard') && r.url().includes('period=MonthByMonths'));
    await period.selectOption({ label: months[5]! });
    await refetch;
    await page.getByRole('tab', { name: /Streaks/ }).click();
    await page.getByRole('tab', { name: 'Current Play Streak', selected: true }).waitFor();
    await page.getByRole('cell', { name: username, exact: true }).waitFor({ timeout: 15_000 });

    const board = await page.locator('section[aria-labelledby="gotd-board-banner"]').boundingBox();
    const download = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Download picture' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('leaderboard.png');
    await file.saveAs(path.join(screenshotsDir, 'gotd-leaderboard-picture-1280.png'));
    const bytes = readFileSync((await file.path())!);
    const size = pngSize(bytes);
    // Drawn at twice the board's size, whatever the screen's pixel ratio (1 here).
    expect(Math.abs(size.width - 2 * Math.round(board!.width))).toBeLessThanOrEqual(4);
    expect(Math.abs(size.height - 2 * Math.round(board!.height))).toBeLessThanOrEqual(4);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Leaderboard URL copied.').waitFor({ timeout: 5_000 });
  }, 90_000);

  test('the leaderboard at 375×812 has the bottom tab bar with icons', async () => {
    const page = await freshPage(375, 812);
    await page.goto('/leaderboard?tab=Stats&subTab=TotalRunsScored&period=AllTime');
    await waitForHeading(page, 'Leaderboard');
    await page.getByRole('cell', { name: username, exact: true }).waitFor({ timeout: 15_000 });
    const bar = page.getByRole('tablist', { name: 'Leaderboard tabs' });
    const box = await bar.boundingBox();
    expect(Math.round(box!.y + box!.height)).toBe(812);
    expect(await bar.locator('svg').count()).toBe(4);
    await screenshot(page, 'gotd-leaderboard-375');
    await expectNoPageOverflow(page);

    // The picture holds the whole table: the board widened by the columns its scroll box hides, at scale 2.
    const { board, hidden } = await page.evaluate(() => {
      const section = document.querySelector('section[aria-labelledby="gotd-board-banner"]')!;
      const scroller = section.querySelector<HTMLElement>('[data-table-scroll]')!;
      return { board: section.getBoundingClientRect().width, hidden: scroller.scrollWidth - scroller.clientWidth };
    });
    expect(hidden).toBeGreaterThan(0);
    await page.getByTestId('table-scroll-hint').waitFor();
    const download = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Download picture' }).click();
    const file = await download;
    await file.saveAs(path.join(screenshotsDir, 'gotd-leaderboard-picture-375.png'));
    const size = pngSize(readFileSync((await file.path())!));
    expect(Math.abs(size.width - 2 * Math.ceil(board + hidden))).toBeLessThanOrEqual(4);
  }, 60_000);

  test('/today at 1280×800 shows the game card and today\'s leaders', async () => {
    const page = await freshPage(1280, 800);
    await page.goto('/today');
    await waitForHeading(page, 'Today');
    await page.getByRole('button', { name: "Play Today's Game" }).waitFor({ timeout: 20_000 });
    await page.getByText(username).waitFor({ timeout: 15_000 });
    await screenshot(page, 'gotd-today-1280');
  }, 60_000);
});
