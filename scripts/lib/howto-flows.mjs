/* global document, window -- the callbacks given to page.evaluate / waitForFunction run in the browser */
// The How To recordings, one flow per mode (the replay modes' flows are in howto-flows-replays.mjs).
// Each flow drives the real screens on a 375x812 phone as the demo subscriber and calls `shot(caption)` at each
// step. A step that fails ends that mode's flow only: the frames it took so far are kept.
import { heading } from './howto-session.mjs';
import { allStarFlow, nostalgiaFlow, seasonFlow } from './howto-flows-replays.mjs';

/** Any main heading: a screen whose title we do not pin is ready when it shows one. */
const anyHeading = (page) => page.locator('main h1').first().waitFor({ timeout: 20_000 });

/** The ET wall-clock inputs of an instant `minutes` from now (the league forms take Eastern time). */
function etInputs(minutes) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + minutes * 60_000));
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

async function clickAndWait(page, name, action) {
  const done = page.waitForResponse((r) => r.url().includes(action) && r.request().method() !== 'GET', { timeout: 20_000 });
  await page.getByRole('button', { name, exact: true }).click();
  await done;
}

/** Exhibition Game: teams, lineup, the play screen and a few Swing Away rolls (the dice projection shows each roll). */
export async function exhibitionFlow({ page, shot }) {
  await page.goto('/game/single');
  await heading(page, 'Exhibition Game');
  await page.waitForFunction(() => document.querySelectorAll('select option').length > 4, null, { timeout: 20_000 });
  await page.waitForFunction(() => [...document.querySelectorAll('select')].every((s) => s.value !== ''), null, { timeout: 20_000 });
  await shot('Pick the visitors and the home team: any season, any team.');
  await page.getByRole('button', { name: 'Next: Lineup' }).click();
  await page.getByText('Lineup is valid').waitFor({ timeout: 20_000 });
  await shot('Set your lineup: batting order and positions. "Lineup is valid" means you can start.');
  await page.getByRole('button', { name: 'Play Ball' }).click();
  await page.getByRole('button', { name: 'Swing Away', exact: true }).waitFor({ timeout: 20_000 });
  await shot('The play screen: the score, the bases, the batter and the pitcher.');
  for (let i = 1; i <= 3; i++) {
    await clickAndWait(page, 'Swing Away', '_swing-away');
    await page.getByTestId('dice-projection').waitFor();
    await shot(i === 1 ? 'Swing Away rolls the dice for one plate appearance; the dice and the card result show.' : `Swing Away again: roll ${i}.`);
  }
  await page.getByRole('tab', { name: 'Substitution' }).click();
  await shot('Substitution: a pinch hitter, a pinch runner or a new pitcher, whenever you like.');
}

/** Game of the Day: the day's matchup, then the first roll. */
export async function gotdFlow({ page, shot }) {
  await page.goto('/game-of-the-day');
  await heading(page, 'Game Of The Day');
  await shot("Game of the Day: everyone plays the same matchup today; your result goes on the day's leaderboard.");
  const play = page.getByRole('button', { name: "Play Today's Game" });
  if ((await play.count()) === 0) return;
  await play.click();
  await page.getByRole('button', { name: 'Swing Away', exact: true }).waitFor({ timeout: 20_000 });
  await shot('Play it like an exhibition game: Swing Away for every plate appearance, or Quick Play to the end.');
  await clickAndWait(page, 'Swing Away', '_swing-away');
  await shot('Each roll shows its dice and the card result.');
}

