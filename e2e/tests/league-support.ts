import type { Page } from 'playwright-core';
import type { CreateLeagueRequest, DepthChart, LeagueBracket, LeagueDetail, LeagueList, LeagueSchedule, LeagueSimAnswer } from '../../contract/src/leagues-api';
import type { StoredRecord } from './shell-accounts';

/** The Games Begin inputs' values (US Eastern wall time) of the instant `minutes` from now. */
export function etInputs(minutes: number, now = Date.now()): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(now + minutes * 60_000));
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** GET and POST `/api/…` as the signed-in user, answering the `data` of the body (a non-2xx answer throws). */
export function apiAs(page: Page, record: StoredRecord) {
  const headers = { authorization: `Bearer ${record.api_key.key}` };
  const read = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(`/api/${path}`, { headers });
    if (!response.ok()) throw new Error(`GET /api/${path}: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  const send = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await page.request.post(`/api/${path}`, { headers, data });
    if (!response.ok()) throw new Error(`POST /api/${path}: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  return { read, send };
}

/** The leagues API as the signed-in user, for what the test checks behind the screens (contract/src/leagues-api.ts). */
export function leaguesApiOf(page: Page, record: StoredRecord) {
  const { read, send } = apiAs(page, record);
  return {
    list: () => read<LeagueList>('leagues?kind=historical'),
    detail: (id: number) => read<LeagueDetail>(`leagues/${id}`),
    schedule: (id: number, query: string) => read<LeagueSchedule>(`leagues/${id}/schedule?${query}`),
    depth: (id: number, team: number) => read<DepthChart>(`leagues/${id}/teams/${team}/depth`),
    bracket: (id: number) => read<LeagueBracket>(`leagues/${id}/playoff`),
    create: (body: CreateLeagueRequest) => send<LeagueDetail>('leagues', body),
    simToEnd: (id: number) => send<LeagueSimAnswer>(`leagues/${id}/sim`, { to: 'end' }),
  };
}

/** A league body for leagues the test only needs to exist (the form is driven once, in the browser). */
export function leagueBody(name: string, years: number[], totalTeams: number, gamesPerTeam: number, team: { teamId: string; year: number }): CreateLeagueRequest {
  return {
    name,
    kind: 'historical',
    years,
    totalTeams,
    gamesPerTeam,
    dh: 'auto',
    usageLimit: 0,
    isPrivate: false,
    gamesBeginAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    userTeam: team,
  };
}

/** No sideways scroll of the page itself: wide tables scroll inside their own box. */
export async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Elements whose right edge leaves the viewport without a scrolling ancestor to hold them (what a phone user loses). */
export async function clippedElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const width = window.innerWidth;
    for (const el of Array.from(document.querySelectorAll('main *'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      let scroller = el.parentElement;
      let held = false;
      while (scroller && scroller !== document.body) {
        const style = getComputedStyle(scroller);
        if (/(auto|scroll|hidden)/.test(style.overflowX)) {
          held = true;
          break;
        }
        scroller = scroller.parentElement;
      }
      if (!held) out.push(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}: ${(el.textContent ?? '').trim().slice(0, 40)} (right ${Math.round(box.right)})`);
    }
    return out;
  });
}

/** A returning user: the add-to-home-screen prompt was answered today, so it does not cover the screens. */
export async function promptAnsweredToday(page: Page): Promise<void> {
  await page.context().addInitScript((value) => {
    if (!window.localStorage.getItem('installPromptDate')) window.localStorage.setItem('installPromptDate', value);
  }, new Date().toISOString());
}

/** A team as the league screens name it: city and nickname, with the year when another team of the league has the same name. */
export function teamLabel(league: Pick<LeagueDetail, 'teams'>, index: number): string {
  const team = league.teams.find((t) => t.index === index)!;
  const name = `${team.city} ${team.nickname}`;
  return league.teams.some((t) => t.index !== index && `${t.city} ${t.nickname}` === name) ? `${team.year} ${name}` : name;
}

/** Waits for the request the click sends (by path and method) and answers its status. */
export async function clickAndWait(page: Page, click: () => Promise<void>, path: RegExp, method = 'POST'): Promise<number> {
  const done = page.waitForResponse((r) => path.test(new URL(r.url()).pathname) && r.request().method() === method, { timeout: 90_000 });
  await click();
  return (await done).status();
}

/** Nothing on the page is cut off and it does not scroll sideways (the phone checks of every mode). */
export async function expectPhoneFit(page: Page): Promise<void> {
  expect(await clippedElements(page)).toEqual([]);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(1);
}

export const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** Clicks a tab and waits until it is the selected one. */
export async function openTab(page: Page, name: string): Promise<void> {
  await tab(page, name).click();
  await page.waitForFunction((n) => Array.from(document.querySelectorAll('[role="tab"][aria-selected="true"]')).some((t) => t.textContent === n), name);
}
