import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { H2H_MESSAGES, type H2HInvitation } from '@bb/shared';
import { fail, mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { serverTimeFrom } from '@bb/shared/src/testing/server-time';
import { FakeEventSource } from '@bb/shared/src/testing/fake-event-source';
import { headToHeadView } from '../test/fixtures';
import { ADA, BABE, BOB, GAME_ID, SERVER_NOW, invitation, waitingInfo } from '../test/h2h-fixtures';
import { renderAt, setupGameplayTests, toastMessages } from '../test/render';
import { WaitingPage } from './WaitingPage';

setupGameplayTests();

const STREAM = { openEventSource: (url: string) => new FakeEventSource(url), signedIn: () => true, requestTicket: async () => 'tk1', retryDelaysMs: [0] };
/** babe (away, the 1927 Yankees) invites ada, the signed-in user, who would play the 1975 Reds at home. */
const FOR_ADA = invitation({ from: BABE, to: ADA });
const GAME = headToHeadView({ status: 'setup', decisionCount: 0, lastPlays: [] });

function open(path: string, routes: Parameters<typeof mockApi>[0]) {
  FakeEventSource.all = [];
  // The server's clock, as the invitations' serverNow has it: the countdowns' session clock measures it.
  const api = mockApi({ ...serverTimeFrom(SERVER_NOW), ...routes });
  renderAt(<WaitingPage streamDeps={STREAM} />, path, '/game/head-to-head/:gameId');
  return api;
}
const byLink = (found: H2HInvitation, extra: Parameters<typeof mockApi>[0] = {}) =>
  open(`/game/head-to-head/${GAME_ID}?invite=${found.id}`, {
    // Not seated yet: the game itself is not his to read.
    [`GET games/${GAME_ID}`]: () => fail(403, 'You cannot open this game.'),
    [`GET head-to-head/invitations/${found.id}`]: () => ok({ invitation: found }),
    ...extra,
  });

test('by link: the invitation card (from, teams, side, time left); Accept seats him and opens /play', async () => {
  const { calls } = byLink(FOR_ADA, {
    [`POST head-to-head/invitations/${FOR_ADA.id}/accept`]: () => ok({ invitation: { ...FOR_ADA, status: 'accepted' }, gameId: GAME_ID }),
  });
  const card = await screen.findByRole('region', { name: '1927 New York Yankees at 1975 Cincinnati Reds' });
  expect(card).toHaveTextContent(H2H_MESSAGES.invitationReceived('babe'));
  expect(card).toHaveTextContent('From babe');
  expect(card).toHaveTextContent('You play 1975 Cincinnati Reds');
  expect(card).toHaveTextContent(/Expires in 1[45]:\d\d/);
  fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/game/head-to-head/${GAME_ID}/play`));
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`head-to-head/invitations/${FOR_ADA.id}/accept`]);
});

test('Reject answers the invitation and says so; a refused Accept shows the server\'s words and stays', async () => {
  const { calls } = byLink(FOR_ADA, {
    [`POST head-to-head/invitations/${FOR_ADA.id}/accept`]: () => fail(410, H2H_MESSAGES.invitationWithdrawn),
    [`POST head-to-head/invitations/${FOR_ADA.id}/reject`]: () => ok({ invitation: { ...FOR_ADA, status: 'rejected' } }),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(toastMessages()).toContain(`error: ${H2H_MESSAGES.invitationWithdrawn}`));
  expect(screen.getByTestId('where')).toHaveTextContent(`/game/head-to-head/${GAME_ID}`);
  fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText('You rejected this invitation.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  expect(calls.some((c) => c.path.endsWith('/reject'))).toBe(true);
});

test.each([
  ['expired', H2H_MESSAGES.invitationExpired],
  ['withdrawn', H2H_MESSAGES.invitationWithdrawn],
  ['accepted', H2H_MESSAGES.invitationAnswered],
] as const)('an invitation already %s says so, with no answers offered', async (status, text) => {
  byLink({ ...FOR_ADA, status });
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
});

test('an invitation he may not see: the server\'s words', async () => {
  open(`/game/head-to-head/${GAME_ID}?invite=${FOR_ADA.id}`, {
    [`GET games/${GAME_ID}`]: () => fail(403, 'You cannot open this game.'),
    [`GET head-to-head/invitations/${FOR_ADA.id}`]: () => fail(404, 'Game not found'),
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Game not found');
});

test('from a notification (no link secret): the invitation the game names for him is offered the same way', async () => {
  const info = waitingInfo({ ownerUserId: BABE.userId, isOwner: false, invitation: FOR_ADA, players: { away: { ...BABE, connected: true, joined: true }, home: null } });
  open(`/game/head-to-head/${GAME_ID}`, { [`GET games/${GAME_ID}`]: () => ok({ game: GAME, headToHead: info }) });
  expect(await screen.findByRole('button', { name: 'Accept' })).toBeEnabled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

// As the server sends it to a viewer without a seat: `spectating` before he asked to watch, too.
const othersGame = (over: Parameters<typeof waitingInfo>[0] = {}) =>
  waitingInfo({
    phase: 'playing', ownerUserId: BABE.userId, isOwner: false, invitation: null, spectating: true,
    players: { away: { ...BABE, connected: true, joined: true }, home: { ...BOB, connected: true, joined: true } },
    ...over,
  });

test('someone else\'s game in play: Watch live asks to watch, then opens the read-only play screen', async () => {
  const { calls } = open(`/game/head-to-head/${GAME_ID}`, {
    [`GET games/${GAME_ID}`]: () => ok({ game: GAME, headToHead: othersGame() }),
    [`POST head-to-head/games/${GAME_ID}/spectator`]: () => ok({ headToHead: othersGame({ spectating: true }) }),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Watch live' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/game/head-to-head/${GAME_ID}/play`));
  expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/spectator'))).toBe(true);
  expect(FakeEventSource.all).toHaveLength(0);
});

test('Watch live refused (403) shows why; a game closed to spectators says so without a button', async () => {
  open(`/game/head-to-head/${GAME_ID}`, {
    [`GET games/${GAME_ID}`]: () => ok({ game: GAME, headToHead: othersGame() }),
    [`POST head-to-head/games/${GAME_ID}/spectator`]: () => fail(403, H2H_MESSAGES.blocked),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Watch live' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(H2H_MESSAGES.blocked);
  expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`/game/head-to-head/${GAME_ID}$`));

  open(`/game/head-to-head/${GAME_ID}`, { [`GET games/${GAME_ID}`]: () => ok({ game: GAME, headToHead: othersGame({ spectatorsAllowed: false }) }) });
  expect(await screen.findByText(H2H_MESSAGES.spectatorsClosed)).toBeInTheDocument();
});
