import { authBus, initI18n } from '@bb/shared';
import { mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { SUBSCRIBER } from '../test/render';
import { createGame, swingAway } from './games-api';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  window.localStorage.clear();
  authBus.reload();
});

test('a guest (spec §6) plays without credentials and with isGuest=true', async () => {
  const { calls } = mockApi({ 'POST games/g1/_swing-away': () => ok({ game: {} }), 'POST games/single': () => ok({ game: {} }) });
  await swingAway('g1');
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
  await swingAway('g1');
  expect(calls[0]!.headers.get('authorization')).toBe('Bearer key-1');
  expect(calls[0]!.url.searchParams.has('isGuest')).toBe(false);
});
