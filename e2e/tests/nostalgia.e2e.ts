import type { NostalgiaOutcome } from '../../contract/src/nostalgia-api';
import { screenshot, useBrowser } from '../support/browser';
import { apiAs, clickAndWait, expectPhoneFit, promptAnsweredToday } from './league-support';
import { loginAs, subscriberOnce } from './shell-accounts';

const { freshPage } = useBrowser();

const LOBBY = '/season/lobby?tab=nostalgia';
/** The series the desktop test plays to its champion; the phone test looks at it too. */
let finished: number | undefined;

const subscriber = subscriberOnce();

test('replays the 1927 World Series: pick it, manage the Yankees, play game 1, sim the rest, the champion beside the real one (1280x800)', async () => {
  const page = await freshPage(1280, 800);
  await promptAnsweredToday(page);
  const user = await subscriber(page);
  const api = apiAs(page, user);
  await loginAs(page, user, LOBBY);

  // The lobby's Nostalgia tab: World Series by year (search), the what-if cards with their reasons.
  await page.getByRole('heading', { name: 'Replay a World Series' }).waitFor({ timeout: 20_000 });
  await page.getByTestId('world-series-2025').waitFor({ timeout: 15_000 });
  await page.getByTestId('what-if-yankees-1927-vs-reds-1975').getByText(/110–44/).first().waitFor();
  await page.getByLabel('Search by year or team').fill('1927');
  const row = page.getByTestId('world-series-1927');
  await row.waitFor();
  expect(await page.getByTestId(/^world-series-/).count()).toBe(1);
  expect(await row.textContent()).toContain('New York Yankees (110–44)');
  expect(await row.textContent()).toContain('Pittsburgh Pirates (94–60)');
  await screenshot(page, 'nostalgia-lobby-desktop');

  // Replay → manage the Yankees: the series is created and opened on the season pages.
  await row.getByRole('button', { name: 'Replay 1927' }).click();
  await row.getByRole('button', { name: 'Manage the 1927 New York Yankees' }).click();
  await page.waitForURL(/\/season\/schedules\/\d+$/, { timeout: 30_000 });
  const leagueId = Number(/schedules\/(\d+)$/.exec(page.url())![1]);
  const outcome = page.getByTestId('nostalgia-outcome');
  await outcome.getByText('Game 1 has not been played yet.').waitFor({ timeout: 20_000 });
  await outcome.getByText('The New York Yankees won the 1927 World Series 4–0.').waitFor();
  const created = await api.read<NostalgiaOutcome>(`nostalgia/series/${leagueId}/outcome`);
  expect(created.teams.map((t) => [t.teamId, t.yours])).toEqual([['NYA', true], ['PIT', false]]);
  expect(created.games.map((g) => [g.scheduleId, g.status])).toEqual([[0, 'scheduled']]);

  // Game 1 on the one play screen: two swings, then the computer finishes it (Quick Play).
  const game1 = page.getByTestId('game-0');
  await game1.getByRole('button', { name: 'Play', exact: true }).click({ timeout: 20_000 });
  await page.waitForURL(new RegExp(`/season/schedules/${leagueId}/game/[0-9a-f-]{36}`), { timeout: 30_000 });
  const swing = page.getByRole('button', { name: 'Swing Away', exact: true });
  await swing.waitFor({ timeout: 20_000 });
  for (let i = 0; i < 2; i += 1) expect(await clickAndWait(page, () => swing.click(), /_swing-away$/)).toBe(200);
  expect(await clickAndWait(page, () => page.getByRole('button', { name: 'Quick Play', exact: true }).click(), /_quick-play$/)).toBe(200);
  const back = page.getByRole('link', { name: 'Back to league' });
  await back.waitFor({ timeout: 30_000 });
  await back.click();
  await page.waitForURL(new RegExp(`/season/schedules/${leagueId}$`));
  const afterGame1 = await api.read<NostalgiaOutcome>(`nostalgia/series/${leagueId}/outcome`);
  expect(afterGame1.games[0]!.status).toBe('final');
  expect(afterGame1.teams[0]!.seriesWins + afterGame1.teams[1]!.seriesWins).toBe(1);
  await outcome.getByText(/^Game 1 .+ \d+ @ .+ \d+$/).first().waitFor({ timeout: 15_000 });

  // The rest by the owner's sim; the panel shows the champion beside the real winner.
  expect(await clickAndWait(page, () => page.getByRole('button', { name: /^Sim to end/ }).click(), /\/sim$/)).toBe(200);
  const done = await api.read<NostalgiaOutcome>(`nostalgia/series/${leagueId}/outcome`);
  expect(done.status).toBe('final');
  expect(done.champion).not.toBeNull();
  const champion = done.teams[done.champion!]!;
  const loser = done.teams[1 - done.champion!]!;
  expect(champion.seriesWins).toBe(4);
  expect(loser.seriesWins).toBeLessThan(4);
  expect(done.games.every((g) => g.status === 'final')).toBe(true);
  expect(done.real).toEqual({ winner: 0, seriesScore: '4–0' });
  await outcome.getByTestId('nostalgia-your-result').getByText(`The ${champion.name} won the series 4–${loser.seriesWins}.`).waitFor({ timeout: 20_000 });
  await outcome.getByText(champion.teamId === 'NYA' ? 'Same champion as in 1927.' : 'History rewritten: in 1927 the New York Yankees won it.').waitFor();
  expect(await outcome.getByTestId('nostalgia-real-result').textContent()).toBe('The New York Yankees won the 1927 World Series 4–0.');
  await screenshot(page, 'nostalgia-series-desktop');

  // The lobby lists it as over, with its champion.
  await page.goto(LOBBY);
  await page.getByRole('link', { name: '1927 World Series' }).first().waitFor({ timeout: 20_000 });
  await page.getByText(`${champion.name} won the series`).first().waitFor();
  finished = leagueId;
}, 240_000);

test('the lobby, a what-if and the finished series on a 375x812 phone: nothing leaves the screen', async () => {
  const page = await freshPage(375, 812);
  await promptAnsweredToday(page);
  const user = await subscriber(page);
  await loginAs(page, user, LOBBY);
  await page.getByTestId('world-series-1927').waitFor({ timeout: 20_000 });
  const card = page.getByTestId('what-if-yankees-1998-vs-yankees-1927');
  await card.getByRole('button', { name: 'Play this series' }).click();
  await card.getByRole('button', { name: 'Manage the 1927 New York Yankees' }).waitFor();
  await expectPhoneFit(page);
  await screenshot(page, 'nostalgia-lobby-phone');
  await card.getByRole('button', { name: 'Manage the 1927 New York Yankees' }).click();
  await page.waitForURL(/\/season\/schedules\/\d+$/, { timeout: 30_000 });
  const outcome = page.getByTestId('nostalgia-outcome');
  await outcome.getByText('These teams never met.').waitFor({ timeout: 20_000 });
  await outcome.getByText(/114 wins/).waitFor();
  await expectPhoneFit(page);
  await screenshot(page, 'nostalgia-what-if-phone');

  expect(finished).toBeDefined();
  await page.goto(`/season/schedules/${finished}`);
  await page.getByTestId('nostalgia-real-result').waitFor({ timeout: 20_000 });
  await page.getByTestId('nostalgia-your-result').getByText(/won the series 4–\d\./).waitFor();
  await expectPhoneFit(page);
  await screenshot(page, 'nostalgia-series-phone');
}, 180_000);