/** Historical League: the create form, then the league's tabs. */
export async function historicalLeagueFlow({ page, shot }) {
  await page.goto('/game/historical-league');
  await heading(page, 'Historical League');
  await shot('Historical League: your leagues, and Create League to start one.');
  await page.goto('/game/historical-league/league/create');
  await page.getByLabel('League Name').waitFor({ timeout: 20_000 });
  await page.getByLabel('League Name').fill(`Demo League ${Date.now().toString(36)}`);
  await page.getByLabel('League Name').blur();
  await page.getByText('This name is available.').waitFor({ timeout: 10_000 }).catch(() => undefined);
  const season = page.getByLabel(/^\d{4} \(\d+ teams\)$/).first();
  await season.check();
  const year = (await season.getAttribute('aria-label')) ?? (await season.evaluate((el) => el.closest('label')?.textContent ?? ''));
  await page.getByLabel('Total Teams').fill('8');
  await page.getByLabel('Games per team').fill('20');
  const later = etInputs(30);
  await page.getByLabel('Games Begin date (ET)').fill(later.date);
  await page.getByLabel('Games Begin time (ET)').fill(later.time);
  const seasonYear = /\d{4}/.exec(year)?.[0];
  if (seasonYear) await page.getByLabel('Year of your team').selectOption(seasonYear);
  const team = page.getByLabel('Team', { exact: true });
  await team.locator('option[value]:not([value=""])').first().waitFor({ state: 'attached', timeout: 20_000 });
  await team.selectOption({ index: 1 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot('Create League: a name and the seasons whose teams play in it.');
  await page.getByRole('button', { name: 'Create League' }).scrollIntoViewIfNeeded();
  await shot('Then the number of teams, games per team, when games begin (Eastern time) and your team.');
  await page.getByRole('button', { name: 'Create League' }).click();
  await page.waitForURL(/\/game\/historical-league\/league\/setup\/\d+$/, { timeout: 30_000 });
  await page.getByRole('tab').first().waitFor({ timeout: 20_000 });
  await shot('Your league: schedule, standings, stats, rosters and the playoff bracket, one tab each.');
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  for (let i = 1; i < Math.min(count, 3); i++) {
    const name = (await tabs.nth(i).textContent())?.trim() ?? '';
    await tabs.nth(i).click();
    await shot(`The ${name} tab.`);
  }
}

/** Draft League: the list, the create form, and the draft room. */
export async function draftLeagueFlow({ page, shot }) {
  await page.goto('/draft-league/create');
  const form = page.getByRole('form', { name: 'Create Draft League' });
  await form.waitFor({ timeout: 20_000 });
  await form.getByRole('checkbox').first().check();
  await form.getByLabel('League Name').fill(`Demo Draft ${Date.now().toString(36)}`);
  await form.getByLabel('Total Teams').fill('4');
  const draftAt = etInputs(30);
  const gamesAt = etInputs(30 + 24 * 60);
  await form.getByLabel('Draft Held date (ET)').fill(draftAt.date);
  await form.getByLabel('Draft Held time (ET)').fill(draftAt.time);
  await form.getByLabel('Reschedule Game Start date (ET)').fill(gamesAt.date);
  await form.getByLabel('Reschedule Game Start time (ET)').fill(gamesAt.time);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot('Create Draft League: a name, the number of teams, the draft mode, rounds and time per pick.');
  await form.getByLabel('Draft Held date (ET)').scrollIntoViewIfNeeded();
  await shot('Then the seasons and leagues whose players make the pool, and when the draft is held.');
  await page.getByRole('button', { name: 'Create Draft League' }).click();
  await page.waitForURL(/\/draft-league\/\d+$/, { timeout: 30_000 });
  await anyHeading(page);
  await shot('Before the draft: the league, its teams and the countdown to the draft.');
  const leagueId = /\/draft-league\/(\d+)$/.exec(page.url())?.[1];
  await page.goto(`/live-draft/${leagueId}`);
  await anyHeading(page);
  await shot('The draft room: the players available, your queue, the board and the chat. Every manager picks in turn.');
  const board = page.getByRole('tab', { name: 'Board', exact: true });
  if ((await board.count()) > 0) {
    await board.click();
    await shot('The board: every pick so far, round by round.');
  }
}

/** Tournament: the lobby and the create form. */
export async function tournamentFlow({ page, shot }) {
  await page.goto('/tournament-lobby');
  await anyHeading(page);
  await shot('Tournament lobby: open tournaments to join, and yours.');
  await page.goto('/tournament');
  await page.getByLabel('Tournament Name').waitFor({ timeout: 20_000 });
  await page.getByLabel('Tournament Name').fill(`Demo Cup ${Date.now().toString(36)}`);
  await page.getByLabel('Tournament Name').blur();
  await page.getByText('This name is available').waitFor({ timeout: 10_000 }).catch(() => undefined);
  await shot('Create a tournament: seasons, number of teams, format and series length, the lock time and who may join.');
  const teams = page.getByTestId('teams-count');
  await teams.waitFor({ timeout: 15_000 });
  await page.evaluate(() => {
    const box = document.querySelector('[data-testid="teams-count"]');
    if (box) window.scrollTo(0, box.getBoundingClientRect().top + window.scrollY - 120);
  });
  await shot('Pick the teams that take part; players claim them before the lock.');
}

/** Teams & Players: the stats browser and a player card. */
export async function statsFlow({ page, shot }) {
  await page.goto('/stats-and-ratings');
  await heading(page, 'Stats & Ratings');
  await shot('Stats & Ratings: every league and team of every season; search players and teams from the header.');
  await page.goto('/stats-and-ratings/players/gehrilo01?year=1927');
  await page.getByTestId('player-card').waitFor({ timeout: 20_000 });
  await shot("A player's card: his ratings for the season (the card the dice read).");
  const stats = page.getByRole('tab', { name: 'Statistics', exact: true });
  if ((await stats.count()) > 0) {
    await stats.click();
    await shot('His statistics, season by season.');
  }
}

/**
 * The recorded modes, in the page's order (mode names: contract/src/howto-api.ts HOWTO_MODES). Add a row to record
 * another mode; `run` receives { page, shot, api, record }.
 */
export const HOWTO_FLOWS = [
  { mode: 'exhibition', title: 'Exhibition Game', run: exhibitionFlow },
  { mode: 'gotd', title: 'Game of the Day', run: gotdFlow },
  { mode: 'historical-league', title: 'Historical League', run: historicalLeagueFlow },
  { mode: 'draft-league', title: 'Draft League', run: draftLeagueFlow },
  { mode: 'season', title: 'Season', run: seasonFlow },
  { mode: 'all-star', title: 'All-Star Game', run: allStarFlow },
  { mode: 'nostalgia', title: 'Nostalgia', run: nostalgiaFlow },
  { mode: 'tournament', title: 'Tournament', run: tournamentFlow },
  { mode: 'stats', title: 'Teams & Players', run: statsFlow },
];
