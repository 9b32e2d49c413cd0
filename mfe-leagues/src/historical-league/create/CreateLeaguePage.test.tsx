import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LEAGUE_MESSAGES, etToInstant } from '@bb/shared';
import { fail, mockApi, ok, type Call } from '@bb/shared/src/testing/api-mock';
import { login, setupStatsTests, toastMessages, renderLeagues } from '../../test/render';
import { leagueDetail } from '../../test/league-fixtures';

setupStatsTests();

let calls: Call[];
let release: () => void;
beforeEach(() => {
  login();
  const created = new Promise<void>((resolve) => (release = resolve));
  ({ calls } = mockApi({
    'GET leagues/years': () => ok({ years: [{ year: 1927, teams: 16 }, { year: 1998, teams: 30 }] }),
    'GET leagues/unique-name': (call) => ok({ available: call.url.searchParams.get('name') !== 'Taken' }),
    'GET games/single/years/1927/teams': () => ok([{ teamId: 'NYA', year: 1927, name: 'New York Yankees', lgId: 'AL', wins: 110, losses: 44 }]),
    'POST leagues': async () => {
      await created;
      return { status: 201, body: { data: leagueDetail({ leagueId: 42 }) } };
    },
  }));
});

const page = () => renderLeagues('/game/historical-league/league/create');
const name = () => screen.getByLabelText('League Name');
const submit = () => screen.getByRole('button', { name: 'Create League' });

async function fillValid() {
  fireEvent.change(name(), { target: { value: 'Murderers Row' } });
  fireEvent.click(await screen.findByLabelText('1927 (16 teams)'));
  fireEvent.change(screen.getByLabelText('Total Teams'), { target: { value: '16' } });
  fireEvent.change(screen.getByLabelText('Year of your team'), { target: { value: '1927' } });
  const team = screen.getByLabelText('Team');
  await within(team).findByRole('option', { name: 'New York Yankees (110-44)' });
  fireEvent.change(team, { target: { value: 'NYA' } });
}

test('submitting an empty form shows the spec messages beside the fields and sends nothing', async () => {
  page();
  await screen.findByLabelText('1927 (16 teams)');
  fireEvent.click(submit());
  expect(await screen.findByText(LEAGUE_MESSAGES.nameRequired)).toBeInTheDocument();
  expect(screen.getByText(LEAGUE_MESSAGES.moreYears(1))).toBeInTheDocument();
  expect(screen.getByText(LEAGUE_MESSAGES.teamRequired)).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

test('the years message is live: chosen years supply their teams, at most 30 each', async () => {
  page();
  fireEvent.change(screen.getByLabelText('Total Teams'), { target: { value: '60' } });
  fireEvent.click(await screen.findByLabelText('1927 (16 teams)'));
  // 16 of 60: 44 missing, two more years of 30.
  expect(screen.getByText(LEAGUE_MESSAGES.moreYears(2))).toBeInTheDocument();
  fireEvent.click(screen.getByLabelText('1998 (30 teams)'));
  expect(screen.getByText(LEAGUE_MESSAGES.moreYears(1))).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Total Teams'), { target: { value: '46' } });
  expect(screen.queryByText(/Please select atleast/)).not.toBeInTheDocument();
});

test('a taken name is reported on blur', async () => {
  page();
  fireEvent.change(name(), { target: { value: 'Taken' } });
  fireEvent.blur(name());
  expect(await screen.findByText(LEAGUE_MESSAGES.nameTaken)).toBeInTheDocument();
  expect(calls.find((c) => c.path === 'leagues/unique-name')?.url.searchParams.get('name')).toBe('Taken');
});

test('games begin: a past time and a time under 10 minutes away get their messages (entered in ET)', async () => {
  page();
  const date = screen.getByLabelText('Games Begin date (ET)');
  const time = screen.getByLabelText('Games Begin time (ET)');
  fireEvent.change(date, { target: { value: '2020-01-01' } });
  fireEvent.blur(date);
  expect(await screen.findByText(LEAGUE_MESSAGES.futureDate)).toBeInTheDocument();
  // Five minutes from now, in Eastern time.
  const soon = new Date(Date.now() + 5 * 60_000);
  const et = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(soon);
  const p = Object.fromEntries(et.map((x) => [x.type, x.value]));
  fireEvent.change(date, { target: { value: `${p.year}-${p.month}-${p.day}` } });
  fireEvent.change(time, { target: { value: `${p.hour}:${p.minute}` } });
  expect(await screen.findByText(LEAGUE_MESSAGES.tenMinutes)).toBeInTheDocument();
});

test('ET wall time becomes the right instant in winter and summer', () => {
  expect(etToInstant('2026-01-15', '19:05')?.toISOString()).toBe('2026-01-16T00:05:00.000Z');
  expect(etToInstant('2026-07-04', '13:00')?.toISOString()).toBe('2026-07-04T17:00:00.000Z');
  expect(etToInstant('', '13:00')).toBeNull();
});

test('a double click creates one league with one requestId, the button waits, then the setup page opens', async () => {
  page();
  await fillValid();
  const button = submit();
  fireEvent.click(button);
  fireEvent.click(button);
  expect(button).toBeDisabled();
  expect(button).toHaveTextContent('Creating…');
  fireEvent.click(button);
  await act(async () => release());
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/game/historical-league/league/setup/42'));
  const posts = calls.filter((c) => c.method === 'POST');
  expect(posts).toHaveLength(1);
  expect(posts[0]!.body).toEqual(
    expect.objectContaining({
      name: 'Murderers Row',
      kind: 'historical',
      years: [1927],
      totalTeams: 16,
      dh: 'auto',
      usageLimit: 0,
      isPrivate: false,
      userTeam: { teamId: 'NYA', year: 1927 },
      requestId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
    }),
  );
});

test("the server's field errors show beside their fields, without a toast", async () => {
  mockApi({
    'GET leagues/years': () => ok({ years: [{ year: 1927, teams: 16 }] }),
    'GET leagues/unique-name': () => ok({ available: true }),
    'GET games/single/years/1927/teams': () => ok([{ teamId: 'NYA', year: 1927, name: 'New York Yankees', lgId: 'AL', wins: 110, losses: 44 }]),
    'POST leagues': () => fail(400, 'Invalid league', { invites: 'No user named zed', gamesBeginAt: LEAGUE_MESSAGES.tenMinutes }),
  });
  page();
  await fillValid();
  fireEvent.change(screen.getByLabelText('Invite users (optional)'), { target: { value: 'zed' } });
  fireEvent.click(submit());
  expect(await screen.findByText('No user named zed')).toBeInTheDocument();
  expect(screen.getByText(LEAGUE_MESSAGES.tenMinutes)).toBeInTheDocument();
  expect(toastMessages()).toEqual([]);
});
