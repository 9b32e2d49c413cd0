import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { H2H_MESSAGES } from '@bb/shared';
import { fail, mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { serverTimeFrom } from '@bb/shared/src/testing/server-time';
import { BABE, BOB, SERVER_NOW, invitation } from '../test/h2h-fixtures';
import { renderAt, setupGameplayTests, toastMessages } from '../test/render';
import { InvitePage } from './InvitePage';

setupGameplayTests();

const YEARS = [{ year: 2019, teams: 30 }, { year: 1975, teams: 24 }, { year: 1927, teams: 16 }];
const TEAMS: Record<string, unknown[]> = {
  1927: [{ teamId: 'NYA', year: 1927, name: 'New York Yankees', lgId: 'AL', wins: 110, losses: 44 }],
  1975: [{ teamId: 'CIN', year: 1975, name: 'Cincinnati Reds', lgId: 'NL', wins: 108, losses: 54 }],
  2019: [{ teamId: 'HOU', year: 2019, name: 'Houston Astros', lgId: 'AL', wins: 107, losses: 55 }],
};
const DEFAULTS = { away: { teamId: 'NYA', year: 1927 }, home: { teamId: 'CIN', year: 1975 }, userSide: 'home', dayNight: 'day', dh: 'auto', yearTabs: [2019] };
/** The server's answer, deliberately not in online order: the picker must still show who is online first. */
const USERS = [
  { userId: 8, username: 'bob', online: false },
  { userId: 9, username: 'cy', online: true },
  { userId: 10, username: 'bobby', online: true },
];

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  const routes: Parameters<typeof mockApi>[0] = {
    // The server's clock, as the invitations' serverNow has it: the countdowns' session clock measures it.
    ...serverTimeFrom(SERVER_NOW),
    'GET games/single/years': () => ok(YEARS),
    'GET games/single/defaults': () => ok(DEFAULTS),
    'GET head-to-head/opponents': (call) => {
      const search = call.url.searchParams.get('search') ?? '';
      return ok({ users: USERS.filter((u) => u.username.includes(search)) });
    },
    'GET head-to-head/invitations': () => ok({ received: [], sent: [] }),
    ...extra,
  };
  for (const year of Object.keys(TEAMS)) routes[`GET games/single/years/${year}/teams`] = () => ok(TEAMS[year]);
  return mockApi(routes);
}

const shown = (list: HTMLElement) => within(list).getAllByRole('button').map((b) => b.textContent);
const ready = () => waitFor(() => expect(screen.getByRole('combobox', { name: 'Home Team' })).toHaveValue('CIN'));

// Two debounced searches and a navigation: over jest's default 5 s now and then on a loaded 2-core machine.
test('the opponent search lists online players first and narrows by username; the form posts the invitation and opens the waiting screen', async () => {
  const { calls } = api({
    'POST head-to-head/games': () => ({ status: 201, body: { data: { gameId: 'g-new', invitation: invitation({ gameId: 'g-new' }), message: H2H_MESSAGES.invited } } }),
  });
  renderAt(<InvitePage />, '/game/head-to-head', '/game/head-to-head');
  await ready();
  const list = await screen.findByRole('list', { name: 'Players' });
  await waitFor(() => expect(shown(list)).toEqual(['cyonline now', 'bobbyonline now', 'bob']));
  const send = screen.getByRole('button', { name: 'Send invitation' });
  expect(send).toBeDisabled();

  fireEvent.change(screen.getByRole('searchbox', { name: 'Search by username' }), { target: { value: 'bob' } });
  await waitFor(() => expect(shown(screen.getByRole('list', { name: 'Players' }))).toEqual(['bobbyonline now', 'bob']));
  expect(calls.filter((c) => c.path === 'head-to-head/opponents').at(-1)!.url.searchParams.get('search')).toBe('bob');

  fireEvent.click(screen.getByRole('button', { name: 'bob' }));
  expect(screen.getByRole('button', { name: 'bob' })).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(screen.getByRole('radio', { name: 'Visiting team' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Allow spectators' }));
  fireEvent.click(send);
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/game/head-to-head/g-new'));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    away: { teamId: 'NYA', year: 1927 }, home: { teamId: 'CIN', year: 1975 }, side: 'away', opponent: 'bob', spectators: false,
  });
  expect(toastMessages()).toContain(`success: ${H2H_MESSAGES.invited}`);
}, 15_000);

test('"Share a link instead" creates the game without an opponent; a refusal is the server\'s text', async () => {
  let answer = fail(403, H2H_MESSAGES.notSubscribed);
  const { calls } = api({ 'POST head-to-head/games': () => answer });
  renderAt(<InvitePage />, '/game/head-to-head', '/game/head-to-head');
  await ready();
  fireEvent.click(screen.getByRole('radio', { name: 'Share a link instead' }));
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
  await waitFor(() => expect(toastMessages()).toContain(`error: ${H2H_MESSAGES.notSubscribed}`));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/game\/head-to-head$/);
  answer = { status: 201, body: { data: { gameId: 'g-link', invitation: invitation({ gameId: 'g-link', to: null }), message: H2H_MESSAGES.invited } } };
  fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/game/head-to-head/g-link'));
  expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
    away: { teamId: 'NYA', year: 1927 }, home: { teamId: 'CIN', year: 1975 }, side: 'home', spectators: true,
  });
});

