import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CALENDAR_MESSAGES, ThemeRoot, type CalendarGame } from '@bb/shared';
import { mockApi, ok, type Call } from '@bb/shared/src/testing/api-mock';
import { login, setupStatsTests, toastMessages } from '../test/render';
import LeagueCalendarPage from './LeagueCalendarPage';

setupStatsTests();

const calendarGame = (over: Partial<CalendarGame> = {}): CalendarGame => ({
  leagueId: 5,
  leagueName: 'Friends Draft',
  leagueKind: 'draft',
  scheduleId: 11,
  startsAt: '2024-01-01T23:05:00.000Z',
  originalStartsAt: '2024-01-01T23:05:00.000Z',
  home: { index: 0, name: 'Boston Beans', abbreviation: 'BOS' },
  away: { index: 1, name: 'Chicago Cubs', abbreviation: 'CHI' },
  myTeam: 0,
  status: 'scheduled',
  homeRuns: null,
  awayRuns: null,
  canReschedule: true,
  link: '/draft-league/5/schedule/11/game/new',
  ...over,
});

// Sunday night in New York is already Monday in UTC: the game belongs on the calendar's SUNDAY.
const sundayNight = calendarGame({ scheduleId: 12, startsAt: '2024-01-08T02:00:00.000Z', originalStartsAt: '2024-01-08T02:00:00.000Z', canReschedule: false, link: '/game/historical-league/pregame-summary/league/6/schedule/12/game/new', leagueId: 6, leagueName: 'Murderers Row', leagueKind: 'historical' });

let calls: Call[];
let rescheduleReply: (call: Call) => ReturnType<typeof ok>;

beforeEach(() => {
  login();
  // A Wednesday in Eastern time: the calendar opens on the week from Monday, Jan 1, 2024.
  jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2024-01-03T15:00:00Z'));
  rescheduleReply = () => ok(calendarGame({ startsAt: '2024-01-02T23:05:00.000Z' }));
  ({ calls } = mockApi({
    'GET calendar': (call) => ok({ from: call.url.searchParams.get('from'), days: 7, games: call.url.searchParams.get('from') === '2024-01-01' ? [calendarGame(), sundayNight] : [], now: '2024-01-03T15:00:00Z' }),
    'POST calendar/reschedule': (call) => rescheduleReply(call),
  }));
});

afterEach(() => jest.restoreAllMocks());

const renderCalendar = () =>
  render(
    <MemoryRouter initialEntries={['/league-calendar']}>
      <ThemeRoot mode="day">
        <LeagueCalendarPage />
      </ThemeRoot>
    </MemoryRouter>,
  );

test('the week runs MONDAY to SUNDAY in ET; a game at 02:00 UTC on Monday is on Sunday evening; games link to their pages', async () => {
  renderCalendar();
  const monday = await screen.findByRole('region', { name: 'Mon, Jan 1, 2024' });
  // (Before it, "today" measured the server's clock: GET /api/time, here not mocked, so the browser's is used.)
  const first = calls.find((c) => c.path === 'calendar')!;
  expect(first.url.searchParams.get('from')).toBe('2024-01-01');
  expect(first.url.searchParams.get('days')).toBe('7');
  const days = screen.getAllByRole('region').map((r) => r.getAttribute('data-day'));
  expect(days).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
  expect(within(monday).getByText('06:05 PM ET')).toBeInTheDocument();
  expect(within(monday).getByRole('link', { name: /Chicago Cubs @ Boston Beans, Friends Draft$/ })).toHaveAttribute('href', '/draft-league/5/schedule/11/game/new');
  const sunday = screen.getByRole('region', { name: 'Sun, Jan 7, 2024' });
  expect(within(sunday).getByText('09:00 PM ET')).toBeInTheDocument();
  expect(within(sunday).getByRole('link', { name: /Chicago Cubs @ Boston Beans, Murderers Row$/ })).toHaveAttribute('href', '/game/historical-league/pregame-summary/league/6/schedule/12/game/new');
  expect(within(sunday).queryByRole('button', { name: 'Reschedule' })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
  expect(await screen.findByRole('region', { name: 'Mon, Jan 8, 2024' })).toBeInTheDocument();
  expect(calls.at(-1)!.url.searchParams.get('from')).toBe('2024-01-08');
});

test('by day: one day at a time, previous and next day', async () => {
  renderCalendar();
  await screen.findByRole('region', { name: 'Mon, Jan 1, 2024' });
  fireEvent.click(screen.getByRole('button', { name: 'Day' }));
  expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(['Wed, Jan 3, 2024']);
  fireEvent.click(screen.getByRole('button', { name: 'Previous day' }));
  fireEvent.click(screen.getByRole('button', { name: 'Previous day' }));
  const monday = await screen.findByRole('region', { name: 'Mon, Jan 1, 2024' });
  expect(within(monday).getByText('06:05 PM ET')).toBeInTheDocument();
});

test('a refused reschedule shows the original time, formatted and in quotes, in place of the placeholder', async () => {
  rescheduleReply = () => ({ status: 400, body: { error: CALENDAR_MESSAGES.beforeOriginal, originalTime: '2024-01-02T00:05:00.000Z' } });
  renderCalendar();
  const monday = await screen.findByRole('region', { name: 'Mon, Jan 1, 2024' });
  fireEvent.click(within(monday).getByRole('button', { name: 'Reschedule' }));
  const dialog = screen.getByRole('dialog', { name: 'Reschedule game' });
  fireEvent.change(within(dialog).getByLabelText('New time (ET)'), { target: { value: '17:00' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save new time' }));
  const text = 'A game can only be moved later than its original time "Mon, Jan 1, 2024, 07:05 PM"';
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
  expect(toastMessages()).toContain(`error: ${text}`);
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ leagueId: 5, scheduleId: 11, startsAt: '2024-01-01T22:00:00.000Z' });
});

test('a game moved to the next day appears there', async () => {
  renderCalendar();
  const monday = await screen.findByRole('region', { name: 'Mon, Jan 1, 2024' });
  fireEvent.click(within(monday).getByRole('button', { name: 'Reschedule' }));
  const dialog = screen.getByRole('dialog', { name: 'Reschedule game' });
  fireEvent.change(within(dialog).getByLabelText('New date (ET)'), { target: { value: '2024-01-02' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save new time' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ leagueId: 5, scheduleId: 11, startsAt: '2024-01-02T23:05:00.000Z' });
  expect(within(screen.getByRole('region', { name: 'Tue, Jan 2, 2024' })).getByText('06:05 PM ET')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Mon, Jan 1, 2024' })).getByText('No games')).toBeInTheDocument();
});
