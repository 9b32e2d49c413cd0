import type { LeagueDetail, LeagueSchedule } from '../../contract/src/leagues-api';
import type { SeasonList } from '../../contract/src/seasons-api';
import { screenshot, useBrowser } from '../support/browser';
import { apiAs, clickAndWait, expectPhoneFit, openTab, promptAnsweredToday, tab, teamLabel } from './league-support';
import { loginAs, subscriberOnce } from './shell-accounts';

const { freshPage } = useBrowser();

const YEAR = 1998;
/** The 1998 Yankees' real record (Lahman Teams.csv), shown beside the replay's. */
const REAL_YANKEES = '114-48';

let replay: { id: number; name: string } | undefined;

const subscriber = subscriberOnce();

test('a 1998 season replay: start it, play a game on the play screen, sim a month, standings beside the real ones (1280x800)', async () => {
  const page = await freshPage(1280, 800);
  await promptAnsweredToday(page);
  const user = await subscriber(page);
  const { read } = apiAs(page, user);
  await loginAs(page, user, '/season/lobby');

  // The lobby: the create form, a year of the record and a team of that year, the name checked as it is typed.
  await page.getByRole('heading', { level: 1, name: 'Season' }).waitFor({ timeout: 15_000 });
  await tab(page, '2025 SEASON').waitFor();
  const form = page.getByRole('form', { name: 'Start a season replay' });
  await form.getByLabel('Season', { exact: true }).fill(String(YEAR));
  const team = form.getByLabel('Your team');
  await team.locator('option[value="NYA"]').waitFor({ state: 'attached', timeout: 30_000 });
  await team.selectOption('NYA');
  const name = `Replay ${YEAR} ${Date.now().toString(36)}`;
  await form.getByLabel('Season name').fill(name);
  await form.getByText('This name is available.').waitFor();
  await screenshot(page, 'season-lobby-desktop');
  await form.getByRole('button', { name: 'Start season' }).click();
  await page.waitForURL(/\/season\/schedules\/\d+$/, { timeout: 60_000 });
  const id = Number(/schedules\/(\d+)$/.exec(page.url())![1]);
  replay = { id, name };
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });
  const league = await read<LeagueDetail>(`leagues/${id}`);
  expect(league).toMatchObject({ kind: 'season', totalTeams: 30, groups: ['American League', 'National League'] });
  const mine = league.teams.find((t) => t.manager === 'you')!;
  expect(`${mine.year} ${mine.teamId}`).toBe(`${YEAR} NYA`);
  // The setup names the rosters and each league's season.
  await page.getByText('Setup').click();
  await page.getByText(`Final rosters of the ${YEAR} season`).waitFor();
  await page.getByText('American League: 14 teams, 162 games each').waitFor();

  // My first game: Play opens the one play screen; two swings, then Quick Play to the final; back to the replay.
  const next = league.nextGame!;
  const row = page.getByTestId(`game-${next.scheduleId}`);
  await row.getByRole('button', { name: 'Play', exact: true }).waitFor({ timeout: 15_000 });
  await screenshot(page, 'season-schedule-desktop');
  await row.getByRole('button', { name: 'Play', exact: true }).click();
  await page.waitForURL(new RegExp(`/season/schedules/${id}/game/[0-9a-f-]{36}`), { timeout: 60_000 });
  const swing = page.getByRole('button', { name: 'Swing Away', exact: true });
  await swing.waitFor({ timeout: 30_000 });
  for (let i = 0; i < 2; i += 1) expect(await clickAndWait(page, () => swing.click(), /_swing-away$/)).toBe(200);
  await screenshot(page, 'season-play-desktop', { fullPage: false });
  expect(await clickAndWait(page, () => page.getByRole('button', { name: 'Quick Play', exact: true }).click(), /_quick-play$/)).toBe(200);
  const back = page.getByRole('link', { name: 'Back to league' });
  await back.waitFor({ timeout: 60_000 });
  const played = (await read<LeagueSchedule>(`leagues/${id}/schedule?from=${next.scheduleId}&limit=1`)).games[0]!;
  expect(played.status).toBe('final');
  await back.click();
  await page.waitForURL(new RegExp(`/season/schedules/${id}$`));

  // A month: the next thirty schedule days; my games by the computer.
  await page.getByRole('heading', { level: 1, name }).waitFor();
  expect(await clickAndWait(page, () => page.getByRole('button', { name: 'Sim a month' }).click(), /\/sim$/)).toBe(200);
  await page.getByText(/^\d+ games played\.$/).first().waitFor({ timeout: 60_000 });
  const mySchedule = await read<LeagueSchedule>(`leagues/${id}/schedule?team=${mine.index}&limit=60`);
  expect(mySchedule.games.filter((g) => g.status === 'final').length).toBeGreaterThanOrEqual(20);

  // Standings per league, then "How it really went": my record beside the real 1998 one.
  await openTab(page, 'Standings');
  await page.getByRole('table').first().waitFor({ timeout: 15_000 });
  await screenshot(page, 'season-standings-desktop');
  const after = await read<LeagueDetail>(`leagues/${id}`);
  await openTab(page, 'How it really went');
  const compare = page.getByTestId('history-compare');
  await compare.waitFor({ timeout: 15_000 });
  const myRow = compare.locator('tbody tr').filter({ hasText: teamLabel(after, mine.index) }).first();
  expect(await myRow.textContent()).toContain(REAL_YANKEES);
  await screenshot(page, 'season-compare-desktop');

  // My replays in the lobby: the new one, with my team and a way back in.
  const list = await read<SeasonList>('seasons');
  expect(list.seasons.map((s) => s.name)).toContain(name);
  await page.goto('/season/schedules');
  await page.getByRole('link', { name }).first().waitFor({ timeout: 15_000 });
  await screenshot(page, 'season-list-desktop');

  // The 2025 SEASON tab and the season exhibition's setup on the desktop.
  await page.goto('/season/lobby?tab=current');
  await page.getByTestId('current-season').getByRole('option', { name: /^Los Angeles Dodgers/ }).waitFor({ state: 'attached', timeout: 15_000 });
  await screenshot(page, 'season-current-desktop');
  await page.goto('/season/exhibition-game');
  await page.getByLabel('Away team').locator('option[value="NYA"]').waitFor({ state: 'attached', timeout: 15_000 });
  await screenshot(page, 'season-exhibition-desktop');
}, 300_000);

