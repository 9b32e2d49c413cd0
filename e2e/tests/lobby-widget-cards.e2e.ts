import type { Page } from 'playwright-core';
import type { LobbyLeague } from '../../contract/src/lobby-api';
import { screenshot, useBrowser } from '../support/browser';
import { signUpAndLogin } from './shell-accounts';

// The card-count rules (1, 2 and 4 leagues, a locked one) in the browser, with the widget's real request answered in
// the spec's shape so each case needs no tournaments made on the shared server. The empty case runs against the real
// server in lobby-widget.e2e.ts; real tournaments claimed from the widget are in tournaments.e2e.ts.

const { freshPage } = useBrowser();

function league(n: number, lockedMinutesAgo: number | null, claimed = 3, total = 8): LobbyLeague {
  const lock = new Date(Date.now() + (lockedMinutesAgo === null ? 90 * 60_000 : -lockedMinutesAgo * 60_000));
  return {
    leagueId: 100 + n, name: `Spring Classic ${n}`, teamsLockingTime: lock.toISOString(), leagueCreationEpoc: Date.now() - 3_600_000,
    totalMembers: total, claimedTeamCount: claimed, image: null, wins: 0, losses: 0, progress: 0, status: 'OPEN', playoff: false,
    isJoinedLeague: false, isOwner: false,
  };
}

async function openWidget(page: Page, leagues: LobbyLeague[]): Promise<void> {
  await page.route('**/api/lobby/exp3/users/*/leagues*', (route) =>
    route.fulfill({ json: { data: { leagues, pagination: { currentPage: 1, totalPages: 1, totalItems: leagues.length } } } }));
  await signUpAndLogin(page, '/leaderboard', { subscribed: true });
  const widget = page.getByTestId('lobby-widget');
  await widget.waitFor({ state: 'visible', timeout: 15_000 });
  await page.getByRole('button', { name: 'Maximize Tournament(s) Starting Soon' }).click();
}

test('one league: its card with a Time Left countdown and Claim Team, then the Create a new Tournament slot', async () => {
  const page = await freshPage(1280, 800);
  await openWidget(page, [league(1, null)]);
  const widget = page.getByTestId('lobby-widget');
  await widget.getByTestId('tournament-card').first().waitFor({ timeout: 10_000 });
  expect(await widget.getByTestId('tournament-card').count()).toBe(1);
  expect(await widget.getByText('Spring Classic 1').count()).toBe(1);
  expect(await widget.getByText('3/8 teams claimed').count()).toBe(1);
  expect(await widget.getByText(/Time Left/).count()).toBe(1);
  expect(await widget.getByRole('button', { name: 'Claim Team' }).count()).toBe(1);
  expect(await widget.getByText('Create a new Tournament').count()).toBe(1);
  await screenshot(page, 'lobby-widget-one-card-desktop');
  await widget.getByText('Spring Classic 1').click();
  await page.waitForURL((u) => u.pathname === '/tournament/summary/101', { timeout: 10_000 });
});

test('two leagues: a locked one shows View and no Claim Team; the empty slot is appended', async () => {
  const page = await freshPage(375, 812);
  await openWidget(page, [league(1, 5), league(2, null, 8, 8)]);
  const widget = page.getByTestId('lobby-widget');
  await widget.getByTestId('tournament-card').first().waitFor({ timeout: 10_000 });
  expect(await widget.getByTestId('tournament-card').count()).toBe(2);
  expect(await widget.getByText('View', { exact: true }).count()).toBe(1);
  // Locked, and full: neither may be claimed.
  expect(await widget.getByRole('button', { name: 'Claim Team' }).count()).toBe(0);
  expect(await widget.getByText('Create a new Tournament').count()).toBe(1);
  await screenshot(page, 'lobby-widget-two-cards-phone');
});

test('more than three leagues: the first three, no empty slot', async () => {
  const page = await freshPage(1280, 800);
  await openWidget(page, [league(1, null), league(2, null), league(3, null), league(4, null)]);
  const widget = page.getByTestId('lobby-widget');
  await widget.getByTestId('tournament-card').first().waitFor({ timeout: 10_000 });
  expect(await widget.getByTestId('tournament-card').count()).toBe(3);
  expect(await widget.getByText('Spring Classic 4').count()).toBe(0);
  expect(await widget.getByText('Create a new Tournament').count()).toBe(0);
  await screenshot(page, 'lobby-widget-three-cards-desktop');
});
