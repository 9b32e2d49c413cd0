import type { Page } from 'playwright-core';
import type { SeasonAccuracyReport } from '../../contract/src/accuracy-api';
import { screenshot, useBrowser } from '../support/browser';
import { THEME_BACKGROUND, describeFindings, seriousViolations } from './accessibility-support';
import { apiAs, expectPhoneFit, leagueBody, leaguesApiOf, openTab, promptAnsweredToday } from './league-support';
import { loginAs, subscriberOnce } from './shell-accounts';

// The e2e server runs two replays per report (ACCURACY_REPLAYS in e2e/support/server.ts), so a report is ready in
// seconds; these tests are the first to ask for 1927 and 1934, so each starts from a queued report.
const { freshPage } = useBrowser();
const subscriber = subscriberOnce();

/** Every answer the page got for the season's report, in order: the polling seen from the browser. */
function watchReport(page: Page, year: number): SeasonAccuracyReport[] {
  const seen: SeasonAccuracyReport[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== `/api/seasons/years/${year}/accuracy` || !response.ok()) return;
    void response.json().then((body: { data: SeasonAccuracyReport }) => seen.push(body.data), () => undefined);
  });
  return seen;
}

/** The cells of a table's body rows. */
const bodyRows = (page: Page, testId: string) =>
  page.getByTestId(testId).locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((c) => (c.textContent ?? '').trim())));

test('a subscriber opens the 1927 accuracy report from the season lobby, follows the replays, reads the figures; "How it really went" links to it (1280x800)', async () => {
  const page = await freshPage(1280, 800);
  await promptAnsweredToday(page);
  const user = await subscriber(page);
  const seen = watchReport(page, 1927);
  await loginAs(page, user, '/season/lobby');

  // The lobby's link opens the picker; choosing a season asks for its report.
  const lobbyLink = page.getByRole('link', { name: /See the accuracy reports$/ });
  await lobbyLink.waitFor({ timeout: 15_000 });
  await page.getByRole('form', { name: 'Start a season replay' }).waitFor();
  await screenshot(page, 'season-accuracy-lobby-link-desktop', { fullPage: false });
  await lobbyLink.click();
  await page.waitForURL(/\/season\/accuracy$/);
  await page.getByRole('heading', { level: 1, name: 'How accurate are the replays?' }).waitFor();
  await page.getByLabel('Season', { exact: true }).locator('option[value="1927"]').waitFor({ state: 'attached', timeout: 15_000 });
  await page.getByLabel('Season', { exact: true }).selectOption('1927');
  await page.waitForURL(/\/season\/accuracy\/1927$/);

  // Progress while the replays run, then the figures.
  await page.getByTestId('accuracy-progress').filter({ hasText: /1927 (replays ready|season): \d of 2 replays/ }).waitFor({ timeout: 15_000 });
  await screenshot(page, 'season-accuracy-progress-desktop');
  await page.getByRole('heading', { name: 'Standings: real and replayed' }).waitFor({ timeout: 180_000 });
  expect(seen.length).toBeGreaterThanOrEqual(2);
  expect(seen[0]!.status).toMatch(/^(queued|running)$/);
  expect(seen.at(-1)).toMatchObject({ year: 1927, status: 'ready', replays: 2, replaysDone: 2 });
  expect(await page.getByTestId('accuracy-progress').count()).toBe(0);

  // The Yankees' real record beside their replayed one, in the American League's table.
  const al = await bodyRows(page, 'accuracy-standings-American League');
  const yankees = al.find(([team]) => team === 'New York Yankees')!;
  expect(yankees[1]).toBe('110-44');
  expect(yankees[2]).toMatch(/^\d+\.\d-\d+\.\d$/);
  expect(yankees[3]).toMatch(/^[+-]?\d+\.\d$/);
  const rates = await bodyRows(page, 'accuracy-rates');
  expect(rates.find(([stat]) => stat === 'Runs per game')).toEqual(['Runs per game', expect.stringMatching(/^\d\.\d\d$/), expect.stringMatching(/^\d\.\d\d$/), expect.stringMatching(/^[+-]?\d\.\d\d$/)]);
  await page.getByTestId('accuracy-error-wRmse').getByText('Wins off per team (one replay)').waitFor();
  expect(await page.getByTestId('accuracy-errors').locator('dt').count()).toBe(9);
  expect(await page.getByTestId('accuracy-meta').textContent()).toMatch(/^Engine \S+ · figures from 2 replays, finished \w{3}, \w{3} \d+, \d{4}, \d\d:\d\d [AP]M \(ET\)$/);
  // That polling stops once the report is ready is the page test's (fake timers, no waiting here).
  await screenshot(page, 'season-accuracy-desktop');
  // The page is not among the screen suites' routes (its baselines would need a review): axe looks at it here.
  const night = (await page.evaluate(() => getComputedStyle(document.body).backgroundColor)) === THEME_BACKGROUND.night;
  expect(describeFindings(await seriousViolations(page, '/season/accuracy/1927', night ? 'night' : 'day'))).toBe('');

  // A league of the one season 1927: "How it really went" links to the report.
  const api = leaguesApiOf(page, user);
  const league = await api.create(leagueBody(`Accuracy 1927 ${Date.now().toString(36)}`, [1927], 6, 10, { teamId: 'NYA', year: 1927 }));
  expect((await api.simToEnd(league.leagueId)).league.status).toBe('final');
  await page.goto(`/game/historical-league/league/setup/${league.leagueId}`);
  await openTab(page, 'How it really went');
  const compare = page.getByTestId('history-compare');
  await compare.waitFor({ timeout: 15_000 });
  const link = compare.getByRole('link', { name: 'How close do replays of 1927 come to the record? See the accuracy report' });
  await screenshot(page, 'season-accuracy-compare-link-desktop');
  await link.click();
  await page.waitForURL(/\/season\/accuracy\/1927$/);
  await page.getByTestId('accuracy-rates').waitFor({ timeout: 15_000 });
}, 300_000);

