import type { Page } from 'playwright-core';
import { screenshot, useBrowser, waitForHeading } from '../support/browser';
import { loginAs, newSubscriber, type StoredRecord } from './shell-accounts';

const { freshPage } = useBrowser();

type GameJson = {
  id: string; status: string; decisionCount: number; inning: number; half: string; outs: number;
  battingSide: 'home' | 'away'; userSide: 'home' | 'away'; score: { away: number; home: number };
  home: { pitcher: { cardId: string } | null }; batter: { cardId: string } | null;
};

async function gameState(page: Page, record: StoredRecord | undefined, id: string): Promise<GameJson> {
  const response = await page.request.get(`/api/games/${id}`, { headers: { authorization: `Bearer ${record?.api_key.key ?? ''}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { game: GameJson } }).data.game;
}

const gameIdOf = (page: Page) => /\/game\/single\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

/** No sideways scroll of the page itself: wide tables scroll inside their own box. */
async function expectNoPageOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}

async function click(page: Page, name: string, action: string) {
  const done = page.waitForResponse((r) => r.url().includes(action) && r.request().method() !== 'GET', { timeout: 20_000 });
  await page.getByRole('button', { name, exact: true }).click();
  const response = await done;
  expect(response.status()).toBe(200);
}

/** Setup (teams, then lineup) up to the play screen; returns the game id. */
async function setUpClassicGame(page: Page, shots: string | null): Promise<string> {
  await waitForHeading(page, 'Exhibition Game');
  const away = page.getByRole('combobox', { name: 'Visitors Team' });
  const home = page.getByRole('combobox', { name: 'Home Team' });
  await page.waitForFunction(() => document.querySelectorAll('select option').length > 4, null, { timeout: 15_000 });
  await page.waitForFunction(() => [...document.querySelectorAll('select')].every((s) => (s as HTMLSelectElement).value !== ''), null, { timeout: 15_000 });
  expect(await away.locator('option:checked').textContent()).toContain('1927 New York Yankees');
  expect(await home.locator('option:checked').textContent()).toContain('1975 Cincinnati Reds');
  if (shots) {
    await screenshot(page, `gameplay-setup-${shots}`);
    await expectNoPageOverflow(page);
  }
  await page.getByRole('button', { name: 'Next: Lineup' }).click();
  await page.waitForURL(/\/game\/single\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await page.getByText('Lineup is valid').waitFor({ timeout: 15_000 });
  if (shots) {
    await screenshot(page, `gameplay-lineup-${shots}`);
    await expectNoPageOverflow(page);
  }
  await page.getByRole('button', { name: 'Play Ball' }).click();
  await page.waitForURL(/\/play$/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Swing Away', exact: true }).waitFor({ timeout: 15_000 });
  return gameIdOf(page);
}

async function substitute(page: Page, kind: 'Pinch hitter' | 'New pitcher') {
  await page.getByRole('tab', { name: 'Substitution' }).click();
  await page.getByRole('combobox', { name: 'Substitution' }).selectOption({ label: kind });
  await click(page, 'Substitute', 'substitute-players');
  await page.getByText('Player Substituted Successfully!').first().waitFor({ timeout: 10_000 });
}

let record: StoredRecord | undefined;

/** A real subscriber: the server decides access, so the account pays for the trial on the local checkout. */

test('1927 Yankees at 1975 Reds: swing away, substitutions, undo, reload, quick play, result and history (1280x800)', async () => {
  const page = await freshPage(1280, 800);
  record ??= await newSubscriber(page);
  await loginAs(page, record, '/game/single');
  const id = await setUpClassicGame(page, 'desktop');

  // Three plate appearances with Swing Away; the dice projection (on by default) shows the engine's dice.
  for (let i = 0; i < 3; i++) await click(page, 'Swing Away', '_swing-away');
  await page.getByTestId('dice-projection').waitFor();
  expect(Number(await page.getByTestId('die-2d6').textContent())).toBeGreaterThanOrEqual(2);
  expect((await gameState(page, record, id)).decisionCount).toBe(3);

  // A pitching change while the Reds field and a pinch hitter when they bat (in whichever order comes first).
  let pitched = false;
  let pinchHit = false;
  for (let guard = 0; guard < 40 && !(pitched && pinchHit); guard++) {
    const state = await gameState(page, record, id);
    if (state.battingSide === 'away' && !pitched) {
      const before = state.home.pitcher?.cardId;
      await substitute(page, 'New pitcher');
      expect((await gameState(page, record, id)).home.pitcher?.cardId).not.toBe(before);
      pitched = true;
    } else if (state.battingSide === 'home' && !pinchHit) {
      const before = state.batter?.cardId;
      await substitute(page, 'Pinch hitter');
      expect((await gameState(page, record, id)).batter?.cardId).not.toBe(before);
      pinchHit = true;
    } else {
      await click(page, 'Swing Away', '_swing-away');
    }
  }
  expect(pitched && pinchHit).toBe(true);
  await page.getByRole('tab', { name: 'Bullpen' }).click();
  await page.getByText('Pitching', { exact: true }).first().waitFor();
  await screenshot(page, 'gameplay-play-desktop');

  // Undo once, after the confirmation.
  await click(page, 'Swing Away', '_swing-away');
  const beforeUndo = await gameState(page, record, id);
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByText('Are you sure? It will delete your last pitch.').waitFor();
  await click(page, 'Yes', '_undo-play');
  const afterUndo = await gameState(page, record, id);
  expect(afterUndo.decisionCount).toBe(beforeUndo.decisionCount - 1);

  // Reload mid-game: the same state, and play continues from it.
  await page.reload();
  await page.getByRole('button', { name: 'Swing Away', exact: true }).waitFor({ timeout: 15_000 });
  // The logo the server paints before any script (api/src/web/boot-bar.ts) is gone once the game has rendered.
  expect(await page.locator('.boot-splash, .boot-bar').count()).toBe(0);
  const reloaded = await gameState(page, record, id);
  expect(reloaded).toEqual(afterUndo);
  expect(await page.getByTestId('score-away').textContent()).toBe(String(afterUndo.score.away));
  expect(await page.getByTestId('score-home').textContent()).toBe(String(afterUndo.score.home));
  await click(page, 'Swing Away', '_swing-away');
  expect((await gameState(page, record, id)).decisionCount).toBe(afterUndo.decisionCount + 1);

  // Quick Play to the end: the result screen with the winning modal and the final box score.
  await click(page, 'Quick Play', '_quick-play');
  await page.waitForURL(/\/result$/, { timeout: 15_000 });
  const modal = page.getByTestId('winning-modal');
  await modal.waitFor({ timeout: 15_000 });
  expect(await modal.textContent()).toMatch(/You win!|You lose/);
  await screenshot(page, 'gameplay-result-desktop');
  await modal.getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('box-score').waitFor();
  const final = await gameState(page, record, id);
  expect(final.status).toBe('final');

  // Game history lists it as final, with its score; its box score opens in place.
  await modal.waitFor({ state: 'detached' });
  await page.goto('/game/history');
  await waitForHeading(page, 'Game History');
  const row = page.getByTestId(`history-${id}`);
  await row.waitFor({ timeout: 15_000 });
  expect(await row.textContent()).toContain(`Final · ${final.score.away}-${final.score.home}`);
  await row.getByRole('button', { name: 'Box Score' }).click();
  await row.getByTestId('box-score').waitFor({ timeout: 15_000 });
  await screenshot(page, 'gameplay-history-desktop');
}, 240_000);

test('the same screens on a 375x812 phone', async () => {
  const page = await freshPage(375, 812);
  record ??= await newSubscriber(page);
  await loginAs(page, record, '/game/single');
  const id = await setUpClassicGame(page, 'phone');
  await click(page, 'Swing Away', '_swing-away');
  await page.getByTestId('dice-projection').waitFor();
  await screenshot(page, 'gameplay-play-phone');
  await expectNoPageOverflow(page);
  await click(page, 'Quick Play', '_quick-play');
  await page.waitForURL(/\/result$/, { timeout: 15_000 });
  await page.getByTestId('winning-modal').waitFor({ timeout: 15_000 });
  await screenshot(page, 'gameplay-result-phone');
  expect((await gameState(page, record, id)).status).toBe('final');
}, 120_000);