test('the same screens and a season exhibition game on a 375x812 phone', async () => {
  const page = await freshPage(375, 812);
  await promptAnsweredToday(page);
  const user = await subscriber(page);
  await loginAs(page, user, '/season/lobby');
  await page.getByRole('form', { name: 'Start a season replay' }).getByRole('button', { name: 'Start season' }).waitFor({ timeout: 15_000 });
  await expectPhoneFit(page);
  await screenshot(page, 'season-lobby-phone');
  await page.goto('/season/lobby?tab=current');
  await page.getByTestId('current-season').getByText('Rosters: Final rosters of the 2025 season.').waitFor({ timeout: 15_000 });
  await expectPhoneFit(page);
  await screenshot(page, 'season-current-phone');
  if (replay) {
    await page.goto(`/season/schedules/${replay.id}`);
    await page.getByRole('heading', { level: 1, name: replay.name }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Sim a month' }).waitFor();
    await expectPhoneFit(page);
    await screenshot(page, 'season-schedule-phone');
    // A game's pregame summary (the schedule's link), under the replay's game path.
    const next = (await apiAs(page, user).read<LeagueDetail>(`leagues/${replay.id}`)).nextGame!;
    await page.goto(`/season/schedules/${replay.id}/game/${next.scheduleId}/pregame`);
    await page.getByText(/^Starting pitcher: /).first().waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Play Ball' }).waitFor();
    await expectPhoneFit(page);
    await screenshot(page, 'season-pregame-phone');
    await page.goto(`/season/schedules/${replay.id}?tab=history`);
    await page.getByTestId('history-compare').waitFor({ timeout: 15_000 });
    await screenshot(page, 'season-compare-phone');
  }

  // Season exhibition: two teams of the current season; the exhibition's lineup setup opens.
  await page.goto('/season/exhibition-game');
  const away = page.getByLabel('Away team');
  await away.locator('option[value="NYA"]').waitFor({ state: 'attached', timeout: 30_000 });
  await away.selectOption('NYA');
  await page.getByLabel('Home team (yours)').selectOption('LAN');
  await expectPhoneFit(page);
  await screenshot(page, 'season-exhibition-phone');
  await page.getByRole('button', { name: 'Set lineup' }).click();
  await page.waitForURL(/\/season\/exhibition-game\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await page.getByText('Lineup is valid').waitFor({ timeout: 15_000 });
  await screenshot(page, 'season-exhibition-lineup-phone');
  // The one play screen, under the season exhibition's path.
  await page.getByRole('button', { name: 'Play Ball' }).click();
  await page.waitForURL(/\/season\/exhibition-game\/[0-9a-f-]{36}\/play$/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Swing Away', exact: true }).waitFor({ timeout: 15_000 });
  await screenshot(page, 'season-exhibition-play-phone', { fullPage: false });
}, 180_000);
