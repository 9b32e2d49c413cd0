import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TournamentTeamsByYear } from '../../contract/src/tournaments-api';
import { baseUrl, launchBrowser, screenshot } from '../support/browser';
import { themedContext, type ThemeMode } from './accessibility-support';
import { apiAs, pageOverflow, promptAnsweredToday } from './league-support';
import { loginAs, signUp, subscribeViaApi, type StoredRecord } from './shell-accounts';
import { allMatches, passTime, teamSeasonName, tournamentsApiOf } from './tournament-support';

/**
 * Issue 41 item 4: a finished tournament's summary, read as a user would. The champion banner is readable in day
 * and in night (WCAG AA, 4.5:1, from the colours the browser computes), and on a 375×812 phone the bracket lets
 * him reach the final by scrolling the page and read every team's whole name.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const TEAMS = 8;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let browser: Browser;
const contexts: BrowserContext[] = [];
let owner: StoredRecord;
let leagueId = 0;
let champion = '';

/** A page signed in as the owner, in `mode` (its local hour decides the theme) at `size`. */
async function ownerPage(mode: ThemeMode, size: { width: number; height: number }): Promise<Page> {
  const context = await themedContext(browser, mode, size.width, size.height);
  contexts.push(context);
  const page = await context.newPage();
  await promptAnsweredToday(page);
  await loginAs(page, owner, `/tournament/summary/${leagueId}`);
  await page.getByTestId('champion').getByText(`${champion} win the tournament!`).waitFor({ timeout: 20_000 });
  return page;
}

/**
 * The banner's text colour against what is really behind it: its own background, or, where that is transparent,
 * the nearest ancestor's, each layer laid over the one beneath (rgba alpha), down to an opaque one (white at worst).
 */
function bannerContrast(page: Page) {
  return page.getByTestId('champion').evaluate((banner) => {
    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba => {
      const m = /rgba?\(([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:[,\s/]+([\d.]+))?\)/.exec(css);
      if (!m) throw new Error(`a colour the test cannot read: ${css}`);
      return [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])];
    };
    const over = (top: Rgba, under: Rgba): Rgba => {
      const a = top[3] + under[3] * (1 - top[3]);
      const mix = (i: number) => (a === 0 ? 0 : (top[i]! * top[3] + under[i]! * under[3] * (1 - top[3])) / a);
      return [mix(0), mix(1), mix(2), a];
    };
    const layers: Rgba[] = [];
    for (let el: Element | null = banner; el; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.backgroundImage !== 'none') throw new Error(`${el.tagName} has a background image: the test cannot weigh it`);
      const layer = parse(style.backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] >= 1) break;
    }
    const background = layers.reduceRight<Rgba>((under, top) => over(top, under), [255, 255, 255, 1]);
    const text = over(parse(getComputedStyle(banner).color), background);
    const luminance = (c: Rgba) => {
      const channel = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2]);
    };
    const [hi, lo] = [luminance(text), luminance(background)].sort((x, y) => y - x) as [number, number];
    const round = (c: Rgba) => c.slice(0, 3).map(Math.round).join(',');
    return { ratio: (hi + 0.05) / (lo + 0.05), text: round(text), background: round(background) };
  });
}

/**
 * Scrolls the page (only the page: no box inside it) to the bracket's final and measures what the phone shows: the
 * final's card and every team name of the bracket, each against the viewport and its own box.
 */