test('empty invitation lists say so', async () => {
  api();
  renderAt(<InvitePage />, '/game/head-to-head', '/game/head-to-head');
  expect(await screen.findByText('No invitations for you right now.')).toBeInTheDocument();
  expect(screen.getByText('You have no open invitations.')).toBeInTheDocument();
});

test('invitations for you: teams, from, side and time left; Accept opens the play screen, Reject removes it', async () => {
  const forMe = invitation({ id: '11111111-1111-4111-8111-111111111111', gameId: 'g-a', from: BABE, to: { userId: 7, username: 'ada' } });
  const another = invitation({ id: '22222222-2222-4222-8222-222222222222', gameId: 'g-b', from: BOB, to: { userId: 7, username: 'ada' }, inviterSide: 'home' });
  const { calls } = api({
    'GET head-to-head/invitations': () => ok({ received: [forMe, another], sent: [] }),
    [`POST head-to-head/invitations/${another.id}/reject`]: () => ok({ invitation: { ...another, status: 'rejected' } }),
    [`POST head-to-head/invitations/${forMe.id}/accept`]: () => ok({ invitation: { ...forMe, status: 'accepted' }, gameId: 'g-a' }),
  });
  renderAt(<InvitePage />, '/game/head-to-head', '/game/head-to-head');
  const received = await screen.findByRole('region', { name: 'Invitations for you' });
  const cards = within(received).getAllByRole('region');
  expect(cards).toHaveLength(2);
  expect(cards[0]).toHaveTextContent('1927 New York Yankees at 1975 Cincinnati Reds');
  expect(cards[0]).toHaveTextContent('From babe');
  expect(cards[0]).toHaveTextContent('You play 1975 Cincinnati Reds');
  expect(cards[1]).toHaveTextContent('You play 1927 New York Yankees');
  expect(cards[0]).toHaveTextContent(/Expires in 1[45]:\d\d/);

  fireEvent.click(within(cards[1]!).getByRole('button', { name: 'Reject' }));
  await waitFor(() => expect(within(received).getAllByRole('region')).toHaveLength(1));
  expect(calls.some((c) => c.path.endsWith(`${another.id}/reject`))).toBe(true);
  fireEvent.click(within(received).getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/game/head-to-head/g-a/play'));
});

test('invitations you sent: Open goes to its waiting screen, Withdraw takes it back', async () => {
  const toBob = invitation({ gameId: 'g-s' });
  const { calls } = api({
    'GET head-to-head/invitations': () => ok({ received: [], sent: [toBob] }),
    [`POST head-to-head/invitations/${toBob.id}/withdraw`]: () => ok({ invitation: { ...toBob, status: 'withdrawn' } }),
  });
  const view = renderAt(<InvitePage />, '/game/head-to-head', '/game/head-to-head');
  const sent = await screen.findByRole('region', { name: 'Invitations you sent' });
  expect(await within(sent).findByText('To bob')).toBeInTheDocument();
  fireEvent.click(within(sent).getByRole('button', { name: 'Withdraw' }));
  await waitFor(() => expect(within(sent).getByText('You have no open invitations.')).toBeInTheDocument());
  expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/withdraw'))).toBe(true);
  view.unmount();

  api({ 'GET head-to-head/invitations': () => ok({ received: [], sent: [toBob] }) });
  renderAt(<InvitePage />, '/game/head-to-head', '/game/head-to-head');
  fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/game/head-to-head/g-s');
});
