// The How To recordings of the replay modes (issue 21): a season replay, an All-Star Game and a World Series. Each
// uses a season every imported data set has (the e2e slice holds 1927, 1934 and 1998 too).
import { heading } from './howto-session.mjs';

/** Season: the lobby's create form for a 1998 replay, the replay's page and its "How it really went" tab. */
export async function seasonFlow({ page, shot }) {
  await page.goto('/season/lobby');
  await heading(page, 'Season');
  const form = page.getByRole('form', { name: 'Start a season replay' });
  await form.getByLabel('Season', { exact: true }).fill('1998');
  const team = form.getByLabel('Your team');
  await team.locator('option[value="NYA"]').waitFor({ state: 'attached', timeout: 30_000 });
  await team.selectOption('NYA');
  await form.getByLabel('Season name').fill(`Demo 1998 ${Date.now().toString(36)}`);
  await form.getByText('This name is available.').waitFor({ timeout: 10_000 }).catch(() => undefined);
  await shot('Season: pick a year and the team you manage; every team of that year plays its real league.');
  await form.getByRole('button', { name: 'Start season' }).click();
  await page.waitForURL(/\/season\/schedules\/\d+$/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Sim a week' }).waitFor({ timeout: 20_000 });
  await shot('Your replay: play your games from the schedule, or sim to your next game, a week, a month or the end.');
  const simmed = page.waitForResponse((r) => r.url().endsWith('/sim') && r.request().method() === 'POST', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Sim a week' }).click();
  await simmed;
  await page.getByRole('tab', { name: 'Standings', exact: true }).click();
  await page.getByRole('table').first().waitFor({ timeout: 15_000 });
  await shot('Standings per league, as the season goes.');
  const real = page.getByRole('tab', { name: 'How it really went', exact: true });
  if ((await real.count()) > 0) {
    await real.click();
    await page.getByTestId('history-compare').waitFor({ timeout: 15_000 });
    await shot('How it really went: your season beside the real one, team by team and leader by leader.');
  }
}

/** All-Star Game: the catalog, the 1934 game's real rosters with the starters, then the lineup. */
export async function allStarFlow({ page, shot }) {
  await page.goto('/all-star-game/lobby');
  await heading(page, 'All-Star Game');
  await shot('All-Star Game: every game in the record, by decade, or your own all-stars of an era or a franchise.');
  await page.getByRole('link', { name: 'Choose 1934 All-Star Game' }).click();
  await page.waitForURL(/\/all-star-game\/1934-0\/setup$/, { timeout: 20_000 });
  await page.getByRole('cell', { name: 'Lou Gehrig' }).first().waitFor({ timeout: 20_000 });
  await shot('The real rosters, the real starters marked. Pick the side you manage.');
  await page.getByRole('radio', { name: '1934 American League All-Stars' }).check();
  await page.getByRole('button', { name: 'Next: Lineup' }).click();
  await page.getByText('Lineup is valid').waitFor({ timeout: 20_000 });
  await shot('Your lineup starts the real starters; change it as you like, then Play Ball.');
  await page.getByRole('button', { name: 'Play Ball' }).click();
  await page.getByRole('button', { name: 'Swing Away', exact: true }).waitFor({ timeout: 20_000 });
  await shot('The All-Star Game on the play screen.');
}

/** Nostalgia: the World Series list and the what-ifs, then a 1927 series and its real outcome. */
export async function nostalgiaFlow({ page, shot }) {
  await page.goto('/season/lobby?tab=nostalgia');
  await page.getByRole('heading', { name: 'Replay a World Series' }).waitFor({ timeout: 20_000 });
  await shot('Nostalgia: replay the World Series of any year, or a what-if series between teams of different eras.');
  await page.getByLabel('Search by year or team').fill('1927');
  const row = page.getByTestId('world-series-1927');
  await row.getByRole('button', { name: 'Replay 1927' }).click();
  await shot('Choose the team you manage.');
  await row.getByRole('button', { name: 'Manage the 1927 New York Yankees' }).click();
  await page.waitForURL(/\/season\/schedules\/\d+$/, { timeout: 30_000 });
  await page.getByTestId('nostalgia-outcome').waitFor({ timeout: 20_000 });
  await shot('Your series beside what really happened; play game 1 from the schedule, or sim the series.');
}