test('the 1934 report on a 375x812 phone: progress, then tables that scroll in their own boxes', async () => {
  const page = await freshPage(375, 812);
  await promptAnsweredToday(page);
  const user = await subscriber(page);
  await loginAs(page, user, '/season/lobby');
  await page.getByRole('link', { name: /See the accuracy reports$/ }).waitFor({ timeout: 15_000 });
  await expectPhoneFit(page);
  await screenshot(page, 'season-accuracy-lobby-link-phone', { fullPage: false });
  await page.goto('/season/accuracy/1934');
  await page.getByTestId('accuracy-progress').waitFor({ timeout: 15_000 });
  await expectPhoneFit(page);
  await screenshot(page, 'season-accuracy-progress-phone');
  await page.getByRole('heading', { name: 'Standings: real and replayed' }).waitFor({ timeout: 180_000 });
  await expectPhoneFit(page);
  await screenshot(page, 'season-accuracy-phone', { fullPage: false });
  await page.getByTestId('accuracy-errors').scrollIntoViewIfNeeded();
  await screenshot(page, 'season-accuracy-phone-full');
  // A replay's page links to its season's report.
  const replay = await apiAs(page, user).send<{ leagueId: number }>('seasons', { name: `Accuracy 1934 ${Date.now().toString(36)}`, year: 1934, teamId: 'DET' });
  await page.goto(`/season/schedules/${replay.leagueId}`);
  const link = page.getByRole('link', { name: 'How close do replays of 1934 come to the record? See the accuracy report' });
  await link.waitFor({ timeout: 15_000 });
  expect(await link.getAttribute('href')).toBe('/season/accuracy/1934');
  await expectPhoneFit(page);
  await screenshot(page, 'season-accuracy-replay-link-phone', { fullPage: false });
  // The report is what the API answers to anyone subscribed.
  expect(await apiAs(page, user).read<SeasonAccuracyReport>('seasons/years/1934/accuracy')).toMatchObject({ year: 1934, status: 'ready', replays: 2 });
}, 300_000);
