import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { H2H_MESSAGES, queryClient, toast, type GameStreamMessage, type H2HGameInfo } from '@bb/shared';
import { mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { serverTimeFrom } from '@bb/shared/src/testing/server-time';
import { FakeEventSource } from '@bb/shared/src/testing/fake-event-source';
import { headToHeadView } from '../test/fixtures';
import { BOB, GAME_ID, SERVER_NOW, invitation, waitingInfo } from '../test/h2h-fixtures';
import { renderAt, setupGameplayTests, toastMessages } from '../test/render';
import { WaitingPage } from './WaitingPage';

setupGameplayTests();

const GAME = headToHeadView({ status: 'setup', decisionCount: 0, lastPlays: [] });
const STREAM = { openEventSource: (url: string) => new FakeEventSource(url), signedIn: () => true, requestTicket: async () => 'tk1', retryDelaysMs: [0] };

function open(info: H2HGameInfo, extra: Parameters<typeof mockApi>[0] = {}, path = `/game/head-to-head/${GAME_ID}`) {
  FakeEventSource.all = [];
  // The server's clock, as the invitation's serverNow has it: the countdowns' session clock measures it.
  const api = mockApi({ ...serverTimeFrom(SERVER_NOW), [`GET games/${GAME_ID}`]: () => ok({ game: GAME, headToHead: info }), ...extra });
  renderAt(<WaitingPage streamDeps={STREAM} />, path, '/game/head-to-head/:gameId');
  return api;
}

/** One `game` message on the stream as the server sends it: the same game, a newer live block. */
const push = (info: H2HGameInfo, version = GAME.version) =>
  act(() => FakeEventSource.all.at(-1)!.emit('game', { version, game: { ...GAME, version }, plays: [], resync: false, headToHead: info } satisfies GameStreamMessage));

const seat = (side: 'away' | 'home') => screen.getByRole('list', { name: 'Players' }).querySelector(`[data-side="${side}"]`) as HTMLElement;

test('the owner\'s overlay: both seats with a joined tick or waiting, the countdown; a join is announced and the start opens /play', async () => {
  open(waitingInfo());
  const dialog = await screen.findByRole('dialog', { name: 'Waiting for your opponent' });
  expect(seat('away')).toHaveTextContent('1927 New York Yankees: ada');
  expect(seat('away')).toHaveTextContent('✓ Joined');
  expect(seat('home')).toHaveTextContent('1975 Cincinnati Reds: bob');
  expect(seat('home')).toHaveTextContent('waiting…');
  expect(dialog).toHaveTextContent(/Expires in 1[45]:\d\d/);
  expect(within(dialog).getByRole('button', { name: 'Withdraw' })).toBeEnabled();

  await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
  expect(FakeEventSource.all[0]!.url).toMatch(new RegExp(`/api/games/${GAME_ID}/stream\\?since=1&plays=0&ticket=tk1$`));
  const joined = waitingInfo({ players: { away: waitingInfo().players.away, home: { ...BOB, connected: true, joined: true } } });
  push(joined);
  expect(seat('home')).toHaveTextContent('✓ Joined');
  expect(toastMessages()).toEqual([`info: ${H2H_MESSAGES.joined('bob')}`]);

  push({ ...joined, phase: 'playing', invitation: { ...joined.invitation!, status: 'accepted' } });
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/game/head-to-head/${GAME_ID}/play`));
  expect(FakeEventSource.all[0]!.closed).toBe(true);
});

test('a rejection arriving live: the spec toast once, the text in the overlay, and Invite again (here: a new link)', async () => {
  const next = invitation({ id: '33333333-3333-4333-8333-333333333333', to: null, link: `/game/head-to-head/${GAME_ID}?invite=33333333-3333-4333-8333-333333333333` });
  const { calls } = open(waitingInfo(), {
    [`POST head-to-head/games/${GAME_ID}/invitations`]: () => ({ status: 201, body: { data: { gameId: GAME_ID, invitation: next, message: H2H_MESSAGES.invited } } }),
  });
  await screen.findByRole('dialog', { name: 'Waiting for your opponent' });
  await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
  const rejected = waitingInfo({ invitation: invitation({ status: 'rejected' }) });
  push(rejected);
  expect(toastMessages()).toEqual([`error: ${H2H_MESSAGES.rejected}`]);
  expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(H2H_MESSAGES.rejected);
  // The same news again (another message, a reconnect): no second toast.
  act(() => toast.dismissAll());
  push(rejected);
  expect(toastMessages()).toEqual([]);
  expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();

  const again = screen.getByRole('group', { name: 'Invite again' });
  fireEvent.click(within(again).getByRole('radio', { name: 'Share a link instead' }));
  fireEvent.click(within(again).getByRole('button', { name: 'Invite again' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Share this link' })).toHaveValue(`http://localhost${next.link}`));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({});
  expect(toastMessages()).toContain(`success: ${H2H_MESSAGES.invited}`);
  expect(seat('home')).toHaveTextContent('Whoever opens the link');
  expect(screen.queryByRole('group', { name: 'Invite again' })).not.toBeInTheDocument();
});

test('a link invitation is copied whole; Withdraw takes it back and leaves the waiting screen', async () => {
  const link = invitation({ to: null });
  const writeText = jest.fn(async () => undefined);
  Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: { writeText } });
  const { calls } = open(waitingInfo({ invitation: link, players: { away: waitingInfo().players.away, home: null } }), {
    [`POST head-to-head/invitations/${link.id}/withdraw`]: () => ok({ invitation: { ...link, status: 'withdrawn' } }),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
  await waitFor(() => expect(toastMessages()).toContain('success: Link copied.'));
  expect(writeText).toHaveBeenCalledWith(`http://localhost${link.link}`);
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/game\/head-to-head$/));
  expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/withdraw'))).toBe(true);
});

test('an invitation whose time ran out says so and offers Invite again (a user this time)', async () => {
  const { calls } = open(waitingInfo({ invitation: invitation({ expiresAt: SERVER_NOW }) }), {
    'GET head-to-head/opponents': () => ok({ users: [{ ...BOB, online: true }] }),
    [`POST head-to-head/games/${GAME_ID}/invitations`]: () => ({ status: 201, body: { data: { gameId: GAME_ID, invitation: invitation(), message: H2H_MESSAGES.invited } } }),
  });
  expect(within(await screen.findByRole('dialog')).getByRole('status')).toHaveTextContent(H2H_MESSAGES.invitationExpired);
  const again = screen.getByRole('group', { name: 'Invite again' });
  expect(within(again).getByRole('button', { name: 'Invite again' })).toBeDisabled();
  fireEvent.click(await within(again).findByRole('button', { name: /bob/ }));
  fireEvent.click(within(again).getByRole('button', { name: 'Invite again' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ opponent: 'bob' }));
  await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent(/Expires in 1[45]:\d\d/));
});

test('the game has started: a player goes to /play; a final game to its result', async () => {
  open(waitingInfo({ phase: 'playing' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/game/head-to-head/${GAME_ID}/play`));
  // Another page load, with the server's newer answer (the data layer would otherwise show the first one meanwhile).
  queryClient.clear();
  open(waitingInfo({ phase: 'final' }));
  await waitFor(() => expect(screen.getAllByTestId('where').at(-1)).toHaveTextContent(`/game/head-to-head/${GAME_ID}/result`));
});
