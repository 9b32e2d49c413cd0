import type { Page } from 'playwright-core';
import type { CalendarAnswer } from '../../contract/src/calendar-api';
import type { DraftPoolPage, DraftRoom, DraftSummary } from '../../contract/src/drafts-api';
import type { DepthChart } from '../../contract/src/leagues-api';
import type { TradeCheck, TradeList } from '../../contract/src/trades-api';
import type { StoredRecord } from './shell-accounts';
import { apiAs } from './league-support';

/** The draft, trade and calendar APIs as the signed-in user, for what the test checks behind the screens. */
export function draftApiOf(page: Page, record: StoredRecord) {
  const { read, send } = apiAs(page, record);
  return {
    room: (id: number) => read<DraftRoom>(`drafts/${id}`),
    pool: (id: number, query: string) => read<DraftPoolPage>(`drafts/${id}/pool?${query}`),
    summary: (id: number) => read<DraftSummary>(`drafts/${id}/summary`),
    depth: (id: number, team: number) => read<DepthChart>(`leagues/${id}/teams/${team}/depth`),
    checkTrade: (id: number, body: { fromTeam: number; toTeam: number; give: string[]; get: string[] }) => send<TradeCheck>(`leagues/${id}/trades/check`, body),
    trades: (id: number, status: 'pending' | 'history') => read<TradeList>(`leagues/${id}/trades?status=${status}`),
    calendar: (from: string, days: number) => read<CalendarAnswer>(`calendar?from=${from}&days=${days}`),
  };
}

export type DraftApi = ReturnType<typeof draftApiOf>;

/**
 * Moves the e2e server's clock on (TEST_CLOCK=1) and runs the league's due draft and season work, or the head-to-head
 * game's decision clock and reconnect grace, before answering (api/src/testing/test-clock.ts). `{ reset: true }` puts
 * the server back on real time.
 */
export async function moveClock(page: Page, body: { advanceMs?: number; reset?: boolean; leagueId?: number; gameId?: string }): Promise<string> {
  const response = await page.request.post('/api/test/clock', { data: body });
  if (!response.ok()) throw new Error(`POST /api/test/clock: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { now: string } }).data.now;
}

/** Past the pick on the clock's deadline (or the draft's start), by the server's own `now`: the server picks for that team. */
export async function runOutTheClock(page: Page, api: DraftApi, leagueId: number): Promise<DraftRoom> {
  const room = await api.room(leagueId);
  const target = room.status === 'scheduled' ? room.draftHeldAt : room.current?.deadline;
  if (!target) return room;
  await moveClock(page, { advanceMs: Math.max(0, Date.parse(target) - Date.parse(room.now)) + 100, leagueId });
  return api.room(leagueId);
}

/** The timer's 'mm:ss' (or 'hh:mm:ss') in seconds. */
export function timerSeconds(text: string): number {
  return text
    .trim()
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);
}

/** The live room's board cell of one overall pick. */
export const boardCell = (page: Page, pick: number) => page.getByTestId('draft-board').locator(`td[data-pick="${pick}"]`);

/** Waits until the page's board shows `name` at pick `pick` (the stream brought it; no reload). */
export function waitForBoardPick(page: Page, pick: number, name: string) {
  return page.waitForFunction(
    ([n, text]) => document.querySelector(`[data-testid="draft-board"] td[data-pick="${n}"]`)?.textContent?.includes(text as string) ?? false,
    [pick, name] as const,
    { timeout: 15_000 },
  );
}

/** What the room's header says is on the clock ('On the clock: … Round r, pick p (overall n)'). */
export async function onTheClock(page: Page): Promise<string> {
  return ((await page.getByTestId('on-the-clock').locator('div').first().textContent()) ?? '').trim();
}