function bracketOnScreen(page: Page) {
  return page.evaluate(() => {
    const rounds = [...document.querySelectorAll<HTMLElement>('[data-testid="tournament-bracket"] [data-testid="bracket-round"]')];
    const final = rounds.at(-1)!.querySelector<HTMLElement>('[data-testid^="match-"]')!;
    window.scrollTo(0, final.getBoundingClientRect().top + window.scrollY - 100);
    const card = final.getBoundingClientRect();
    const names = [...document.querySelectorAll<HTMLElement>('[data-testid="tournament-bracket"] [data-testid$="-top"] > span:nth-child(2), [data-testid="tournament-bracket"] [data-testid$="-bottom"] > span:nth-child(2)')];
    const cut = names
      .filter((name) => {
        const box = name.getBoundingClientRect();
        const side = name.parentElement!.getBoundingClientRect();
        return name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1 || box.left < 0 || box.right > window.innerWidth || box.right > side.right + 1;
      })
      .map((name) => name.textContent ?? '');
    return {
      roundNames: rounds.map((r) => r.querySelector('h5')?.textContent ?? ''),
      final: { left: Math.round(card.left), right: Math.round(card.right), top: Math.round(card.top), bottom: Math.round(card.bottom) },
      viewport: { width: window.innerWidth, height: window.innerHeight },
      finalText: final.textContent ?? '',
      names: names.length,
      cut,
    };
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl() });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/terms-of-service');
  owner = await signUp(page);
  await subscribeViaApi(page, owner);
  const api = tournamentsApiOf(page, owner);

  // The field: the eight 1975 team-seasons with the longest names, where a cut would show first.
  const { years } = await apiAs(page, owner).read<TournamentTeamsByYear>('tournaments/teams-by-year?from=1975&to=1975');
  const field = [...years[0]!.teams].sort((a, b) => b.name.length - a.name.length).slice(0, TEAMS);
  const now = Date.now();
  const created = await api.create({
    name: `E2E Phone Cup ${now.toString(36)}`, fromYear: 1975, toYear: 1975, totalTeams: TEAMS, teams: field.map(({ teamId, year }) => ({ teamId, year })),
    format: 'single-elimination', seriesLength: 1, dh: 'auto', locksAt: new Date(now + 12 * MINUTE).toISOString(), firstGameAt: new Date(now + 72 * MINUTE).toISOString(), isPrivate: false,
  });
  leagueId = created.leagueId;
  // The lock, then the league scheduler at the games' times until a champion (the server's test clock).
  let detail = await passTime({ page, record: owner, api }, leagueId, Date.parse(created.locksAt) - Date.parse(created.now) + 1000);
  for (let step = 0; detail.status !== 'final' && step < 12; step += 1) detail = await passTime({ page, record: owner, api }, leagueId, 2 * HOUR);
  expect(detail.status).toBe('final');
  expect(allMatches(await api.bracket(leagueId)).every((m) => m.status === 'completed')).toBe(true);
  champion = teamSeasonName(detail.teams.find((t) => t.index === detail.champion)!);
}, 180_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  // Later test files get a server on real time.
  await fetch(`${baseUrl()}/api/test/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reset: true }) });
});

test.each([
  ['day', PHONE],
  ['night', PHONE],
  ['day', DESKTOP],
  ['night', DESKTOP],
] as const)('the champion banner reads at 4.5:1 or more (%s, %o)', async (mode, size) => {
  const page = await ownerPage(mode, size);
  const contrast = await bannerContrast(page);
  // The colours come along, so a failure says which pair it measured.
  expect({ readable: contrast.ratio >= 4.5, ...contrast }).toMatchObject({ readable: true });
  await screenshot(page, `tournament-summary-final-${mode}-${size.width}`);
  await page.close();
}, 60_000);

test('at 375×812 the rounds stack: the final is reached by scrolling the page and every team name is whole', async () => {
  const page = await ownerPage('day', PHONE);
  const shown = await bracketOnScreen(page);
  expect(shown.roundNames).toEqual(['Quarterfinals', 'Semifinals', 'Final']);
  // The final's card lies inside the phone's width and, once the page is scrolled, inside its height.
  expect(shown.final.left).toBeGreaterThanOrEqual(0);
  expect(shown.final.right).toBeLessThanOrEqual(shown.viewport.width);
  expect(shown.final.top).toBeGreaterThanOrEqual(0);
  expect(shown.final.bottom).toBeLessThanOrEqual(shown.viewport.height);
  expect(shown.finalText).toContain(champion);
  expect(shown.names).toBe(2 * (TEAMS - 1));
  expect(shown.cut).toEqual([]);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(1);
  await screenshot(page, 'tournament-summary-final-bracket-375', { fullPage: false });
}, 60_000);
