import type { DraftRoom } from '../../contract/src/drafts-api';
import { baseUrl, screenshot, useBrowser } from '../support/browser';
import { apiAs, expectPhoneFit, promptAnsweredToday } from './league-support';
import { draftApiOf, moveClock, runOutTheClock } from './draft-support';
import { loginAs, signUp, subscribeViaApi } from './shell-accounts';

const { freshPage } = useBrowser();
const ROUNDS = 13;
const MINUTE = 60_000;

// Later test files get a server on real time, whatever happened here.
afterAll(async () => {
  await fetch(`${baseUrl()}/api/test/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reset: true }) });
});

test('on a phone, a manager who always clicks the top player the pool offers is never refused through 13 rounds', async () => {
  const page = await freshPage(375, 812);
  page.on('pageerror', (error) => console.warn(`[browser] page error: ${error.message}`));
  await promptAnsweredToday(page);
  await page.goto('/terms-of-service');
  const record = await signUp(page);
  await subscribeViaApi(page, record);
  const api = draftApiOf(page, record);

  // Two teams (the other a computer), thirteen rounds, a DH: thirteen places to fill with thirteen picks, so from the
  // first pick on only a player who fills one may be taken.
  const now = Date.parse(await moveClock(page, { advanceMs: 0 }));
  const created = await apiAs(page, record).send<DraftRoom>('drafts', {
    name: `Fit ${Date.now().toString(36)}`, totalTeams: 2, mode: 'snake', rounds: ROUNDS, pickSeconds: 30, maxPlayers: ROUNDS, dh: 'yes', usageLimit: 0,
    years: [1998], leagues: ['AL', 'NL'], draftHeldAt: new Date(now + 15 * MINUTE).toISOString(), gamesBeginAt: new Date(now + 2 * 24 * 60 * MINUTE).toISOString(),
    isPrivate: true,
  });
  const leagueId = created.leagueId;
  await loginAs(page, record, `/live-draft/${leagueId}`);
  let room = await runOutTheClock(page, api, leagueId);
  expect(room.status).toBe('live');
  const mine = room.myTeam!;

  const pool = page.getByRole('region', { name: 'Available players' });
  const answers: number[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'POST' && r.url().endsWith(`/api/drafts/${leagueId}/picks`)) answers.push(r.status());
  });
  for (let guard = 0; room.status !== 'complete' && guard < 4 * ROUNDS; guard += 1) {
    if (room.current!.team !== mine) {
      room = await runOutTheClock(page, api, leagueId);
      continue;
    }
    const drafted = room.picks.filter((p) => p.team === mine).length;
    // The pool as of this turn: what the viewer's roster still needs, and the picks left to fill it (the commissioner
    // sees the needs of the team on the clock while it is another's turn).
    await page.waitForFunction(
      (left) => /^(Still needs: .*|Lineup and rotation filled) · Picks left: (\d+)/.exec(document.querySelector('[data-testid="roster-needs"]')?.textContent ?? '')?.[2] === String(left),
      ROUNDS - drafted,
      { timeout: 15_000 },
    );
    if (drafted === 5) {
      await expectPhoneFit(page);
      await screenshot(page, 'draft-pool-needs-phone', { fullPage: false });
    }
    const top = pool.locator('tbody tr').first().getByRole('button');
    const name = ((await top.textContent()) ?? '').trim();
    await top.click();
    const card = page.getByTestId('player-card');
    await card.getByRole('heading', { name: new RegExp(`^${name} · `) }).waitFor();
    const answered = page.waitForResponse((r) => r.url().endsWith(`/api/drafts/${leagueId}/picks`) && r.request().method() === 'POST');
    await card.getByRole('button', { name: 'Draft', exact: true }).click({ timeout: 15_000 });
    expect((await answered).status()).toBe(200);
    room = await api.room(leagueId);
    expect(room.picks.filter((p) => p.team === mine).at(-1)!.name).toBe(name);
  }
  expect(room.status).toBe('complete');
  expect(answers).toEqual(new Array<number>(ROUNDS).fill(200));
  expect(room.picks.filter((p) => p.team === mine)).toHaveLength(ROUNDS);
  expect((await api.summary(leagueId)).validation.teams.map((t) => t.valid)).toEqual([true, true]);
}, 240_000);
