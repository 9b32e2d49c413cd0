import type { Page } from 'playwright-core';
import type { LeagueSchedule } from '../../contract/src/leagues-api';
import type { NotificationsPage } from '../../contract/src/notifications-api';
import type {
  CreateTournamentRequest, TournamentBracket, TournamentDetail, TournamentMatchView, TournamentTeamView,
} from '../../contract/src/tournaments-api';
import { moveClock } from './draft-support';
import { apiAs, promptAnsweredToday } from './league-support';
import { signUp, subscribeViaApi, type StoredRecord } from './shell-accounts';

/** The tournament routes as one signed-in user (contract/src/tournaments-api.ts), for what the test checks behind the screens. */
export function tournamentsApiOf(page: Page, record: StoredRecord) {
  const { read, send } = apiAs(page, record);
  const headers = { authorization: `Bearer ${record.api_key.key}` };
  return {
    create: (body: CreateTournamentRequest) => send<TournamentDetail>('tournaments', body),
    detail: (id: number) => read<TournamentDetail>(`tournaments/${id}`),
    bracket: (id: number) => read<TournamentBracket>(`tournaments/${id}/bracket`),
    schedule: (id: number, query: string) => read<LeagueSchedule>(`leagues/${id}/schedule?${query}`),
    notifications: () => read<NotificationsPage>('notifications'),
    /** A claim whose refusal the test reads: the status and the body's `error` (or the detail). */
    async claim(id: number, teamIndex: number): Promise<{ status: number; error?: string; detail?: TournamentDetail }> {
      const response = await page.request.post(`/api/tournaments/${id}/claim`, { headers, data: { teamIndex } });
      const body = (await response.json()) as { data?: TournamentDetail; error?: string };
      return { status: response.status(), error: body.error, detail: body.data };
    },
  };
}

export type TournamentsApi = ReturnType<typeof tournamentsApiOf>;

export interface Person {
  page: Page;
  record: StoredRecord;
  api: TournamentsApi;
}

type FreshPage = (w?: number, h?: number, origin?: string) => Promise<Page>;

/**
 * A subscriber in a browser context of his own at `width`×`height`, signed up through the API on `origin` (one
 * instance of a cluster) or the suite's server, not signed in yet.
 */
export async function person(freshPage: FreshPage, width: number, height: number, origin?: string): Promise<Person> {
  const page = await freshPage(width, height, origin);
  page.on('pageerror', (error) => console.warn(`[browser ${width}x${height}] page error: ${error.message}`));
  await promptAnsweredToday(page);
  await page.goto('/terms-of-service');
  const record = await signUp(page);
  await subscribeViaApi(page, record);
  return { page, record, api: tournamentsApiOf(page, record) };
}

/**
 * A subscriber who only uses the API on `origin`: his context's page never loads the apps (cheaper than `person`
 * for the users whose screens the test does not look at).
 */
export async function apiPerson(freshPage: FreshPage, origin?: string): Promise<Person> {
  const page = await freshPage(1280, 800, origin);
  const record = await signUp(page);
  await subscribeViaApi(page, record);
  return { page, record, api: tournamentsApiOf(page, record) };
}

/** '1975 Cincinnati Reds', as the tournament screens name a team-season. */
export const teamSeasonName = (team: Pick<TournamentTeamView, 'year' | 'city' | 'nickname'>) => `${team.year} ${team.city} ${team.nickname}`;

/** Every match of every stage, in the order the bracket lists them. */
export function allMatches(bracket: TournamentBracket): TournamentMatchView[] {
  return bracket.stages.flatMap((s) => s.groups.flatMap((g) => g.rounds.flatMap((r) => r.matches)));
}

/** The summary header's claimed count, as the page shows it now. */
export const claimedCount = async (page: Page) => ((await page.getByTestId('claimed-count').textContent()) ?? '').trim();

/** Waits until the summary's header says `text` (the stream brought it: the caller checks nobody reloaded). */
export function waitForClaimed(page: Page, text: string) {
  return page.waitForFunction((t) => document.querySelector('[data-testid="claimed-count"]')?.textContent?.trim() === t, text, { timeout: 15_000 });
}

/** Marks the loaded document; `sameDocument` stays true while no reload (or full navigation) replaced it. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __tournamentMark?: boolean }).__tournamentMark = true));
}
export function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __tournamentMark?: boolean }).__tournamentMark === true);
}

/**
 * Moves the server's clock (TEST_CLOCK=1) by `ms` and runs the tournament's due work: the lock job, then the league
 * scheduler (api/src/testing/test-clock.ts). Answers the tournament as its owner's API reads it afterwards.
 */
export async function passTime(owner: Person, leagueId: number, ms: number): Promise<TournamentDetail> {
  await moveClock(owner.page, { advanceMs: Math.max(0, Math.round(ms)), leagueId });
  return owner.api.detail(leagueId);
}

/** Waits until a page's bracket shows `n` match cards (the lock's event reloaded the summary). */
export function waitForMatchCards(page: Page, n: number, timeout = 20_000) {
  return page.waitForFunction(
    (count) => document.querySelectorAll('[data-testid="tournament-bracket"] [data-testid^="match-"]:not([data-testid*="-top"]):not([data-testid*="-bottom"])').length === count,
    n,
    { timeout },
  );
}

/** Per match card of the page's bracket: its id and how many of its sides are marked the winner. */
export function shownWinners(page: Page): Promise<Array<{ id: string; winners: number; bye: boolean }>> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-testid="tournament-bracket"] [data-testid^="match-"]'))
      .filter((el) => /^match-\d+$/.test(el.dataset.testid ?? ''))
      .map((el) => ({ id: el.dataset.testid!, winners: el.querySelectorAll('[data-winner]').length, bye: el.dataset.bye !== undefined })),
  );
}

const widgetOf = (page: Page) => page.getByTestId('lobby-widget');
/** The floating widget's card of the tournament `name`. */
export const widgetCard = (page: Page, name: string) => widgetOf(page).getByTestId('tournament-card').filter({ hasText: name });

/** Opens the floating widget (it fetches its list on every maximize) and waits for the tournament's card. */
export async function openWidget(page: Page, name: string) {
  const widget = widgetOf(page);
  await widget.waitFor({ state: 'visible', timeout: 15_000 });
  if ((await widget.getAttribute('data-state')) === 'minimized') await page.getByRole('button', { name: 'Maximize Tournament(s) Starting Soon' }).click();
  await widgetCard(page, name).waitFor({ timeout: 15_000 });
}

/**
 * Claim Team on the widget's card opens the picker of the open teams (a dialog over the page); the first one is
 * claimed. Answers the claim's POST and the team's name as the picker showed it.
 */
export async function claimInWidget(page: Page, name: string) {
  await widgetCard(page, name).getByRole('button', { name: 'Claim Team' }).click();
  const picker = page.getByRole('dialog', { name: `Claim a team in ${name}` });
  const first = picker.getByRole('list', { name: 'Open teams' }).getByRole('button').first();
  await first.waitFor({ timeout: 15_000 });
  const team = ((await first.locator('span').first().textContent()) ?? '').trim();
  const answered = page.waitForResponse((r) => /\/api\/tournaments\/\d+\/claim$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST');
  await first.click();
  const response = await answered;
  await picker.waitFor({ state: 'detached', timeout: 10_000 });
  return { response, team };
}
