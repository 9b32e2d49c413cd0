import { authBus, initI18n } from '@bb/shared';
import { mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { SUBSCRIBER } from '../test/render';
import { createGame, playApi } from './games-api';

const G1 = { base: 'games', gameId: 'g1' } as const;

beforeAll(() => initI18n('en'));
beforeEach(() => {
  window.localStorage.clear();
  authBus.reload();
});

test('a guest plays without credentials and with isGuest=true', async () => {
  const { calls } = mockApi({ 'POST games/g1/_swing-away': () => ok({ game: {} }), 'POST games/single': () => ok({ game: {} }) });
  await playApi.swingAway(G1, 4);
  await createGame({ away: { teamId: 'NYA', year: 1927 }, home: { teamId: 'CIN', year: 1975 }, userSide: 'home' });
  for (const call of calls) {
    expect(call.url.searchParams.get('isGuest')).toBe('true');
    expect(call.headers.get('authorization')).toBeNull();
  }
});

test('a logged-in user sends the session key and no guest flag', async () => {
  window.localStorage.setItem('authToken', JSON.stringify(SUBSCRIBER));
  authBus.reload();
  const { calls } = mockApi({ 'POST games/g1/_swing-away': () => ok({ game: {} }) });
  await playApi.swingAway(G1, 4);
  expect(calls[0]!.headers.get('authorization')).toBe('Bearer key-1');
  expect(calls[0]!.url.searchParams.has('isGuest')).toBe(false);
});

test('every decision goes to {base}/{id} and carries the version the screen showed', async () => {
  const { calls } = mockApi({
    'POST gotd/games/g1/tactic': () => ok({ game: {} }),
    'POST gotd/games/g1/_quick-play': () => ok({ game: {} }),
  });
  const gotd = { base: 'gotd/games', gameId: 'g1' } as const;
  await playApi.tactic(gotd, 7, { type: 'baserunning', scale: 5, value: 1 });
  await playApi.quickPlay(gotd, 8, 'halfInning');
  expect(calls.map((c) => c.body)).toEqual([{ type: 'baserunning', scale: 5, value: 1, version: 7 }, { scope: 'halfInning', version: 8 }]);
  expect(playApi.streamUrl(gotd, 8, 12, 'tk')).toMatch(/\/api\/gotd\/games\/g1\/stream\?since=8&plays=12&ticket=tk$/);
});
